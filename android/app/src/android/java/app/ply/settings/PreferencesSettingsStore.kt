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

/** The preferences and the last new-game choices, in SharedPreferences. */
class PreferencesSettingsStore private constructor(private val prefs: SharedPreferences) : SettingsStore {
    private val state = MutableStateFlow(read())

    override val settings: StateFlow<AppSettings> = state.asStateFlow()

    override fun update(change: (AppSettings) -> AppSettings) {
        val next = change(state.value)
        prefs.edit()
            .putString("board_colors", next.boardColors.name)
            .putBoolean("sound", next.sound)
            .putBoolean("vibration", next.vibration)
            .putBoolean("coach_lock", next.coachLock)
            .apply()
        state.value = next
    }

    override var lastGame: GameSettings
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
        @Volatile private var instance: PreferencesSettingsStore? = null

        /** The one store of this process. */
        fun get(context: Context): PreferencesSettingsStore = instance ?: synchronized(this) {
            instance ?: PreferencesSettingsStore(context.applicationContext.getSharedPreferences("ply", Context.MODE_PRIVATE))
                .also { instance = it }
        }
    }
}

private inline fun <reified E : Enum<E>> enumOr(name: String?, default: E): E =
    enumValues<E>().find { it.name == name } ?: default
