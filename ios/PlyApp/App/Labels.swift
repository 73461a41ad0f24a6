import PlyFFI
import SwiftUI

/// The environment key of the shell's labels; English until `PlyApp` sets the app's language.
private struct LabelsKey: EnvironmentKey {
    static let defaultValue = appLabels(languageTag: "en")
}

extension EnvironmentValues {
    /// Every word the shell shows of its own, in the app's language, from the core.
    var labels: AppLabels {
        get { self[LabelsKey.self] }
        set { self[LabelsKey.self] = newValue }
    }
}
