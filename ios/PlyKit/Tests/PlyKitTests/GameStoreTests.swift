import Foundation
import PlyFFI
import PlyKit
import XCTest

final class GameStoreTests: XCTestCase {
    private var directory: URL!

    override func setUpWithError() throws {
        directory = FileManager.default.temporaryDirectory.appendingPathComponent(UUID().uuidString)
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    }

    override func tearDownWithError() throws {
        try FileManager.default.removeItem(at: directory)
    }

    @MainActor
    private func store() -> GameStore {
        GameStore(saveURL: directory.appendingPathComponent("game.ply"))
    }

    @MainActor
    private func play(_ store: GameStore, _ moves: [(String, String)]) {
        for (from, to) in moves {
            store.tap(sq(from))
            store.tap(sq(to))
        }
    }

    /// Lets the store's ticking run until `done` holds, for at most ten seconds.
    @MainActor
    private func waitUntil(_ store: GameStore, _ done: (BoardView) -> Bool) async throws {
        for _ in 0..<200 {
            if let view = store.view, done(view) { return }
            try await Task.sleep(nanoseconds: 50_000_000)
        }
        XCTFail("the store's view never got there")
    }

    @MainActor
    func testAPassAndPlayGameReachesMateThroughTheStoresIntents() {
        let store = store()
        store.newGame(passAndPlay())
        play(store, [("f2", "f3"), ("e7", "e5"), ("g2", "g4"), ("d8", "h4")])
        XCTAssertEqual(store.view?.status, .won(winner: .black, reason: .checkmate))
        XCTAssertEqual(store.view?.spokenLastMove, "Queen from d8 to h4, checkmate")
        XCTAssertTrue(store.pgn.contains("Qh4#"))
    }

    @MainActor
    func testUndoTakesBackTheLastMoveAndRedoPlaysItAgain() {
        let store = store()
        store.newGame(passAndPlay())
        play(store, [("e2", "e4"), ("e7", "e5")])
        store.undo()
        XCTAssertEqual(store.view?.sideToMove, .black)
        XCTAssertNil(store.view?.moves[0].black)
        store.redo()
        XCTAssertEqual(store.view?.moves[0].black, "e5")
    }

    @MainActor
    func testADraggedPawnPromotesToThePiecePicked() {
        let store = store()
        store.newGame(passAndPlay())
        play(store, [("h2", "h4"), ("g7", "g5"), ("h4", "g5"), ("g8", "f6"), ("g5", "g6"), ("f6", "e4"),
                     ("g6", "g7"), ("e4", "f6")])
        store.drag(from: sq("g7"), to: sq("h8"))
        XCTAssertEqual(store.view?.pendingPromotion?.choices, [.queen, .rook, .bishop, .knight])
        store.choosePromotion(.knight)
        XCTAssertEqual(store.view?.moves[4].white, "gxh8=N")
    }

    @MainActor
    func testResigningInPassAndPlayIsThePlayerToMoveResigning() {
        let store = store()
        store.newGame(passAndPlay())
        store.resign()
        XCTAssertEqual(store.view?.status, .won(winner: .black, reason: .resignation))
    }

    @MainActor
    func testTheComputerRepliesWhileTheStoreTicks() async throws {
        let store = store()
        store.newGame(.versusComputer(
            level: .beginner, color: .white, chess960: false, clockMinutes: nil, incrementSeconds: 0,
            undoLocked: false, language: "en"))
        play(store, [("e2", "e4")])
        try await waitUntil(store) { $0.moves.first?.black != nil && !$0.computerThinking }
    }

    @MainActor
    func testARematchAgainstTheComputerSwapsColours() async throws {
        let store = store()
        store.newGame(.versusComputer(
            level: .beginner, color: .white, chess960: false, clockMinutes: nil, incrementSeconds: 0,
            undoLocked: false, language: "en"))
        XCTAssertEqual(store.view?.bottom, .white)
        store.rematch()
        XCTAssertEqual(store.view?.bottom, .black)
        try await waitUntil(store) { $0.moves.first?.white != nil }
    }

    @MainActor
    func testASavedGameIsRestoredByTheNextStore() {
        let first = store()
        first.newGame(passAndPlay())
        play(first, [("e2", "e4"), ("c7", "c5")])
        first.save()
        XCTAssertNil(first.problem)
        let second = store()
        second.restore()
        XCTAssertEqual(second.view?.moves, first.view?.moves)
        XCTAssertEqual(second.pgn, first.pgn)
    }

    @MainActor
    func testWithoutASaveThereIsNoGame() {
        let store = store()
        store.restore()
        XCTAssertEqual(store.state, .noGame)
    }

    @MainActor
    func testACorruptSaveIsAnErrorStateNotACrash() throws {
        try Data("not a save".utf8).write(to: directory.appendingPathComponent("game.ply"))
        let store = store()
        store.restore()
        guard case .error(let message) = store.state else { return XCTFail("expected an error, got \(store.state)") }
        XCTAssertFalse(message.isEmpty)
    }

    @MainActor
    func testThePracticeStoreStartsEveryTaskOfTheFirstCard() throws {
        let card = try XCTUnwrap(ruleCards(languageTag: "en").first { !$0.tasks.isEmpty })
        for index in card.tasks.indices {
            let practice = PracticeStore(cardId: card.id, taskIndex: UInt32(index), languageTag: "en")
            guard case .practising(let view) = practice.state else { return XCTFail("\(card.id) task \(index)") }
            XCTAssertEqual(view.squares.count, 64)
            XCTAssertFalse(view.solved)
        }
    }
}
