package bot

import (
	"context"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/jackalbot/jackal/storage"
)

// TestHandsNamedByGroupTitle: a player in card games in two titled
// Telegram groups is told each hand's game by its group's title, in the
// game's language; a renamed group's hand says the new title; a game in
// a forum topic says its players too (the group's topics share its
// title); a group with no title kept falls back to the players.
func TestHandsNamedByGroupTitle(t *testing.T) {
	for _, tc := range []struct {
		name       string
		a, b       Chat
		settings   [][2]string
		handB      string // the head of B's hand
		linkA      string // the head of A's hand shown by its link
		renamedB   string // the head of B's hand after B is renamed "Old Salts"
		renameWith string // B's title brought by the rename
	}{
		{"titles", Chat{Title: "Pirates of Friday"}, Chat{Title: "Sea Dogs"}, nil,
			"🏴 Game in «Sea Dogs»\n", "🏴 Game in «Pirates of Friday»\n", "🏴 Game in «Old Salts»\n", "Old Salts"},
		{"russian", Chat{Title: "Пираты пятницы"}, Chat{Title: "Морские волки"}, [][2]string{{"1", "mylang ru"}},
			"🏴 Партия в «Морские волки»\n", "🏴 Партия в «Пираты пятницы»\n", "🏴 Партия в «Old Salts»\n", "Old Salts"},
		{"topic", Chat{Title: "Pirates"}, Chat{Key: "tg:-200:7", Thread: "7", Title: "Pirates"}, nil,
			"🏴 Game in «Pirates»: U1, U3\n", "🏴 Game in «Pirates»\n", "🏴 Game in «Old Salts»: U1, U3\n", "Old Salts"},
		{"no title", Chat{}, Chat{}, nil,
			"🏴 Game: U1, U3\n", "🏴 Game: U1, U2\n", "🏴 Game: U1, U3\n", ""},
		{"blank title", Chat{Title: "\u200b \n"}, Chat{Title: "Sea\nDogs"}, nil,
			"🏴 Game in «Sea Dogs»\n", "🏴 Game: U1, U2\n", "🏴 Game in «Sea Dogs»\n", " \t"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			a := Chat{Key: "tg:-100", Platform: PlatformTelegram, ID: "-100", Title: tc.a.Title}
			b := Chat{Key: "tg:-200", Platform: PlatformTelegram, ID: "-200", Title: tc.b.Title}
			if tc.b.Key != "" {
				b.Key, b.Thread = tc.b.Key, tc.b.Thread
			}
			f, box := cardsFixtureIn(t, a, "islands=1", 2, tc.settings...)
			for _, st := range tc.settings {
				f.b.Handle(context.Background(), Request{Chat: b, User: user(st[0]), Command: "settings", Args: st[1]}, box)
			}
			openCardsIn(t, f, box, b, user("1"), user("3"))
			if hand, _, _ := box.lastSecret("1"); !strings.HasPrefix(hand.Caption, tc.handB) {
				t.Errorf("group B's hand: %q, want it headed %q", hand.Caption, tc.handB)
			}
			private := Chat{Key: "tg:1", Platform: PlatformTelegram, ID: "1", Private: true, Title: "U1"}
			link := func(key string) string {
				f.b.Handle(context.Background(), Request{Chat: private, User: user("1"), Command: "start", Args: linkPayload(key)}, box)
				return box.lastBoard().Caption
			}
			if got := link(a.Key); !strings.HasPrefix(got, tc.linkA) {
				t.Errorf("group A's link showed %q, want it headed %q", got, tc.linkA)
			}
			renamed := b
			renamed.Title = tc.renameWith
			f.b.Handle(context.Background(), Request{Chat: renamed, User: user("3"), Command: "status"}, box)
			if got := link(b.Key); !strings.HasPrefix(got, tc.renamedB) {
				t.Errorf("renamed group B's link showed %q, want it headed %q", got, tc.renamedB)
			}
		})
	}
}

// titleWrites is a store counting the chat settings written.
type titleWrites struct {
	storage.Store
	mu   sync.Mutex
	puts []storage.ChatSettings
}

func (s *titleWrites) PutChat(c storage.ChatSettings) error {
	s.mu.Lock()
	s.puts = append(s.puts, c)
	s.mu.Unlock()
	return s.Store.PutChat(c)
}

func (s *titleWrites) count() int {
	s.mu.Lock()
	defer s.mu.Unlock()
	return len(s.puts)
}

// TestTitleWrittenWhenChanged: a group's title is written with its
// settings once its chat has a game, again only when a request brings
// another one, and never for a chat without a game (a Telegram group's
// supergroup must have no settings before the group's game moves there),
// a private chat or an inline game; the settings it is written with keep
// the chat's own (its language).
func TestTitleWrittenWhenChanged(t *testing.T) {
	f := newFixture(t)
	st := &titleWrites{Store: f.store}
	b, err := New(Config{Store: st, Now: func() time.Time { return f.now }, Seed: func() uint64 { return 42 },
		BoardSize: 256, AIBudget: 50 * time.Millisecond})
	if err != nil {
		t.Fatal(err)
	}
	f.b.Close()
	f.b = b
	f.b.Attach(PlatformTelegram, f.out)
	group := Chat{Key: "tg:-100", Platform: PlatformTelegram, ID: "-100", Title: "Pirates"}
	do := func(ch Chat, cmd, args string) {
		f.b.Handle(context.Background(), Request{Chat: ch, User: user("1"), Command: cmd, Args: args}, f.out)
	}
	do(group, "settings", "lang ru") // the settings' own write
	do(group, "rules", "")
	do(Chat{Key: "tg:1", Platform: PlatformTelegram, ID: "1", Private: true, Title: "U1"}, "new", "duel")
	do(Chat{Key: "tgi:x", Platform: PlatformTelegram, InlineID: "x", Title: "inline"}, "new", "duel")
	if n := st.count(); n != 1 {
		t.Fatalf("%d chat settings written without a group's game, want 1 (/settings): %+v", n, st.puts)
	}
	do(group, "new", "duel")
	if n := st.count(); n != 2 {
		t.Fatalf("%d chat settings written once the group has a game, want 2: %+v", n, st.puts)
	}
	for range 3 {
		do(group, "status", "")
	}
	if n := st.count(); n != 2 {
		t.Fatalf("%d chat settings written by requests bringing the same title, want 2", n)
	}
	group.Title = "Old Salts"
	do(group, "status", "")
	do(group, "status", "")
	if n := st.count(); n != 3 {
		t.Fatalf("%d chat settings written after a rename, want 3", n)
	}
	if cs, err := f.store.GetChat("tg:-100"); err != nil || cs.Title != "Old Salts" || cs.Lang != "ru" {
		t.Fatalf("the group's settings: %+v, %v", cs, err)
	}
	for _, key := range []storage.Key{"tg:1", "tgi:x"} {
		if cs, err := f.store.GetChat(key); err == nil && cs.Title != "" {
			t.Errorf("%s keeps the title %q", key, cs.Title)
		}
	}
}

// TestPrivateReminderNamesItsGame: a reminder sent privately (a game
// played inline has no chat to post in) says which game it is.
func TestPrivateReminderNamesItsGame(t *testing.T) {
	f := newFixture(t)
	f.chat = Chat{Key: "tgi:inl", Platform: PlatformTelegram, InlineID: "inl"}
	startDuel(f)
	f.now = f.now.Add(13 * time.Hour)
	if n := f.b.RemindOnce(context.Background()); n != 1 {
		t.Fatalf("%d reminders after 13 h, want 1", n)
	}
	if len(f.out.privates) == 0 {
		t.Fatalf("no private reminder; texts %q", f.out.texts)
	}
	got := f.out.privates[len(f.out.privates)-1]
	if _, text, _ := strings.Cut(got, ": "); !strings.HasPrefix(text, "🏴 Game: U1, U2\n⏰ ") {
		t.Errorf("the private reminder is %q", got)
	}
}

// TestLookNamedByChannel: a lighthouse's look sent to a Discord direct
// message names its game by its channel's name when the player plays in
// another server's channel too.
func TestLookNamedByChannel(t *testing.T) {
	snap := scenarioSnapshot(t, "lighthouse-looks.yaml")
	f := newFixture(t)
	f.chat = Chat{Key: "dc:10", Platform: PlatformDiscord, ID: "10", Server: "1", Title: "jackal-night"}
	f.b.Attach(PlatformDiscord, f.out)
	white := startDuelAt(t, f, snap)
	other := Chat{Key: "dc:20", Platform: PlatformDiscord, ID: "20", Server: "2", Title: "general"}
	for _, step := range []struct {
		u         User
		cmd, args string
	}{{white, "new", "cards islands=1"}, {user("3"), "join", ""}, {white, "start", ""}} {
		f.b.Handle(context.Background(), Request{Chat: other, User: step.u, Command: step.cmd, Args: step.args}, f.out)
	}
	f.cmd(white, "move", "W1 e4")
	f.cmd(white, "move", "c3")
	if len(f.out.privates) == 0 {
		t.Fatalf("no private sight; answers %q", f.out.answers)
	}
	if p := f.out.privates[len(f.out.privates)-1]; !strings.Contains(p, "🏴 Game in «jackal-night»\n🔭") {
		t.Errorf("the sight is %q", p)
	}
}
