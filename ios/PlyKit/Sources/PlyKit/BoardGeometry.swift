import CoreGraphics
import PlyFFI

/// Where the core's square indices (0 = a1 ... 63 = h8) sit on the screen, and which square a touch
/// lands on. Rows count down from the top of the board, columns from its left edge.
public struct BoardGeometry: Equatable, Sendable {
    /// The side whose first rank is drawn along the bottom edge (the view's `bottom`).
    public let bottomIsWhite: Bool

    /// The geometry of a board with `bottom`'s pieces nearest the bottom edge.
    public init(bottom: Side) {
        bottomIsWhite = bottom == .white
    }

    /// The screen row (0 at the top) and column (0 at the left) of a square index.
    public func cell(of index: UInt8) -> (row: Int, column: Int) {
        let file = Int(index) % 8
        let rank = Int(index) / 8
        return bottomIsWhite ? (7 - rank, file) : (rank, 7 - file)
    }

    /// The square index drawn at this screen row and column.
    public func index(row: Int, column: Int) -> UInt8 {
        let (file, rank) = bottomIsWhite ? (column, 7 - row) : (7 - column, row)
        return UInt8(rank * 8 + file)
    }

    /// The square under a point of a square board `side` points wide, or nil outside the board.
    public func index(at point: CGPoint, boardSide side: CGFloat) -> UInt8? {
        guard side > 0, point.x >= 0, point.y >= 0, point.x < side, point.y < side else { return nil }
        let cellSide = side / 8
        return index(row: Int(point.y / cellSide), column: Int(point.x / cellSide))
    }

    /// The centre of a square on a board `side` points wide: where pieces, dots and arrows go.
    public func center(of index: UInt8, boardSide side: CGFloat) -> CGPoint {
        let (row, column) = cell(of: index)
        let cellSide = side / 8
        return CGPoint(x: (CGFloat(column) + 0.5) * cellSide, y: (CGFloat(row) + 0.5) * cellSide)
    }
}
