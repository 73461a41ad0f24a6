package app.ply

import androidx.compose.ui.test.ExperimentalTestApi
import androidx.compose.ui.test.hasText
import app.ply.game.GameActions
import app.ply.game.GameScreen
import app.ply.game.GameUiState
import app.ply.home.HomeScreen
import app.ply.review.ReviewScreen
import app.ply.review.ReviewUiState
import app.ply.rules.RuleCardScreen
import app.ply.rules.RulesListScreen
import app.ply.settings.AppSettings
import app.ply.settings.BoardColors
import app.ply.settings.SettingsScreen
import app.ply.ui.palette
import ply.core.BoardTurning
import ply.core.BoardView
import ply.core.GameReviewer
import ply.core.GameSession
import ply.core.GameSettings
import ply.core.GameStatus
import ply.core.Level
import ply.core.ReviewProgress
import ply.core.ReviewView
import ply.core.languages
import ply.core.ruleCard
import ply.core.ruleCards
import kotlin.concurrent.thread
import kotlin.test.Test
import kotlin.test.assertEquals
import kotlin.test.assertIs
import kotlin.test.assertNotNull
import kotlin.test.assertTrue
import kotlin.test.fail

/** Every state the issue lists, drawn light and dark; the goldens among them compared. */
@OptIn(ExperimentalTestApi::class)
class ScreenshotTest {
    private val mismatches = mutableListOf<String>()
    private val noActions = GameActions({}, {}, {}, {}, {}, {}, {}, {}, {}, {}, {}, {}, {}, {}, {})

    private fun themes(name: String, golden: Boolean = false, block: (String, Boolean, Boolean) -> String?) {
        for (dark in listOf(false, true)) {
            block("$name-${if (dark) "dark" else "light"}", dark, golden && !dark)?.let(mismatches::add)
        }
    }

    private fun game(name: String, view: BoardView, golden: Boolean = false, sizes: List<ScreenSize> = listOf(ScreenSize.PHONE)) {
        for (size in sizes) {
            val sized = if (size == ScreenSize.PHONE) name else "$name-${size.name.lowercase()}"
            themes(sized, golden && size == ScreenSize.PHONE) { file, dark, compare ->
                Screenshots.shoot(file, size, dark, golden = compare) {
                    GameScreen(GameUiState.Playing(view), BoardColors.WOOD.palette(), noActions)
                }
            }
        }
    }

    private fun assertNoMismatch() {
        if (mismatches.isNotEmpty()) fail(mismatches.joinToString("\n"))
    }

    @Test
    fun gameStatesAreDrawn() {
        session(PassAndPlay).use { game(name = "game-start", view = it.view(0u), golden = true, sizes = ScreenSize.entries) }
        session(PassAndPlay).use { game("game-selected", it.tap(square("g1").toUByte(), 0u), golden = true) }
        session(PassAndPlay).use { game("game-check", it.play("e4", "f5", "Qh5+"), golden = true) }
        session(PassAndPlay).use {
            val mate = it.play("f3", "e5", "g4", "Qh4#")
            assertIs<GameStatus.Won>(mate.status)
            game("game-checkmate", mate, golden = true)
        }
        session(PassAndPlay).use {
            it.play("a4", "b5", "axb5", "a6", "bxa6", "Bb7", "axb7", "Nc6")
            val picker = it.drag(square("b7").toUByte(), square("a8").toUByte(), 0u)
            assertNotNull(picker.pendingPromotion)
            game("game-promotion", picker, golden = true)
        }
        session(PassAndPlay).use {
            val refused = it.drag(square("e2").toUByte(), square("e5").toUByte(), 0u)
            assertNotNull(refused.refusal)
            game("game-refusal", refused, golden = true)
        }
        session(PassAndPlay).use {
            it.play("e4")
            val offered = it.offerDraw(0u)
            assertNotNull(offered.drawOfferText)
            game("game-draw-offer", offered)
        }
        session(PassAndPlay.copy(clockMinutes = 1u)).use {
            it.play("e4")
            val flagged = it.tick(70_000u)
            assertIs<GameStatus.Won>(flagged.status)
            game("game-flag", flagged)
        }
        for (turning in BoardTurning.entries) {
            session(PassAndPlay.copy(turning = turning, clockMinutes = 5u, clockIncrementSeconds = 3u)).use {
                val view = it.play("e4", "e5", "Nf3")
                val name = "game-${turning.name.lowercase().replace('_', '-')}"
                game(name, view, golden = turning == BoardTurning.FACE_TO_FACE, sizes = if (turning == BoardTurning.FACE_TO_FACE) ScreenSize.entries else listOf(ScreenSize.PHONE))
            }
        }
        session(versusComputer(Level.EXPERT)).use {
            it.tap(square("e2").toUByte(), 0u)
            val thinking = it.tap(square("e4").toUByte(), 0u)
            assertTrue(thinking.computerThinking, "the computer thinks after the person's move")
            game("game-computer-thinking", thinking)
        }
        assertNoMismatch()
    }

    @Test
    fun homeAndSettingsAreDrawn() {
        themes("home", golden = true) { name, dark, golden ->
            Screenshots.shoot(name, dark = dark, golden = golden) {
                HomeScreen(hasGame = true, lastChoices = versusComputer(Level.NORMAL), onContinue = {}, onStart = {}, onRules = {}, onSettings = {})
            }
        }
        themes("home-pass-and-play") { name, dark, _ ->
            Screenshots.shoot(name, dark = dark) {
                HomeScreen(hasGame = false, lastChoices = PassAndPlay.copy(clockMinutes = 5u, clockIncrementSeconds = 3u), onContinue = {}, onStart = {}, onRules = {}, onSettings = {})
            }
        }
        themes("settings", golden = true) { name, dark, golden ->
            Screenshots.shoot(name, dark = dark, golden = golden) {
                SettingsScreen(AppSettings(), languages(), "", onLanguage = {}, onChange = {}, onBack = {})
            }
        }
        assertNoMismatch()
    }

    @Test
    fun everyRuleCardIsDrawn() {
        val cards = ruleCards("en")
        assertEquals(22, cards.size)
        themes("rules-list", golden = true) { name, dark, golden ->
            Screenshots.shoot(name, dark = dark, golden = golden) {
                RulesListScreen(cards, onOpen = {}, onBack = {})
            }
        }
        for (card in cards) card(card.id, "en", golden = card.id == "castling")
        for (language in listOf("pl", "ru", "bg")) {
            for (id in listOf("castling", "en_passant", "draws")) card(id, language, golden = language == "pl" && id == "castling")
        }
        for (size in listOf(ScreenSize.NARROW, ScreenSize.TABLET)) {
            themes("card-promotion-en-${size.name.lowercase()}") { name, dark, _ ->
                Screenshots.shoot(name, size, dark) {
                    RuleCardScreen(ruleCard("promotion", "en"), "en", BoardColors.WOOD.palette(), onOpenCard = {}, onBack = {})
                }
            }
        }
        assertNoMismatch()
    }

    private fun card(id: String, language: String, golden: Boolean) {
        val card = assertNotNull(ruleCard(id, language))
        themes("card-$id-$language", golden) { name, dark, compare ->
            Screenshots.shoot(name, dark = dark, language = language, heightDp = 2400, golden = compare) {
                RuleCardScreen(card, language, BoardColors.GREEN.palette(), onOpenCard = {}, onBack = {})
            }
        }
    }

    @Test
    fun practiceSolvedAndFailedAreDrawn() {
        for ((name, move) in listOf("solved" to ("e1" to "e8"), "failed" to ("e1" to "e2"))) {
            themes("practice-$name", golden = name == "solved") { file, dark, golden ->
                Screenshots.shoot(file, dark = dark, heightDp = 1600, golden = golden, ready = {
                    waitForText(English.rules.tryIt)
                    tapMove(move.first, move.second, board = "practice-0") {
                        onAllNodes(hasText(English.rules.tryAgain) or hasText(English.rules.startAgain)).fetchSemanticsNodes().isNotEmpty() &&
                            onAllNodes(hasText(English.rules.tryIt)).fetchSemanticsNodes().isNotEmpty()
                    }
                }) {
                    RuleCardScreen(ruleCard("checkmate", "en"), "en", BoardColors.WOOD.palette(), onOpenCard = {}, onBack = {})
                }
            }
        }
        assertNoMismatch()
    }

    @Test
    fun aReviewIsDrawnInEnglishAndPolish() {
        for (language in listOf("en", "pl")) {
            val (halfway, review) = reviewWatched(REVIEWED_GAME, language)
            assertTrue(review.keyMoments.size >= 2, "the game has key moments to show")
            themes("review-progress-$language") { name, dark, _ ->
                Screenshots.shoot(name, dark = dark, language = language) {
                    ReviewScreen(ReviewUiState.Running(halfway), BoardColors.WOOD.palette(), onChoose = {}, onBack = {})
                }
            }
            val chosen = review.keyMoments[1].toInt()
            themes("review-$language") { name, dark, _ ->
                Screenshots.shoot(name, dark = dark, language = language, heightDp = 1000) {
                    ReviewScreen(ReviewUiState.Done(review, chosen), BoardColors.WOOD.palette(), onChoose = {}, onBack = {})
                }
            }
            themes("review-$language-phone") { name, dark, _ ->
                Screenshots.shoot(name, dark = dark, language = language) {
                    ReviewScreen(ReviewUiState.Done(review, chosen), BoardColors.WOOD.palette(), onChoose = {}, onBack = {})
                }
            }
        }
        val clean = GameReviewer.fromPgn("1. e4 e5", "en").use { it.run() }
        themes("review-no-mistakes-en") { name, dark, _ ->
            Screenshots.shoot(name, dark = dark) {
                ReviewScreen(ReviewUiState.Done(clean, clean.keyMoments.firstOrNull()?.toInt()), BoardColors.WOOD.palette(), onChoose = {}, onBack = {})
            }
        }
    }
}

/** A club game gone wrong (the Blackburne Shilling trap): the reviewed game of the screenshots. */
private const val REVIEWED_GAME = "1. e4 e5 2. Nf3 Nc6 3. Bc4 Nd4 4. Nxe5 Qg5 5. Nxf7 Qxg2 6. Rf1 Qxe4+ 7. Be2 Nf3# 0-1"

/** The review of [pgn] run on a thread, with the core's progress as it stood half-way through. */
private fun reviewWatched(pgn: String, language: String): Pair<ReviewProgress, ReviewView> = GameReviewer.fromPgn(pgn, language).use { reviewer ->
    val total = reviewer.progress().total
    var review: ReviewView? = null
    val running = thread { review = reviewer.run() }
    while (running.isAlive && reviewer.progress().done < total / 2u) Thread.sleep(1)
    val halfway = reviewer.progress()
    running.join()
    halfway to checkNotNull(review)
}

private fun session(settings: GameSettings) = GameSession(settings, 0u)

/** Plays these SAN moves at time 0; returns the view after the last. */
private fun GameSession.play(vararg moves: String): BoardView = moves.fold(view(0u)) { _, move -> enterMove(move, 0u) }
