package app.ply

import android.content.Context
import android.content.Intent
import android.os.Build
import android.view.SoundEffectConstants
import android.view.View
import androidx.activity.compose.BackHandler
import androidx.appcompat.app.AppCompatDelegate
import androidx.compose.foundation.isSystemInDarkTheme
import androidx.compose.material3.dynamicDarkColorScheme
import androidx.compose.material3.dynamicLightColorScheme
import androidx.compose.runtime.Composable
import androidx.compose.runtime.remember
import androidx.compose.runtime.saveable.rememberSaveable
import androidx.compose.ui.platform.LocalConfiguration
import androidx.compose.ui.platform.LocalContext
import androidx.compose.ui.platform.LocalView
import androidx.core.os.ConfigurationCompat
import androidx.core.os.LocaleListCompat
import androidx.lifecycle.Lifecycle
import androidx.lifecycle.compose.LifecycleEventEffect
import androidx.lifecycle.viewmodel.compose.viewModel
import app.ply.game.GameViewModel
import app.ply.settings.PreferencesSettingsStore
import ply.core.preferredLanguage

/**
 * The shared app on Android: the game's ViewModel (one per activity), the language from the app's
 * locale (AppCompat's per-app languages, or the system's), saving on background, the back button,
 * sharing through an intent, the click through the view, and the wallpaper's colours on Android 12+.
 */
@Composable
fun AndroidApp() {
    val context = LocalContext.current
    val view = LocalView.current
    val store = remember { PreferencesSettingsStore.get(context) }
    val game = viewModel<GameViewModel>().controller
    val navigator = rememberSaveable(saver = Navigator.Saver) { Navigator() }
    val locales = ConfigurationCompat.getLocales(LocalConfiguration.current).toLanguageTags()
    val language = remember(locales) { preferredLanguage(locales.split(",")) }
    val platform = remember(context, view) { AndroidPlatform(context, view) }
    val dark = isSystemInDarkTheme()
    val wallpaper = when {
        Build.VERSION.SDK_INT < Build.VERSION_CODES.S -> null
        dark -> dynamicDarkColorScheme(context)
        else -> dynamicLightColorScheme(context)
    }
    LifecycleEventEffect(Lifecycle.Event.ON_STOP) { game.onBackground() }
    LifecycleEventEffect(Lifecycle.Event.ON_START) { game.onForeground() }
    BackHandler(enabled = navigator.canGoBack) { navigator.back() }
    PlyApp(
        game = game,
        store = store,
        language = language,
        languageChoice = AppCompatDelegate.getApplicationLocales().toLanguageTags(),
        onLanguageChoice = { tag ->
            AppCompatDelegate.setApplicationLocales(
                if (tag.isEmpty()) LocaleListCompat.getEmptyLocaleList() else LocaleListCompat.forLanguageTags(tag),
            )
        },
        platform = platform,
        navigator = navigator,
        dark = dark,
        colors = wallpaper,
    )
}

/** Sharing through Android's chooser, and the system's click. */
private class AndroidPlatform(private val context: Context, private val view: View) : Platform {
    override fun sharePgn(pgn: String, subject: String, chooserTitle: String) {
        val send = Intent(Intent.ACTION_SEND).setType("text/plain")
            .putExtra(Intent.EXTRA_SUBJECT, subject)
            .putExtra(Intent.EXTRA_TEXT, pgn)
        context.startActivity(Intent.createChooser(send, chooserTitle))
    }

    override fun playMoveSound() {
        view.playSoundEffect(SoundEffectConstants.CLICK)
    }
}
