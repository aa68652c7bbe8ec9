package bot

import (
	"math/rand/v2"
	"slices"
	"strconv"
	"strings"
	"testing"

	ar "github.com/jackalbot/jackal/engine/archipirata"
	"github.com/jackalbot/jackal/storage"
)

// answersSince are the answers f's outbox gave after its first n, joined
// ("" for none): a press's refusal.
func (f *fixture) answersSince(n int) string {
	f.out.mu.Lock()
	defer f.out.mu.Unlock()
	return strings.Join(f.out.answers[n:], " | ")
}

// answerCount is how many answers f's outbox has given.
func (f *fixture) answerCount() int {
	f.out.mu.Lock()
	defer f.out.mu.Unlock()
	return len(f.out.answers)
}

// archPressPrivacy reports whether button data, pressed on g's board,
// asks for an action the table's board offers on purpose though the team
// may not be able to play it: a board the table shares offers what the
// team could play whatever its face-down chests hold (publicLegal), so
// that it tells nothing of them, and its captain's step is the same
// whether or not the captain can act. Such a press is refused to the
// presser alone; where the board is the team's own (archOwnTurn) none
// is.
func archPressPrivacy(g *game, data string) bool {
	s := archState(g.m)
	if archOwnTurn(g, s) {
		return false
	}
	d, err := ParseButtonData(data)
	if err != nil || d.Verb != VerbAct {
		return false
	}
	legal := ar.Legal(s, nil)
	if d.Arg == archCaptainWord {
		return !slices.ContainsFunc(legal, func(a ar.Action) bool { return a.Kind == ar.ActCaptain })
	}
	n, err := strconv.Atoi(strings.TrimPrefix(d.Arg, "#"))
	offered := archOffered(g)
	if err != nil || n < 0 || n >= len(offered) {
		return false
	}
	return !slices.Contains(legal, offered[n])
}

// TestPolishArchipirataNoPressRefused: seeded Archipirata games, basic and
// advanced, of 2 and 4 players, played to their end (or 600 presses) by
// pressing random buttons of whatever layer the board shows (islands,
// directions, orders and rums, pages, the captain's step, Benito Bonito's
// options, a pending choice; Back now and then): no press is answered with
// a refusal. Against the computer at the terminal the board is the
// player's own and no press may be refused at all; on a board the table
// shares, only the presses the keyboard offers to keep the team's chests
// and captain secret (archPressPrivacy). The captain's step offered "Use
// it" to a captain that could not act, at the terminal too.
func TestPolishArchipirataNoPressRefused(t *testing.T) {
	type setup struct {
		chat Chat
		args string
		join int // humans joining after user 1
	}
	term := Chat{Key: "term:polish", Platform: PlatformTerminal, ID: "polish"}
	group := Chat{Key: "tg:-100", Platform: PlatformTelegram, ID: "-100"}
	cases := map[string]setup{
		"terminal basic 2":      {term, "ai:easy", 0},
		"terminal advanced 2":   {term, "advanced ai:easy", 0},
		"terminal advanced 4":   {term, "4 advanced ai:easy ai:easy ai:easy", 0},
		"terminal basic 4":      {term, "4 ai:easy ai:easy ai:easy", 0},
		"group basic 2":         {group, "", 1},
		"group advanced 2":      {group, "advanced", 1},
		"group advanced 4":      {group, "4 advanced", 3},
		"group basic 4 russian": {group, "4", 3},
	}
	presses, private, captainSteps := 0, 0, 0
	for name, c := range cases {
		for seed := uint64(1); seed <= 3; seed++ {
			f := newFixture(t)
			f.chat = c.chat
			f.rebot(Config{Seed: func() uint64 { return seed }})
			if strings.HasSuffix(name, "russian") {
				f.cmd(user("1"), "settings", "lang ru")
			}
			f.cmd(user("1"), "new", "archipirata "+c.args)
			for i := 2; i <= 1+c.join; i++ {
				f.press(user(strconv.Itoa(i)), "0:j:"+[]string{"", "", "white", "red2", "white2"}[i])
			}
			f.cmd(user("1"), "start", "")
			if g := f.game(); g.Status != storage.StatusActive {
				t.Fatalf("%s: not started: %v", name, f.out.answers)
			} else if ru := strings.HasSuffix(name, "russian"); ru != (g.Setup.Lang == "ru") {
				t.Fatalf("%s: the game's language is %q", name, g.Setup.Lang)
			}
			r := rand.New(rand.NewPCG(seed, 7))
			for step := 0; step < 600; step++ {
				g, err := f.b.loadGame(f.chat.Key)
				if err != nil || g.rec.Status != storage.StatusActive {
					break
				}
				b := f.out.lastBoard()
				if b.Ping == nil {
					t.Fatalf("%s seed %d: a board of a game going on pings nobody: %q", name, seed, b.Caption)
				}
				rows := f.out.buttons[f.out.last.MessageID]
				var all []Button
				for _, x := range flatten(rows) {
					if x.URL == "" { // the private board's link sends no press
						all = append(all, x)
					}
				}
				if len(all) == 0 {
					t.Fatalf("%s seed %d step %d: no button: %q", name, seed, step, b.Caption)
				}
				x := all[r.IntN(len(all))]
				if d, _ := ParseButtonData(x.Data); d.Verb == VerbBack && r.IntN(4) != 0 {
					x = all[r.IntN(len(all))] // Back, but not too often
				}
				if d, _ := ParseButtonData(x.Data); d.Verb == VerbPick && d.Arg == archCaptainSel {
					captainSteps++
				}
				privacy := archPressPrivacy(g, x.Data)
				n := f.answerCount()
				f.press(*b.Ping, x.Data)
				presses++
				got := f.answersSince(n)
				switch {
				case got == "":
				case privacy:
					private++
					pressBack(f) // the step's buttons stay: go back to the islands
				default:
					t.Fatalf("%s seed %d step %d: the press of %q (%s) was refused: %q\nboard: %s", name, seed, step, x.Label, x.Data, got, b.Caption)
				}
			}
		}
	}
	if captainSteps == 0 {
		t.Fatal("no captain's step was opened: the playouts test nothing of it")
	}
	t.Logf("%d presses, %d refused for the team's secrets on a shared board, %d captain's steps", presses, private, captainSteps)
}

// TestPolishCardsNoPressRefused: card games of 2, 3 and 4 players (one of
// them in Russian) played to their end by pressing random buttons of each
// player's private board, whatever its layer (a card, the row, ready, a
// card taken back, Tortuga): no press is answered with a refusal.
func TestPolishCardsNoPressRefused(t *testing.T) {
	presses := 0
	for _, c := range []struct {
		players int
		args    string
		lang    string
	}{{2, "islands=4", "en"}, {3, "islands=4", "ru"}, {4, "islands=3", "en"}} {
		var settings [][2]string
		if c.lang == "ru" {
			for i := 1; i <= c.players; i++ {
				settings = append(settings, [2]string{strconv.Itoa(i), "mylang ru"})
			}
		}
		f, box := cardsFixtureIn(t, Chat{}, c.args, c.players, settings...)
		r := rand.New(rand.NewPCG(uint64(c.players), 9))
		for step := 0; step < 3000; step++ {
			g, err := f.store.Get(storage.Key(f.chat.Key))
			if err != nil || g.Status != storage.StatusActive {
				break
			}
			pressed := false
			for _, k := range r.Perm(c.players) {
				u := user(strconv.Itoa(k + 1))
				b, _, ok := box.lastSecret(u.ID)
				if !ok || len(flatten(b.Buttons)) == 0 {
					continue
				}
				flat := flatten(b.Buttons)
				x := flat[r.IntN(len(flat))]
				n := f.answerCount()
				pressSecret(f, box, u, x.Data)
				presses++
				if got := f.answersSince(n); got != "" {
					t.Fatalf("%d players step %d: %s's press of %q (%s) was refused: %q\nboard: %s", c.players, step, u.ID, x.Label, x.Data, got, b.Caption)
				}
				pressed = true
				break
			}
			if !pressed {
				t.Fatalf("%d players step %d: no private board has a button", c.players, step)
			}
		}
		if _, err := f.store.LastFinished(storage.Key(f.chat.Key)); err != nil {
			t.Fatalf("%d players: the game did not end: %v", c.players, err)
		}
	}
	t.Logf("%d presses", presses)
}
