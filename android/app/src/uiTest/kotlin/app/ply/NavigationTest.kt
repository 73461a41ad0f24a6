package app.ply

import androidx.compose.ui.test.ExperimentalTestApi
import androidx.compose.ui.test.assertIsDisplayed
import androidx.compose.ui.test.hasContentDescription
import androidx.compose.ui.test.onNodeWithText
import androidx.compose.ui.test.performClick
import kotlin.test.Test
import kotlin.test.assertEquals

/** The whole app from Home: a new game opens the board, and back returns to Home with the game kept. */
@OptIn(ExperimentalTestApi::class)
class NavigationTest {
    @Test
    fun startingAGameOpensTheBoardAndBackOffersToContinueIt() = TestGame().use { game ->
        runPlyUiTest {
            val navigator = Navigator()
            setContent { PlyApp(game.controller, game.store, "en", "", {}, RecordingPlatform(), navigator, dark = false) }
            waitForText(English.home.start)
            onNodeWithText(English.home.passAndPlay).performClick()
            onNodeWithText(English.home.start).performClick()
            waitUntil(timeoutMillis = 5_000) { game.view != null }
            waitForIdle()
            assertEquals(Screen.Game, navigator.current)
            assertEquals(null, game.view!!.moves.firstOrNull(), "a new game has no moves")
            tapMove("d2", "d4") { game.view?.moves?.isNotEmpty() == true }
            onNode(hasContentDescription(English.common.back)).performClick()
            waitForIdle()
            assertEquals(Screen.Home, navigator.current)
            onNodeWithText(English.home.continueGame).assertIsDisplayed().performClick()
            waitForIdle()
            onNodeWithText("1. d4").assertIsDisplayed()
        }
    }
}
