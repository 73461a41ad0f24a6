import PlyFFI
import PlyKit
import SwiftUI

/// Ply on iOS: one store for the game, restored at launch and saved when the app leaves the foreground.
@main
struct PlyApp: App {
    @StateObject private var store = GameStore()
    @Environment(\.scenePhase) private var scenePhase
    @AppStorage(PreferenceKey.language) private var language = ""

    init() {
        initLogging()
    }

    var body: some Scene {
        WindowGroup {
            RootView()
                .environmentObject(store)
                .environment(\.labels, appLabels(languageTag: AppLanguage.tag(language)))
                .task {
                    guard store.state == .loading else { return }
                    store.setLanguage(AppLanguage.tag(language))
                    store.restore()
                }
        }
        .onChange(of: scenePhase) { phase in
            // The game screen resumes play itself when it is shown with the app in front.
            if phase == .background {
                store.pause()
                store.save()
            }
        }
        .onChange(of: language) { stored in
            store.setLanguage(AppLanguage.tag(stored))
        }
    }
}

/// The screens the app navigates to.
enum Route: Hashable {
    case game
    case rules
    case card(id: String)
    case practice(cardId: String, taskIndex: UInt32)
    case settings
}

/// The navigation stack from the home screen.
struct RootView: View {
    @State private var path: [Route] = []

    var body: some View {
        NavigationStack(path: $path) {
            HomeScreen(path: $path)
                .withRoutes()
        }
    }
}

extension View {
    /// The destinations of every `Route`, for the root stack and the rule card sheet's own stack.
    func withRoutes() -> some View {
        navigationDestination(for: Route.self) { route in
            switch route {
            case .game: GameScreen()
            case .rules: RulesScreen()
            case .card(let id): RuleCardScreen(cardId: id)
            case .practice(let cardId, let taskIndex): PracticeScreen(cardId: cardId, taskIndex: taskIndex)
            case .settings: SettingsScreen()
            }
        }
    }
}
