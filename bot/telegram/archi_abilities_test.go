package telegram_test

import (
	"fmt"
	"math/rand/v2"
	"strings"
	"testing"

	"github.com/jackalbot/jackal/engine/ai"
)

// archAbilityPlay plays a whole Archipelago duel on island in lang with
// the abilities words, through the buttons (explore actions of 100 a
// random offered piece and target), and returns what it saw.
func archAbilityPlay(t *testing.T, isl, lang, abilities string, seed uint64, explore int) *archAudit {
	t.Helper()
	r := newRig(t, rigOpts{seed: seed})
	a := &archAudit{r: r, p: newPlayer(r, ai.Easy, seed), rng: rand.New(rand.NewPCG(seed, 2)), quoting: map[int]bool{}}
	k := key(group)
	if lang != "en" {
		r.say(group, alice, "/settings lang "+lang)
	}
	r.say(group, alice, "/new archipelago duel island="+isl+" abilities="+abilities)
	lobby := r.lastText(group)
	a.press(lobby.ID, bob, "0:j:black", "join")
	a.press(lobby.ID, alice, "0:s", "start")
	for n := 0; ; n++ {
		if _, live := r.game(k); !live {
			break
		}
		if n > 3000 {
			t.Fatal("no end after 3000 actions")
		}
		fmt.Fprintf(&a.trans, "\n---- action %d\n", n)
		a.step(k, explore)
	}
	a.record()
	return a
}

// abilityOffers lists, for every board of the group offering a scout's
// look or a sharpshooter's shot, each such button's label and the board's
// caption.
func abilityOffers(r *rig, verb string) (labels, captions []string) {
	for _, m := range r.srv.Messages(group) {
		offered := false
		if m.Keyboard != nil {
			for _, row := range m.Keyboard.InlineKeyboard {
				for _, b := range row {
					if b.CallbackData != nil && strings.Contains(untag(*b.CallbackData), " "+verb+" ") {
						labels = append(labels, b.Text)
						offered = true
					}
				}
			}
		}
		if offered {
			captions = append(captions, m.Caption)
		}
	}
	return labels, captions
}

// TestArchipelagoAbilitiesPlayed plays whole duels with abilities in
// Telegram groups, in English and Russian, as players on phones would:
// every scout's look and sharpshooter's shot is a button that says what
// it does ("🔭 W2 c4", "🎯 B1 e5", not a bare cell beside the pieces), its
// board explains it, and every offered button is accepted.
func TestArchipelagoAbilitiesPlayed(t *testing.T) {
	const abilities = "W1:sharpshooter+B2:scout+W3:strongman+B3:swimmer"
	for _, tc := range []struct {
		lang, isl string
		seed      uint64
		legend    map[string]string
	}{
		{"en", "star", 3, map[string]string{"scout": "(scout): a look at the face-down tile", "shoot": "(sharpshooter): instead of a move, a shot"}},
		{"ru", "bar", 1, map[string]string{"scout": "(разведчик): посмотреть закрытую клетку", "shoot": "(снайпер): вместо хода выстрел"}},
	} {
		t.Run(tc.lang, func(t *testing.T) {
			a := archAbilityPlay(t, tc.isl, tc.lang, abilities, tc.seed, 40)
			for _, s := range a.refused {
				t.Errorf("an offered button was refused: %s", s)
			}
			for verb, mark := range map[string]string{"scout": "🔭 ", "shoot": "🎯 "} {
				labels, captions := abilityOffers(a.r, verb)
				if len(labels) == 0 {
					t.Errorf("no %s offered in the game", verb)
				}
				for _, l := range labels {
					if !strings.HasPrefix(l, mark) {
						t.Errorf("a %s button reads %q", verb, l)
					}
				}
				for _, c := range captions {
					if !strings.Contains(c, tc.legend[verb]) {
						t.Errorf("a board offering %s does not explain it: %q", verb, c)
					}
				}
			}
			if tc.lang == "ru" {
				for _, w := range a.russianLeaks(t, group) {
					t.Errorf("English in the Russian game: %s", w)
				}
			}
		})
	}
}
