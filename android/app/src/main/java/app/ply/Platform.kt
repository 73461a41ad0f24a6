package app.ply

/** What only the platform the shared screens run on can do. */
interface Platform {
    /** Offers the game's [pgn] to other apps, under [subject], with a chooser titled [chooserTitle]. */
    fun sharePgn(pgn: String, subject: String, chooserTitle: String)

    /** The short click of a move played. */
    fun playMoveSound()
}
