package app.ply.game

import androidx.compose.foundation.background
import androidx.compose.foundation.layout.Arrangement
import androidx.compose.foundation.layout.Box
import androidx.compose.foundation.layout.Column
import androidx.compose.foundation.layout.ExperimentalLayoutApi
import androidx.compose.foundation.layout.FlowRow
import androidx.compose.foundation.layout.Row
import androidx.compose.foundation.layout.Spacer
import androidx.compose.foundation.layout.fillMaxSize
import androidx.compose.foundation.layout.fillMaxWidth
import androidx.compose.foundation.layout.heightIn
import androidx.compose.foundation.layout.padding
import androidx.compose.foundation.layout.widthIn
import androidx.compose.foundation.lazy.LazyRow
import androidx.compose.foundation.lazy.itemsIndexed
import androidx.compose.foundation.lazy.rememberLazyListState
import androidx.compose.foundation.rememberScrollState
import androidx.compose.foundation.shape.RoundedCornerShape
import androidx.compose.foundation.verticalScroll
import androidx.compose.material3.AlertDialog
import androidx.compose.material3.Button
import androidx.compose.material3.Card
import androidx.compose.material3.CircularProgressIndicator
import androidx.compose.material3.ExperimentalMaterial3Api
import androidx.compose.material3.FilledTonalButton
import androidx.compose.material3.LinearProgressIndicator
import androidx.compose.material3.MaterialTheme
import androidx.compose.material3.OutlinedButton
import androidx.compose.material3.Scaffold
import androidx.compose.material3.Text
import androidx.compose.material3.TextButton
import androidx.compose.material3.TopAppBar
import androidx.compose.runtime.Composable
import androidx.compose.runtime.LaunchedEffect
import androidx.compose.runtime.collectAsState
import androidx.compose.runtime.getValue
import androidx.compose.runtime.mutableStateOf
import androidx.compose.runtime.remember
import androidx.compose.runtime.saveable.rememberSaveable
import androidx.compose.runtime.setValue
import androidx.compose.ui.Alignment
import androidx.compose.ui.Modifier
import androidx.compose.ui.draw.rotate
import androidx.compose.ui.hapticfeedback.HapticFeedbackType
import androidx.compose.ui.platform.LocalHapticFeedback
import androidx.compose.ui.semantics.LiveRegionMode
import androidx.compose.ui.semantics.liveRegion
import androidx.compose.ui.semantics.semantics
import androidx.compose.ui.text.font.FontFamily
import androidx.compose.ui.text.font.FontWeight
import androidx.compose.ui.unit.dp
import app.ply.Platform
import app.ply.board.BoardInput
import app.ply.board.PlayerStrip
import app.ply.board.drawSquares
import app.ply.board.playerStrips
import app.ply.settings.AppSettings
import app.ply.ui.BackButton
import app.ply.ui.Board
import app.ply.ui.BoardPalette
import app.ply.ui.LocalLabels
import app.ply.ui.PieceImage
import app.ply.ui.PromotionPicker
import app.ply.ui.palette
import ply.core.BoardView
import ply.core.GameStatus
import ply.core.MoveRow
import ply.core.Piece
import ply.core.PieceKind
import ply.core.Side

/** Everything the game screen can ask for, in one stable object that [GameRoute] builds once. */
class GameActions(
    val onBoardInput: (BoardInput) -> Unit,
    val onPromotion: (PieceKind) -> Unit,
    val onCancelPromotion: () -> Unit,
    val onUndo: () -> Unit,
    val onRedo: () -> Unit,
    val onHint: () -> Unit,
    val onOfferDraw: () -> Unit,
    val onAcceptDraw: () -> Unit,
    val onDeclineDraw: () -> Unit,
    val onResign: () -> Unit,
    val onRematch: () -> Unit,
    val onSharePgn: () -> Unit,
    val onReview: () -> Unit,
    val onOpenCard: (String) -> Unit,
    val onBack: () -> Unit,
)

/**
 * The game screen wired to its [controller]: collects the state, shares the PGN and clicks and
 * buzzes on moves through the [platform].
 */
@Composable
fun GameRoute(
    controller: GameController,
    settings: AppSettings,
    platform: Platform,
    onOpenCard: (String) -> Unit,
    onReview: () -> Unit,
    onBack: () -> Unit,
) {
    val state by controller.state.collectAsState()
    val labels = LocalLabels.current.game
    val actions = remember(controller, platform, labels, onOpenCard, onReview, onBack) {
        GameActions(
            onBoardInput = controller::onBoardInput,
            onPromotion = controller::choosePromotion,
            onCancelPromotion = controller::cancelPromotion,
            onUndo = controller::undo,
            onRedo = controller::redo,
            onHint = controller::hint,
            onOfferDraw = controller::offerDraw,
            onAcceptDraw = controller::acceptDraw,
            onDeclineDraw = controller::declineDraw,
            onResign = controller::resign,
            onRematch = controller::rematch,
            onSharePgn = { controller.pgn()?.let { platform.sharePgn(it, labels.sharedTitle, labels.sharePgn) } },
            onReview = onReview,
            onOpenCard = onOpenCard,
            onBack = onBack,
        )
    }
    MoveFeedback((state as? GameUiState.Playing)?.view?.spokenLastMove, settings, platform)
    GameScreen(state, settings.boardColors.palette(), actions)
}

/** A click and a short buzz when a move is played (each as the settings allow). */
@Composable
private fun MoveFeedback(lastMove: String?, settings: AppSettings, platform: Platform) {
    val haptics = LocalHapticFeedback.current
    var heard by remember { mutableStateOf(lastMove) }
    LaunchedEffect(lastMove) {
        if (lastMove != null && lastMove != heard) {
            if (settings.sound) platform.playMoveSound()
            if (settings.vibration) haptics.performHapticFeedback(HapticFeedbackType.LongPress)
        }
        heard = lastMove
    }
}

/** The game screen: stateless, drawn from [state]; every touch and button goes to [actions]. */
@OptIn(ExperimentalMaterial3Api::class)
@Composable
fun GameScreen(state: GameUiState, palette: BoardPalette, actions: GameActions) {
    val labels = LocalLabels.current.game
    Scaffold(
        topBar = { TopAppBar(title = { Text(labels.title) }, navigationIcon = { BackButton(actions.onBack) }) },
    ) { padding ->
        Box(Modifier.fillMaxSize().padding(padding), contentAlignment = Alignment.Center) {
            when (state) {
                GameUiState.Loading -> CircularProgressIndicator()
                GameUiState.NoGame -> Message(labels.noGame, null, actions.onBack)
                is GameUiState.Error -> Message(labels.saveUnreadable, state.message, actions.onBack)
                is GameUiState.Playing -> Game(state.view, palette, actions)
            }
        }
    }
    if (state is GameUiState.Playing) {
        GameDialogs(state.view, actions)
    }
}

/** A message instead of the game (with the core's [detail], if any) and the way back home. */
@Composable
private fun Message(text: String, detail: String?, onBack: () -> Unit) {
    Column(Modifier.padding(24.dp), horizontalAlignment = Alignment.CenterHorizontally) {
        Text(text, style = MaterialTheme.typography.bodyLarge)
        detail?.let { Text(it, style = MaterialTheme.typography.bodyMedium) }
        Spacer(Modifier.heightIn(min = 16.dp))
        Button(onClick = onBack, modifier = Modifier.heightIn(min = 48.dp)) { Text(LocalLabels.current.common.home) }
    }
}

@OptIn(ExperimentalLayoutApi::class)
@Composable
private fun Game(view: BoardView, palette: BoardPalette, actions: GameActions) {
    val labels = LocalLabels.current.game
    val strips = playerStrips(view)
    var confirmResign by rememberSaveable { mutableStateOf(false) }
    Column(
        Modifier.fillMaxSize().verticalScroll(rememberScrollState()).padding(horizontal = 8.dp),
        verticalArrangement = Arrangement.spacedBy(8.dp),
    ) {
        StripRow(strips.top)
        Board(
            squares = drawSquares(view.squares, view.bottom, view.topUpsideDown),
            bottom = view.bottom,
            palette = palette,
            modifier = Modifier.fillMaxWidth().widthIn(max = 560.dp).align(Alignment.CenterHorizontally),
            tag = "game",
            onInput = actions.onBoardInput,
        )
        StripRow(strips.bottom)
        if (view.computerThinking) {
            LinearProgressIndicator(Modifier.fillMaxWidth())
            Text(labels.thinking, style = MaterialTheme.typography.bodyMedium)
        }
        Text(view.statusText, style = MaterialTheme.typography.titleMedium)
        if (view.status !is GameStatus.Playing) {
            Button(onClick = actions.onReview, modifier = Modifier.heightIn(min = 48.dp)) { Text(labels.review) }
        }
        for (note in listOfNotNull(view.fiftyMoveText, view.repetitionText)) {
            Text(note, style = MaterialTheme.typography.bodySmall)
        }
        view.spokenLastMove?.let {
            Text(it, style = MaterialTheme.typography.bodyMedium, modifier = Modifier.semantics { liveRegion = LiveRegionMode.Polite })
        }
        view.refusal?.let { refusal ->
            Card(Modifier.fillMaxWidth()) {
                Column(Modifier.padding(12.dp)) {
                    Text(refusal.text, style = MaterialTheme.typography.bodyLarge, modifier = Modifier.semantics { liveRegion = LiveRegionMode.Polite })
                    TextButton(onClick = { actions.onOpenCard(refusal.cardId) }, modifier = Modifier.heightIn(min = 48.dp)) {
                        Text(labels.seeRule)
                    }
                }
            }
        }
        view.drawOfferText?.let { offer ->
            Card(Modifier.fillMaxWidth()) {
                Column(Modifier.padding(12.dp)) {
                    Text(offer, style = MaterialTheme.typography.bodyLarge)
                    if (view.buttons.answerDraw) {
                        Row(horizontalArrangement = Arrangement.spacedBy(8.dp)) {
                            Button(onClick = actions.onAcceptDraw, modifier = Modifier.heightIn(min = 48.dp)) { Text(labels.acceptDraw) }
                            OutlinedButton(onClick = actions.onDeclineDraw, modifier = Modifier.heightIn(min = 48.dp)) { Text(labels.declineDraw) }
                        }
                    }
                }
            }
        }
        MoveList(view.moves)
        FlowRow(horizontalArrangement = Arrangement.spacedBy(8.dp), verticalArrangement = Arrangement.spacedBy(8.dp)) {
            ActionButton(labels.undo, view.buttons.undo, actions.onUndo)
            ActionButton(labels.redo, view.buttons.redo, actions.onRedo)
            ActionButton(labels.hint, view.buttons.hint, actions.onHint)
            ActionButton(labels.offerDraw, view.buttons.offerDraw, actions.onOfferDraw)
            ActionButton(labels.resign, view.buttons.resign) { confirmResign = true }
        }
        Spacer(Modifier.heightIn(min = 16.dp))
    }
    if (confirmResign) {
        AlertDialog(
            onDismissRequest = { confirmResign = false },
            title = { Text(labels.resignQuestion) },
            confirmButton = {
                TextButton(onClick = { confirmResign = false; actions.onResign() }) { Text(labels.resign) }
            },
            dismissButton = { TextButton(onClick = { confirmResign = false }) { Text(labels.keepPlaying) } },
        )
    }
}

@Composable
private fun ActionButton(label: String, enabled: Boolean, onClick: () -> Unit) {
    FilledTonalButton(onClick = onClick, enabled = enabled, modifier = Modifier.heightIn(min = 48.dp)) { Text(label) }
}

/** A player's clock, what they took and their lead; turned round for the player across the table. */
@Composable
private fun StripRow(strip: PlayerStrip) {
    val taken = if (strip.side == Side.WHITE) Side.BLACK else Side.WHITE
    val common = LocalLabels.current.common
    val name = if (strip.side == Side.WHITE) common.white else common.black
    Row(
        Modifier.fillMaxWidth().heightIn(min = 48.dp).rotate(if (strip.upsideDown) 180f else 0f),
        verticalAlignment = Alignment.CenterVertically,
        horizontalArrangement = Arrangement.spacedBy(8.dp),
    ) {
        Text(name, style = MaterialTheme.typography.titleSmall)
        Row(Modifier.weight(1f), verticalAlignment = Alignment.CenterVertically) {
            for (kind in strip.captured) PieceImage(Piece(taken, kind), 20.dp)
            strip.leadText?.let { Text(it, style = MaterialTheme.typography.bodyMedium, modifier = Modifier.padding(start = 4.dp)) }
        }
        strip.clockText?.let { time ->
            val running = strip.clockRunning
            Text(
                time,
                style = MaterialTheme.typography.headlineSmall,
                fontFamily = FontFamily.Monospace,
                fontWeight = if (running) FontWeight.Bold else FontWeight.Normal,
                color = if (running) MaterialTheme.colorScheme.onPrimary else MaterialTheme.colorScheme.onSurface,
                modifier = Modifier
                    .background(
                        if (running) MaterialTheme.colorScheme.primary else MaterialTheme.colorScheme.surfaceVariant,
                        RoundedCornerShape(8.dp),
                    )
                    .padding(horizontal = 12.dp, vertical = 4.dp),
            )
        }
    }
}

/** The moves in SAN, one numbered pair after another, scrolled to the latest. */
@Composable
private fun MoveList(rows: List<MoveRow>) {
    val list = rememberLazyListState()
    LaunchedEffect(rows.size) { if (rows.isNotEmpty()) list.animateScrollToItem(rows.size - 1) }
    LazyRow(state = list, horizontalArrangement = Arrangement.spacedBy(12.dp), modifier = Modifier.fillMaxWidth()) {
        itemsIndexed(rows) { _, row ->
            Text(
                listOfNotNull("${row.number}.", row.white ?: "…", row.black).joinToString(" "),
                style = MaterialTheme.typography.bodyLarge,
            )
        }
    }
}

/** The promotion picker and the end-of-game dialog, as the view asks. */
@Composable
private fun GameDialogs(view: BoardView, actions: GameActions) {
    view.pendingPromotion?.let { promotion ->
        val side = view.squares[promotion.from.toInt()].piece?.side ?: view.sideToMove
        PromotionPicker(side, promotion.choices, actions.onPromotion, actions.onCancelPromotion)
    }
    val labels = LocalLabels.current.game
    val over = view.status !is GameStatus.Playing
    // Saved with the screen's state, so coming back from the review does not bring the dialog back.
    var dismissed by rememberSaveable(view.status, view.moves.size) { mutableStateOf(false) }
    if (over && !dismissed) {
        AlertDialog(
            onDismissRequest = { dismissed = true },
            title = { Text(labels.gameOver) },
            text = { Text(view.statusText, style = MaterialTheme.typography.bodyLarge) },
            // Stacked: three labels side by side do not fit a phone in every language.
            confirmButton = {
                Column(horizontalAlignment = Alignment.End) {
                    TextButton(onClick = { dismissed = true; actions.onReview() }) { Text(labels.review) }
                    TextButton(onClick = actions.onRematch) { Text(labels.rematch) }
                    TextButton(onClick = actions.onSharePgn) { Text(labels.sharePgn) }
                    TextButton(onClick = { dismissed = true }) { Text(labels.lookAtBoard) }
                }
            },
        )
    }
}
