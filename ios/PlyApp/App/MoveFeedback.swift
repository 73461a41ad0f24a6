import AudioToolbox
import SwiftUI
import UIKit

/// What the player hears and feels when a move is played, and what VoiceOver says.
enum MoveFeedback {
    /// The system's key click and a light tap, each if the settings allow it.
    static func moved(sound: Bool, haptics: Bool) {
        if haptics {
            UIImpactFeedbackGenerator(style: .light).impactOccurred()
        }
        if sound {
            AudioServicesPlaySystemSound(1104)
        }
    }

    /// Has VoiceOver read `text` (the view's `spokenLastMove`) aloud.
    static func announce(_ text: String) {
        if #available(iOS 17.0, *) {
            AccessibilityNotification.Announcement(text).post()
        } else {
            UIAccessibility.post(notification: .announcement, argument: text)
        }
    }
}
