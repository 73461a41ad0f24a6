// The rule cards and their practice boards through the bindings, as the Rules screens use them.
package ply.tests

import org.junit.jupiter.api.Test
import ply.core.FfiException
import ply.core.GameSession
import ply.core.GameSettings
import ply.core.BoardTurning
import ply.core.ColorChoice
import ply.core.RulePractice
import ply.core.languages
import ply.core.ruleCard
import ply.core.ruleCards
import kotlin.test.assertEquals
import kotlin.test.assertFailsWith
import kotlin.test.assertFalse
import kotlin.test.assertNotEquals
import kotlin.test.assertNotNull
import kotlin.test.assertTrue

private fun idx(name: String): UByte = ((name[1] - '1') * 8 + (name[0] - 'a')).toUByte()

class RuleCardsTest {
    @Test
    fun `every language has the same cards with its own titles`() {
        val tags = languages().map { it.tag }
        assertEquals(listOf("en", "pl", "ru", "bg"), tags)
        val english = ruleCards("en")
        assertTrue(english.size >= 20)
        for (tag in tags.drop(1)) {
            val cards = ruleCards(tag)
            assertEquals(english.map { it.id }, cards.map { it.id }, tag)
            val castling = cards.first { it.id == "castling" }
            assertNotEquals(english.first { it.id == "castling" }.title, castling.title, tag)
            assertTrue(castling.paragraphs.isNotEmpty() && castling.diagrams.isNotEmpty(), tag)
        }
        assertEquals("Roszada", ruleCards("pl").first { it.id == "castling" }.title)
    }

    @Test
    fun `a knight on d4 of an empty board shows eight dots`() {
        val knight = assertNotNull(ruleCard("knight", "en"))
        val dots = knight.diagrams[0].squares.count { it.legalTarget }
        assertEquals(8, dots)
    }

    @Test
    fun `a practice task is solved by the right move`() {
        val practice = RulePractice("castling", 0u, "en")
        assertFalse(practice.view().solved)
        val view = practice.drag(idx("e1"), idx("c1"))
        assertTrue(view.solved, view.feedback)
        assertTrue(view.feedbackCorrect)
    }

    @Test
    fun `a wrong attempt is answered with its reason`() {
        val practice = RulePractice("castling", 0u, "en")
        val illegal = practice.drag(idx("e1"), idx("e3"))
        assertFalse(illegal.solved)
        assertEquals("king", illegal.feedbackCardId)
        assertTrue(illegal.feedback.orEmpty().isNotBlank())
        val legalButWrong = practice.reset().let { practice.drag(idx("e1"), idx("g1")) }
        assertFalse(legalButWrong.solved)
        assertFalse(legalButWrong.feedbackCorrect)
        assertTrue(legalButWrong.feedback.orEmpty().isNotBlank())
    }

    @Test
    fun `a refused move in a game links to an existing card`() {
        val settings = GameSettings(null, ColorChoice.WHITE, BoardTurning.FIXED, false, null, null, 0u, false, "ru")
        val game = GameSession(settings, 0uL)
        val refusal = assertNotNull(game.drag(idx("e1"), idx("g1"), 0uL).refusal)
        val card = assertNotNull(ruleCard(refusal.cardId, "ru"))
        assertEquals("castling", card.id)
        assertEquals("Рокировка", card.title)
    }

    @Test
    fun `an unknown card or task is a typed error`() {
        assertFailsWith<FfiException.NoSuchPractice> { RulePractice("no-such-card", 0u, "en") }
        assertFailsWith<FfiException.NoSuchPractice> { RulePractice("castling", 99u, "en") }
    }
}
