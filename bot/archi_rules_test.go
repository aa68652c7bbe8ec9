package bot

import (
	"strings"
	"testing"
)

// TestArchipelagoRulesByName: /rules archipelago reads an ability and an
// island by the names the chat shows them by (the draft's "ловкач", the
// island list's "Кольцо"), not only by their ids, and the bear as its
// den; an ability's rule is a sentence; the list of parts offered when a
// part is unknown names the abilities. Before, "/rules archipelago
// ловкач" (the name the Russian draft and /status gave) was "no such
// part", and "Силач: тащит до двух монет" ended without a stop.
func TestArchipelagoRulesByName(t *testing.T) {
	f := newFixture(t)
	for _, tc := range []struct {
		lang, arg, want string
		picture         bool
	}{
		{"en", "strongman", "Strongman: drags up to two coins.", false},
		{"en", "силач", "Strongman: drags up to two coins.", false},
		{"ru", "ловкач", "Ловкач: не падает в яму и не бежит от крокодила.", false},
		{"ru", "Хранитель святилища", "Хранитель святилища: раз за остров", false},
		{"ru", "scout", "Разведчик: раз за остров подсматривает соседнюю закрытую клетку.", false},
		{"ru", "кольцо", "🏝 Кольцо: 48 клеток.", true},
		{"en", "The Ring", "🏝 The Ring: 48 tiles.", true},
		{"en", "compass rose", "🏝 Compass Rose: 53 tiles.", true},
		{"ru", "медведь", "Берлога: будит медведя", true},
		{"en", "bear", "Bear's den: wakes the bear", true},
	} {
		f.cmd(user("1"), "settings", "lang "+tc.lang)
		f.cmd(user("1"), "rules", "archipelago "+tc.arg)
		got := f.out.lastText()
		if tc.picture {
			b := f.out.lastBoard()
			if len(b.PNG) == 0 {
				t.Errorf("%s /rules archipelago %s: no picture", tc.lang, tc.arg)
			}
			got = b.Caption
		}
		if !strings.HasPrefix(got, tc.want) {
			t.Errorf("%s /rules archipelago %s: %q, want it to start %q", tc.lang, tc.arg, got, tc.want)
		}
	}
	for lang, want := range map[string]string{"en": ", strongman, swimmer,", "ru": ", силач, пловец,"} {
		f.cmd(user("1"), "settings", "lang "+lang)
		f.cmd(user("1"), "rules", "archipelago chess")
		if got := f.out.lastAnswer(); !strings.Contains(got, want) {
			t.Errorf("%s: the unknown part's list does not name the abilities (%q): %q", lang, want, got)
		}
	}
}
