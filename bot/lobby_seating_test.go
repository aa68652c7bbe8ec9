package bot

import (
	"strings"
	"testing"

	"github.com/jackalbot/jackal/storage"
)

// TestLobbySeatingTold: a colour pressed in the lobby is the player's if
// the game seats it; when the game's seating gives the player another (a
// game of three has no black, classic's two crews each pair white with
// black, Archipelago's pair is white and black), the start says so and
// why, in the game's language, instead of reseating the player silently.
func TestLobbySeatingTold(t *testing.T) {
	tests := []struct {
		name    string
		lang    string
		new     string
		presses [][2]string // user, button data
		want    map[string][]string
		told    []string // lines the start message holds; none when empty
	}{
		{
			name:    "three players, black pressed",
			new:     "",
			presses: [][2]string{{"2", "0:j:black"}, {"3", "0:j:red"}},
			want:    map[string][]string{"1": {"white"}, "2": {"yellow"}, "3": {"red"}},
			told:    []string{"U2: there is no black in a game of 3 players: white, yellow and red sail; U2 plays yellow."},
		},
		{
			name:    "three players in Russian",
			lang:    "ru",
			new:     "",
			presses: [][2]string{{"2", "0:j:black"}, {"3", "0:j:red"}},
			want:    map[string][]string{"1": {"white"}, "2": {"yellow"}, "3": {"red"}},
			told:    []string{"U2: в игре на 3 игроков нет чёрных, плывут белые, жёлтые и красные; U2 играет за жёлтых."},
		},
		{
			name:    "three players, free colours pressed",
			new:     "",
			presses: [][2]string{{"2", "0:j:red"}, {"3", "0:j:yellow"}},
			want:    map[string][]string{"1": {"white"}, "2": {"red"}, "3": {"yellow"}},
		},
		{
			name:    "four players, black pressed",
			new:     "4",
			presses: [][2]string{{"2", "0:j:black"}, {"3", "0:j:red"}, {"4", "0:j:yellow"}},
			want:    map[string][]string{"1": {"white"}, "2": {"black"}, "3": {"red"}, "4": {"yellow"}},
		},
		{
			name:    "two crews each: white and black pressed",
			new:     "",
			presses: [][2]string{{"1", "0:j:white"}, {"2", "0:j:black"}},
			want:    map[string][]string{"1": {"white", "black"}, "2": {"yellow", "red"}},
			told:    []string{"U2: black sails with white, and U1 has them; U2 plays yellow and red."},
		},
		{
			name:    "Archipelago's pair, yellow pressed",
			new:     "archipelago",
			presses: [][2]string{{"2", "0:j:yellow"}},
			want:    map[string][]string{"1": {"white"}, "2": {"black"}},
			told:    []string{"U2: there is no yellow in a game of 2 players: white and black sail; U2 plays black."},
		},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			f := newFixture(t)
			creator := user("1")
			if tc.lang != "" {
				creator.Lang = tc.lang
			}
			f.cmd(creator, "new", tc.new)
			for _, p := range tc.presses {
				u := user(p[0])
				if p[0] == "1" {
					u = creator
				}
				f.press(u, p[1])
			}
			before := len(f.out.texts)
			f.cmd(creator, "start", "")
			g := f.game()
			if g.Status != storage.StatusActive {
				t.Fatalf("not started: %q", f.out.lastAnswer())
			}
			got := map[string][]string{}
			for _, s := range g.Setup.Seats {
				got[s.UserID] = append(got[s.UserID], s.Crew)
			}
			for id, crews := range tc.want {
				if strings.Join(got[id], ",") != strings.Join(crews, ",") {
					t.Errorf("U%s plays %v, want %v", id, got[id], crews)
				}
			}
			said := strings.Join(f.out.texts[before:], "\n")
			for _, line := range tc.told {
				if !strings.Contains(said, line) {
					t.Errorf("the start does not say %q:\n%s", line, said)
				}
			}
			if len(tc.told) == 0 && (strings.Contains(said, "plays") || strings.Contains(said, "играет за")) {
				t.Errorf("a seat told as changed when none was:\n%s", said)
			}
		})
	}
}
