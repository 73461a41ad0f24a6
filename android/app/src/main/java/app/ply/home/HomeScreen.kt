package app.ply.home

import androidx.compose.foundation.layout.Arrangement
import androidx.compose.foundation.layout.Column
import androidx.compose.foundation.layout.ExperimentalLayoutApi
import androidx.compose.foundation.layout.FlowRow
import androidx.compose.foundation.layout.Row
import androidx.compose.foundation.layout.fillMaxSize
import androidx.compose.foundation.layout.fillMaxWidth
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
import androidx.compose.ui.res.stringResource
import androidx.compose.ui.unit.dp
import app.ply.R
import ply.core.BoardTurning
import ply.core.ColorChoice
import ply.core.GameSettings
import ply.core.Level

/** The clocks a new game may have: minutes and increment seconds; null for none. */
private val Clocks = listOf(null, 3u to 2u, 5u to 3u, 10u to 5u, 15u to 10u)

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
    var choices by remember { mutableStateOf(lastChoices) }
    val big = Modifier.fillMaxWidth().heightIn(min = 56.dp)
    Column(
        Modifier.fillMaxSize().safeDrawingPadding().verticalScroll(rememberScrollState()).padding(16.dp),
        verticalArrangement = Arrangement.spacedBy(12.dp),
    ) {
        Text(stringResource(R.string.app_name), style = MaterialTheme.typography.displayMedium)
        if (hasGame) Button(onClick = onContinue, modifier = big) { Text(stringResource(R.string.continue_game)) }
        Card(Modifier.fillMaxWidth()) {
            Column(Modifier.padding(16.dp), verticalArrangement = Arrangement.spacedBy(12.dp)) {
                Text(stringResource(R.string.new_game), style = MaterialTheme.typography.titleLarge)
                Segments(
                    options = listOf(true, false),
                    selected = choices.computerLevel != null,
                    label = { stringResource(if (it) R.string.versus_computer else R.string.pass_and_play) },
                    onSelect = { computer -> choices = choices.copy(computerLevel = if (computer) Level.NORMAL else null) },
                )
                val level = choices.computerLevel
                if (level != null) {
                    Text(stringResource(R.string.level), style = MaterialTheme.typography.titleSmall)
                    FlowRow(horizontalArrangement = Arrangement.spacedBy(8.dp)) {
                        for (option in Level.entries) {
                            FilterChip(
                                selected = option == level,
                                onClick = { choices = choices.copy(computerLevel = option) },
                                label = { Text(levelName(option)) },
                                modifier = Modifier.heightIn(min = 48.dp),
                            )
                        }
                    }
                    Text(stringResource(R.string.your_colour), style = MaterialTheme.typography.titleSmall)
                    Segments(ColorChoice.entries, choices.color, { colourName(it) }) { choices = choices.copy(color = it) }
                } else {
                    Text(stringResource(R.string.board_turning), style = MaterialTheme.typography.titleSmall)
                    Segments(BoardTurning.entries, choices.turning, { turningName(it) }) { choices = choices.copy(turning = it) }
                }
                Row(verticalAlignment = Alignment.CenterVertically, modifier = Modifier.heightIn(min = 48.dp)) {
                    Text(stringResource(R.string.chess960), Modifier.weight(1f), style = MaterialTheme.typography.bodyLarge)
                    Switch(checked = choices.chess960, onCheckedChange = { choices = choices.copy(chess960 = it) })
                }
                Text(stringResource(R.string.clock), style = MaterialTheme.typography.titleSmall)
                FlowRow(horizontalArrangement = Arrangement.spacedBy(8.dp)) {
                    val current = choices.clockMinutes?.let { it to choices.clockIncrementSeconds }
                    for (clock in Clocks) {
                        FilterChip(
                            selected = clock == current,
                            onClick = {
                                choices = choices.copy(clockMinutes = clock?.first, clockIncrementSeconds = clock?.second ?: 0u)
                            },
                            label = { Text(clock?.let { "${it.first}+${it.second}" } ?: stringResource(R.string.no_clock)) },
                            modifier = Modifier.heightIn(min = 48.dp),
                        )
                    }
                }
                Button(onClick = { onStart(choices) }, modifier = big) { Text(stringResource(R.string.start)) }
            }
        }
        OutlinedButton(onClick = onRules, modifier = big) { Text(stringResource(R.string.rules)) }
        OutlinedButton(onClick = onSettings, modifier = big) { Text(stringResource(R.string.settings)) }
    }
}

/** A row of segmented buttons, one per option. */
@OptIn(ExperimentalMaterial3Api::class)
@Composable
private fun <T> Segments(options: List<T>, selected: T, label: @Composable (T) -> String, onSelect: (T) -> Unit) {
    SingleChoiceSegmentedButtonRow(Modifier.fillMaxWidth()) {
        options.forEachIndexed { index, option ->
            SegmentedButton(
                selected = option == selected,
                onClick = { onSelect(option) },
                shape = SegmentedButtonDefaults.itemShape(index, options.size),
                modifier = Modifier.heightIn(min = 48.dp),
            ) { Text(label(option)) }
        }
    }
}

@Composable
private fun levelName(level: Level) = stringResource(
    when (level) {
        Level.BEGINNER -> R.string.level_beginner
        Level.EASY -> R.string.level_easy
        Level.NORMAL -> R.string.level_normal
        Level.HARD -> R.string.level_hard
        Level.EXPERT -> R.string.level_expert
    },
)

@Composable
private fun colourName(color: ColorChoice) = stringResource(
    when (color) {
        ColorChoice.WHITE -> R.string.white
        ColorChoice.BLACK -> R.string.black
        ColorChoice.RANDOM -> R.string.random
    },
)

@Composable
private fun turningName(turning: BoardTurning) = stringResource(
    when (turning) {
        BoardTurning.FIXED -> R.string.turning_fixed
        BoardTurning.FLIP_EACH_MOVE -> R.string.turning_flip
        BoardTurning.FACE_TO_FACE -> R.string.turning_face_to_face
    },
)
