package discord_test

import (
	"strings"
	"testing"

	"github.com/jackalbot/jackal/bot/discord/internal/discordtest"
)

// TestE2EBoardAsTextWithoutFiles: in a channel where the bot may not
// attach files, a move is stored once and its board goes as text (the
// caption, the text board, the buttons, the hint to allow files the first
// time), the mover told privately which permission is missing; the text
// board's buttons play on, and once files are allowed the next board is a
// picture again.
func TestE2EBoardAsTextWithoutFiles(t *testing.T) {
	t.Parallel()
	r := newRig(t, defaultDeal)
	first := r.startDuel()
	p := newPlayer(r, agentSeed)
	const hint = "give me the Attach Files permission here"
	// move plays any action under message id as user and returns the
	// newest public message and what the press told its user privately
	move := func(user, id string) (discordtest.Message, []discordtest.Message) {
		t.Helper()
		g := r.mustGame()
		before := len(g.Log)
		a := p.choose(g)
		c, ok := find(controls(r.message(id)), a.String(), "a")
		if piece, found := find(controls(r.message(id)), pieceKey(a), "p"); !ok && found {
			r.press(user, id, piece)
			c, ok = find(controls(r.message(id)), a.String(), "a")
		}
		if !ok {
			t.Fatalf("no action to press under %s: %q", id, r.message(id).Content)
		}
		press := r.press(user, id, c)
		if got := len(r.mustGameOrArchived(r.mustGame()).Log); got != before+1 {
			t.Fatalf("after the press the log has %d entries, want %d", got, before+1)
		}
		var last discordtest.Message
		for _, m := range r.fake.Messages(table) {
			if !m.Ephemeral() && !m.Loading() {
				last = m
			}
		}
		return last, r.ephemerals(press)
	}

	r.fake.SetAppPermissions(table, discordtest.PermAll&^discordtest.PermAttachFiles)
	r.fake.FailNext("POST", "/webhooks/", 403, discordtest.CodeMissingPermissions, 0)
	text, told := move(alice, first.ID)
	if len(text.Attachments) != 0 || mentioned(text) != bob || !strings.Contains(text.Content, "```") ||
		!strings.Contains(text.Content, hint) || len(controls(text)) == 0 {
		t.Fatalf("the board without files = %q (%d attachments, %d controls), want a text board for Bob with the hint",
			text.Content, len(text.Attachments), len(controls(text)))
	}
	if len(told) != 1 || told[0].Content != "I need the Attach Files permission in <#"+table+">." {
		t.Errorf("the mover was told %+v, want the missing permission once", told)
	}
	if g := r.mustGame(); g.BoardOwed {
		t.Errorf("the text board went out, yet the game owes its board")
	}

	r.fake.SetAppPermissions(table, discordtest.PermAll)
	board, told := move(bob, text.ID)
	if len(board.Attachments) != 1 || strings.Contains(board.Content, hint) || len(told) != 0 {
		t.Errorf("with files allowed the board = %q (%d attachments), told %+v; want its picture, no hint",
			board.Content, len(board.Attachments), told)
	}
}
