// A rematch's settings. Plain Kotlin, tested on the JVM.
package app.ply.board

import ply.core.BoardView
import ply.core.ColorChoice
import ply.core.GameSettings
import ply.core.Side

/**
 * The settings of a rematch after the game in [view]: against the computer the person takes the
 * other colour (they sit at the bottom); pass-and-play players swap seats themselves.
 */
fun GameSettings.rematch(view: BoardView): GameSettings =
    if (computerLevel == null) this
    else copy(color = if (view.bottom == Side.WHITE) ColorChoice.BLACK else ColorChoice.WHITE)
