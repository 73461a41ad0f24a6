// What a finger did on the board, as the one call it becomes. Plain Kotlin, tested on the JVM.
package app.ply.board

import ply.core.BoardView
import ply.core.GameSession
import ply.core.PracticeView
import ply.core.RulePractice

/** A touch on the board, in squares: what the core is told. */
sealed interface BoardInput {
    /** A tap on one square. */
    data class Tap(val square: Int) : BoardInput

    /** A piece dragged from one square to another. */
    data class Drag(val from: Int, val to: Int) : BoardInput
}

/** A tap at [point], or null off the board. */
fun BoardGeometry.tapAt(point: Point, size: Float): BoardInput? = indexAt(point, size)?.let(BoardInput::Tap)

/**
 * A finger that went down at [down] and came up at [up]: a drag between two squares, a tap when it
 * ended where it started, and null when it started or ended off the board.
 */
fun BoardGeometry.dragBetween(down: Point, up: Point, size: Float): BoardInput? {
    val from = indexAt(down, size) ?: return null
    val to = indexAt(up, size) ?: return null
    return if (from == to) BoardInput.Tap(from) else BoardInput.Drag(from, to)
}

/** Sends this input to a game; returns the view after it. */
fun BoardInput.sendTo(session: GameSession, nowMs: Long): BoardView = when (this) {
    is BoardInput.Tap -> session.tap(square.toUByte(), nowMs.toULong())
    is BoardInput.Drag -> session.drag(from.toUByte(), to.toUByte(), nowMs.toULong())
}

/** Sends this input to a practice board; returns the view after it. */
fun BoardInput.sendTo(practice: RulePractice): PracticeView = when (this) {
    is BoardInput.Tap -> practice.tap(square.toUByte())
    is BoardInput.Drag -> practice.drag(from.toUByte(), to.toUByte())
}
