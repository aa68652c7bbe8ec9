package bot

import (
	"context"
	"testing"
)

// TestPrivateChatLangIsTheUsers: /settings lang in a private chat is its
// user's language too, which the boards of their hands follow (seatLang),
// so a board opened there and the edits after it speak alike; in a group
// it is the group's alone.
func TestPrivateChatLangIsTheUsers(t *testing.T) {
	for _, c := range []struct {
		private bool
		want    string
	}{{true, "ru"}, {false, ""}} {
		f := newFixture(t)
		chat := f.chat
		if c.private {
			chat = Chat{Key: "tg:7", Platform: PlatformTelegram, ID: "7", Private: true}
		}
		f.b.Handle(context.Background(), Request{Chat: chat, User: user("7"), Command: "settings", Args: "lang ru"}, f.out)
		u, err := f.store.GetUser(userKey(PlatformTelegram, "7"))
		if err != nil && !isNotFound(err) {
			t.Fatal(err)
		}
		if u.Lang != c.want {
			t.Errorf("private %v: the user's language is %q, want %q", c.private, u.Lang, c.want)
		}
	}
}
