package engine

import (
	"bytes"
	"reflect"
	"testing"
)

// TestSnapshotV2Fields checks that version 2 snapshots hold every field of
// State (and of Board, through boardV2), so that a field added to the
// state cannot be forgotten by the stored form.
func TestSnapshotV2Fields(t *testing.T) {
	for _, tc := range []struct {
		of, in reflect.Type
		skip   string
	}{
		{reflect.TypeFor[State](), reflect.TypeFor[snapshotV2](), ""},
		{reflect.TypeFor[Board](), reflect.TypeFor[boardV2](), ""},
	} {
		for f := range tc.of.Fields() {
			name := f.Name
			if tc.of == reflect.TypeFor[Board]() {
				name = string(name[0]-'a'+'A') + name[1:]
			}
			g, ok := tc.in.FieldByName(name)
			if !ok {
				t.Errorf("%s.%s is not in %s", tc.of.Name(), f.Name, tc.in.Name())
				continue
			}
			if g.Type != f.Type && !(f.Name == "Board" && g.Type == reflect.TypeFor[boardV2]()) {
				t.Errorf("%s.%s is %s, but %s in %s", tc.of.Name(), f.Name, f.Type, g.Type, tc.in.Name())
			}
		}
		if tc.of.NumField() != tc.in.NumField() {
			t.Errorf("%s has %d fields, %s %d", tc.of.Name(), tc.of.NumField(), tc.in.Name(), tc.in.NumField())
		}
	}
}

// TestSnapshotClassicBottling: a classic state whose crew may still give
// a bottle after its action (Bottling, rules 4) is written as version 2,
// which holds the flag, and reads back whole; once the flag is down the
// state is written as version 1 again, byte for byte as before.
func TestSnapshotClassicBottling(t *testing.T) {
	s, err := New(1, Options{})
	if err != nil {
		t.Fatal(err)
	}
	plain, err := s.MarshalBinary()
	if err != nil {
		t.Fatal(err)
	}
	s.Bottling = true
	b, err := s.MarshalBinary()
	if err != nil || b[0] != binaryVersionV2 {
		t.Fatalf("version %d, %v; want %d", b[0], err, binaryVersionV2)
	}
	var d State
	if err := d.UnmarshalBinary(b); err != nil || d != s {
		t.Fatalf("read back: %v, same %v", err, d == s)
	}
	d.Bottling = false
	if again, err := d.MarshalBinary(); err != nil || !bytes.Equal(again, plain) {
		t.Fatalf("without Bottling: version %d, %v; want version 1's bytes", again[0], err)
	}
}
