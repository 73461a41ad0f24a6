// Real games through the generated Swift bindings, as the iOS shell plays them (the same cases as
// tests/kotlin/src/GameSessionTest.kt). Run with `bash tests/swift/run` where a Swift toolchain exists.
import Foundation
import PlyFFI
import XCTest

/// The square index the bindings use: a1 = 0 ... h8 = 63.
private func sq(_ name: String) -> UInt8 {
    let scalars = Array(name.unicodeScalars)
    return UInt8((scalars[1].value - 49) * 8 + (scalars[0].value - 97))
}

private func settings(level: Level? = nil, undoLocked: Bool = false) -> GameSettings {
    GameSettings(
        computerLevel: level, color: .white, turning: .fixed, chess960: false, chess960Number: nil,
        clockMinutes: nil, clockIncrementSeconds: 0, undoLocked: undoLocked, language: "en")
}

extension GameSession {
    @discardableResult
    fileprivate func tapMove(_ from: String, _ to: String) throws -> BoardView {
        _ = try tap(squareIndex: sq(from), nowMs: 0)
        return try tap(squareIndex: sq(to), nowMs: 0)
    }

    /// Polls as the iOS store does until the computer has moved.
    fileprivate func awaitComputer() -> BoardView {
        var now: UInt64 = 0
        var current = view(nowMs: now)
        for _ in 0..<400 where current.computerThinking {
            Thread.sleep(forTimeInterval: 0.025)
            now += 100
            current = tick(nowMs: now)
        }
        return current
    }
}

final class GameSessionTests: XCTestCase {
    func testAPassAndPlayGameReachesCheckmate() throws {
        let game = GameSession(settings: settings(), nowMs: 0)
        try game.tapMove("f2", "f3")
        try game.tapMove("e7", "e5")
        try game.tapMove("g2", "g4")
        let view = try game.tapMove("d8", "h4")
        XCTAssertEqual(view.status, .won(winner: .black, reason: .checkmate))
        XCTAssertEqual(view.statusText, "Checkmate. Black wins.")
        XCTAssertEqual(view.moves[1].black, "Qh4#")
        XCTAssertEqual(view.spokenLastMove, "Queen from d8 to h4, checkmate")
    }

    func testPromotionWaitsForThePlayersChoice() throws {
        let game = GameSession(settings: settings(), nowMs: 0)
        for move in ["h4", "g5", "hxg5", "Nf6", "g6", "Ne4", "g7", "Nf6"] {
            _ = try game.enterMove(text: move, nowMs: 0)
        }
        let waiting = try game.drag(from: sq("g7"), to: sq("h8"), nowMs: 0)
        XCTAssertEqual(waiting.pendingPromotion?.choices, [.queen, .rook, .bishop, .knight])
        let view = try game.choosePromotion(piece: .knight, nowMs: 0)
        XCTAssertEqual(view.moves[4].white, "gxh8=N")
    }

    func testCastlingWithPiecesInTheWayIsRefusedWithItsReasonAndRuleCard() throws {
        let game = GameSession(settings: settings(), nowMs: 0)
        let view = try game.drag(from: sq("e1"), to: sq("g1"), nowMs: 0)
        XCTAssertEqual(view.refusal?.cardId, "castling")
        XCTAssertTrue(view.moves.isEmpty)
    }

    func testUndoAndRedoTakeBackAndReplayHalfMoves() throws {
        let game = GameSession(settings: settings(), nowMs: 0)
        try game.tapMove("e2", "e4")
        try game.tapMove("e7", "e5")
        XCTAssertEqual(try game.undo(nowMs: 0).sideToMove, .black)
        XCTAssertEqual(try game.redo(nowMs: 0).moves[0].black, "e5")
    }

    func testAThreefoldRepetitionDrawsTheGame() throws {
        let game = GameSession(settings: settings(), nowMs: 0)
        for _ in 0..<2 {
            try game.tapMove("g1", "f3")
            try game.tapMove("g8", "f6")
            try game.tapMove("f3", "g1")
            try game.tapMove("f6", "g8")
        }
        XCTAssertEqual(game.view(nowMs: 0).status, .drawn(reason: .threefoldRepetition))
    }

    func testTheComputerAnswersAMoveAndUndoCancelsItsThinking() throws {
        let game = GameSession(settings: settings(level: .easy), nowMs: 0)
        XCTAssertTrue(try game.tapMove("e2", "e4").computerThinking)
        XCTAssertNotNil(game.awaitComputer().moves[0].black)
        let expert = GameSession(settings: settings(level: .expert), nowMs: 0)
        try expert.tapMove("e2", "e4")
        XCTAssertFalse(try expert.undo(nowMs: 0).computerThinking)
        XCTAssertTrue(expert.tick(nowMs: 100_000).moves.isEmpty)
    }

    func testSaveThenLoadAndACorruptSaveIsRefused() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent(UUID().uuidString)
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        let good = directory.appendingPathComponent("game.ply").path
        let game = GameSession(settings: settings(), nowMs: 0)
        try game.tapMove("e2", "e4")
        try game.save(path: good, nowMs: 0)
        XCTAssertEqual(try GameSession.load(path: good, nowMs: 0).fen(), game.fen())
        let bad = directory.appendingPathComponent("bad.ply").path
        FileManager.default.createFile(atPath: bad, contents: Data("not a save".utf8))
        XCTAssertThrowsError(try GameSession.load(path: bad, nowMs: 0))
        XCTAssertFalse(FileManager.default.fileExists(atPath: bad), "moved out of the next save's way")
        XCTAssertTrue(FileManager.default.fileExists(atPath: bad + ".unreadable"), "and kept beside it")
    }
}
