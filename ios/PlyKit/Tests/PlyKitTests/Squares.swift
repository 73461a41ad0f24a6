import PlyFFI

/// The index the core uses for a square name: "a1" = 0 ... "h8" = 63.
func sq(_ name: String) -> UInt8 {
    let scalars = Array(name.unicodeScalars)
    return UInt8((scalars[1].value - 49) * 8 + (scalars[0].value - 97))
}

/// A pass-and-play game with no clock, in English.
func passAndPlay(_ turning: BoardTurning = .fixed) -> GameSettings {
    .passAndPlay(turning: turning, clockMinutes: nil, incrementSeconds: 0, language: "en")
}
