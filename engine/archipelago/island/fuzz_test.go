package island

import (
	"errors"
	"os"
	"path/filepath"
	"testing"
)

// FuzzParse checks Parse never panics, refuses only with an *Error that
// wraps a sentinel, and that whatever it accepts is valid and formats to a
// text that parses back to an equal island and formats the same again.
func FuzzParse(f *testing.F) {
	files, _ := filepath.Glob(filepath.Join("..", "islands", "*.island"))
	for _, file := range files {
		if data, err := os.ReadFile(file); err == nil {
			f.Add(data)
		}
	}
	for _, s := range []string{
		baseText, ringText, "", "#", "island: x", "map:\n1 .", "island: x\nname: X\nmap:\n 3 . . .\n 2 . b .\n 1 . . .\n",
		withLine(7, "boats: c8,, d1"), withLine(6, "remove: none"), withLine(12, " 6  . b f\tf f f f f b ."),
		withLine(10, "99999 ."), "map:\n a b\n a b", "name: \xff\x00", "boats: a1, " + string(rune(0x10FFFF)),
	} {
		f.Add([]byte(s))
	}
	sentinels := []error{ErrSyntax, ErrHeader, ErrShape, ErrTiles, ErrBoat, ErrTooLarge}
	f.Fuzz(func(t *testing.T, data []byte) {
		isl, err := Parse(data, "fuzz.island")
		if err != nil {
			var pe *Error
			if !errors.As(err, &pe) || pe.Line < 1 || pe.Col < 1 {
				t.Fatalf("error %v is not an *Error with a place", err)
			}
			known := false
			for _, s := range sentinels {
				known = known || errors.Is(err, s)
			}
			if !known {
				t.Fatalf("error %v wraps no sentinel", err)
			}
			return
		}
		if err := isl.Validate(); err != nil {
			t.Fatalf("Parse accepted an invalid island: %v", err)
		}
		text := Format(isl)
		back, err := Parse(text, "fuzz.island")
		if err != nil {
			t.Fatalf("Format's text does not parse: %v\n%s", err, text)
		}
		if !back.Equal(isl) {
			t.Fatalf("Parse(Format(x)) differs from x:\n%s", text)
		}
		if again := Format(back); string(again) != string(text) {
			t.Fatalf("Format is not stable:\n%s\n%s", text, again)
		}
	})
}
