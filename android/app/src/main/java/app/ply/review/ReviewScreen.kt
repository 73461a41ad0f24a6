package app.ply.review

import androidx.compose.foundation.Canvas
import androidx.compose.foundation.background
import androidx.compose.foundation.layout.Arrangement
import androidx.compose.foundation.layout.Box
import androidx.compose.foundation.layout.Column
import androidx.compose.foundation.layout.PaddingValues
import androidx.compose.foundation.layout.Row
import androidx.compose.foundation.layout.fillMaxSize
import androidx.compose.foundation.layout.fillMaxWidth
import androidx.compose.foundation.layout.height
import androidx.compose.foundation.layout.heightIn
import androidx.compose.foundation.layout.padding
import androidx.compose.foundation.layout.size
import androidx.compose.foundation.layout.widthIn
import androidx.compose.foundation.lazy.LazyColumn
import androidx.compose.foundation.lazy.items
import androidx.compose.foundation.selection.selectable
import androidx.compose.foundation.shape.RoundedCornerShape
import androidx.compose.material3.Card
import androidx.compose.material3.CardDefaults
import androidx.compose.material3.ExperimentalMaterial3Api
import androidx.compose.material3.LinearProgressIndicator
import androidx.compose.material3.MaterialTheme
import androidx.compose.material3.Scaffold
import androidx.compose.material3.Text
import androidx.compose.material3.TopAppBar
import androidx.compose.runtime.Composable
import androidx.compose.runtime.collectAsState
import androidx.compose.runtime.getValue
import androidx.compose.runtime.remember
import androidx.compose.ui.Alignment
import androidx.compose.ui.Modifier
import androidx.compose.ui.draw.clip
import androidx.compose.ui.geometry.Offset
import androidx.compose.ui.graphics.Color
import androidx.compose.ui.graphics.Path
import androidx.compose.ui.graphics.PathEffect
import androidx.compose.ui.graphics.compositeOver
import androidx.compose.ui.graphics.drawscope.Stroke
import androidx.compose.ui.platform.testTag
import androidx.compose.ui.semantics.LiveRegionMode
import androidx.compose.ui.semantics.contentDescription
import androidx.compose.ui.semantics.liveRegion
import androidx.compose.ui.semantics.semantics
import androidx.compose.ui.text.font.FontWeight
import androidx.compose.ui.unit.dp
import app.ply.board.drawSquares
import app.ply.game.GameController
import app.ply.ui.BackButton
import app.ply.ui.Board
import app.ply.ui.BoardArrow
import app.ply.ui.BoardPalette
import app.ply.ui.LocalLabels
import ply.core.MoveMark
import ply.core.ReviewView
import ply.core.ReviewedMove

/**
 * The review of [game]'s game as it stands: the [GameController]'s open review, so a screen
 * recreated by a rotation finds it where it was; the app closes it once the screen is left.
 */
@Composable
fun ReviewRoute(game: GameController, palette: BoardPalette, onBack: () -> Unit) {
    val controller = remember(game) { game.openReview() }
    ReviewRoute(controller, palette, onBack)
}

/** The review [controller] runs (none: nothing to review), shown by [ReviewScreen]; its owner closes it. */
@Composable
fun ReviewRoute(controller: ReviewController?, palette: BoardPalette, onBack: () -> Unit) {
    if (controller == null) {
        ReviewScreen(null, palette, onChoose = {}, onBack = onBack)
        return
    }
    val state by controller.state.collectAsState()
    ReviewScreen(state, palette, onChoose = controller::choose, onBack = onBack)
}

/**
 * The review screen, stateless: the progress while [state] is running; then the graph of White's
 * chances, the chosen move's board with the played and the better move as arrows, and the key
 * moments, the chosen one with its sentences. Nothing below the top bar while [state] is null.
 */
@OptIn(ExperimentalMaterial3Api::class)
@Composable
fun ReviewScreen(state: ReviewUiState?, palette: BoardPalette, onChoose: (Int) -> Unit, onBack: () -> Unit) {
    val labels = LocalLabels.current.review
    val title = (state as? ReviewUiState.Done)?.review?.title ?: labels.title
    Scaffold(topBar = { TopAppBar(title = { Text(title) }, navigationIcon = { BackButton(onBack) }) }) { padding ->
        when (state) {
            null, ReviewUiState.Cancelled -> Unit
            is ReviewUiState.Running -> Box(Modifier.fillMaxSize().padding(padding), contentAlignment = Alignment.Center) {
                Progress(state)
            }
            is ReviewUiState.Done -> Review(state.review, state.chosen, palette, onChoose, Modifier.padding(padding))
            is ReviewUiState.Failed -> Box(Modifier.fillMaxSize().padding(padding), contentAlignment = Alignment.Center) {
                Text(state.message, style = MaterialTheme.typography.bodyLarge, modifier = Modifier.padding(24.dp))
            }
        }
    }
}

@Composable
private fun Progress(state: ReviewUiState.Running) {
    val progress = state.progress
    Column(Modifier.padding(24.dp).widthIn(max = 400.dp), horizontalAlignment = Alignment.CenterHorizontally) {
        LinearProgressIndicator(
            progress = { if (progress.total == 0u) 0f else progress.done.toFloat() / progress.total.toFloat() },
            modifier = Modifier.fillMaxWidth().testTag("review-progress"),
        )
        Text(
            progress.text,
            style = MaterialTheme.typography.bodyLarge,
            modifier = Modifier.padding(top = 12.dp).semantics { liveRegion = LiveRegionMode.Polite },
        )
    }
}

@Composable
private fun Review(review: ReviewView, chosen: Int?, palette: BoardPalette, onChoose: (Int) -> Unit, modifier: Modifier) {
    val labels = LocalLabels.current.review
    val moment = chosen?.let(review.moves::getOrNull)
    LazyColumn(
        modifier.fillMaxSize(),
        contentPadding = PaddingValues(bottom = 16.dp),
        verticalArrangement = Arrangement.spacedBy(12.dp),
        horizontalAlignment = Alignment.CenterHorizontally,
    ) {
        item {
            Column(Modifier.fillMaxWidth().padding(horizontal = 16.dp), verticalArrangement = Arrangement.spacedBy(4.dp)) {
                Text(labels.graph, style = MaterialTheme.typography.labelLarge)
                EvaluationGraph(review, chosen, Modifier.fillMaxWidth().height(96.dp))
            }
        }
        if (review.summary.isNotEmpty()) {
            item { Text(review.summary, style = MaterialTheme.typography.bodyLarge, modifier = Modifier.fillMaxWidth().padding(horizontal = 16.dp)) }
        }
        moment?.let { move ->
            item {
                Column(
                    Modifier.fillMaxWidth().padding(horizontal = 16.dp),
                    horizontalAlignment = Alignment.CenterHorizontally,
                    verticalArrangement = Arrangement.spacedBy(8.dp),
                ) {
                    Board(
                        squares = drawSquares(move.squares, move.side),
                        bottom = move.side,
                        palette = palette,
                        arrows = listOfNotNull(BoardArrow(move.played, palette.arrow), move.better?.let { BoardArrow(it, palette.betterArrow) }),
                        modifier = Modifier.widthIn(max = 320.dp).fillMaxWidth(),
                        tag = "review",
                    )
                    Legend(move, palette)
                }
            }
        }
        if (review.keyMoments.isNotEmpty()) {
            item {
                Text(labels.keyMoments, style = MaterialTheme.typography.titleMedium, modifier = Modifier.fillMaxWidth().padding(horizontal = 16.dp))
            }
        }
        items(review.keyMoments.map { it.toInt() }) { index ->
            review.moves.getOrNull(index)?.let { move -> KeyMoment(move, index == chosen) { onChoose(index) } }
        }
    }
}

/** The arrows' key: the played move's colour, and the better move's where there is one, as they look on a light square. */
@Composable
private fun Legend(move: ReviewedMove, palette: BoardPalette) {
    val labels = LocalLabels.current.review
    Row(horizontalArrangement = Arrangement.spacedBy(16.dp), verticalAlignment = Alignment.CenterVertically) {
        LegendItem(labels.played, palette.arrow.compositeOver(palette.light))
        if (move.better != null) LegendItem(labels.better, palette.betterArrow.compositeOver(palette.light))
    }
}

@Composable
private fun LegendItem(text: String, color: Color) {
    Row(horizontalArrangement = Arrangement.spacedBy(6.dp), verticalAlignment = Alignment.CenterVertically) {
        Box(Modifier.size(width = 24.dp, height = 8.dp).background(color, RoundedCornerShape(4.dp)))
        Text(text, style = MaterialTheme.typography.bodyMedium)
    }
}

/** A key moment: the move and its mark; chosen, its sentences too. Choosing it puts it on the board. */
@Composable
private fun KeyMoment(move: ReviewedMove, chosen: Boolean, onChoose: () -> Unit) {
    val colors = if (chosen) {
        CardDefaults.cardColors(containerColor = MaterialTheme.colorScheme.secondaryContainer)
    } else {
        CardDefaults.cardColors()
    }
    Card(
        colors = colors,
        modifier = Modifier.fillMaxWidth().padding(horizontal = 16.dp).clip(CardDefaults.shape)
            .selectable(selected = chosen, onClick = onChoose).testTag("moment-${move.ply}"),
    ) {
        Column(Modifier.heightIn(min = 48.dp).padding(12.dp), verticalArrangement = Arrangement.spacedBy(6.dp)) {
            Row(horizontalArrangement = Arrangement.spacedBy(12.dp), verticalAlignment = Alignment.CenterVertically) {
                Text(move.label, style = MaterialTheme.typography.titleMedium, fontWeight = FontWeight.SemiBold)
                MarkBadge(move)
            }
            if (chosen) {
                for (sentence in move.sentences) Text(sentence, style = MaterialTheme.typography.bodyLarge)
            }
        }
    }
}

/** The mark in words, on its colour. */
@Composable
private fun MarkBadge(move: ReviewedMove) {
    val (background, text) = markColors(move.mark)
    Text(
        move.markText,
        style = MaterialTheme.typography.labelLarge,
        color = text,
        modifier = Modifier.background(background, RoundedCornerShape(6.dp)).padding(horizontal = 8.dp, vertical = 2.dp),
    )
}

/** A mark's badge colours: its background and its text. */
@Composable
private fun markColors(mark: MoveMark): Pair<Color, Color> = when (mark) {
    MoveMark.BEST, MoveMark.GOOD -> MaterialTheme.colorScheme.primary to MaterialTheme.colorScheme.onPrimary
    MoveMark.INACCURACY -> Color(0xFFF2C94C) to Color(0xFF3A2E00)
    MoveMark.MISTAKE -> Color(0xFFF2994A) to Color(0xFF3A1E00)
    MoveMark.BLUNDER -> Color(0xFFC62828) to Color.White
}

/**
 * White's chance of winning after each move, as the core computes it: White's share from the
 * bottom, Black's above, the even line dashed, a dot at each key moment and a line at the chosen move.
 */
@Composable
private fun EvaluationGraph(review: ReviewView, chosen: Int?, modifier: Modifier) {
    val labels = LocalLabels.current.review
    val chosenLine = MaterialTheme.colorScheme.primary
    val marks = review.keyMoments.mapNotNull { index -> review.moves.getOrNull(index.toInt())?.let { index.toInt() to markColors(it.mark).first } }
    val chance = review.graph
    Canvas(modifier.clip(RoundedCornerShape(8.dp)).semantics { contentDescription = labels.graph }.testTag("review-graph")) {
        drawRect(BlackShare)
        val step = if (chance.size > 1) size.width / (chance.size - 1) else size.width
        fun at(point: Int) = Offset(point * step, size.height * (1f - chance[point].coerceIn(0f, 1f)))
        if (chance.isNotEmpty()) {
            val curve = Path().apply {
                moveTo(0f, at(0).y)
                for (point in chance.indices) lineTo(at(point).x, at(point).y)
                if (chance.size == 1) lineTo(size.width, at(0).y)
            }
            val area = Path().apply {
                addPath(curve)
                lineTo(size.width, size.height)
                lineTo(0f, size.height)
                close()
            }
            drawPath(area, WhiteShare)
            val dashes = PathEffect.dashPathEffect(floatArrayOf(6.dp.toPx(), 4.dp.toPx()))
            drawLine(EvenLine, Offset(0f, size.height / 2), Offset(size.width, size.height / 2), strokeWidth = 1.dp.toPx(), pathEffect = dashes)
            chosen?.let { index ->
                val x = ((index + 1).coerceAtMost(chance.lastIndex)) * step
                drawLine(chosenLine, Offset(x, 0f), Offset(x, size.height), strokeWidth = 2.dp.toPx())
            }
            drawPath(curve, Curve, style = Stroke(width = 1.5.dp.toPx()))
            for ((index, color) in marks) {
                val point = (index + 1).coerceAtMost(chance.lastIndex)
                drawCircle(Color.White, radius = 5.dp.toPx(), center = at(point))
                drawCircle(color, radius = 4.dp.toPx(), center = at(point))
            }
        }
    }
}

/** The graph's colours, the same in light and dark: Black's share above the curve, White's below, the curve and the even line. */
private val BlackShare = Color(0xFF3C3C3C)
private val WhiteShare = Color(0xFFEDEDED)
private val Curve = Color(0xFF8F8F8F)
private val EvenLine = Color(0xFF8F8F8F)
