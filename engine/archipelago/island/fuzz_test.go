package island

import (
	"path/filepath"
	"testing"

	"github.com/jackalbot/jackal/engine/archipelago/internal/textfile/textfiletest"
)

// FuzzParse checks Parse never panics, refuses only with an *Error that
// wraps a sentinel, and that whatever it accepts is valid and formats to a
// text that parses back to an equal island and formats the same again.
func FuzzParse(f *testing.F) {
	textfiletest.Seed(f, filepath.Join("..", "islands", "*.island"),
		baseText, ringText, "", "#", "island: x", "map:\n1 .", "island: x\nname: X\nmap:\n 3 . . .\n 2 . b .\n 1 . . .\n",
		withLine(7, "boats: c8,, d1"), withLine(6, "remove: none"), withLine(12, " 6  . b f\tf f f f f b ."),
		withLine(10, "99999 ."), "map:\n a b\n a b", "name: \xff\x00", "boats: a1, "+string(rune(0x10FFFF)),
	)
	f.Fuzz(func(t *testing.T, data []byte) {
		isl, err := Parse(data, "fuzz.island")
		if err != nil {
			textfiletest.CheckError(t, err, ErrSyntax, ErrHeader, ErrShape, ErrTiles, ErrBoat, ErrTooLarge)
			return
		}
		if err := isl.Validate(); err != nil {
			t.Fatalf("Parse accepted an invalid island: %v", err)
		}
		textfiletest.RoundTrip(t, isl, "fuzz.island", Format, Parse, (*Island).Equal)
	})
}
