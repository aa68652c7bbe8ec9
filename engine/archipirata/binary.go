package archipirata

import (
	"encoding/binary"
	"fmt"
)

// snapshotVersion is the first byte of every snapshot.
const snapshotVersion = 1

// snapshotSize is the length of a version-1 snapshot.
const snapshotSize = 1 + 8 + 8 + 1 + 1 + NumIslands*PileSize + NumIslands*2 + NumIslands*2 + 2 +
	2*NumHeld + NumHeld + MaxSeats + 3*MaxSeats + 6 + 1 + 1 + 1 + 1 + 4 + 1 + 1 + 1 + 1 + 1

// MarshalBinary encodes s: a version byte, then every field in order.
func (s *State) MarshalBinary() ([]byte, error) {
	b := make([]byte, 0, snapshotSize)
	b = append(b, snapshotVersion)
	b = binary.LittleEndian.AppendUint64(b, s.Seed)
	b = binary.LittleEndian.AppendUint64(b, s.RNG)
	b = append(b, s.Seats, boolU8(s.Adv))
	for i := range NumIslands {
		for _, c := range s.Pile[i] {
			b = append(b, byte(c))
		}
	}
	for i := range NumIslands {
		b = append(b, s.Top[i], byte(s.Perm[i]))
	}
	for i := range NumIslands {
		b = append(b, s.Pirates[i][0], s.Pirates[i][1])
	}
	b = append(b, s.Injured[0], s.Injured[1])
	for t := range 2 {
		b = append(b, s.Held[t][:]...)
	}
	b = append(b, s.Discard[:]...)
	b = append(b, s.Seen[:]...)
	for k := range MaxSeats {
		b = append(b, byte(s.Captain[k]), boolU8(s.Revealed[k]), boolU8(s.Spent[k]))
	}
	b = append(b, s.CapGold[0], s.CapGold[1], s.FreeRum, s.PendInj, s.PendPlace, s.PlaceMask)
	b = append(b, s.Turn, s.Compass, byte(s.Pend), s.Quiet)
	b = binary.LittleEndian.AppendUint32(b, s.Plies)
	b = append(b, boolU8(s.Over), byte(s.Winner), s.EndedBy, boolU8(s.skipCombat), boolU8(s.took))
	return b, nil
}

// UnmarshalBinary decodes a snapshot from MarshalBinary. It refuses, with
// ErrSnapshot, a snapshot of another version or length, or one whose
// fields are out of range (cards, pirates, seats); it never panics.
func (s *State) UnmarshalBinary(b []byte) error {
	if len(b) != snapshotSize || b[0] != snapshotVersion {
		return fmt.Errorf("%w: version or length", ErrSnapshot)
	}
	var n State
	p := 1
	u8 := func() uint8 { p++; return b[p-1] }
	n.Seed = binary.LittleEndian.Uint64(b[p:])
	n.RNG = binary.LittleEndian.Uint64(b[p+8:])
	p += 16
	n.Seats, n.Adv = u8(), u8() != 0
	for i := range NumIslands {
		for k := range PileSize {
			n.Pile[i][k] = Card(u8())
		}
	}
	for i := range NumIslands {
		n.Top[i], n.Perm[i] = u8(), Card(u8())
	}
	for i := range NumIslands {
		n.Pirates[i] = [2]uint8{u8(), u8()}
	}
	n.Injured = [2]uint8{u8(), u8()}
	for t := range 2 {
		for c := range NumHeld {
			n.Held[t][c] = u8()
		}
	}
	for c := range NumHeld {
		n.Discard[c] = u8()
	}
	for k := range MaxSeats {
		n.Seen[k] = u8()
	}
	for k := range MaxSeats {
		n.Captain[k], n.Revealed[k], n.Spent[k] = Captain(u8()), u8() != 0, u8() != 0
	}
	n.CapGold = [2]uint8{u8(), u8()}
	n.FreeRum, n.PendInj, n.PendPlace, n.PlaceMask = u8(), u8(), u8(), u8()
	n.Turn, n.Compass, n.Pend, n.Quiet = u8(), u8(), Pending(u8()), u8()
	n.Plies = binary.LittleEndian.Uint32(b[p:])
	p += 4
	n.Over, n.Winner, n.EndedBy, n.skipCombat, n.took = u8() != 0, int8(u8()), u8(), u8() != 0, u8() != 0
	if err := n.check(); err != nil {
		return err
	}
	*s = n
	return nil
}

// check refuses a state whose fields are out of range, so that Legal and
// Apply never index out of bounds on a decoded snapshot.
func (s *State) check() error {
	bad := func(what string) error { return fmt.Errorf("%w: %s", ErrSnapshot, what) }
	if s.Seats != 2 && s.Seats != 4 || s.Turn >= s.Seats {
		return bad("seats")
	}
	for k := range MaxSeats {
		if s.Captain[k] >= CaptainHidden {
			return bad("captain")
		}
	}
	if s.CapGold[0] > 3 || s.CapGold[1] > 3 || s.FreeRum > 1 || s.PendInj > 2 || s.PendPlace > 2 {
		return bad("captain state")
	}
	if s.Pend > PendPlace || s.Winner < -1 || s.Winner > 1 || s.EndedBy > EndAgreed || s.Compass > 2 {
		return bad("turn state")
	}
	if (s.Pend == PendAid || s.Pend == PendPlace) && s.Injured[Team(s.Turn)] == 0 {
		return bad("aid with no injured pirate")
	}
	for i := range NumIslands {
		if s.Top[i] > PileSize || s.Perm[i] != NoCard && !s.Perm[i].IsPermanent() {
			return bad("pile")
		}
		for _, c := range s.Pile[i] {
			if c == NoCard || c >= Hidden {
				return bad("card")
			}
		}
	}
	for c := Red; c <= White; c++ {
		if s.OnBoard(c)+int(s.Injured[c]) != NumPirates {
			return bad("pirates")
		}
	}
	return nil
}
