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
	actions, looks := 0, 0
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
		if last.ID == prev && p.looking(k) {
			looks++ // a lighthouse's look: the board edited in place
			continue
		}
		if last.ID == prev {
			t.Fatalf("action %d posted no new board", actions)
		}
		// an old board keeps its buttons (removing them would cost a message
		// under the group's limit); a press there is refused as old
		if old := r.message(group, prev); old.Keyboard != nil && actions%25 == 1 {
			g, live := r.game(k)
			if !live {
				break
			}
			before := len(g.Log)
			d := buttonData(old)[0]
			if a := r.press(group, prev, mentioned(old), d); !strings.Contains(a.Text, "old board") {
				t.Fatalf("a press on old board %d answered %q", prev, a.Text)
			}
			if g, live := r.game(k); live && len(g.Log) != before {
				t.Fatalf("a press on old board %d moved the game", prev)
			}
		}
		prev = last.ID
	}
	final := r.lastBoard(group)
	t.Logf("%d actions (%d not offered as chosen), final caption:\n%s", actions, p.fallbacks, final.Caption)
	if final.Keyboard != nil || mentioned(final) != 0 {
		t.Errorf("the final board still asks for a move: %v %q", buttonData(final), final.Caption)
	}
	checkOneAnswerEach(t, r)
	checkOneMessagePerMove(t, r, group, actions, looks)
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

// checkOneMessagePerMove: a move costs one message under the group's limit
// (its new board); choosing a piece edits only the keyboard (no picture
// uploaded again); a lighthouse's look before the last (of looks) edits
// the board in place instead of posting it again; and no request removes
// an old board's buttons.
func checkOneMessagePerMove(t *testing.T, r *rig, chat int64, actions, looks int) {
	t.Helper()
	boards := 0
	isBoard := map[string]bool{}
	for _, m := range r.srv.Messages(chat) {
		if m.Photo != nil {
			boards++
			isBoard[strconv.Itoa(m.ID)] = true
		}
	}
	if boards < actions-looks {
		t.Errorf("%d boards for %d actions (%d of them looks from a lighthouse)", boards, actions, looks)
	}
	if n := len(r.srv.Requests("editMessageMedia")); n > looks {
		t.Errorf("%d pictures uploaded again to edit a board, %d looks from a lighthouse", n, looks)
	}
	for _, q := range r.srv.Requests("editMessageReplyMarkup") {
		if kb := q.Params["reply_markup"]; isBoard[q.Params["message_id"]] && (kb == "" || kb == `{"inline_keyboard":[]}`) {
			t.Errorf("a request removed a board's buttons: %v", q.Params)
			break
		}
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
	if c := strings.ToLower(caption); !strings.Contains(c, "gold aboard") && !strings.Contains(c, "coins aboard") {
		t.Errorf("the final caption has no scores line: %q", caption)
	}
}
