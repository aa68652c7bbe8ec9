package telegram_test

import (
	"fmt"
	"math/rand/v2"
	"os"
	"regexp"
	"strconv"
	"strings"
	"testing"

	tgbotapi "github.com/go-telegram-bot-api/telegram-bot-api/v5"

	"github.com/jackalbot/jackal/bot/telegram/internal/telegramtest"
	"github.com/jackalbot/jackal/engine/cards"
	"github.com/jackalbot/jackal/engine/cards/ai"
	"github.com/jackalbot/jackal/storage"
)

// allowedLatin are the Latin words a Russian group text may hold outside
// latinQuoted: the players' names, an island's cells (a1…e5), and Start,
// the label of Telegram's own button the text tells to press.
func allowedLatin(w string) bool {
	return w == "Start" || isName(w) || cardsCell.MatchString(w)
}

// cardsParens is a parenthesised part of a text.
var cardsParens = regexp.MustCompile(`\([^()]*\)`)

// cyrillic finds a Russian letter.
var cyrillic = regexp.MustCompile(`[а-яА-ЯёЁ]`)

// cardsCell is an island's cell, as the resolution names it.
var cardsCell = regexp.MustCompile(`^[a-e][1-5]$`)

// TestCardsRussianGameByButtons: three players in a Russian group, each
// with their own language set to Russian, play a four-island card game
// by the buttons of their private boards alone, now and then pressing an
// offered button the computer would not, asking /status and /history in
// the group, and once pressing a button of a board since edited. Every
// offered button is accepted, the stale one refused in Russian; no group
// text but /history's log shows a Latin word but those allowedLatin lets
// through, nor a private text outside its parentheses; the ending says
// who won with how many coins; every request passes the secrecy check.
// With CARDS_TRANSCRIPT set to a path prefix it writes what the players
// saw to <prefix>_<seed>.txt; CARDS_SEED plays that seed alone.
func TestCardsRussianGameByButtons(t *testing.T) {
	seeds := []uint64{5, 11}
	if s, err := strconv.ParseUint(os.Getenv("CARDS_SEED"), 10, 64); err == nil {
		seeds = []uint64{s}
	}
	for _, seed := range seeds {
		t.Run(strconv.FormatUint(seed, 10), func(t *testing.T) { playRussianCards(t, seed) })
	}
}

// playRussianCards plays TestCardsRussianGameByButtons' game of seed.
func playRussianCards(t *testing.T, seed uint64) {
	r := newRig(t, rigOpts{seed: seed})
	seats := map[int64]uint8{alice: 0, bob: 1, carol: 2}
	sec := newSecrecy(group, seats)
	a := &archAudit{r: r, quoting: map[int]bool{}}
	for _, u := range []int64{alice, bob, carol} {
		r.srv.Stranger(u)
	}
	r.act(sec, alice, func() { r.say(group, alice, "/settings lang ru") })
	r.act(sec, alice, func() { r.say(group, alice, "/new cards islands=4") })
	r.act(sec, bob, func() { r.say(group, bob, "/join") })
	r.act(sec, carol, func() { r.say(group, carol, "/join") })
	r.act(sec, alice, func() { r.say(group, alice, "/start") })
	a.record()
	rec := r.mustGame(key(group))
	if rec.Status != storage.StatusActive {
		t.Fatalf("the game is %s after /start", rec.Status)
	}
	start := handLink(t, r.lastBoard(group))
	players := cardPlayersOf(t, rec)
	for _, p := range players {
		// a Russian player (the rig's users' Telegram is English): their
		// own language set, then the deep link opened
		fmt.Fprintf(&a.trans, "== %s: /settings mylang ru, /start %s (private)\n", names[p.user], start)
		r.act(sec, p.user, func() { r.say(p.user, p.user, "/settings mylang ru") })
		r.act(sec, p.user, func() { r.say(p.user, p.user, "/start "+start) })
		a.record()
	}
	var first struct {
		ID   int
		data string
	}
	if m, ok := privateBoard(r, alice); ok {
		first.ID, first.data = m.ID, buttonData(m)[0]
	}
	russianFrom := len(r.srv.Requests("")) // every player reads Russian since
	rng := rand.New(rand.NewPCG(seed, 7))
	stats := cardStats{choices: map[string]int{}}
	var refused []string
	stale := 0
	for step := 0; ; step++ {
		rec := r.latest(key(group))
		if rec.Status != storage.StatusActive {
			break
		}
		if step >= 500 {
			t.Fatalf("not over after %d presses", step)
		}
		st := cardState(t, rec)
		p := readyPlayer(t, r, rec, players, rng, step)
		switch {
		case step%9 == 4:
			// what the table may read, asked in the group
			if step/9%2 == 0 {
				r.act(sec, p.user, func() { r.say(group, p.user, "/status") })
				fmt.Fprintf(&a.trans, "== %s: /status (group)\n", names[p.user])
				a.record()
				break
			}
			// not through the secrecy check, which takes the specials
			// played in rounds before, public since, for a leak: the log
			// shown must hold no card laid in secret
			r.say(group, p.user, "/history")
			fmt.Fprintf(&a.trans, "== %s: /history (group)\n", names[p.user])
			a.record()
			if h := r.lastText(group).Text; strings.Contains(h, ": lay ") || strings.Contains(h, ": undo") {
				t.Errorf("/history shows a secret entry: %q", h)
			}
		case step == 30:
			// a button of a board since edited pressed, as a phone that
			// had not caught up would: refused, in Russian
			var ans telegramtest.CallbackAnswer
			r.act(sec, alice, func() { ans = r.press(alice, first.ID, alice, first.data) })
			fmt.Fprintf(&a.trans, "== Alice presses a stale [%s] -> answer %q\n", untag(first.data), ans.Text)
			a.record()
			if !cyrillic.MatchString(ans.Text) {
				t.Errorf("a stale button's press was answered %q", ans.Text)
			}
			stale++
		}
		m, _ := privateBoard(r, p.user)
		acts := actionsOf(m)
		action := p.choose(st, acts, rng, &stats)
		if rng.IntN(4) == 0 {
			action = acts[rng.IntN(len(acts))]
		}
		data := dataFor(m, p.seat, action)
		label := labelOf(m.Keyboard, data)
		var ans telegramtest.CallbackAnswer
		r.act(sec, p.user, func() { ans = r.press(p.user, m.ID, p.user, data) })
		fmt.Fprintf(&a.trans, "== %s presses [%s|%s] -> answer %q alert=%v\n", names[p.user], label, action, ans.Text, ans.ShowAlert)
		a.record()
		stats.presses++
		if ans.Text != "" {
			refused = append(refused, fmt.Sprintf("%s: [%s|%s] answered %q", names[p.user], label, action, ans.Text))
		}
	}
	if path := os.Getenv("CARDS_TRANSCRIPT"); path != "" {
		if err := os.WriteFile(fmt.Sprintf("%s_%d.txt", path, seed), []byte(a.trans.String()), 0o644); err != nil {
			t.Error(err)
		}
	}
	if stale != 1 {
		t.Errorf("%d stale buttons pressed, want 1", stale)
	}
	for _, s := range refused {
		t.Errorf("an offered button refused: %s", s)
	}
	end := r.lastBoard(group).Caption
	if !strings.Contains(end, "Игра окончена") || !strings.Contains(end, "Монеты: ") ||
		!strings.Contains(end, "Победа: ") && !strings.Contains(end, "делят победу") {
		t.Errorf("the ending does not say who won with how many coins: %q", end)
	}
	final := r.latest(key(group))
	if st := cardState(t, final); final.Status != storage.StatusFinished || st.NumIsl != 4 || st.EndedBy != cards.EndIslands {
		t.Errorf("the game ended %s after %d islands", final.Status, st.NumIsl)
	}
	for _, req := range r.srv.Requests("")[russianFrom:] {
		if _, player := seats[audience(req)]; !player {
			continue
		}
		for _, s := range shownBy(req).texts {
			// a private board quotes the notation a player may type in
			// parentheses: «подтвердите (ready)»
			for _, w := range latinRun.FindAllString(latinQuoted.ReplaceAllString(cardsParens.ReplaceAllString(s, ""), ""), -1) {
				if !allowedLatin(w) {
					t.Errorf("%s to %s: Latin %q outside parentheses in %q", req.Method, names[audience(req)], w, s)
				}
			}
		}
	}
	for _, req := range r.srv.Requests("") {
		if audience(req) != group {
			continue
		}
		for _, s := range shownBy(req).texts {
			if shown, err := shownText(s, tgbotapi.ModeHTML); err == nil {
				s = shown
			}
			if strings.HasPrefix(s, "Последние ходы:") {
				// /history lists the log in the notation (ready, nw),
				// as it does for every game: its own matter
				continue
			}
			for _, w := range latinRun.FindAllString(latinQuoted.ReplaceAllString(s, ""), -1) {
				if !allowedLatin(w) {
					t.Errorf("%s to the group: Latin %q in %q", req.Method, w, s)
				}
			}
		}
		for _, bad := range sec.buttons(audience(req), shownBy(req).data) {
			t.Errorf("%s: %s", req.Method, bad)
		}
	}
	t.Logf("%d presses, %d undos, %d Tortuga, answers %v", stats.presses, stats.undos, stats.tortugas, stats.choices)
}

// cardPlayersOf are the players of a card game's record, by seat.
func cardPlayersOf(t *testing.T, rec *storage.Game) []*cardPlayer {
	t.Helper()
	var out []*cardPlayer
	for _, u := range []int64{alice, bob, carol} {
		for _, s := range rec.Setup.Seats {
			if s.UserID == userID(u) {
				out = append(out, &cardPlayer{user: u, seat: seatNumber(t, s.Crew), ai: ai.NewEasy()})
			}
		}
	}
	return out
}
