package telegram_test

import (
	"math/rand/v2"
	"regexp"
	"strconv"
	"strings"
	"testing"

	"github.com/jackalbot/jackal/bot/telegram/internal/telegramtest"
	"github.com/jackalbot/jackal/storage"
)

// Players whose names break careless escaping: HTML, Markdown and
// brackets, and Cyrillic.
const (
	dave int64 = 1004
	erin int64 = 1005
)

// oddNames are their first names.
var oddNames = map[int64]string{
	dave: `<b>D_a*v[e]</b> & "Co" ~|>`,
	erin: "Ёжик_[ру]*",
}

// sayAs sends text as user (named by oddNames, else names) in chat and
// waits until the core has served it.
func (r *rig) sayAs(chat, user int64, text string, opts telegramtest.MessageOpts) {
	r.t.Helper()
	opts.FirstName = oddNames[user]
	if opts.FirstName == "" {
		opts.FirstName = names[user]
	}
	n := r.core.served()
	r.srv.SendMessage(chat, user, text, opts)
	r.core.waitServed(r.t, n+1)
}

// topicMessages are the bot's messages in a chat's topic (0: outside
// topics).
func topicMessages(r *rig, chat int64, thread int) []telegramtest.Message {
	var out []telegramtest.Message
	for _, m := range r.srv.Messages(chat) {
		if m.Thread == thread {
			out = append(out, m)
		}
	}
	return out
}

// lastTopicBoard is the newest picture with a caption in a chat's topic.
func lastTopicBoard(r *rig, chat int64, thread int) telegramtest.Message {
	r.t.Helper()
	msgs := topicMessages(r, chat, thread)
	for i := len(msgs) - 1; i >= 0; i-- {
		if msgs[i].Photo != nil {
			return msgs[i]
		}
	}
	r.t.Fatalf("no board in chat %d, topic %d", chat, thread)
	return telegramtest.Message{}
}

// playPresses plays n actions of the game under k by the buttons of its
// newest board in chat's topic, as the user it mentions: a random button
// that plays or leads to a move (back only when nothing else is left);
// a press refused (a rum the team lacks) is not made again on that board.
func playPresses(t *testing.T, r *rig, chat int64, thread int, k string, rnd *rand.Rand, n int) {
	t.Helper()
	for range n {
		g, live := r.game(k)
		if !live || g.Status != storage.StatusActive {
			return
		}
		before := len(g.Log)
		board := lastTopicBoard(r, chat, thread)
		user := mentioned(board)
		if user == 0 {
			t.Fatalf("the board mentions nobody: %q", board.Caption)
		}
		refused := map[string]bool{}
		for tap := 0; ; tap++ {
			if tap > 30 {
				t.Fatalf("no action after 30 taps: %v", buttonData(board))
			}
			var offered, back []string
			for _, d := range buttonData(board) {
				switch v := verbOf(d); {
				case refused[d]:
				case v == "a" || v == "p" || v == "d":
					offered = append(offered, d)
				case v == "b":
					back = append(back, d)
				}
			}
			if len(offered) == 0 {
				offered = back
			}
			if len(offered) == 0 {
				t.Fatalf("nothing to press: %q %v", board.Caption, buttonData(board))
			}
			d := offered[rnd.IntN(len(offered))]
			if a := r.press(chat, board.ID, user, d); a.ShowAlert {
				refused[d] = true
				continue
			}
			if g, live := r.game(k); !live || len(g.Log) > before {
				break
			}
			board = r.message(chat, board.ID)
		}
	}
}

// playHands plays n actions of the card game under k by its players'
// private boards: a random player whose board offers an action, a random
// action of it (never undo).
func playHands(t *testing.T, r *rig, k string, users []int64, rnd *rand.Rand, n int) {
	t.Helper()
	for played, tries := 0, 0; played < n; tries++ {
		if tries > 50*n {
			t.Fatalf("%d of %d actions played", played, n)
		}
		g, live := r.game(k)
		if !live || g.Status != storage.StatusActive {
			return
		}
		u := users[rnd.IntN(len(users))]
		m, ok := privateBoard(r, u)
		if !ok {
			continue
		}
		var acts []string
		for _, d := range buttonData(m) {
			if verbOf(d) == "e" && !strings.HasSuffix(d, ":undo") {
				acts = append(acts, d)
			}
		}
		if len(acts) == 0 {
			continue
		}
		before := len(g.Log)
		if a := r.press(u, m.ID, u, acts[rnd.IntN(len(acts))]); a.ShowAlert {
			t.Fatalf("user %d's own hand refused: %q", u, a.Text)
		}
		if g, live := r.game(k); !live || len(g.Log) > before {
			played++
		}
	}
}

// refusal is a press that must be refused: by user on message msg of
// chat, with data; its alert says want.
type refusal struct {
	chat int64
	msg  int
	user int64
	data string
	want string
}

// latinWord finds a word in Latin letters, the notation's pieces and cells
// aside.
var latinWord = regexp.MustCompile(`[A-Za-z]{3,}`)

// notationWords are the words of the notation, and the ids of
// Archipelago's islands, that a Russian text may name.
var notationWords = map[string]bool{"ship": true, "revive": true, "give": true, "stay": true, "pass": true,
	"FRI": true, "MIS": true, "BEN": true, "boat": true, "place": true, "bottle": true, "take": true, "ccw": true,
	"rum": true, "bar": true, "crescent": true, "lobes": true, "ring": true, "star": true} // the islands' ids

// notTold are what a text quotes rather than tells: a command with its
// words, a word quoted, a game's id, a link.
var notTold = regexp.MustCompile(`/\w+[^)\n,.;]*|"[^"\n]*"|\b\d{8}T\d{6}Z-[0-9a-f]+\b|https?://\S+`)

// englishIn lists the English words of s, a text of a Russian game: the
// players' names, what it quotes and the notation's words aside.
func englishIn(s string) []string {
	for _, name := range oddNames {
		s = strings.ReplaceAll(s, name, "")
	}
	s = notTold.ReplaceAllString(s, "")
	var out []string
	for _, w := range latinWord.FindAllString(s, -1) {
		if !notationWords[w] {
			out = append(out, w)
		}
	}
	return out
}

// shownWords are the texts, captions (as their HTML shows them) and
// button labels of msgs.
func shownWords(t *testing.T, msgs []telegramtest.Message) []string {
	var out []string
	for _, m := range msgs {
		caption, err := parseTelegramHTML(m.Caption)
		if err != nil {
			t.Errorf("caption %.60q: %v", m.Caption, err)
		}
		out = append(out, m.Text, caption)
		if m.Keyboard != nil {
			for _, row := range m.Keyboard.InlineKeyboard {
				for _, b := range row {
					out = append(out, b.Text)
				}
			}
		}
	}
	return out
}

// TestPhoneEvening plays an evening of a group as its players' phones
// would, each game in its own place and language: /start and /help in
// private and in the group; then for each game /new, a seat taken by
// /join, /start, a mistyped command, moves by buttons (and typed in the
// classic game), a press by someone who does not play and one on an old
// board (both refused, the game unchanged), the bot restarted mid-game
// and the game played on, and /resign to its end: a final board asking
// nobody and the replay. A game opened in Russian says nothing in
// English to the group. The rig audits every request the bot made
// (auditAll); no message is posted twice in a row.
func TestPhoneEvening(t *testing.T) {
	r := newRig(t, rigOpts{})
	rnd := rand.New(rand.NewPCG(21, 22))
	const forum = int64(-1001800)
	for _, at := range []struct {
		chat, user int64
		text       string
	}{{dave, dave, "/start"}, {erin, erin, "/help"}, {group, dave, "/start"}, {group, erin, "/help"}} {
		before := len(r.srv.Messages(at.chat))
		r.sayAs(at.chat, at.user, at.text, telegramtest.MessageOpts{})
		msgs := r.srv.Messages(at.chat)
		if len(msgs) == before || !strings.Contains(msgs[len(msgs)-1].Text, "/new") {
			t.Errorf("%s in chat %d: no answer telling /new", at.text, at.chat)
		}
	}
	tests := []struct {
		name    string
		chat    int64
		thread  int
		new     string
		ru      bool
		cards   bool
		unknown string // the answer to a mistyped command
		refused string // the answer to a press by someone who does not play
		old     string // the answer to a press on an old board
	}{
		{"classic in the group", group, 0, "/new duel", false, false, "Unknown command", "Only the players", "old board"},
		{"archipelago in a topic, in Russian", forum, 21, "/new archipelago", true, false, "Неизвестная команда", "только игроки", "старой доски"},
		{"archipirata in a topic", forum, 22, "/new archipirata", false, false, "Unknown command", "Only the players", "old board"},
		{"the card game in a topic, in Russian", forum, 23, "/new cards islands=2", true, true, "Неизвестная команда", "не ваши карты", ""},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			in := telegramtest.MessageOpts{Thread: tt.thread}
			if tt.thread != 0 {
				in.ChatType = "supergroup"
			}
			k := key(tt.chat)
			if tt.thread != 0 {
				k += ":" + strconv.Itoa(tt.thread)
			}
			if tt.ru {
				r.sayAs(tt.chat, dave, "/settings lang ru", in)
			}
			from := len(topicMessages(r, tt.chat, tt.thread))
			r.sayAs(tt.chat, dave, tt.new, in)
			r.sayAs(tt.chat, erin, "/join", in)
			r.sayAs(tt.chat, dave, "/start", in)
			if g, ok := r.game(k); !ok || g.Status != storage.StatusActive {
				t.Fatalf("no game in play after /start: %q", r.lastText(tt.chat).Text)
			}
			r.sayAs(tt.chat, dave, "/mvoe W1 e5", in)
			if got := r.lastText(tt.chat).Text; !strings.Contains(got, tt.unknown) {
				t.Errorf("a mistyped command answered %q, want %q", got, tt.unknown)
			}
			users := []int64{dave, erin}
			first := lastTopicBoard(r, tt.chat, tt.thread)
			play := func(n int) {
				t.Helper()
				if tt.cards {
					playHands(t, r, k, users, rnd, n)
				} else {
					playPresses(t, r, tt.chat, tt.thread, k, rnd, n)
				}
			}
			play(4)
			if !tt.cards && tt.thread == 0 {
				// a move typed: the one the newest board's first target plays
				board := lastTopicBoard(r, tt.chat, tt.thread)
				user := mentioned(board)
				if d, ok := findData(board, "", "p"); ok {
					r.press(tt.chat, board.ID, user, d)
					board = r.message(tt.chat, board.ID)
				}
				if d, ok := findData(board, "", "a"); ok {
					before := len(r.mustGame(k).Log)
					r.sayAs(tt.chat, user, "/move "+strings.SplitN(untag(d), ":", 3)[2], in)
					if got := len(r.mustGame(k).Log); got != before+1 {
						t.Errorf("a typed move was not played: %q", r.lastText(tt.chat).Text)
					}
				}
			}
			// refused presses: by someone who does not play (in the card
			// game, another's hand pressed from the group), and on an old
			// board
			before := recordOf(r.mustGame(k))
			board := lastTopicBoard(r, tt.chat, tt.thread)
			var refused []refusal
			if tt.cards {
				for _, u := range users {
					if hand, ok := privateBoard(r, u); ok && len(refused) == 0 {
						refused = append(refused, refusal{tt.chat, board.ID, carol, firstData(t, hand), tt.refused})
					}
				}
			} else {
				refused = append(refused, refusal{tt.chat, board.ID, carol, firstData(t, board), tt.refused},
					refusal{tt.chat, first.ID, mentioned(board), firstData(t, first), tt.old})
			}
			if len(refused) == 0 {
				t.Fatal("no button to press")
			}
			for _, p := range refused {
				a := r.press(p.chat, p.msg, p.user, p.data)
				if !a.ShowAlert || !strings.Contains(a.Text, p.want) {
					t.Errorf("a press of %q by %d answered %q (alert %v), want a refusal saying %q", p.data, p.user, a.Text, a.ShowAlert, p.want)
				}
			}
			if after := recordOf(r.mustGame(k)); !after.equal(before) {
				t.Errorf("refused presses changed the game: %+v → %+v", before, after)
			}
			// the bot restarts mid-game; the game plays on
			r.restart()
			played := len(r.mustGame(k).Log)
			play(2)
			if g, live := r.game(k); live && len(g.Log) <= played {
				t.Errorf("no action played after the restart")
			}
			r.sayAs(tt.chat, erin, "/resign", in)
			if g, live := r.game(k); live && g.Status == storage.StatusActive {
				t.Fatalf("the game goes on after /resign: %q", r.lastText(tt.chat).Text)
			}
			msgs := topicMessages(r, tt.chat, tt.thread)
			final := lastTopicBoard(r, tt.chat, tt.thread)
			if final.Keyboard != nil || mentioned(final) != 0 {
				t.Errorf("the final board still asks for a move: %q %v", final.Caption, buttonData(final))
			}
			if last := msgs[len(msgs)-1]; last.Animation == nil {
				t.Errorf("no replay after the end: the last message is %.80q", last.Text+last.Caption)
			}
			if tt.ru {
				for _, s := range shownWords(t, msgs[from:]) {
					if words := englishIn(s); len(words) > 0 {
						t.Errorf("English %q in the Russian game: %.120q", words, s)
					}
				}
			}
		})
	}
	for _, b := range auditRepeats(r) {
		t.Errorf("repeated: %s", b)
	}
}

// TestLongNamesKeepTheResult: four players with long names play the card
// game to its end. The narration of a reveal names them again and again
// and outgrows a caption; the board then loses the end of its narration,
// never the lines after it: the status, whom the game waits for, and at
// the end the result and the game's id (the rig's audit checks every
// caption for a cut end).
func TestLongNamesKeepTheResult(t *testing.T) {
	r := newRig(t, rigOpts{})
	users := []int64{alice, bob, carol, dave}
	for i, u := range users {
		// 30 letters: longer than most, well within Telegram's 64
		name := string(rune('A'+i)) + strings.Repeat("ы", 19) + " " + strings.Repeat("ж", 9)
		n := r.core.served()
		r.srv.SendMessage(u, u, "/start", telegramtest.MessageOpts{FirstName: name})
		r.core.waitServed(t, n+1)
	}
	say := func(u int64, text string) {
		n := r.core.served()
		r.srv.SendMessage(group, u, text, telegramtest.MessageOpts{})
		r.core.waitServed(t, n+1)
	}
	say(alice, "/new cards islands=2")
	for _, u := range users[1:] {
		say(u, "/join")
	}
	say(alice, "/start")
	k := key(group)
	g := r.mustGame(k)
	playHands(t, r, k, users, rand.New(rand.NewPCG(5, 6)), 400)
	rec, err := r.store.Archived(g.ID)
	if err != nil || rec.Status != storage.StatusFinished {
		t.Fatalf("the game is not over: %v", err)
	}
	final := r.lastBoard(group)
	for _, want := range []string{"Game over", "Game id: " + g.ID} {
		if !strings.Contains(final.Caption, want) {
			t.Errorf("the final board lacks %q: …%q", want, final.Caption[max(0, len(final.Caption)-200):])
		}
	}
	cut := 0
	for _, m := range r.srv.Messages(group) {
		if strings.Contains(m.Caption, "…\n") {
			cut++
		}
	}
	if cut == 0 {
		t.Errorf("no board's narration was cut: the names did not make any caption too long")
	}
}
