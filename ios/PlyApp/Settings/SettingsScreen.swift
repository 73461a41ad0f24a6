import PlyFFI
import SwiftUI

/// Language, board colours, sound and haptics, and the coach lock; kept in `@AppStorage`.
struct SettingsScreen: View {
    @AppStorage(PreferenceKey.language) private var language = ""
    @AppStorage(PreferenceKey.boardTheme) private var theme = BoardTheme.wood
    @AppStorage(PreferenceKey.sound) private var sound = true
    @AppStorage(PreferenceKey.haptics) private var haptics = true
    @AppStorage(PreferenceKey.coachLock) private var coachLock = false

    var body: some View {
        Form {
            Picker("Language", selection: $language) {
                Text("System").tag("")
                ForEach(languages(), id: \.tag) { Text($0.name).tag($0.tag) }
            }
            Picker("Board colours", selection: $theme) {
                ForEach(BoardTheme.allCases) { theme in
                    HStack {
                        HStack(spacing: 0) {
                            Rectangle().fill(theme.light)
                            Rectangle().fill(theme.dark)
                        }
                        .frame(width: 32, height: 16)
                        .accessibilityHidden(true)
                        Text(theme.name)
                    }
                    .tag(theme)
                }
            }
            Section {
                Toggle("Sound on moves", isOn: $sound)
                Toggle("Haptics on moves", isOn: $haptics)
            }
            Section {
                Toggle("Coach lock", isOn: $coachLock)
            } footer: {
                Text("No take-backs in new games against the computer.")
            }
        }
        .navigationTitle("Settings")
    }
}
