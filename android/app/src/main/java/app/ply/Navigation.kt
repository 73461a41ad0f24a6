package app.ply

import androidx.compose.runtime.mutableStateListOf

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

/** The back stack of screens, Home at the bottom; Compose state, so the app redraws on every change. */
class Navigator {
    private val stack = mutableStateListOf<Screen>(Screen.Home)

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
}
