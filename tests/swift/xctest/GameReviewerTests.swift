// The post-game review through the generated Swift bindings, as the iOS shell calls it (the same
// cases as tests/kotlin/src/GameReviewerTest.kt).
import Foundation
import PlyFFI
import XCTest

/// Fool's mate: White's second move lets Black mate at once.
private let foolsMate = "1. f3 e5 2. g4 Qh4# 0-1"

/// Fourteen quiet moves each of a Ruy Lopez: long enough to cancel in the middle.
private let ruyLopez = "1. e4 e5 2. Nf3 Nc6 3. Bb5 a6 4. Ba4 Nf6 5. O-O Be7 6. Re1 b5 7. Bb3 d6 8. c3 O-O "
    + "9. h3 Nb8 10. d4 Nbd7 11. Nbd2 Bb7 12. Bc2 Re8 13. Nf1 Bf8 14. Ng3 g6"

final class GameReviewerTests: XCTestCase {
    func testABlunderIsAKeyMomentWithTheCoresSentencesAndArrows() throws {
        let view = try GameReviewer.fromPgn(pgn: foolsMate, languageTag: "en").run()
        XCTAssertEqual(view.moves.count, 4)
        XCTAssertEqual(view.graph.count, 5)
        let blunder = view.moves[2]
        XCTAssertEqual(blunder.mark, .blunder)
        XCTAssertEqual(blunder.label, "2. g4??")
        XCTAssertTrue(view.keyMoments.contains(2))
        let first = try XCTUnwrap(blunder.sentences.first)
        XCTAssertTrue(first.contains("2. g4??") && first.contains("Qh4#"), "the first sentence names the mate: \(first)")
        XCTAssertEqual(blunder.played, Arrow(from: 14, to: 30))
        XCTAssertNotNil(blunder.better)
    }

    func testBadPgnThrowsInvalidPgnWithItsLineAndColumn() {
        XCTAssertThrowsError(try GameReviewer.fromPgn(pgn: "1. e4 e5\n2. Ke3", languageTag: "en")) { error in
            guard case .InvalidPgn(let line, let column, _)? = error as? FfiError else {
                return XCTFail("expected FfiError.InvalidPgn, got \(error)")
            }
            XCTAssertEqual(line, 2)
            XCTAssertEqual(column, 4)
        }
    }

    func testAnEmptyGameGivesAnEmptyReviewWithASummary() throws {
        let view = try GameReviewer.fromPgn(pgn: "", languageTag: "en").run()
        XCTAssertTrue(view.moves.isEmpty && view.keyMoments.isEmpty)
        XCTAssertEqual(view.graph.count, 1)
        XCTAssertFalse(view.summary.isEmpty)
    }

    func testProgressCountsUpToTheNumberOfMoves() throws {
        let reviewer = try GameReviewer.fromPgn(pgn: foolsMate, languageTag: "en")
        XCTAssertEqual(reviewer.progress().done, 0)
        _ = try reviewer.run()
        XCTAssertEqual(reviewer.progress().done, 4)
        XCTAssertEqual(reviewer.progress().total, 4)
    }

    func testCancelFromAnotherThreadMakesRunThrowReviewCancelled() throws {
        let reviewer = try GameReviewer.fromPgn(pgn: ruyLopez, languageTag: "en")
        let finished = expectation(description: "run returned")
        var outcome: Result<ReviewView, Error>?
        DispatchQueue.global().async {
            outcome = Result { try reviewer.run() }
            finished.fulfill()
        }
        let started = Date()
        while reviewer.progress().done == 0 && Date().timeIntervalSince(started) < 30 {
            Thread.sleep(forTimeInterval: 0.001)
        }
        DispatchQueue.global().async { reviewer.cancel() }
        wait(for: [finished], timeout: 30)
        guard case .failure(let error)? = outcome, case .ReviewCancelled? = error as? FfiError else {
            return XCTFail("expected FfiError.ReviewCancelled, got \(String(describing: outcome))")
        }
        XCTAssertLessThan(reviewer.progress().done, reviewer.progress().total)
    }
}
