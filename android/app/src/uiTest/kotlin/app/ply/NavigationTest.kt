package app.ply

import androidx.compose.ui.test.ExperimentalTestApi
import androidx.compose.ui.test.assertIsDisplayed
import androidx.compose.ui.test.hasContentDescription
import androidx.compose.ui.test.onNodeWithText
import androidx.compose.ui.test.performClick
import androidx.compose.runtime.saveable.SaverScope
import kotlin.test.Test
import kotlin.test.assertEquals
import kotlin.test.assertFalse
import kotlin.test.assertNotNull
import kotlin.test.assertTrue

/** The whole app from Home: a new game opens the board, back returns to Home with the game kept; the back stack outlives the activity. */
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

    @Test
    fun theBackStackIsSavedAndRestoredWhenTheActivityIsRecreated() {
        val navigator = Navigator().apply { open(Screen.Rules); open(Screen.Card("castling")) }
        val saved = assertNotNull(with(Navigator.Saver) { SaverScope { true }.save(navigator) })
        val restored = assertNotNull(Navigator.Saver.restore(saved))
        assertEquals(Screen.Card("castling"), restored.current)
        assertTrue(restored.back())
        assertEquals(Screen.Rules, restored.current)
        assertTrue(restored.back())
        assertEquals(Screen.Home, restored.current)
        assertFalse(restored.canGoBack)
        assertEquals(Screen.Home, assertNotNull(Navigator.Saver.restore(arrayListOf("no-such-screen"))).current)
    }
}
