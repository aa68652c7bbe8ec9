package engine

// A pending choice may be answered by a direction instead of a cell
// (Archipelago's notation: `ne` for the musket): the cell that way from
// where the choice is made, two cells away for the trampoline's jump.

// ChooseDir returns the action answering a pending choice with direction
// d: text "n", "ne", … It stands for the cell that way (see Check).
func ChooseDir(d Dir) Action {
	return Action{Kind: ActChoose, Piece: NoPiece, To: NoCell, Step: uint8(d&7) + 1}
}

// IsDir reports whether a answers a choice by a direction (ChooseDir),
// and which.
func (a Action) IsDir() (Dir, bool) {
	if a.Kind != ActChoose || a.To != NoCell || a.Step == 0 {
		return 0, false
	}
	return Dir(a.Step-1) & 7, true
}

// parseDir reads a direction's short name, in lower case only: an upper
// case letter (W, B, …) begins a piece's name, and "W" alone must stay a
// piece not written out, not the direction west.
func parseDir(s string) (Dir, bool) {
	for d, n := range dirNames {
		if s == n {
			return Dir(d), true
		}
	}
	return 0, false
}

// choiceByCell turns an answer by direction into the answer by cell it
// stands for in s; any other action is returned as it is.
func (s *State) choiceByCell(a Action) Action {
	d, ok := a.IsDir()
	if !ok || !s.Pending.Active {
		return a
	}
	at := s.Pending.At
	if s.Pending.Choose == HowTrampoline {
		return Choose(leap(at, d))
	}
	return Choose(neighbors[at][d])
}
