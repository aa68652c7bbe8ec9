package terminal

import (
	"bytes"
	"context"
	"regexp"
	"strings"
	"testing"

	"github.com/jackalbot/jackal/bot"
)

// TestTerminalWords plays a short game in each language: the terminal
// speaks its own words (no chat commands, no lobby), accepts the commands
// in the game's language, and asks for a new game at the end.
func TestTerminalWords(t *testing.T) {
	tests := []struct {
		lang  string
		input string
		want  []string
	}{
		{"en", "help\nhistory\nstatus\nresign\ny\nresign\nn\n", []string{"Jackal at the terminal", "No moves yet", "Players:",
			"wins: the other side resigned", "New game? (y/n)", "Game id:"}},
		{"ru", "помощь\nистория\nстатус\nправила стрелка\nсдаться\nд\nсдаться\nн\n", []string{"«Шакал» в терминале", "Ходов ещё нет",
			"Игроки:", "Стрелка", "соперник сдался", "Новая игра? (д/н)", "Игрок 1, ваш ход", "Обозначения:"}},
	}
	for _, tt := range tests {
		t.Run(tt.lang, func(t *testing.T) {
			b, st := newBot(t)
			var out bytes.Buffer
			err := Play(context.Background(), b, Options{New: "duel", Humans: 2, Lang: tt.lang}, strings.NewReader(tt.input), &out)
			if err != nil {
				t.Fatal(err)
			}
			text := out.String()
			for _, w := range tt.want {
				if !strings.Contains(text, w) {
					t.Errorf("output lacks %q:\n%s", w, tail(text, 1500))
				}
			}
			for _, chatOnly := range []string{"/new", "/join", "Press a colour", "in this chat", "Нажмите цвет", "в этом чате"} {
				if strings.Contains(text, chatOnly) {
					t.Errorf("the terminal shows chat words %q", chatOnly)
				}
			}
			if n := strings.Count(text, "A new game of Jackal") + strings.Count(text, "Новая партия"); n != 0 {
				t.Errorf("the lobby is shown %d times", n)
			}
			if tt.lang == "ru" {
				// Russian screens: no English sentence (words of three or
				// more Latin letters, other than the notation's)
				if m := regexp.MustCompile(`\b(?:the|and|to|of|Player|Round|Gold|Key|aboard|wins)\b`).FindString(text); m != "" {
					t.Errorf("English %q in the Russian game:\n%s", m, tail(text, 1500))
				}
			}
			if res, err := st.ListArchived(); err != nil || len(res) != 2 {
				t.Errorf("%d games finished (%v), want 2: the y answer starts a new one", len(res), err)
			}
		})
	}
}

// TestPassTheKeyboard: at a hot seat the lighthouse's sight is shown only
// after a pass-the-keyboard screen and Enter; alone against computers at
// once.
func TestPassTheKeyboard(t *testing.T) {
	for _, hot := range []bool{true, false} {
		var out bytes.Buffer
		o := NewOutbox(&out, "")
		o.lang, o.hotSeat = "en", hot
		var marks []int
		o.wait = func() bool { marks = append(marks, out.Len()); return true }
		if err := o.SendPrivate(context.Background(), bot.User{Name: "Player 2"}, "g7: ogre", nil); err != nil {
			t.Fatal(err)
		}
		text := out.String()
		sight := strings.Index(text, "g7: ogre")
		pass := strings.Index(text, "Pass the keyboard to Player 2")
		switch {
		case hot && (pass < 0 || len(marks) != 2 || sight < marks[0] || pass > marks[0]):
			t.Errorf("hot seat: pass screen at %d, sight at %d, Enter read at %v:\n%s", pass, sight, marks, text)
		case !hot && (pass >= 0 || len(marks) != 0 || sight < 0):
			t.Errorf("one player: %q, %d reads", text, len(marks))
		}
	}
}

// TestMoveAlone: the chat's move command typed alone ("move", "/move",
// "ход") is answered with how to type a move here, in the game's
// notation; before, the bot's chat answer came ("Write the move after
// move, e.g. move W1 e5", «Напишите ход после ход»), which names a
// command the terminal does not need.
func TestMoveAlone(t *testing.T) {
	for _, tc := range []struct{ lang, input, want, not string }{
		{"en", "move\n/move\nm\nquit\n", "! Type a move (W1 e5, ", "Write the move after"},
		{"ru", "ход\n/ход\nmove\nвыход\n", "! Введите ход (W1 e5, ", "Напишите ход после"},
	} {
		t.Run(tc.lang, func(t *testing.T) {
			b, _ := newBot(t)
			var out bytes.Buffer
			if err := Play(context.Background(), b, Options{New: "duel ai:easy", Humans: 1, Lang: tc.lang}, strings.NewReader(tc.input), &out); err != nil {
				t.Fatal(err)
			}
			text := out.String()
			if n := strings.Count(text, tc.want); n != 3 || strings.Contains(text, tc.not) {
				t.Fatalf("%d answers %q, or %q:\n%s", n, tc.want, tc.not, tail(text, 1500))
			}
		})
	}
}
