// The generated Kotlin bindings, called as the Android shell calls them, on the JVM.
package ply.tests

import org.junit.jupiter.api.Test
import ply.core.FfiException
import ply.core.coreVersion
import ply.core.initLogging
import ply.core.legalMoves
import ply.core.perft
import kotlin.test.assertContains
import kotlin.test.assertEquals
import kotlin.test.assertFailsWith
import kotlin.test.assertTrue

private const val START = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1"

/** A board with seven ranks: a FEN the core must refuse. */
private const val SEVEN_RANKS = "rnbqkbnr/pppppppp/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1"

class PlyBindingsTest {
    @Test
    fun `the core version is not empty`() {
        assertTrue(coreVersion().isNotBlank())
    }

    @Test
    fun `perft of the start position to depth 3 counts 8902 positions`() {
        assertEquals(8902uL, perft(START, 3u))
    }

    @Test
    fun `the start position has 20 legal moves including e2e4`() {
        val moves = legalMoves(START)
        assertEquals(20, moves.size)
        assertContains(moves, "e2e4")
    }

    @Test
    fun `an invalid FEN throws InvalidFen with a message naming the problem`() {
        val error = assertFailsWith<FfiException.InvalidFen> { legalMoves(SEVEN_RANKS) }
        assertContains(error.reason, "7 ranks")
        assertContains(error.message.orEmpty(), "7 ranks")
    }

    @Test
    fun `perft of text that is not a FEN throws InvalidFen`() {
        assertFailsWith<FfiException.InvalidFen> { perft("not a fen", 1u) }
    }

    @Test
    fun `initialising logging twice is harmless`() {
        initLogging()
        initLogging()
        assertEquals(20, legalMoves(START).size)
    }
}
