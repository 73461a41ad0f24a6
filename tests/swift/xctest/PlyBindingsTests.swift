// The generated Swift bindings, called as the iOS shell calls them (the same cases as
// tests/kotlin/src/PlyBindingsTest.kt). Run with `bash tests/swift/run` where a Swift toolchain exists.
import PlyFFI
import XCTest

private let start = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1"

/// A board with seven ranks: a FEN the core must refuse.
private let sevenRanks = "rnbqkbnr/pppppppp/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1"

final class PlyBindingsTests: XCTestCase {
    func testTheCoreVersionIsNotEmpty() {
        XCTAssertFalse(coreVersion().isEmpty)
    }

    func testPerftOfTheStartPositionToDepth3Counts8902Positions() throws {
        XCTAssertEqual(try perft(fen: start, depth: 3), 8902)
    }

    func testTheStartPositionHas20LegalMovesIncludingE2e4() throws {
        let moves = try legalMoves(fen: start)
        XCTAssertEqual(moves.count, 20)
        XCTAssertTrue(moves.contains("e2e4"))
    }

    func testAnInvalidFenThrowsInvalidFenWithAMessageNamingTheProblem() {
        XCTAssertThrowsError(try legalMoves(fen: sevenRanks)) { error in
            guard let ffiError = error as? FfiError, case let .InvalidFen(reason) = ffiError else {
                return XCTFail("expected FfiError.InvalidFen, got \(error)")
            }
            XCTAssertTrue(reason.contains("7 ranks"), reason)
            XCTAssertTrue(error.localizedDescription.contains("7 ranks"), error.localizedDescription)
        }
    }

    func testPerftOfTextThatIsNotAFenThrowsInvalidFen() {
        XCTAssertThrowsError(try perft(fen: "not a fen", depth: 1)) { error in
            guard let ffiError = error as? FfiError, case .InvalidFen = ffiError else {
                return XCTFail("expected FfiError.InvalidFen, got \(error)")
            }
        }
    }

    func testInitialisingLoggingTwiceIsHarmless() throws {
        initLogging()
        initLogging()
        XCTAssertEqual(try legalMoves(fen: start).count, 20)
    }
}
