package app.ply

import android.app.Application
import ply.core.initLogging

/** The process: sends the core's logs to logcat (tag "Ply") once, before any screen exists. */
class PlyApplication : Application() {
    override fun onCreate() {
        super.onCreate()
        initLogging()
    }
}
