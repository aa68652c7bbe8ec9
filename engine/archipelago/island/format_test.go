package island

import (
	"os"
	"strings"
	"testing"
)

// TestFormat checks the canonical text of the base island.
func TestFormat(t *testing.T) {
	isl := mustParse(t, baseText)
	want := strings.TrimPrefix(baseText, "# a test island\n") // the canonical form: the same, less the comment
	if got := string(Format(isl)); got != want {
		t.Errorf("Format =\n%s\nwant\n%s", got, want)
	}
}

// TestFormatRoundTrip checks Parse(Format(x)) is Equal to x, for islands
// with and without the optional keys.
func TestFormatRoundTrip(t *testing.T) {
	base := mustParse(t, baseText)
	variants := []func(*Island){
		func(*Island) {},
		func(i *Island) { i.NameRU = "" },
		func(i *Island) { i.Boats = nil },
		func(i *Island) { i.North = W },
		func(i *Island) { i.North = S; i.Name = "Name: with a colon, and «quotes»" },
	}
	for k, change := range variants {
		isl := base.Clone()
		change(isl)
		text := Format(isl)
		back, err := Parse(text, "f.island")
		if err != nil {
			t.Fatalf("variant %d: %v\n%s", k, err, text)
		}
		if !back.Equal(isl) {
			t.Errorf("variant %d: Parse(Format(x)) differs:\n%s\n%s", k, text, Format(back))
		}
		if string(Format(back)) != string(text) {
			t.Errorf("variant %d: Format is not stable", k)
		}
	}
	ring := mustParse(t, ringText)
	back, err := Parse(Format(ring), "ring.island")
	if err != nil || !back.Equal(ring) {
		t.Errorf("the ring: %v", err)
	}
}

// TestDocExample checks the whole file shown in the package documentation
// parses, so the documentation cannot drift from the format.
func TestDocExample(t *testing.T) {
	doc, err := os.ReadFile("doc.go")
	if err != nil {
		t.Fatal(err)
	}
	_, after, ok := strings.Cut(string(doc), "A whole file")
	if !ok {
		t.Fatal("doc.go shows no whole file")
	}
	var text strings.Builder
	started := false
	for _, line := range strings.Split(after, "\n") {
		code, isCode := strings.CutPrefix(line, "//\t")
		switch {
		case isCode:
			started = true
			text.WriteString(code + "\n")
		case started:
			isl, err := Parse([]byte(text.String()), "doc.go")
			if err != nil {
				t.Fatalf("%v\n%s", err, text.String())
			}
			if isl.ID != "ring" || isl.Land() != 48 || len(isl.Lagoon()) == 0 {
				t.Errorf("the example is island %q of %d cells", isl.ID, isl.Land())
			}
			return
		}
	}
	t.Fatal("the example has no end")
}
