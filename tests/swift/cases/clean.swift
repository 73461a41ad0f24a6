// expect: nothing
final class Store {
    private var session: GameSession?

    func start() {
        let settings = GameSettings(
            computerLevel: nil, color: .white, turning: .faceToFace, chess960: false, chess960Number: nil,
            clockMinutes: nil, clockIncrementSeconds: 0, undoLocked: false, language: "en")
        session = GameSession(settings: settings, nowMs: 0)
    }

    func tap(_ index: UInt8) -> Bool {
        guard let session, let view = try? session.tap(squareIndex: index, nowMs: 0) else { return false }
        switch view.status {
        case .won(let winner, _): return winner == .white
        case .drawn, .playing: return view.buttons.undo
        }
    }
}
