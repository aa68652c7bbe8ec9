package engine

import (
	"bytes"
	"encoding/binary"
	"fmt"
)

// binaryVersion is the layout version written first by MarshalBinary.
const binaryVersion = 1

// MarshalBinary encodes the state in a fixed little-endian layout, for
// snapshots (see snapshotV1): stored games keep these bytes, so the layout
// never changes. It implements encoding.BinaryMarshaler. The layout holds
// classic's board only: a state on another board, or with anything beyond
// classic's 13×13 squares, is refused with an error wrapping ErrBoard.
func (s *State) MarshalBinary() ([]byte, error) {
	var v snapshotV1
	if err := v.from(s); err != nil {
		return nil, fmt.Errorf("engine: encode state: %w", err)
	}
	var b bytes.Buffer
	b.Grow(binary.Size(&v) + 1)
	b.WriteByte(binaryVersion)
	if err := binary.Write(&b, binary.LittleEndian, &v); err != nil {
		return nil, fmt.Errorf("engine: encode state: %w", err)
	}
	return b.Bytes(), nil
}

// UnmarshalBinary decodes what MarshalBinary wrote. It implements
// encoding.BinaryUnmarshaler; data of another layout or length, or naming a
// cell no layout has, is refused with ErrCorrupt.
func (s *State) UnmarshalBinary(data []byte) error {
	var v snapshotV1
	if len(data) != binary.Size(&v)+1 || data[0] != binaryVersion {
		return fmt.Errorf("%w: %d bytes", ErrCorrupt, len(data))
	}
	if err := binary.Read(bytes.NewReader(data[1:]), binary.LittleEndian, &v); err != nil {
		return fmt.Errorf("%w: %w", ErrCorrupt, err)
	}
	var x State
	if err := v.to(&x); err != nil {
		return err
	}
	*s = x
	return nil
}
