// The time of a tap through the bindings, from Kotlin on the JVM: a benchmark, not a test.
package ply.bench

import ply.core.BoardTurning
import ply.core.ColorChoice
import ply.core.GameSession
import ply.core.GameSettings

fun main() {
    val settings = GameSettings(null, ColorChoice.WHITE, BoardTurning.FIXED, false, null, null, 0u, false, "en")
    val session = GameSession(settings, 0uL)
    // Alternately select and deselect a knight: each call is one tap in and one BoardView out.
    val square: UByte = 6u
    repeat(2_000) { session.tap(square, 0uL) }
    val samples = LongArray(5_000)
    for (i in samples.indices) {
        val start = System.nanoTime()
        session.tap(square, 0uL)
        samples[i] = System.nanoTime() - start
    }
    samples.sort()
    val median = samples[samples.size / 2] / 1000.0
    val p90 = samples[samples.size * 9 / 10] / 1000.0
    println("Kotlin -> Rust tap + BoardView round trip: median %.1f µs, 90th percentile %.1f µs (%d samples)"
        .format(median, p90, samples.size))
}
