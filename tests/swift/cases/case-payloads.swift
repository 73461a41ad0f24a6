// expect: ReviewView has no field `keyMoment`; nearest in the bindings: `keyMoments`
enum Shown {
    case waiting
    case review(ReviewView, chosen: Int?)
}

func firstMoment(_ shown: Shown) -> UInt32? {
    if case .waiting = shown { return nil }
    guard case .review(let review, _) = shown else { return nil }
    return review.keyMoment.first
}
