package web

import (
	"net/http"
	"regexp"
	"strings"
	"testing"
)

// linkIn finds the board's link in text.
var linkIn = regexp.MustCompile(`https?://\S+/g/\S+`)

// TestWebCommandLinks: /web in a Telegram group posts the Mini App's
// button when there is one; without, a spectator's link in the chat and
// the player's own link privately; each link opens the page as what it
// says (the player's may act, the spectator's may not).
func TestWebCommandLinks(t *testing.T) {
	for _, tc := range []struct {
		name    string
		miniApp string
		user    string
		args    string
		chat    bool // a link in the chat
		private bool // a player's link privately
		button  string
	}{
		{"Mini App", "https://t.me/jackalbot/board", "1", "", false, false, "https://t.me/jackalbot/board?startapp="},
		{"links", "", "1", "", true, true, ""},
		{"spectator asks", "", "9", "", true, false, ""},
		{"a player asks to watch", "https://t.me/jackalbot/board", "1", "watch", true, false, ""},
	} {
		t.Run(tc.name, func(t *testing.T) {
			r := newRig(t)
			r.srv.cfg.PublicURL, r.srv.cfg.MiniAppURL = r.http.URL, tc.miniApp
			r.bot.SetWebBoard(r.srv)
			texts, private := len(r.out.texts), len(r.out.private)
			r.cmd(tc.user, "web", tc.args)
			posted := r.out.texts[texts:]
			if len(posted) != 1 {
				t.Fatalf("%d texts posted: %q", len(posted), posted)
			}
			if tc.button != "" {
				b := r.out.buttons[len(r.out.buttons)-1]
				if len(b) != 1 || !strings.HasPrefix(b[0][0].URL, tc.button+r.id) {
					t.Fatalf("buttons %+v, want the Mini App's link", b)
				}
			}
			chatLink := linkIn.FindString(posted[0])
			if (chatLink != "") != tc.chat {
				t.Fatalf("chat text %q", posted[0])
			}
			if chatLink != "" {
				tok := chatLink[strings.Index(chatLink, "?t=")+3:]
				c, err := r.signer.Verify(tok, r.now)
				if err != nil || c.MayAct() || c.Role != RoleWatch {
					t.Fatalf("the chat's link acts (%+v, %v)", c, err)
				}
				var v View
				if code := r.get("/g/"+r.id+"/view", tok, &v); code != http.StatusOK || v.Viewer.Seat != "" {
					t.Fatalf("the chat's link: status %d, seat %q", code, v.Viewer.Seat)
				}
			}
			got := r.out.private[private:]
			if (len(got) == 1) != tc.private {
				t.Fatalf("private messages %q", got)
			}
			if tc.private {
				tok := linkIn.FindString(got[0])
				tok = tok[strings.Index(tok, "?t=")+3:]
				var v View
				if code := r.get("/g/"+r.id+"/view", tok, &v); code != http.StatusOK || v.Viewer.Seat != "white" || !v.Viewer.CanAct {
					t.Fatalf("the player's link: status %d, %+v", code, v.Viewer)
				}
			}
		})
	}
}

// TestWebCommandOff: without a web board /web says so.
func TestWebCommandOff(t *testing.T) {
	r := newRig(t)
	r.cmd("1", "web", "")
	if len(r.out.answers) == 0 || !strings.Contains(r.out.answers[len(r.out.answers)-1], "not set up") {
		t.Fatalf("answers %q", r.out.answers)
	}
}
