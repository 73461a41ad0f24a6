package app.ply.game

import android.app.Application
import android.os.SystemClock
import android.util.Log
import androidx.lifecycle.AndroidViewModel
import androidx.lifecycle.viewModelScope
import app.ply.settings.PreferencesSettingsStore
import java.io.File

/** Android's owner of the one [GameController]: it lives as long as the activity's ViewModel store. */
class GameViewModel(app: Application) : AndroidViewModel(app) {
    /** The game, saved in the app's files as `game.ply`, timed by the monotonic clock. */
    val controller = GameController(
        scope = viewModelScope,
        saveFile = File(app.filesDir, "game.ply"),
        store = PreferencesSettingsStore.get(app),
        now = SystemClock::elapsedRealtime,
        log = { Log.i("Ply", it) },
    )

    override fun onCleared() {
        controller.close()
    }
}
