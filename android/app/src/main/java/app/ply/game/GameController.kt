package app.ply.game

import app.ply.board.BoardInput
import app.ply.board.needsTicks
import app.ply.board.rematch
import app.ply.board.sendTo
import app.ply.review.ReviewController
import app.ply.settings.SettingsStore
import kotlinx.coroutines.CoroutineScope
import kotlinx.coroutines.Dispatchers
import kotlinx.coroutines.Job
import kotlinx.coroutines.delay
import kotlinx.coroutines.flow.MutableStateFlow
import kotlinx.coroutines.flow.StateFlow
import kotlinx.coroutines.flow.asStateFlow
import kotlinx.coroutines.launch
import ply.core.BoardView
import ply.core.FfiException
import ply.core.GameReviewer
import ply.core.GameSession
import ply.core.GameSettings
import ply.core.PieceKind
import java.io.File

/** What the game screen shows. */
sealed interface GameUiState {
    /** The saved game is being read. */
    data object Loading : GameUiState

    /** No game yet: nothing was saved. */
    data object NoGame : GameUiState

    /** A game, as the core's view of it. */
    data class Playing(val view: BoardView) : GameUiState

    /** The saved game could not be read (the core's words). */
    data class Error(val message: String) : GameUiState
}

/**
 * Holds the one [GameSession] and publishes its view. Every call goes to the core on one background
 * lane of [scope], in order; while the computer thinks or a clock runs it calls `tick` every 100 ms.
 * The platform gives it where the game is saved ([saveFile]), the preferences, its monotonic clock
 * in milliseconds ([now]) and where to report what the core refused ([log]).
 */
class GameController(
    private val scope: CoroutineScope,
    private val saveFile: File,
    private val store: SettingsStore,
    private val now: () -> Long,
    private val log: (String) -> Unit = {},
) {
    private val lane = Dispatchers.Default.limitedParallelism(1)
    @Volatile private var session: GameSession? = null
    private var ticking: Job? = null
    private var review: ReviewController? = null
    private var language = "en"

    private val _state = MutableStateFlow<GameUiState>(GameUiState.Loading)

    /** The screen's state. */
    val state: StateFlow<GameUiState> = _state.asStateFlow()

    init {
        onLane { restore() }
    }

    /** Starts a new game with these choices (the language and coach lock come from the app). */
    fun startGame(settings: GameSettings) {
        _state.value = GameUiState.Loading
        onLane { begin(settings) }
    }

    private fun begin(settings: GameSettings) {
        store.lastGame = settings
        val next = GameSession(settings.copy(language = language, undoLocked = store.settings.value.coachLock), clock())
        session?.close()
        session = next
        publish(next.view(clock()))
    }

    /** The same choices again, colours swapped against the computer. */
    fun rematch() {
        val view = (state.value as? GameUiState.Playing)?.view ?: return
        startGame(store.lastGame.rematch(view))
    }

    /** A tap or drag on the board. */
    fun onBoardInput(input: BoardInput) = act { input.sendTo(it, now()) }

    /** The promoting pawn becomes [kind]. */
    fun choosePromotion(kind: PieceKind) = act { it.choosePromotion(kind, clock()) }

    /** The promoting pawn goes back. */
    fun cancelPromotion() = act { it.cancelPromotion(clock()) }

    /** Takes back a move. */
    fun undo() = act { it.undo(clock()) }

    /** Plays a taken-back move again. */
    fun redo() = act { it.redo(clock()) }

    /** Marks a good move's square (a short search, off the UI thread). */
    fun hint() = act { it.hint(clock()) }

    /** Offers a draw. */
    fun offerDraw() = act { it.offerDraw(clock()) }

    /** Accepts the draw offered. */
    fun acceptDraw() = act { it.acceptDraw(clock()) }

    /** Declines the draw offered. */
    fun declineDraw() = act { it.declineDraw(clock()) }

    /** The player whose button it is resigns. */
    fun resign() = act { it.resignPlayer(clock()) }

    /** The texts follow the app's language (a tag such as `pl`). */
    fun setLanguage(tag: String) {
        onLane {
            language = tag
            session?.let { publish(it.setLanguage(tag, clock())) }
        }
    }

    /** The game as PGN, for sharing. */
    fun pgn(): String? = session?.pgn()

    /**
     * The review of the game as it stands, in the game's language (null without a game): the one
     * already open if there is one, so a screen recreated by a rotation finds it where it was.
     */
    fun openReview(): ReviewController? {
        review?.let { return it }
        val reviewer: GameReviewer = session?.reviewer() ?: return null
        return ReviewController(reviewer, scope).also { review = it }
    }

    /** Cancels and lets go of the open review, if any: its screen was left. */
    fun closeReview() {
        review?.close()
        review = null
    }

    /** The app went to the background: pause the clocks and the computer, and save (done when the job is). */
    fun onBackground(): Job = onLane {
        val game = session ?: return@onLane
        publish(game.pause(clock()))
        try {
            game.save(saveFile.path, clock())
        } catch (e: FfiException) {
            log("could not save the game: ${e.message}")
        }
    }

    /** The app is back: clocks and the computer go on. */
    fun onForeground() = act { it.resume(clock()) }

    /** Lets the session go, at once: the owner is going away (its scope may be cancelled already). */
    fun close() {
        closeReview()
        ticking?.cancel()
        session?.close()
        session = null
    }

    private fun restore() {
        if (!saveFile.exists()) {
            _state.value = GameUiState.NoGame
            return
        }
        try {
            val game = GameSession.load(saveFile.path, clock())
            session = game
            publish(game.resume(clock()))
        } catch (e: FfiException) {
            _state.value = GameUiState.Error(e.message.orEmpty())
        }
    }

    private fun onLane(block: () -> Unit): Job = scope.launch(lane) { block() }

    /** Calls the session on the lane and shows the view it returns; a refused call changes nothing. */
    private fun act(call: (GameSession) -> BoardView) {
        onLane {
            val game = session ?: return@onLane
            try {
                publish(call(game))
            } catch (e: FfiException) {
                log("the core refused: ${e.message}")
            }
        }
    }

    private fun publish(view: BoardView) {
        _state.value = GameUiState.Playing(view)
        if (view.needsTicks() && ticking?.isActive != true) {
            ticking = scope.launch(lane) {
                while (true) {
                    delay(TICK_MS)
                    val game = session ?: break
                    val next = game.tick(clock())
                    _state.value = GameUiState.Playing(next)
                    if (!next.needsTicks()) break
                }
            }
        }
    }

    private fun clock(): ULong = now().toULong()

    private companion object {
        const val TICK_MS = 100L
    }
}
