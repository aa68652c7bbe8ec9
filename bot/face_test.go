package bot

import (
	"slices"
	"strings"
	"testing"

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
