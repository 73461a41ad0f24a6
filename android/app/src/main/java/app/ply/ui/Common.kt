package app.ply.ui

import androidx.compose.foundation.layout.Arrangement
import androidx.compose.foundation.layout.Row
import androidx.compose.foundation.layout.size
import androidx.compose.material3.AlertDialog
import androidx.compose.material3.Icon
import androidx.compose.material3.IconButton
import androidx.compose.material3.Text
import androidx.compose.material3.TextButton
import androidx.compose.runtime.Composable
import androidx.compose.ui.Modifier
import androidx.compose.ui.res.painterResource
import androidx.compose.ui.res.stringResource
import androidx.compose.ui.unit.dp
import app.ply.R
import ply.core.Piece
import ply.core.PieceKind
import ply.core.Side

/** The top bar's back button (48 dp). */
@Composable
fun BackButton(onBack: () -> Unit) {
    IconButton(onClick = onBack) {
        Icon(painterResource(R.drawable.ic_arrow_back), contentDescription = stringResource(R.string.back))
    }
}

/** The name of a piece kind, for screen readers. */
@Composable
fun pieceName(kind: PieceKind): String = stringResource(
    when (kind) {
        PieceKind.PAWN -> R.string.pawn
        PieceKind.KNIGHT -> R.string.knight
        PieceKind.BISHOP -> R.string.bishop
        PieceKind.ROOK -> R.string.rook
        PieceKind.QUEEN -> R.string.queen
        PieceKind.KING -> R.string.king
    },
)

/** What the promoting pawn of [side] becomes: one 56 dp button per choice the core offers. */
@Composable
fun PromotionPicker(side: Side, choices: List<PieceKind>, onChoose: (PieceKind) -> Unit, onCancel: (() -> Unit)?) {
    AlertDialog(
        onDismissRequest = { onCancel?.invoke() },
        title = { Text(stringResource(R.string.promote_to)) },
        text = {
            Row(horizontalArrangement = Arrangement.spacedBy(8.dp)) {
                for (kind in choices) {
                    IconButton(onClick = { onChoose(kind) }, modifier = Modifier.size(56.dp)) {
                        PieceImage(Piece(side, kind), 48.dp, description = pieceName(kind))
                    }
                }
            }
        },
        confirmButton = {},
        dismissButton = if (onCancel != null) {
            { TextButton(onClick = onCancel) { Text(stringResource(R.string.cancel)) } }
        } else {
            null
        },
    )
}
