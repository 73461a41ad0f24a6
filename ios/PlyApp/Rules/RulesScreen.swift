import PlyFFI
import SwiftUI

/// Every rule card, in reading order, in the app's language.
struct RulesScreen: View {
    @Environment(\.labels) private var labels
    @AppStorage(PreferenceKey.language) private var language = ""

    var body: some View {
        List(ruleCards(languageTag: AppLanguage.tag(language)), id: \.id) { card in
            NavigationLink(card.title, value: Route.card(id: card.id))
        }
        .navigationTitle(labels.rules.title)
    }
}

/// One card: its paragraphs, its diagrams drawn by the game's board, and its practice tasks.
struct RuleCardScreen: View {
    let cardId: String
    @Environment(\.labels) private var labels
    @AppStorage(PreferenceKey.language) private var language = ""

    var body: some View {
        if let card = ruleCard(id: cardId, languageTag: AppLanguage.tag(language)) {
            ScrollView {
                VStack(alignment: .leading, spacing: 16) {
                    ForEach(Array(card.paragraphs.enumerated()), id: \.offset) { _, paragraph in
                        Text(paragraph)
                    }
                    ForEach(Array(card.diagrams.enumerated()), id: \.offset) { _, diagram in
                        DiagramView(diagram: diagram)
                    }
                    ForEach(Array(card.tasks.enumerated()), id: \.offset) { index, task in
                        NavigationLink(value: Route.practice(cardId: card.id, taskIndex: UInt32(index))) {
                            Label(task.goal, systemImage: "checkerboard.rectangle")
                        }
                        .buttonStyle(.bordered)
                    }
                }
                .padding()
            }
            .navigationTitle(card.title)
        } else {
            Text(labels.rules.noSuchCard)
        }
    }
}

/// A card's diagram: the board, small, with its crosses, highlights and arrows, and its caption.
struct DiagramView: View {
    let diagram: Diagram

    var body: some View {
        VStack(spacing: 6) {
            ChessBoard(
                // UniFFI hands a `Vec<u8>` over as `Data`: the square indices, byte by byte.
                squares: diagram.squares, bottom: .white, crosses: Array(diagram.crosses),
                highlights: Array(diagram.highlights), arrows: diagram.arrows.map { BoardArrow(arrow: $0) })
                .frame(maxWidth: 280)
            Text(diagram.caption).font(.footnote).foregroundStyle(.secondary)
        }
        .frame(maxWidth: .infinity)
    }
}
