import Foundation
import PlyFFI

/// What the game screen shows.
public enum GameState: Equatable {
    /// Before `restore()` or `newGame(_:)` has run.
    case loading
    /// Nothing saved and no game started: the home screen offers a new game only.
    case noGame
    /// A game: everything the screen draws, straight from the core.
    case playing(BoardView)
    /// The saved game could not be read; the words say why.
    case error(String)
}

/// The one game the app is playing: holds the core's `GameSession`, publishes its latest view and
/// turns the player's intents into calls. It decides nothing about chess; every view comes from
/// the core, and the store keeps no copy of the game's state beyond that view.
@MainActor
public final class GameStore: ObservableObject {
    /// The latest view, or why there is none.
    @Published public private(set) var state: GameState = .loading
    /// A call the core refused (rare: the view disables what cannot be done now), for a short message.
    @Published public var problem: String?

    private var session: GameSession?
    /// The settings of the game being played, when it was started in this run (for a rematch).
    private var settings: GameSettings?
    private var languageTag = "en"
    private var ticker: Task<Void, Never>?
    private var isPaused = false
    private let saveURL: URL
    private let now: () -> UInt64

    /// A store saving to `saveURL`, reading time from `now` (monotonic milliseconds).
    public init(saveURL: URL = GameStore.defaultSaveURL, now: @escaping () -> UInt64 = MonotonicClock.milliseconds) {
        self.saveURL = saveURL
        self.now = now
    }

    /// `Application Support/Ply/game.ply`.
    public nonisolated static var defaultSaveURL: URL {
        let support = FileManager.default.urls(for: .applicationSupportDirectory, in: .userDomainMask)[0]
        return support.appendingPathComponent("Ply", isDirectory: true).appendingPathComponent("game.ply")
    }

    /// The view being shown, if a game is.
    public var view: BoardView? {
        if case .playing(let view) = state { return view }
        return nil
    }

    /// The game as PGN, for the share sheet.
    public var pgn: String { session?.pgn() ?? "" }

    /// A reviewer of the game as it stands, in the game's language, for the review screen (nil without a game).
    public func reviewer() -> GameReviewer? {
        session?.reviewer()
    }

    // MARK: Starting and keeping games

    /// Starts a game with these settings, replacing the current one.
    public func newGame(_ settings: GameSettings) {
        stopTicking()
        self.settings = settings
        languageTag = settings.language
        isPaused = false
        let session = GameSession(settings: settings, nowMs: now())
        self.session = session
        show(session.view(nowMs: now()))
    }

    /// A new game like the last one, with the colours swapped against the computer.
    public func rematch() {
        guard let view else { return }
        var next = settings ?? GameSettings.like(view, language: languageTag)
        if next.computerLevel != nil {
            // Against the computer the person sits at the bottom; they take the other colour.
            next.color = view.bottom == .white ? .black : .white
        }
        newGame(next)
    }

    /// Saves the game (atomically, by the core); call it when the app leaves the foreground.
    public func save() {
        guard let session else { return }
        do {
            try FileManager.default.createDirectory(
                at: saveURL.deletingLastPathComponent(), withIntermediateDirectories: true)
            try session.save(path: saveURL.path, nowMs: now())
        } catch {
            problem = Self.describe(error)
        }
    }

    /// Continues the saved game, if there is one; call it once at launch.
    public func restore() {
        guard FileManager.default.fileExists(atPath: saveURL.path) else {
            state = .noGame
            return
        }
        do {
            stopTicking()
            let session = try GameSession.load(path: saveURL.path, nowMs: now())
            self.session = session
            settings = nil
            // A loaded game's clocks stand still until `resume()` (the game screen appears).
            isPaused = true
            show(session.setLanguage(tag: languageTag, nowMs: now()))
        } catch {
            session = nil
            state = .error(Self.describe(error))
        }
    }

    /// Stops the clocks and the computer: the app went to the background or the game screen closed.
    public func pause() {
        guard let session else { return }
        isPaused = true
        stopTicking()
        show(session.pause(nowMs: now()))
    }

    /// Starts them again when the game screen is shown with the app in front.
    public func resume() {
        guard let session, isPaused else { return }
        isPaused = false
        show(session.resume(nowMs: now()))
    }

    /// The language of the core's texts (`en`, `pl`, `ru`, `bg`; unknown tags mean English).
    public func setLanguage(_ tag: String) {
        languageTag = tag
        settings?.language = tag
        guard let session else { return }
        show(session.setLanguage(tag: tag, nowMs: now()))
    }

    // MARK: Intents on the board

    /// A tap on a square (0 = a1 ... 63 = h8).
    public func tap(_ index: UInt8) {
        perform { try $0.tap(squareIndex: index, nowMs: $1) }
    }

    /// A piece dragged from one square to another.
    public func drag(from: UInt8, to: UInt8) {
        perform { try $0.drag(from: from, to: to, nowMs: $1) }
    }

    /// What the waiting pawn becomes.
    public func choosePromotion(_ kind: PieceKind) {
        perform { try $0.choosePromotion(piece: kind, nowMs: $1) }
    }

    /// The pawn goes back; no promotion.
    public func cancelPromotion() {
        perform { $0.cancelPromotion(nowMs: $1) }
    }

    /// Takes back a move (two against the computer); stops the computer's thinking.
    public func undo() {
        perform { try $0.undo(nowMs: $1) }
    }

    /// Plays a taken-back move again.
    public func redo() {
        perform { try $0.redo(nowMs: $1) }
    }

    /// Offers a draw.
    public func offerDraw() {
        perform { try $0.offerDraw(nowMs: $1) }
    }

    /// Accepts the draw offered.
    public func acceptDraw() {
        perform { try $0.acceptDraw(nowMs: $1) }
    }

    /// Declines the draw offered.
    public func declineDraw() {
        perform { try $0.declineDraw(nowMs: $1) }
    }

    /// The player holding the phone resigns; the core knows whose side that is.
    public func resign() {
        perform { try $0.resignPlayer(nowMs: $1) }
    }

    /// Marks the starting square of a good move. The core searches briefly, so this runs off the
    /// main thread and shows the view it returns, unless another game has started meanwhile.
    public func hint() {
        guard let session else { return }
        let time = now()
        Task {
            let result = await Task.detached(priority: .userInitiated) {
                Result { try session.hint(nowMs: time) }
            }.value
            guard self.session === session else { return }
            switch result {
            case .success(let view): self.show(view)
            case .failure(let error): self.problem = Self.describe(error)
            }
        }
    }

    // MARK: Plumbing

    private func perform(_ call: (GameSession, UInt64) throws -> BoardView) {
        guard let session else { return }
        do {
            show(try call(session, now()))
        } catch {
            problem = Self.describe(error)
        }
    }

    private func show(_ view: BoardView) {
        state = .playing(view)
        let clockRuns = view.clocks.map { $0.running != nil && !$0.paused } ?? false
        if (view.computerThinking || clockRuns) && !isPaused {
            startTicking()
        } else {
            stopTicking()
        }
    }

    /// Calls `tick` about every 100 ms while the computer thinks or a clock runs; `show` stops it.
    private func startTicking() {
        guard ticker == nil else { return }
        ticker = Task { [weak self] in
            while !Task.isCancelled {
                try? await Task.sleep(nanoseconds: 100_000_000)
                guard !Task.isCancelled, let self, let session = self.session else { return }
                self.show(session.tick(nowMs: self.now()))
            }
        }
    }

    private func stopTicking() {
        ticker?.cancel()
        ticker = nil
    }

    /// The words of an error from the core: its reason where it has one.
    static func describe(_ error: Error) -> String {
        switch error as? FfiError {
        // UniFFI keeps the Rust names of error cases (UpperCamelCase) in Swift.
        case .SaveFailed(let reason), .CorruptSave(let reason), .UnreadableMove(let reason),
            .NoSuchPractice(let reason), .InvalidFen(let reason):
            return reason
        default:
            return String(describing: error)
        }
    }
}

extension GameStore {
    /// A store with a pass-and-play game after 1. e4, for SwiftUI previews.
    public static let preview: GameStore = {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("ply-preview.ply")
        let store = GameStore(saveURL: url)
        store.newGame(.passAndPlay(turning: .fixed, clockMinutes: nil, incrementSeconds: 0, language: "en"))
        store.tap(12)
        store.tap(28)
        return store
    }()
}

/// Monotonic time for the core's clocks, in milliseconds since the device started.
public enum MonotonicClock {
    /// Now.
    public static func milliseconds() -> UInt64 {
        UInt64(ProcessInfo.processInfo.systemUptime * 1000)
    }
}
