package app.ply

import androidx.compose.ui.semantics.SemanticsProperties
import androidx.compose.ui.test.ExperimentalTestApi
import androidx.compose.ui.test.SemanticsMatcher
import androidx.compose.ui.test.SkikoComposeUiTest
import androidx.compose.ui.test.assert
import androidx.compose.ui.test.assertContentDescriptionEquals
import androidx.compose.ui.test.assertIsDisplayed
import androidx.compose.ui.test.assertIsEnabled
import androidx.compose.ui.test.assertIsNotEnabled
import androidx.compose.ui.test.hasContentDescription
import androidx.compose.ui.test.hasTestTag
import androidx.compose.ui.test.hasText
import androidx.compose.ui.test.onNodeWithText
import androidx.compose.ui.test.performClick
import app.ply.game.GameRoute
import app.ply.settings.AppSettings
import ply.core.Buttons
import ply.core.GameSettings
import ply.core.Level
import ply.core.Piece
import ply.core.PieceKind
import ply.core.Side
import ply.core.ruleCard
import kotlin.test.Test
import kotlin.test.assertEquals
import kotlin.test.assertNotNull
import kotlin.test.assertTrue

/** The game screen driven through its semantics tree, over the real core. */
@OptIn(ExperimentalTestApi::class)
class GameScreenTest {
    private fun withGame(settings: GameSettings, block: SkikoComposeUiTest.(TestGame) -> Unit) =
        TestGame(settings).use { game ->
            runPlyUiTest {
                setContent {
                    PlySurface { GameRoute(game.controller, AppSettings(), RecordingPlatform(), onOpenCard = {}, onReview = {}, onBack = {}) }
                }
                waitUntil(timeoutMillis = 5_000) { game.view != null }
                block(game)
            }
        }

    @Test
    fun tappingE2ThenE4PutsTheMoveInTheList() = withGame(PassAndPlay) { game ->
        tapMove("e2", "e4") { game.view?.moves?.isNotEmpty() == true }
        onNodeWithText("1. e4").assertIsDisplayed()
        assertEquals(Piece(Side.WHITE, PieceKind.PAWN), game.view!!.squares[square("e4")].piece)
    }

    @Test
    fun everySquareReadsTheCoresLabel() = withGame(PassAndPlay) { game ->
        squareNode("g1").performClick()
        waitUntil(timeoutMillis = 5_000) { game.view?.squares?.get(square("g1"))?.selected == true }
        waitForIdle()
        val view = game.view!!
        for (square in view.squares) {
            onNode(hasTestTag("game-square-${square.index}")).assertContentDescriptionEquals(square.label)
        }
    }

    @Test
    fun buttonsAreEnabledExactlyAsTheViewSays() = withGame(PassAndPlay) { game ->
        assertButtonsMatch(game.view!!.buttons)
        tapMove("e2", "e4") { game.view?.moves?.isNotEmpty() == true }
        assertButtonsMatch(game.view!!.buttons)
        onNodeWithText(English.game.undo).performClick()
        waitUntil(timeoutMillis = 5_000) { game.view?.moves?.isEmpty() == true }
        waitForIdle()
        assertTrue(game.view!!.buttons.redo, "after an undo the core offers redo")
        assertButtonsMatch(game.view!!.buttons)
    }

    private fun SkikoComposeUiTest.assertButtonsMatch(buttons: Buttons) {
        val expected = mapOf(
            English.game.undo to buttons.undo,
            English.game.redo to buttons.redo,
            English.game.hint to buttons.hint,
            English.game.offerDraw to buttons.offerDraw,
            English.game.resign to buttons.resign,
        )
        for ((label, enabled) in expected) {
            val button = onNode(hasText(label) and SemanticsMatcher.keyIsDefined(SemanticsProperties.Role))
            if (enabled) button.assertIsEnabled() else button.assertIsNotEnabled()
        }
    }

    @Test
    fun thePromotionPickerSendsTheChoiceToTheCore() = withGame(PassAndPlay) { game ->
        val moves = listOf("a2" to "a4", "b7" to "b5", "a4" to "b5", "a7" to "a6", "b5" to "a6", "c8" to "b7", "a6" to "b7", "b8" to "c6")
        for ((index, move) in moves.withIndex()) {
            tapMove(move.first, move.second) { game.view?.moves?.sumOf { row -> listOfNotNull(row.white, row.black).size } == index + 1 }
        }
        tapMove("b7", "a8") { game.view?.pendingPromotion != null }
        onNodeWithText(English.game.promoteTo).assertIsDisplayed()
        onNode(hasContentDescription(English.common.knight)).performClick()
        waitUntil(timeoutMillis = 5_000) { game.view?.pendingPromotion == null && game.view?.squares?.get(square("a8"))?.piece != null }
        waitForIdle()
        assertEquals(Piece(Side.WHITE, PieceKind.KNIGHT), game.view!!.squares[square("a8")].piece)
        onNodeWithText("5. bxa8=N").assertIsDisplayed()
    }

    @Test
    fun undoAgainstTheComputerTakesBackItsAnswerToo() = withGame(versusComputer(Level.BEGINNER)) { game ->
        tapMove("e2", "e4") { game.view?.moves?.firstOrNull()?.black != null && game.view?.computerThinking == false }
        onNodeWithText(English.game.undo).assertIsEnabled().performClick()
        waitUntil(timeoutMillis = 5_000) { game.view?.moves?.isEmpty() == true }
        waitForIdle()
        assertEquals(Piece(Side.WHITE, PieceKind.PAWN), game.view!!.squares[square("e2")].piece)
        onNode(hasText("1. e4", substring = true)).assertDoesNotExist()
    }
}

/** A refused move, in the whole app: the core's reason, and its rule card one tap away. */
@OptIn(ExperimentalTestApi::class)
class RefusalTest {
    @Test
    fun aRefusedMoveShowsTheReasonAndOpensItsCard() = TestGame(PassAndPlay).use { game ->
        runPlyUiTest {
            val navigator = Navigator().apply { open(Screen.Game) }
            setContent {
                PlyApp(game.controller, game.store, "en", "", {}, RecordingPlatform(), navigator, dark = false)
            }
            waitUntil(timeoutMillis = 5_000) { game.view != null }
            tapMove("e2", "e5") { game.view?.refusal != null }
            val refusal = assertNotNull(game.view!!.refusal)
            onNodeWithText(refusal.text).assertIsDisplayed()
            onNodeWithText(English.game.seeRule).performClick()
            waitForIdle()
            assertEquals(Screen.Card(refusal.cardId), navigator.current)
            waitForText(assertNotNull(ruleCard(refusal.cardId, "en")).title)
        }
    }
}
