import PlyFFI
import PlyKit
import XCTest

final class SquareStyleTests: XCTestCase {
    private func styles(of view: BoardView) -> [SquareStyle] {
        view.squares.map { SquareStyle(square: $0, bottom: view.bottom, topUpsideDown: view.topUpsideDown) }
    }

    func testASelectedKnightMarksItsSquareAndDotsItsTwoTargets() throws {
        let game = GameSession(settings: passAndPlay(), nowMs: 0)
        let squares = styles(of: try game.tap(squareIndex: sq("g1"), nowMs: 0))
        XCTAssertEqual(squares[Int(sq("g1"))].marks, [.selected])
        XCTAssertEqual(squares[Int(sq("f3"))].marks, [.moveDot])
        XCTAssertEqual(squares[Int(sq("h3"))].marks, [.moveDot])
        XCTAssertEqual(squares[Int(sq("e2"))].marks, [])
    }

    func testACapturablePieceGetsARingInsteadOfADot() throws {
        let game = GameSession(settings: passAndPlay(), nowMs: 0)
        _ = try game.enterMove(text: "e4", nowMs: 0)
        _ = try game.enterMove(text: "d5", nowMs: 0)
        let squares = styles(of: try game.tap(squareIndex: sq("e4"), nowMs: 0))
        XCTAssertEqual(squares[Int(sq("d5"))].marks, [.lastMove, .captureRing])
        XCTAssertEqual(squares[Int(sq("e5"))].marks, [.moveDot])
    }

    func testFaceToFaceTurnsOnlyTheFarSidesPiecesUpsideDown() {
        let view = GameSession(settings: passAndPlay(.faceToFace), nowMs: 0).view(nowMs: 0)
        XCTAssertTrue(view.topUpsideDown)
        let squares = styles(of: view)
        XCTAssertEqual(squares[Int(sq("e8"))].rotationDegrees, 180)
        XCTAssertEqual(squares[Int(sq("e1"))].rotationDegrees, 0)
    }

    func testAFixedBoardTurnsNoPiece() {
        let view = GameSession(settings: passAndPlay(), nowMs: 0).view(nowMs: 0)
        XCTAssertTrue(styles(of: view).allSatisfy { $0.rotationDegrees == 0 })
    }

    func testA1IsDarkAndH1IsLight() {
        let squares = styles(of: GameSession(settings: passAndPlay(), nowMs: 0).view(nowMs: 0))
        XCTAssertEqual(squares[Int(sq("a1"))].shade, .dark)
        XCTAssertEqual(squares[Int(sq("h1"))].shade, .light)
    }

    func testPiecesAreChessFiguresInTextPresentationWithTheCoresLabel() {
        let squares = styles(of: GameSession(settings: passAndPlay(), nowMs: 0).view(nowMs: 0))
        let blackPawn = squares[Int(sq("e7"))]
        XCTAssertEqual(blackPawn.piece, PieceGlyph(kind: .pawn, isWhite: false))
        XCTAssertEqual(blackPawn.piece?.solid, "\u{265F}\u{FE0E}")
        XCTAssertFalse(blackPawn.accessibilityLabel.isEmpty)
        XCTAssertNil(squares[Int(sq("e4"))].piece)
    }

    func testADiagramsCrossesAndHighlightsBecomeMarks() {
        let square = GameSession(settings: passAndPlay(), nowMs: 0).view(nowMs: 0).squares[Int(sq("e4"))]
        let style = SquareStyle(square: square, bottom: .white, topUpsideDown: false, crossed: true, highlighted: true)
        XCTAssertEqual(style.marks, [.highlight, .cross])
    }

    func testClocksReadAsMinutesAndSecondsWithTenthsAtTheEnd() {
        XCTAssertEqual(ClockText.format(milliseconds: 300_000), "5:00")
        XCTAssertEqual(ClockText.format(milliseconds: 65_500), "1:05")
        XCTAssertEqual(ClockText.format(milliseconds: 9_400), "0:09.4")
        XCTAssertEqual(ClockText.format(milliseconds: 3_723_000), "1:02:03")
    }
}
