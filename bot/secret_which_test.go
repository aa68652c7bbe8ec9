package bot

import (
	"context"
	"strings"
	"testing"

	"github.com/jackalbot/jackal/storage"
)

// openCardsIn opens and starts a one-island card game in chat, users[0]
// opening it and the others joining.
func openCardsIn(t *testing.T, f *fixture, box *secretBox, chat Chat, users ...User) {
	t.Helper()
	for i, u := range users {
		cmd, args := "join", ""
		if i == 0 {
			cmd, args = "new", "cards islands=1"
		}
		f.b.Handle(context.Background(), Request{Chat: chat, User: u, Command: cmd, Args: args}, box)
	}
	f.b.Handle(context.Background(), Request{Chat: chat, User: users[0], Command: "start"}, box)
	if g, err := f.store.Get(storage.Key(chat.Key)); err != nil || g.Status != storage.StatusActive {
		t.Fatalf("the game in %s did not start (%v); answers %v", chat.Key, err, box.answers)
	}
}

// TestHandsOfTwoGames: a Telegram player in card games in two groups is
// shown both hands in one private chat: the second says whose game it
// is, and so does the first's opened again by its group's link. A plan typed there while both games wait for them is not guessed
// (asked which, nothing played); once one game has their row, a plan
// typed goes to the other, the one that waits for them.
func TestHandsOfTwoGames(t *testing.T) {
	f, box := cardsFixtureIn(t, Chat{}, "islands=1", 2) // U1 and U2 in group A
	groupB := Chat{Key: "tg:-200", Platform: PlatformTelegram, ID: "-200"}
	openCardsIn(t, f, box, groupB, user("1"), user("3"))
	hand, _, _ := box.lastSecret("1")
	if !strings.HasPrefix(hand.Caption, "🏴 Game: U1, U3\n") {
		t.Fatalf("group B's hand does not say its game: %q", hand.Caption)
	}
	if other, _, _ := box.lastSecret("2"); strings.Contains(other.Caption, "🏴") {
		t.Fatalf("a player of one game only is told the game: %q", other.Caption)
	}
	private := Chat{Key: "tg:1", Platform: PlatformTelegram, ID: "1", Private: true}
	// group A's link opened while B's hand is the newest: A's hand, named
	f.b.Handle(context.Background(), Request{Chat: private, User: user("1"), Command: "start", Args: linkPayload(f.chat.Key)}, box)
	if b := box.lastBoard(); !strings.HasPrefix(b.Caption, "🏴 Game: U1, U2\n") {
		t.Fatalf("group A's link showed %q", b.Caption)
	}
	logs := func() (int, int) {
		a, _ := f.store.Get(storage.Key(f.chat.Key))
		b, _ := f.store.Get(storage.Key(groupB.Key))
		return len(a.Log), len(b.Log)
	}
	typed := func(args string) {
		f.b.Handle(context.Background(), Request{Chat: private, User: user("1"), Command: "move", Args: args}, box)
	}
	_, action := firstSecretAction(t, box, user("1"))
	typed(action)
	if a, b := logs(); a != 0 || b != 0 {
		t.Fatalf("a plan typed while two games wait was played (logs %d, %d)", a, b)
	}
	if last := box.answers[len(box.answers)-1]; !strings.Contains(last, "several games") || !strings.Contains(last, "U1, U2") || !strings.Contains(last, "U1, U3") {
		t.Fatalf("not asked which game: %q", last)
	}
	// B gets U1's row by its buttons; then a plan typed is A's
	for range 20 {
		b, _, _ := box.lastSecret("1")
		if !strings.Contains(b.Caption, "U1, U3") || len(flatten(b.Buttons)) == 0 {
			break
		}
		var ready string
		for _, btn := range flatten(b.Buttons) {
			if d, err := ParseButtonData(btn.Data); err == nil && strings.HasSuffix(d.Arg, ":ready") {
				ready = btn.Data
			}
		}
		if ready == "" {
			ready = flatten(b.Buttons)[0].Data
		}
		pressSecret(f, box, user("1"), ready)
	}
	g, err := f.b.loadGame(groupB.Key)
	if err != nil || userActs(g, "1") {
		t.Fatalf("group B still waits for U1 (%v)", err)
	}
	a0, b0 := logs()
	// group A's hand, the first shown: nothing was played in A since
	d, err := ParseButtonData(flatten(box.secrets["1"][0].Buttons)[0].Data)
	if err != nil {
		t.Fatal(err)
	}
	_, action, _ = strings.Cut(d.Arg, ":")
	typed(action)
	if a, b := logs(); a != a0+1 || b != b0 {
		t.Fatalf("a plan typed for the one game waiting: logs %d→%d (A), %d→%d (B); answers %v", a0, a, b0, b, box.answers)
	}
}

// TestLookOfOneOfTwoGames: what a lighthouse shows a player privately
// says which game it is when they play another game on the same platform
// too (the sight lands in the one private chat, or Discord direct
// message, of both), and only then.
func TestLookOfOneOfTwoGames(t *testing.T) {
	snap := scenarioSnapshot(t, "lighthouse-looks.yaml")
	for _, tc := range []struct {
		name        string
		chat, other Chat
		elsewhere   bool
	}{
		{"telegram alone", Chat{}, Chat{}, false},
		{"telegram, two groups", Chat{}, Chat{Key: "tg:-300", Platform: PlatformTelegram, ID: "-300"}, true},
		{"discord, two servers", Chat{Key: "dc:10", Platform: PlatformDiscord, ID: "10", Server: "1"},
			Chat{Key: "dc:20", Platform: PlatformDiscord, ID: "20", Server: "2"}, true},
		{"discord and telegram", Chat{Key: "dc:10", Platform: PlatformDiscord, ID: "10", Server: "1"},
			Chat{Key: "tg:-300", Platform: PlatformTelegram, ID: "-300"}, false},
	} {
		t.Run(tc.name, func(t *testing.T) {
			f := newFixture(t)
			if tc.chat.Key != "" {
				f.chat = tc.chat
				f.b.Attach(tc.chat.Platform, f.out)
			}
			white := startDuelAt(t, f, snap)
			if tc.other.Key != "" {
				f.b.Attach(tc.other.Platform, f.out)
				for _, step := range []struct {
					u         User
					cmd, args string
				}{{white, "new", "cards islands=1"}, {user("3"), "join", ""}, {white, "start", ""}} {
					f.b.Handle(context.Background(), Request{Chat: tc.other, User: step.u, Command: step.cmd, Args: step.args}, f.out)
				}
				if g, err := f.store.Get(storage.Key(tc.other.Key)); err != nil || g.Status != storage.StatusActive {
					t.Fatalf("the other game did not start: %v", err)
				}
			}
			f.cmd(white, "move", "W1 e4")
			f.cmd(white, "move", "c3")
			if len(f.out.privates) == 0 {
				t.Fatalf("no private sight; answers %q", f.out.answers)
			}
			p := f.out.privates[len(f.out.privates)-1]
			if head := "🏴 Game: U1, U2\n🔭"; strings.Contains(p, head) != tc.elsewhere {
				t.Errorf("the sight is %q", p)
			}
		})
	}
}
