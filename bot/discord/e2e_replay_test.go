package discord_test

import (
	"bytes"
	"strings"
	"testing"
)

// TestE2EReplayPosted: a game that ends posts its replay GIF in the
// channel, and /jackal replay posts it again.
func TestE2EReplayPosted(t *testing.T) {
	r := newRig(t, 0)
	r.startDuel()
	r.command(alice, "resign", nil)
	gifs := func() int {
		n := 0
		for _, m := range r.fake.Messages(table) {
			for _, a := range m.Attachments {
				if strings.HasSuffix(a.Filename, ".gif") {
					if !bytes.HasPrefix(a.Data, []byte("GIF8")) {
						t.Errorf("attachment %s is not a GIF", a.Filename)
					}
					n++
				}
			}
		}
		return n
	}
	r.wait("the replay after the game", func() bool { return gifs() == 1 })
	r.command(bob, "replay", nil)
	r.wait("the replay again", func() bool { return gifs() == 2 })
}
