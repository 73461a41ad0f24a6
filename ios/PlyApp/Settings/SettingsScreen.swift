import PlyFFI
import SwiftUI

/// Language, board colours, sound and haptics, and the coach lock; kept in `@AppStorage`.
struct SettingsScreen: View {
    @Environment(\.labels) private var labels
    @AppStorage(PreferenceKey.language) private var language = ""
    @AppStorage(PreferenceKey.boardTheme) private var theme = BoardTheme.wood
    @AppStorage(PreferenceKey.sound) private var sound = true
    @AppStorage(PreferenceKey.haptics) private var haptics = true
    @AppStorage(PreferenceKey.coachLock) private var coachLock = false

    var body: some View {
        Form {
            Picker(labels.settings.language, selection: $language) {
                Text(labels.settings.systemLanguage).tag("")
                ForEach(languages(), id: \.tag) { Text($0.name).tag($0.tag) }
            }
            Picker(labels.settings.boardColors, selection: $theme) {
                ForEach(BoardTheme.allCases) { theme in
                    HStack {
                        HStack(spacing: 0) {
                            Rectangle().fill(theme.light)
                            Rectangle().fill(theme.dark)
                        }
                        .frame(width: 32, height: 16)
                        .accessibilityHidden(true)
                        Text(theme.name(labels.settings))
                    }
                    .tag(theme)
                }
            }
            Section {
                Toggle(labels.settings.sound, isOn: $sound)
                Toggle(labels.settings.vibration, isOn: $haptics)
            } header: {
                Text(labels.settings.onMoves)
            }
            Section {
                Toggle(labels.settings.coachLock, isOn: $coachLock)
            } header: {
                Text(labels.settings.coaching)
            } footer: {
                Text(labels.settings.coachLockNote)
            }
        }
        .navigationTitle(labels.settings.title)
    }
}
