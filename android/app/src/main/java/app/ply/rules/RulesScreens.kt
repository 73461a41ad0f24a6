package app.ply.rules

import androidx.compose.foundation.clickable
import androidx.compose.foundation.layout.Arrangement
import androidx.compose.foundation.layout.Box
import androidx.compose.foundation.layout.Column
import androidx.compose.foundation.layout.Row
import androidx.compose.foundation.layout.fillMaxSize
import androidx.compose.foundation.layout.fillMaxWidth
import androidx.compose.foundation.layout.heightIn
import androidx.compose.foundation.layout.padding
import androidx.compose.foundation.layout.widthIn
import androidx.compose.foundation.lazy.LazyColumn
import androidx.compose.foundation.lazy.items
import androidx.compose.foundation.lazy.itemsIndexed
import androidx.compose.material3.Card
import androidx.compose.material3.CircularProgressIndicator
import androidx.compose.material3.ExperimentalMaterial3Api
import androidx.compose.material3.HorizontalDivider
import androidx.compose.material3.MaterialTheme
import androidx.compose.material3.OutlinedButton
import androidx.compose.material3.Scaffold
import androidx.compose.material3.Text
import androidx.compose.material3.TextButton
import androidx.compose.material3.TopAppBar
import androidx.compose.runtime.Composable
import androidx.compose.runtime.DisposableEffect
import androidx.compose.runtime.collectAsState
import androidx.compose.runtime.getValue
import androidx.compose.runtime.produceState
import androidx.compose.runtime.remember
import androidx.compose.ui.Alignment
import androidx.compose.ui.Modifier
import androidx.compose.ui.semantics.LiveRegionMode
import androidx.compose.ui.semantics.liveRegion
import androidx.compose.ui.semantics.semantics
import androidx.compose.ui.unit.dp
import app.ply.board.drawSquares
import app.ply.ui.BackButton
import app.ply.ui.Board
import app.ply.ui.BoardArrow
import app.ply.ui.BoardPalette
import app.ply.ui.LocalLabels
import app.ply.ui.PromotionPicker
import kotlinx.coroutines.Dispatchers
import kotlinx.coroutines.withContext
import ply.core.RuleCard
import ply.core.Side
import ply.core.ruleCard
import ply.core.ruleCards

/** The rule cards in [language], read off the UI thread, then shown by [RulesListScreen]. */
@Composable
fun RulesListRoute(language: String, onOpen: (String) -> Unit, onBack: () -> Unit) {
    val cards by produceState<List<RuleCard>?>(null, language) { value = withContext(Dispatchers.Default) { ruleCards(language) } }
    RulesListScreen(cards, onOpen, onBack)
}

/** The rule cards in reading order (a spinner while [cards] is null). */
@OptIn(ExperimentalMaterial3Api::class)
@Composable
fun RulesListScreen(cards: List<RuleCard>?, onOpen: (String) -> Unit, onBack: () -> Unit) {
    Scaffold(topBar = { TopAppBar(title = { Text(LocalLabels.current.rules.title) }, navigationIcon = { BackButton(onBack) }) }) { padding ->
        val list = cards
        if (list == null) {
            Box(Modifier.fillMaxSize().padding(padding), contentAlignment = Alignment.Center) { CircularProgressIndicator() }
        } else {
            LazyColumn(Modifier.fillMaxSize(), contentPadding = padding) {
                items(list, key = { it.id }) { card ->
                    Text(
                        card.title,
                        style = MaterialTheme.typography.titleMedium,
                        modifier = Modifier.fillMaxWidth().heightIn(min = 56.dp).clickable { onOpen(card.id) }.padding(16.dp),
                    )
                    HorizontalDivider()
                }
            }
        }
    }
}

/** The card [cardId] in [language], read off the UI thread, then shown by [RuleCardScreen]. */
@Composable
fun RuleCardRoute(cardId: String, language: String, palette: BoardPalette, onOpenCard: (String) -> Unit, onBack: () -> Unit) {
    val card by produceState<RuleCard?>(null, cardId, language) { value = withContext(Dispatchers.Default) { ruleCard(cardId, language) } }
    RuleCardScreen(card, language, palette, onOpenCard, onBack)
}

/**
 * One card (nothing below the top bar while [card] is null): its paragraphs, its diagrams (the
 * game's board, small) and a practice board per task, in [language].
 */
@OptIn(ExperimentalMaterial3Api::class)
@Composable
fun RuleCardScreen(card: RuleCard?, language: String, palette: BoardPalette, onOpenCard: (String) -> Unit, onBack: () -> Unit) {
    Scaffold(
        topBar = { TopAppBar(title = { Text(card?.title.orEmpty()) }, navigationIcon = { BackButton(onBack) }) },
    ) { padding ->
        val shown = card ?: return@Scaffold
        LazyColumn(
            Modifier.fillMaxSize(),
            contentPadding = padding,
            verticalArrangement = Arrangement.spacedBy(12.dp),
        ) {
            items(shown.paragraphs) { Text(it, style = MaterialTheme.typography.bodyLarge, modifier = Modifier.padding(horizontal = 16.dp)) }
            itemsIndexed(shown.diagrams) { number, diagram ->
                Column(Modifier.fillMaxWidth().padding(horizontal = 16.dp), horizontalAlignment = Alignment.CenterHorizontally) {
                    Board(
                        squares = drawSquares(
                            diagram.squares,
                            Side.WHITE,
                            crosses = diagram.crosses.map { it.toInt() },
                            highlights = diagram.highlights.map { it.toInt() },
                        ),
                        bottom = Side.WHITE,
                        palette = palette,
                        arrows = diagram.arrows.map { BoardArrow(it, palette.arrow) },
                        modifier = Modifier.widthIn(max = 280.dp).fillMaxWidth(),
                        tag = "diagram-$number",
                    )
                    Text(diagram.caption, style = MaterialTheme.typography.bodyMedium, modifier = Modifier.padding(top = 4.dp))
                }
            }
            items(shown.tasks.indices.toList()) { task ->
                PracticeBoard(shown.id, task, language, palette, onOpenCard)
            }
        }
    }
}

/** A practice task on a small board: the core judges each attempt and says why. */
@Composable
private fun PracticeBoard(cardId: String, task: Int, language: String, palette: BoardPalette, onOpenCard: (String) -> Unit) {
    val practice = remember(cardId, task, language) { PracticeController(cardId, task, language) }
    DisposableEffect(practice) { onDispose { practice.close() } }
    val view by practice.view.collectAsState()
    val labels = LocalLabels.current
    Card(Modifier.fillMaxWidth().padding(horizontal = 16.dp)) {
        Column(Modifier.padding(12.dp), verticalArrangement = Arrangement.spacedBy(8.dp), horizontalAlignment = Alignment.CenterHorizontally) {
            Text(labels.rules.tryIt, style = MaterialTheme.typography.titleMedium)
            Text(view.goal, style = MaterialTheme.typography.bodyLarge)
            view.stepText?.let { Text(it) }
            Board(
                squares = drawSquares(view.squares, view.bottom),
                bottom = view.bottom,
                palette = palette,
                modifier = Modifier.widthIn(max = 320.dp).fillMaxWidth(),
                tag = "practice-$task",
                onInput = practice::onBoardInput,
            )
            view.feedback?.let { feedback ->
                Text(
                    feedback,
                    color = if (view.feedbackCorrect) MaterialTheme.colorScheme.primary else MaterialTheme.colorScheme.error,
                    style = MaterialTheme.typography.bodyLarge,
                    modifier = Modifier.semantics { liveRegion = LiveRegionMode.Polite },
                )
            }
            Row(horizontalArrangement = Arrangement.spacedBy(8.dp)) {
                view.feedbackCardId?.takeIf { it != cardId }?.let { other ->
                    TextButton(onClick = { onOpenCard(other) }, modifier = Modifier.heightIn(min = 48.dp)) {
                        Text(labels.game.seeRule)
                    }
                }
                OutlinedButton(onClick = practice::reset, modifier = Modifier.heightIn(min = 48.dp)) {
                    Text(if (view.solved) labels.rules.tryAgain else labels.rules.startAgain)
                }
            }
        }
    }
    view.pendingPromotion?.let { promotion ->
        val side = view.squares[promotion.from.toInt()].piece?.side ?: view.sideToMove
        PromotionPicker(side, promotion.choices, onChoose = practice::choosePromotion, onCancel = null)
    }
}
