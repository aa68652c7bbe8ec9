package bot

import "testing"

// TestPickedNameCapitalised: the piece a step question names begins its
// caption line, so a character named in lower case in the middle of a
// sentence ("the missionary", «миссионер») begins with a capital there.
func TestPickedNameCapitalised(t *testing.T) {
	for _, tc := range []struct{ lang, key, want string }{
		{"en", "MIS", "The missionary"},
		{"ru", "MIS", "Миссионер"},
		{"en", "FRI", "Friday"},
		{"ru", "BEN", "Бен Ганн"},
		{"ru", "W1", "W1"},
		{"ru", "ship", "⛵ Корабль"},
	} {
		if got := pickedName(tc.lang, tc.key); got != tc.want {
			t.Errorf("pickedName(%s, %s) = %q, want %q", tc.lang, tc.key, got, tc.want)
		}
	}
}
