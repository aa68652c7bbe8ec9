package render

import (
	"bytes"
	"crypto/sha256"
	"errors"
	"image"
	"image/draw"
	"math/rand/v2"
	"sync"
	"testing"

	"github.com/jackalbot/jackal/engine/archipirata"
)

// archGame deals seed's game with o and plays up to n random legal actions
// (a PCG stream from the seed), returning the position and the last
// action's events.
func archGame(tb testing.TB, o archipirata.Options, seed uint64, n int) (archipirata.State, []archipirata.Event) {
	tb.Helper()
	s, err := archipirata.Deal(o, seed)
	if err != nil {
		tb.Fatalf("deal: %v", err)
	}
	rng := rand.New(rand.NewPCG(seed, 99))
	var buf []archipirata.Action
	var evs []archipirata.Event
	for i := 0; i < n && !s.Over; i++ {
		buf = archipirata.Legal(&s, buf)
		if len(buf) == 0 {
			tb.Fatal("no legal action in a game not over")
		}
		evs = evs[:0]
		if err := archipirata.Apply(&s, buf[rng.IntN(len(buf))], &evs); err != nil {
			tb.Fatal(err)
		}
	}
	return s, evs
}

// archMidGame is the benchmark's and a golden picture's position: a
// two-player game after 32 random actions, where the seat to act has
// looked at a pile and the last take spent a rum, took a sabre and
// fought.
func archMidGame(tb testing.TB) (archipirata.State, []archipirata.Event) {
	return archGame(tb, archipirata.Options{Seats: 2}, 1124, 32)
}

// archAdvanced is a four-seat game with captains after 32 random actions:
// one captain hidden, one face down seen by its own seat, one in play,
// one spent.
func archAdvanced(tb testing.TB) (archipirata.State, []archipirata.Event) {
	return archGame(tb, archipirata.Options{Seats: 4, Advanced: true}, 131, 32)
}

// archFinished is a two-player game played to its end.
func archFinished(tb testing.TB) (archipirata.State, []archipirata.Event) {
	tb.Helper()
	s, evs := archGame(tb, archipirata.Options{Seats: 2}, 5, 100000)
	if !s.Over {
		tb.Fatal("the random game did not end")
	}
	return s, evs
}

// archTargets are the islands the seat to act may start a take from (or
// choose), as a picture's highlights.
func archTargets(s *archipirata.State) []uint8 {
	var out []uint8
	var seen uint8
	for _, a := range archipirata.Legal(s, nil) {
		if (a.Kind == archipirata.ActTake || a.Kind == archipirata.ActChoose) && seen&(1<<a.Island) == 0 {
			seen |= 1 << a.Island
			out = append(out, a.Island)
		}
	}
	return out
}

// archGoldenCases are the Archipirata golden pictures.
func archGoldenCases() []goldenCase {
	return []goldenCase{
		{"archipirata-fresh", func(t *testing.T) *image.RGBA {
			s, err := archipirata.Deal(archipirata.Options{Seats: 2}, 1)
			if err != nil {
				t.Fatal(err)
			}
			v := archipirata.ViewFor(&s, s.Turn)
			return Archipirata(&v, ArchipirataOptions{Size: 512})
		}},
		{"archipirata-mid", func(t *testing.T) *image.RGBA {
			s, evs := archMidGame(t)
			v := archipirata.ViewFor(&s, s.Turn)
			return Archipirata(&v, ArchipirataOptions{Title: "Archipirata", Events: evs, Highlight: archTargets(&s)})
		}},
		{"archipirata-advanced", func(t *testing.T) *image.RGBA {
			s, evs := archAdvanced(t)
			v := archipirata.ViewFor(&s, s.Turn)
			return Archipirata(&v, ArchipirataOptions{Title: "Captains", Events: evs, Highlight: archTargets(&s)})
		}},
		{"archipirata-over", func(t *testing.T) *image.RGBA {
			s, evs := archFinished(t)
			v := archipirata.ViewFor(&s, archipirata.Spectator)
			return Archipirata(&v, ArchipirataOptions{Size: 512, Events: evs})
		}},
	}
}

// TestArchipirataGolden draws each Archipirata golden case and compares
// it with testdata/<name>.png (see checkGolden).
func TestArchipirataGolden(t *testing.T) { checkGolden(t, archGoldenCases()) }

// archPNG draws seat's view of s with evs and encodes it.
func archPNG(tb testing.TB, s *archipirata.State, seat uint8, evs []archipirata.Event) []byte {
	tb.Helper()
	v := archipirata.ViewFor(s, seat)
	var buf bytes.Buffer
	if err := EncodePNG(&buf, Archipirata(&v, ArchipirataOptions{Size: 384, Events: evs})); err != nil {
		tb.Fatal(err)
	}
	return buf.Bytes()
}

// hiddenTo reports, from the rules (not from ViewFor), whether seat may
// not know the card at island i, depth k: a card under the top one or a
// chest, in a pile the seat has not looked at.
func hiddenTo(s *archipirata.State, seat uint8, i, k int) bool {
	if k < int(s.Top[i]) || seat < archipirata.MaxSeats && s.Seen[seat]&(1<<i) != 0 {
		return false
	}
	return k > int(s.Top[i]) || s.Pile[i][k].IsChest()
}

// cardClass sorts cards so that swapping two of one class keeps a pile
// possible: equipment, chests, permanents.
func cardClass(c archipirata.Card) int {
	switch {
	case c.IsChest():
		return 1
	case c.IsPermanent():
		return 2
	}
	return 0
}

// hiddenVariants returns copies of s that differ only in what seat may
// not know: face-down cards swapped between piles, hidden chests changed,
// another team's kept chests changed, other seats' hidden captains and
// lookouts, the generator of chance.
func hiddenVariants(s *archipirata.State, seat uint8) []archipirata.State {
	var out []archipirata.State
	type spot struct{ i, k int }
	var spots []spot
	for i := range archipirata.NumIslands {
		for k := range archipirata.PileSize {
			if hiddenTo(s, seat, i, k) {
				spots = append(spots, spot{i, k})
			}
		}
	}
	swaps := 0
	for x, a := range spots {
		for _, b := range spots[x+1:] {
			ca, cb := s.Pile[a.i][a.k], s.Pile[b.i][b.k]
			if ca == cb || cardClass(ca) != cardClass(cb) || swaps >= 12 {
				continue
			}
			swaps++
			d := *s
			d.Pile[a.i][a.k], d.Pile[b.i][b.k] = cb, ca
			out = append(out, d)
		}
	}
	// a hidden chest turns into the other kind of chest
	for _, a := range spots {
		if c := s.Pile[a.i][a.k]; c.IsChest() {
			d := *s
			d.Pile[a.i][a.k] = archipirata.Gold + archipirata.RumChest - c
			out = append(out, d)
		}
	}
	for t := range uint8(2) {
		if (seat >= archipirata.MaxSeats || archipirata.Team(seat) != t) && !s.Over && s.Held[t][archipirata.Gold] > 0 {
			d := *s
			d.Held[t][archipirata.Gold]--
			d.Held[t][archipirata.RumChest]++
			out = append(out, d)
		}
	}
	for k := range uint8(archipirata.MaxSeats) {
		if k == seat {
			continue
		}
		if s.Captain[k] != archipirata.NoCaptain && !s.Revealed[k] && !s.Over {
			d := *s
			d.Captain[k] = s.Captain[k]%archipirata.NumCaptains + 1
			out = append(out, d)
		}
		d := *s
		d.Seen[k] ^= 0xff
		out = append(out, d)
	}
	d := *s
	d.RNG ^= 0x9e3779b97f4a7c15
	out = append(out, d)
	return out
}

// TestArchipirataHidesWhatTheViewHides draws positions that differ only in
// what a seat may not know: for that seat the PNG must be byte for byte
// the same. A chest another team claimed in the last action must look the
// same whatever it held. And, so the test can fail, a change the seat may
// see must change the picture.
func TestArchipirataHidesWhatTheViewHides(t *testing.T) {
	positions := []struct {
		name string
		make func(testing.TB) (archipirata.State, []archipirata.Event)
	}{
		{"mid", archMidGame},
		{"advanced", archAdvanced},
		{"finished", archFinished},
		{"fresh", func(tb testing.TB) (archipirata.State, []archipirata.Event) {
			return archGame(tb, archipirata.Options{Seats: 4}, 9, 0)
		}},
	}
	variants := 0
	for _, pos := range positions {
		s, evs := pos.make(t)
		seats := []uint8{archipirata.Spectator}
		for k := range s.Seats {
			seats = append(seats, k)
		}
		for _, seat := range seats {
			want := archPNG(t, &s, seat, evs)
			for n, d := range hiddenVariants(&s, seat) {
				variants++
				if got := archPNG(t, &d, seat, evs); !bytes.Equal(got, want) {
					t.Fatalf("%s, seat %d: variant %d of what it cannot see changes its picture", pos.name, seat, n)
				}
			}
		}
	}
	if variants < 50 {
		t.Fatalf("only %d variants tried", variants)
	}

	// The last action claimed a chest: the other team sees a lid either way.
	s, _ := archMidGame(t)
	claim := func(c archipirata.Card) []archipirata.Event {
		return []archipirata.Event{
			{Kind: archipirata.EvTaken, Seat: 1, Island: 2, N: 1},
			{Kind: archipirata.EvSown, Seat: 1, Island: 3, Colour: archipirata.White},
			{Kind: archipirata.EvChest, Seat: 1, Island: 3, Card: c},
		}
	}
	if !bytes.Equal(archPNG(t, &s, 0, claim(archipirata.Gold)), archPNG(t, &s, 0, claim(archipirata.RumChest))) {
		t.Error("the other team's claimed chest shows what it held")
	}
	if bytes.Equal(archPNG(t, &s, 1, claim(archipirata.Gold)), archPNG(t, &s, 1, claim(archipirata.RumChest))) {
		t.Error("the claiming team does not see which chest it claimed")
	}

	// What a seat may see does change its picture.
	seen := s
	for i := range archipirata.NumIslands {
		if c := seen.TopCard(uint8(i)); c.IsEquipment() {
			seen.Pile[i][seen.Top[i]] = c%archipirata.Rum + 1
			break
		}
	}
	if bytes.Equal(archPNG(t, &s, 0, nil), archPNG(t, &seen, 0, nil)) {
		t.Error("a different top card draws the same picture")
	}
	moved := s
	moved.Pirates[3][archipirata.Red]++
	if bytes.Equal(archPNG(t, &s, 0, nil), archPNG(t, &moved, 0, nil)) {
		t.Error("one more pirate draws the same picture")
	}
}

// TestArchipirataCardPictures draws every card kind, the lid of an unknown
// chest and the back of a face-down card: each differs from every other in
// many pixels, and so does each permanent's seal.
func TestArchipirataCardPictures(t *testing.T) {
	const w = 48
	kinds := []archipirata.Card{archipirata.Hidden, archipirata.Chest}
	for c := archipirata.Sabre; c <= archipirata.Kraken; c++ {
		kinds = append(kinds, c)
	}
	blank := archCards.get(cardKey{card: archipirata.NoCard, w: w})
	pics := map[archipirata.Card]*image.RGBA{}
	for _, c := range kinds {
		img := archCards.get(cardKey{card: c, w: w})
		if img.Rect != image.Rect(0, 0, w, cardHeight(w)) {
			t.Fatalf("%v: bounds %v", c, img.Rect)
		}
		pics[c] = img
		if n := differing(img, blank); n < w*w/8 {
			t.Errorf("%v: only %d pixels differ from the plain card: no picture", c, n)
		}
	}
	for i, a := range kinds {
		for _, b := range kinds[i+1:] {
			if n := differing(pics[a], pics[b]); n < w*w/10 {
				t.Errorf("%v and %v differ in only %d pixels", a, b, n)
			}
		}
	}
	const r = 30
	for a := archipirata.Reef; a <= archipirata.Kraken; a++ {
		for b := a + 1; b <= archipirata.Kraken; b++ {
			if n := differing(archSeals.get(sealKey{a, r}), archSeals.get(sealKey{b, r})); n < r*r/2 {
				t.Errorf("the seals of %v and %v differ in only %d pixels", a, b, n)
			}
		}
	}
}

// differing counts the pixels where a and b (of one size) differ.
func differing(a, b *image.RGBA) int {
	n := 0
	for i := 0; i+3 < len(a.Pix) && i+3 < len(b.Pix); i += 4 {
		if [4]uint8(a.Pix[i:i+4]) != [4]uint8(b.Pix[i:i+4]) {
			n++
		}
	}
	return n
}

// TestArchipirataOptions checks sizes, a nil view and highlights out of
// range.
func TestArchipirataOptions(t *testing.T) {
	tests := []struct {
		size, width int
		err         error
	}{
		{0, ArchipirataDefaultSize, nil},
		{MinSize, MinSize, nil},
		{MinSize - 1, MinSize, ErrSize},
		{MaxSize + 1, MaxSize, ErrSize},
	}
	for _, tc := range tests {
		o := ArchipirataOptions{Size: tc.size}
		if err := o.Check(); !errors.Is(err, tc.err) || (tc.err == nil) != (err == nil) {
			t.Errorf("size %d: Check = %v, want %v", tc.size, err, tc.err)
		}
		if tc.size > MaxSize {
			continue // not drawn: too big for a quick test
		}
		img := Archipirata(nil, o)
		if img.Rect != image.Rect(0, 0, tc.width, tc.width*4/3) {
			t.Errorf("size %d: bounds %v", tc.size, img.Rect)
		}
	}
	s, _ := archMidGame(t)
	v := archipirata.ViewFor(&s, 0)
	plain := Archipirata(&v, ArchipirataOptions{Size: 320})
	odd := Archipirata(&v, ArchipirataOptions{Size: 320, Highlight: []uint8{8, 200, 255}})
	if !bytes.Equal(plain.Pix, odd.Pix) {
		t.Error("highlights out of range drew something")
	}
}

// TestArchipirataHighlight checks a highlight marks its island and only
// there: every changed pixel lies in the island's square, grown a little.
func TestArchipirataHighlight(t *testing.T) {
	s, _ := archMidGame(t)
	v := archipirata.ViewFor(&s, 0)
	const w = 512
	l := newArchLayout(w)
	plain := Archipirata(&v, ArchipirataOptions{Size: w})
	for i := range uint8(archipirata.NumIslands) {
		lit := Archipirata(&v, ArchipirataOptions{Size: w, Highlight: []uint8{i, i}})
		x, y := l.isleCentre(int(i))
		box := image.Rect(int(x-l.isle), int(y-l.isle), int(x+l.isle), int(y+l.isle)).Inset(-w / 30)
		changed := 0
		for yy := 0; yy < plain.Rect.Dy(); yy++ {
			for xx := 0; xx < plain.Rect.Dx(); xx++ {
				o := plain.PixOffset(xx, yy)
				if [4]uint8(plain.Pix[o:o+4]) != [4]uint8(lit.Pix[o:o+4]) {
					changed++
					if !image.Pt(xx, yy).In(box) {
						t.Fatalf("island %d: pixel (%d,%d) changed, out of %v", i+1, xx, yy, box)
					}
				}
			}
		}
		if changed < w {
			t.Errorf("island %d: only %d pixels changed", i+1, changed)
		}
	}
}

// TestArchipirataEvents checks the last action shows (and shows nothing
// when it took no pirate), and that a long sowing round the ring draws.
func TestArchipirataEvents(t *testing.T) {
	s, evs := archMidGame(t)
	v := archipirata.ViewFor(&s, s.Turn)
	o := ArchipirataOptions{Size: 384}
	plain := sha256.Sum256(Archipirata(&v, o).Pix)
	o.Events = evs
	if sha256.Sum256(Archipirata(&v, o).Pix) == plain {
		t.Error("the last action's events draw nothing")
	}
	o.Events = []archipirata.Event{{Kind: archipirata.EvExtraTurn}, {Kind: archipirata.EvSown, Island: 3}}
	if sha256.Sum256(Archipirata(&v, o).Pix) != plain {
		t.Error("events with no take drew a path")
	}
	long := []archipirata.Event{{Kind: archipirata.EvTaken, Island: 6, N: 20}}
	for k := range 20 {
		long = append(long, archipirata.Event{Kind: archipirata.EvSown, Island: uint8(7+k) % 8, Colour: archipirata.Colour(k & 1)})
	}
	o.Events = long
	Archipirata(&v, o) // must not panic; 20 pirates are more than the sowing keeps
}

// TestArchipirataConcurrent draws from many goroutines at once: the caches
// are shared, the pictures must all be the same.
func TestArchipirataConcurrent(t *testing.T) {
	s, evs := archAdvanced(t)
	v := archipirata.ViewFor(&s, 1)
	o := ArchipirataOptions{Size: 300, Events: evs, Highlight: []uint8{0, 5}}
	want := sha256.Sum256(Archipirata(&v, o).Pix)
	var wg sync.WaitGroup
	errs := make(chan string, 8)
	for range 8 {
		wg.Go(func() {
			if sha256.Sum256(Archipirata(&v, o).Pix) != want {
				errs <- "a picture drawn concurrently differs"
			}
		})
	}
	wg.Wait()
	close(errs)
	for e := range errs {
		t.Error(e)
	}
}

// TestBlit checks the sprite copy against image/draw's Over, clipped at
// every side of the picture.
func TestBlit(t *testing.T) {
	rng := rand.New(rand.NewPCG(1, 2))
	src := image.NewRGBA(image.Rect(0, 0, 9, 7))
	for i := 0; i < len(src.Pix); i += 4 {
		a := uint8(rng.IntN(256))
		switch rng.IntN(3) {
		case 0:
			a = 0
		case 1:
			a = 0xff
		}
		for c := range 3 {
			src.Pix[i+c] = uint8(rng.IntN(int(a) + 1)) // premultiplied: ≤ alpha
		}
		src.Pix[i+3] = a
	}
	for _, at := range []image.Point{{3, 4}, {-4, -3}, {15, 2}, {5, 16}, {-20, 0}} {
		got := image.NewRGBA(image.Rect(0, 0, 20, 20))
		for i := range got.Pix {
			got.Pix[i] = uint8(rng.IntN(256))
			if i%4 == 3 {
				got.Pix[i] = 0xff
			}
		}
		want := image.NewRGBA(got.Rect)
		copy(want.Pix, got.Pix)
		blit(got, src, at.X, at.Y)
		draw.Draw(want, src.Rect.Add(at), src, image.Point{}, draw.Over)
		for i := range got.Pix {
			if d := int(got.Pix[i]) - int(want.Pix[i]); d > 1 || d < -1 {
				t.Fatalf("at %v: byte %d is %d, want %d", at, i, got.Pix[i], want.Pix[i])
			}
		}
	}
}
