package telegram_test

import (
	"fmt"
	"strconv"
	"strings"
	"testing"

	"github.com/jackalbot/jackal/bot/narrate"
	"github.com/jackalbot/jackal/engine"
	"github.com/jackalbot/jackal/engine/ai"
	"github.com/jackalbot/jackal/storage"
)

// maxActions bounds the whole-game test: the fixed deal and agents finish
// far sooner.
const maxActions = 1500

// TestWholeGameWithButtons plays a duel from /new to the final scores in a
// group, pressing only buttons, as the user each board mentions.
func TestWholeGameWithButtons(t *testing.T) {
	r := newRig(t, rigOpts{})
	k := key(group)
	first := r.newGame(group, k)
	if mentioned(first) != alice {
		t.Fatalf("the first board mentions %d, want alice (white): %q", mentioned(first), first.Caption)
	}
	p := newPlayer(r, ai.Easy, 7)
	prev := first.ID
	actions := 0
	for {
		if _, ok := r.game(k); !ok {
			break
		}
		if actions++; actions > maxActions {
			t.Fatalf("no end after %d actions", maxActions)
		}
		pressed := p.act(group, k)
		if pressed != prev {
			t.Fatalf("action %d pressed on board %d, the newest was %d", actions, pressed, prev)
		}
		last := r.lastBoard(group)
		if last.ID == prev {
			t.Fatalf("action %d posted no new board", actions)
		}
		if old := r.message(group, prev); old.Keyboard != nil {
			t.Fatalf("board %d kept its buttons after board %d: %v", prev, last.ID, buttonData(old))
		}
		prev = last.ID
	}
	final := r.lastBoard(group)
	t.Logf("%d actions (%d not offered as chosen), final caption:\n%s", actions, p.fallbacks, final.Caption)
	if final.Keyboard != nil || mentioned(final) != 0 {
		t.Errorf("the final board still asks for a move: %v %q", buttonData(final), final.Caption)
	}
	checkOneAnswerEach(t, r)
	checkBoardsRetired(t, r, group)
	checkFinalScores(t, r, k, final.Caption)
}

// checkOneAnswerEach: every press got exactly one answer.
func checkOneAnswerEach(t *testing.T, r *rig) {
	t.Helper()
	seen := map[string]bool{}
	for _, q := range r.srv.Requests("answerCallbackQuery") {
		id := q.Params["callback_query_id"]
		if seen[id] {
			t.Errorf("press %s answered twice", id)
		}
		seen[id] = true
	}
	if len(seen) != r.presses {
		t.Errorf("%d presses answered, %d pressed", len(seen), r.presses)
	}
}

// checkBoardsRetired: no board but the newest keeps buttons.
func checkBoardsRetired(t *testing.T, r *rig, chat int64) {
	t.Helper()
	var boards []int
	for _, m := range r.srv.Messages(chat) {
		if m.Photo == nil {
			continue
		}
		boards = append(boards, m.ID)
		if m.Keyboard != nil {
			t.Errorf("board %d of %d still has buttons: %v", len(boards), len(r.srv.Messages(chat)), buttonData(m))
		}
	}
	if len(boards) < 3 {
		t.Errorf("only %d boards posted", len(boards))
	}
}

// checkFinalScores: the final caption names every crew's gold and the
// winner, as the stored result has them.
func checkFinalScores(t *testing.T, r *rig, k, caption string) {
	t.Helper()
	stats, err := r.store.StatsByChat(storage.Key(k))
	if err != nil || len(stats) != 2 {
		t.Fatalf("stats of %s: %v %+v", k, err, stats)
	}
	crewOf := map[string]engine.Crew{strconv.FormatInt(alice, 10): engine.White, strconv.FormatInt(bob, 10): engine.Black}
	winners := 0
	for _, s := range stats {
		crew, ok := crewOf[s.UserID]
		if !ok {
			t.Fatalf("a result for %q, who did not play", s.UserID)
		}
		want := fmt.Sprintf("%s %d", narrate.CrewName(narrate.EN, crew), s.Gold)
		if !strings.Contains(caption, want) {
			t.Errorf("the final caption lacks %q", want)
		}
		winners += s.Wins
	}
	if winners == 0 {
		t.Errorf("nobody won: %+v", stats)
	}
	if !strings.Contains(strings.ToLower(caption), "gold aboard") {
		t.Errorf("the final caption has no scores line: %q", caption)
	}
}
