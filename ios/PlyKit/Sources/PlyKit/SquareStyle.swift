import PlyFFI

/// What one square draws, worked out from the core's `SquareView` alone: its shade, the piece
/// glyph, the marks on it and whether the piece is turned upside down. The SwiftUI board only
/// turns these values into colours and shapes.
public struct SquareStyle: Equatable, Sendable {
    /// The square's colour role; the board theme picks the actual colours.
    public enum Shade: Equatable, Sendable {
        case light, dark
    }

    /// A mark drawn on a square, in the order the board paints them (bottom first).
    public enum Mark: Hashable, Sendable {
        /// Part of the last move: a tint over the whole square.
        case lastMove
        /// The player's selected square: a stronger tint.
        case selected
        /// The hint's square.
        case hint
        /// A king in check: a red glow.
        case check
        /// A highlighted square on a rule card's diagram.
        case highlight
        /// The selected piece may move here: a dot.
        case moveDot
        /// The selected piece may capture here: a ring.
        case captureRing
        /// A rule forbids the piece from going here (rule card diagrams): a cross.
        case cross
    }

    /// The square index, 0 = a1 ... 63 = h8.
    public let index: UInt8
    /// Light or dark.
    public let shade: Shade
    /// The piece's glyph, nil on an empty square.
    public let piece: PieceGlyph?
    /// The marks, bottom first.
    public let marks: [Mark]
    /// The piece's rotation in degrees: 180 for the far player's pieces face to face, else 0.
    public let rotationDegrees: Double
    /// What VoiceOver says: the core's label.
    public let accessibilityLabel: String

    /// The style of `square` on a board whose `bottom` side is nearest the player and whose far
    /// side is drawn upside down when `topUpsideDown`; `crossed` and `highlighted` come from a
    /// rule card's diagram.
    public init(
        square: SquareView, bottom: Side, topUpsideDown: Bool,
        crossed: Bool = false, highlighted: Bool = false
    ) {
        index = square.index
        let file = Int(square.index) % 8
        let rank = Int(square.index) / 8
        // a1 is a dark square.
        shade = (file + rank) % 2 == 0 ? .dark : .light
        piece = square.piece.map { PieceGlyph($0) }
        var marks: [Mark] = []
        if square.lastMove { marks.append(.lastMove) }
        if square.selected { marks.append(.selected) }
        if square.hint { marks.append(.hint) }
        if square.checkedKing { marks.append(.check) }
        if highlighted { marks.append(.highlight) }
        if square.captureTarget {
            marks.append(.captureRing)
        } else if square.legalTarget {
            marks.append(.moveDot)
        }
        if crossed { marks.append(.cross) }
        self.marks = marks
        let farSide = square.piece.map { $0.side != bottom } ?? false
        rotationDegrees = topUpsideDown && farSide ? 180 : 0
        accessibilityLabel = square.label
    }
}

/// A piece drawn as a Unicode chess figure: the solid figure filled in the side's colour, with the
/// outline figure on top so white pieces keep a dark edge on light squares.
public struct PieceGlyph: Equatable, Sendable {
    /// The solid figure (U+265A...U+265F) followed by U+FE0E, so iOS never draws the pawn as an emoji.
    public let solid: String
    /// The outline figure (U+2654...U+2659), drawn over the solid one.
    public let outline: String
    /// Whether the piece is White's (filled light) or Black's (filled dark).
    public let isWhite: Bool

    /// The glyph of a piece.
    public init(_ piece: Piece) {
        self.init(kind: piece.kind, isWhite: piece.side == .white)
    }

    /// The glyph of a kind of piece for one side: captured pieces and the promotion picker.
    public init(kind: PieceKind, isWhite: Bool) {
        let figures: (solid: String, outline: String)
        switch kind {
        case .king: figures = ("\u{265A}", "\u{2654}")
        case .queen: figures = ("\u{265B}", "\u{2655}")
        case .rook: figures = ("\u{265C}", "\u{2656}")
        case .bishop: figures = ("\u{265D}", "\u{2657}")
        case .knight: figures = ("\u{265E}", "\u{2658}")
        case .pawn: figures = ("\u{265F}", "\u{2659}")
        }
        let textPresentation = "\u{FE0E}"
        solid = figures.solid + textPresentation
        outline = figures.outline + textPresentation
        self.isWhite = isWhite
    }
}
