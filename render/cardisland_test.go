package render

import (
	"bytes"
	"image"
	"math/rand/v2"
	"testing"

	"github.com/jackalbot/jackal/engine/cards"
	"github.com/jackalbot/jackal/engine/game"
)

// TestCardIsland: every shipped island card draws at the size asked, its
// cells coloured by terrain (water blue, gold yellow at its centre), and
// the golden picture of the first card stays as it was.
func TestCardIsland(t *testing.T) {
	all := cards.Islands()
	if len(all) < 40 {
		t.Fatalf("%d island cards", len(all))
	}
	for i, c := range all {
		img := CardIsland(c, CardIslandOptions{Size: 512})
		if b := img.Bounds(); b.Dx() != 512 || b.Dy() != 512 {
			t.Fatalf("card %d: %v", i, b)
		}
	}
	first := all[0]
	img := CardIsland(first, CardIslandOptions{Size: 512}).(*image.RGBA)
	checkGolden(t, []goldenCase{{"card-island-1-512", func(*testing.T) *image.RGBA { return img }}})
	var buf bytes.Buffer
	if err := EncodePNG(&buf, img); err != nil || buf.Len() == 0 {
		t.Fatalf("encode: %v", err)
	}
	// an island of no size draws, and the options' size is clamped
	if b := CardIsland(cards.IslandCard{}, CardIslandOptions{Size: 10}).Bounds(); b.Dx() != MinSize {
		t.Fatalf("a tiny size draws %v", b)
	}
}

// TestCardHand: a hand draws one card a kind held, each as wide as five
// eighths of the height, and an empty hand draws one blank; the golden
// picture of a hand of every kind stays as it was, in English (the
// notation's names) and in Russian (the cards' names).
func TestCardHand(t *testing.T) {
	var hand [cards.NumKinds]uint8
	for c := range hand {
		hand[c] = uint8(c%3 + 1)
	}
	img := CardHand(hand, CardHandOptions{Height: 160}).(*image.RGBA)
	gap, cw := 160/24, 160*5/8
	if want := gap + int(cards.NumKinds)*(cw+gap); img.Bounds().Dx() != want || img.Bounds().Dy() != 160 {
		t.Fatalf("a full hand: %v, want %d wide", img.Bounds(), want)
	}
	ru := CardHand(hand, CardHandOptions{Height: 160, Lang: "ru"}).(*image.RGBA)
	if ru.Bounds() != img.Bounds() || bytes.Equal(ru.Pix, img.Pix) {
		t.Fatalf("the Russian hand is %v and the same as the English one: %v", ru.Bounds(), bytes.Equal(ru.Pix, img.Pix))
	}
	checkGolden(t, []goldenCase{{"card-hand-160", func(*testing.T) *image.RGBA { return img }},
		{"ru-card-hand-160", func(*testing.T) *image.RGBA { return ru }}})
	var two [cards.NumKinds]uint8
	two[cards.Horse], two[cards.Rum] = 1, 2
	if w := CardHand(two, CardHandOptions{Height: 160}).Bounds().Dx(); w != gap+2*(cw+gap) {
		t.Fatalf("a hand of two kinds is %d wide", w)
	}
	if w := CardHand([cards.NumKinds]uint8{}, CardHandOptions{}).Bounds(); w.Dy() != CardHandHeight {
		t.Fatalf("an empty hand: %v", w)
	}
}

// cardGame is a three-seat card game played at random from seed for n
// actions (or to its end).
func cardGame(t *testing.T, seed uint64, n int) cards.State {
	t.Helper()
	s, err := cards.Rules{}.Deal(game.Options{Seats: []string{"p1", "p2", "p3"}}, seed)
	if err != nil {
		t.Fatal(err)
	}
	r := rand.New(rand.NewPCG(seed, 9))
	var buf []cards.Action
	for i := 0; i < n; i++ {
		buf = cards.Legal(&s, buf)
		if len(buf) == 0 {
			break
		}
		var evs []cards.Event
		if err := cards.Apply(&s, buf[r.IntN(len(buf))], &evs); err != nil {
			t.Fatal(err)
		}
	}
	return s
}

// TestCardBoard: a card game's board draws from any seat's view at the
// size asked, the same picture whatever the hidden cards of the others
// are (two games differing only in p2's and p3's hands), and the golden
// picture of a game under way stays as it was.
func TestCardBoard(t *testing.T) {
	s := cardGame(t, 4, 40)
	v := cards.ViewFor(&s, 0)
	img := CardBoard(&v, CardBoardOptions{Size: 512}).(*image.RGBA)
	if b := img.Bounds(); b.Dx() != 512 || b.Dy() != 512 {
		t.Fatalf("board %v", b)
	}
	checkGolden(t, []goldenCase{{"card-board-512", func(*testing.T) *image.RGBA { return img }}})
	// p2's hand with one card changed for another, the same size
	other := s
	changed := false
	for c := range other.Hand[1] {
		if other.Hand[1][c] > 0 {
			other.Hand[1][c]--
			other.Hand[1][(c+1)%len(other.Hand[1])]++
			changed = true
			break
		}
	}
	if !changed {
		t.Fatal("p2 holds no card to change")
	}
	ov := cards.ViewFor(&other, 0)
	a, b := encodeForTest(t, img), encodeForTest(t, CardBoard(&ov, CardBoardOptions{Size: 512}).(*image.RGBA))
	if !bytes.Equal(a, b) {
		t.Fatal("the board shows another seat's hand")
	}
}

// TestCardBoardPaths: a round's reveal draws each pirate's moves, and the
// golden picture of one stays as it was.
func TestCardBoardPaths(t *testing.T) {
	s, err := cards.Rules{}.Deal(game.Options{Seats: []string{"p1", "p2", "p3"}}, 11)
	if err != nil {
		t.Fatal(err)
	}
	r := rand.New(rand.NewPCG(11, 9))
	var buf []cards.Action
	var round []cards.Event // the events of the round being resolved
	moves := 0
	for i := 0; i < 4000 && moves < 3; i++ {
		buf = cards.Legal(&s, buf)
		if len(buf) == 0 {
			break
		}
		var evs []cards.Event
		if err := cards.Apply(&s, buf[r.IntN(len(buf))], &evs); err != nil {
			t.Fatal(err)
		}
		for _, e := range evs {
			switch {
			case e.Kind == cards.EvIsland:
				round, moves = round[:0], 0 // a new island: its paths start afresh
			case e.Kind == cards.EvMove && e.Cell != cards.NoCell:
				moves++
			}
			round = append(round, e)
		}
		if moves >= 3 && s.Phase == cards.PhaseResolve {
			break // the view while the round resolves, its moves so far
		}
	}
	if moves < 3 || s.Phase != cards.PhaseResolve {
		t.Fatal("no round with three moves")
	}
	v := cards.ViewFor(&s, cards.Spectator)
	plain := CardBoard(&v, CardBoardOptions{Size: 512}).(*image.RGBA)
	img := CardBoard(&v, CardBoardOptions{Size: 512, Events: round}).(*image.RGBA)
	if bytes.Equal(encodeForTest(t, plain), encodeForTest(t, img)) {
		t.Fatal("the moves are not drawn")
	}
	checkGolden(t, []goldenCase{{"card-board-paths-512", func(*testing.T) *image.RGBA { return img }}})
}

// encodeForTest is img as PNG bytes.
func encodeForTest(t *testing.T, img *image.RGBA) []byte {
	t.Helper()
	var buf bytes.Buffer
	if err := EncodePNG(&buf, img); err != nil {
		t.Fatal(err)
	}
	return buf.Bytes()
}
