import PlyFFI
import PlyKit
import SwiftUI

/// The review of a game: the progress while the core reviews, then the graph of White's chances,
/// the chosen move's board with the played and the better move as arrows, and the key moments,
/// the chosen one with its sentences. Leaving the screen cancels a review still running.
struct ReviewScreen: View {
    @StateObject private var store: ReviewStore
    @Environment(\.labels) private var labels

    /// The review `reviewer` makes; the store is made once, however often the screen is rebuilt.
    init(reviewer: @autoclosure @escaping () -> GameReviewer) {
        _store = StateObject(wrappedValue: ReviewStore(reviewer: reviewer()))
    }

    var body: some View {
        content
            .navigationTitle(title)
            .navigationBarTitleDisplayMode(.inline)
            .onAppear { store.start() }
            .onDisappear { store.cancel() }
    }

    private var title: String {
        store.state.review?.title ?? labels.review.title
    }

    @ViewBuilder private var content: some View {
        switch store.state {
        case .running(let progress):
            ReviewProgressView(progress: progress)
        case .done(let review, let chosen):
            ReviewDetails(review: review, chosen: chosen, onChoose: { store.choose($0) })
        case .cancelled:
            EmptyView()
        case .failed(let message):
            Text(message).padding()
        }
    }
}

/// How far the core has got, as a bar and in its words.
struct ReviewProgressView: View {
    let progress: ReviewProgress

    var body: some View {
        VStack(spacing: 12) {
            ProgressView(value: Double(progress.done), total: Double(max(progress.total, 1)))
            Text(progress.text).font(.body)
        }
        .padding(24)
        .frame(maxWidth: 400)
        .accessibilityElement(children: .combine)
    }
}

/// The finished review: the graph, the chosen move on the board with its legend, the key moments.
struct ReviewDetails: View {
    let review: ReviewView
    let chosen: Int?
    let onChoose: (Int) -> Void
    @Environment(\.labels) private var labels

    private var chosenMove: ReviewedMove? {
        guard let chosen, review.moves.indices.contains(chosen) else { return nil }
        return review.moves[chosen]
    }

    var body: some View {
        ScrollView {
            VStack(alignment: .leading, spacing: 12) {
                Text(labels.review.graph).font(.subheadline.weight(.medium))
                EvaluationGraph(review: review, chosen: chosen)
                    .frame(height: 96)
                if !review.summary.isEmpty {
                    Text(review.summary)
                }
                if let move = chosenMove {
                    MomentBoard(move: move)
                }
                if !review.keyMoments.isEmpty {
                    Text(labels.review.keyMoments).font(.headline)
                }
                ForEach(review.keyMoments.map { Int($0) }, id: \.self) { index in
                    KeyMomentRow(move: review.moves[index], chosen: index == chosen, onChoose: { onChoose(index) })
                }
            }
            .padding()
        }
    }
}

/// A reviewed move's board before it was played, from the mover's side, with the played move's
/// arrow, the better move's and their legend.
struct MomentBoard: View {
    let move: ReviewedMove
    @Environment(\.labels) private var labels

    private var arrows: [BoardArrow] {
        var arrows = [BoardArrow(arrow: move.played)]
        if let better = move.better { arrows.append(BoardArrow(arrow: better, color: BoardArrow.better)) }
        return arrows
    }

    var body: some View {
        VStack(spacing: 8) {
            ChessBoard(squares: move.squares, bottom: move.side, arrows: arrows)
                .frame(maxWidth: 320)
            HStack(spacing: 16) {
                LegendItem(text: labels.review.played, color: BoardArrow.plain)
                if move.better != nil {
                    LegendItem(text: labels.review.better, color: BoardArrow.better)
                }
            }
        }
        .frame(maxWidth: .infinity)
    }
}

/// One colour of the arrows' key.
struct LegendItem: View {
    let text: String
    let color: Color

    var body: some View {
        HStack(spacing: 6) {
            Capsule().fill(color).frame(width: 24, height: 8)
            Text(text).font(.subheadline)
        }
    }
}

/// A key moment: the move and its mark; chosen, its sentences too. Tapping it puts it on the board.
struct KeyMomentRow: View {
    let move: ReviewedMove
    let chosen: Bool
    let onChoose: () -> Void

    var body: some View {
        Button(action: onChoose) {
            VStack(alignment: .leading, spacing: 6) {
                HStack(spacing: 12) {
                    Text(move.label).font(.headline)
                    MarkBadge(mark: move.mark, text: move.markText)
                    Spacer(minLength: 0)
                }
                if chosen {
                    ForEach(move.sentences, id: \.self) { sentence in
                        Text(sentence).multilineTextAlignment(.leading)
                    }
                }
            }
            .padding(12)
            .frame(maxWidth: .infinity, alignment: .leading)
            .background(chosen ? Color.accentColor.opacity(0.15) : Color.secondary.opacity(0.08),
                        in: RoundedRectangle(cornerRadius: 12))
        }
        .buttonStyle(.plain)
        .accessibilityAddTraits(chosen ? [.isSelected] : [])
    }
}

/// A move's mark in words, on its colour.
struct MarkBadge: View {
    let mark: MoveMark
    let text: String

    var body: some View {
        Text(text)
            .font(.subheadline.weight(.semibold))
            .foregroundStyle(mark == .blunder ? Color.white : Color.black)
            .padding(.horizontal, 8)
            .padding(.vertical, 2)
            .background(MarkBadge.color(of: mark), in: RoundedRectangle(cornerRadius: 6))
    }

    /// The colour of a mark: the key moments' dots on the graph have it too.
    static func color(of mark: MoveMark) -> Color {
        switch mark {
        case .best, .good: return Color.green
        case .inaccuracy: return Color(red: 0.95, green: 0.79, blue: 0.3)
        case .mistake: return Color(red: 0.95, green: 0.6, blue: 0.29)
        case .blunder: return Color(red: 0.78, green: 0.16, blue: 0.16)
        }
    }
}

/// White's chance of winning after each move, as the core computes it: White's share from the
/// bottom, Black's above, the even line dashed, a dot at each key moment, a line at the chosen move.
struct EvaluationGraph: View {
    let review: ReviewView
    let chosen: Int?
    @Environment(\.labels) private var labels

    var body: some View {
        GeometryReader { proxy in
            let size = proxy.size
            let chances: [Float] = review.graph
            let step = chances.count > 1 ? size.width / CGFloat(chances.count - 1) : size.width
            let point = { (index: Int) -> CGPoint in
                let chance = CGFloat(min(max(chances[index], 0), 1))
                return CGPoint(x: CGFloat(index) * step, y: size.height * (1 - chance))
            }
            ZStack(alignment: .topLeading) {
                Rectangle().fill(Color(white: 0.24))
                if !chances.isEmpty {
                    Path { path in
                        path.move(to: CGPoint(x: 0, y: size.height))
                        for index in chances.indices { path.addLine(to: point(index)) }
                        if chances.count == 1 { path.addLine(to: CGPoint(x: size.width, y: point(0).y)) }
                        path.addLine(to: CGPoint(x: size.width, y: size.height))
                        path.closeSubpath()
                    }
                    .fill(Color(white: 0.93))
                    Path { path in
                        path.move(to: CGPoint(x: 0, y: size.height / 2))
                        path.addLine(to: CGPoint(x: size.width, y: size.height / 2))
                    }
                    .stroke(Color.gray, style: StrokeStyle(lineWidth: 1, dash: [6, 4]))
                    if let chosen {
                        let x = CGFloat(min(chosen + 1, chances.count - 1)) * step
                        Path { path in
                            path.move(to: CGPoint(x: x, y: 0))
                            path.addLine(to: CGPoint(x: x, y: size.height))
                        }
                        .stroke(Color.accentColor, lineWidth: 2)
                    }
                    Path { path in
                        path.move(to: point(0))
                        for index in chances.indices { path.addLine(to: point(index)) }
                    }
                    .stroke(Color.accentColor, lineWidth: 2)
                    ForEach(review.keyMoments.map { Int($0) }, id: \.self) { index in
                        Circle()
                            .fill(MarkBadge.color(of: review.moves[index].mark))
                            .overlay(Circle().stroke(Color.white, lineWidth: 1.5))
                            .frame(width: 9, height: 9)
                            .position(point(min(index + 1, chances.count - 1)))
                    }
                }
            }
        }
        .clipShape(RoundedRectangle(cornerRadius: 8))
        .accessibilityElement()
        .accessibilityLabel(labels.review.graph)
    }
}
