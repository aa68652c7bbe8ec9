package telegram_test

import (
	"bytes"
	"crypto/sha256"
	"encoding/json"
	"fmt"
	"math/rand/v2"
	"os"
	"regexp"
	"strconv"
	"strings"
	"testing"

	tgbotapi "github.com/go-telegram-bot-api/telegram-bot-api/v5"

	"github.com/jackalbot/jackal/bot/telegram/internal/telegramtest"
	"github.com/jackalbot/jackal/engine/ai"
	"github.com/jackalbot/jackal/engine/archipelago/islands"
)

// archAudit plays an Archipelago game in a group through the buttons
// alone, as players on phones would, now and then pressing an offered
// button the computer would not (another piece, another target), and
// keeps a transcript of what the players saw.
type archAudit struct {
	r     *rig
	p     *player
	rng   *rand.Rand
	seen  int // requests already written to the transcript
	trans strings.Builder
	// refused lists presses of offered buttons the bot refused.
	refused []string
	// quoting marks the requests that answer /help and /rules, whose
	// texts quote the commands and the notation.
	quoting map[int]bool
}

// record writes the requests the bot made since the last record.
func (a *archAudit) record() {
	reqs := a.r.srv.Requests("")
	for _, q := range reqs[a.seen:] {
		m := q.Method
		switch strings.ToLower(m) {
		case "getupdates", "getme", "setmycommands", "getchatmember", "getchat", "deletewebhook":
			continue
		}
		fmt.Fprintf(&a.trans, "  <%s>", m)
		for f, data := range q.Files {
			fmt.Fprintf(&a.trans, " file %s=%x", f, sha256.Sum256(data))
		}
		if s := q.Params["text"]; s != "" {
			fmt.Fprintf(&a.trans, " text:\n%s\n", indent(s))
		}
		if s := q.Params["caption"]; s != "" {
			fmt.Fprintf(&a.trans, " caption(%d):\n%s\n", units(s), indent(s))
		}
		if s := q.Params["media"]; s != "" {
			var in struct{ Caption string }
			_ = json.Unmarshal([]byte(s), &in)
			fmt.Fprintf(&a.trans, " media caption(%d):\n%s\n", units(in.Caption), indent(in.Caption))
		}
		if kb := q.Params["reply_markup"]; kb != "" {
			var k tgbotapi.InlineKeyboardMarkup
			_ = json.Unmarshal([]byte(kb), &k)
			fmt.Fprintf(&a.trans, "\n    keyboard %d rows:\n", len(k.InlineKeyboard))
			for _, row := range k.InlineKeyboard {
				var labels []string
				for _, b := range row {
					d := ""
					if b.CallbackData != nil {
						d = untag(*b.CallbackData)
					}
					labels = append(labels, fmt.Sprintf("[%s|%s]", b.Text, d))
				}
				fmt.Fprintf(&a.trans, "      %s\n", strings.Join(labels, " "))
			}
		}
		a.trans.WriteString("\n")
	}
	a.seen = len(reqs)
}

func indent(s string) string { return "    | " + strings.ReplaceAll(s, "\n", "\n    | ") }

// press presses data under msg as user, writing it and what the bot
// answered to the transcript; an offered button refused is kept.
func (a *archAudit) press(msg int, user int64, data, label string) {
	a.record()
	ans := a.r.press(group, msg, user, data)
	fmt.Fprintf(&a.trans, "== %s presses [%s|%s] on %d -> answer %q alert=%v\n", names[user], label, untag(data), msg, ans.Text, ans.ShowAlert)
	if ans.ShowAlert && verbOf(data) != "d" {
		a.refused = append(a.refused, fmt.Sprintf("%s on %d: %q", untag(data), msg, ans.Text))
	}
	a.record()
}

// labelOf is the label of the button with data under m.
func labelOf(m messageKeyboard, data string) string {
	if m == nil {
		return ""
	}
	for _, row := range m.InlineKeyboard {
		for _, b := range row {
			if b.CallbackData != nil && (*b.CallbackData == data || untag(*b.CallbackData) == untag(data)) {
				return b.Text
			}
		}
	}
	return ""
}

type messageKeyboard = *tgbotapi.InlineKeyboardMarkup

// step plays one action: usually the computer's choice, now and then
// (explore of 100) a random offered piece and target.
func (a *archAudit) step(k string, explore int) {
	r := a.r
	r.t.Helper()
	board := a.gameBoard()
	user := mentioned(board)
	if user == 0 {
		r.t.Fatalf("the board mentions nobody: %q", board.Caption)
	}
	push := func(data string) {
		a.press(board.ID, user, data, labelOf(board.Keyboard, data))
		board = r.message(group, board.ID)
	}
	if a.rng.IntN(100) < explore {
		// a piece at random, then a target at random
		var picks, acts []string
		for _, d := range buttonData(board) {
			switch verbOf(d) {
			case "p":
				picks = append(picks, d)
			case "a", "d":
				acts = append(acts, d)
			}
		}
		if len(picks) > 0 && (len(acts) == 0 || a.rng.IntN(2) == 0) {
			push(picks[a.rng.IntN(len(picks))])
			acts = acts[:0]
			for _, d := range buttonData(board) {
				if v := verbOf(d); v == "a" || v == "d" {
					acts = append(acts, d)
				}
			}
		}
		if len(acts) > 0 {
			d := acts[a.rng.IntN(len(acts))]
			push(d)
			if verbOf(d) == "d" {
				if c, ok := findData(board, "", "a"); ok {
					push(c)
				}
			}
			return
		}
	}
	act := a.p.choose(r.mustGame(k))
	want := act.String()
	data, ok := findData(board, want, "a", "d")
	if !ok {
		if piece, ok2 := findData(board, pieceKey(act), "p"); ok2 && pieceKey(act) != "" {
			push(piece)
			data, ok = findData(board, want, "a", "d")
		} else if b, ok2 := findData(board, "", "b"); ok2 {
			push(b)
			if piece, ok2 := findData(board, pieceKey(act), "p"); ok2 && pieceKey(act) != "" {
				push(piece)
			}
			data, ok = findData(board, want, "a", "d")
		}
	}
	if !ok {
		a.p.fallbacks++
		if piece, ok2 := findData(board, "", "p"); ok2 {
			push(piece)
		}
		if data, ok = findData(board, "", "a", "d"); !ok {
			r.t.Fatalf("no target to press on %q: %v", board.Caption, buttonData(board))
		}
	}
	push(data)
	if verbOf(data) == "d" {
		if c, ok := findData(board, "", "a"); ok {
			push(c)
		}
	}
}

// playArchAudit plays a whole game on island with the players seated
// (alice first, white; then black in a duel, yellow and red of three), in
// lang, exploring explore actions of 100; at its 60th action Carol, who
// watches, asks /status, /rules, a few tiles' rules and /help. With
// ARCH_TRANSCRIPT=<path prefix> set it writes what the players saw to
// <prefix>_<island>_<lang>_<seed>.txt, to be read as a player would.
func playArchAudit(t *testing.T, isl, lang string, seed uint64, explore int, players ...int64) *archAudit {
	r := newRig(t, rigOpts{seed: seed})
	a := &archAudit{r: r, p: newPlayer(r, ai.Easy, seed), rng: rand.New(rand.NewPCG(seed, 1)), quoting: map[int]bool{}}
	k := key(group)
	if lang != "en" {
		r.say(group, alice, "/settings lang "+lang)
	}
	r.say(group, alice, "/new archipelago island="+isl)
	a.record()
	lobby := r.lastText(group)
	colours := map[int][]string{2: {"black"}, 3: {"yellow", "red"}}[len(players)]
	for i, u := range players[1:] {
		a.press(lobby.ID, u, "0:j:"+colours[i], "join")
	}
	a.press(lobby.ID, alice, "0:s", "start")
	for n := 0; ; n++ {
		if _, live := r.game(k); !live {
			break
		}
		if n > 3000 {
			t.Fatalf("no end after 3000 actions")
		}
		fmt.Fprintf(&a.trans, "\n---- action %d\n", n)
		if n == 60 {
			for _, cmd := range []string{"/status", "/rules", "/rules archipelago bear-den", "/rules archipelago musket", "/rules archipelago crossroads", "/rules archipelago islands", "/help"} {
				fmt.Fprintf(&a.trans, "== Carol says %s\n", cmd)
				from := len(r.srv.Requests(""))
				r.say(group, carol, cmd)
				a.record()
				if cmd == "/help" || cmd == "/rules" || strings.HasSuffix(cmd, "islands") {
					for i := from; i < len(r.srv.Requests("")); i++ {
						a.quoting[i] = true
					}
				}
			}
		}
		a.step(k, explore)
	}
	a.record()
	if path := os.Getenv("ARCH_TRANSCRIPT"); path != "" {
		if err := os.WriteFile(fmt.Sprintf("%s_%s_%s_%d.txt", path, isl, lang, seed), []byte(a.trans.String()), 0o644); err != nil {
			t.Errorf("transcript: %v", err)
		}
	}
	return a
}

// TestArchipelagoAudit plays whole Archipelago games through the rig as
// two or three players on phones would, exploring the offered buttons:
// every button offered is accepted; each board shows a new picture; a
// board offering bottles says what they would do; the last board says
// how the game ended and who won; the Russian game says nothing in
// English to the group. The rig audits every request (auditAll: captions
// within 1024 characters, keyboards a phone shows, one answer a press).
func TestArchipelagoAudit(t *testing.T) {
	tests := []struct {
		name    string
		isl     string
		lang    string
		seed    uint64
		players []int64
	}{
		{"duel on the ring", "ring", "en", 3, []int64{alice, bob}},
		{"three in Russian", "star", "ru", 5, []int64{alice, bob, carol}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			a := playArchAudit(t, tt.isl, tt.lang, tt.seed, 30, tt.players...)
			for _, s := range a.refused {
				t.Errorf("an offered button was refused: %s", s)
			}
			a.checkBoards(t, tt.lang)
			if tt.lang == "ru" {
				for _, w := range a.russianLeaks(t, group) {
					t.Errorf("English in the Russian game: %s", w)
				}
			}
		})
	}
}

// gameBoard is the newest picture in the group that asks someone to act
// (a tile's rule, also a picture, does not).
func (a *archAudit) gameBoard() telegramtest.Message {
	msgs := a.r.srv.Messages(group)
	for i := len(msgs) - 1; i >= 0; i-- {
		if msgs[i].Photo != nil && mentioned(msgs[i]) != 0 {
			return msgs[i]
		}
	}
	a.r.t.Fatalf("no board asks anyone to act")
	return telegramtest.Message{}
}

// russianLeaks lists the English words of what the group saw of a
// Russian game: every text and caption (each edit too, as its HTML
// shows), button label and press answer, the notation and the players'
// names aside.
func (a *archAudit) russianLeaks(t *testing.T, chat int64) []string {
	r := a.r
	var shown []string
	for i, q := range r.srv.Requests("") {
		if q.Params["chat_id"] != strconv.FormatInt(chat, 10) || a.quoting[i] {
			continue
		}
		m := telegramtest.Message{Text: q.Params["text"], Caption: q.Params["caption"]}
		if raw := q.Params["media"]; raw != "" {
			var in struct{ Caption string }
			_ = json.Unmarshal([]byte(raw), &in)
			m.Caption = in.Caption
		}
		if kb := q.Params["reply_markup"]; kb != "" {
			m.Keyboard = &tgbotapi.InlineKeyboardMarkup{}
			_ = json.Unmarshal([]byte(kb), m.Keyboard)
		}
		shown = append(shown, shownWords(t, []telegramtest.Message{m})...)
	}
	for _, a := range r.srv.CallbackAnswers() {
		shown = append(shown, a.Text)
	}
	var out []string
	for _, s := range shown {
		for _, name := range names {
			s = strings.ReplaceAll(s, name, "")
		}
		s = userN.ReplaceAllString(s, "")
		for _, id := range islands.IDs() {
			s = strings.ReplaceAll(s, id+",", "")
		}
		if w := englishIn(s); len(w) > 0 {
			out = append(out, fmt.Sprintf("%v in %.100q", w, s))
		}
	}
	return out
}

// userN is the name the fake server gives a user pressing a button.
var userN = regexp.MustCompile(`User\d+`)

// checkBoards: each new board of the game shows a picture other than the
// board before it; a board offering bottles asks what they would do; the
// last board says how the game ended and who won, and asks nobody.
func (a *archAudit) checkBoards(t *testing.T, lang string) {
	t.Helper()
	var prev telegramtest.Message
	boards := 0
	for _, m := range a.r.srv.Messages(group) {
		if m.Photo == nil || mentioned(m) == 0 {
			continue
		}
		boards++
		if prev.Photo != nil && bytes.Equal(prev.Photo, m.Photo) {
			t.Errorf("board %d shows the picture of board %d: %q", m.ID, prev.ID, m.Caption)
		}
		prev = m
	}
	if boards < 50 {
		t.Errorf("only %d boards", boards)
	}
	for _, q := range a.r.srv.Requests("sendPhoto") {
		if strings.Contains(q.Params["reply_markup"], ":a:bottle ") || strings.Contains(q.Params["reply_markup"], ":a:give ") {
			if !strings.Contains(q.Params["caption"], "🍾") {
				t.Errorf("bottles offered without a question: %q", q.Params["caption"])
			}
		}
	}
	final := a.r.lastBoard(group)
	want := map[string][]string{"en": {"Game over", "Coins aboard", "win"}, "ru": {"Игра окончена", "Монеты в лодках", "Побед"}}[lang]
	for _, w := range want {
		if !strings.Contains(final.Caption, w) {
			t.Errorf("the final board does not say %q: %q", w, final.Caption)
		}
	}
	if final.Keyboard != nil || mentioned(final) != 0 {
		t.Errorf("the final board asks for more: %q", final.Caption)
	}
}
