package bot

import (
	"errors"
	"slices"
	"strings"
	"testing"

	"github.com/jackalbot/jackal/engine"
	"github.com/jackalbot/jackal/engine/archipirata"
	"github.com/jackalbot/jackal/engine/cards"
	gm "github.com/jackalbot/jackal/engine/game"
	"github.com/jackalbot/jackal/engine/games"
	"github.com/jackalbot/jackal/storage"
)

// TestFaces: every game the bot hosts has a face of its own id, and ids
// are read as games.Lookup reads them (an unknown one: the default
// game's).
func TestFaces(t *testing.T) {
	for _, tc := range []struct{ id, want string }{
		{"", games.All()[0].ID()},
		{"classic", "classic"},
		{"archipirata", "archipirata"},
		{" Archipirata", "archipirata"},
		{"chess", games.All()[0].ID()},
	} {
		if got := faceOf(tc.id).id(); got != tc.want {
			t.Errorf("faceOf(%q) is %q's face, want %q's", tc.id, got, tc.want)
		}
	}
	for _, g := range hosted() {
		if f, ok := faces[g.ID()]; !ok || f.id() != g.ID() {
			t.Errorf("no face of its own for %s", g.ID())
		}
	}
	if len(hosted()) < 2 || hosted()[0] != games.All()[0] {
		t.Errorf("hosted games %v: want the default game first and Archipirata", gameIDs())
	}
}

// TestUnhostedGame: a game the engine plays but the bot has no face for
// yet (here Archipirata with its face taken away) is not offered by /new's
// completion nor hosted, and naming it in /new or /rules gets a clear
// answer, not a lobby of another game.
func TestUnhostedGame(t *testing.T) {
	const id = "archipirata"
	f := newFixture(t)
	saved := faces[id]
	delete(faces, id)
	t.Cleanup(func() { faces[id] = saved })
	if Hosts(id) || slices.Contains(gameIDs(), id) || !Hosts("classic") || Hosts("chess") {
		t.Fatalf("hosts %q: %v; offered %v", id, Hosts(id), gameIDs())
	}
	if got := faceOf(id).id(); got != games.All()[0].ID() {
		t.Errorf("faceOf(%q) is %q's face", id, got)
	}
	for _, tc := range []struct{ cmd, args string }{{"new", id + " 4"}, {"rules", id}} {
		f.cmd(user("1"), tc.cmd, tc.args)
		if got := f.out.lastAnswer(); !strings.Contains(got, "Archipirata is not playable in chat yet") {
			t.Errorf("/%s %s: answered %q", tc.cmd, tc.args, got)
		}
	}
	if _, err := f.store.Get(storage.Key(f.chat.Key)); err == nil {
		t.Error("/new of a game not hosted opened a lobby")
	}
}

// TestOptionsOf: a stored set-up deals with its seats and variants; an old
// classic record's stall-rounds field (kept beside the variants before it
// was one) comes back as the variant.
func TestOptionsOf(t *testing.T) {
	for _, tc := range []struct {
		name  string
		setup storage.Setup
		want  []string
	}{
		{"classic", storage.Setup{Crews: []string{"white", "black"}, Variants: []string{"duel"}}, []string{"duel"}},
		{"old classic with stall rounds", storage.Setup{Crews: []string{"white", "black"}, Variants: []string{"duel"}, StallRounds: 30}, []string{"duel", "stall-rounds=30"}},
		{"archipirata", storage.Setup{Game: "archipirata", Crews: []string{"red", "white"}, Variants: []string{"advanced"}}, []string{"advanced"}},
	} {
		t.Run(tc.name, func(t *testing.T) {
			o := optionsOf(tc.setup)
			if !slices.Equal(o.Seats, tc.setup.Crews) || !slices.Equal(o.Variants, tc.want) {
				t.Errorf("options %+v, want seats %v and variants %v", o, tc.setup.Crews, tc.want)
			}
			g, err := gameOf(tc.setup)
			if err != nil {
				t.Fatal(err)
			}
			if _, err := g.New(o, 1); err != nil {
				t.Errorf("the options do not deal: %v", err)
			}
		})
	}
}

// TestFaceExamples: the moves help shows for each game are written in
// that game's notation (a whole row split as the face splits it): a fresh
// deal may refuse them as not legal now, never as not understood.
func TestFaceExamples(t *testing.T) {
	syntax := []error{engine.ErrSyntax, archipirata.ErrSyntax, cards.ErrSyntax}
	for _, g := range hosted() {
		f := faces[g.ID()]
		if len(f.examples()) == 0 {
			t.Errorf("%s: no examples", g.ID())
		}
		for _, lang := range []string{"en", "ru"} {
			// the terminal's help with no game shows one of each game's
			all := tr(lang, txtNotationAll)
			if !slices.ContainsFunc(f.examples(), func(ex string) bool { return strings.Contains(all, ex) }) {
				t.Errorf("%s: the help of all games (%s) shows none of %q", g.ID(), lang, f.examples())
			}
		}
		m, err := g.New(g.TwoSeats(), 1)
		if err != nil {
			t.Fatal(err)
		}
		for _, ex := range f.examples() {
			parts := []string{ex}
			sf, secret := f.(secretFace)
			if secret {
				parts = sf.split(m, m.Acting()[0], ex)
			}
			for _, part := range parts {
				if secret {
					part = gm.SeatEntry(m.Acting()[0], part)
				}
				if err := m.Check(part); slices.ContainsFunc(syntax, func(e error) bool { return errors.Is(err, e) }) {
					t.Errorf("%s: the example %q (%q) is not understood: %v", g.ID(), ex, part, err)
				}
			}
		}
	}
	if got := moveUsage("en", cardsFace{}); got != "Write the move after /move, e.g. /move lay horse or /move plan horse arrow-ne." {
		t.Errorf("the card game's /move usage: %q", got)
	}
	if got := moveUsage("ru", classicFace{}); got != "Напишите ход после /move, например /move W1 e5, /move ship h1 или /move W1 e5 +c." {
		t.Errorf("classic's /move usage in Russian: %q", got)
	}
}
