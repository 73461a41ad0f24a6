import PlyFFI
import PlyKit
import SwiftUI

/// Continue the saved game, start one against the computer or between two people, read the rules.
struct HomeScreen: View {
    @EnvironmentObject private var store: GameStore
    @Environment(\.labels) private var labels
    @Binding var path: [Route]
    @AppStorage(PreferenceKey.language) private var language = ""
    @AppStorage(PreferenceKey.coachLock) private var coachLock = false
    @State private var computer = ComputerChoices()
    @State private var table = TableChoices()

    var body: some View {
        Form {
            savedGame
            Section {
                Picker(labels.home.level, selection: $computer.level) {
                    ForEach(Self.levels, id: \.self) { Text(labels.home.name(of: $0)).tag($0) }
                }
                Picker(labels.home.yourColor, selection: $computer.color) {
                    Text(labels.common.white).tag(ColorChoice.white)
                    Text(labels.common.black).tag(ColorChoice.black)
                    Text(labels.home.randomColor).tag(ColorChoice.random)
                }
                Toggle(labels.home.chess960, isOn: $computer.chess960)
                ClockPicker(clock: $computer.clock)
                Button(labels.home.start) {
                    start(.versusComputer(
                        level: computer.level, color: computer.color, chess960: computer.chess960,
                        clockMinutes: computer.clock.minutes, incrementSeconds: computer.clock.increment,
                        undoLocked: coachLock, language: AppLanguage.tag(language)))
                }
            } header: {
                Text(labels.home.versusComputer)
            }
            Section {
                Picker(labels.home.boardTurning, selection: $table.turning) {
                    Text(labels.home.turningFixed).tag(BoardTurning.fixed)
                    Text(labels.home.turningFlipEachMove).tag(BoardTurning.flipEachMove)
                    Text(labels.home.turningFaceToFace).tag(BoardTurning.faceToFace)
                }
                Toggle(labels.home.chess960, isOn: $table.chess960)
                ClockPicker(clock: $table.clock)
                Button(labels.home.start) {
                    start(.passAndPlay(
                        turning: table.turning, chess960: table.chess960, clockMinutes: table.clock.minutes,
                        incrementSeconds: table.clock.increment, language: AppLanguage.tag(language)))
                }
            } header: {
                Text(labels.home.passAndPlay)
            }
            Section {
                NavigationLink(labels.rules.title, value: Route.rules)
                NavigationLink(labels.settings.title, value: Route.settings)
            }
        }
        .navigationTitle("Ply")
    }

    @ViewBuilder private var savedGame: some View {
        switch store.state {
        case .playing(let view):
            Section {
                NavigationLink(value: Route.game) {
                    VStack(alignment: .leading) {
                        Text(labels.home.continueGame).font(.headline)
                        Text(view.statusText).font(.subheadline).foregroundStyle(.secondary)
                    }
                }
            }
        case .error(let message):
            Section {
                VStack(alignment: .leading) {
                    Text(labels.game.saveUnreadable)
                    Text(message).font(.footnote)
                }
                .foregroundStyle(.secondary)
            }
        case .loading:
            Section { ProgressView() }
        case .noGame:
            EmptyView()
        }
    }

    private func start(_ settings: GameSettings) {
        store.newGame(settings)
        path.append(.game)
    }

    private static let levels: [Level] = [.beginner, .easy, .normal, .hard, .expert]
}

extension HomeLabels {
    /// The name of a level.
    func name(of level: Level) -> String {
        switch level {
        case .beginner: return levelBeginner
        case .easy: return levelEasy
        case .normal: return levelNormal
        case .hard: return levelHard
        case .expert: return levelExpert
        }
    }
}

/// The home screen's choices for a game against the computer.
struct ComputerChoices {
    var level = Level.normal
    var color = ColorChoice.white
    var chess960 = false
    var clock = ClockChoice.noClock
}

/// The home screen's choices for a pass-and-play game.
struct TableChoices {
    var turning = BoardTurning.faceToFace
    var chess960 = false
    var clock = ClockChoice.noClock
}

/// A time control chosen on the home screen: minutes plus an increment in seconds; no minutes for
/// no clock.
struct ClockChoice: Hashable {
    var minutes: UInt32?
    var increment: UInt32 = 0

    /// A game without a clock.
    static let noClock = ClockChoice(minutes: nil)
}

/// A picker of no clock or one of the core's time controls (read aloud in full by VoiceOver).
struct ClockPicker: View {
    @Environment(\.labels) private var labels
    @Binding var clock: ClockChoice

    var body: some View {
        Picker(labels.home.clock, selection: $clock) {
            Text(labels.home.noClock).tag(ClockChoice.noClock)
            ForEach(labels.timeControls, id: \.label) { control in
                Text(control.label)
                    .accessibilityLabel(control.spoken)
                    .tag(ClockChoice(minutes: control.minutes, increment: control.incrementSeconds))
            }
        }
    }
}
