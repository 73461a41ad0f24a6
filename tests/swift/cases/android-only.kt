// The Android side of android-only.swift: it types moves, which the Swift does not.
fun play(session: GameSession): BoardView {
    session.tap(12u, 0u)
    return session.enterMove("e4", 0u)
}
