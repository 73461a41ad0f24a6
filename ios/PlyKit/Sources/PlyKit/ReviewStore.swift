import Foundation
import PlyFFI

/// What the review screen shows.
public enum ReviewState: Equatable {
    /// The core is reviewing: how far it has got, in its words.
    case running(ReviewProgress)
    /// The finished review, and the index in its moves of the moment chosen (nil: none to choose).
    case done(ReviewView, chosen: Int?)
    /// The review was stopped before it finished (the screen was left).
    case cancelled
    /// The core could not review the game; the words say why.
    case failed(String)

    /// The finished review, if it is finished.
    public var review: ReviewView? {
        if case .done(let review, _) = self { return review }
        return nil
    }
}

/// Runs one `GameReviewer` and publishes how far it has got, then its `ReviewView`. The review is
/// seconds of search: `start()` runs it on a background queue and polls its progress every 100 ms;
/// `cancel()` (the screen went away) stops it within a move. It decides nothing about chess.
@MainActor
public final class ReviewStore: ObservableObject {
    /// The progress, the finished review, or why there is none.
    @Published public private(set) var state: ReviewState

    private let reviewer: GameReviewer
    private var started = false
    private var poller: Task<Void, Never>?

    /// A store of the review `reviewer` will make; nothing runs until `start()`.
    public init(reviewer: GameReviewer) {
        self.reviewer = reviewer
        state = .running(reviewer.progress())
    }

    /// A store of the review of the first game of `pgn`, with texts in `languageTag`.
    public convenience init(pgn: String, languageTag: String) throws {
        self.init(reviewer: try GameReviewer.fromPgn(pgn: pgn, languageTag: languageTag))
    }

    /// Starts the review off the main thread, once; the state follows its progress, then its end.
    public func start() {
        guard !started else { return }
        started = true
        let reviewer = self.reviewer
        DispatchQueue.global(qos: .userInitiated).async {
            let result = Result { try reviewer.run() }
            Task { @MainActor [weak self] in self?.finish(result) }
        }
        poller = Task { [weak self] in
            while !Task.isCancelled {
                try? await Task.sleep(nanoseconds: 100_000_000)
                guard !Task.isCancelled, let self, case .running = self.state else { return }
                self.state = .running(self.reviewer.progress())
            }
        }
    }

    /// Shows the move at `index` in the review's moves on the board.
    public func choose(_ index: Int) {
        guard let review = state.review, review.moves.indices.contains(index) else { return }
        state = .done(review, chosen: index)
    }

    /// Stops the review if it is still running; the state becomes `cancelled` when it has stopped.
    public func cancel() {
        reviewer.cancel()
        poller?.cancel()
        poller = nil
    }

    private func finish(_ result: Result<ReviewView, Error>) {
        poller?.cancel()
        poller = nil
        do {
            let review: ReviewView = try result.get()
            state = .done(review, chosen: review.keyMoments.first.map { Int($0) })
        } catch FfiError.ReviewCancelled {
            state = .cancelled
        } catch {
            state = .failed(GameStore.describe(error))
        }
    }
}
