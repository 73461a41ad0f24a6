package app.ply

import androidx.compose.runtime.mutableStateListOf
import androidx.compose.runtime.saveable.Saver

/** A place in the app. */
sealed interface Screen {
    /** Home: continue, a new game, the rules, the settings. */
    data object Home : Screen

    /** The game being played. */
    data object Game : Screen

    /** The review of the game on the game screen. */
    data object Review : Screen

    /** The list of rule cards. */
    data object Rules : Screen

    /** One rule card, by its id. */
    data class Card(val id: String) : Screen

    /** The settings. */
    data object Settings : Screen
}

/**
 * The back stack of screens, Home at the bottom; Compose state, so the app redraws on every change.
 * [Saver] keeps it when Android recreates the activity (a rotation, a new language).
 */
class Navigator(screens: List<Screen> = listOf(Screen.Home)) {
    private val stack = mutableStateListOf<Screen>().apply { addAll(screens.ifEmpty { listOf(Screen.Home) }) }

    /** The screen shown. */
    val current: Screen get() = stack.last()

    /** There is a screen to go back to. */
    val canGoBack: Boolean get() = stack.size > 1

    /** Shows [screen] on top of the current one. */
    fun open(screen: Screen) {
        stack.add(screen)
    }

    /** Goes back one screen; false at Home, where the platform decides (Android leaves the app). */
    fun back(): Boolean {
        if (!canGoBack) return false
        stack.removeAt(stack.lastIndex)
        return true
    }

    companion object {
        /** Saves the stack as words (`home`, `card:castling`); a word no screen has any more is dropped. */
        val Saver: Saver<Navigator, ArrayList<String>> = Saver(
            save = { navigator -> ArrayList(navigator.stack.map(::keyOf)) },
            restore = { keys -> Navigator(keys.mapNotNull(::screenOf)) },
        )

        private fun keyOf(screen: Screen): String = when (screen) {
            Screen.Home -> "home"
            Screen.Game -> "game"
            Screen.Review -> "review"
            Screen.Rules -> "rules"
            is Screen.Card -> "card:${screen.id}"
            Screen.Settings -> "settings"
        }

        private fun screenOf(key: String): Screen? = when {
            key == "home" -> Screen.Home
            key == "game" -> Screen.Game
            key == "review" -> Screen.Review
            key == "rules" -> Screen.Rules
            key == "settings" -> Screen.Settings
            key.startsWith("card:") -> Screen.Card(key.removePrefix("card:"))
            else -> null
        }
    }
}
