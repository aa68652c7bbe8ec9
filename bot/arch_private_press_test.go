package bot

import (
	"context"
	"strings"
	"testing"

	"github.com/jackalbot/jackal/bot/narrate/archi"
	"github.com/jackalbot/jackal/storage"
)

// TestArchPressPrivate: on Discord, the advanced board's 🔒 My captain
// button (pressPrivate) shows its presser their own captain alone, seen
// by them alone; a watcher with no seat is told so and shown no board.
func TestArchPressPrivate(t *testing.T) {
	f := newFixture(t)
	f.chat = Chat{Key: "dc:5", Platform: PlatformDiscord, ID: "5"}
	box := newSecretBox()
	f.out = box.recorder
	f.b.Attach(f.chat.Platform, box)
	handle := func(u User, r Request) {
		r.Chat, r.User = f.chat, u
		f.b.Handle(context.Background(), r, box)
	}
	handle(user("1"), Request{Command: "new", Args: "archipirata captains"})
	handle(user("2"), Request{Command: "join"})
	handle(user("1"), Request{Command: "start"})
	rec, err := f.store.Get(storage.Key(f.chat.Key))
	if err != nil || rec.Status != storage.StatusActive {
		t.Fatalf("not started (%v); answers %v", err, box.answers)
	}
	g, err := f.b.loadGame(f.chat.Key)
	if err != nil {
		t.Fatal(err)
	}
	s := archState(g.m)
	if !s.Adv {
		t.Fatal("not the advanced game")
	}
	var mine string
	for _, x := range flatten(g.face().board(f.b, "en", g, nil, "", false).Buttons) {
		if d, err := ParseButtonData(x.Data); err == nil && d.Verb == VerbHand {
			mine = x.Data
		}
	}
	if mine == "" {
		t.Fatal("the board has no 🔒 My captain button")
	}
	handle(user("3"), Request{Button: mine})
	if _, _, shown := box.lastSecret("3"); shown || !strings.Contains(strings.Join(box.answers, "\n"), tr("en", txtNoSeat)) {
		t.Errorf("a watcher's press: a board shown %v, answers %v", shown, box.answers)
	}
	for _, u := range []string{"1", "2"} {
		handle(user(u), Request{Button: mine})
	}
	for seat, u := range []string{"1", "2"} {
		b, _, ok := box.lastSecret(u)
		own, other := archi.CaptainName("en", s.Captain[seat]), archi.CaptainName("en", s.Captain[1-seat])
		if !ok || !strings.Contains(b.Caption, own) || strings.Contains(b.Caption, other) {
			t.Errorf("user %s was shown %q (ok %v), want their captain %s alone", u, b.Caption, ok, own)
		}
	}
	if n := len(box.secrets["1"]) + len(box.secrets["2"]); n != 2 {
		t.Errorf("%d private boards for two presses", n)
	}
}
