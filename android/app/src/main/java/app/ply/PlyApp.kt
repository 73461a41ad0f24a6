package app.ply

import androidx.compose.foundation.isSystemInDarkTheme
import androidx.compose.material3.ColorScheme
import androidx.compose.runtime.Composable
import androidx.compose.runtime.CompositionLocalProvider
import androidx.compose.runtime.LaunchedEffect
import androidx.compose.runtime.collectAsState
import androidx.compose.runtime.getValue
import androidx.compose.runtime.remember
import androidx.compose.runtime.saveable.rememberSaveable
import androidx.compose.runtime.saveable.rememberSaveableStateHolder
import app.ply.game.GameController
import app.ply.game.GameRoute
import app.ply.game.GameUiState
import app.ply.home.HomeScreen
import app.ply.review.ReviewRoute
import app.ply.rules.RuleCardRoute
import app.ply.rules.RulesListRoute
import app.ply.settings.SettingsScreen
import app.ply.settings.SettingsStore
import app.ply.ui.LocalLabels
import app.ply.ui.PlyTheme
import app.ply.ui.palette
import ply.core.appLabels
import ply.core.languages

/** The app's name, a brand: the same in every language. */
const val APP_NAME = "Ply"

/**
 * The app, on any platform: the theme, the labels in [language] (a tag Ply speaks, from
 * `preferredLanguage`), the screens and their back stack. [languageChoice] is the player's setting
 * (a tag, or empty for the system's), changed with [onLanguageChoice]; the platform owns both.
 */
@Composable
fun PlyApp(
    game: GameController,
    store: SettingsStore,
    language: String,
    languageChoice: String,
    onLanguageChoice: (String) -> Unit,
    platform: Platform,
    navigator: Navigator = rememberSaveable(saver = Navigator.Saver) { Navigator() },
    dark: Boolean = isSystemInDarkTheme(),
    colors: ColorScheme? = null,
) {
    val settings by store.settings.collectAsState()
    val gameState by game.state.collectAsState()
    val labels = remember(language) { appLabels(language) }
    LaunchedEffect(language) { game.setLanguage(language) }
    // A review runs while its screen is shown, and is cancelled once the player leaves it.
    LaunchedEffect(navigator.current) { if (navigator.current != Screen.Review) game.closeReview() }
    val screens = rememberSaveableStateHolder()
    val back: () -> Unit = { navigator.back() }
    val openCard: (String) -> Unit = { navigator.open(Screen.Card(it)) }

    CompositionLocalProvider(LocalLabels provides labels) {
        PlyTheme(dark, colors) {
            val screen = navigator.current
            screens.SaveableStateProvider(screen.toString()) {
                when (screen) {
                    Screen.Home -> HomeScreen(
                        hasGame = gameState is GameUiState.Playing,
                        lastChoices = store.lastGame,
                        onContinue = { navigator.open(Screen.Game) },
                        onStart = { game.startGame(it); navigator.open(Screen.Game) },
                        onRules = { navigator.open(Screen.Rules) },
                        onSettings = { navigator.open(Screen.Settings) },
                    )
                    Screen.Game -> GameRoute(
                        game,
                        settings,
                        platform,
                        onOpenCard = openCard,
                        onReview = { navigator.open(Screen.Review) },
                        onBack = back,
                    )
                    Screen.Review -> ReviewRoute(game, settings.boardColors.palette(), onBack = back)
                    Screen.Rules -> RulesListRoute(language, onOpen = openCard, onBack = back)
                    is Screen.Card -> RuleCardRoute(
                        cardId = screen.id,
                        language = language,
                        palette = settings.boardColors.palette(),
                        onOpenCard = openCard,
                        onBack = back,
                    )
                    Screen.Settings -> SettingsScreen(
                        settings = settings,
                        languages = remember { languages() },
                        languageTag = languageChoice,
                        onLanguage = onLanguageChoice,
                        onChange = { next -> store.update { next } },
                        onBack = back,
                    )
                }
            }
        }
    }
}
