// expect: GameSession.enterMove is used on Android only
func tapE2(_ session: GameSession) throws -> BoardView {
    try session.tap(squareIndex: 12, nowMs: 0)
}
