package telegram_test

import (
	"strconv"
	"strings"
	"testing"

	"github.com/jackalbot/jackal/bot"
	"github.com/jackalbot/jackal/bot/telegram/internal/telegramtest"
)

// pirataStepWords are what an Archipirata board's steps say, by language:
// an island's question (its number after it), a direction's question
// (after the island's number and the direction) and the legend of the
// sowings' colour letters.
var pirataStepWords = map[string]struct{ island, dir, letters string }{
	"en": {"Island %s: which way?", ": in which order, with which rum?", "R red, W white pirate"},
	"ru": {"Остров %s: в какую сторону?", ": в каком порядке, с каким ромом?", "К — красный, Б — белый пират"},
}

// TestArchipirataStepCaptions: pressing an island's button on an
// Archipirata board in a group edits the board's caption and keyboard in
// one editMessageCaption that asks the island's question ("Island 5:
// which way?"), the picture neither sent nor uploaded again; a direction
// that opens its sowings asks for the order and explains the buttons'
// colour letters. In English and in Russian.
func TestArchipirataStepCaptions(t *testing.T) {
	for _, lang := range []string{"en", "ru"} {
		t.Run(lang, func(t *testing.T) {
			words := pirataStepWords[lang]
			r := newRig(t, rigOpts{})
			if lang != "en" {
				r.say(group, alice, "/settings lang "+lang)
			}
			board, user := startArchipirata(t, r)
			letters := false
			for _, d := range buttonData(board) {
				arg, ok := pickArg(d, "i")
				if !ok || strings.ContainsAny(arg, "cw") {
					continue
				}
				before := len(r.srv.Requests(""))
				r.press(group, board.ID, user, d)
				step := stepEdit(t, r, before, board.ID)
				if q := strings.Replace(words.island, "%s", arg, 1); !strings.Contains(step, q) {
					t.Fatalf("island %s's step caption:\n%s\nwant %q", arg, step, q)
				}
				shown := r.message(group, board.ID)
				if !strings.Contains(shown.Caption, strings.Replace(words.island, "%s", arg, 1)) || mentioned(shown) != user {
					t.Errorf("the board shows:\n%s", shown.Caption)
				}
				for _, dd := range buttonData(shown) {
					if _, ok := pickArg(dd, "i"+arg); !ok || letters {
						continue
					}
					before := len(r.srv.Requests(""))
					r.press(group, board.ID, user, dd)
					step := stepEdit(t, r, before, board.ID)
					if !strings.Contains(step, words.dir) {
						t.Errorf("the sowings' step caption:\n%s\nwant %q", step, words.dir)
					}
					if strings.Contains(step, words.letters) {
						letters = true
					}
					// Back from the sowings leads to the islands again
					r.press(group, board.ID, user, backData(t, r.message(group, board.ID)))
					r.press(group, board.ID, user, d)
				}
				r.press(group, board.ID, user, backData(t, r.message(group, board.ID)))
				if back := r.message(group, board.ID); back.Caption != board.Caption {
					t.Errorf("Back shows:\n%s\nwant the board's caption again:\n%s", back.Caption, board.Caption)
				}
			}
			if !letters {
				t.Error("no sowings' step explained its colour letters")
			}
			if n := len(r.srv.Requests("sendPhoto")) + len(r.srv.Requests("editMessageMedia")); n != 1 {
				t.Errorf("%d pictures sent or edited, want the board's one", n)
			}
		})
	}
}

// stepEdit is the caption of the one edit of message id among the
// requests after the first before: an editMessageCaption that sets its
// keyboard too, and no other call that edits or posts in the group.
func stepEdit(t *testing.T, r *rig, before int, id int) string {
	t.Helper()
	var caption string
	edits := 0
	for _, q := range r.srv.Requests("")[before:] {
		switch q.Method {
		case "answerCallbackQuery", "getUpdates":
		case "editMessageCaption":
			edits++
			if q.Params["message_id"] != strconv.Itoa(id) || q.Params["reply_markup"] == "" {
				t.Errorf("the step's edit: %v", q.Params)
			}
			caption = q.Params["caption"]
		default:
			t.Errorf("a step called %s: %v", q.Method, q.Params)
		}
	}
	if edits != 1 {
		t.Fatalf("%d caption edits for a step, want 1", edits)
	}
	return caption
}

// backData is the data of m's Back button.
func backData(t *testing.T, m telegramtest.Message) string {
	t.Helper()
	for _, d := range buttonData(m) {
		if verbOf(untag(d)) == "b" {
			return d
		}
	}
	t.Fatalf("no way back: %v", buttonData(m))
	return ""
}

// pickArg is what follows prefix in the argument of d, the data of a
// button that opens a step (bot.VerbPick); false for another button.
func pickArg(d, prefix string) (string, bool) {
	b, err := bot.ParseButtonData(d)
	if err != nil || b.Verb != bot.VerbPick {
		return "", false
	}
	return strings.CutPrefix(b.Arg, prefix)
}
