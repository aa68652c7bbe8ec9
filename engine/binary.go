package engine

import (
	"bytes"
	"encoding/binary"
	"fmt"
)

// binaryVersion is the layout version written first by MarshalBinary.
const binaryVersion = 1

// MarshalBinary encodes the state in a fixed little-endian layout, for
// snapshots. It implements encoding.BinaryMarshaler.
func (s *State) MarshalBinary() ([]byte, error) {
	var b bytes.Buffer
	b.Grow(binary.Size(s) + 1)
	b.WriteByte(binaryVersion)
	if err := binary.Write(&b, binary.LittleEndian, s); err != nil {
		return nil, fmt.Errorf("engine: encode state: %w", err)
	}
	return b.Bytes(), nil
}

// UnmarshalBinary decodes what MarshalBinary wrote. It implements
// encoding.BinaryUnmarshaler; data of another layout or length is refused
// with ErrCorrupt.
func (s *State) UnmarshalBinary(data []byte) error {
	if len(data) != binary.Size(s)+1 || data[0] != binaryVersion {
		return fmt.Errorf("%w: %d bytes", ErrCorrupt, len(data))
	}
	var x State
	if err := binary.Read(bytes.NewReader(data[1:]), binary.LittleEndian, &x); err != nil {
		return fmt.Errorf("%w: %w", ErrCorrupt, err)
	}
	*s = x
	return nil
}
