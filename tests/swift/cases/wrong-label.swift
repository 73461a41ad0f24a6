// expect: no tap(square:nowMs:) in the bindings; they have `tap(squareIndex:nowMs:)`
func tapE2(_ session: GameSession) throws -> BoardView {
    try session.tap(square: 12, nowMs: 0)
}
