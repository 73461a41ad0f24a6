package app.ply.settings

import kotlinx.coroutines.flow.MutableStateFlow
import kotlinx.coroutines.flow.StateFlow
import kotlinx.coroutines.flow.asStateFlow
import ply.core.BoardTurning
import ply.core.ColorChoice
import ply.core.GameSettings
import ply.core.Level

/** The board's colour scheme. */
enum class BoardColors { WOOD, GREEN, BLUE, GREY }

/** The player's preferences. The language is kept by the platform (Android's per-app locales), not here. */
data class AppSettings(
    val boardColors: BoardColors = BoardColors.WOOD,
    val sound: Boolean = true,
    val vibration: Boolean = true,
    /** Forbids undo against the computer in new games. */
    val coachLock: Boolean = false,
)

/** The choices a new game starts from before any game was started: Normal, white, no clock. */
val FirstGame = GameSettings(
    computerLevel = Level.NORMAL,
    color = ColorChoice.WHITE,
    turning = BoardTurning.FIXED,
    chess960 = false,
    chess960Number = null,
    clockMinutes = null,
    clockIncrementSeconds = 0u,
    undoLocked = false,
    language = "en",
)

/** Where the preferences and the last new-game choices are kept; each platform has its own. */
interface SettingsStore {
    /** The preferences now. */
    val settings: StateFlow<AppSettings>

    /** Changes the preferences. */
    fun update(change: (AppSettings) -> AppSettings)

    /** The choices of the last game started (the Home form starts from them; a rematch repeats them). */
    var lastGame: GameSettings
}

/** A store that forgets when the process ends: the desktop window and the UI tests. */
class MemorySettingsStore(settings: AppSettings = AppSettings(), override var lastGame: GameSettings = FirstGame) : SettingsStore {
    private val state = MutableStateFlow(settings)

    override val settings: StateFlow<AppSettings> = state.asStateFlow()

    override fun update(change: (AppSettings) -> AppSettings) {
        state.value = change(state.value)
    }
}
