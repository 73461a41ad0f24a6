// The shells' own words through the generated Swift bindings, as the iOS app reads them (the same
// cases as tests/kotlin/src/AppLabelsTest.kt). Run with `bash tests/swift/run` where a Swift toolchain exists.
import Foundation
import PlyFFI
import XCTest

/// Every text field of the five screen records, by name (read by reflection, so a new field is checked too).
private func texts(_ labels: AppLabels) -> [String: String] {
    let records: [Any] = [labels.common, labels.home, labels.game, labels.rules, labels.settings]
    var found: [String: String] = [:]
    for record in records {
        for child in Mirror(reflecting: record).children {
            if let name = child.label, let text = child.value as? String {
                found["\(type(of: record)).\(name)"] = text
            }
        }
    }
    return found
}

final class AppLabelsTests: XCTestCase {
    func testLabelsInEnglishAndRussianAreAllWrittenOutAndSayDifferentThings() {
        let english = texts(appLabels(languageTag: "en"))
        let russian = texts(appLabels(languageTag: "ru"))
        XCTAssertGreaterThanOrEqual(english.count, 70)
        XCTAssertEqual(Set(english.keys), Set(russian.keys))
        for (name, text) in english {
            XCTAssertFalse(text.trimmingCharacters(in: .whitespaces).isEmpty, name)
            XCTAssertNotEqual(russian[name], text, "the same in both: \(name)")
        }
        for (name, text) in russian {
            XCTAssertFalse(text.trimmingCharacters(in: .whitespaces).isEmpty, "ru \(name)")
        }
        XCTAssertEqual(appLabels(languageTag: "en").game.undo, "Undo")
        XCTAssertEqual(appLabels(languageTag: "ru").game.undo, "Отменить ход")
    }

    func testAnUnknownLanguageTagGetsTheEnglishLabelsAndARegionalOneItsLanguage() {
        XCTAssertEqual(appLabels(languageTag: "xx"), appLabels(languageTag: "en"))
        XCTAssertEqual(appLabels(languageTag: "pl-PL"), appLabels(languageTag: "pl"))
        XCTAssertNotEqual(appLabels(languageTag: "pl"), appLabels(languageTag: "bg"))
    }

    func testTimeControlsKeepTheirShortNameAndAreReadAloudInTheLanguage() {
        let english = appLabels(languageTag: "en").timeControls
        let polish = appLabels(languageTag: "pl").timeControls
        XCTAssertEqual(english.map(\.label), polish.map(\.label))
        XCTAssertEqual(english.first?.label, "3+2")
        XCTAssertEqual(polish.first?.spoken, "3 minuty, plus 2 sekundy za każdy ruch")
    }

    func testTheSystemLanguageIsTheFirstOfTheDevicesLanguagesThatPlySpeaks() {
        XCTAssertEqual(preferredLanguage(preferredTags: ["de-DE", "pl-PL", "en-US"]), "pl")
        XCTAssertEqual(preferredLanguage(preferredTags: ["fr"]), "en")
        XCTAssertEqual(preferredLanguage(preferredTags: []), "en")
    }
}
