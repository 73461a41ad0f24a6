package app.ply.ui

import androidx.compose.foundation.isSystemInDarkTheme
import androidx.compose.foundation.layout.fillMaxSize
import androidx.compose.material3.ColorScheme
import androidx.compose.material3.MaterialTheme
import androidx.compose.material3.Surface
import androidx.compose.material3.darkColorScheme
import androidx.compose.material3.lightColorScheme
import androidx.compose.runtime.Composable
import androidx.compose.ui.Modifier
import androidx.compose.ui.graphics.Color
import app.ply.settings.BoardColors

private val LightColors = lightColorScheme(primary = Color(0xFF3E6B48), secondary = Color(0xFF8B5E34))
private val DarkColors = darkColorScheme(primary = Color(0xFF9CD3A5), secondary = Color(0xFFE2B98C))

/**
 * Material 3, light or dark with the system: Ply's green and brown, or the platform's own
 * [colors] where it has them (Android 12+ takes the wallpaper's), on the scheme's background.
 */
@Composable
fun PlyTheme(dark: Boolean = isSystemInDarkTheme(), colors: ColorScheme? = null, content: @Composable () -> Unit) {
    MaterialTheme(colorScheme = colors ?: if (dark) DarkColors else LightColors) {
        // Screens without a Scaffold (Home) draw on the theme's background, in its text colour.
        Surface(Modifier.fillMaxSize(), content = content)
    }
}

/** The colours a board is drawn in. */
data class BoardPalette(
    val light: Color,
    val dark: Color,
    val lastMove: Color = Color(0x66F6E05E),
    val selected: Color = Color(0x9914A37F),
    val highlight: Color = Color(0x664A90E2),
    val hint: Color = Color(0xFF2F80ED),
    val check: Color = Color(0xFFE53935),
    val marker: Color = Color(0x59000000),
    val cross: Color = Color(0xCCD32F2F),
    val arrow: Color = Color(0xB3F57C00),
    val betterArrow: Color = Color(0xC72E7D32),
)

/** The palette of a colour scheme. */
fun BoardColors.palette(): BoardPalette = when (this) {
    BoardColors.WOOD -> BoardPalette(light = Color(0xFFF0D9B5), dark = Color(0xFFB58863))
    BoardColors.GREEN -> BoardPalette(light = Color(0xFFEEEED2), dark = Color(0xFF769656))
    BoardColors.BLUE -> BoardPalette(light = Color(0xFFDEE3E6), dark = Color(0xFF8CA2AD))
    BoardColors.GREY -> BoardPalette(light = Color(0xFFE0E0E0), dark = Color(0xFF9E9E9E))
}
