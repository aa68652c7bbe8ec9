package narrate

import (
	"strings"
	"testing"
	"unicode/utf8"

	"github.com/jackalbot/jackal/engine"
)

// TestTileRulesStateRulings: each tile's /rules text states, briefly, the
// RULINGS.md (classic) or ARCHIPELAGO.md points players argue about, in
// both languages; and none says a ruling wrong. Before, the cannon and
// arrows forgot the ally's ship, the cave who beats the lost, the ice the
// crocodile's return, the musket hit "the first pirate in the line" where
// the engine flies over protected ones.
func TestTileRulesStateRulings(t *testing.T) {
	for _, tc := range []struct {
		archipelago bool
		l           Lang
		k           engine.Kind
		want        []string
	}{
		{false, EN, engine.Arrow1, []string{"ally's ship", "deadly loop", "face-down tile", "the gold goes back"}},
		{false, RU, engine.Arrow1, []string{"союзный корабль", "смертельная петля", "на закрытую клетку", "золото вернётся"}},
		{false, EN, engine.Horse, []string{"up to 8", "only the landing tile", "ally's ship"}},
		{false, RU, engine.Horse, []string{"до 8", "только клетка приземления", "союзный корабль"}},
		{false, EN, engine.Forest, []string{"from any step", "Friday crosses it"}},
		{false, RU, engine.Forest, []string{"с любого шага", "Пятница проходит"}},
		{false, EN, engine.Ice, []string{"crocodile sent it"}},
		{false, RU, engine.Ice, []string{"вернул крокодил"}},
		{false, EN, engine.NativeFort, []string{"Friday and the missionary do not", "cannot revive"}},
		{false, RU, engine.NativeFort, []string{"не Пятница и не миссионер", "не воскрешают"}},
		{false, EN, engine.Cannon, []string{"ally's ship", "an enemy swimmer there is killed"}},
		{false, RU, engine.Cannon, []string{"союзный корабль", "вражеский пловец там погибнет"}},
		{false, EN, engine.Balloon, []string{"never an ally's", "Nobody stops"}},
		{false, RU, engine.Balloon, []string{"а не на союзный", "Остаться на шаре нельзя"}},
		{false, EN, engine.Lighthouse, []string{"nothing on them acts"}},
		{false, RU, engine.Lighthouse, []string{"не срабатывают"}},
		{false, EN, engine.BenGunn, []string{"cannot revive anyone"}},
		{false, RU, engine.BenGunn, []string{"сам не воскрешает"}},
		{false, EN, engine.Missionary, []string{"finding bottles"}},
		{false, RU, engine.Missionary, []string{"найдя бутылки"}},
		{false, EN, engine.Cave, []string{"enemy entering beats the lost", "step off and back on"}},
		{false, RU, engine.Cave, []string{"враг бьёт заблудившихся", "сойти и войти опять"}},
		{false, EN, engine.Earthquake, []string{"rotation"}},
		{false, RU, engine.Earthquake, []string{"не поворачивается"}},
		{true, EN, engine.Arrow2, []string{"ally's boat", "deadly loop", "shrine", "the coin goes back"}},
		{true, RU, engine.Arrow2, []string{"союзную лодку", "смертельная петля", "святилище", "монета вернётся"}},
		{true, EN, engine.Cannon, []string{"own or an ally's boat"}},
		{true, RU, engine.Cannon, []string{"свою или союзную лодку"}},
		{true, RU, engine.Horse, []string{"до 8", "свою (или союзную) лодку"}},
		{true, EN, engine.Plane, []string{"may fly", "staying (stay) spends it"}},
		{true, RU, engine.Plane, []string{"может сразу улететь", "если остаться (stay), самолёт пропадает"}},
		{true, EN, engine.Musket, []string{"can hit", "yours too", "flies over the bear", "bank holding a coin"}},
		{true, RU, engine.Musket, []string{"можно попасть", "и ваш тоже", "пролетает над медведем", "в банке с монетой"}},
		{true, EN, engine.Trampoline, []string{"only the landing tile", "coin sinks", "ally's boat", "enemy boat it dies"}},
		{true, RU, engine.Trampoline, []string{"только клетка приземления", "монета утонет", "союзную лодку", "на вражескую — погибнет"}},
		{true, EN, engine.BearDen, []string{"on land", "enters its tile", "the missionary dies"}},
		{true, RU, engine.BearDen, []string{"на суше", "вошёл на его клетку", "миссионер погибает"}},
	} {
		got := TileRule(tc.l, tc.k)
		if tc.archipelago {
			got = ArchipelagoTileRule(tc.l, tc.k)
		}
		for _, w := range tc.want {
			if !strings.Contains(got, w) {
				t.Errorf("%s %s (archipelago %v): %q lacks %q", tc.l, tc.k, tc.archipelago, got, w)
			}
		}
	}
}

// TestArchipelagoTileRuleEveryKind: every tile of Archipelago's box has a
// rule of its own under its Archipelago name, short enough for a chat
// answer (the limit TestTileRuleEveryKind sets for classic).
func TestArchipelagoTileRuleEveryKind(t *testing.T) {
	for _, l := range Langs() {
		for _, k := range ArchipelagoKinds() {
			got := ArchipelagoTileRule(l, k)
			checkText(t, l, "ArchipelagoTileRule "+k.String(), got)
			if !strings.HasPrefix(got, capFirst(ArchipelagoTileName(l, k))+": ") {
				t.Errorf("%s %s: %q does not start with the tile's name", l, k, got)
			}
			if n := utf8.RuneCountInString(got); n > 400 {
				t.Errorf("%s %s: %d characters, too long for a chat answer", l, k, n)
			}
		}
	}
}

// TestRulesSayWhereNobodyFights: the summaries place the missionary's
// shield on his tile (RULINGS §6, ARCHIPELAGO.md §4), not "beside" him,
// bank gold on an ally's ship too, name every end of a classic game,
// and give Archipelago's notation to decline the airplane.
func TestRulesSayWhereNobodyFights(t *testing.T) {
	for _, tc := range []struct {
		name      string
		got       string
		want, not []string
	}{
		{"classic en", Rules(EN), []string{"on the missionary's tile", "ally's ship", "every crew agrees", "50 rounds", "share the win"}, []string{"beside the missionary"}},
		{"classic ru", Rules(RU), []string{"на клетке миссионера", "союзном корабле", "все команды согласны", "50 кругов", "победа общая"}, []string{"рядом с миссионером"}},
		{"archipelago en", ArchipelagoRules(EN), []string{"on the missionary's tile", "an ally's) boat", "stay (stay off the airplane)"}, []string{"beside the missionary"}},
		{"archipelago ru", ArchipelagoRules(RU), []string{"на клетке миссионера", "союзной) лодке", "stay (не лететь на самолёте)"}, []string{"рядом с миссионером"}},
	} {
		for _, w := range tc.want {
			if !strings.Contains(tc.got, w) {
				t.Errorf("%s: the rules lack %q", tc.name, w)
			}
		}
		for _, w := range tc.not {
			if strings.Contains(tc.got, w) {
				t.Errorf("%s: the rules still say %q", tc.name, w)
			}
		}
	}
}

// TestAbilityRulesStateTheCard: the abilities' lines keep the limits of
// their cards (ARCHIPELAGO.md §8) and the engine's rulings.
func TestAbilityRulesStateTheCard(t *testing.T) {
	for _, tc := range []struct {
		l    Lang
		a    engine.Ability
		want string
	}{
		{EN, engine.Sharpshooter, "straight line"},
		{EN, engine.Sharpshooter, "protected tile"},
		{RU, engine.Sharpshooter, "защищённой клетки"},
		{EN, engine.Pathfinder, "at least one step"},
		{RU, engine.Pathfinder, "не меньше чем за шаг"},
		{EN, engine.Shrinekeeper, "even with 3 fighters"},
		{RU, engine.Shrinekeeper, "даже при 3 бойцах"},
	} {
		if got := AbilityRule(tc.l, tc.a); !strings.Contains(got, tc.want) {
			t.Errorf("%s %v: %q lacks %q", tc.l, tc.a, got, tc.want)
		}
	}
}
