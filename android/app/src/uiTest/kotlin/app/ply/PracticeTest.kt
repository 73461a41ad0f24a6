package app.ply

import androidx.compose.ui.test.ExperimentalTestApi
import androidx.compose.ui.test.assertIsDisplayed
import androidx.compose.ui.test.hasText
import androidx.compose.ui.test.onNodeWithText
import app.ply.rules.RuleCardScreen
import app.ply.settings.BoardColors
import app.ply.ui.palette
import ply.core.RulePractice
import ply.core.ruleCard
import kotlin.test.Test

/** A rule card's practice board, played by taps; the core judges. */
@OptIn(ExperimentalTestApi::class)
class PracticeTest {
    private val checkmate = RulePractice("checkmate", 0u, "en")

    @Test
    fun theMateInOneIsSolvedByTappingTheRookThenE8() = runPlyUiTest(heightDp = 2400) {
        setContent { PlySurface { RuleCardScreen(ruleCard("checkmate", "en"), "en", BoardColors.WOOD.palette(), onOpenCard = {}, onBack = {}) } }
        waitForText(checkmate.view().goal)
        tapMove("e1", "e8", board = "practice-0") { onAllNodes(hasText(English.rules.tryAgain)).fetchSemanticsNodes().isNotEmpty() }
        val solved = checkmate.drag(square("e1").toUByte(), square("e8").toUByte())
        onNodeWithText(solved.feedback!!).assertIsDisplayed()
    }

    @Test
    fun aWrongMoveIsAnsweredAndTheTaskStaysOpen() = runPlyUiTest(heightDp = 2400) {
        setContent { PlySurface { RuleCardScreen(ruleCard("checkmate", "en"), "en", BoardColors.WOOD.palette(), onOpenCard = {}, onBack = {}) } }
        waitForText(checkmate.view().goal)
        val answer = checkmate.drag(square("e1").toUByte(), square("e2").toUByte())
        tapMove("e1", "e2", board = "practice-0") { onAllNodes(hasText(answer.feedback!!)).fetchSemanticsNodes().isNotEmpty() }
        onNodeWithText(English.rules.startAgain).assertIsDisplayed()
    }
}
