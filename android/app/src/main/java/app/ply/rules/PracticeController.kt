package app.ply.rules

import app.ply.board.BoardInput
import app.ply.board.sendTo
import kotlinx.coroutines.flow.MutableStateFlow
import kotlinx.coroutines.flow.StateFlow
import kotlinx.coroutines.flow.asStateFlow
import ply.core.FfiException
import ply.core.PieceKind
import ply.core.PracticeView
import ply.core.RulePractice

/**
 * One practice task of a rule card: holds the core's [RulePractice] and publishes its view. The
 * core judges each attempt; its calls are quick, so they run on the caller's thread.
 */
class PracticeController(cardId: String, task: Int, language: String) : AutoCloseable {
    private val practice = RulePractice(cardId, task.toUInt(), language)
    private val _view = MutableStateFlow(practice.view())

    /** The practice board as the core sees it now. */
    val view: StateFlow<PracticeView> = _view.asStateFlow()

    /** A tap or drag on the practice board. */
    fun onBoardInput(input: BoardInput) = attempt { input.sendTo(practice) }

    /** The promoting pawn becomes [kind]. */
    fun choosePromotion(kind: PieceKind) = attempt { practice.choosePromotion(kind) }

    /** The task from its start again. */
    fun reset() {
        _view.value = practice.reset()
    }

    override fun close() = practice.close()

    /** Shows the view after [call]; a call the core refuses leaves the board as it is. */
    private fun attempt(call: () -> PracticeView) {
        _view.value = try {
            call()
        } catch (e: FfiException) {
            practice.view()
        }
    }
}
