// expect: GameSession has no method choosePromtion(piece:nowMs:); nearest in the bindings: `choosePromotion(piece:nowMs:)`
func promote(_ session: GameSession) throws -> BoardView {
    try session.choosePromtion(piece: .queen, nowMs: 0)
}
