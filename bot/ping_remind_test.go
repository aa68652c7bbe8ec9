package bot

import (
	"context"
	"slices"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/jackalbot/jackal/storage"
)

// pingBox is an Outbox that can mention (Pinger): it keeps what SendPing
// was given, the rest going to the outbox it wraps.
type pingBox struct {
	Outbox
	mu    sync.Mutex
	pings []sentPing
}

// sentPing is one SendPing call.
type sentPing struct {
	users   []User
	text    string
	buttons [][]Button
}

var _ Pinger = (*pingBox)(nil)

func (p *pingBox) SendPing(_ context.Context, _ Chat, users []User, text string, buttons [][]Button) (MessageRef, error) {
	p.mu.Lock()
	defer p.mu.Unlock()
	p.pings = append(p.pings, sentPing{users: slices.Clone(users), text: text, buttons: buttons})
	return MessageRef{ChatID: "c", MessageID: "ping"}, nil
}

// sent is the SendPing calls made so far.
func (p *pingBox) sent() []sentPing {
	p.mu.Lock()
	defer p.mu.Unlock()
	return slices.Clone(p.pings)
}

// attachPing attaches a pingBox over f's recorder for the timers' posts.
func attachPing(f *fixture) *pingBox {
	p := &pingBox{Outbox: f.out}
	f.b.Attach(f.chat.Platform, p)
	return p
}

// userIDs lists the ids of users.
func userIDs(users []User) []string {
	out := make([]string, len(users))
	for i, u := range users {
		out[i] = u.ID
	}
	return out
}

// checkPing fails unless p is one message mentioning exactly the users
// of ids, each once and where the text names them, which reads as want
// holds with the names written.
func checkPing(t *testing.T, p sentPing, ids []string, want ...string) {
	t.Helper()
	if got := userIDs(p.users); !slices.Equal(got, ids) {
		t.Errorf("mentioned %v, want %v: %q", got, ids, p.text)
	}
	marked := 0
	for _, part := range MentionParts(p.text, p.users) {
		if part.User != nil {
			marked++
		}
	}
	if marked != len(ids) || strings.Count(p.text, mentionMark) != 2*len(ids) {
		t.Errorf("%d mentions in the text, want %d: %q", marked, len(ids), p.text)
	}
	plain := PlainMentions(p.text, p.users)
	for _, w := range want {
		if !strings.Contains(plain, w) {
			t.Errorf("the reminder %q does not say %q", plain, w)
		}
	}
}

// TestPingTurnReminder: the turn reminder mentions the player to act
// (Pinger), the name replaced by the mention, and nobody else: in a duel,
// and past the deadline of a three-player game, where the others get the
// button to replace the player.
func TestPingTurnReminder(t *testing.T) {
	t.Run("duel", func(t *testing.T) {
		f := newFixture(t)
		startDuel(f)
		p := attachPing(f)
		texts := len(f.out.texts)
		f.now = f.now.Add(13 * time.Hour)
		if n := f.b.RemindOnce(context.Background()); n != 1 {
			t.Fatalf("%d reminders, want 1", n)
		}
		sent := p.sent()
		if len(sent) != 1 || len(f.out.texts) != texts {
			t.Fatalf("%d pings and %d texts sent, want the reminder as one ping", len(sent), len(f.out.texts)-texts)
		}
		checkPing(t, sent[0], []string{"1"}, "⏰ Your move in Jackal, U1 (")
		if sent[0].users[0].Name != "U1" {
			t.Errorf("the mention shows %q, want U1", sent[0].users[0].Name)
		}
		if strings.Contains(sent[0].text, "U1") {
			t.Errorf("the text names the player besides the mention: %q", sent[0].text)
		}
	})
	t.Run("past the deadline", func(t *testing.T) {
		f := newFixture(t)
		f.cmd(user("1"), "new", "3")
		f.cmd(user("2"), "join", "")
		f.cmd(user("3"), "join", "")
		f.cmd(user("1"), "start", "")
		p := attachPing(f)
		f.now = f.game().Deadline.Add(time.Minute)
		f.b.RemindOnce(context.Background())
		sent := p.sent()
		if len(sent) != 1 {
			t.Fatalf("%d pings, want 1", len(sent))
		}
		checkPing(t, sent[0], []string{"1"}, "Your move in Jackal, U1 (", "\nU1 has not moved for")
		if kick := flatten(sent[0].buttons); len(kick) != 1 || !strings.Contains(kick[0].Label, "U1") {
			t.Errorf("the button to replace the player: %+v", sent[0].buttons)
		}
	})
}

// TestPingTurnReminderRussian: the mention stands where the name stood in
// the Russian reminder too.
func TestPingTurnReminderRussian(t *testing.T) {
	f := newFixture(t)
	f.cmd(user("1"), "settings", "lang ru")
	startDuel(f)
	p := attachPing(f)
	f.now = f.now.Add(13 * time.Hour)
	f.b.RemindOnce(context.Background())
	sent := p.sent()
	if len(sent) != 1 {
		t.Fatalf("%d pings, want 1", len(sent))
	}
	checkPing(t, sent[0], []string{"1"}, "⏰ Ваш ход в «Шакале», U1 (")
}

// TestPingSecretReminder: the reminder half way through a card game's time
// limit mentions each late person, and neither a computer (a resigned
// seat's) nor a player who has made their plan.
func TestPingSecretReminder(t *testing.T) {
	f, box := cardsFixture(t, "islands=2 time=2h", 3)
	handle := func(u User, cmd, a string) {
		f.b.Handle(context.Background(), Request{Chat: f.chat, User: u, Command: cmd, Args: a}, box)
	}
	handle(user("3"), "resign", "") // a computer plans for p3 at once
	for i := 0; lateSeat(t, f, "p1"); i++ {
		b, ref, ok := box.lastSecret("1")
		rows := b.Buttons
		box.recorder.mu.Lock()
		if edited, ok := box.recorder.buttons[ref.MessageID]; ok {
			rows = edited // as the last step left them
		}
		box.recorder.mu.Unlock()
		flat := flatten(rows)
		if !ok || len(flat) == 0 || i == 20 {
			t.Fatalf("U1 cannot make a plan: %q", b.Caption)
		}
		press := flat[0] // a card laid, until the plan may be confirmed
		for _, x := range flat {
			if strings.HasSuffix(x.Data, ":ready") {
				press = x
			}
		}
		pressSecret(f, box, user("1"), press.Data)
	}
	if !lateSeat(t, f, "p2") {
		t.Fatal("U2 planned too")
	}
	p := &pingBox{Outbox: box}
	f.b.Attach(f.chat.Platform, p)
	g := f.game()
	if g.NextReminder.IsZero() || !g.NextReminder.Before(g.Deadline) {
		t.Fatalf("no reminder due before the deadline: %v, %v", g.NextReminder, g.Deadline)
	}
	f.now = g.NextReminder.Add(time.Minute)
	if n := f.b.RemindOnce(context.Background()); n != 1 {
		t.Fatalf("%d reminders half way", n)
	}
	sent := p.sent()
	if len(sent) != 1 {
		t.Fatalf("%d pings, want 1", len(sent))
	}
	checkPing(t, sent[0], []string{"2"}, "⏰ Waiting for U2. If they do not act within")
	if plain := PlainMentions(sent[0].text, sent[0].users); strings.Contains(plain, "U1") || strings.Contains(plain, "U3") || strings.Contains(plain, "omputer 3") {
		t.Errorf("the reminder names a player not late: %q", plain)
	}
	if len(flatten(sent[0].buttons)) != 1 {
		t.Errorf("the reminder's buttons: %+v", sent[0].buttons)
	}
}

// TestPingSecretReminderEveryLate: every late person is mentioned, in the
// order of their seats, the names joined as before.
func TestPingSecretReminderEveryLate(t *testing.T) {
	f, box := cardsFixture(t, "islands=2 time=2h", 2)
	p := &pingBox{Outbox: box}
	f.b.Attach(f.chat.Platform, p)
	f.now = f.game().NextReminder.Add(time.Minute)
	if n := f.b.RemindOnce(context.Background()); n != 1 {
		t.Fatalf("%d reminders half way", n)
	}
	sent := p.sent()
	if len(sent) != 1 {
		t.Fatalf("%d pings, want 1", len(sent))
	}
	checkPing(t, sent[0], []string{"1", "2"}, "⏰ Waiting for U1, U2. If")
}

// lateSeat reports whether seat of f's game has yet to act.
func lateSeat(t *testing.T, f *fixture, seat string) bool {
	t.Helper()
	g, err := f.b.loadGame(f.chat.Key)
	if err != nil {
		t.Fatal(err)
	}
	return slices.Contains(g.m.Acting(), seat)
}

// TestPingCampaignLobbyReminder: the reminder of a campaign's next lobby
// mentions the players not yet ready, and not those ready.
func TestPingCampaignLobbyReminder(t *testing.T) {
	f := newFixture(t)
	f.cmd(user("1"), "campaign", "new classic best-of=3 duel")
	f.press(user("2"), "0:j:black")
	f.cmd(user("1"), "start", "")
	f.cmd(user("2"), "resign", "")
	readyAll(f, "2")
	checkLobbyReminder(t, f, []string{"1"}, "⏰ Game 2 of the campaign waits for U1 to press ✅ Ready")
	if g := f.game(); g.Status != storage.StatusLobby {
		t.Fatalf("the lobby is %s", g.Status)
	}
}

// TestPingFallbackNamesPlainly: an outbox that cannot mention gets the
// reminder as text, the player named, no mark left in it.
func TestPingFallbackNamesPlainly(t *testing.T) {
	f := newFixture(t)
	startDuel(f)
	f.now = f.now.Add(13 * time.Hour)
	if n := f.b.RemindOnce(context.Background()); n != 1 {
		t.Fatalf("%d reminders, want 1", n)
	}
	if got := f.out.lastText(); !strings.HasPrefix(got, "⏰ Your move in Jackal, U1 (") || strings.Contains(got, mentionMark) {
		t.Fatalf("the reminder as text: %q", got)
	}
}
