import Foundation
import PlyFFI
import PlyKit
import XCTest

/// Fourteen quiet moves each of a Ruy Lopez: a review long enough to be left in the middle.
private let ruyLopez = "1. e4 e5 2. Nf3 Nc6 3. Bb5 a6 4. Ba4 Nf6 5. O-O Be7 6. Re1 b5 7. Bb3 d6 8. c3 O-O "
    + "9. h3 Nb8 10. d4 Nbd7 11. Nbd2 Bb7 12. Bc2 Re8 13. Nf1 Bf8 14. Ng3 g6"

final class ReviewStoreTests: XCTestCase {
    /// Lets the store work until `done` holds, for at most a minute.
    @MainActor
    private func waitUntil(_ store: ReviewStore, _ done: (ReviewState) -> Bool) async throws {
        for _ in 0..<1200 {
            if done(store.state) { return }
            try await Task.sleep(nanoseconds: 50_000_000)
        }
        XCTFail("the review store never got there: \(store.state)")
    }

    @MainActor
    func testAGameThatEndedInMateIsReviewedWithItsBlunderChosen() async throws {
        let game = GameStore(saveURL: FileManager.default.temporaryDirectory.appendingPathComponent(UUID().uuidString))
        game.newGame(passAndPlay())
        for (from, to) in [("f2", "f3"), ("e7", "e5"), ("g2", "g4"), ("d8", "h4")] {
            game.tap(sq(from))
            game.tap(sq(to))
        }
        let store = ReviewStore(reviewer: try XCTUnwrap(game.reviewer()))
        guard case .running(let progress) = store.state else { return XCTFail("a new store is running") }
        XCTAssertEqual(progress.total, 4)
        store.start()
        try await waitUntil(store) { if case .done = $0 { return true } else { return false } }
        let review = try XCTUnwrap(store.state.review)
        XCTAssertEqual(review.moves[2].label, "2. g4??")
        XCTAssertEqual(store.state, .done(review, chosen: Int(review.keyMoments[0])))
        store.choose(2)
        XCTAssertEqual(store.state, .done(review, chosen: 2))
    }

    @MainActor
    func testCancellingStopsTheReviewInTheMiddle() async throws {
        let store = try ReviewStore(pgn: ruyLopez, languageTag: "en")
        store.start()
        try await waitUntil(store) { if case .running(let progress) = $0 { return progress.done > 0 } else { return false } }
        store.cancel()
        try await waitUntil(store) { $0 == .cancelled }
    }

    @MainActor
    func testBadPgnIsRefusedWithItsPlace() {
        XCTAssertThrowsError(try ReviewStore(pgn: "1. e4 e5 2. Ke3", languageTag: "en")) { error in
            switch error as? FfiError {
            case .InvalidPgn(let line, let column, _)?:
                XCTAssertEqual(line, 1)
                XCTAssertEqual(column, 13)
            default:
                XCTFail("expected FfiError.InvalidPgn, got \(error)")
            }
        }
    }
}
