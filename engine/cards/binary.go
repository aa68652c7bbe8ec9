package cards

import (
	"bytes"
	"encoding/binary"
	"fmt"
)

// snapshotVersion is the first byte of every snapshot.
const snapshotVersion = 1

// snapshotSize is the length of a version-1 snapshot: the version byte and
// the State struct in little-endian order.
var snapshotSize = 1 + binary.Size(State{})

// MarshalBinary encodes s: a version byte, then every field of State in
// order (encoding/binary's layout of the struct).
func (s *State) MarshalBinary() ([]byte, error) {
	b := make([]byte, 1, snapshotSize)
	b[0] = snapshotVersion
	return binary.Append(b, binary.LittleEndian, s)
}

// UnmarshalBinary decodes a snapshot from MarshalBinary. It refuses, with
// ErrSnapshot, a snapshot of another version or length, or one whose
// fields are out of range; it never panics.
func (s *State) UnmarshalBinary(b []byte) error {
	if len(b) != snapshotSize || b[0] != snapshotVersion {
		return fmt.Errorf("%w: version or length", ErrSnapshot)
	}
	var n State
	if err := binary.Read(bytes.NewReader(b[1:]), binary.LittleEndian, &n); err != nil {
		return fmt.Errorf("%w: %w", ErrSnapshot, err)
	}
	if err := n.check(); err != nil {
		return err
	}
	*s = n
	return nil
}

// check refuses a state whose fields are out of range or inconsistent, so
// that Legal and Apply never index out of bounds on a decoded snapshot.
func (s *State) check() error {
	bad := func(what string) error { return fmt.Errorf("%w: %s", ErrSnapshot, what) }
	if s.Seats < MinSeats || s.Seats > MaxSeats || s.First >= s.Seats {
		return bad("seats")
	}
	if s.NumIsl < 1 || int(s.NumIsl) > len(catalogue) || s.Round >= s.NumIsl {
		return bad("islands")
	}
	for _, id := range s.IslandIDs[:s.NumIsl] {
		if int(id) >= len(catalogue) {
			return bad("island id")
		}
	}
	if err := s.Island.valid(); err != nil {
		return bad("island: " + err.Error())
	}
	if s.DeckN > NumCards {
		return bad("deck")
	}
	for _, c := range s.Deck[:s.DeckN] {
		if c >= NumKinds {
			return bad("card")
		}
	}
	for p := range s.Seats {
		if s.RowN[p] > NumCards || s.Status[p] > Passed {
			return bad("row")
		}
		for i, c := range s.Row[p][:s.RowN[p]] {
			if c >= Friday || c.IsFlag() && i > 0 {
				return bad("row card")
			}
		}
		for _, c := range [...]Cell{s.Dug[p], s.Pos[p]} {
			if c != NoCell && s.Island.At(c) == Water {
				return bad("pirate")
			}
		}
	}
	if s.CardCount() != func() (n [NumKinds]int) {
		for c := range NumKinds {
			n[c] = int(deckCount[c])
		}
		return n
	}() {
		return bad("cards do not add up to the deck")
	}
	if s.Phase > PhaseOver || s.Stage >= numStages || s.Pend >= numPending || s.Asker >= s.Seats ||
		s.EndedBy > EndAgreed || s.Resigned >= 1<<s.Seats {
		return bad("phase")
	}
	if (s.Phase == PhaseOver) != (s.EndedBy != EndNone) {
		return bad("end")
	}
	if s.Phase == PhasePlan {
		if _, ok := ToAct(s); !ok || s.Pend != PendNone {
			return bad("planning")
		}
	}
	if s.Phase == PhaseResolve {
		if s.Res >= s.Seats || s.Status[s.Resolver()] != Ready || s.Pos[s.Resolver()] == NoCell ||
			s.Pend == PendNone {
			return bad("resolution")
		}
		p := s.Resolver()
		if s.Pend != PendRum && s.Card >= s.RowN[p] {
			return bad("card")
		}
		if s.Pend == PendDir && !s.Row[p][s.Card].IsChoice() ||
			s.Pend == PendDouble && !s.Row[p][s.Card].IsMove() {
			return bad("question")
		}
	}
	return nil
}
