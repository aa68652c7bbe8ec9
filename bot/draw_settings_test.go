package bot

import (
	"context"
	"strings"
	"testing"

	"github.com/jackalbot/jackal/storage"
)

// TestDrawSettingsOnlyThePlayers: /settings lang and remind change the
// chat's game for everyone, so while a game is on only its players and the
// chat's admins may; anyone else is refused, in the chat's language, and
// the game is left as it was. With no game in the chat any member may, and
// a private chat's settings are its user's own.
func TestDrawSettingsOnlyThePlayers(t *testing.T) {
	admin := user("4")
	tests := []struct {
		name    string
		lang    string // the chat's language set before
		game    bool   // a duel of users 1 and 2 is on
		private bool
		who     User
		admin   bool
		args    string
		allowed bool
		refusal string
	}{
		{"a stranger's lang", "en", true, false, user("3"), false, "lang ru", false, "only its players"},
		{"a stranger's remind", "en", true, false, user("3"), false, "remind off", false, "only its players"},
		{"a stranger's remind, Russian", "ru", true, false, user("3"), false, "remind off", false, "только её игроки"},
		{"a player's lang", "en", true, false, user("2"), false, "lang ru", true, ""},
		{"a player's remind", "ru", true, false, user("1"), false, "remind off", true, ""},
		{"an admin's lang", "en", true, false, admin, true, "lang ru", true, ""},
		{"no game: anyone", "en", false, false, user("3"), false, "lang ru", true, ""},
		{"a private chat", "en", false, true, user("3"), false, "lang ru", true, ""},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			f := newFixture(t)
			if tc.private {
				f.chat = Chat{Key: "tg:3", Platform: PlatformTelegram, ID: "3", Private: true}
			}
			f.cmd(user("1"), "settings", "lang "+tc.lang)
			if tc.game {
				startDuel(f)
			}
			before := f.out.answers
			f.b.Handle(context.Background(), Request{Chat: f.chat, User: tc.who, IsAdmin: tc.admin, Command: "settings", Args: tc.args}, f.out)
			answer := f.out.lastAnswer()
			if len(f.out.answers) == len(before) {
				answer = ""
			}
			cs, err := f.store.GetChat(storage.Key(f.chat.Key))
			if err != nil {
				t.Fatal(err)
			}
			changed := cs.Lang != tc.lang || cs.RemindersOff
			if changed != tc.allowed {
				t.Errorf("%s: the chat's settings changed %v (lang %q, reminders off %v), want %v", tc.args, changed, cs.Lang, cs.RemindersOff, tc.allowed)
			}
			if tc.game {
				g := f.game()
				gameChanged := g.Setup.Lang != tc.lang || g.Setup.ReminderHours < 0
				if gameChanged != tc.allowed {
					t.Errorf("%s: the game's settings changed %v (lang %q, reminders %d), want %v", tc.args, gameChanged, g.Setup.Lang, g.Setup.ReminderHours, tc.allowed)
				}
			}
			if !tc.allowed && !strings.Contains(answer, tc.refusal) {
				t.Errorf("refused with %q, want it to say %q", answer, tc.refusal)
			}
		})
	}
}
