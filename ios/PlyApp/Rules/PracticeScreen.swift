import PlyFFI
import PlyKit
import SwiftUI

/// A practice task on a small board: the core says whether each attempt was right, and why not.
struct PracticeScreen: View {
    @StateObject private var store: PracticeStore
    @State private var cardShown: CardLink?
    @Environment(\.labels) private var labels

    init(cardId: String, taskIndex: UInt32) {
        let language = UserDefaults.standard.string(forKey: PreferenceKey.language) ?? ""
        _store = StateObject(wrappedValue: PracticeStore(
            cardId: cardId, taskIndex: taskIndex, languageTag: AppLanguage.tag(language)))
    }

    var body: some View {
        Group {
            switch store.state {
            case .practising(let view): practice(view)
            case .error(let message): Text(message).padding()
            }
        }
        .navigationTitle(labels.rules.practice)
        .navigationBarTitleDisplayMode(.inline)
        .sheet(item: $cardShown) { link in
            NavigationStack { RuleCardScreen(cardId: link.id).withRoutes() }
        }
    }

    private func practice(_ view: PracticeView) -> some View {
        VStack(alignment: .leading, spacing: 12) {
            Text(view.goal).font(.headline)
            if let step = view.stepText {
                Text(step).font(.subheadline)
            }
            ChessBoard(
                squares: view.squares, bottom: view.bottom,
                onTap: { store.tap($0) }, onDrag: { store.drag(from: $0, to: $1) }
            )
            .overlay {
                if let promotion = view.pendingPromotion {
                    PromotionPicker(
                        choices: promotion.choices, isWhite: view.sideToMove == .white,
                        onPick: { store.choosePromotion($0) }, onCancel: nil)
                }
            }
            if let feedback = view.feedback {
                HStack(alignment: .firstTextBaseline) {
                    Image(systemName: view.feedbackCorrect ? "checkmark.circle.fill" : "xmark.circle.fill")
                        .foregroundStyle(view.feedbackCorrect ? Color.green : Color.red)
                    Text(feedback)
                    Spacer()
                    if let cardId = view.feedbackCardId {
                        Button(labels.game.seeRule) { cardShown = CardLink(id: cardId) }
                    }
                }
            }
            Text(view.statusText).font(.footnote).foregroundStyle(.secondary)
            Button(view.solved ? labels.rules.tryAgain : labels.rules.startAgain) { store.reset() }
                .buttonStyle(.bordered)
            Spacer(minLength: 0)
        }
        .padding()
        .onChange(of: view.feedback) { text in
            if let text { MoveFeedback.announce(text) }
        }
    }
}
