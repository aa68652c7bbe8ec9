package bot

import (
	"context"
	"strings"
	"testing"
	"time"

	"github.com/jackalbot/jackal/engine"
	"github.com/jackalbot/jackal/engine/games"
	"github.com/jackalbot/jackal/storage"
)

// TestComputersBoardNoButtons: a board where a computer is to act (a run
// of computer actions going on) offers no buttons, which no one could
// press; when the human's crew has no pirate left to act or be revived,
// it says so and what the player may do.
func TestComputersBoardNoButtons(t *testing.T) {
	s, err := engine.New(5, engine.Options{Duel: true})
	if err != nil {
		t.Fatal(err)
	}
	s.Turn = engine.Black
	rec := &storage.Game{Status: storage.StatusActive, Setup: storage.Setup{Lang: "en", Crews: []string{"white", "black"},
		Seats: []storage.Seat{{Crew: "white", UserID: "1", Name: "Ann"}, {Crew: "black", AI: "easy"}}}}
	board := func(s engine.State) Board {
		t.Helper()
		g := &game{rec: rec, m: matchOf(t, games.Classic, &s)}
		v := engine.ViewFor(&s, engine.NoCrew)
		b, _ := composeBoard("en", g, &v, nil, "")
		return b
	}
	b := board(s)
	if len(b.Buttons) != 0 || b.Ping != nil {
		t.Fatalf("the computer's turn offers buttons %v (ping %v)", b.Buttons, b.Ping)
	}
	if strings.Contains(b.Caption, "⚓") {
		t.Fatalf("a crew alive told out: %q", b.Caption)
	}
	for _, p := range engine.PiratesOf(engine.White) {
		s.Pieces[p].Status = engine.Dead
	}
	b = board(s)
	if !strings.Contains(b.Caption, "⚓ White: no pirate is left") || !strings.Contains(b.Caption, "/end") || !strings.Contains(b.Caption, "/resign") {
		t.Fatalf("a crew out is not told so: %q", b.Caption)
	}
	// the human's own turn still has its buttons
	s = func() engine.State { s, _ := engine.New(5, engine.Options{Duel: true}); return s }()
	if b := board(s); len(b.Buttons) == 0 || b.Ping == nil {
		t.Fatalf("the human's turn: buttons %v, ping %v", b.Buttons, b.Ping)
	}
}

// TestComputersPauseWhenCrewOut: a human whose crew died plays no more;
// the computers play on, their boards without buttons and telling the
// human what they may do, and pause after AIAlone (jackal play sets one
// run, so the terminal's prompt comes back).
func TestComputersPauseWhenCrewOut(t *testing.T) {
	f := newFixture(t)
	f.rebot(Config{AIBudget: 20 * time.Millisecond, AIRun: 5, AIAlone: 1})
	f.cmd(user("1"), "new", "duel ai:easy")
	f.cmd(user("1"), "start", "")
	rec := f.game()
	var s engine.State
	if err := s.UnmarshalBinary(rec.Snapshot); err != nil {
		t.Fatal(err)
	}
	for _, p := range engine.PiratesOf(engine.White) {
		s.Pieces[p].Status = engine.Dead
	}
	s.Turn = engine.Black
	snap, err := s.MarshalBinary()
	if err != nil {
		t.Fatal(err)
	}
	if _, err := f.store.Update(storage.Key(f.chat.Key), rec.Version, func(r *storage.Game) error { r.Snapshot = snap; return nil }); err != nil {
		t.Fatal(err)
	}
	boards := len(f.out.boards)
	f.b.resumeComputers(context.Background(), f.chat.Key)
	f.b.Idle(context.Background())
	if len(f.out.boards) == boards {
		t.Fatal("the computers did not play")
	}
	for _, bd := range f.out.boards[boards:] {
		if len(bd.Buttons) != 0 || !strings.Contains(bd.Caption, "⚓ White: no pirate is left") {
			t.Fatalf("a computer's board: buttons %v, caption %q", bd.Buttons, bd.Caption)
		}
	}
	if f.out.textsWith("⏸") != 1 {
		t.Fatalf("the computers did not pause: %q", f.out.texts)
	}
}
