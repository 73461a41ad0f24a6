package app.ply

import app.ply.board.BoardInput
import app.ply.rules.PracticeController
import ply.core.PieceKind
import kotlin.test.Test
import kotlin.test.assertEquals
import kotlin.test.assertFalse
import kotlin.test.assertNotNull
import kotlin.test.assertTrue

/** The practice state holder alone, without a screen: the core judges, the view follows. */
class PracticeControllerTest {
    @Test
    fun rookToE8IsTheMateAndResetStartsAgain() {
        PracticeController("checkmate", 0, "en").use { practice ->
            val start = practice.view.value
            assertFalse(start.solved)
            practice.onBoardInput(BoardInput.Drag(square("e1"), square("e8")))
            assertTrue(practice.view.value.solved)
            assertNotNull(practice.view.value.feedback)
            practice.reset()
            assertEquals(start, practice.view.value)
        }
    }

    @Test
    fun aMoveThatIsNotMateIsAnsweredAndLeavesTheTaskOpen() {
        PracticeController("checkmate", 0, "en").use { practice ->
            practice.onBoardInput(BoardInput.Drag(square("e1"), square("e2")))
            assertFalse(practice.view.value.solved)
            assertFalse(practice.view.value.feedbackCorrect)
            assertNotNull(practice.view.value.feedback)
        }
    }

    @Test
    fun aPromotionChoiceReachesTheCore() {
        PracticeController("promotion", 0, "en").use { practice ->
            practice.onBoardInput(BoardInput.Drag(square("e7"), square("e8")))
            assertNotNull(practice.view.value.pendingPromotion, "the core asks what the pawn becomes")
            practice.choosePromotion(PieceKind.KNIGHT)
            assertTrue(practice.view.value.solved, "a knight on e8 checks the king on g7")
        }
    }
}
