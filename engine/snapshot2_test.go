package engine

import (
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
