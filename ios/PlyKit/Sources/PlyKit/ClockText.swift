/// A clock's milliseconds as the player reads them.
public enum ClockText {
    /// `m:ss` (`h:mm:ss` from an hour), with tenths under ten seconds: `0:09.4`.
    public static func format(milliseconds: UInt64) -> String {
        let totalSeconds = milliseconds / 1000
        let hours = totalSeconds / 3600
        let minutes = totalSeconds / 60 % 60
        let seconds = totalSeconds % 60
        if hours > 0 {
            return "\(hours):\(twoDigits(minutes)):\(twoDigits(seconds))"
        }
        if totalSeconds < 10 {
            return "0:0\(seconds).\(milliseconds / 100 % 10)"
        }
        return "\(minutes):\(twoDigits(seconds))"
    }

    private static func twoDigits(_ value: UInt64) -> String {
        value < 10 ? "0\(value)" : "\(value)"
    }
}
