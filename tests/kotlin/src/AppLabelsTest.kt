// The shells' own words through the bindings, as the Android and iOS apps read them.
package ply.tests

import org.junit.jupiter.api.Test
import ply.core.AppLabels
import ply.core.appLabels
import ply.core.languages
import ply.core.preferredLanguage
import java.io.File
import kotlin.test.assertEquals
import kotlin.test.assertNotEquals
import kotlin.test.assertTrue

/** Every text field of the five screen records, by name (read by reflection, so a new field is checked too). */
private fun texts(labels: AppLabels): Map<String, String> =
    listOf(labels.common, labels.home, labels.game, labels.rules, labels.settings).flatMap { record ->
        record.javaClass.declaredFields.filter { it.type == String::class.java }.map { field ->
            field.isAccessible = true
            "${record.javaClass.simpleName}.${field.name}" to field.get(record) as String
        }
    }.toMap()

class AppLabelsTest {
    @Test
    fun `labels in English and Russian are all written out and say different things`() {
        val english = texts(appLabels("en"))
        val russian = texts(appLabels("ru"))
        assertTrue(english.size >= 70, "only ${english.size} labels")
        assertEquals(english.keys, russian.keys)
        for ((name, text) in english + russian.mapKeys { "ru ${it.key}" }) {
            assertTrue(text.isNotBlank(), "$name is blank")
        }
        val same = english.filter { (name, text) -> russian[name] == text }
        assertTrue(same.isEmpty(), "the same in both: $same")
        assertEquals("Undo", appLabels("en").game.undo)
        assertEquals("Отменить ход", appLabels("ru").game.undo)
    }

    @Test
    fun `an unknown language tag gets the English labels and a regional one its language`() {
        assertEquals(appLabels("en"), appLabels("xx"))
        assertEquals(appLabels("pl"), appLabels("pl-PL"))
        assertNotEquals(appLabels("pl"), appLabels("bg"))
    }

    @Test
    fun `time controls keep their short name and are read aloud in the language`() {
        val english = appLabels("en").timeControls
        val polish = appLabels("pl").timeControls
        assertEquals(english.map { it.label }, polish.map { it.label })
        val first = english.first()
        assertEquals(Triple(3u, 2u, "3+2"), Triple(first.minutes, first.incrementSeconds, first.label))
        assertEquals("3 minuty, plus 2 sekundy za każdy ruch", polish.first().spoken)
    }

    @Test
    fun `the system language is the first of the devices languages that Ply speaks`() {
        assertEquals("pl", preferredLanguage(listOf("de-DE", "pl-PL", "en-US")))
        assertEquals("en", preferredLanguage(listOf("fr")))
        assertEquals("en", preferredLanguage(emptyList()))
    }

    @Test
    fun `the Android locale config lists every language the core speaks`() {
        val config = File("android/app/src/main/res/xml/locales_config.xml").readText()
        val listed = Regex("android:name=\"([^\"]+)\"").findAll(config).map { it.groupValues[1] }.toList()
        assertEquals(languages().map { it.tag }, listed)
    }
}
