// What the UI tests share: a window of a phone's size, a game controller over the real core, and
// the board's squares as semantics nodes.
package app.ply

import androidx.compose.runtime.Composable
import androidx.compose.runtime.CompositionLocalProvider
import androidx.compose.ui.test.ExperimentalTestApi
import androidx.compose.ui.test.SemanticsNodeInteraction
import androidx.compose.ui.test.SkikoComposeUiTest
import androidx.compose.ui.test.hasTestTag
import androidx.compose.ui.test.hasText
import androidx.compose.ui.test.performClick
import androidx.compose.ui.unit.Density
import app.ply.game.GameController
import app.ply.game.GameUiState
import app.ply.settings.FirstGame
import app.ply.settings.MemorySettingsStore
import app.ply.ui.LocalLabels
import app.ply.ui.PlyTheme
import kotlinx.coroutines.CoroutineScope
import kotlinx.coroutines.SupervisorJob
import kotlinx.coroutines.cancel
import ply.core.AppLabels
import ply.core.BoardTurning
import ply.core.BoardView
import ply.core.GameSettings
import ply.core.Level
import ply.core.appLabels
import java.io.File
import java.nio.file.Files
import kotlin.coroutines.EmptyCoroutineContext

/** The English labels, as every test screen shows them. */
val English: AppLabels = appLabels("en")

/** Pass-and-play on a fixed board, no clock. */
val PassAndPlay: GameSettings = FirstGame.copy(computerLevel = null, turning = BoardTurning.FIXED)

/** Against the computer at [level], the person with White. */
fun versusComputer(level: Level): GameSettings = FirstGame.copy(computerLevel = level)

/** A screen of [widthDp] × [heightDp] at [density] pixels a dp: the UI test's window. */
@OptIn(ExperimentalTestApi::class)
fun runPlyUiTest(widthDp: Int = 360, heightDp: Int = 780, density: Float = 2f, block: SkikoComposeUiTest.() -> Unit) {
    SkikoComposeUiTest((widthDp * density).toInt(), (heightDp * density).toInt(), EmptyCoroutineContext, Density(density))
        .runTest(block)
}

/** The shared screens' surroundings: the labels in [language] and the theme. */
@Composable
fun PlySurface(language: String = "en", dark: Boolean = false, content: @Composable () -> Unit) {
    CompositionLocalProvider(LocalLabels provides appLabels(language)) {
        PlyTheme(dark = dark, content = content)
    }
}

/** A platform that records what the screens asked of it. */
class RecordingPlatform : Platform {
    /** Every PGN shared. */
    val shared = mutableListOf<String>()

    /** How many clicks were played. */
    var clicks = 0

    override fun sharePgn(pgn: String, subject: String, chooserTitle: String) {
        shared += pgn
    }

    override fun playMoveSound() {
        clicks++
    }
}

/** A game controller over the real core, saving into a fresh folder, with its own scope. */
class TestGame(settings: GameSettings? = null) : AutoCloseable {
    private val scope = CoroutineScope(SupervisorJob())
    private val folder: File = Files.createTempDirectory("ply-ui").toFile()

    /** The settings store the controller reads. */
    val store = MemorySettingsStore()

    /** The controller under test. */
    val controller = GameController(scope, File(folder, "game.ply"), store, now = { System.nanoTime() / 1_000_000 })

    init {
        settings?.let(controller::startGame)
    }

    /** The core's view now, once a game is shown. */
    val view: BoardView? get() = (controller.state.value as? GameUiState.Playing)?.view

    override fun close() {
        controller.close()
        scope.cancel()
        folder.deleteRecursively()
    }
}

/** Index of a square named like `e4` (0 = a1 … 63 = h8). */
fun square(name: String): Int = (name[1] - '1') * 8 + (name[0] - 'a')

/** The semantics node of a square of the board tagged [board]. */
@OptIn(ExperimentalTestApi::class)
fun SkikoComposeUiTest.squareNode(name: String, board: String = "game"): SemanticsNodeInteraction =
    onNode(hasTestTag("$board-square-${square(name)}"))

/** Taps [from] then [to] on the board tagged [board], and waits until [done] says the core answered. */
@OptIn(ExperimentalTestApi::class)
fun SkikoComposeUiTest.tapMove(from: String, to: String, board: String = "game", done: () -> Boolean) {
    squareNode(from, board).performClick()
    squareNode(to, board).performClick()
    waitUntil(timeoutMillis = 5_000) { done() }
    waitForIdle()
}

/** Waits until some node shows [text] (or, with [substring], text containing it). */
@OptIn(ExperimentalTestApi::class)
fun SkikoComposeUiTest.waitForText(text: String, timeoutMillis: Long = 10_000, substring: Boolean = false) {
    waitUntil(timeoutMillis = timeoutMillis) { onAllNodes(hasText(text, substring = substring)).fetchSemanticsNodes().isNotEmpty() }
}
