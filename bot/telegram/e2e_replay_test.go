package telegram_test

import (
	"bytes"
	"strings"
	"testing"
)

// TestReplayPosted: when a game ends its replay GIF is posted in the chat;
// /replay posts the last finished game again, and answers clearly where no
// game has finished or the id is another chat's.
func TestReplayPosted(t *testing.T) {
	r := newRig(t, rigOpts{})
	const chat, other = int64(-1003100), int64(-1003200)
	r.newGame(chat, key(chat))
	r.say(chat, alice, "/resign")
	anims := func(c int64) (n int, last string) {
		for _, m := range r.srv.Messages(c) {
			if m.Animation != nil {
				n++
				last = m.Caption
				if !bytes.HasPrefix(m.Animation, []byte("GIF8")) || !strings.HasSuffix(m.AnimationName, ".gif") {
					t.Errorf("the replay is not a GIF: %q", m.AnimationName)
				}
			}
		}
		return n, last
	}
	r.wait("the replay after the game", func() bool { n, _ := anims(chat); return n == 1 })
	if _, caption := anims(chat); !strings.Contains(caption, "replay of game") {
		t.Errorf("replay caption %q", caption)
	}
	final := r.lastBoard(chat)
	if !strings.Contains(final.Caption, "Game id: ") {
		t.Errorf("the final board does not show the game id: %q", final.Caption)
	}
	r.say(chat, bob, "/replay")
	r.wait("the replay again", func() bool { n, _ := anims(chat); return n == 2 })
	if got := r.reply(other, alice, "/replay").Text; !strings.Contains(got, "No game has finished") {
		t.Errorf("/replay where nothing finished: %q", got)
	}
	id := strings.TrimSpace(strings.SplitN(strings.SplitAfter(final.Caption, "Game id: ")[1], " ", 2)[0])
	if got := r.reply(other, alice, "/replay "+id).Text; !strings.Contains(got, "No finished game") {
		t.Errorf("/replay of another chat's game: %q", got)
	}
	if n, _ := anims(other); n != 0 {
		t.Errorf("another chat's replay was posted")
	}
}
