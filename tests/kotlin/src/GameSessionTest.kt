// Real games through the bindings, as the Android shell plays them: taps in, BoardViews out.
package ply.tests

import org.junit.jupiter.api.Test
import ply.core.BoardTurning
import ply.core.BoardView
import ply.core.ColorChoice
import ply.core.DrawKind
import ply.core.FfiException
import ply.core.GameSession
import ply.core.GameSettings
import ply.core.GameStatus
import ply.core.Level
import ply.core.PieceKind
import ply.core.Side
import ply.core.WinKind
import java.nio.file.Files
import kotlin.test.assertContains
import kotlin.test.assertEquals
import kotlin.test.assertFailsWith
import kotlin.test.assertFalse
import kotlin.test.assertNotNull
import kotlin.test.assertNull
import kotlin.test.assertTrue

/** The square index the bindings use: a1 = 0 ... h8 = 63. */
private fun sq(name: String): UByte = ((name[1] - '1') * 8 + (name[0] - 'a')).toUByte()

/** A pass-and-play game (or one against [level]) without a clock, in [language]; the tests' usual settings. */
internal fun settings(
    level: Level? = null,
    color: ColorChoice = ColorChoice.WHITE,
    undoLocked: Boolean = false,
    language: String = "en",
) =
    GameSettings(
        computerLevel = level,
        color = color,
        turning = BoardTurning.FIXED,
        chess960 = false,
        chess960Number = null,
        clockMinutes = null,
        clockIncrementSeconds = 0u,
        undoLocked = undoLocked,
        language = language,
    )

private fun GameSession.tapMove(from: String, to: String, now: ULong = 0uL): BoardView {
    tap(sq(from), now)
    return tap(sq(to), now)
}

/** Polls as the Android ViewModel does until the computer has moved. */
private fun GameSession.awaitComputer(): BoardView {
    var now = 0uL
    var view = view(now)
    repeat(400) {
        if (!view.computerThinking) return view
        Thread.sleep(25)
        now += 100uL
        view = tick(now)
    }
    error("the computer never answered")
}

class GameSessionTest {
    @Test
    fun `a pass-and-play game reaches checkmate`() {
        val game = GameSession(settings(), 0uL)
        game.tapMove("f2", "f3")
        game.tapMove("e7", "e5")
        game.tapMove("g2", "g4")
        val view = game.tapMove("d8", "h4")
        assertEquals(GameStatus.Won(Side.BLACK, WinKind.CHECKMATE), view.status)
        assertEquals("Checkmate. Black wins.", view.statusText)
        assertEquals("Qh4#", view.moves[1].black)
        assertTrue(view.squares[sq("e1").toInt()].checkedKing)
        assertEquals("Queen from d8 to h4, checkmate", view.spokenLastMove)
        assertContains(game.pgn(), "2. g4 Qh4# 0-1")
    }

    @Test
    fun `a selected piece shows its legal targets`() {
        val game = GameSession(settings(), 0uL)
        val view = game.tap(sq("g1"), 0uL)
        assertTrue(view.squares[sq("g1").toInt()].selected)
        assertTrue(view.squares[sq("f3").toInt()].legalTarget)
        assertTrue(view.squares[sq("h3").toInt()].legalTarget)
        assertFalse(view.squares[sq("e2").toInt()].legalTarget)
    }

    @Test
    fun `promotion waits for the players choice`() {
        val game = GameSession(settings(), 0uL)
        for (move in listOf("h4", "g5", "hxg5", "Nf6", "g6", "Ne4", "g7", "Nf6")) game.enterMove(move, 0uL)
        var view = game.drag(sq("g7"), sq("h8"), 0uL)
        val promotion = assertNotNull(view.pendingPromotion)
        assertEquals(listOf(PieceKind.QUEEN, PieceKind.ROOK, PieceKind.BISHOP, PieceKind.KNIGHT), promotion.choices)
        view = game.choosePromotion(PieceKind.KNIGHT, 0uL)
        assertEquals(PieceKind.KNIGHT, view.squares[sq("h8").toInt()].piece?.kind)
        assertEquals("gxh8=N", view.moves[4].white)
    }

    @Test
    fun `castling with pieces in the way is refused with its reason and rule card`() {
        val game = GameSession(settings(), 0uL)
        val view = game.drag(sq("e1"), sq("g1"), 0uL)
        val refusal = assertNotNull(view.refusal)
        assertEquals("castling", refusal.cardId)
        assertContains(refusal.text, "in the way")
        assertTrue(view.moves.isEmpty(), "nothing was played")
    }

    @Test
    fun `undo and redo take back and replay half-moves`() {
        val game = GameSession(settings(), 0uL)
        game.tapMove("e2", "e4")
        game.tapMove("e7", "e5")
        var view = game.undo(0uL)
        assertEquals(Side.BLACK, view.sideToMove)
        assertTrue(view.buttons.redo)
        view = game.redo(0uL)
        assertEquals("e5", view.moves[0].black)
        game.undo(0uL)
        game.undo(0uL)
        assertFailsWith<FfiException.CannotUndo> { game.undo(0uL) }
    }

    @Test
    fun `a threefold repetition draws the game`() {
        val game = GameSession(settings(), 0uL)
        repeat(2) {
            game.tapMove("g1", "f3")
            game.tapMove("g8", "f6")
            game.tapMove("f3", "g1")
            game.tapMove("f6", "g8")
        }
        assertEquals(GameStatus.Drawn(DrawKind.THREEFOLD_REPETITION), game.view(0uL).status)
    }

    @Test
    fun `the computer answers a move`() {
        val game = GameSession(settings(Level.EASY), 0uL)
        val thinking = game.tapMove("e2", "e4")
        assertTrue(thinking.computerThinking)
        val view = game.awaitComputer()
        assertNotNull(view.moves[0].black)
        assertEquals(Side.WHITE, view.sideToMove)
        assertEquals(Level.EASY, view.computerLevel)
    }

    @Test
    fun `undo while the computer thinks cancels its move`() {
        val game = GameSession(settings(Level.EXPERT), 0uL)
        game.tapMove("e2", "e4")
        val view = game.undo(0uL)
        assertFalse(view.computerThinking)
        Thread.sleep(100)
        val later = game.tick(100_000uL)
        assertTrue(later.moves.isEmpty())
        assertEquals(Side.WHITE, later.sideToMove)
    }

    @Test
    fun `a locked undo against the computer is refused`() {
        val game = GameSession(settings(Level.BEGINNER, undoLocked = true), 0uL)
        val view = game.tapMove("e2", "e4")
        assertFalse(view.buttons.undo)
        assertFailsWith<FfiException.CannotUndo> { game.undo(0uL) }
    }

    @Test
    fun `save then load gives back the same game`() {
        val dir = Files.createTempDirectory("ply-kotlin")
        val path = dir.resolve("game.ply").toString()
        val game = GameSession(settings(), 0uL)
        game.tapMove("e2", "e4")
        game.tapMove("c7", "c5")
        game.save(path, 0uL)
        val restored = GameSession.load(path, 0uL)
        assertEquals(game.view(0uL).moves, restored.view(0uL).moves)
        assertEquals(game.fen(), restored.fen())
    }

    @Test
    fun `a corrupt save is refused and the good one is kept`() {
        val dir = Files.createTempDirectory("ply-kotlin")
        val good = dir.resolve("good.ply")
        GameSession(settings(), 0uL).save(good.toString(), 0uL)
        val bytes = Files.readAllBytes(good)
        val bad = dir.resolve("bad.ply")
        Files.write(bad, bytes.copyOf(bytes.size - 4))
        assertFailsWith<FfiException.CorruptSave> { GameSession.load(bad.toString(), 0uL) }
        assertFalse(Files.exists(bad), "the unreadable save is moved out of the next save's way")
        assertTrue(Files.exists(dir.resolve("bad.ply.unreadable")), "and kept beside it")
        Files.write(bad, "not a save at all".toByteArray())
        assertFailsWith<FfiException.CorruptSave> { GameSession.load(bad.toString(), 0uL) }
        assertNull(GameSession.load(good.toString(), 0uL).view(0uL).refusal)
    }

    @Test
    fun `a square index past h8 is a typed error, not a crash`() {
        val game = GameSession(settings(), 0uL)
        val error = assertFailsWith<FfiException.InvalidSquare> { game.tap(64u, 0uL) }
        assertEquals(64u.toUByte(), error.index)
    }
}
