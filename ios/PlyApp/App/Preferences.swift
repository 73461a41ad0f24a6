import PlyFFI
import SwiftUI

/// The `@AppStorage` keys of the settings screen.
enum PreferenceKey {
    /// The language tag of the core's texts; empty for the system's language.
    static let language = "language"
    /// A `BoardTheme` raw value.
    static let boardTheme = "boardTheme"
    static let sound = "sound"
    static let haptics = "haptics"
    /// Forbid undo against the computer in new games.
    static let coachLock = "coachLock"
}

/// The language tag handed to the core.
enum AppLanguage {
    /// `stored` when the player chose one, else the first of the system's preferred languages that
    /// the core speaks (English if none).
    static func tag(_ stored: String) -> String {
        stored.isEmpty ? preferredLanguage(preferredTags: Locale.preferredLanguages) : stored
    }
}

/// The board's colours.
enum BoardTheme: String, CaseIterable, Identifiable {
    case wood, green, blue, gray

    var id: String { rawValue }

    /// The theme's name in the settings' language.
    func name(_ labels: SettingsLabels) -> String {
        switch self {
        case .wood: return labels.colorsWood
        case .green: return labels.colorsGreen
        case .blue: return labels.colorsBlue
        case .gray: return labels.colorsGray
        }
    }

    var light: Color {
        switch self {
        case .wood: return Color(red: 0.94, green: 0.85, blue: 0.71)
        case .green: return Color(red: 0.93, green: 0.93, blue: 0.82)
        case .blue: return Color(red: 0.87, green: 0.89, blue: 0.93)
        case .gray: return Color(white: 0.86)
        }
    }

    var dark: Color {
        switch self {
        case .wood: return Color(red: 0.71, green: 0.53, blue: 0.39)
        case .green: return Color(red: 0.46, green: 0.59, blue: 0.34)
        case .blue: return Color(red: 0.55, green: 0.64, blue: 0.75)
        case .gray: return Color(white: 0.55)
        }
    }
}
