package render

import (
	"bytes"
	"image"
	"testing"

	ar "github.com/jackalbot/jackal/engine/archipirata"
)

// archGame deals an Archipirata game from seed and plays up to n actions
// chosen by a seeded rule.
func archGame(t testing.TB, seed uint64, seats int, advanced bool, n int) ar.State {
	t.Helper()
	s, err := ar.Deal(ar.Options{Seats: seats, Advanced: advanced}, seed)
	if err != nil {
		t.Fatal(err)
	}
	var buf []ar.Action
	x := seed
	for i := 0; i < n && !s.Over; i++ {
		buf = ar.Legal(&s, buf)
		a := buf[ar.SplitMix(&x)%uint64(len(buf))]
		if err := ar.Apply(&s, a, nil); err != nil {
			t.Fatal(err)
		}
	}
	return s
}

func encodeArch(t testing.TB, v *ar.View, o ArchipirataOptions) []byte {
	t.Helper()
	var buf bytes.Buffer
	if err := EncodePNG(&buf, Archipirata(v, o)); err != nil {
		t.Fatal(err)
	}
	return buf.Bytes()
}

// TestArchipirataHidesWhatTheViewHides: states that differ only in cards a
// seat cannot see (the face-down cards of every pile reshuffled among
// themselves) give that seat byte-identical pictures, in many positions;
// and the picture shows what changes (the mover's view differs from the
// deal's).
func TestArchipirataHidesWhatTheViewHides(t *testing.T) {
	for seed := uint64(1); seed <= 40; seed++ {
		s := archGame(t, seed, []int{2, 4}[seed%2], seed%3 == 0, int(seed*3))
		for _, seat := range []uint8{ar.Spectator, s.Turn} {
			v := ar.ViewFor(&s, seat)
			o := *new(ArchipirataOptions)
			o.Size = 320
			want := encodeArch(t, &v, o)
			// swap face-down cards of two piles, below the top, where the
			// seat sees neither
			other := s
			swapped := false
			for i := range ar.NumIslands {
				for j := i + 1; j < ar.NumIslands && !swapped; j++ {
					ki, kj := int(other.Top[i])+1, int(other.Top[j])+1
					if ki >= ar.PileSize || kj >= ar.PileSize || v.Pile[i][ki] != ar.Hidden || v.Pile[j][kj] != ar.Hidden {
						continue
					}
					other.Pile[i][ki], other.Pile[j][kj] = other.Pile[j][kj], other.Pile[i][ki]
					swapped = other.Pile[i][ki] != s.Pile[i][ki]
				}
			}
			w := ar.ViewFor(&other, seat)
			if got := encodeArch(t, &w, o); !bytes.Equal(got, want) {
				t.Fatalf("seed %d seat %d: hidden cards changed the picture", seed, seat)
			}
		}
	}
	s0 := archGame(t, 9, 2, false, 0)
	s1 := archGame(t, 9, 2, false, 3)
	v0, v1 := ar.ViewFor(&s0, ar.Spectator), ar.ViewFor(&s1, ar.Spectator)
	if bytes.Equal(encodeArch(t, &v0, ArchipirataOptions{Size: 320}), encodeArch(t, &v1, ArchipirataOptions{Size: 320})) {
		t.Fatal("three actions changed nothing on the picture")
	}
}

// TestArchipirataCardsDrawn: every card kind a view can show on top of a
// pile changes the picture (each has its own label and ground).
func TestArchipirataCardsDrawn(t *testing.T) {
	s := archGame(t, 2, 2, false, 0)
	seen := map[string]ar.Card{}
	for c := ar.Sabre; c <= ar.Chest; c++ {
		if c == ar.Gold || c == ar.RumChest {
			continue // a chest on a pile shows its lid (Chest)
		}
		v := ar.ViewFor(&s, ar.Spectator)
		v.Pile[3][v.Top[3]] = c
		img := Archipirata(&v, ArchipirataOptions{Size: 320})
		key := string(img.SubImage(image.Rect(0, 0, 320, 320)).(*image.RGBA).Pix)
		if d, ok := seen[key]; ok {
			t.Fatalf("%s and %s look the same", c, d)
		}
		seen[key] = c
	}
}

// BenchmarkArchipirata draws and encodes a mid-game picture at the bot's
// default size.
func BenchmarkArchipirata(b *testing.B) {
	s := archGame(b, 3, 4, true, 12)
	v := ar.ViewFor(&s, 0)
	var buf bytes.Buffer
	b.ReportAllocs()
	for b.Loop() {
		buf.Reset()
		if err := EncodePNG(&buf, Archipirata(&v, ArchipirataOptions{Size: 1024, Marked: []uint8{2, 5}})); err != nil {
			b.Fatal(err)
		}
	}
}
