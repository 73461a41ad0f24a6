// The post-game review through the bindings, as the review screens call it: off the UI thread,
// polled for progress, cancelled from another thread.
package ply.tests

import org.junit.jupiter.api.Test
import ply.core.FfiException
import ply.core.GameReviewer
import ply.core.GameSession
import ply.core.MoveMark
import ply.core.ReviewProgress
import ply.core.ReviewView
import ply.core.Side
import java.util.concurrent.CompletableFuture
import java.util.concurrent.ExecutionException
import java.util.concurrent.TimeUnit
import kotlin.test.assertContains
import kotlin.test.assertEquals
import kotlin.test.assertFailsWith
import kotlin.test.assertIs
import kotlin.test.assertNotNull
import kotlin.test.assertTrue

/** Fool's mate: White's second move lets Black mate at once. */
private const val FOOLS_MATE = "1. f3 e5 2. g4 Qh4# 0-1"

/** Fourteen quiet moves each of a Ruy Lopez: long enough to cancel in the middle. */
private const val RUY_LOPEZ = "1. e4 e5 2. Nf3 Nc6 3. Bb5 a6 4. Ba4 Nf6 5. O-O Be7 6. Re1 b5 7. Bb3 d6 8. c3 O-O " +
    "9. h3 Nb8 10. d4 Nbd7 11. Nbd2 Bb7 12. Bc2 Re8 13. Nf1 Bf8 14. Ng3 g6"

/** Fool's mate reviewed once in English (the core's debug build takes seconds), with the progress after the run. */
private val foolsMate: Pair<ReviewView, ReviewProgress> by lazy {
    GameReviewer.fromPgn(FOOLS_MATE, "en").use { reviewer ->
        assertEquals(0u to 4u, reviewer.progress().done to reviewer.progress().total)
        reviewer.run() to reviewer.progress()
    }
}

class GameReviewerTest {
    @Test
    fun `a blunder is a key moment with the core's sentences and arrows`() {
        val view = foolsMate.first
        assertEquals(4, view.moves.size)
        assertEquals(5, view.graph.size, "a point at the start and one after each move")
        assertTrue(view.graph.all { it in 0f..1f })
        val blunder = view.moves[2]
        assertEquals(MoveMark.BLUNDER, blunder.mark)
        assertEquals("2. g4??", blunder.label)
        assertEquals("Blunder", blunder.markText)
        assertEquals(Side.WHITE, blunder.side)
        assertContains(view.keyMoments, 2u)
        assertContains(blunder.sentences[0], "2. g4??")
        assertContains(blunder.sentences[0], "Qh4#", message = "the first sentence names the mate the blunder allows")
        assertEquals(64, blunder.squares.size)
        assertNotNull(blunder.squares[14].piece, "the board is the one before the move: a pawn on g2")
        assertEquals(14u.toUByte() to 30u.toUByte(), blunder.played.from to blunder.played.to)
        assertNotNull(blunder.better)
        assertEquals("", view.summary, "a game with key moments has no summary line")
    }

    @Test
    fun `progress reaches the number of moves`() {
        val progress = foolsMate.second
        assertEquals(4u to 4u, progress.done to progress.total)
        assertContains(progress.text, "4")
    }

    @Test
    fun `bad PGN throws InvalidPgn with its line and column`() {
        val error = assertFailsWith<FfiException.InvalidPgn> { GameReviewer.fromPgn("1. e4 e5\n2. Ke3", "en") }
        assertEquals(2u, error.line)
        assertEquals(4u, error.column)
        assertTrue(error.reason.isNotBlank())
    }

    @Test
    fun `an empty game gives an empty review with a summary`() {
        val view = GameReviewer.fromPgn("", "en").use { it.run() }
        assertTrue(view.moves.isEmpty())
        assertTrue(view.keyMoments.isEmpty())
        assertEquals(1, view.graph.size, "only the start")
        assertTrue(view.summary.isNotBlank())
    }

    @Test
    fun `cancel from another thread makes run throw ReviewCancelled`() {
        GameReviewer.fromPgn(RUY_LOPEZ, "en").use { reviewer ->
            val running = CompletableFuture.supplyAsync { reviewer.run() }
            val started = System.nanoTime()
            while (reviewer.progress().done == 0u && System.nanoTime() - started < 60_000_000_000L) Thread.sleep(1)
            Thread { reviewer.cancel() }.apply { start(); join() }
            val failure = assertFailsWith<ExecutionException> { running.get(60, TimeUnit.SECONDS) }
            assertIs<FfiException.ReviewCancelled>(failure.cause)
            assertTrue(reviewer.progress().done < reviewer.progress().total)
        }
    }

    @Test
    fun `a session's reviewer reviews the game played so far in the session's language`() {
        val polish = GameSession(settings(language = "pl"), 0uL).use { game ->
            for (move in listOf("f3", "e5", "g4", "Qh4#")) game.enterMove(move, 0uL)
            game.reviewer().use { it.run() }
        }
        val english = foolsMate.first
        assertEquals(english.keyMoments, polish.keyMoments)
        assertEquals(english.moves.map { it.label to it.mark }, polish.moves.map { it.label to it.mark })
        assertEquals(english.graph, polish.graph)
        assertTrue(polish.title != english.title, "the title is in Polish")
        assertTrue(polish.moves[2].sentences[0] != english.moves[2].sentences[0], "and so are the sentences")
    }
}
