// expect: missing-brace.swift:3
func hint(_ session: GameSession) throws -> BoardView {
    if true {
        return try session.hint(nowMs: 0)
}
