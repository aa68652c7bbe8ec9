package render

import (
	"bytes"
	"image"
	"strings"
	"testing"
	"unicode/utf8"

	"github.com/jackalbot/jackal/engine"
	"github.com/jackalbot/jackal/engine/archipelago"
)

// isleGame deals a four-crew game of Archipelago on a shipped island and
// plays n random legal actions from a fixed seed (boats placed first).
func isleGame(tb testing.TB, id string, n int) engine.State {
	tb.Helper()
	return isleGameSeed(tb, id, 7, n)
}

// isleGameSeed is isleGame with the deal's seed.
func isleGameSeed(tb testing.TB, id string, seed uint64, n int) engine.State {
	tb.Helper()
	s, err := archipelago.Deal(shipped(tb, id), engine.Options{}, seed)
	if err != nil {
		tb.Fatal(err)
	}
	rng := uint64(11)
	var buf []engine.Action
	for i := 0; i < n && !s.Over; i++ {
		buf = s.LegalInto(buf)
		rng = rng*6364136223846793005 + 1442695040888963407
		if err := s.Play(buf[int(rng>>33)%len(buf)], nil); err != nil {
			tb.Fatal(err)
		}
	}
	return s
}

// archipelagoGoldenCases are pictures of Archipelago games: the first
// island after a hundred random actions (the bear awake on its den), and
// the ring early on, smaller.
func archipelagoGoldenCases() []goldenCase {
	return []goldenCase{
		{"archipelago-first-mid", func(t *testing.T) *image.RGBA {
			s := isleGameSeed(t, "first", 12, 100) // a deal whose bear wakes by then
			if !s.Bear.Awake {
				t.Fatal("the bear sleeps: the picture would not show it")
			}
			v := engine.ViewFor(&s, engine.White)
			return Board(&v, Options{Title: "Archipelago"})
		}},
		{"archipelago-ring-512", func(t *testing.T) *image.RGBA {
			s := isleGame(t, "ring", 12)
			v := engine.ViewFor(&s, engine.Yellow)
			return Board(&v, Options{Size: 512})
		}},
		{"archipelago-abilities-512", func(t *testing.T) *image.RGBA {
			s := abilityGame(t, 40)
			v := engine.ViewFor(&s, engine.Black)
			return Board(&v, Options{Size: 512})
		}},
	}
}

// abilityGame deals the first island to four crews with an ability on
// every pirate, the twelve in order (W1 the strongman … R3 the duelist),
// B3's scouting spent, and plays n random legal actions.
func abilityGame(tb testing.TB, n int) engine.State {
	tb.Helper()
	s, err := archipelago.Deal(shipped(tb, "first"), engine.Options{}, 3)
	if err != nil {
		tb.Fatal(err)
	}
	for i, a := range engine.Abilities() {
		if err := s.SetAbility(engine.PieceID(i), a, a == engine.Scout); err != nil {
			tb.Fatal(err)
		}
	}
	rng := uint64(5)
	var buf []engine.Action
	for i := 0; i < n && !s.Over; i++ {
		buf = s.LegalInto(buf)
		rng = rng*6364136223846793005 + 1442695040888963407
		if err := s.Play(buf[int(rng>>33)%len(buf)], nil); err != nil {
			tb.Fatal(err)
		}
	}
	return s
}

// TestAbilityBadges checks that a pirate's ability shows on the picture as
// a badge: taking every ability away changes the picture, and so does
// another ability on one pirate on land.
func TestAbilityBadges(t *testing.T) {
	s := abilityGame(t, 40)
	encode := func(s *engine.State) []byte {
		v := engine.ViewFor(s, engine.Black)
		var buf bytes.Buffer
		if err := EncodePNG(&buf, Board(&v, Options{Size: 512})); err != nil {
			t.Fatal(err)
		}
		return buf.Bytes()
	}
	want := encode(&s)
	bare := s
	bare.Abilities = engine.PirateAbilities{}
	if bytes.Equal(encode(&bare), want) {
		t.Fatal("the abilities do not show")
	}
	var ashore engine.PieceID = engine.NoPiece
	for p := engine.W1; p < engine.BEN; p++ {
		if s.Board.IsIsland(s.Pieces[p].At) && s.Pieces[p].Status == engine.Alive {
			ashore = p
			break
		}
	}
	if ashore == engine.NoPiece {
		t.Fatal("no pirate ashore")
	}
	other := s
	a := other.Ability(ashore)
	other.Abilities.Of[ashore] = engine.Ability(int(a)%int(engine.Duelist) + 1)
	for q := engine.W1; q < engine.BEN; q++ {
		if q != ashore && other.Abilities.Of[q] == other.Abilities.Of[ashore] {
			other.Abilities.Of[q] = a // swap, one card of each
		}
	}
	if bytes.Equal(encode(&other), want) {
		t.Fatalf("%s's badge is the same as another ability's", ashore)
	}
	seen := map[string]bool{}
	for _, ab := range engine.Abilities() {
		m := AbilityMark(ab)
		if utf8.RuneCountInString(m) != 1 || seen[m] {
			t.Errorf("%s's mark is %q, not one character of its own", ab, m)
		}
		if strings.ContainsAny(m, "WYBR") {
			t.Errorf("%s's mark %q is a crew's letter: beside a number it reads as that crew's pirate", ab, m)
		}
		seen[m] = true
	}
}

// TestArchipelagoGolden compares the Archipelago pictures with
// testdata/<name>.png; -update rewrites them.
func TestArchipelagoGolden(t *testing.T) { checkGolden(t, archipelagoGoldenCases()) }

// TestArchipelagoHidesFaceDown swaps face-down tiles of one back (games
// the crew cannot tell apart) and checks the picture stays the same byte
// for byte, while a face-down tile of another back would show.
func TestArchipelagoHidesFaceDown(t *testing.T) {
	s := isleGame(t, "first", 40)
	encode := func(s *engine.State) []byte {
		v := engine.ViewFor(s, engine.Black)
		var buf bytes.Buffer
		if err := EncodePNG(&buf, Board(&v, Options{Size: 512})); err != nil {
			t.Fatal(err)
		}
		return buf.Bytes()
	}
	want := encode(&s)
	var down []engine.Cell
	for c := range s.Board.Island() {
		if !s.Tiles[c].Open {
			down = append(down, c)
		}
	}
	swaps := 0
	for i := 0; i < len(down) && swaps < 12; i++ {
		for j := i + 1; j < len(down); j++ {
			a, b := down[i], down[j]
			if s.Board.Back(a) != s.Board.Back(b) || s.Tiles[a] == s.Tiles[b] {
				continue
			}
			x := s
			x.Tiles[a], x.Tiles[b] = x.Tiles[b], x.Tiles[a]
			if !bytes.Equal(encode(&x), want) {
				t.Fatalf("swapping the face-down tiles on %s and %s changed the picture", a, b)
			}
			swaps++
			break
		}
	}
	if swaps < 5 {
		t.Fatalf("only %d swaps tried", swaps)
	}
	x := s
	x.Board.SetBack(down[0], x.Board.Back(down[0])%3+1) // another back shows
	if bytes.Equal(encode(&x), want) {
		t.Fatal("a face-down tile's back does not show")
	}
}

// BenchmarkArchipelagoBoard draws and encodes a mid-game Archipelago
// picture at the default size: one move's work for the bot.
func BenchmarkArchipelagoBoard(b *testing.B) {
	s := isleGame(b, "first", 60)
	v := engine.ViewFor(&s, engine.White)
	var buf bytes.Buffer
	b.ReportAllocs()
	for b.Loop() {
		buf.Reset()
		if err := EncodePNG(&buf, Board(&v, Options{})); err != nil {
			b.Fatal(err)
		}
	}
	b.ReportMetric(float64(buf.Len()), "bytes")
}

// TestArchipelagoTextBoard checks the text board of an Archipelago game:
// the island's own grid (the first island's 12 files and 11 ranks), the
// backs of face-down tiles, boats and sea, and the key to them.
func TestArchipelagoTextBoard(t *testing.T) {
	s := isleGame(t, "first", 20)
	v := engine.ViewFor(&s, engine.White)
	text := TextBoard(&v)
	lines := strings.Split(text, "\n")
	if files := strings.Fields(lines[1]); len(files) != 12 || files[11] != "l" {
		t.Fatalf("files %q, want a to l", lines[1])
	}
	if !strings.HasPrefix(strings.TrimSpace(lines[2]), "11 ") || !strings.HasPrefix(strings.TrimSpace(lines[12]), "1 ") {
		t.Fatalf("ranks 11 to 1 expected:\n%s", text)
	}
	for _, want := range []string{"#b", "#f", "#m", "#f face down, a forest back", "~ sea", "W= a boat"} {
		if !strings.Contains(text, want) {
			t.Errorf("no %q in:\n%s", want, text)
		}
	}
	if strings.Contains(text, " # ") {
		t.Errorf("a face-down tile without its back:\n%s", text)
	}
}
