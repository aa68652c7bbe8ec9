package terminal

import (
	"bytes"
	"context"
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/jackalbot/jackal/bot"
	"github.com/jackalbot/jackal/storage"
)

func newBot(t *testing.T) (*bot.Bot, *storage.Bolt) {
	t.Helper()
	st, err := storage.Open(filepath.Join(t.TempDir(), "t.db"), storage.Options{})
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { st.Close() })
	b, err := bot.New(bot.Config{Store: st, Seed: func() uint64 { return 7 }, BoardSize: 256, ReminderHours: -1, AIBudget: 20 * time.Millisecond})
	if err != nil {
		t.Fatal(err)
	}
	return b, st
}

// TestHotSeatGame plays a two-player hot-seat game by pressing the first
// button every time, then a few typed commands.
func TestHotSeatGame(t *testing.T) {
	b, st := newBot(t)
	var in bytes.Buffer
	for i := 0; i < 40; i++ {
		in.WriteString("1\n")
	}
	in.WriteString("status\nhistory\nW1 z99\nquit\n")
	var out bytes.Buffer
	pic := filepath.Join(t.TempDir(), "board.png")
	if err := Play(context.Background(), b, Options{New: "duel", Humans: 2, Picture: pic}, &in, &out); err != nil {
		t.Fatal(err)
	}
	text := out.String()
	for _, want := range []string{"» Player 1", "» Player 2", "(picture: " + pic + ")", "Last moves:", "! "} {
		if !strings.Contains(text, want) {
			t.Errorf("output lacks %q", want)
		}
	}
	if strings.Contains(text, "internal error") {
		t.Error("the game hit an internal error")
	}
	data, err := os.ReadFile(pic)
	if err != nil || !bytes.HasPrefix(data, []byte("\x89PNG")) {
		t.Fatalf("no PNG written: %v", err)
	}
	g, err := st.Get(storage.Key(ChatKey))
	if err != nil {
		t.Fatalf("the game is gone: %v", err)
	}
	if len(g.Log) < 15 {
		t.Fatalf("40 presses made only %d log entries", len(g.Log))
	}
}

// TestHotSeatToTheEnd plays a two-player hot-seat game to its end,
// pressing buttons 1, 2, 3, 4 in turn (a number past the last button is
// refused and the next one tried).
func TestHotSeatToTheEnd(t *testing.T) {
	b, st := newBot(t)
	var in bytes.Buffer
	for i := 0; i < 20000; i++ {
		fmt.Fprintf(&in, "%d\n", i%4+1)
	}
	var out bytes.Buffer
	if err := Play(context.Background(), b, Options{New: "duel", Humans: 2}, &in, &out); err != nil {
		t.Fatal(err)
	}
	if _, err := st.Get(storage.Key(ChatKey)); err == nil {
		t.Fatalf("the game did not end; last output:\n%s", tail(out.String(), 800))
	}
	if !strings.Contains(out.String(), "Game over") {
		t.Fatalf("no game-over text; last output:\n%s", tail(out.String(), 800))
	}
}

// TestAgainstComputer plays against an easy computer crew, then ends the
// game: with one human at the table "end" needs no vote, only the
// player's own confirmation (end again).
func TestAgainstComputer(t *testing.T) {
	b, st := newBot(t)
	var in bytes.Buffer
	for i := 0; i < 60; i++ {
		fmt.Fprintf(&in, "%d\n", i%3+1)
	}
	in.WriteString("end\nend\n")
	var out bytes.Buffer
	if err := Play(context.Background(), b, Options{New: "duel ai:easy", Humans: 1}, &in, &out); err != nil {
		t.Fatal(err)
	}
	text := out.String()
	if strings.Contains(text, "» Player 2") {
		t.Fatal("a second human was asked to act in a game against the computer")
	}
	if !strings.Contains(text, "Game over") {
		t.Fatalf("no game-over text after end; last output:\n%s", tail(text, 800))
	}
	if _, err := st.Get(storage.Key(ChatKey)); err == nil {
		t.Fatal("the game is still open after end")
	}
}

// finished checks that the terminal's game ended and was archived as a
// finished game of the game id, and returns it; text is the output.
func finished(t *testing.T, st *storage.Bolt, id, text string) *storage.Game {
	t.Helper()
	if _, err := st.Get(storage.Key(ChatKey)); err == nil {
		t.Fatalf("the game did not end; last output:\n%s", tail(text, 1500))
	}
	list, err := st.ListArchived()
	if err != nil || len(list) != 1 {
		t.Fatalf("archive: %v %v", list, err)
	}
	rec, err := st.Archived(list[0].ID)
	if err != nil || rec.Status != storage.StatusFinished || rec.Setup.Game != id {
		t.Fatalf("the finished game: %v %+v", err, rec)
	}
	return rec
}

func tail(s string, n int) string {
	if len(s) <= n {
		return s
	}
	return s[len(s)-n:]
}

// TestResumeButtons: a game kept in the store, opened again by a new run
// of the terminal (a new outbox), answers a button's number at once: the
// earlier run's board, retired when the new one is shown, is not taken
// for it (both were the first board of their run).
func TestResumeButtons(t *testing.T) {
	b, st := newBot(t)
	ctx := context.Background()
	if err := Play(ctx, b, Options{New: "duel ai:easy", Humans: 1}, strings.NewReader("quit\n"), &bytes.Buffer{}); err != nil {
		t.Fatal(err)
	}
	for run, input := range []string{"quit\n", "1\n1\nquit\n", "quit\n", "1\n1\nquit\n"} {
		before, err := st.Get(storage.Key(ChatKey))
		if err != nil {
			t.Fatal(err)
		}
		var out bytes.Buffer
		if err := Play(ctx, b, Options{Resume: true}, strings.NewReader(input), &out); err != nil {
			t.Fatal(err)
		}
		if input == "quit\n" {
			continue // only opened: its board is the first message of its run
		}
		if strings.Contains(out.String(), "There is no button") {
			t.Fatalf("run %d: a number was refused after resuming:\n%s", run, out.String())
		}
		if after, _ := st.Get(storage.Key(ChatKey)); len(after.Log) <= len(before.Log) {
			t.Fatalf("run %d: pressing 1 played nothing", run)
		}
	}
}
