// Ply in a desktop window: the Android shell's shared screens over the real core, so a developer
// can play here and see what a phone shows. Started by `bash tests/compose/run --app`.
package app.ply.desktop

import androidx.compose.runtime.getValue
import androidx.compose.runtime.mutableStateOf
import androidx.compose.runtime.remember
import androidx.compose.runtime.setValue
import androidx.compose.ui.unit.dp
import androidx.compose.ui.window.Window
import androidx.compose.ui.window.application
import androidx.compose.ui.window.rememberWindowState
import app.ply.APP_NAME
import app.ply.Platform
import app.ply.PlyApp
import app.ply.game.GameController
import app.ply.settings.MemorySettingsStore
import kotlinx.coroutines.CoroutineScope
import kotlinx.coroutines.SupervisorJob
import kotlinx.coroutines.runBlocking
import ply.core.preferredLanguage
import java.awt.Toolkit
import java.awt.datatransfer.StringSelection
import java.io.File
import java.util.Locale

/** The desktop's stand-ins: sharing copies the PGN to the clipboard; a move is silent. */
private object DesktopPlatform : Platform {
    override fun sharePgn(pgn: String, subject: String, chooserTitle: String) {
        Toolkit.getDefaultToolkit().systemClipboard.setContents(StringSelection(pgn), null)
        println("$subject: the PGN is on the clipboard")
    }

    override fun playMoveSound() = Unit
}

/** Opens a phone-sized window; the game is saved in `target/compose/game.ply` when the window closes. */
fun main() {
    val saveFile = File(System.getProperty("ply.save", "target/compose/game.ply"))
    saveFile.parentFile.mkdirs()
    val store = MemorySettingsStore()
    val game = GameController(CoroutineScope(SupervisorJob()), saveFile, store, now = { System.nanoTime() / 1_000_000 }, log = ::println)
    application {
        var choice by remember { mutableStateOf("") }
        val language = remember(choice) { preferredLanguage(listOf(choice.ifEmpty { Locale.getDefault().toLanguageTag() })) }
        Window(
            onCloseRequest = {
                runBlocking { game.onBackground().join() }
                exitApplication()
            },
            title = APP_NAME,
            state = rememberWindowState(width = 400.dp, height = 820.dp),
        ) {
            PlyApp(game, store, language, choice, onLanguageChoice = { choice = it }, platform = DesktopPlatform)
        }
    }
}
