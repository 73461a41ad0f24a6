// The shell's plain-Kotlin mapping, checked against the real core through the generated bindings.
package app.ply.board

import org.junit.jupiter.api.Test
import ply.core.BoardTurning
import ply.core.ColorChoice
import ply.core.GameSession
import ply.core.GameSettings
import ply.core.GameStatus
import ply.core.Level
import ply.core.PieceKind
import ply.core.RulePractice
import ply.core.Side
import ply.core.WinKind
import ply.core.ruleCard
import kotlin.test.assertEquals
import kotlin.test.assertFalse
import kotlin.test.assertNotNull
import kotlin.test.assertNull
import kotlin.test.assertTrue

/** The square index of a name: a1 = 0 … h8 = 63. */
private fun sq(name: String): Int = (name[1] - '1') * 8 + (name[0] - 'a')

private fun settings(
    turning: BoardTurning = BoardTurning.FIXED,
    level: Level? = null,
    color: ColorChoice = ColorChoice.WHITE,
    clockMinutes: UInt? = null,
) = GameSettings(
    computerLevel = level,
    color = color,
    turning = turning,
    chess960 = false,
    chess960Number = null,
    clockMinutes = clockMinutes,
    clockIncrementSeconds = 0u,
    undoLocked = false,
    language = "en",
)

private const val SIZE = 800f
private const val CELL = SIZE / 8

/** The centre of the cell at this row and column, in pixels. */
private fun at(row: Int, column: Int) = Point((column + 0.5f) * CELL, (row + 0.5f) * CELL)

class BoardGeometryTest {
    @Test
    fun `a tap at the bottom left is a1 when White is at the bottom and h8 when Black is`() {
        val bottomLeft = Point(1f, SIZE - 1f)
        assertEquals(sq("a1"), BoardGeometry(Side.WHITE).indexAt(bottomLeft, SIZE))
        assertEquals(sq("h8"), BoardGeometry(Side.BLACK).indexAt(bottomLeft, SIZE))
    }

    @Test
    fun `a tap at the top right is h8 when White is at the bottom and a1 when Black is`() {
        val topRight = Point(SIZE - 1f, 1f)
        assertEquals(sq("h8"), BoardGeometry(Side.WHITE).indexAt(topRight, SIZE))
        assertEquals(sq("a1"), BoardGeometry(Side.BLACK).indexAt(topRight, SIZE))
    }

    @Test
    fun `a touch off the board is no square`() {
        val geometry = BoardGeometry(Side.WHITE)
        assertNull(geometry.indexAt(Point(-1f, 10f), SIZE))
        assertNull(geometry.indexAt(Point(10f, SIZE), SIZE))
        assertNull(geometry.indexAt(Point(10f, 10f), 0f))
    }

    @Test
    fun `every square's cell maps back to the square from either side`() {
        for (bottom in Side.entries) {
            val geometry = BoardGeometry(bottom)
            for (index in 0 until 64) {
                assertEquals(index, geometry.indexAt(geometry.cellOf(index)))
                assertEquals(index, geometry.indexAt(geometry.centreOf(index, SIZE), SIZE))
            }
        }
    }

    @Test
    fun `e4 is in the fifth column and fifth row from the top with White at the bottom`() {
        assertEquals(Cell(row = 4, column = 4), BoardGeometry(Side.WHITE).cellOf(sq("e4")))
        assertEquals(Cell(row = 3, column = 3), BoardGeometry(Side.BLACK).cellOf(sq("e4")))
    }
}

class SquareDrawingTest {
    @Test
    fun `the start position draws sixty-four squares in reading order with a dark a1`() {
        val view = GameSession(settings(), 0uL).view(0uL)
        val drawn = drawSquares(view.squares, view.bottom)
        assertEquals(64, drawn.size)
        assertEquals(sq("a8"), drawn.first().index)
        assertEquals(sq("h1"), drawn.last().index)
        assertEquals(Shade.DARK, drawn.single { it.index == sq("a1") }.shade)
        assertEquals(Shade.LIGHT, drawn.single { it.index == sq("h1") }.shade)
        assertEquals(PieceKind.KING, drawn.single { it.index == sq("e1") }.piece?.kind)
        assertTrue(drawn.all { it.marks.isEmpty() && !it.upsideDown })
    }

    @Test
    fun `the selected square and its legal targets draw their marks`() {
        val view = GameSession(settings(), 0uL).tap(sq("e2").toUByte(), 0uL)
        val drawn = drawSquares(view.squares, view.bottom).associateBy { it.index }
        assertEquals(setOf(Mark.SELECTED), drawn.getValue(sq("e2")).marks)
        assertEquals(setOf(Mark.DOT), drawn.getValue(sq("e3")).marks)
        assertEquals(setOf(Mark.DOT), drawn.getValue(sq("e4")).marks)
        assertEquals(3, drawn.values.count { it.marks.isNotEmpty() })
    }

    @Test
    fun `a capture target draws a ring, not a dot`() {
        val game = GameSession(settings(), 0uL)
        for (move in listOf("e4", "d5")) game.enterMove(move, 0uL)
        val view = game.tap(sq("e4").toUByte(), 0uL)
        val drawn = drawSquares(view.squares, view.bottom).associateBy { it.index }
        assertEquals(setOf(Mark.LAST_MOVE, Mark.RING), drawn.getValue(sq("d5")).marks)
        assertEquals(setOf(Mark.DOT), drawn.getValue(sq("e5")).marks)
    }

    @Test
    fun `the last move and a checked king draw their marks`() {
        val game = GameSession(settings(), 0uL)
        for (move in listOf("e4", "f5")) game.enterMove(move, 0uL)
        val view = game.enterMove("Qh5+", 0uL)
        val drawn = drawSquares(view.squares, view.bottom).associateBy { it.index }
        assertTrue(Mark.LAST_MOVE in drawn.getValue(sq("d1")).marks)
        assertTrue(Mark.LAST_MOVE in drawn.getValue(sq("h5")).marks)
        assertEquals(setOf(Mark.CHECK), drawn.getValue(sq("e8")).marks)
    }

    @Test
    fun `face to face turns the far side's pieces upside down`() {
        val view = GameSession(settings(turning = BoardTurning.FACE_TO_FACE), 0uL).view(0uL)
        assertTrue(view.topUpsideDown)
        val drawn = drawSquares(view.squares, view.bottom, view.topUpsideDown)
        assertTrue(drawn.filter { it.piece?.side == Side.BLACK }.all { it.upsideDown })
        assertTrue(drawn.filter { it.piece?.side == Side.WHITE }.none { it.upsideDown })
        assertEquals(32, drawn.count { it.piece != null })
    }

    @Test
    fun `playing Black against the computer puts Black at the bottom and the board turned`() {
        val game = GameSession(settings(level = Level.BEGINNER, color = ColorChoice.BLACK), 0uL)
        val view = game.view(0uL)
        assertEquals(Side.BLACK, view.bottom)
        val drawn = drawSquares(view.squares, view.bottom)
        assertEquals(sq("h1"), drawn.first().index)
        assertEquals(sq("a8"), drawn.last().index)
        game.pause(0uL)
    }

    @Test
    fun `each square speaks the label the core wrote for it`() {
        val view = GameSession(settings(), 0uL).view(0uL)
        val drawn = drawSquares(view.squares, view.bottom).associateBy { it.index }
        assertEquals(view.squares[sq("g1")].label, drawn.getValue(sq("g1")).label)
        assertTrue(drawn.getValue(sq("g1")).label.isNotBlank())
    }

    @Test
    fun `a rule card diagram draws its crosses and highlights`() {
        val card = assertNotNull(ruleCard("castling", "en"))
        val diagram = card.diagrams.first { it.crosses.isNotEmpty() || it.highlights.isNotEmpty() }
        val crosses = diagram.crosses.map { it.toInt() }
        val highlights = diagram.highlights.map { it.toInt() }
        val drawn = drawSquares(diagram.squares, Side.WHITE, crosses = crosses, highlights = highlights)
        assertEquals(crosses.toSet(), drawn.filter { Mark.CROSS in it.marks }.map { it.index }.toSet())
        assertEquals(highlights.toSet(), drawn.filter { Mark.HIGHLIGHT in it.marks }.map { it.index }.toSet())
    }
}

class BoardInputTest {
    @Test
    fun `a drag from e2 to e4 in screen coordinates becomes the right call`() {
        val game = GameSession(settings(), 0uL)
        val input = BoardGeometry(Side.WHITE).dragBetween(at(row = 6, column = 4), at(row = 4, column = 4), SIZE)
        assertEquals(BoardInput.Drag(sq("e2"), sq("e4")), input)
        val view = assertNotNull(input).sendTo(game, 0)
        assertEquals("e4", view.moves.single().white)
        assertEquals(Side.BLACK, view.sideToMove)
    }

    @Test
    fun `with Black at the bottom the same screen drag is d7 to d5`() {
        val input = BoardGeometry(Side.BLACK).dragBetween(at(row = 6, column = 4), at(row = 4, column = 4), SIZE)
        assertEquals(BoardInput.Drag(sq("d7"), sq("d5")), input)
    }

    @Test
    fun `two taps in screen coordinates play a knight move`() {
        val game = GameSession(settings(), 0uL)
        val geometry = BoardGeometry(Side.WHITE)
        val first = assertNotNull(geometry.tapAt(geometry.centreOf(sq("g1"), SIZE), SIZE))
        assertTrue(first.sendTo(game, 0).squares[sq("f3")].legalTarget)
        val view = assertNotNull(geometry.tapAt(geometry.centreOf(sq("f3"), SIZE), SIZE)).sendTo(game, 0)
        assertEquals("Nf3", view.moves.single().white)
    }

    @Test
    fun `a drag that ends where it started is a tap and one that leaves the board is nothing`() {
        val geometry = BoardGeometry(Side.WHITE)
        assertEquals(BoardInput.Tap(sq("e2")), geometry.dragBetween(at(6, 4), Point(at(6, 4).x + 10f, at(6, 4).y), SIZE))
        assertNull(geometry.dragBetween(at(6, 4), Point(SIZE + 5f, 10f), SIZE))
    }

    @Test
    fun `a refused drag leaves the board as it was and says why`() {
        val game = GameSession(settings(), 0uL)
        val view = BoardInput.Drag(sq("e1"), sq("g1")).sendTo(game, 0)
        assertEquals("castling", view.refusal?.cardId)
        assertTrue(view.moves.isEmpty())
    }

    @Test
    fun `a drag on a practice board reaches the practice`() {
        val practice = RulePractice("knight", 0u, "en")
        val knight = practice.view().squares.first { it.piece?.kind == PieceKind.KNIGHT }.index.toInt()
        val tapped = BoardInput.Tap(knight).sendTo(practice)
        assertTrue(tapped.squares[knight].selected)
    }
}

class PlayerStripTest {
    @Test
    fun `clocks read as minutes and seconds, and tenths in the last ten seconds`() {
        assertEquals("5:00", formatClock(300_000))
        assertEquals("0:10", formatClock(10_000))
        assertEquals("9.9", formatClock(9_950))
        assertEquals("0.0", formatClock(-5))
        assertEquals("1:30:05", formatClock(5_405_000))
    }

    @Test
    fun `the far player's strip is upside down face to face and each shows their own clock`() {
        val game = GameSession(settings(turning = BoardTurning.FACE_TO_FACE, clockMinutes = 5u), 0uL)
        game.enterMove("e4", 0uL)
        val strips = playerStrips(game.view(1_000uL))
        assertEquals(Side.BLACK, strips.top.side)
        assertTrue(strips.top.upsideDown)
        assertFalse(strips.bottom.upsideDown)
        assertTrue(strips.top.clockRunning)
        assertFalse(strips.bottom.clockRunning)
        assertEquals("5:00", strips.bottom.clockText)
    }

    @Test
    fun `the side ahead in material shows its lead beside what it took`() {
        val game = GameSession(settings(), 0uL)
        for (move in listOf("e4", "d5", "exd5")) game.enterMove(move, 0uL)
        val strips = playerStrips(game.view(0uL))
        assertEquals(listOf(PieceKind.PAWN), strips.bottom.captured)
        assertEquals("+1", strips.bottom.leadText)
        assertNull(strips.top.leadText)
        assertNull(strips.bottom.clockText)
    }

    @Test
    fun `a game without clocks needs no ticks and a running clock does`() {
        assertFalse(GameSession(settings(), 0uL).view(0uL).needsTicks())
        val timed = GameSession(settings(clockMinutes = 5u), 0uL)
        timed.enterMove("e4", 0uL)
        assertTrue(timed.view(0uL).needsTicks())
    }

    @Test
    fun `the resign button resigns for the person against the computer and for the side to move in pass-and-play`() {
        val game = GameSession(settings(), 0uL)
        game.enterMove("e4", 0uL)
        assertEquals(GameStatus.Won(Side.WHITE, WinKind.RESIGNATION), game.resignPlayer(0uL).status)
        val versus = GameSession(settings(level = Level.BEGINNER, color = ColorChoice.BLACK), 0uL)
        assertEquals(GameStatus.Won(Side.WHITE, WinKind.RESIGNATION), versus.resignPlayer(0uL).status)
    }

    @Test
    fun `a rematch against the computer gives the person the other colour`() {
        val first = settings(level = Level.EASY, color = ColorChoice.RANDOM)
        val game = GameSession(first, 0uL)
        val view = game.pause(0uL)
        val expected = if (view.bottom == Side.WHITE) ColorChoice.BLACK else ColorChoice.WHITE
        assertEquals(expected, first.rematch(view).color)
        val passAndPlay = settings()
        assertEquals(passAndPlay, passAndPlay.rematch(GameSession(passAndPlay, 0uL).view(0uL)))
    }
}
