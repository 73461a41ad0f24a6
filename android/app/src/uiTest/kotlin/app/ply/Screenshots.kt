// Screens drawn to PNG files for people to look at, and a dozen compared with committed goldens.
package app.ply

import androidx.compose.runtime.Composable
import androidx.compose.ui.graphics.toAwtImage
import androidx.compose.ui.test.ExperimentalTestApi
import androidx.compose.ui.test.SkikoComposeUiTest
import java.awt.image.BufferedImage
import java.io.File
import javax.imageio.ImageIO
import kotlin.math.abs

/** A screen size in dp, drawn at density 2. */
enum class ScreenSize(val widthDp: Int, val heightDp: Int) {
    /** The usual phone. */
    PHONE(360, 780),

    /** A narrow, small phone. */
    NARROW(320, 640),

    /** A tablet held upright. */
    TABLET(840, 1200),
}

/** Where screenshots go (`target/screenshots` from tests/compose/run) and where the goldens are kept. */
object Screenshots {
    private val out = File(System.getProperty("ply.screenshots", "target/screenshots"))
    private val goldens = File(System.getProperty("ply.goldens", "android/app/src/uiTest/golden"))
    private val update = System.getenv("PLY_UPDATE_GOLDENS") == "1"

    /** Pixels a dp, as on most phones. */
    private const val DENSITY = 2f

    /** A pixel differs when a channel differs by more than this (of 255), after halving. */
    private const val CHANNEL_TOLERANCE = 40

    /** A golden matches when at most this share of its pixels differ. */
    private const val PIXEL_TOLERANCE = 0.005

    /**
     * Draws [content] in a window of [size], light or [dark], waits until [ready], writes
     * `name.png` and, for a [golden], compares it with the committed half-size image. Returns
     * what did not match, or null.
     */
    @OptIn(ExperimentalTestApi::class)
    fun shoot(
        name: String,
        size: ScreenSize = ScreenSize.PHONE,
        dark: Boolean = false,
        language: String = "en",
        heightDp: Int = size.heightDp,
        golden: Boolean = false,
        ready: SkikoComposeUiTest.() -> Unit = {},
        content: @Composable () -> Unit,
    ): String? {
        var image: BufferedImage? = null
        runPlyUiTest(size.widthDp, heightDp, DENSITY) {
            setContent { PlySurface(language, dark, content) }
            waitForIdle()
            ready()
            waitForIdle()
            image = captureToImage().toAwtImage()
        }
        val drawn = checkNotNull(image)
        check(!isBlank(drawn)) { "$name drew nothing but one colour" }
        out.mkdirs()
        ImageIO.write(drawn, "png", File(out, "$name.png"))
        // A golden is what the screen shows without scrolling, at half size.
        return if (golden) compareWithGolden(name, halve(drawn.getSubimage(0, 0, drawn.width, minOf(drawn.height, (size.heightDp * DENSITY).toInt())))) else null
    }

    private fun compareWithGolden(name: String, drawn: BufferedImage): String? {
        val file = File(goldens, "$name.png")
        if (update) {
            goldens.mkdirs()
            ImageIO.write(drawn, "png", file)
            return null
        }
        if (!file.exists()) return "$name: no golden at $file (PLY_UPDATE_GOLDENS=1 writes it)"
        val golden = ImageIO.read(file)
        if (golden.width != drawn.width || golden.height != drawn.height) {
            return "$name: ${drawn.width}×${drawn.height}, the golden is ${golden.width}×${golden.height}"
        }
        var differing = 0
        for (y in 0 until drawn.height) for (x in 0 until drawn.width) {
            if (differs(drawn.getRGB(x, y), golden.getRGB(x, y))) differing++
        }
        val share = differing.toDouble() / (drawn.width * drawn.height)
        ImageIO.write(drawn, "png", File(out, "$name.half.png"))
        return if (share > PIXEL_TOLERANCE) "$name: ${"%.2f".format(share * 100)}% of pixels differ from $file" else null
    }

    private fun differs(a: Int, b: Int): Boolean =
        (0 until 3).any { channel -> abs((a shr (channel * 8) and 0xFF) - (b shr (channel * 8) and 0xFF)) > CHANNEL_TOLERANCE }

    private fun isBlank(image: BufferedImage): Boolean {
        val first = image.getRGB(0, 0)
        for (y in 0 until image.height step 7) for (x in 0 until image.width step 7) if (image.getRGB(x, y) != first) return false
        return true
    }

    /** The image at half size and opaque, each pixel the mean of four: goldens stay small and blur out antialiasing. */
    private fun halve(image: BufferedImage): BufferedImage {
        val half = BufferedImage(image.width / 2, image.height / 2, BufferedImage.TYPE_INT_RGB)
        for (y in 0 until half.height) for (x in 0 until half.width) {
            val pixels = listOf(image.getRGB(2 * x, 2 * y), image.getRGB(2 * x + 1, 2 * y), image.getRGB(2 * x, 2 * y + 1), image.getRGB(2 * x + 1, 2 * y + 1))
            var mean = 0
            for (channel in 0 until 3) {
                val sum = pixels.sumOf { it shr (channel * 8) and 0xFF }
                mean = mean or ((sum / 4) shl (channel * 8))
            }
            half.setRGB(x, y, mean)
        }
        return half
    }
}
