package app.ply.review

import kotlinx.coroutines.CoroutineScope
import kotlinx.coroutines.Dispatchers
import kotlinx.coroutines.Job
import kotlinx.coroutines.delay
import kotlinx.coroutines.flow.MutableStateFlow
import kotlinx.coroutines.flow.StateFlow
import kotlinx.coroutines.flow.asStateFlow
import kotlinx.coroutines.flow.update
import kotlinx.coroutines.isActive
import kotlinx.coroutines.launch
import ply.core.FfiException
import ply.core.GameReviewer
import ply.core.ReviewProgress
import ply.core.ReviewView
import java.util.concurrent.atomic.AtomicBoolean

/** What the review screen shows. */
sealed interface ReviewUiState {
    /** The core is reviewing: how far it has got, in its words. */
    data class Running(val progress: ReviewProgress) : ReviewUiState

    /** The finished review, and the index in its moves of the moment chosen (null: none to choose). */
    data class Done(val review: ReviewView, val chosen: Int?) : ReviewUiState

    /** The review was stopped before it finished (the screen was left). */
    data object Cancelled : ReviewUiState

    /** The core could not review the game (its words). */
    data class Failed(val message: String) : ReviewUiState
}

/**
 * Runs one [GameReviewer] and publishes how far it has got, then its [ReviewView]. The review is
 * seconds of search: it runs on [Dispatchers.Default] in [scope], while the progress is polled every
 * [pollMs] ms. [close] (the screen was left) cancels it; the core then stops within a move.
 */
class ReviewController(
    private val reviewer: GameReviewer,
    scope: CoroutineScope,
    private val pollMs: Long = POLL_MS,
) : AutoCloseable {
    private val closed = AtomicBoolean(false)
    private val _state = MutableStateFlow<ReviewUiState>(ReviewUiState.Running(reviewer.progress()))

    /** The screen's state. */
    val state: StateFlow<ReviewUiState> = _state.asStateFlow()

    private val polling: Job = scope.launch(Dispatchers.Default) {
        while (isActive && _state.value is ReviewUiState.Running) {
            delay(pollMs)
            val progress = reviewer.progress()
            _state.update { if (it is ReviewUiState.Running) ReviewUiState.Running(progress) else it }
        }
    }

    private val running: Job = scope.launch(Dispatchers.Default) {
        val next = try {
            val review = reviewer.run()
            ReviewUiState.Done(review, review.keyMoments.firstOrNull()?.toInt())
        } catch (e: FfiException.ReviewCancelled) {
            ReviewUiState.Cancelled
        } catch (e: FfiException) {
            ReviewUiState.Failed(e.message.orEmpty())
        }
        _state.value = next
        polling.cancel()
    }

    /** Shows the move at [index] in the review's moves on the board. */
    fun choose(index: Int) {
        _state.update { if (it is ReviewUiState.Done && index in it.review.moves.indices) it.copy(chosen = index) else it }
    }

    /** Stops the review if it is still running. */
    fun cancel() {
        if (closed.get()) return
        reviewer.cancel()
        polling.cancel()
    }

    /** Cancels, and lets the reviewer go once its run and the polling have stopped; a second close does nothing. */
    override fun close() {
        cancel()
        if (closed.compareAndSet(false, true)) {
            running.invokeOnCompletion { polling.invokeOnCompletion { reviewer.close() } }
        }
    }

    private companion object {
        const val POLL_MS = 100L
    }
}
