package app.ply.ui

import androidx.annotation.DrawableRes
import androidx.compose.foundation.Image
import androidx.compose.foundation.layout.size
import androidx.compose.runtime.Composable
import androidx.compose.ui.Modifier
import androidx.compose.ui.graphics.painter.Painter
import androidx.compose.ui.res.painterResource
import androidx.compose.ui.unit.Dp
import app.ply.R
import ply.core.Piece
import ply.core.PieceKind
import ply.core.Side

/** The vector drawable of a piece (res/drawable/piece_*.xml). */
@DrawableRes
fun pieceDrawable(piece: Piece): Int = when (piece.side) {
    Side.WHITE -> when (piece.kind) {
        PieceKind.PAWN -> R.drawable.piece_white_pawn
        PieceKind.KNIGHT -> R.drawable.piece_white_knight
        PieceKind.BISHOP -> R.drawable.piece_white_bishop
        PieceKind.ROOK -> R.drawable.piece_white_rook
        PieceKind.QUEEN -> R.drawable.piece_white_queen
        PieceKind.KING -> R.drawable.piece_white_king
    }
    Side.BLACK -> when (piece.kind) {
        PieceKind.PAWN -> R.drawable.piece_black_pawn
        PieceKind.KNIGHT -> R.drawable.piece_black_knight
        PieceKind.BISHOP -> R.drawable.piece_black_bishop
        PieceKind.ROOK -> R.drawable.piece_black_rook
        PieceKind.QUEEN -> R.drawable.piece_black_queen
        PieceKind.KING -> R.drawable.piece_black_king
    }
}

/** The twelve pieces' painters, for drawing on a Canvas. */
@Composable
fun piecePainters(): Map<Piece, Painter> =
    Side.entries.flatMap { side -> PieceKind.entries.map { Piece(side, it) } }
        .associateWith { painterResource(pieceDrawable(it)) }

/** One piece as an image (promotion picker, captured pieces); decorative unless [description] is given. */
@Composable
fun PieceImage(piece: Piece, size: Dp, modifier: Modifier = Modifier, description: String? = null) {
    Image(painterResource(pieceDrawable(piece)), contentDescription = description, modifier = modifier.size(size))
}
