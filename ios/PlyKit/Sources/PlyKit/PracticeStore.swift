import PlyFFI

/// What a practice board shows.
public enum PracticeState: Equatable {
    /// The task's board, goal and the answer to the last attempt, from the core.
    case practising(PracticeView)
    /// The task could not be started; the words say why.
    case error(String)
}

/// One rule card's practice task: holds the core's `RulePractice` and publishes its view. The core
/// judges every attempt; the store only forwards taps, drags and the promotion choice.
@MainActor
public final class PracticeStore: ObservableObject {
    /// The board now, or why there is none.
    @Published public private(set) var state: PracticeState
    /// An attempt the core refused outright (a tap after the task is solved), for a short message.
    @Published public var problem: String?

    private let practice: RulePractice?

    /// Task `taskIndex` of the card `cardId`, with texts in the language `languageTag`.
    public init(cardId: String, taskIndex: UInt32, languageTag: String) {
        do {
            let practice = try RulePractice(cardId: cardId, taskIndex: taskIndex, languageTag: languageTag)
            self.practice = practice
            state = .practising(practice.view())
        } catch {
            practice = nil
            state = .error(GameStore.describe(error))
        }
    }

    /// A tap on a square (0 = a1 ... 63 = h8).
    public func tap(_ index: UInt8) {
        perform { try $0.tap(squareIndex: index) }
    }

    /// A piece dragged from one square to another.
    public func drag(from: UInt8, to: UInt8) {
        perform { try $0.drag(from: from, to: to) }
    }

    /// What the waiting pawn becomes.
    public func choosePromotion(_ kind: PieceKind) {
        perform { try $0.choosePromotion(piece: kind) }
    }

    /// Starts the task again.
    public func reset() {
        perform { $0.reset() }
    }

    private func perform(_ call: (RulePractice) throws -> PracticeView) {
        guard let practice else { return }
        do {
            state = .practising(try call(practice))
        } catch {
            problem = GameStore.describe(error)
        }
    }
}
