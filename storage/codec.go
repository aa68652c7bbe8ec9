package storage

import (
	"crypto/rand"
	"encoding/hex"
	"encoding/json"
	"fmt"
	"runtime/debug"
	"time"
)

// encode marshals a stored value.
func encode(v any) ([]byte, error) {
	b, err := json.Marshal(v)
	if err != nil {
		return nil, fmt.Errorf("storage: encode: %w", err)
	}
	return b, nil
}

// decode unmarshals a stored value; a failure means a damaged record.
func decode(b []byte, v any) error {
	if err := json.Unmarshal(b, v); err != nil {
		return fmt.Errorf("storage: decode: %w", err)
	}
	return nil
}

// newGameID returns a unique, roughly time-ordered game ID such as
// "20250102T150405Z-1a2b3c4d5e".
func newGameID(now time.Time) string {
	var r [5]byte
	_, _ = rand.Read(r[:]) // crypto/rand.Read never fails.
	return now.UTC().Format("20060102T150405Z") + "-" + hex.EncodeToString(r[:])
}

// callSafely runs a caller-supplied function, turning a panic into a
// *PanicError so the transaction rolls back and the process survives.
func callSafely(fn func() error) (err error) {
	defer func() {
		if r := recover(); r != nil {
			err = &PanicError{Value: r, Stack: debug.Stack()}
		}
	}()
	return fn()
}
