// expect: Side has no case `.whites`
func atTheBottom(_ view: BoardView) -> Bool {
    view.bottom == .whites
}
