package app.ply.home

import androidx.compose.foundation.layout.Arrangement
import androidx.compose.foundation.layout.Column
import androidx.compose.foundation.layout.ExperimentalLayoutApi
import androidx.compose.foundation.layout.FlowRow
import androidx.compose.foundation.layout.IntrinsicSize
import androidx.compose.foundation.layout.Row
import androidx.compose.foundation.layout.fillMaxHeight
import androidx.compose.foundation.layout.fillMaxSize
import androidx.compose.foundation.layout.fillMaxWidth
import androidx.compose.foundation.layout.height
import androidx.compose.foundation.layout.heightIn
import androidx.compose.foundation.layout.padding
import androidx.compose.foundation.layout.safeDrawingPadding
import androidx.compose.foundation.rememberScrollState
import androidx.compose.foundation.verticalScroll
import androidx.compose.material3.Button
import androidx.compose.material3.Card
import androidx.compose.material3.ExperimentalMaterial3Api
import androidx.compose.material3.FilterChip
import androidx.compose.material3.MaterialTheme
import androidx.compose.material3.OutlinedButton
import androidx.compose.material3.SegmentedButton
import androidx.compose.material3.SegmentedButtonDefaults
import androidx.compose.material3.SingleChoiceSegmentedButtonRow
import androidx.compose.material3.Switch
import androidx.compose.material3.Text
import androidx.compose.runtime.Composable
import androidx.compose.runtime.getValue
import androidx.compose.runtime.mutableStateOf
import androidx.compose.runtime.remember
import androidx.compose.runtime.setValue
import androidx.compose.ui.Alignment
import androidx.compose.ui.Modifier
import androidx.compose.ui.semantics.contentDescription
import androidx.compose.ui.semantics.semantics
import androidx.compose.ui.unit.dp
import app.ply.APP_NAME
import app.ply.ui.LocalLabels
import ply.core.AppLabels
import ply.core.BoardTurning
import ply.core.ColorChoice
import ply.core.GameSettings
import ply.core.HomeLabels
import ply.core.Level

/**
 * Home: continue the game (when there is one), start a new one against the computer (level,
 * colour) or pass-and-play (how the board turns), standard or Chess960, with or without a clock;
 * the rules; the settings.
 */
@OptIn(ExperimentalMaterial3Api::class, ExperimentalLayoutApi::class)
@Composable
fun HomeScreen(
    hasGame: Boolean,
    lastChoices: GameSettings,
    onContinue: () -> Unit,
    onStart: (GameSettings) -> Unit,
    onRules: () -> Unit,
    onSettings: () -> Unit,
) {
    val labels = LocalLabels.current
    val home = labels.home
    var choices by remember { mutableStateOf(lastChoices) }
    val big = Modifier.fillMaxWidth().heightIn(min = 56.dp)
    Column(
        Modifier.fillMaxSize().safeDrawingPadding().verticalScroll(rememberScrollState()).padding(16.dp),
        verticalArrangement = Arrangement.spacedBy(12.dp),
    ) {
        Text(APP_NAME, style = MaterialTheme.typography.displayMedium)
        if (hasGame) Button(onClick = onContinue, modifier = big) { Text(home.continueGame) }
        Card(Modifier.fillMaxWidth()) {
            Column(Modifier.padding(16.dp), verticalArrangement = Arrangement.spacedBy(12.dp)) {
                Text(home.newGame, style = MaterialTheme.typography.titleLarge)
                Segments(
                    options = listOf(true, false),
                    selected = choices.computerLevel != null,
                    label = { if (it) home.versusComputer else home.passAndPlay },
                    onSelect = { computer -> choices = choices.copy(computerLevel = if (computer) Level.NORMAL else null) },
                )
                val level = choices.computerLevel
                if (level != null) {
                    Text(home.level, style = MaterialTheme.typography.titleSmall)
                    Chips(Level.entries, level, { home.levelName(it) }) { choices = choices.copy(computerLevel = it) }
                    Text(home.yourColor, style = MaterialTheme.typography.titleSmall)
                    Segments(ColorChoice.entries, choices.color, { labels.colorName(it) }) { choices = choices.copy(color = it) }
                } else {
                    Text(home.boardTurning, style = MaterialTheme.typography.titleSmall)
                    Chips(BoardTurning.entries, choices.turning, { home.turningName(it) }) { choices = choices.copy(turning = it) }
                }
                Row(verticalAlignment = Alignment.CenterVertically, modifier = Modifier.heightIn(min = 48.dp)) {
                    Text(home.chess960, Modifier.weight(1f), style = MaterialTheme.typography.bodyLarge)
                    Switch(checked = choices.chess960, onCheckedChange = { choices = choices.copy(chess960 = it) })
                }
                Text(home.clock, style = MaterialTheme.typography.titleSmall)
                FlowRow(horizontalArrangement = Arrangement.spacedBy(8.dp)) {
                    val current = choices.clockMinutes?.let { it to choices.clockIncrementSeconds }
                    FilterChip(
                        selected = current == null,
                        onClick = { choices = choices.copy(clockMinutes = null, clockIncrementSeconds = 0u) },
                        label = { Text(home.noClock) },
                        modifier = Modifier.heightIn(min = 48.dp),
                    )
                    for (control in labels.timeControls) {
                        FilterChip(
                            selected = current == (control.minutes to control.incrementSeconds),
                            onClick = {
                                choices = choices.copy(clockMinutes = control.minutes, clockIncrementSeconds = control.incrementSeconds)
                            },
                            label = { Text(control.label) },
                            modifier = Modifier.heightIn(min = 48.dp).semantics { contentDescription = control.spoken },
                        )
                    }
                }
                Button(onClick = { onStart(choices) }, modifier = big) { Text(home.start) }
            }
        }
        OutlinedButton(onClick = onRules, modifier = big) { Text(labels.rules.title) }
        OutlinedButton(onClick = onSettings, modifier = big) { Text(labels.settings.title) }
    }
}

/** A row of segmented buttons, one per option. */
@OptIn(ExperimentalMaterial3Api::class)
@Composable
private fun <T> Segments(options: List<T>, selected: T, label: (T) -> String, onSelect: (T) -> Unit) {
    // Equal heights when one label wraps onto two lines and its neighbour does not.
    SingleChoiceSegmentedButtonRow(Modifier.fillMaxWidth().height(IntrinsicSize.Min)) {
        options.forEachIndexed { index, option ->
            SegmentedButton(
                selected = option == selected,
                onClick = { onSelect(option) },
                shape = SegmentedButtonDefaults.itemShape(index, options.size),
                modifier = Modifier.heightIn(min = 48.dp).fillMaxHeight(),
            ) { Text(label(option)) }
        }
    }
}

/** A wrapping row of chips, one per option: for more options, or longer names, than segments hold. */
@OptIn(ExperimentalLayoutApi::class)
@Composable
private fun <T> Chips(options: List<T>, selected: T, label: (T) -> String, onSelect: (T) -> Unit) {
    FlowRow(horizontalArrangement = Arrangement.spacedBy(8.dp)) {
        for (option in options) {
            FilterChip(
                selected = option == selected,
                onClick = { onSelect(option) },
                label = { Text(label(option)) },
                modifier = Modifier.heightIn(min = 48.dp),
            )
        }
    }
}

private fun HomeLabels.levelName(level: Level) = when (level) {
    Level.BEGINNER -> levelBeginner
    Level.EASY -> levelEasy
    Level.NORMAL -> levelNormal
    Level.HARD -> levelHard
    Level.EXPERT -> levelExpert
}

private fun AppLabels.colorName(color: ColorChoice) = when (color) {
    ColorChoice.WHITE -> common.white
    ColorChoice.BLACK -> common.black
    ColorChoice.RANDOM -> home.randomColor
}

private fun HomeLabels.turningName(turning: BoardTurning) = when (turning) {
    BoardTurning.FIXED -> turningFixed
    BoardTurning.FLIP_EACH_MOVE -> turningFlipEachMove
    BoardTurning.FACE_TO_FACE -> turningFaceToFace
}
