package render

import (
	"bytes"
	"image"
	"image/gif"
	"testing"

	"github.com/jackalbot/jackal/engine"
	"github.com/jackalbot/jackal/engine/archipirata"
	"github.com/jackalbot/jackal/engine/cards"
	"github.com/jackalbot/jackal/engine/game"
)

// TestWordsRussian: every word of the pictures has an English and a
// Russian text, and the Russian is not the English left untranslated (a
// word added without its Russian fails here); so has every counted noun.
func TestWordsRussian(t *testing.T) {
	for w := word(0); w < numWords; w++ {
		en, ru := wordTexts[w][english], wordTexts[w][russian]
		switch {
		case en == "":
			t.Errorf("word %d has no English", w)
		case ru == "":
			t.Errorf("word %d (%q) has no Russian", w, en)
		case ru == en:
			t.Errorf("word %d (%q): the Russian is the English", w, en)
		}
	}
	for k := noun(0); k < numNouns; k++ {
		f := nounForms[k]
		for i, s := range f {
			if s == "" {
				t.Errorf("noun %d: form %d is empty", k, i)
			}
		}
		for _, ru := range f[2:] {
			if ru == f[0] || ru == f[1] {
				t.Errorf("noun %d (%q): the Russian %q is the English", k, f[0], ru)
			}
		}
	}
	if got := tongueOf("ru"); got != russian {
		t.Errorf(`tongueOf("ru") = %d`, got)
	}
	for _, l := range []string{"", "en", "RU", "de"} {
		if got := tongueOf(l); got != english {
			t.Errorf("tongueOf(%q) = %d, want English", l, got)
		}
	}
}

// TestCountRussian: counted things take the Russian form for one, a few
// or many (11–14 are many), and the English singular or plural.
func TestCountRussian(t *testing.T) {
	tests := []struct {
		n      int
		ru, en string
	}{
		{0, "0 монет", "0 coins"},
		{1, "1 монета", "1 coin"},
		{2, "2 монеты", "2 coins"},
		{5, "5 монет", "5 coins"},
		{11, "11 монет", "11 coins"},
		{12, "12 монет", "12 coins"},
		{21, "21 монета", "21 coins"},
		{22, "22 монеты", "22 coins"},
		{25, "25 монет", "25 coins"},
		{101, "101 монета", "101 coins"},
		{111, "111 монет", "111 coins"},
	}
	for _, tc := range tests {
		if got := russian.count(tc.n, nCoin); got != tc.ru {
			t.Errorf("%d in Russian: %q, want %q", tc.n, got, tc.ru)
		}
		if got := english.count(tc.n, nCoin); got != tc.en {
			t.Errorf("%d in English: %q, want %q", tc.n, got, tc.en)
		}
	}
	if got := russian.count(3, nTurn); got != "3 хода" {
		t.Errorf("3 turns: %q", got)
	}
}

// TestLinesRussian: the pictures' lines read in Russian, the crews and
// teams lower case inside a line and capitalised at its head.
func TestLinesRussian(t *testing.T) {
	var cv cards.View
	cv.Seats, cv.Phase, cv.First = 4, cards.PhasePlan, 1
	cv.Coins = [cards.MaxSeats]uint16{1, 2, 5, 11}
	cv.HandN = [cards.MaxSeats]uint8{4, 3, 1, 5}
	cv.Status = [cards.MaxSeats]cards.Status{cards.Ready, cards.AtTortuga, cards.Passed, cards.Planning}
	cv.RowN = [cards.MaxSeats]uint8{3, 0, 0, 2}
	tests := []struct {
		name, got, want string
	}{
		{"turn", turnLine(russian, &engine.View{Round: 5, Turn: engine.White, Controller: engine.White}), "Раунд 5 · ходят белые"},
		{"smoke", turnLine(russian, &engine.View{Round: 4, Turn: engine.White, Controller: engine.Yellow, SmokeLeft: 2}),
			"Раунд 4 · ходят белые · в дыму ходят жёлтые (ещё 2)"},
		{"won", turnLine(russian, &engine.View{Over: true, Winners: []engine.Crew{engine.Red}}), "Игра окончена: победили красные"},
		{"shared", turnLine(russian, &engine.View{Over: true, Winners: []engine.Crew{engine.White, engine.Black}}),
			"Игра окончена: победили белые и чёрные"},
		{"draw", turnLine(russian, &engine.View{Over: true, Crews: []engine.Crew{engine.White, engine.Black},
			Winners: []engine.Crew{engine.White, engine.Black}}), "Игра окончена: ничья"},
		{"solo", turnLine(russian, &engine.View{Solo: engine.Solo{On: true, Turns: 12}, Round: 3, Turn: engine.Red}), "Ход 3 из 12 · ходят красные"},
		{"solved", turnLine(russian, &engine.View{Solo: engine.Solo{On: true}, Over: true, EndedBy: engine.EndBanked, Round: 7}), "Решено за 7 ходов"},
		{"ready", seatLine(russian, &cv, 0, []string{"Алиса"}), "Алиса · 1 монета · на руке 4 · ряд готов (3 карты)"},
		{"tortuga", seatLine(russian, &cv, 1, nil), "p2 · 2 монеты · на руке 3 · на Тортуге · первый"},
		{"passes", seatLine(russian, &cv, 2, nil), "p3 · 5 монет · на руке 1 · пропускает раунд"},
		{"planning", seatLine(russian, &cv, 3, nil), "p4 · 11 монет · на руке 5 · планирует (2)"},
		{"arch turn", archTurnLine(russian, &archipirata.View{Seats: 4, Turn: 3}), "Ходят белые (P4)"},
		{"arch over", archTurnLine(russian, &archipirata.View{Over: true, Winner: 0}), "Игра окончена: победили красные"},
		{"arch pending", pendingLine(russian, archipirata.PendLookout), "Вышка: выберите стопку"},
		{"arch end", endReason(russian, archipirata.EndNoMove), "ходов не осталось"},
	}
	for _, tc := range tests {
		if tc.got != tc.want {
			t.Errorf("%s: %q, want %q", tc.name, tc.got, tc.want)
		}
	}
}

// fourSeatPlan is a four-seat card game's view while planning, a seat in
// each part of the round: ready, at Tortuga, passing, still planning.
func fourSeatPlan(t *testing.T) cards.View {
	t.Helper()
	s, err := cards.Rules{}.Deal(game.Options{Seats: []string{"p1", "p2", "p3", "p4"}}, 8)
	if err != nil {
		t.Fatal(err)
	}
	v := cards.ViewFor(&s, 0)
	v.Phase, v.First = cards.PhasePlan, 1
	v.Status = [cards.MaxSeats]cards.Status{cards.Ready, cards.AtTortuga, cards.Passed, cards.Planning}
	v.RowN = [cards.MaxSeats]uint8{3, 0, 0, 2}
	v.Coins = [cards.MaxSeats]uint16{1, 2, 5, 11}
	return v
}

// russianGoldenCases are pictures in Russian: the card game's board with
// a seat in each part of the round, classic's board with its strip (a
// round, the crew to play, a crew playing it in the smoke), the season's
// standings, an Archipirata choice and an Archipelago island.
func russianGoldenCases() []goldenCase {
	return []goldenCase{
		{"ru-card-board-512", func(t *testing.T) *image.RGBA {
			v := fourSeatPlan(t)
			names := []string{"Алиса", "Computer 2 (hard)", "", "Константин Константинопольский"}
			return CardBoard(&v, CardBoardOptions{Size: 512, Names: names, Lang: "ru"}).(*image.RGBA)
		}},
		{"ru-board-512", func(t *testing.T) *image.RGBA {
			s, evs := midGameState(t)
			v := engine.ViewFor(&s, s.Turn)
			v.SmokeLeft, v.Controller = 2, (v.Turn+1)%engine.NumCrews
			return Board(&v, Options{Size: 512, Events: evs, Lang: "ru"})
		}},
		{"ru-season-over", func(t *testing.T) *image.RGBA {
			return Standings(season(true), SeasonOptions{Size: 512, Lang: "ru"})
		}},
		{"ru-archipirata-512", func(t *testing.T) *image.RGBA {
			s, evs := archMidGame(t)
			v := archipirata.ViewFor(&s, s.Turn)
			v.Pend = archipirata.PendAid
			return Archipirata(&v, ArchipirataOptions{Size: 512, Title: "Архипирата", Events: evs, Lang: "ru"})
		}},
		{"ru-island-ring-512", func(t *testing.T) *image.RGBA {
			return Island(shipped(t, "ring"), IslandOptions{Size: 512, Lang: "ru"}).(*image.RGBA)
		}},
	}
}

// TestRussianGolden compares the Russian pictures with testdata; -update
// rewrites them.
func TestRussianGolden(t *testing.T) { checkGolden(t, russianGoldenCases()) }

// TestLangChangesWords: a picture's language changes its words, every
// options' zero Lang is English, and the Archipirata frame cached for one
// language is not served to the other.
func TestLangChangesWords(t *testing.T) {
	png := func(img image.Image) []byte {
		var buf bytes.Buffer
		if err := EncodePNG(&buf, img); err != nil {
			t.Fatal(err)
		}
		return buf.Bytes()
	}
	s, _ := midGameState(t)
	v := engine.ViewFor(&s, s.Turn)
	cv := fourSeatPlan(t)
	as, _ := archMidGame(t)
	av := archipirata.ViewFor(&as, as.Turn)
	for _, tc := range []struct {
		name string
		draw func(lang string) image.Image
	}{
		{"board", func(l string) image.Image { return Board(&v, Options{Size: 256, Lang: l}) }},
		{"card board", func(l string) image.Image { return CardBoard(&cv, CardBoardOptions{Size: 256, Lang: l}) }},
		{"card seat", func(l string) image.Image { return CardSeat(&cv, CardBoardOptions{Size: 256, Lang: l}) }},
		{"archipirata", func(l string) image.Image { return Archipirata(&av, ArchipirataOptions{Size: 256, Lang: l}) }},
		{"season", func(l string) image.Image { return Standings(season(false), SeasonOptions{Size: 256, Lang: l}) }},
		{"island", func(l string) image.Image { return Island(shipped(t, "first"), IslandOptions{Size: 256, Lang: l}) }},
	} {
		en, ru := png(tc.draw("")), png(tc.draw("ru"))
		if bytes.Equal(en, ru) {
			t.Errorf("%s: the Russian picture is the English one", tc.name)
		}
		if !bytes.Equal(en, png(tc.draw("en"))) {
			t.Errorf(`%s: "en" and "" draw differently`, tc.name)
		}
		if !bytes.Equal(ru, png(tc.draw("ru"))) {
			t.Errorf("%s: the Russian picture changes when drawn again", tc.name)
		}
	}
	// a replay passes its language on to every frame
	frames := []Frame{{View: v}, {View: v}}
	cardFrames := []CardFrame{{View: cv}, {View: cv}}
	archFrames := []ArchipirataFrame{{View: av}, {View: av}}
	for _, tc := range []struct {
		name string
		draw func(o ReplayOptions) (*gif.GIF, error)
	}{
		{"replay", func(o ReplayOptions) (*gif.GIF, error) { return Replay(frames, o) }},
		{"card replay", func(o ReplayOptions) (*gif.GIF, error) { return CardReplay(cardFrames, o) }},
		{"archipirata replay", func(o ReplayOptions) (*gif.GIF, error) { return ArchipirataReplay(archFrames, o) }},
	} {
		var en, ru bytes.Buffer
		for _, x := range []struct {
			buf  *bytes.Buffer
			lang string
		}{{&en, ""}, {&ru, "ru"}} {
			g, err := tc.draw(ReplayOptions{Size: 256, Lang: x.lang})
			if err != nil {
				t.Fatal(err)
			}
			if err := gif.EncodeAll(x.buf, g); err != nil {
				t.Fatal(err)
			}
		}
		if bytes.Equal(en.Bytes(), ru.Bytes()) {
			t.Errorf("%s: the Russian frames are the English ones", tc.name)
		}
	}
}
