import PlyFFI
import PlyKit
import SwiftUI

/// The game: the far player's bar, the board, the near player's bar, what the core has to say,
/// the move list and the buttons. Everything shown comes from the store's `BoardView`.
struct GameScreen: View {
    @EnvironmentObject private var store: GameStore
    @Environment(\.dismiss) private var dismiss
    @Environment(\.scenePhase) private var scenePhase
    @Environment(\.labels) private var labels
    @AppStorage(PreferenceKey.sound) private var sound = true
    @AppStorage(PreferenceKey.haptics) private var haptics = true
    @State private var confirmingResign = false
    @State private var confirmingDraw = false
    @State private var showingResult = false
    @State private var reviewing = false
    /// The review of this game was opened: back from it, the result is not shown again.
    @State private var reviewed = false
    /// The result sheet's Review was tapped: the review opens once the sheet has gone.
    @State private var reviewAfterSheet = false
    @State private var cardShown: CardLink?

    var body: some View {
        Group {
            if let view = store.view {
                game(view)
            } else {
                ProgressView()
            }
        }
        .navigationTitle(labels.game.title)
        .navigationBarTitleDisplayMode(.inline)
        // The clocks and the computer run only while this screen is shown with the app in front.
        .onAppear { store.resume() }
        .onDisappear { store.pause() }
        .onChange(of: scenePhase) { phase in
            if phase == .active { store.resume() }
        }
        .alert("Ply", isPresented: problemShown, presenting: store.problem) { _ in
            Button(labels.common.ok) { store.problem = nil }
        } message: { Text($0) }
    }

    private func game(_ view: BoardView) -> some View {
        let top: Side = view.bottom == .white ? .black : .white
        return VStack(spacing: 8) {
            PlayerBar(side: top, view: view)
                .rotationEffect(view.topUpsideDown ? .degrees(180) : .zero)
            ChessBoard(
                squares: view.squares, bottom: view.bottom, topUpsideDown: view.topUpsideDown,
                onTap: { store.tap($0) }, onDrag: { store.drag(from: $0, to: $1) }
            )
            .overlay {
                if let promotion = view.pendingPromotion {
                    PromotionPicker(
                        choices: promotion.choices, isWhite: view.sideToMove == .white,
                        onPick: { store.choosePromotion($0) }, onCancel: { store.cancelPromotion() })
                }
            }
            PlayerBar(side: view.bottom, view: view)
            GameMessages(view: view, onWhy: { cardShown = CardLink(id: $0) })
            MoveList(rows: view.moves)
            if view.status != .playing {
                Button(labels.game.review) { openReview() }
                    .buttonStyle(.borderedProminent)
            }
            Spacer(minLength: 0)
        }
        .padding(.horizontal)
        .toolbar {
            ToolbarItemGroup(placement: .bottomBar) {
                GameButtons(
                    buttons: view.buttons,
                    onOfferDraw: { confirmingDraw = true }, onResign: { confirmingResign = true })
            }
        }
        .confirmationDialog(labels.game.resignQuestion, isPresented: $confirmingResign, titleVisibility: .visible) {
            Button(labels.game.resign, role: .destructive) { store.resign() }
            Button(labels.game.keepPlaying, role: .cancel) {}
        }
        .confirmationDialog(labels.game.offerDrawQuestion, isPresented: $confirmingDraw, titleVisibility: .visible) {
            Button(labels.game.offerDraw) { store.offerDraw() }
            Button(labels.common.cancel, role: .cancel) {}
        }
        .sheet(item: $cardShown) { link in
            NavigationStack {
                RuleCardScreen(cardId: link.id).withRoutes()
            }
        }
        .sheet(isPresented: $showingResult, onDismiss: {
            if reviewAfterSheet {
                reviewAfterSheet = false
                openReview()
            }
        }) {
            GameOverSheet(statusText: view.statusText, pgn: store.pgn, onReview: {
                reviewAfterSheet = true
                showingResult = false
            }, onRematch: {
                showingResult = false
                store.rematch()
            }, onHome: {
                showingResult = false
                dismiss()
            })
        }
        .navigationDestination(isPresented: $reviewing) {
            if let reviewer = store.reviewer() {
                ReviewScreen(reviewer: reviewer)
            }
        }
        .onAppear { showingResult = view.status != .playing && !reviewed }
        .onChange(of: view.status) { status in
            reviewed = false
            showingResult = status != .playing
        }
        .onChange(of: view.moves) { _ in
            MoveFeedback.moved(sound: sound, haptics: haptics)
            if let spoken = store.view?.spokenLastMove { MoveFeedback.announce(spoken) }
        }
    }

    private func openReview() {
        reviewed = true
        reviewing = true
    }

    private var problemShown: Binding<Bool> {
        Binding(get: { store.problem != nil }, set: { if !$0 { store.problem = nil } })
    }
}

/// A rule card to show in a sheet.
struct CardLink: Identifiable {
    let id: String
}

/// One player's side of the table: their colour, what they took, their lead and their clock.
struct PlayerBar: View {
    let side: Side
    let view: BoardView
    @Environment(\.labels) private var labels

    private var captured: [PieceKind] { side == .white ? view.capturedByWhite : view.capturedByBlack }
    /// The material lead of this side, if it leads.
    private var lead: Int32 {
        let difference = side == .white ? view.materialDifference : -view.materialDifference
        return max(difference, 0)
    }

    var body: some View {
        HStack(spacing: 8) {
            Circle()
                .fill(side == .white ? Color.white : Color.black)
                .overlay(Circle().stroke(Color.secondary))
                .frame(width: 14, height: 14)
                .accessibilityLabel(side == .white ? labels.common.white : labels.common.black)
            HStack(spacing: 0) {
                // The taken pieces are the other side's: outline figures for White's, solid for Black's.
                ForEach(Array(captured.enumerated()), id: \.offset) { _, kind in
                    let glyph = PieceGlyph(kind: kind, isWhite: side != .white)
                    Text(glyph.isWhite ? glyph.outline : glyph.solid)
                }
            }
            .font(.body)
            .accessibilityHidden(true)
            if lead > 0 {
                Text("+\(lead)").font(.footnote).foregroundStyle(.secondary)
            }
            Spacer()
            if let clocks = view.clocks {
                ClockLabel(milliseconds: side == .white ? clocks.whiteMs : clocks.blackMs,
                           running: clocks.running == side)
            }
        }
        .accessibilityElement(children: .combine)
    }
}

/// A clock, emphasised while it runs.
struct ClockLabel: View {
    let milliseconds: UInt64
    let running: Bool

    var body: some View {
        Text(ClockText.format(milliseconds: milliseconds))
            .font(.title3.monospacedDigit().weight(running ? .bold : .regular))
            .padding(.horizontal, 10)
            .padding(.vertical, 4)
            .background(running ? Color.accentColor.opacity(0.2) : Color.clear, in: Capsule())
    }
}

/// What the core says under the board: the status, the computer thinking, a refused move with
/// its rule card, a draw offer to answer, and the fifty-move and repetition counts.
struct GameMessages: View {
    @EnvironmentObject private var store: GameStore
    @Environment(\.labels) private var labels
    let view: BoardView
    let onWhy: (String) -> Void

    var body: some View {
        VStack(alignment: .leading, spacing: 6) {
            HStack {
                Text(view.statusText).font(.headline)
                if view.computerThinking {
                    Spacer()
                    ProgressView()
                    Text(labels.game.thinking).font(.subheadline).foregroundStyle(.secondary)
                }
            }
            if let refusal = view.refusal {
                HStack(alignment: .firstTextBaseline) {
                    Text(refusal.text).font(.subheadline)
                    Spacer()
                    Button(labels.game.seeRule) { onWhy(refusal.cardId) }
                }
                .padding(8)
                .background(Color.orange.opacity(0.15), in: RoundedRectangle(cornerRadius: 8))
            }
            if let offer = view.drawOfferText {
                HStack {
                    Text(offer).font(.subheadline)
                    Spacer()
                    if view.buttons.answerDraw {
                        Button(labels.game.acceptDraw) { store.acceptDraw() }
                        Button(labels.game.declineDraw) { store.declineDraw() }
                    }
                }
            }
            ForEach([view.fiftyMoveText, view.repetitionText].compactMap { $0 }, id: \.self) { line in
                Text(line).font(.footnote).foregroundStyle(.secondary)
            }
        }
        .frame(maxWidth: .infinity, alignment: .leading)
    }
}

/// The moves in SAN, one row per move number, kept scrolled to the latest.
struct MoveList: View {
    let rows: [MoveRow]

    var body: some View {
        ScrollViewReader { reader in
            ScrollView(.horizontal, showsIndicators: false) {
                HStack(spacing: 12) {
                    ForEach(rows, id: \.number) { row in
                        Text(verbatim: "\(row.number). \(row.white ?? "…") \(row.black ?? "")")
                            .font(.callout.monospaced())
                            .id(row.number)
                    }
                }
            }
            .onChange(of: rows.count) { _ in
                if let last = rows.last { reader.scrollTo(last.number, anchor: .trailing) }
            }
        }
    }
}

/// Undo, redo, hint, draw and resign, each enabled as the view says. Undo, redo and hint go
/// straight to the store; a draw offer and resigning are confirmed first, by the screen.
struct GameButtons: View {
    @EnvironmentObject private var store: GameStore
    @Environment(\.labels) private var labels
    let buttons: Buttons
    let onOfferDraw: () -> Void
    let onResign: () -> Void

    var body: some View {
        Button { store.undo() } label: { Label(labels.game.undo, systemImage: "arrow.uturn.backward") }
            .disabled(!buttons.undo)
        Spacer()
        Button { store.redo() } label: { Label(labels.game.redo, systemImage: "arrow.uturn.forward") }
            .disabled(!buttons.redo)
        Spacer()
        Button { store.hint() } label: { Label(labels.game.hint, systemImage: "lightbulb") }
            .disabled(!buttons.hint)
        Spacer()
        Button(action: onOfferDraw) { Label(labels.game.offerDraw, systemImage: "equal.circle") }
            .disabled(!buttons.offerDraw)
        Spacer()
        Button(role: .destructive, action: onResign) { Label(labels.game.resign, systemImage: "flag") }
            .disabled(!buttons.resign)
    }
}

/// The end of the game: why, its review, a rematch, the PGN through the share sheet, or home.
struct GameOverSheet: View {
    let statusText: String
    let pgn: String
    let onReview: () -> Void
    let onRematch: () -> Void
    let onHome: () -> Void
    @Environment(\.dismiss) private var dismiss
    @Environment(\.labels) private var labels

    var body: some View {
        VStack(spacing: 16) {
            Text(labels.game.gameOver).font(.headline)
            Text(statusText).font(.title2.bold()).multilineTextAlignment(.center)
            Button(labels.game.review, action: onReview).buttonStyle(.bordered)
            Button(labels.game.rematch, action: onRematch).buttonStyle(.borderedProminent)
            ShareLink(item: pgn, subject: Text(labels.game.sharedTitle)) {
                Label(labels.game.sharePgn, systemImage: "square.and.arrow.up")
            }
            Button(labels.game.lookAtBoard) { dismiss() }
            Button(labels.common.home, action: onHome)
        }
        .padding()
        .presentationDetents([.medium])
    }
}
