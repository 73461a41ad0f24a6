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
import androidx.compose.runtime.staticCompositionLocalOf
import androidx.compose.ui.Modifier
import androidx.compose.ui.graphics.Color
import androidx.compose.ui.graphics.SolidColor
import androidx.compose.ui.graphics.StrokeCap
import androidx.compose.ui.graphics.StrokeJoin
import androidx.compose.ui.graphics.vector.ImageVector
import androidx.compose.ui.graphics.vector.addPathNodes
import androidx.compose.ui.unit.dp
import ply.core.CommonLabels
import ply.core.Piece
import ply.core.PieceKind
import ply.core.Side
import ply.core.appLabels

/** The shell's own words in the app's language, from the core; `PlyApp` provides them. */
val LocalLabels = staticCompositionLocalOf { appLabels("en") }

/** The top bar's back button (48 dp). */
@Composable
fun BackButton(onBack: () -> Unit) {
    IconButton(onClick = onBack) {
        Icon(BackArrow, contentDescription = LocalLabels.current.common.back)
    }
}

/** The name of a piece kind, for screen readers. */
private fun CommonLabels.pieceName(kind: PieceKind): String = when (kind) {
    PieceKind.PAWN -> pawn
    PieceKind.KNIGHT -> knight
    PieceKind.BISHOP -> bishop
    PieceKind.ROOK -> rook
    PieceKind.QUEEN -> queen
    PieceKind.KING -> king
}

/** What the promoting pawn of [side] becomes: one 56 dp button per choice the core offers. */
@Composable
fun PromotionPicker(side: Side, choices: List<PieceKind>, onChoose: (PieceKind) -> Unit, onCancel: (() -> Unit)?) {
    val labels = LocalLabels.current
    AlertDialog(
        onDismissRequest = { onCancel?.invoke() },
        title = { Text(labels.game.promoteTo) },
        text = {
            Row(horizontalArrangement = Arrangement.spacedBy(8.dp)) {
                for (kind in choices) {
                    IconButton(onClick = { onChoose(kind) }, modifier = Modifier.size(56.dp)) {
                        PieceImage(Piece(side, kind), 48.dp, description = labels.common.pieceName(kind))
                    }
                }
            }
        },
        confirmButton = {},
        dismissButton = if (onCancel != null) {
            { TextButton(onClick = onCancel) { Text(labels.common.cancel) } }
        } else {
            null
        },
    )
}

/** The back arrow of the top bar, pointing to the start of the line. */
private val BackArrow: ImageVector = ImageVector.Builder("back", 24.dp, 24.dp, 24f, 24f, autoMirror = true)
    .addPath(
        addPathNodes("M20,12 L5,12 M11,6 L5,12 L11,18"),
        stroke = SolidColor(Color.Black),
        strokeLineWidth = 2f,
        strokeLineCap = StrokeCap.Round,
        strokeLineJoin = StrokeJoin.Round,
    )
    .build()
