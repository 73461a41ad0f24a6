// The strips above and below the board: each player's clock, captures and lead, read off the view.
// Plain Kotlin, tested on the JVM.
package app.ply.board

import ply.core.BoardView
import ply.core.PieceKind
import ply.core.Side

/** One player's strip beside the board. */
data class PlayerStrip(
    /** Whose strip. */
    val side: Side,
    /** Their clock's time left in words (`4:59`), or null without clocks. */
    val clockText: String?,
    /** Their clock is running. */
    val clockRunning: Boolean,
    /** The pieces they took. */
    val captured: List<PieceKind>,
    /** How far ahead in material they are (`+2`), or null when they are not. */
    val leadText: String?,
    /** Drawn upside down, for the player across the table. */
    val upsideDown: Boolean,
)

/** The strips above and below the board. */
data class PlayerStrips(val top: PlayerStrip, val bottom: PlayerStrip)

/** The two strips of this view: the bottom side's below the board, the other above (turned round face to face). */
fun playerStrips(view: BoardView): PlayerStrips {
    val topSide = if (view.bottom == Side.WHITE) Side.BLACK else Side.WHITE
    return PlayerStrips(top = strip(view, topSide, view.topUpsideDown), bottom = strip(view, view.bottom, false))
}

private fun strip(view: BoardView, side: Side, upsideDown: Boolean): PlayerStrip {
    val clocks = view.clocks
    val lead = if (side == Side.WHITE) view.materialDifference else -view.materialDifference
    return PlayerStrip(
        side = side,
        clockText = clocks?.let { formatClock((if (side == Side.WHITE) it.whiteMs else it.blackMs).toLong()) },
        clockRunning = clocks != null && clocks.running == side && !clocks.paused,
        captured = if (side == Side.WHITE) view.capturedByWhite else view.capturedByBlack,
        leadText = if (lead > 0) "+$lead" else null,
        upsideDown = upsideDown,
    )
}

/** A clock's time left: `1:05:00` from an hour, `4:59` from ten seconds, `9.4` below (tenths count then). */
fun formatClock(ms: Long): String {
    val clamped = ms.coerceAtLeast(0)
    if (clamped < 10_000) return "${clamped / 1000}.${clamped % 1000 / 100}"
    val seconds = clamped / 1000
    val (h, m, s) = Triple(seconds / 3600, seconds % 3600 / 60, seconds % 60)
    fun two(n: Long) = n.toString().padStart(2, '0')
    return if (h > 0) "$h:${two(m)}:${two(s)}" else "$m:${two(s)}"
}

/** Whether the shell must keep calling `tick`: the computer is thinking or a clock runs. */
fun BoardView.needsTicks(): Boolean = computerThinking || clocks?.let { it.running != null && !it.paused } == true
