// expect: BoardView has no field `lastMoveSpoken`; nearest in the bindings: `spokenLastMove`
func spoken(_ view: BoardView) -> String? {
    view.lastMoveSpoken
}
