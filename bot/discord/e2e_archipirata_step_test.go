package discord_test

import (
	"encoding/json"
	"strings"
	"testing"

	"github.com/jackalbot/jackal/bot/discord/internal/discordtest"
)

// pirataStepWords are what an Archipirata board's steps say, by language:
// an island's question (its number in place of %s), a direction's question
// (after the island's number and the direction) and the legend of the
// sowings' colour letters.
var pirataStepWords = map[string]struct{ island, dir, letters string }{
	"en": {"Island %s: which way?", ": in which order, with which rum?", "R red, W white pirate"},
	"ru": {"Остров %s: в какую сторону?", ": в каком порядке, с каким ромом?", "К — красный, Б — белый пират"},
}

// TestE2EArchipirataStepContent: pressing an island's button on an
// Archipirata board edits the board's content and components in one edit
// that asks the island's question ("Island 5: which way?"), the picture
// kept (no file, no attachments list); a direction that opens its sowings
// asks for the order and explains the buttons' colour letters; Back shows
// the board's words again. In English and in Russian.
func TestE2EArchipirataStepContent(t *testing.T) {
	t.Parallel()
	for _, lang := range []string{"en", "ru"} {
		t.Run(lang, func(t *testing.T) {
			t.Parallel()
			words := pirataStepWords[lang]
			r := newRig(t, 5)
			if lang != "en" {
				r.command(alice, "settings", map[string]any{"lang": lang})
			}
			board, user := startArchipirata(t, r)
			letters := false
			for _, c := range controls(board) {
				island, ok := strings.CutPrefix(c.arg(), "i")
				if c.verb() != "p" || !ok || strings.ContainsAny(island, "cw") {
					continue
				}
				content := stepEdit(t, r, r.press(user, board.ID, c))
				if q := strings.Replace(words.island, "%s", island, 1); !strings.Contains(content, q) {
					t.Fatalf("island %s's step content:\n%s\nwant %q", island, content, q)
				}
				shown := r.message(board.ID)
				if len(shown.Attachments) != 1 || mentioned(shown) != user {
					t.Errorf("the board after the step: %d pictures, mentions %q: %q", len(shown.Attachments), mentioned(shown), shown.Content)
				}
				for _, d := range controls(shown) {
					if d.verb() != "p" || !strings.HasPrefix(d.arg(), "i"+island) || letters {
						continue
					}
					content := stepEdit(t, r, r.press(user, board.ID, d))
					if !strings.Contains(content, words.dir) {
						t.Errorf("the sowings' step content:\n%s\nwant %q", content, words.dir)
					}
					letters = strings.Contains(content, words.letters)
					// Back from the sowings leads to the islands again
					r.press(user, board.ID, backOf(t, r.message(board.ID)))
					r.press(user, board.ID, c)
				}
				r.press(user, board.ID, backOf(t, r.message(board.ID)))
				if back := r.message(board.ID); back.Content != board.Content {
					t.Errorf("Back shows:\n%s\nwant the board's words again:\n%s", back.Content, board.Content)
				}
			}
			if !letters {
				t.Error("no sowings' step explained its colour letters")
			}
		})
	}
}

// stepEdit is the content of the one edit the press id made: a PATCH
// that sets the content and components and leaves the picture alone
// (no file, no attachments list).
func stepEdit(t *testing.T, r *rig, id string) string {
	t.Helper()
	var content string
	edits := 0
	for _, q := range r.fake.RequestsFor(id) {
		if q.Method != "PATCH" {
			continue
		}
		edits++
		var body map[string]json.RawMessage
		if err := json.Unmarshal(q.Body, &body); err != nil {
			t.Fatalf("the step's edit %s: %v", q, err)
		}
		if _, ok := body["attachments"]; ok || len(q.Files) != 0 || body["components"] == nil {
			t.Errorf("the step's edit touches the picture or sets no components: %s", q)
		}
		if err := json.Unmarshal(body["content"], &content); err != nil {
			t.Errorf("the step's edit sets no content: %s", q)
		}
	}
	if edits != 1 {
		t.Fatalf("%d edits for a step, want 1", edits)
	}
	return content
}

// backOf is m's Back button.
func backOf(t *testing.T, m discordtest.Message) control {
	t.Helper()
	c, ok := find(controls(m), "", "b")
	if !ok {
		t.Fatalf("no way back: %v", datas(controls(m)))
	}
	return c
}
