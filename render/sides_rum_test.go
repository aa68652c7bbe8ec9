package render

import (
	"image"
	"slices"
	"testing"

	"github.com/jackalbot/jackal/engine"
)

// teamsGame is a 2 v 2 game well under way, in the public view: gold
// banked by three crews, a rum barrel face up at g7.
func teamsGame(t *testing.T) (engine.View, []engine.Event) {
	t.Helper()
	s, evs := playRandom(t, 7, engine.Options{Teams: true, StallRounds: -1}, 200)
	s.Tiles[engine.CellAt(6, 6)] = engine.Tile{Kind: engine.Rum, Open: true}
	s.Banked[engine.White], s.Banked[engine.Black], s.Banked[engine.Red] = 5, 3, 11
	return engine.ViewFor(&s, engine.NoCrew), evs
}

// TestGoldenTeams: a 2 v 2 game's strip lists the crews side by side,
// partners joined by "+" and a bar between the sides, and its rum barrel
// reads «РОМ» in Russian.
func TestGoldenTeams(t *testing.T) {
	checkGolden(t, []goldenCase{{"ru-teams-512", func(t *testing.T) *image.RGBA {
		v, evs := teamsGame(t)
		return Board(&v, Options{Size: 512, Events: evs, Lang: "ru", Title: "Шакал"})
	}}})
}

// TestSideOrder: the strip lists allied crews side by side with a mark
// between them; crews each for themselves in turn order, with none.
func TestSideOrder(t *testing.T) {
	for _, tc := range []struct {
		name  string
		opts  engine.Options
		order []engine.Crew
		joins []int
	}{
		{"four", engine.Options{}, []engine.Crew{engine.White, engine.Yellow, engine.Black, engine.Red}, []int{joinNone, joinNone, joinNone, joinNone}},
		{"duel", engine.Options{Duel: true}, []engine.Crew{engine.White, engine.Black}, []int{joinNone, joinNone}},
		{"teams", engine.Options{Teams: true}, []engine.Crew{engine.White, engine.Black, engine.Yellow, engine.Red}, []int{joinNone, joinAlly, joinSide, joinAlly}},
		{"two crews each", engine.Options{TwoCrewsEach: true}, []engine.Crew{engine.White, engine.Black, engine.Yellow, engine.Red}, []int{joinNone, joinAlly, joinSide, joinAlly}},
	} {
		s, err := engine.New(1, tc.opts)
		if err != nil {
			t.Fatal(err)
		}
		v := engine.ViewFor(&s, engine.NoCrew)
		order, joins := sideOrder(&v)
		if !slices.Equal(order, tc.order) || !slices.Equal(joins, tc.joins) {
			t.Errorf("%s: order %v joins %v, want %v %v", tc.name, order, joins, tc.order, tc.joins)
		}
	}
}

// TestRumSaysItsWord: the rum barrel's word is the picture's language
// («РОМ», not "RUM", in a Russian game), each language its own cached
// picture; a tile without words is one picture in every language.
func TestRumSaysItsWord(t *testing.T) {
	rum := engine.ViewTile{Kind: engine.Rum, Open: true}
	ru, en := pixelsHash(tileArt(rum, 96, russian)), pixelsHash(tileArt(rum, 96, english))
	if ru == en {
		t.Error("the rum barrel reads the same in Russian as in English")
	}
	if again := pixelsHash(tileArt(rum, 96, russian)); again != ru {
		t.Error("the cache gave the Russian barrel another picture")
	}
	if pixelsHash(TileIn(engine.Rum, 96, "ru")) == pixelsHash(Tile(engine.Rum, 96)) {
		t.Error("TileIn draws the Russian barrel as the English")
	}
	// a known rum (a lighthouse's inset) says it too
	known := engine.ViewTile{Kind: engine.Rum, Known: true}
	if pixelsHash(tileArt(known, 96, russian)) == pixelsHash(tileArt(known, 96, english)) {
		t.Error("a known rum's inset reads the same in both languages")
	}
	ogre := artKey{kind: engine.Ogre, side: 96}
	if keyIn(ogre, russian) != ogre {
		t.Error("a tile without words is cached by language")
	}
	// the board: the barrel's cell differs between the languages
	v, _ := teamsGame(t)
	l := boardLayout(512, &v.Board)
	r := l.tileRect(engine.CellAt(6, 6))
	a, b := Board(&v, Options{Size: 512, Lang: "ru"}), Board(&v, Options{Size: 512})
	same := true
	for y := r.Min.Y; y < r.Max.Y && same; y++ {
		same = slices.Equal(a.Pix[a.PixOffset(r.Min.X, y):a.PixOffset(r.Max.X, y)], b.Pix[b.PixOffset(r.Min.X, y):b.PixOffset(r.Max.X, y)])
	}
	if same {
		t.Error("the board's rum barrel reads the same in Russian as in English")
	}
}
