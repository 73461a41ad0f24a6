import PlyFFI

extension GameSettings {
    /// A game against the computer.
    public static func versusComputer(
        level: Level, color: ColorChoice, chess960: Bool, clockMinutes: UInt32?, incrementSeconds: UInt32,
        undoLocked: Bool, language: String
    ) -> GameSettings {
        GameSettings(
            computerLevel: level, color: color, turning: .fixed, chess960: chess960, chess960Number: nil,
            clockMinutes: clockMinutes, clockIncrementSeconds: incrementSeconds, undoLocked: undoLocked,
            language: language)
    }

    /// Two people sharing the phone.
    public static func passAndPlay(
        turning: BoardTurning, chess960: Bool = false, clockMinutes: UInt32?, incrementSeconds: UInt32,
        language: String
    ) -> GameSettings {
        GameSettings(
            computerLevel: nil, color: .white, turning: turning, chess960: chess960, chess960Number: nil,
            clockMinutes: clockMinutes, clockIncrementSeconds: incrementSeconds, undoLocked: false,
            language: language)
    }

    /// The settings of a game restored from a save, as far as its view tells them: the opponent and
    /// whether the board is face to face (a rematch of a restored game starts without a clock).
    static func like(_ view: BoardView, language: String) -> GameSettings {
        if let level = view.computerLevel {
            return .versusComputer(
                level: level, color: view.bottom == .white ? .white : .black, chess960: false,
                clockMinutes: nil, incrementSeconds: 0, undoLocked: false, language: language)
        }
        return .passAndPlay(
            turning: view.topUpsideDown ? .faceToFace : .fixed, clockMinutes: nil, incrementSeconds: 0,
            language: language)
    }
}
