package engine

import (
	"bytes"
	"encoding/binary"
	"fmt"
)

// The layout versions written first by MarshalBinary: 1 for classic's
// board, 2 for any other (and for a classic state waiting for a gift
// after its action, Bottling, which version 1 cannot hold).
const (
	binaryVersion   = 1
	binaryVersionV2 = 2
)

// MarshalBinary encodes the state in a fixed little-endian layout, for
// snapshots: stored games keep these bytes, so a layout never changes. A
// game on classic's board is written in version 1 (snapshotV1), its cells
// numbered as they were when it was the only board; a state there with
// anything beyond classic's 13×13 squares is refused with an error
// wrapping ErrBoard. A game on any other board (Archipelago's), and a
// classic state whose crew may still give a bottle after its action
// (Bottling, rules 4), is written in version 2 (snapshotV2), its board
// included. It implements
// encoding.BinaryMarshaler.
func (s *State) MarshalBinary() ([]byte, error) {
	var v any
	version := byte(binaryVersion)
	if s.Board == classicBoard && !s.Bottling { // version 1 has no Bottling
		var v1 snapshotV1
		if err := v1.from(s); err != nil {
			return nil, fmt.Errorf("engine: encode state: %w", err)
		}
		v = &v1
	} else {
		var v2 snapshotV2
		v2.from(s)
		v, version = &v2, binaryVersionV2
	}
	var b bytes.Buffer
	b.Grow(binary.Size(v) + 1)
	b.WriteByte(version)
	if err := binary.Write(&b, binary.LittleEndian, v); err != nil {
		return nil, fmt.Errorf("engine: encode state: %w", err)
	}
	return b.Bytes(), nil
}

// UnmarshalBinary decodes what MarshalBinary wrote, in either layout. It
// implements encoding.BinaryUnmarshaler; data of another layout or length,
// or naming a cell no layout has, is refused with ErrCorrupt.
func (s *State) UnmarshalBinary(data []byte) error {
	var x State
	switch {
	case len(data) == 0:
		return fmt.Errorf("%w: no data", ErrCorrupt)
	case data[0] == binaryVersion:
		var v snapshotV1
		if err := readLayout(data, &v); err != nil {
			return err
		}
		if err := v.to(&x); err != nil {
			return err
		}
	case data[0] == binaryVersionV2:
		var v snapshotV2
		if err := readLayout(data, &v); err != nil {
			return err
		}
		if err := v.to(&x); err != nil {
			return fmt.Errorf("%w: the board or the abilities", err)
		}
	default:
		return fmt.Errorf("%w: layout version %d", ErrCorrupt, data[0])
	}
	*s = x
	return nil
}

// readLayout reads data, a version byte and then exactly the layout v
// points to.
func readLayout(data []byte, v any) error {
	if len(data) != binary.Size(v)+1 {
		return fmt.Errorf("%w: %d bytes", ErrCorrupt, len(data))
	}
	if err := binary.Read(bytes.NewReader(data[1:]), binary.LittleEndian, v); err != nil {
		return fmt.Errorf("%w: %w", ErrCorrupt, err)
	}
	return nil
}
