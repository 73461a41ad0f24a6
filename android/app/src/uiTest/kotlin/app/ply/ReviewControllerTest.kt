package app.ply

import app.ply.review.ReviewController
import app.ply.review.ReviewUiState
import kotlinx.coroutines.CoroutineScope
import kotlinx.coroutines.SupervisorJob
import kotlinx.coroutines.cancel
import ply.core.GameReviewer
import kotlin.test.Test
import kotlin.test.assertEquals
import kotlin.test.assertIs
import kotlin.test.fail

/** The review state holder alone, without a screen: the core reviews off the test's thread, the state follows. */
class ReviewControllerTest {
    private fun withController(pgn: String, block: (ReviewController) -> Unit) {
        val scope = CoroutineScope(SupervisorJob())
        try {
            ReviewController(GameReviewer.fromPgn(pgn, "en"), scope, pollMs = 10).use(block)
        } finally {
            scope.cancel()
        }
    }

    /** The state once [done] holds, within a minute (the core's debug build reviews slowly). */
    private fun ReviewController.awaitState(done: (ReviewUiState) -> Boolean): ReviewUiState {
        val deadline = System.nanoTime() + 60_000_000_000L
        while (System.nanoTime() < deadline) {
            val now = state.value
            if (done(now)) return now
            Thread.sleep(10)
        }
        fail("the review never got there: ${state.value}")
    }

    @Test
    fun theReviewEndsWithItsFirstKeyMomentChosenAndChoosingMovesTheBoard() = withController(FOOLS_MATE) { controller ->
        val start = assertIs<ReviewUiState.Running>(controller.state.value)
        assertEquals(0u to 4u, start.progress.done to start.progress.total)
        val done = assertIs<ReviewUiState.Done>(controller.awaitState { it is ReviewUiState.Done })
        assertEquals(done.review.keyMoments.first().toInt(), done.chosen)
        controller.choose(2)
        assertEquals(2, (controller.state.value as ReviewUiState.Done).chosen)
        controller.choose(done.review.moves.size)
        assertEquals(2, (controller.state.value as ReviewUiState.Done).chosen, "a move the game does not have is not chosen")
    }

    @Test
    fun theProgressIsPolledAndClosingCancelsTheReview() = withController(RUY_LOPEZ) { controller ->
        controller.awaitState { it is ReviewUiState.Running && it.progress.done > 0u }
        controller.close()
        assertIs<ReviewUiState.Cancelled>(controller.awaitState { it !is ReviewUiState.Running })
    }
}
