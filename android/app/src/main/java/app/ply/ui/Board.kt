package app.ply.ui

import androidx.compose.foundation.Canvas
import androidx.compose.foundation.gestures.awaitEachGesture
import androidx.compose.foundation.gestures.awaitFirstDown
import androidx.compose.foundation.gestures.detectDragGestures
import androidx.compose.foundation.gestures.detectTapGestures
import androidx.compose.foundation.layout.Box
import androidx.compose.foundation.layout.Column
import androidx.compose.foundation.layout.Row
import androidx.compose.foundation.layout.aspectRatio
import androidx.compose.foundation.layout.fillMaxHeight
import androidx.compose.foundation.layout.fillMaxSize
import androidx.compose.foundation.layout.fillMaxWidth
import androidx.compose.runtime.Composable
import androidx.compose.runtime.getValue
import androidx.compose.runtime.mutableStateOf
import androidx.compose.runtime.remember
import androidx.compose.runtime.rememberUpdatedState
import androidx.compose.runtime.setValue
import androidx.compose.ui.Modifier
import androidx.compose.ui.geometry.Offset
import androidx.compose.ui.geometry.Size
import androidx.compose.ui.graphics.Brush
import androidx.compose.ui.graphics.Color
import androidx.compose.ui.graphics.drawscope.DrawScope
import androidx.compose.ui.graphics.drawscope.Stroke
import androidx.compose.ui.graphics.drawscope.rotate
import androidx.compose.ui.graphics.drawscope.translate
import androidx.compose.ui.graphics.painter.Painter
import androidx.compose.ui.input.pointer.pointerInput
import androidx.compose.ui.platform.testTag
import androidx.compose.ui.semantics.contentDescription
import androidx.compose.ui.semantics.onClick
import androidx.compose.ui.semantics.semantics
import app.ply.board.BoardGeometry
import app.ply.board.BoardInput
import app.ply.board.Mark
import app.ply.board.Point
import app.ply.board.Shade
import app.ply.board.SquareDrawing
import app.ply.board.dragBetween
import app.ply.board.tapAt
import ply.core.Arrow
import ply.core.Piece
import ply.core.Side
import kotlin.math.atan2
import kotlin.math.cos
import kotlin.math.sin

/** An arrow over the board, from centre to centre, in its [color]. */
data class BoardArrow(val arrow: Arrow, val color: Color)

/**
 * A chess board drawn from [squares] (from `drawSquares`, in reading order): the game's board, a
 * rule card's diagram, a practice board and a reviewed move. With [onInput] it takes taps and drags; each square
 * is a node for screen readers with the core's label, and a tap action, tagged
 * `[tag]-square-[index]` for tests.
 */
@Composable
fun Board(
    squares: List<SquareDrawing>,
    bottom: Side,
    palette: BoardPalette,
    modifier: Modifier = Modifier,
    arrows: List<BoardArrow> = emptyList(),
    tag: String = "board",
    onInput: ((BoardInput) -> Unit)? = null,
) {
    val painters = piecePainters()
    val geometry = remember(bottom) { BoardGeometry(bottom) }
    val send by rememberUpdatedState(onInput)
    // Where the finger went down: a drag starts only past the touch slop, maybe on the next square.
    var downAt by remember { mutableStateOf(Offset.Zero) }
    var dragStart by remember { mutableStateOf<Offset?>(null) }
    var dragAt by remember { mutableStateOf(Offset.Zero) }
    var draggedIndex by remember { mutableStateOf<Int?>(null) }

    val input = if (onInput == null) Modifier else Modifier
        .pointerInput(Unit) { awaitEachGesture { downAt = awaitFirstDown(requireUnconsumed = false).position } }
        .pointerInput(geometry) {
            detectTapGestures { offset -> geometry.tapAt(offset.toPoint(), size.width.toFloat())?.let { send?.invoke(it) } }
        }
        .pointerInput(geometry) {
            detectDragGestures(
                onDragStart = {
                    dragStart = downAt
                    dragAt = it
                    draggedIndex = geometry.indexAt(downAt.toPoint(), size.width.toFloat())
                },
                onDrag = { change, amount -> change.consume(); dragAt += amount },
                onDragEnd = {
                    val start = dragStart
                    dragStart = null
                    if (start != null) {
                        geometry.dragBetween(start.toPoint(), dragAt.toPoint(), size.width.toFloat())?.let { send?.invoke(it) }
                    }
                },
                onDragCancel = { dragStart = null },
            )
        }

    Box(modifier.aspectRatio(1f).testTag(tag)) {
        Canvas(Modifier.fillMaxSize().then(input)) {
            val cell = size.width / 8
            for (square in squares) {
                val topLeft = Offset(square.cell.column * cell, square.cell.row * cell)
                translate(topLeft.x, topLeft.y) {
                    drawSquare(square, cell, palette)
                    val piece = square.piece
                    if (piece != null && !(dragStart != null && square.index == draggedIndex)) {
                        drawPiece(painters.getValue(piece), cell, square.upsideDown)
                    }
                    drawTargets(square.marks, cell, palette)
                }
            }
            for (arrow in arrows) drawArrow(geometry, arrow.arrow, arrow.color)
            val dragged = draggedIndex?.let { index -> squares.find { it.index == index } }?.piece
            if (dragStart != null && dragged != null) {
                translate(dragAt.x - cell * 0.6f, dragAt.y - cell * 0.9f) { drawPiece(painters.getValue(dragged), cell * 1.2f, false) }
            }
        }
        SquareNodes(squares, tag, onInput)
    }
}

/** One invisible node per square, for screen readers: its label, and a tap. */
@Composable
private fun SquareNodes(squares: List<SquareDrawing>, tag: String, onInput: ((BoardInput) -> Unit)?) {
    Column(Modifier.fillMaxSize()) {
        for (row in 0 until 8) {
            Row(Modifier.fillMaxWidth().weight(1f)) {
                for (column in 0 until 8) {
                    val square = squares[row * 8 + column]
                    Box(
                        Modifier.weight(1f).fillMaxHeight().testTag("$tag-square-${square.index}").semantics {
                            contentDescription = square.label
                            if (onInput != null) onClick { onInput(BoardInput.Tap(square.index)); true }
                        },
                    )
                }
            }
        }
    }
}

private fun Offset.toPoint() = Point(x, y)

private fun DrawScope.drawSquare(square: SquareDrawing, cell: Float, palette: BoardPalette) {
    val cellSize = Size(cell, cell)
    drawRect(if (square.shade == Shade.LIGHT) palette.light else palette.dark, size = cellSize)
    for (mark in Mark.entries) {
        if (mark !in square.marks) continue
        when (mark) {
            Mark.LAST_MOVE -> drawRect(palette.lastMove, size = cellSize)
            Mark.HIGHLIGHT -> drawRect(palette.highlight, size = cellSize)
            Mark.SELECTED -> drawRect(palette.selected, size = cellSize)
            Mark.HINT -> drawRect(
                palette.hint,
                topLeft = Offset(cell * 0.05f, cell * 0.05f),
                size = Size(cell * 0.9f, cell * 0.9f),
                style = Stroke(width = cell * 0.08f),
            )
            Mark.CHECK -> drawCircle(
                Brush.radialGradient(listOf(palette.check, Color.Transparent), center = Offset(cell / 2, cell / 2), radius = cell * 0.6f),
                radius = cell * 0.6f,
                center = Offset(cell / 2, cell / 2),
            )
            Mark.DOT, Mark.RING, Mark.CROSS -> Unit
        }
    }
}

/** The marks drawn over the piece: move dots, capture rings, crosses. */
private fun DrawScope.drawTargets(marks: Set<Mark>, cell: Float, palette: BoardPalette) {
    val centre = Offset(cell / 2, cell / 2)
    if (Mark.DOT in marks) drawCircle(palette.marker, radius = cell * 0.16f, center = centre)
    if (Mark.RING in marks) drawCircle(palette.marker, radius = cell * 0.45f, center = centre, style = Stroke(cell * 0.08f))
    if (Mark.CROSS in marks) {
        val a = cell * 0.25f
        val b = cell * 0.75f
        drawLine(palette.cross, Offset(a, a), Offset(b, b), strokeWidth = cell * 0.08f)
        drawLine(palette.cross, Offset(b, a), Offset(a, b), strokeWidth = cell * 0.08f)
    }
}

private fun DrawScope.drawPiece(painter: Painter, cell: Float, upsideDown: Boolean) {
    rotate(if (upsideDown) 180f else 0f, pivot = Offset(cell / 2, cell / 2)) {
        with(painter) { draw(Size(cell, cell)) }
    }
}

private fun DrawScope.drawArrow(geometry: BoardGeometry, arrow: Arrow, color: Color) {
    val cell = size.width / 8
    val from = geometry.centreOf(arrow.from.toInt(), size.width)
    val to = geometry.centreOf(arrow.to.toInt(), size.width)
    val angle = atan2(to.y - from.y, to.x - from.x)
    val head = cell * 0.35f
    val tip = Offset(to.x, to.y)
    drawLine(color, Offset(from.x, from.y), tip, strokeWidth = cell * 0.14f)
    for (side in listOf(-1, 1)) {
        val a = angle + side * 2.6f
        drawLine(color, tip, Offset(tip.x + head * cos(a), tip.y + head * sin(a)), strokeWidth = cell * 0.14f)
    }
}
