import PlyFFI
import PlyKit
import SwiftUI

/// Continue the saved game, start one against the computer or between two people, read the rules.
struct HomeScreen: View {
    @EnvironmentObject private var store: GameStore
    @Binding var path: [Route]
    @AppStorage(PreferenceKey.language) private var language = ""
    @AppStorage(PreferenceKey.coachLock) private var coachLock = false
    @State private var computer = ComputerChoices()
    @State private var table = TableChoices()

    var body: some View {
        Form {
            savedGame
            Section("Play the computer") {
                Picker("Level", selection: $computer.level) {
                    ForEach(Self.levels, id: \.self) { Text(Self.name(of: $0)).tag($0) }
                }
                Picker("Your colour", selection: $computer.color) {
                    Text("White").tag(ColorChoice.white)
                    Text("Black").tag(ColorChoice.black)
                    Text("Random").tag(ColorChoice.random)
                }
                Toggle("Chess960", isOn: $computer.chess960)
                ClockPicker(clock: $computer.clock)
                Button("Start") {
                    start(.versusComputer(
                        level: computer.level, color: computer.color, chess960: computer.chess960,
                        clockMinutes: computer.clock.minutes, incrementSeconds: computer.clock.increment,
                        undoLocked: coachLock, language: AppLanguage.tag(language)))
                }
            }
            Section("Pass and play") {
                Picker("Board", selection: $table.turning) {
                    Text("White at the bottom").tag(BoardTurning.fixed)
                    Text("Turns after each move").tag(BoardTurning.flipEachMove)
                    Text("Face to face").tag(BoardTurning.faceToFace)
                }
                Toggle("Chess960", isOn: $table.chess960)
                ClockPicker(clock: $table.clock)
                Button("Start") {
                    start(.passAndPlay(
                        turning: table.turning, chess960: table.chess960, clockMinutes: table.clock.minutes,
                        incrementSeconds: table.clock.increment, language: AppLanguage.tag(language)))
                }
            }
            Section {
                NavigationLink("Rules", value: Route.rules)
                NavigationLink("Settings", value: Route.settings)
            }
        }
        .navigationTitle("Ply")
    }

    @ViewBuilder private var savedGame: some View {
        switch store.state {
        case .playing(let view):
            Section("Your game") {
                NavigationLink(value: Route.game) {
                    VStack(alignment: .leading) {
                        Text("Continue").font(.headline)
                        Text(view.statusText).font(.subheadline).foregroundStyle(.secondary)
                    }
                }
            }
        case .error(let message):
            Section("Your game") {
                Text("The saved game could not be read: \(message)").foregroundStyle(.secondary)
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

    private static func name(of level: Level) -> LocalizedStringKey {
        switch level {
        case .beginner: return "Beginner"
        case .easy: return "Easy"
        case .normal: return "Normal"
        case .hard: return "Hard"
        case .expert: return "Expert"
        }
    }
}

/// The home screen's choices for a game against the computer.
struct ComputerChoices {
    var level = Level.normal
    var color = ColorChoice.white
    var chess960 = false
    var clock = ClockChoice.none
}

/// The home screen's choices for a pass-and-play game.
struct TableChoices {
    var turning = BoardTurning.faceToFace
    var chess960 = false
    var clock = ClockChoice.none
}

/// The time controls offered: none, or minutes plus an increment in seconds.
enum ClockChoice: Hashable, CaseIterable {
    case none, blitz3plus2, blitz5, rapid10, rapid15plus10

    var minutes: UInt32? {
        switch self {
        case .none: return nil
        case .blitz3plus2: return 3
        case .blitz5: return 5
        case .rapid10: return 10
        case .rapid15plus10: return 15
        }
    }

    var increment: UInt32 {
        switch self {
        case .blitz3plus2: return 2
        case .rapid15plus10: return 10
        default: return 0
        }
    }

    var name: String {
        guard let minutes else { return String(localized: "No clock") }
        return "\(minutes) + \(increment)"
    }
}

/// A picker of `ClockChoice`.
struct ClockPicker: View {
    @Binding var clock: ClockChoice

    var body: some View {
        Picker("Clock", selection: $clock) {
            ForEach(ClockChoice.allCases, id: \.self) { Text($0.name).tag($0) }
        }
    }
}
