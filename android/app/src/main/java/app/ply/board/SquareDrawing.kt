// What each square draws, read off the core's view. Plain Kotlin, tested on the JVM.
package app.ply.board

import ply.core.Piece
import ply.core.Side
import ply.core.SquareView

/** A square's colour role; the palette decides the colour. */
enum class Shade { LIGHT, DARK }

/** A mark on a square, drawn in this order (earlier ones underneath). */
enum class Mark {
    /** Part of the last move: a tint over the square. */
    LAST_MOVE,

    /** A square a rule card points at: a tint. */
    HIGHLIGHT,

    /** The selected piece's square: a stronger tint. */
    SELECTED,

    /** The hint's square: a coloured frame. */
    HINT,

    /** A king in check: a red glow. */
    CHECK,

    /** The selected piece may move here: a dot. */
    DOT,

    /** The selected piece may capture here: a ring. */
    RING,

    /** A rule forbids going here (rule card diagrams): a cross. */
    CROSS,
}

/** Everything one square draws: where, in which shade, which piece (and whether upside down), which marks. */
data class SquareDrawing(
    val index: Int,
    val cell: Cell,
    val shade: Shade,
    val piece: Piece?,
    val upsideDown: Boolean,
    val marks: Set<Mark>,
    val label: String,
)

/** The shade of a square: a1 is dark. */
fun shadeOf(index: Int): Shade = if ((index % 8 + index / 8) % 2 == 0) Shade.DARK else Shade.LIGHT

/**
 * What each of the view's squares draws, in the screen's reading order (top left first), with
 * [bottom]'s side nearest the player. With [topUpsideDown] (face to face) the far side's pieces
 * are turned round. [crosses] and [highlights] are a rule card diagram's extra marks.
 */
fun drawSquares(
    squares: List<SquareView>,
    bottom: Side,
    topUpsideDown: Boolean = false,
    crosses: Collection<Int> = emptySet(),
    highlights: Collection<Int> = emptySet(),
): List<SquareDrawing> {
    val geometry = BoardGeometry(bottom)
    return squares
        .map { square ->
            val index = square.index.toInt()
            val piece = square.piece
            SquareDrawing(
                index = index,
                cell = geometry.cellOf(index),
                shade = shadeOf(index),
                piece = piece,
                upsideDown = topUpsideDown && piece != null && piece.side != bottom,
                marks = marksOf(square, index in crosses, index in highlights),
                label = square.label,
            )
        }
        .sortedWith(compareBy({ it.cell.row }, { it.cell.column }))
}

private fun marksOf(square: SquareView, crossed: Boolean, highlighted: Boolean): Set<Mark> = buildSet {
    if (square.lastMove) add(Mark.LAST_MOVE)
    if (highlighted) add(Mark.HIGHLIGHT)
    if (square.selected) add(Mark.SELECTED)
    if (square.hint) add(Mark.HINT)
    if (square.checkedKing) add(Mark.CHECK)
    if (square.captureTarget) add(Mark.RING) else if (square.legalTarget) add(Mark.DOT)
    if (crossed) add(Mark.CROSS)
}
