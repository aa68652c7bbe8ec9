package engine

// Deadly reports whether playing a kills the acting piece whatever the
// face-down tiles hold that this view does not show: an impossible move, a
// face-up ogre, an enemy ship, a loop of known arrows. It is judged on the
// view's own knowledge only, so a front end may mark such a move (☠) in
// front of anyone who sees this view without telling them anything new.
//
// Every face-down tile the view does not show is taken as plain face-down
// land for the judgement: a piece that reveals such a tile stops on it, so a
// move whose fate depends on what lies face down is never called deadly
// (even when every tile the island still hides would kill: the marker is a
// warning of certain death, not a forecast). Kills, which reads the full
// state, is for the engine's own checks and for computer players on their
// own imagined deals, never for what a player is shown.
func (v *View) Deadly(a Action) bool {
	s := v.public
	for x := range s.Board.Island() {
		if s.Tiles[x].Kind == Hidden {
			s.Tiles[x] = Tile{Kind: Empty}
		}
	}
	return Kills(s, a)
}
