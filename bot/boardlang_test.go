package bot

import (
	"strconv"
	"testing"

	"github.com/jackalbot/jackal/storage"
)

// TestBoardsSayTheirLanguage: every board a face composes says the
// language it was composed in (Board.Lang): the group's board, a seat's
// private board and, in a game played in secret, a seat's hand, for
// every game the bot hosts, in English and in Russian alike.
func TestBoardsSayTheirLanguage(t *testing.T) {
	f := newFixture(t)
	for _, hg := range hosted() {
		fc := faces[hg.ID()]
		t.Run(hg.ID(), func(t *testing.T) {
			low, _ := fc.seats(fc.defaultMode())
			setup := storage.Setup{Game: hg.ID(), Seed: 5}
			for i := range low {
				// a Russian name in every game: the caption's letters do not
				// tell its language
				setup.Seats = append(setup.Seats, storage.Seat{UserID: strconv.Itoa(i + 1), Name: "Игрок " + strconv.Itoa(i+1)})
			}
			crews, variants, seats, err := fc.assign(setup)
			if err != nil {
				t.Fatalf("assign: %v", err)
			}
			setup.Crews, setup.Variants, setup.Seats = crews, variants, seats
			m, err := replayMatch(setup, nil)
			if err != nil {
				t.Fatalf("deal: %v", err)
			}
			g := &game{rec: &storage.Game{Key: "tg:-100", ID: "g1", Status: storage.StatusActive, Setup: setup}, m: m}
			for _, lang := range []string{"en", "ru"} {
				boards := map[string]Board{"board": fc.board(f.b, lang, g, nil, "", false)}
				if b, ok := fc.privateBoard(f.b, lang, g, seats[0].Crew); ok {
					boards["private board"] = b
				}
				if sf, ok := fc.(secretFace); ok {
					boards["hand"] = sf.handBoard(f.b, lang, g, seats[0].Crew)
				}
				for what, b := range boards {
					if b.Lang != lang {
						t.Errorf("%s in %s says Lang %q", what, lang, b.Lang)
					}
				}
			}
		})
	}
}

// TestPicturesSayTheirLanguage: a picture the bot posts outside a game's
// board (/rules' tile, card or island) says its caption's language too,
// so a group refusing pictures gets its text hint in that language.
func TestPicturesSayTheirLanguage(t *testing.T) {
	for _, tc := range []struct{ game, topic string }{
		{"", "horse"},
		{"cards", "horse"},
	} {
		for _, lang := range []string{"en", "ru"} {
			f := fixtureIn(t, lang)
			if tc.game != "" {
				f.cmd(user("1"), "new", tc.game)
			}
			before := len(f.out.boards)
			f.cmd(user("1"), "rules", tc.topic)
			if len(f.out.boards) == before {
				t.Fatalf("%s %s: /rules %s posted no picture", tc.game, lang, tc.topic)
			}
			if got := f.out.lastBoard().Lang; got != lang {
				t.Errorf("%s %s: /rules %s picture says Lang %q", tc.game, lang, tc.topic, got)
			}
		}
	}
}
