package app.ply.ui

import androidx.compose.foundation.Image
import androidx.compose.foundation.layout.size
import androidx.compose.runtime.Composable
import androidx.compose.ui.Modifier
import androidx.compose.ui.graphics.Color
import androidx.compose.ui.graphics.SolidColor
import androidx.compose.ui.graphics.StrokeCap
import androidx.compose.ui.graphics.StrokeJoin
import androidx.compose.ui.graphics.painter.Painter
import androidx.compose.ui.graphics.vector.ImageVector
import androidx.compose.ui.graphics.vector.addPathNodes
import androidx.compose.ui.graphics.vector.rememberVectorPainter
import androidx.compose.ui.unit.Dp
import androidx.compose.ui.unit.dp
import ply.core.Piece
import ply.core.PieceKind
import ply.core.Side

/** A mark drawn over a piece's body in the contrasting colour: a knight's eye, a bishop's cross. */
private sealed interface Detail {
    /** SVG path data, on the piece's 45 × 45 grid. */
    val path: String

    /** A filled shape. */
    data class Fill(override val path: String) : Detail

    /** Lines, stroked with round ends. */
    data class Line(override val path: String) : Detail
}

/** A piece kind's silhouette, drawn for Ply on a 45 × 45 grid: filled outlined shapes, then details. */
private class PieceShape(val body: List<String>, val details: List<Detail> = emptyList())

/** A side's colours: the body, its outline and the details. */
private class PieceColors(val body: Color, val outline: Color, val detail: Color)

private val WhitePieces = PieceColors(body = Color(0xFFFFFFFF), outline = Color(0xFF1E1E1E), detail = Color(0xFF1E1E1E))
private val BlackPieces = PieceColors(body = Color(0xFF2B2B2B), outline = Color(0xFF0A0A0A), detail = Color(0xFFE8E8E8))

private fun shapeOf(kind: PieceKind): PieceShape = when (kind) {
    PieceKind.PAWN -> PieceShape(
        body = listOf(
            "M11,39 L34,39 L34,35 Q34,31 30,31 L15,31 Q11,31 11,35 Z",
            "M18,19 L27,19 Q27.5,21 25.5,22 L28.5,31 L16.5,31 L19.5,22 Q17.5,21 18,19 Z",
            "M17.5,13 a5,5 0 1,0 10,0 a5,5 0 1,0 -10,0 Z",
        ),
    )
    PieceKind.KNIGHT -> PieceShape(
        body = listOf(
            "M9,39 L36,39 L36,35.5 L9,35.5 Z",
            "M14,35.5 C15,30 18,27 20,24 L16,24.5 C13,25 11,24 10,22 C9,20 10,18 12,16 L19,10 L19,6 L22,9 L24,6 L25,9.5 C31,11 35,18 34,26 L33,35.5 Z",
        ),
        details = listOf(
            Detail.Fill("M17.3,14 a1.2,1.2 0 1,0 2.4,0 a1.2,1.2 0 1,0 -2.4,0 Z"),
        ),
    )
    PieceKind.BISHOP -> PieceShape(
        body = listOf(
            "M9,39 L36,39 L36,35.5 L9,35.5 Z",
            "M15,35.5 L30,35.5 L28,30 L17,30 Z",
            "M22.5,11 C15,16 14,24 17,30 L28,30 C31,24 30,16 22.5,11 Z",
            "M20.0,8.5 a2.5,2.5 0 1,0 5.0,0 a2.5,2.5 0 1,0 -5.0,0 Z",
        ),
        details = listOf(
            Detail.Line("M22.5,16 L22.5,24 M18.5,20 L26.5,20"),
        ),
    )
    PieceKind.ROOK -> PieceShape(
        body = listOf(
            "M9,39 L36,39 L36,35.5 L9,35.5 Z",
            "M12,35.5 L33,35.5 L31,31 L14,31 Z",
            "M15,31 L30,31 L29,17 L16,17 Z",
            "M12,17 L33,17 L33,9 L29,9 L29,12 L25,12 L25,9 L20,9 L20,12 L16,12 L16,9 L12,9 Z",
        ),
    )
    PieceKind.QUEEN -> PieceShape(
        body = listOf(
            "M9,39 L36,39 L36,35.5 L9,35.5 Z",
            "M11,35.5 L34,35.5 L32,30 L13,30 Z",
            "M13,30 L9,14 L17,23 L15.5,11 L20.5,22 L22.5,10 L24.5,22 L29.5,11 L28,23 L36,14 L32,30 Z",
            "M7,13 a2,2 0 1,0 4,0 a2,2 0 1,0 -4,0 Z",
            "M13.5,10 a2,2 0 1,0 4,0 a2,2 0 1,0 -4,0 Z",
            "M20.5,9 a2,2 0 1,0 4,0 a2,2 0 1,0 -4,0 Z",
            "M27.5,10 a2,2 0 1,0 4,0 a2,2 0 1,0 -4,0 Z",
            "M34,13 a2,2 0 1,0 4,0 a2,2 0 1,0 -4,0 Z",
        ),
    )
    PieceKind.KING -> PieceShape(
        body = listOf(
            "M9,39 L36,39 L36,35.5 L9,35.5 Z",
            "M11,35.5 L34,35.5 L32,30 L13,30 Z",
            "M13,30 C9,24 10,17 16,17 C19,17 21,19 22.5,21 C24,19 26,17 29,17 C35,17 36,24 32,30 Z",
            "M21,5 L24,5 L24,8 L27,8 L27,11 L24,11 L24,16 L21,16 L21,11 L18,11 L18,8 L21,8 Z",
        ),
    )
}

private fun buildPiece(piece: Piece): ImageVector {
    val colors = if (piece.side == Side.WHITE) WhitePieces else BlackPieces
    val shape = shapeOf(piece.kind)
    val builder = ImageVector.Builder("${piece.side}-${piece.kind}", 45.dp, 45.dp, 45f, 45f)
    for (body in shape.body) {
        builder.addPath(
            addPathNodes(body),
            fill = SolidColor(colors.body),
            stroke = SolidColor(colors.outline),
            strokeLineWidth = 1.5f,
            strokeLineJoin = StrokeJoin.Round,
        )
    }
    for (detail in shape.details) {
        when (detail) {
            is Detail.Fill -> builder.addPath(addPathNodes(detail.path), fill = SolidColor(colors.detail))
            is Detail.Line -> builder.addPath(
                addPathNodes(detail.path),
                stroke = SolidColor(colors.detail),
                strokeLineWidth = 1.5f,
                strokeLineCap = StrokeCap.Round,
            )
        }
    }
    return builder.build()
}

/** The twelve pieces. */
val AllPieces: List<Piece> = Side.entries.flatMap { side -> PieceKind.entries.map { Piece(side, it) } }

private val PieceVectors: Map<Piece, ImageVector> = AllPieces.associateWith(::buildPiece)

/** The vector image of a piece, one source for every platform. */
fun pieceVector(piece: Piece): ImageVector = PieceVectors.getValue(piece)

/** The twelve pieces' painters, for drawing on a Canvas. */
@Composable
fun piecePainters(): Map<Piece, Painter> = AllPieces.associateWith { rememberVectorPainter(pieceVector(it)) }

/** One piece as an image (promotion picker, captured pieces); decorative unless [description] is given. */
@Composable
fun PieceImage(piece: Piece, size: Dp, modifier: Modifier = Modifier, description: String? = null) {
    Image(pieceVector(piece), contentDescription = description, modifier = modifier.size(size))
}
