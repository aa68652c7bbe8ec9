package telegram_test

import (
	"fmt"
	"math/rand/v2"
	"os"
	"strings"
	"testing"

	"github.com/jackalbot/jackal/bot/telegram/internal/telegramtest"
	"github.com/jackalbot/jackal/storage"
)

// pirataChatWords are what a group's players read, by language: the
// refusals of a press out of turn, by a watcher, on an old board and
// after the end; a bare island typed; the captain's question; a
// refusal for want of rum; the end.
var pirataChatWords = map[string]struct {
	notYours, notPlayer, old, overPress, bareIsland, captainAsk, rum, noRum, over string
}{
	"en": {"Not your turn", "Only the players of this game", "old board", "This game is over",
		"To sow from island %[1]s, write take %[1]s cw or take %[1]s ccw", "Use your captain now?", "rum ", "no rum", "Game over"},
	"ru": {"Не ваш ход", "Ходить могут только игроки", "старой доски", "Эта игра окончена",
		"Чтобы сеять с острова %[1]s, напишите take %[1]s cw или take %[1]s ccw", "Применить капитана сейчас?", "ром ", "нет рома", "Игра окончена"},
}

// TestPirataChatPlayed plays whole Archipirata games in a group through
// the Telegram fakes as its players would, on phones: a duel of two
// people in English, and a team game of four in Russian and in English,
// two people and two computers, with captains. Beside the buttons
// (random ones offered, Back when a sowing's buttons all need a rum the
// team lacks) the players press out of turn, a watcher presses, a
// button of an old board is pressed, "/move 3" is typed to pick island
// 3 (one offered), the captain's button is pressed and left by Back, and after the end
// the last board is pressed and /stats asked. Every press refused for
// want of rum was of a button that names the rum it spends (a direction
// played at once said only "4 ↺ anticlockwise"); the captain's step asks
// its question; "/move 3" is told how to sow from island 3; the game
// ends, its last board says so and asks nobody; a Russian game shows
// the group no Latin word but names, commands and the notation quoted
// back to a typed move; every request passes the rig's audit.
// PIRATA_TRANSCRIPT=<path prefix> writes what the players saw.
func TestPirataChatPlayed(t *testing.T) {
	games := []struct {
		name, lang, opts string
		seed             uint64
		computers        int
	}{
		{"duel en", "en", "", 41, 0},
		{"teams ru", "ru", "4 captains", 42, 2},
		{"teams en", "en", "4 captains", 43, 2},
	}
	for _, g := range games {
		t.Run(g.name, func(t *testing.T) {
			w := pirataChatWords[g.lang]
			r := newRig(t, rigOpts{seed: g.seed})
			a := &archAudit{r: r, rng: rand.New(rand.NewPCG(g.seed, 7)), quoting: map[int]bool{}}
			if path := os.Getenv("PIRATA_TRANSCRIPT"); path != "" {
				t.Cleanup(func() {
					a.record()
					name := fmt.Sprintf("%s_chat_%s.txt", path, strings.ReplaceAll(g.name, " ", "_"))
					if err := os.WriteFile(name, []byte(a.trans.String()), 0o644); err != nil {
						t.Errorf("transcript: %v", err)
					}
				})
			}
			say := func(u int64, text string) telegramtest.Message {
				t.Helper()
				a.record()
				fmt.Fprintf(&a.trans, "== %s says %q\n", names[u], text)
				n := len(r.srv.Messages(group))
				r.say(group, u, text)
				a.record()
				if msgs := r.srv.Messages(group); len(msgs) > n {
					return msgs[len(msgs)-1]
				}
				return telegramtest.Message{}
			}
			pressed := func(msg int, u int64, data, what string) telegramtest.CallbackAnswer {
				t.Helper()
				a.record()
				ans := r.press(group, msg, u, data)
				fmt.Fprintf(&a.trans, "== %s presses %s [%s] on %d -> %q\n", names[u], what, untag(data), msg, ans.Text)
				a.record()
				return ans
			}
			if g.lang != "en" {
				say(alice, "/settings lang "+g.lang)
			}
			say(alice, "/new archipirata "+g.opts)
			lobby := r.lastText(group)
			a.press(lobby.ID, bob, "0:j:white", "join")
			for range g.computers {
				a.press(lobby.ID, alice, "0:ai", "computer")
			}
			a.press(lobby.ID, alice, "0:s", "start")
			k := key(group)
			if rec := r.mustGame(k); rec.Status != storage.StatusActive {
				t.Fatalf("the game is %s after start", rec.Status)
			}

			// out of turn, a watcher, a bare island typed
			board := a.gameBoard()
			user := mentioned(board)
			other := map[int64]int64{alice: bob, bob: alice}[user]
			first := buttonData(board)[0]
			if ans := pressed(board.ID, other, first, "out of turn"); !ans.ShowAlert || !strings.Contains(ans.Text, w.notYours) {
				t.Errorf("a press out of turn: %+v, want %q", ans, w.notYours)
			}
			if ans := pressed(board.ID, carol, first, "as a watcher"); !ans.ShowAlert || !strings.Contains(ans.Text, w.notPlayer) {
				t.Errorf("a watcher's press: %+v, want %q", ans, w.notPlayer)
			}
			island := ""
			for _, d := range buttonData(board) {
				if arg, ok := pickArg(d, "i"); ok && island == "" {
					island = arg
				}
			}
			bare := fmt.Sprintf(w.bareIsland, island)
			if got := say(user, "/move "+island); island == "" || !strings.Contains(got.Text, bare) {
				t.Errorf("/move %s: %q, want %q", island, got.Text, bare)
			}

			refused := map[string]bool{}
			captainSeen, oldPressed := false, false
			var last telegramtest.Message
			for n := 0; ; n++ {
				if _, live := r.game(k); !live {
					break
				}
				if n > 3000 {
					t.Fatal("no end after 3000 presses")
				}
				board = a.gameBoard()
				if last.ID != 0 && last.ID != board.ID && !oldPressed {
					// the board before this one: its buttons are old
					oldPressed = true
					d := buttonData(last)[0]
					if ans := pressed(last.ID, mentioned(board), d, "an old board's button"); !ans.ShowAlert || !strings.Contains(ans.Text, w.old) {
						t.Errorf("a press on an old board: %+v, want %q", ans, w.old)
					}
				}
				last = board
				user = mentioned(board)
				shown := r.message(group, board.ID)
				var offered []string
				back, captain := "", ""
				for _, d := range buttonData(shown) {
					v := verbOf(untag(d))
					switch {
					case v == "p" && strings.HasSuffix(untag(d), ":cap"):
						captain = d
					case (v == "a" || v == "p" || isPageTurn(d)) && !refused[untag(d)]:
						offered = append(offered, d)
					case v == "b":
						back = d
					}
				}
				if captain != "" && !captainSeen {
					captainSeen = true
					pressed(board.ID, user, captain, "the captain")
					step := r.message(group, board.ID)
					if !strings.HasSuffix(step.Caption, "\n"+pirataQuestion(w.captainAsk, step.Caption)) {
						t.Errorf("the captain's step asks nothing:\n%s", step.Caption)
					}
					pressed(board.ID, user, backData(t, step), "Back")
					continue
				}
				if captain != "" {
					offered = append(offered, captain)
				}
				if len(offered) == 0 {
					if back == "" {
						t.Fatalf("nothing to press: %q", shown.Caption)
					}
					offered = []string{back}
				}
				d := offered[a.rng.IntN(len(offered))]
				label := labelOf(shown.Keyboard, d)
				ans := pressed(board.ID, user, d, "["+label+"]")
				switch {
				case !ans.ShowAlert:
					if verbOf(untag(d)) == "a" {
						refused = map[string]bool{}
					}
				case strings.Contains(ans.Text, w.noRum):
					refused[untag(d)] = true
					if !strings.Contains(label, w.rum) {
						t.Errorf("%q was refused for want of rum, and says no rum: %q", label, ans.Text)
					}
				case strings.HasPrefix(label, "👑"):
					refused[untag(d)] = true // a captain the team cannot pay
				default:
					t.Errorf("an offered button %q was refused: %q", label, ans.Text)
					refused[untag(d)] = true
				}
			}
			if !oldPressed {
				t.Error("no old board's button was pressed")
			}
			if g.computers > 0 && !captainSeen {
				t.Error("no captain's button was pressed")
			}
			end := r.lastBoard(group)
			if !strings.Contains(end.Caption, w.over) || end.Keyboard != nil || mentioned(end) != 0 {
				t.Errorf("the last board: %q, want %q and no one asked", end.Caption, w.over)
			}
			if ans := pressed(last.ID, alice, buttonData(last)[0], "after the end"); !ans.ShowAlert || !strings.Contains(ans.Text, w.overPress) {
				t.Errorf("a press after the end: %+v, want %q", ans, w.overPress)
			}
			if got := say(alice, "/stats"); !strings.Contains(got.Text, "🏆") || !strings.Contains(got.Text, "Alice") {
				t.Errorf("/stats after the game: %q", got.Text)
			}
			if g.lang == "ru" {
				for _, s := range pirataLatin(t, r) {
					if !strings.Contains(s, bare) { // the notation quoted to a move typed
						t.Errorf("Latin in the Russian group: %s", s)
					}
				}
			}
			for _, s := range auditAll(r) {
				t.Errorf("audit: %s", s)
			}
		})
	}
}

// pirataQuestion is the line of caption that begins with ask ("" when
// none does).
func pirataQuestion(ask, caption string) string {
	for _, line := range strings.Split(caption, "\n") {
		if strings.HasPrefix(line, ask) {
			return line
		}
	}
	return "\x00" // no line: HasSuffix fails
}
