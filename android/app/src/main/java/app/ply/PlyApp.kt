package app.ply

import androidx.appcompat.app.AppCompatDelegate
import androidx.compose.runtime.Composable
import androidx.compose.runtime.CompositionLocalProvider
import androidx.compose.runtime.LaunchedEffect
import androidx.compose.runtime.getValue
import androidx.compose.runtime.remember
import androidx.compose.ui.platform.LocalConfiguration
import androidx.compose.ui.platform.LocalContext
import androidx.core.os.ConfigurationCompat
import androidx.core.os.LocaleListCompat
import androidx.lifecycle.Lifecycle
import androidx.lifecycle.compose.LifecycleEventEffect
import androidx.lifecycle.compose.collectAsStateWithLifecycle
import androidx.lifecycle.viewmodel.compose.viewModel
import androidx.navigation.compose.NavHost
import androidx.navigation.compose.composable
import androidx.navigation.compose.rememberNavController
import app.ply.game.GameRoute
import app.ply.game.GameUiState
import app.ply.game.GameViewModel
import app.ply.home.HomeScreen
import app.ply.rules.RuleCardScreen
import app.ply.rules.RulesListScreen
import app.ply.settings.SettingsScreen
import app.ply.settings.SettingsStore
import app.ply.ui.LocalLabels
import app.ply.ui.PlyTheme
import app.ply.ui.palette
import ply.core.appLabels
import ply.core.languages
import ply.core.preferredLanguage

/** The app: the theme, the labels, the game's ViewModel (one per activity), saving on background, and the screens. */
@Composable
fun PlyApp() {
    val context = LocalContext.current
    val store = remember { SettingsStore.get(context) }
    val settings by store.settings.collectAsStateWithLifecycle()
    val game: GameViewModel = viewModel()
    val gameState by game.state.collectAsStateWithLifecycle()
    // The app's language (the player's choice, or the first of the system's that Ply speaks) is
    // the language of the core's texts and of the shell's labels.
    val locales = ConfigurationCompat.getLocales(LocalConfiguration.current).toLanguageTags()
    val language = remember(locales) { preferredLanguage(locales.split(",")) }
    val labels = remember(language) { appLabels(language) }
    LaunchedEffect(language) { game.setLanguage(language) }
    LifecycleEventEffect(Lifecycle.Event.ON_STOP) { game.onBackground() }
    LifecycleEventEffect(Lifecycle.Event.ON_START) { game.onForeground() }

    CompositionLocalProvider(LocalLabels provides labels) {
        PlyTheme {
            val nav = rememberNavController()
            val back: () -> Unit = { nav.popBackStack() }
            val openCard: (String) -> Unit = { nav.navigate("rules/$it") }
            NavHost(nav, startDestination = "home") {
                composable("home") {
                    HomeScreen(
                        hasGame = gameState is GameUiState.Playing,
                        lastChoices = store.lastGame,
                        onContinue = { nav.navigate("game") },
                        onStart = { game.startGame(it); nav.navigate("game") },
                        onRules = { nav.navigate("rules") },
                        onSettings = { nav.navigate("settings") },
                    )
                }
                composable("game") { GameRoute(game, settings, onOpenCard = openCard, onBack = back) }
                composable("rules") { RulesListScreen(language, onOpen = openCard, onBack = back) }
                composable("rules/{id}") { entry ->
                    RuleCardScreen(
                        cardId = entry.arguments?.getString("id").orEmpty(),
                        language = language,
                        palette = settings.boardColors.palette(),
                        onOpenCard = openCard,
                        onBack = back,
                    )
                }
                composable("settings") {
                    SettingsScreen(
                        settings = settings,
                        languages = remember { languages() },
                        languageTag = AppCompatDelegate.getApplicationLocales().toLanguageTags(),
                        onLanguage = { tag ->
                            AppCompatDelegate.setApplicationLocales(
                                if (tag.isEmpty()) LocaleListCompat.getEmptyLocaleList() else LocaleListCompat.forLanguageTags(tag),
                            )
                        },
                        onChange = { next -> store.update { next } },
                        onBack = back,
                    )
                }
            }
        }
    }
}
