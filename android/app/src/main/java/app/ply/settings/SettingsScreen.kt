package app.ply.settings

import androidx.compose.foundation.background
import androidx.compose.foundation.layout.Arrangement
import androidx.compose.foundation.layout.Box
import androidx.compose.foundation.layout.Column
import androidx.compose.foundation.layout.Row
import androidx.compose.foundation.layout.fillMaxSize
import androidx.compose.foundation.layout.fillMaxWidth
import androidx.compose.foundation.layout.heightIn
import androidx.compose.foundation.layout.padding
import androidx.compose.foundation.layout.size
import androidx.compose.foundation.rememberScrollState
import androidx.compose.foundation.selection.selectable
import androidx.compose.foundation.selection.toggleable
import androidx.compose.foundation.verticalScroll
import androidx.compose.material3.ExperimentalMaterial3Api
import androidx.compose.material3.MaterialTheme
import androidx.compose.material3.RadioButton
import androidx.compose.material3.Scaffold
import androidx.compose.material3.Switch
import androidx.compose.material3.Text
import androidx.compose.material3.TopAppBar
import androidx.compose.runtime.Composable
import androidx.compose.ui.Alignment
import androidx.compose.ui.Modifier
import androidx.compose.ui.semantics.Role
import androidx.compose.ui.unit.dp
import app.ply.ui.BackButton
import app.ply.ui.LocalLabels
import app.ply.ui.palette
import ply.core.LanguageInfo
import ply.core.SettingsLabels

/**
 * Settings: the language ([languageTag] empty for the system's), the board colours, a click and a
 * buzz on moves, and the coach lock on undo against the computer.
 */
@OptIn(ExperimentalMaterial3Api::class)
@Composable
fun SettingsScreen(
    settings: AppSettings,
    languages: List<LanguageInfo>,
    languageTag: String,
    onLanguage: (String) -> Unit,
    onChange: (AppSettings) -> Unit,
    onBack: () -> Unit,
) {
    val labels = LocalLabels.current.settings
    Scaffold(topBar = { TopAppBar(title = { Text(labels.title) }, navigationIcon = { BackButton(onBack) }) }) { padding ->
        Column(Modifier.fillMaxSize().padding(padding).verticalScroll(rememberScrollState()).padding(horizontal = 16.dp)) {
            Heading(labels.language)
            Choice(labels.systemLanguage, languageTag.isEmpty()) { onLanguage("") }
            for (language in languages) Choice(language.name, language.tag == languageTag) { onLanguage(language.tag) }

            Heading(labels.boardColors)
            for (colors in BoardColors.entries) {
                Choice(labels.colorsName(colors), colors == settings.boardColors, swatch = colors) {
                    onChange(settings.copy(boardColors = colors))
                }
            }

            Heading(labels.onMoves)
            Toggle(labels.sound, settings.sound) { onChange(settings.copy(sound = it)) }
            Toggle(labels.vibration, settings.vibration) { onChange(settings.copy(vibration = it)) }
            Heading(labels.coaching)
            Toggle(labels.coachLock, settings.coachLock) { onChange(settings.copy(coachLock = it)) }
            Text(labels.coachLockNote, style = MaterialTheme.typography.bodySmall, color = MaterialTheme.colorScheme.onSurfaceVariant)
        }
    }
}

@Composable
private fun Heading(text: String) {
    Text(text, style = MaterialTheme.typography.titleMedium, modifier = Modifier.padding(top = 16.dp, bottom = 4.dp))
}

@Composable
private fun Choice(label: String, selected: Boolean, swatch: BoardColors? = null, onSelect: () -> Unit) {
    Row(
        Modifier.fillMaxWidth().heightIn(min = 48.dp).selectable(selected, role = Role.RadioButton, onClick = onSelect),
        verticalAlignment = Alignment.CenterVertically,
        horizontalArrangement = Arrangement.spacedBy(12.dp),
    ) {
        RadioButton(selected = selected, onClick = null)
        swatch?.palette()?.let { palette ->
            Row {
                Box(Modifier.size(20.dp).background(palette.light))
                Box(Modifier.size(20.dp).background(palette.dark))
            }
        }
        Text(label, style = MaterialTheme.typography.bodyLarge)
    }
}

@Composable
private fun Toggle(label: String, checked: Boolean, onChange: (Boolean) -> Unit) {
    Row(
        Modifier.fillMaxWidth().heightIn(min = 48.dp).toggleable(checked, role = Role.Switch, onValueChange = onChange),
        verticalAlignment = Alignment.CenterVertically,
    ) {
        Text(label, Modifier.weight(1f), style = MaterialTheme.typography.bodyLarge)
        Switch(checked = checked, onCheckedChange = null)
    }
}

private fun SettingsLabels.colorsName(colors: BoardColors) = when (colors) {
    BoardColors.WOOD -> colorsWood
    BoardColors.GREEN -> colorsGreen
    BoardColors.BLUE -> colorsBlue
    BoardColors.GREY -> colorsGray
}
