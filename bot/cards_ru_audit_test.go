package bot

import (
	"context"
	"math/rand/v2"
	"strings"
	"testing"

	"github.com/jackalbot/jackal/storage"
)

// TestCardsUnreachedStarterToldInChatLang: in a Russian group, the
// player who starts the game and cannot be written to privately is told
// how to open the private chat in the group's language, though their own
// is English: the answer is posted in the group.
func TestCardsUnreachedStarterToldInChatLang(t *testing.T) {
	f := newFixture(t)
	box := newSecretBox()
	box.blocked["1"] = true
	f.b.SetDeepLink(func(p string) string { return "https://t.me/jackalbot?start=" + p })
	u1 := User{ID: "1", Name: "U1", Lang: "en"}
	handle := func(u User, cmd, a string) {
		f.b.Handle(context.Background(), Request{Chat: f.chat, User: u, Command: cmd, Args: a}, box)
	}
	handle(u1, "settings", "lang ru")
	handle(u1, "new", "cards islands=1")
	handle(user("2"), "join", "")
	handle(u1, "start", "")
	said := strings.Join(append(box.answers, box.texts...), "\n")
	if strings.Contains(said, "I cannot write") || !strings.Contains(said, "Не могу написать вам лично") {
		t.Fatalf("U1 was not told in Russian how to open the private chat: %q", said)
	}
}

// TestCardsPrivateBoardAtTheEnd: in a Russian group, the private board
// pressed last, which ends the game, says that it is over and who won,
// rather than its title alone.
func TestCardsPrivateBoardAtTheEnd(t *testing.T) {
	f, box := cardsFixtureIn(t, Chat{}, "islands=1", 2, [2]string{"1", "lang ru"})
	r := rand.New(rand.NewPCG(3, 4))
	users := []User{user("1"), user("2")}
	last := ""
	for step := 0; step < 1000; step++ {
		g, err := f.store.Get(storage.Key(f.chat.Key))
		if err != nil || g.Status != storage.StatusActive {
			break
		}
		pressed := false
		for _, k := range r.Perm(len(users)) {
			u := users[k]
			b, _, ok := box.lastSecret(u.ID)
			if flat := flatten(b.Buttons); ok && len(flat) > 0 {
				pressSecret(f, box, u, flat[r.IntN(len(flat))].Data)
				pressed, last = true, u.ID
				break
			}
		}
		if !pressed {
			t.Fatalf("step %d: no private board has a button", step)
		}
	}
	if _, err := f.store.LastFinished(storage.Key(f.chat.Key)); err != nil {
		t.Fatalf("game not over: %v", err)
	}
	b, _, _ := box.lastSecret(last)
	if !strings.Contains(b.Caption, "Игра окончена") || !strings.Contains(b.Caption, "Монеты:") || len(b.Buttons) != 0 {
		t.Fatalf("the last private board of the game: %q, %d button rows", b.Caption, len(b.Buttons))
	}
}
