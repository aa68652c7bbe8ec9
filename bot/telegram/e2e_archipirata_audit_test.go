package telegram_test

import (
	"bytes"
	"fmt"
	"math/rand/v2"
	"os"
	"regexp"
	"strconv"
	"strings"
	"testing"

	tgbotapi "github.com/go-telegram-bot-api/telegram-bot-api/v5"

	"github.com/jackalbot/jackal/bot/narrate"
	"github.com/jackalbot/jackal/bot/narrate/archi"
	"github.com/jackalbot/jackal/bot/telegram/internal/telegramtest"
	ar "github.com/jackalbot/jackal/engine/archipirata"
	"github.com/jackalbot/jackal/storage"
)

// piratQuoted are the parts of a Russian Archipirata group text whose
// Latin letters are allowed wholesale: latinQuoted's, and the name the
// fake server gives a user pressing a button.
var piratQuoted = regexp.MustCompile(latinQuoted.String() + `|User\d+`)

// piratAllowed are the Latin words a Russian Archipirata group text may
// hold outside piratQuoted: the players' names and the game's own name
// (Archipirata is its title in both languages).
func piratAllowed(w string) bool { return w == "Archipirata" || isName(w) }

// piratGame is one Archipirata audit game.
type piratGame struct {
	name    string
	lang    string
	opts    string // after /new archipirata
	seed    uint64
	players []int64
}

// playPirataAudit plays g through the rig's buttons alone, a random
// offered button each press (page turns too), and returns the audit with
// its transcript; every press of an offered button the bot refused is in
// a.refused, every secret the group was shown in leaks.
func playPirataAudit(t *testing.T, g piratGame) (a *archAudit, leaks []string) {
	r := newRig(t, rigOpts{seed: g.seed})
	a = &archAudit{r: r, rng: rand.New(rand.NewPCG(g.seed, 3)), quoting: map[int]bool{}}
	k := key(group)
	if g.lang != "en" {
		r.say(group, alice, "/settings lang "+g.lang)
		for _, u := range g.players {
			r.say(u, u, "/settings mylang "+g.lang)
		}
	}
	r.say(group, alice, "/new archipirata "+g.opts)
	a.record()
	lobby := r.lastText(group)
	seats := map[int][]string{2: {"white"}, 4: {"white", "red2", "white2"}}[len(g.players)]
	for i, u := range g.players[1:] {
		a.press(lobby.ID, u, "0:j:"+seats[i], "join")
	}
	a.press(lobby.ID, alice, "0:s", "start")
	if rec := r.mustGame(k); rec.Status != storage.StatusActive {
		t.Fatalf("the game is %s after start: %+v", rec.Status, rec.Setup)
	}
	if strings.Contains(g.opts, "captains") {
		leaks = append(leaks, pirataCaptainsTold(t, a, g)...)
	}
	for n := 0; ; n++ {
		if _, live := r.game(k); !live {
			break
		}
		if n > 2000 {
			t.Fatalf("no end after 2000 presses")
		}
		if n == 20 {
			// a watcher asks how the game stands: the group sees it
			fmt.Fprintf(&a.trans, "== Carol says /status\n")
			r.say(group, carol, "/status")
			a.record()
		}
		board := a.gameBoard()
		user := mentioned(board)
		var offered []string
		for _, d := range buttonData(board) {
			if v := verbOf(untag(d)); v == "a" || v == "p" || v == "b" || isPageTurn(d) {
				offered = append(offered, d)
			}
		}
		if len(offered) == 0 {
			t.Fatalf("nothing to press: %q", board.Caption)
		}
		d := offered[a.rng.IntN(len(offered))]
		fmt.Fprintf(&a.trans, "\n---- press %d\n", n)
		before := len(r.srv.Requests(""))
		a.press(board.ID, user, d, labelOf(board.Keyboard, d))
		leaks = append(leaks, pirataSecrets(t, r, k, r.srv.Requests("")[before:])...)
	}
	a.record()
	if path := os.Getenv("PIRATA_TRANSCRIPT"); path != "" {
		if err := os.WriteFile(fmt.Sprintf("%s_%s_%d.txt", path, strings.ReplaceAll(g.name, " ", "_"), g.seed), []byte(a.trans.String()), 0o644); err != nil {
			t.Errorf("transcript: %v", err)
		}
		var boards []telegramtest.Message
		for _, m := range r.srv.Messages(group) {
			if m.Photo != nil {
				boards = append(boards, m)
			}
		}
		for _, i := range []int{len(boards) / 2, len(boards) - 1} {
			name := fmt.Sprintf("%s_%s_%d_%d.png", path, strings.ReplaceAll(g.name, " ", "_"), g.seed, i)
			if err := os.WriteFile(name, boards[i].Photo, 0o644); err != nil {
				t.Errorf("picture: %v", err)
			}
		}
	}
	return a, leaks
}

// pirataSecrets lists the secrets the group was shown by reqs, made
// while one press was served: a captain not revealed (in the state after
// the press) named in the group, a lookout's sight (🔭) posted there.
func pirataSecrets(t *testing.T, r *rig, k string, reqs []telegramtest.Request) []string {
	t.Helper()
	rec, live := r.game(k)
	if !live || rec.Status != storage.StatusActive {
		return nil
	}
	s := archNow(t, r, k)
	var bad []string
	for _, q := range reqs {
		if audience(q) != group {
			continue
		}
		text := strings.Join(shownBy(q).texts, "\n")
		if strings.Contains(text, "🔭") {
			bad = append(bad, fmt.Sprintf("%s shows the group a lookout's sight: %.200q", q.Method, text))
		}
		for seat := range s.Seats {
			c := s.Captain[seat]
			if c == ar.NoCaptain || s.Revealed[seat] {
				continue
			}
			for _, l := range []narrate.Lang{narrate.EN, narrate.RU} {
				if name := archi.CaptainName(l, c); strings.Contains(text, name) {
					bad = append(bad, fmt.Sprintf("%s names seat %d's hidden captain %s: %.200q", q.Method, seat, name, text))
				}
			}
		}
	}
	return bad
}

// TestArchipirataAudit plays whole Archipirata games through the rig as
// players on phones would — a duel in English, an advanced (captains)
// duel and an advanced team game of four in Russian — each press a random
// offered button (an island, a direction, an order, a rum skip, a
// captain, Back, a page turn), a watcher asking /status on the way:
// every offered button but a rum skip or a captain the team turns out
// unable to pay is accepted; the first board of an advanced game links to
// the players' private chats, where each is told their own captain and
// no other; no hidden captain is named to the group, nor a lookout's
// sight shown there; each board's picture differs from the one before;
// the last board says the game is over and who won, and asks nobody; a
// Russian game shows the group no Latin word but the players' names and
// the game's name (links, commands and game numbers aside); every request
// passes the rig's audit (captions within 1024 characters, keyboards a
// phone shows, one answer a press). PIRATA_TRANSCRIPT=<path prefix>
// writes what the players saw, and two pictures, to files.
func TestArchipirataAudit(t *testing.T) {
	games := []piratGame{
		{"duel en", "en", "", 21, []int64{alice, bob}},
		{"captains ru", "ru", "captains", 22, []int64{alice, bob}},
		{"teams ru", "ru", "4 captains", 23, []int64{alice, bob, carol, finn}},
	}
	// PIRATA_SEED=<n> plays the games of seeds moved by n
	shift, _ := strconv.ParseUint(os.Getenv("PIRATA_SEED"), 10, 64)
	for _, g := range games {
		g.seed += shift
		t.Run(g.name, func(t *testing.T) {
			a, leaks := playPirataAudit(t, g)
			for _, s := range leaks {
				t.Errorf("a secret told the group: %s", s)
			}
			for _, s := range a.refused {
				if !strings.Contains(s, "no rum") && !strings.Contains(s, "captain cannot") && !strings.Contains(s, "нет рома") && !strings.Contains(s, "не может действовать") {
					t.Errorf("an offered button was refused: %s", s)
				}
			}
			end := a.r.lastBoard(group)
			won := map[string][]string{"en": {"Game over", " won "}, "ru": {"Игра окончена", "победил"}}[g.lang]
			for _, w := range won {
				if !strings.Contains(end.Caption, w) {
					t.Errorf("the last board does not say %q: %q", w, end.Caption)
				}
			}
			if end.Keyboard != nil || mentioned(end) != 0 {
				t.Errorf("the last board asks for more: %q", end.Caption)
			}
			var prev telegramtest.Message
			boards := 0
			for _, m := range a.r.srv.Messages(group) {
				if m.Photo == nil {
					continue
				}
				if prev.Photo != nil && bytes.Equal(prev.Photo, m.Photo) {
					t.Errorf("board %d shows the picture of board %d: %q", m.ID, prev.ID, m.Caption)
				}
				prev = m
				boards++
			}
			if boards < 10 {
				t.Errorf("only %d boards", boards)
			}
			if g.lang == "ru" {
				for _, w := range pirataLatin(t, a.r) {
					t.Errorf("Latin in the Russian group: %s", w)
				}
			}
			for _, s := range auditAll(a.r) {
				t.Errorf("audit: %s", s)
			}
		})
	}
}

// finn is the fourth player of an Archipirata team game.
const finn int64 = 1007

// pirataCaptainsTold: the first board of an advanced game links to the
// players' private chats; each player opening it is shown their own
// captain there, by name, and no other seat's. It returns what went
// wrong.
func pirataCaptainsTold(t *testing.T, a *archAudit, g piratGame) []string {
	r := a.r
	st := archNow(t, r, key(group))
	start := handLink(t, a.gameBoard())
	l := narrate.EN
	if g.lang == "ru" {
		l = narrate.RU
	}
	var bad []string
	for i, u := range g.players {
		from := len(r.srv.Messages(u))
		fmt.Fprintf(&a.trans, "== %s opens the captain's link: /start %s (private)\n", names[u], start)
		r.say(u, u, "/start "+start)
		a.record()
		var told string
		for _, m := range r.srv.Messages(u)[from:] {
			told += m.Caption + m.Text
		}
		for seat := range st.Seats {
			name := archi.CaptainName(l, st.Captain[seat])
			if has := strings.Contains(told, name); has != (int(seat) == i) {
				bad = append(bad, fmt.Sprintf("%s's private chat, naming seat %d's captain %s: %v, in %q", names[u], seat, name, has, told))
			}
		}
	}
	return bad
}

// pirataLatin lists the Latin words of the group's texts, captions (as
// their HTML shows) and button labels, and of the answers to presses,
// that piratAllowed does not let through.
func pirataLatin(t *testing.T, r *rig) []string {
	var shown []string
	for _, q := range r.srv.Requests("") {
		if audience(q) != group {
			continue
		}
		for _, s := range shownBy(q).texts {
			if h, err := shownText(s, tgbotapi.ModeHTML); err == nil {
				s = h
			}
			shown = append(shown, s)
		}
	}
	for _, a := range r.srv.CallbackAnswers() {
		shown = append(shown, a.Text)
	}
	var bad []string
	for _, s := range shown {
		for _, w := range latinRun.FindAllString(piratQuoted.ReplaceAllString(s, ""), -1) {
			if !piratAllowed(w) {
				bad = append(bad, fmt.Sprintf("%q in %.120q", w, s))
			}
		}
	}
	return bad
}
