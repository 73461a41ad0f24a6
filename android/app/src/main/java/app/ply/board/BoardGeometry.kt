// Where squares are on the screen. Plain Kotlin (no Android types), tested on the JVM.
package app.ply.board

import ply.core.Side

/** A place on the screen's 8×8 grid: row 0 is the top row, column 0 the left column. */
data class Cell(val row: Int, val column: Int)

/** A point in pixels, measured from the board's top left corner. */
data class Point(val x: Float, val y: Float)

/** Maps square indices (0 = a1 … 63 = h8) to the screen's grid and back, with [bottom]'s side nearest the player. */
class BoardGeometry(private val bottom: Side) {
    /** The cell where the square with this index is drawn. */
    fun cellOf(index: Int): Cell {
        val file = index % 8
        val rank = index / 8
        return if (bottom == Side.WHITE) Cell(7 - rank, file) else Cell(rank, 7 - file)
    }

    /** The square drawn at this cell. */
    fun indexAt(cell: Cell): Int =
        if (bottom == Side.WHITE) (7 - cell.row) * 8 + cell.column else cell.row * 8 + (7 - cell.column)

    /** The square under the point (x, y) of a board [size] pixels wide, or null off the board. */
    fun indexAt(point: Point, size: Float): Int? {
        if (size <= 0f || point.x < 0f || point.y < 0f || point.x >= size || point.y >= size) return null
        val cellSize = size / 8
        return indexAt(Cell((point.y / cellSize).toInt().coerceAtMost(7), (point.x / cellSize).toInt().coerceAtMost(7)))
    }

    /** The centre of the square with this index, on a board [size] pixels wide. */
    fun centreOf(index: Int, size: Float): Point {
        val cell = cellOf(index)
        val cellSize = size / 8
        return Point((cell.column + 0.5f) * cellSize, (cell.row + 0.5f) * cellSize)
    }
}
