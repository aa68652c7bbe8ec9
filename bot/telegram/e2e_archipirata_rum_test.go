package telegram_test

import (
	"math/rand/v2"
	"strconv"
	"strings"
	"testing"

	"github.com/jackalbot/jackal/bot"
	"github.com/jackalbot/jackal/bot/narrate"
	"github.com/jackalbot/jackal/bot/narrate/archi"
	"github.com/jackalbot/jackal/bot/telegram/internal/telegramtest"
	ar "github.com/jackalbot/jackal/engine/archipirata"
	"github.com/jackalbot/jackal/storage"
)

// The Archipirata rum keyboard's test.
const (
	manySowings   = 30 // the legal sowings of one island in one direction that make a position with "many rum choices"
	coreMaxButton = 96 // the core offers at most this many buttons
)

// archNow is the state of the Archipirata game of key.
func archNow(t testing.TB, r *rig, k string) *ar.State {
	t.Helper()
	rec := r.mustGame(k)
	snap, err := bot.Replay(rec.Setup, rec.Log)
	if err != nil {
		t.Fatalf("replay: %v", err)
	}
	var s ar.State
	if err := s.UnmarshalBinary(snap); err != nil {
		t.Fatalf("state: %v", err)
	}
	return &s
}

// mostSowings is the island and direction with the most legal sowings of
// s, and those sowings.
func mostSowings(s *ar.State) (uint8, ar.Dir, []ar.Action) {
	by := map[[2]uint8][]ar.Action{}
	var best [2]uint8
	for _, a := range ar.Legal(s, nil) {
		if a.Kind != ar.ActTake {
			continue
		}
		k := [2]uint8{a.Island, uint8(a.Dir)}
		by[k] = append(by[k], a)
		if len(by[k]) > len(by[best]) {
			best = k
		}
	}
	return best[0], ar.Dir(best[1]), by[best]
}

// keyboardRows are the rows of a message's keyboard.
func keyboardRows(m telegramtest.Message) int {
	if m.Keyboard == nil {
		return 0
	}
	return len(m.Keyboard.InlineKeyboard)
}

// TestArchipirataRumKeyboard: where an island's pirates may be sown with
// many rum skips, the keyboard of its sowings in one direction fits a
// phone (at most phoneMaxRows rows, a page at a time with ◀ ▶), and every
// legal sowing is on one of its pages, and plays when pressed.
func TestArchipirataRumKeyboard(t *testing.T) {
	r := newRig(t, rigOpts{})
	k := key(group)
	r.say(group, alice, "/new archipirata")
	lobby := r.lastText(group)
	r.press(group, lobby.ID, bob, "0:j:white")
	r.press(group, lobby.ID, alice, "0:s")
	if g := r.mustGame(k); g.Setup.Game != "archipirata" || g.Status != storage.StatusActive {
		t.Fatalf("not an Archipirata game in play: %+v", g.Setup)
	}
	// play typed moves, drawn at random, up to a position with many rum
	// choices (the seeds are fixed: the same position every run)
	rnd := rand.New(rand.NewPCG(15, 1))
	var s *ar.State
	var island uint8
	var dir ar.Dir
	var sowings []ar.Action
	for moves := 0; ; moves++ {
		s = archNow(t, r, k)
		// more than the core offers would leave some unreachable
		// whatever the adapter does (the core's bound)
		if island, dir, sowings = mostSowings(s); len(sowings) >= manySowings && len(sowings) < coreMaxButton {
			break
		}
		if moves > 60 || s.Over {
			t.Fatalf("no position with %d sowings of one island after %d moves", manySowings, moves)
		}
		legal := ar.Legal(s, nil)
		before := len(r.mustGame(k).Log)
		r.say(group, mentioned(r.lastBoard(group)), "/move "+ar.Format(legal[rnd.IntN(len(legal))]))
		if len(r.mustGame(k).Log) == before {
			t.Fatalf("the move was not played: %q", r.lastText(group).Text)
		}
	}
	t.Logf("%d legal sowings of island %d %s", len(sowings), island+1, dirWord(dir))
	board := r.lastBoard(group)
	user := mentioned(board)
	pick := func(arg string) {
		t.Helper()
		d, ok := findData(board, arg, "p")
		if !ok {
			t.Fatalf("no button %q: %v", arg, buttonData(board))
		}
		if a := r.press(group, board.ID, user, d); a.ShowAlert {
			t.Fatalf("press %q refused: %q", d, a.Text)
		}
		board = r.message(group, board.ID)
	}
	isl := "i" + strconv.Itoa(int(island)+1)
	pick(isl)
	pick(isl + dirWord(dir))
	// every page, turned with ▶ until the first shows again
	labels := map[string]string{} // the sowings' buttons: label → data
	pages := 0
	for {
		if n := keyboardRows(board); n > phoneMaxRows {
			t.Fatalf("a keyboard of %d rows: %v", n, buttonData(board))
		}
		pages++
		next := ""
		for _, row := range board.Keyboard.InlineKeyboard {
			for _, b := range row {
				switch d := *b.CallbackData; {
				case verbOf(untag(d)) == "a":
					labels[b.Text] = d
				case b.Text == "▶":
					next = d
				}
			}
		}
		if next == "" || pages > 20 {
			break
		}
		if a := r.press(group, board.ID, user, next); a.ShowAlert {
			t.Fatalf("turning the page refused: %q", a.Text)
		}
		board = r.message(group, board.ID)
		if _, ok := labels[firstAction(board)]; ok {
			break // the first page again
		}
	}
	t.Logf("%d sowings on %d pages", len(labels), pages)
	for _, a := range sowings {
		if _, ok := labels[archi.Button(narrate.EN, a)]; !ok {
			t.Errorf("sowing %q (%s) is on no page", archi.Button(narrate.EN, a), ar.Format(a))
		}
	}
	// the last sowing, from the page it is on, plays
	last := sowings[len(sowings)-1]
	for board = r.message(group, board.ID); !hasData(board, labels[archi.Button(narrate.EN, last)]); {
		next, _ := findLabel(board, "▶")
		r.press(group, board.ID, user, next)
		board = r.message(group, board.ID)
	}
	before := len(r.mustGame(k).Log)
	if a := r.press(group, board.ID, user, labels[archi.Button(narrate.EN, last)]); a.ShowAlert {
		t.Fatalf("sowing refused: %q", a.Text)
	}
	if log := r.mustGame(k).Log; len(log) <= before || !strings.HasPrefix(log[before], ar.Format(last)) {
		t.Errorf("the log after the press: %q, want %q", log[before:], ar.Format(last))
	}
}

// dirWord names a direction as the buttons' selections do.
func dirWord(d ar.Dir) string {
	if d == ar.CCW {
		return "ccw"
	}
	return "cw"
}

// firstAction is the label of the first action button of m.
func firstAction(m telegramtest.Message) string {
	for _, row := range m.Keyboard.InlineKeyboard {
		for _, b := range row {
			if b.CallbackData != nil && verbOf(untag(*b.CallbackData)) == "a" {
				return b.Text
			}
		}
	}
	return ""
}

// findLabel is the data of m's button labelled label.
func findLabel(m telegramtest.Message, label string) (string, bool) {
	for _, row := range m.Keyboard.InlineKeyboard {
		for _, b := range row {
			if b.Text == label && b.CallbackData != nil {
				return *b.CallbackData, true
			}
		}
	}
	return "", false
}
