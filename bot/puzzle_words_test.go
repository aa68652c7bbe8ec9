package bot

import (
	"strings"
	"testing"
)

// TestPuzzleCoinWordsAgree: a puzzle of one coin states its goal as the
// coin, not "every coin (1)", and "of N coins" agrees with N ("0 of 1
// coin", «0 из 1 монеты», «0 из 2 монет»; it read "0 of 1 coins" and
// «0 из 1 монет») in the end's best result and in /puzzle's list, in
// English and Russian.
func TestPuzzleCoinWordsAgree(t *testing.T) {
	for _, tc := range []struct {
		lang, n string
		start   string // in the start text
		best    string // in the best result said at the end
		listed  string // in /puzzle's list after the try
		not     []string
	}{
		{"en", "1", "Goal: the coin on the bank within 7 turns", "your best is 0 of 1 coin.", "tried: 0 of 1 coin", []string{"every coin (1)", "1 coins"}},
		{"ru", "1", "Цель: монета в банке за 7 ходов", "ваш лучший результат — 0 из 1 монеты.", "попытка: 0 из 1 монеты", []string{"все монеты (1)", "1 монет."}},
		{"en", "3", "Goal: every coin (2) on the bank within 5 turns", "your best is 0 of 2 coins.", "tried: 0 of 2 coins", nil},
		{"ru", "3", "Цель: все монеты (2) в банке за 5 ходов", "ваш лучший результат — 0 из 2 монет.", "попытка: 0 из 2 монет", nil},
	} {
		t.Run(tc.lang+" "+tc.n, func(t *testing.T) {
			f := newFixture(t)
			f.chat = Chat{Key: "tg:77", Platform: PlatformTelegram, ID: "77", Private: true}
			f.cmd(user("1"), "settings", "lang "+tc.lang)
			f.cmd(user("1"), "puzzle", tc.n)
			start := f.out.lastText()
			f.cmd(user("1"), "resign", "")
			best := f.out.lastText()
			f.cmd(user("1"), "puzzle", "")
			list := f.out.lastText()
			for _, c := range []struct{ what, got, want string }{{"start", start, tc.start}, {"best", best, tc.best}, {"list", list, tc.listed}} {
				if !strings.Contains(c.got, c.want) {
					t.Errorf("the %s says %q, want %q in it", c.what, c.got, c.want)
				}
				for _, bad := range tc.not {
					if strings.Contains(c.got, bad) {
						t.Errorf("the %s says %q", c.what, bad)
					}
				}
			}
		})
	}
}
