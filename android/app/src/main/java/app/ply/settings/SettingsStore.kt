package app.ply.settings

import android.content.Context
import android.content.SharedPreferences
import kotlinx.coroutines.flow.MutableStateFlow
import kotlinx.coroutines.flow.StateFlow
import kotlinx.coroutines.flow.asStateFlow
import ply.core.BoardTurning
import ply.core.ColorChoice
import ply.core.GameSettings
import ply.core.Level

/** The board's colour scheme. */
enum class BoardColors { WOOD, GREEN, BLUE, GREY }

/** The player's preferences. The language is kept by AppCompat's per-app locales, not here. */
data class AppSettings(
    val boardColors: BoardColors = BoardColors.WOOD,
    val sound: Boolean = true,
    val vibration: Boolean = true,
    /** Forbids undo against the computer in new games. */
    val coachLock: Boolean = false,
)

/** The preferences and the last new-game choices, in SharedPreferences. */
class SettingsStore private constructor(private val prefs: SharedPreferences) {
    private val state = MutableStateFlow(read())

    /** The preferences now. */
    val settings: StateFlow<AppSettings> = state.asStateFlow()

    /** Changes the preferences. */
    fun update(change: (AppSettings) -> AppSettings) {
        val next = change(state.value)
        prefs.edit()
            .putString("board_colors", next.boardColors.name)
            .putBoolean("sound", next.sound)
            .putBoolean("vibration", next.vibration)
            .putBoolean("coach_lock", next.coachLock)
            .apply()
        state.value = next
    }

    /** The choices of the last game started (the Home form starts from them; a rematch repeats them). */
    var lastGame: GameSettings
        get() = GameSettings(
            computerLevel = prefs.getString("level", Level.NORMAL.name)?.let { name -> Level.entries.find { it.name == name } },
            color = enumOr(prefs.getString("color", null), ColorChoice.WHITE),
            turning = enumOr(prefs.getString("turning", null), BoardTurning.FIXED),
            chess960 = prefs.getBoolean("chess960", false),
            chess960Number = null,
            clockMinutes = prefs.getInt("clock_minutes", 0).takeIf { it > 0 }?.toUInt(),
            clockIncrementSeconds = prefs.getInt("clock_increment", 0).toUInt(),
            undoLocked = state.value.coachLock,
            language = "en",
        )
        set(value) {
            prefs.edit()
                .putString("level", value.computerLevel?.name ?: "")
                .putString("color", value.color.name)
                .putString("turning", value.turning.name)
                .putBoolean("chess960", value.chess960)
                .putInt("clock_minutes", value.clockMinutes?.toInt() ?: 0)
                .putInt("clock_increment", value.clockIncrementSeconds.toInt())
                .apply()
        }

    private fun read() = AppSettings(
        boardColors = enumOr(prefs.getString("board_colors", null), BoardColors.WOOD),
        sound = prefs.getBoolean("sound", true),
        vibration = prefs.getBoolean("vibration", true),
        coachLock = prefs.getBoolean("coach_lock", false),
    )

    companion object {
        @Volatile private var instance: SettingsStore? = null

        /** The one store of this process. */
        fun get(context: Context): SettingsStore = instance ?: synchronized(this) {
            instance ?: SettingsStore(context.applicationContext.getSharedPreferences("ply", Context.MODE_PRIVATE))
                .also { instance = it }
        }
    }
}

private inline fun <reified E : Enum<E>> enumOr(name: String?, default: E): E =
    enumValues<E>().find { it.name == name } ?: default
