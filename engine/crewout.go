package engine

// Out reports whether crew k can never act again: none of its pieces is
// alive, and none of its dead pirates is a shrinekeeper whose ability
// would bring it back by itself (Archipelago, §8). A revival needs an own
// pirate standing on the fort or the shrine, so a crew without one stays
// out for good. The front ends tell such a crew's player what is left to
// do (end the game, resign).
func (s *State) Out(k Crew) bool {
	for p := PieceID(0); p < NumPieces; p++ {
		if pc := &s.Pieces[p]; pc.Status == Alive && pc.Crew == k {
			return false
		}
	}
	for _, p := range PiratesOf(k) {
		if s.Pieces[p].Status == Dead && s.Ability(p) == Shrinekeeper && !s.AbilityUsed(p) {
			return false
		}
	}
	return true
}
