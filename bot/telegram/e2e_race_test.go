package telegram_test

import (
	"context"
	"strings"
	"sync"
	"testing"

	tgbotapi "github.com/go-telegram-bot-api/telegram-bot-api/v5"

	"github.com/jackalbot/jackal/bot/telegram/internal/telegramtest"
)

// shipTargets opens the ship's targets on the newest board as the user it
// mentions and returns the board, the user and the targets' data.
func shipTargets(t *testing.T, r *rig, chat int64) (telegramtest.Message, int64, []string) {
	t.Helper()
	board := r.lastBoard(chat)
	user := mentioned(board)
	ship, ok := findData(board, "ship", "p")
	if !ok {
		t.Fatalf("no ship button: %v", buttonData(board))
	}
	r.press(chat, board.ID, user, ship)
	board = r.message(chat, board.ID)
	var targets []string
	for _, d := range buttonData(board) {
		if verbOf(d) == "a" {
			targets = append(targets, d)
		}
	}
	if len(targets) < 2 {
		t.Fatalf("the ship has %d targets, want 2: %v", len(targets), buttonData(board))
	}
	return board, user, targets
}

// TestSimultaneousPresses: two presses at once on one board (the same
// button, or two different valid ones) apply one action; the other is
// refused as stale.
func TestSimultaneousPresses(t *testing.T) {
	r := newRig(t, rigOpts{})
	k := key(group)
	r.newGame(group, k)
	tests := []struct {
		name string
		pick func(targets []string) [2]string
	}{
		{"same button twice", func(ts []string) [2]string { return [2]string{ts[0], ts[0]} }},
		{"two different targets", func(ts []string) [2]string { return [2]string{ts[0], ts[1]} }},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			board, user, targets := shipTargets(t, r, group)
			before := len(r.mustGame(k).Log)
			n := r.core.served()
			pair := tt.pick(targets)
			var ids [2]string
			var wg sync.WaitGroup
			for i, d := range pair {
				wg.Go(func() { ids[i] = r.srv.Press(group, board.ID, user, d) })
			}
			wg.Wait()
			checkOneApplied(t, r, k, before, [2]telegramtest.CallbackAnswer{r.answered(ids[0], n+2), r.answered(ids[1], n+2)})
		})
	}
}

// TestConcurrentHandling calls the adapter from two goroutines at once
// (as a webhook server does, without the client's per-chat ordering): the
// core still applies exactly one of two presses.
func TestConcurrentHandling(t *testing.T) {
	r := newRig(t, rigOpts{})
	k := key(group)
	r.newGame(group, k)
	board, user, targets := shipTargets(t, r, group)
	r.stop() // the updates below are handed to the adapter directly
	before := len(r.mustGame(k).Log)
	n := r.core.served()
	var ids [2]string
	var wg sync.WaitGroup
	for i := range ids {
		d := targets[i]
		ids[i] = r.srv.Press(group, board.ID, user, d)
		u := tgbotapi.Update{UpdateID: 900 + i, CallbackQuery: &tgbotapi.CallbackQuery{
			ID: ids[i], From: &tgbotapi.User{ID: user, FirstName: names[user]}, Data: d,
			Message: &tgbotapi.Message{MessageID: board.ID, Chat: &tgbotapi.Chat{ID: group, Type: "supergroup"}},
		}}
		wg.Go(func() { r.adapter.Handle(context.Background(), u) })
	}
	wg.Wait()
	checkOneApplied(t, r, k, before, [2]telegramtest.CallbackAnswer{r.answered(ids[0], n+2), r.answered(ids[1], n+2)})
}

// checkOneApplied: the log grew by exactly one, and exactly one of the two
// presses was refused as stale.
func checkOneApplied(t *testing.T, r *rig, k string, before int, answers [2]telegramtest.CallbackAnswer) {
	t.Helper()
	if got := len(r.mustGame(k).Log); got != before+1 {
		t.Errorf("log grew from %d to %d, want one entry", before, got)
	}
	stale := 0
	for _, a := range answers {
		if a.ShowAlert && strings.Contains(a.Text, "old board") {
			stale++
		}
	}
	if stale != 1 {
		t.Errorf("%d presses refused as stale, want 1: %+v", stale, answers)
	}
}
