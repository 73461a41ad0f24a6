package app.ply

import androidx.compose.runtime.getValue
import androidx.compose.runtime.mutableStateOf
import androidx.compose.runtime.setValue
import androidx.compose.ui.test.ExperimentalTestApi
import androidx.compose.ui.test.assert
import androidx.compose.ui.test.SkikoComposeUiTest
import androidx.compose.ui.test.assertIsDisplayed
import androidx.compose.ui.test.assertIsSelected
import androidx.compose.ui.test.hasAnyAncestor
import androidx.compose.ui.test.hasText
import androidx.compose.ui.test.isDialog
import androidx.compose.ui.test.onNodeWithTag
import androidx.compose.ui.test.onNodeWithText
import androidx.compose.ui.test.performClick
import app.ply.review.ReviewController
import app.ply.review.ReviewRoute
import app.ply.review.ReviewUiState
import app.ply.settings.BoardColors
import app.ply.ui.palette
import kotlinx.coroutines.CoroutineScope
import kotlinx.coroutines.SupervisorJob
import kotlinx.coroutines.cancel
import ply.core.GameReviewer
import ply.core.ReviewView
import kotlin.test.Test
import kotlin.test.assertEquals
import kotlin.test.assertIs
import kotlin.test.assertNotNull
import kotlin.test.assertNotSame
import kotlin.test.assertSame
import kotlin.test.assertTrue

/** Fool's mate: an inaccuracy, then the blunder that allows mate; each key moment with the core's sentences. */
const val FOOLS_MATE = "1. f3 e5 2. g4 Qh4# 0-1"

/** Fourteen quiet moves each of a Ruy Lopez: a review long enough to be watched and left. */
const val RUY_LOPEZ = "1. e4 e5 2. Nf3 Nc6 3. Bb5 a6 4. Ba4 Nf6 5. O-O Be7 6. Re1 b5 7. Bb3 d6 8. c3 O-O " +
    "9. h3 Nb8 10. d4 Nbd7 11. Nbd2 Bb7 12. Bc2 Re8 13. Nf1 Bf8 14. Ng3 g6"

/** The review screen over the real core's reviewer, driven through its semantics tree. */
@OptIn(ExperimentalTestApi::class)
class ReviewScreenTest {
    /** Shows the review of [pgn] until [block] returns; the controller is handed to [block]. */
    private fun withReview(pgn: String, block: SkikoComposeUiTest.(ReviewController) -> Unit) {
        val scope = CoroutineScope(SupervisorJob())
        val controller = ReviewController(GameReviewer.fromPgn(pgn, "en"), scope)
        try {
            runPlyUiTest(heightDp = 1600) {
                setContent { PlySurface { ReviewRoute(controller, BoardColors.WOOD.palette(), onBack = {}) } }
                block(controller)
            }
        } finally {
            controller.close()
            scope.cancel()
        }
    }

    private fun SkikoComposeUiTest.awaitReview(controller: ReviewController): ReviewView {
        waitUntil(timeoutMillis = 60_000) { controller.state.value is ReviewUiState.Done }
        waitForIdle()
        return (controller.state.value as ReviewUiState.Done).review
    }

    @Test
    fun theProgressShowsWhileTheCoreReviews() = withReview(RUY_LOPEZ) { controller ->
        waitUntil(timeoutMillis = 10_000) {
            val words = (controller.state.value as? ReviewUiState.Running)?.progress?.text
            words != null && onAllNodes(hasText(words)).fetchSemanticsNodes().isNotEmpty()
        }
        onNodeWithTag("review-progress").assertIsDisplayed()
    }

    @Test
    fun theFinishedReviewListsItsKeyMoments() = withReview(FOOLS_MATE) { controller ->
        val review = awaitReview(controller)
        assertTrue(review.keyMoments.size >= 2, "1. f3 and 2. g4 are marked")
        onNodeWithText(English.review.keyMoments).assertIsDisplayed()
        onNodeWithTag("review-graph").assertIsDisplayed()
        for (index in review.keyMoments) {
            val move = review.moves[index.toInt()]
            onNodeWithTag("moment-${move.ply}").assertIsDisplayed()
            onNodeWithTag("moment-${move.ply}").assert(hasText(move.label, substring = true)).assert(hasText(move.markText, substring = true))
        }
        onNodeWithTag("moment-${review.moves[review.keyMoments[0].toInt()].ply}").assertIsSelected()
    }

    @Test
    fun choosingAMomentShowsItsSentencesAndTheArrowsLegend() = withReview(FOOLS_MATE) { controller ->
        val review = awaitReview(controller)
        val second = review.moves[review.keyMoments[1].toInt()]
        onNode(hasText(second.sentences[0])).assertDoesNotExist()
        onNodeWithTag("moment-${second.ply}").performClick()
        waitForIdle()
        assertEquals(review.keyMoments[1].toInt(), (controller.state.value as ReviewUiState.Done).chosen)
        onNodeWithTag("moment-${second.ply}").assertIsSelected()
        for (sentence in second.sentences) onNode(hasText(sentence)).assertIsDisplayed()
        onNodeWithText(English.review.played).assertIsDisplayed()
        onNodeWithText(English.review.better).assertIsDisplayed()
        onNodeWithTag("review").assertIsDisplayed()
    }
}

/** The whole app: a game that ends offers its review, from the dialog and from the screen. */
@OptIn(ExperimentalTestApi::class)
class ReviewNavigationTest {
    @Test
    fun theGameOverDialogOpensTheReviewAndTheScreenOffersItAgain() = TestGame(PassAndPlay).use { game ->
        runPlyUiTest(heightDp = 1600) {
            val navigator = Navigator().apply { open(Screen.Game) }
            setContent { PlyApp(game.controller, game.store, "en", "", {}, RecordingPlatform(), navigator, dark = false) }
            waitUntil(timeoutMillis = 5_000) { game.view != null }
            onNode(hasText(English.game.review)).assertDoesNotExist()
            for ((index, move) in listOf("f2" to "f3", "e7" to "e5", "g2" to "g4", "d8" to "h4").withIndex()) {
                tapMove(move.first, move.second) { game.view?.moves?.sumOf { row -> listOfNotNull(row.white, row.black).size } == index + 1 }
            }
            onNodeWithText(English.game.gameOver).assertIsDisplayed()
            onNode(hasText(English.game.review) and hasAnyAncestor(isDialog())).performClick()
            waitForIdle()
            assertEquals(Screen.Review, navigator.current)
            waitForText("2. g4??", timeoutMillis = 60_000)
            onNodeWithText(English.review.keyMoments).assertIsDisplayed()
            navigator.back()
            waitForIdle()
            assertEquals(Screen.Game, navigator.current)
            onNode(hasText(English.game.gameOver)).assertDoesNotExist()
            onNodeWithText(English.game.review).assertIsDisplayed().performClick()
            waitForIdle()
            assertEquals(Screen.Review, navigator.current)
        }
    }

    @Test
    fun aReviewOutlivesItsScreenBeingRecreatedAndLeavingItCancelsIt() = TestGame(PassAndPlay).use { game ->
        runPlyUiTest {
            val navigator = Navigator().apply { open(Screen.Game) }
            var shown by mutableStateOf(true)
            setContent {
                if (shown) PlyApp(game.controller, game.store, "en", "", {}, RecordingPlatform(), navigator, dark = false)
            }
            waitUntil(timeoutMillis = 5_000) { game.view != null }
            val opening = listOf("e2" to "e4", "e7" to "e5", "g1" to "f3", "b8" to "c6", "f1" to "b5", "a7" to "a6")
            for ((index, move) in opening.withIndex()) {
                tapMove(move.first, move.second) { game.view?.moves?.sumOf { row -> listOfNotNull(row.white, row.black).size } == index + 1 }
            }
            navigator.open(Screen.Review)
            waitForIdle()
            val review = assertNotNull(game.controller.openReview(), "the screen's review")
            // The activity recreated (a rotation): the whole app leaves the composition and comes back.
            shown = false
            waitForIdle()
            shown = true
            waitForIdle()
            assertSame(review, game.controller.openReview(), "the recreated screen finds the same review")
            assertTrue(review.state.value !is ReviewUiState.Cancelled, "recreating the screen does not cancel its review")
            navigator.back()
            waitUntil(timeoutMillis = 30_000) { review.state.value == ReviewUiState.Cancelled }
            assertNotSame(review, game.controller.openReview(), "a review left is let go; the next is a new one")
        }
    }
}
