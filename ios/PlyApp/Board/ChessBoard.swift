import PlyFFI
import PlyKit
import SwiftUI

/// A board drawn from the core's squares: the game, the rule card diagrams (small, without touch
/// handlers), the practice boards and the reviewed moves all use it. Taps and drags become square indices through
/// `BoardGeometry`; nothing here knows how pieces move.
struct ChessBoard: View {
    let squares: [SquareView]
    let bottom: Side
    var topUpsideDown = false
    var crosses: [UInt8] = []
    var highlights: [UInt8] = []
    var arrows: [BoardArrow] = []
    var onTap: ((UInt8) -> Void)?
    var onDrag: ((UInt8, UInt8) -> Void)?

    @AppStorage(PreferenceKey.boardTheme) private var theme = BoardTheme.wood
    @State private var dragged: (from: UInt8, location: CGPoint)?

    private var isInteractive: Bool { onTap != nil || onDrag != nil }

    private var styles: [SquareStyle] {
        squares.map {
            SquareStyle(
                square: $0, bottom: bottom, topUpsideDown: topUpsideDown,
                crossed: crosses.contains($0.index), highlighted: highlights.contains($0.index))
        }
    }

    var body: some View {
        let styles = self.styles
        return GeometryReader { proxy in
            let side = min(proxy.size.width, proxy.size.height)
            let geometry = BoardGeometry(bottom: bottom)
            ZStack(alignment: .topLeading) {
                // Top-left to bottom-right, so VoiceOver reads the board as it is seen.
                ForEach(0..<64, id: \.self) { position in
                    let index = geometry.index(row: position / 8, column: position % 8)
                    if let style = styles.first(where: { $0.index == index }) {
                        square(style, cellSide: side / 8)
                            .position(geometry.center(of: index, boardSide: side))
                    }
                }
                ArrowLayer(arrows: arrows, geometry: geometry, boardSide: side)
                if let dragged, let piece = styles.first(where: { $0.index == dragged.from })?.piece {
                    PieceFigure(glyph: piece, side: side / 8 * 1.3)
                        .position(dragged.location)
                        .allowsHitTesting(false)
                }
            }
            .frame(width: side, height: side)
            .contentShape(Rectangle())
            .gesture(touches(geometry: geometry, side: side, styles: styles), including: isInteractive ? .all : .subviews)
            .accessibilityElement(children: .contain)
        }
        .aspectRatio(1, contentMode: .fit)
    }

    private func square(_ style: SquareStyle, cellSide: CGFloat) -> some View {
        SquareCell(style: style, theme: theme, side: cellSide, hidesPiece: dragged?.from == style.index)
            .frame(width: cellSide, height: cellSide)
            .accessibilityElement(children: .ignore)
            .accessibilityLabel(style.accessibilityLabel)
            .accessibilityAddTraits(traits(of: style))
            .accessibilityAction {
                onTap?(style.index)
            }
    }

    private func traits(of style: SquareStyle) -> AccessibilityTraits {
        guard isInteractive else { return [] }
        return style.marks.contains(.selected) ? [.isButton, .isSelected] : .isButton
    }

    /// One finger: a short touch is a tap on the square it started on; a longer one drags the
    /// piece under it to the square where it ends.
    private func touches(geometry: BoardGeometry, side: CGFloat, styles: [SquareStyle]) -> some Gesture {
        DragGesture(minimumDistance: 0)
            .onChanged { value in
                guard onDrag != nil,
                    let from = geometry.index(at: value.startLocation, boardSide: side),
                    styles.first(where: { $0.index == from })?.piece != nil,
                    hypot(value.translation.width, value.translation.height) > side / 32
                else { return }
                dragged = (from, value.location)
            }
            .onEnded { value in
                let start = geometry.index(at: value.startLocation, boardSide: side)
                let end = geometry.index(at: value.location, boardSide: side)
                if dragged != nil {
                    if let start, let end, start != end { onDrag?(start, end) }
                } else if let start {
                    onTap?(start)
                }
                dragged = nil
            }
    }
}

/// One square: its shade, the tints under the piece, the piece, and the dots, rings and crosses over it.
struct SquareCell: View {
    let style: SquareStyle
    let theme: BoardTheme
    let side: CGFloat
    let hidesPiece: Bool

    var body: some View {
        ZStack {
            Rectangle().fill(style.shade == .light ? theme.light : theme.dark)
            ForEach(style.marks, id: \.self) { mark in
                if !Self.isOverPiece(mark) { MarkShape(mark: mark, side: side) }
            }
            if let piece = style.piece, !hidesPiece {
                PieceFigure(glyph: piece, side: side)
                    .rotationEffect(.degrees(style.rotationDegrees))
            }
            ForEach(style.marks, id: \.self) { mark in
                if Self.isOverPiece(mark) { MarkShape(mark: mark, side: side) }
            }
        }
    }

    private static func isOverPiece(_ mark: SquareStyle.Mark) -> Bool {
        mark == .moveDot || mark == .captureRing || mark == .cross
    }
}

/// How each mark looks.
struct MarkShape: View {
    let mark: SquareStyle.Mark
    let side: CGFloat

    var body: some View {
        switch mark {
        case .lastMove:
            Rectangle().fill(Color.yellow.opacity(0.35))
        case .selected:
            Rectangle().fill(Color.green.opacity(0.45))
        case .hint:
            Rectangle().fill(Color.blue.opacity(0.35))
        case .check:
            Rectangle().fill(RadialGradient(
                colors: [Color.red.opacity(0.85), Color.red.opacity(0)], center: .center,
                startRadius: 0, endRadius: side * 0.7))
        case .highlight:
            Rectangle().strokeBorder(Color.orange, lineWidth: side * 0.08)
        case .moveDot:
            Circle().fill(Color.black.opacity(0.25)).frame(width: side * 0.3, height: side * 0.3)
        case .captureRing:
            Circle().strokeBorder(Color.black.opacity(0.3), lineWidth: side * 0.08)
        case .cross:
            Path { path in
                path.move(to: CGPoint(x: side * 0.25, y: side * 0.25))
                path.addLine(to: CGPoint(x: side * 0.75, y: side * 0.75))
                path.move(to: CGPoint(x: side * 0.75, y: side * 0.25))
                path.addLine(to: CGPoint(x: side * 0.25, y: side * 0.75))
            }
            .stroke(Color.red.opacity(0.8), style: StrokeStyle(lineWidth: side * 0.08, lineCap: .round))
            .frame(width: side, height: side)
        }
    }
}

/// A piece: the solid Unicode figure in its side's colour under the outline figure in black.
/// Its size follows the square, not Dynamic Type: the board is a picture that scales as a whole.
struct PieceFigure: View {
    let glyph: PieceGlyph
    let side: CGFloat

    var body: some View {
        ZStack {
            Text(glyph.solid).foregroundStyle(glyph.isWhite ? Color.white : Color.black)
            Text(glyph.outline).foregroundStyle(Color.black)
        }
        .font(.system(size: side * 0.8))
        .frame(width: side, height: side)
        .accessibilityHidden(true)
    }
}

/// An arrow over the board, from centre to centre, in its colour (drawn a little see-through).
struct BoardArrow {
    let arrow: Arrow
    var color = BoardArrow.plain

    /// A diagram's arrows and the move played in a review.
    static let plain = Color.orange
    /// The better move in a review.
    static let better = Color(red: 0.18, green: 0.49, blue: 0.2)
}

/// The board's arrows, each from centre to centre with a head, in its colour.
struct ArrowLayer: View {
    let arrows: [BoardArrow]
    let geometry: BoardGeometry
    let boardSide: CGFloat

    var body: some View {
        ZStack {
            ForEach(Array(arrows.enumerated()), id: \.offset) { _, arrow in
                path(of: arrow.arrow)
                    .stroke(arrow.color.opacity(0.85), style: StrokeStyle(lineWidth: boardSide / 60, lineCap: .round))
            }
        }
        .allowsHitTesting(false)
        .accessibilityHidden(true)
    }

    private func path(of arrow: Arrow) -> Path {
        Path { path in
            let from = geometry.center(of: arrow.from, boardSide: boardSide)
            let to = geometry.center(of: arrow.to, boardSide: boardSide)
            let angle = atan2(to.y - from.y, to.x - from.x)
            let head = boardSide / 28
            path.move(to: from)
            path.addLine(to: to)
            for turn in [CGFloat.pi * 0.8, -CGFloat.pi * 0.8] {
                path.move(to: to)
                path.addLine(to: CGPoint(x: to.x + head * cos(angle + turn), y: to.y + head * sin(angle + turn)))
            }
        }
    }
}

/// The pieces a pawn may become, over the board, with a way back.
struct PromotionPicker: View {
    let choices: [PieceKind]
    let isWhite: Bool
    let onPick: (PieceKind) -> Void
    let onCancel: (() -> Void)?
    @Environment(\.labels) private var labels

    var body: some View {
        VStack(spacing: 12) {
            Text(labels.game.promoteTo).font(.headline)
            HStack(spacing: 8) {
                ForEach(choices, id: \.self) { kind in
                    Button { onPick(kind) } label: {
                        PieceFigure(glyph: PieceGlyph(kind: kind, isWhite: isWhite), side: 56)
                            .background(Color.gray.opacity(0.3), in: RoundedRectangle(cornerRadius: 8))
                    }
                    .accessibilityLabel(labels.common.name(of: kind))
                }
            }
            if let onCancel {
                Button(labels.common.cancel, role: .cancel, action: onCancel)
            }
        }
        .padding()
        .background(.regularMaterial, in: RoundedRectangle(cornerRadius: 16))
    }
}

extension CommonLabels {
    /// The name of a piece kind, for the promotion buttons' VoiceOver labels.
    func name(of kind: PieceKind) -> String {
        switch kind {
        case .pawn: return pawn
        case .knight: return knight
        case .bishop: return bishop
        case .rook: return rook
        case .queen: return queen
        case .king: return king
        }
    }
}
