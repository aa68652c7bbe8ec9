package bot

import (
	"strings"
	"testing"
)

// TestChatRemindersForGamesToCome: /settings remind sets the reminders of
// the chat's games to come, not only of the one under way: a game opened
// after it reminds every that many hours, after "off" never, and /new's
// own remind= still wins; /settings shows the chat's setting.
func TestChatRemindersForGamesToCome(t *testing.T) {
	f := newFixture(t)
	open := func(args string) int {
		t.Helper()
		f.cmd(user("1"), "abort", "")
		f.cmd(user("1"), "new", args)
		return f.game().Setup.ReminderHours
	}
	if h := open("duel"); h != 12 {
		t.Fatalf("a game of a chat with no setting reminds every %d h, want the default 12", h)
	}
	steps := []struct {
		setting, newArgs string
		want             int
		shown            string
	}{
		{"remind 6", "duel", 6, "every 6"},
		{"remind 6", "duel remind=3", 3, "every 6"},
		{"remind off", "duel", -1, "off"},
		{"remind off", "duel remind=2", 2, "off"},
		{"remind 24", "duel", 24, "every 24"},
	}
	for _, s := range steps {
		f.cmd(user("1"), "settings", s.setting)
		if a := f.out.lastAnswer(); a != "Saved." {
			t.Fatalf("/settings %s answered %q", s.setting, a)
		}
		if h := open(s.newArgs); h != s.want {
			t.Errorf("/settings %s, then /new %s: reminders every %d h, want %d", s.setting, s.newArgs, h, s.want)
		}
		f.cmd(user("1"), "settings", "")
		if got := f.out.lastText(); !strings.Contains(got, s.shown) {
			t.Errorf("/settings after %q shows %q, want %q", s.setting, got, s.shown)
		}
	}
}

// TestSettingsLangForTheGameUnderWay: /settings lang changes the language
// of the game under way too (its boards follow its setup's language), as
// the README says, not only of the games to come.
func TestSettingsLangForTheGameUnderWay(t *testing.T) {
	f := newFixture(t)
	startDuel(f)
	f.cmd(user("1"), "settings", "lang ru")
	if got := f.game().Setup.Lang; got != "ru" {
		t.Fatalf("the game under way speaks %q after /settings lang ru", got)
	}
	f.cmd(user("1"), "move", "ship h1")
	if got := f.out.lastBoard().Caption; !strings.Contains(got, "Ходят") {
		t.Errorf("the board after /settings lang ru reads %q", got)
	}
}
