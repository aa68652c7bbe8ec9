package narrate

import (
	"strings"

	"github.com/jackalbot/jackal/engine"
)

// archipelagoRulesText is the one-screen summary of Jackal Archipelago
// (ARCHIPELAGO.md), its notation with examples.
var archipelagoRulesText = text{
	en: `Jackal Archipelago: explore an island of any shape from your boat and bring the most coins aboard.
• Setup: in turn order each crew puts its boat on the water beside a beach tile, touching no other boat (place c1), all three pirates aboard.
• A turn is one action: sail the boat (boat f3: up to one step per own pirate aboard, +1 while one of yours stands on the spyglass; a straight row of boats counts as one step), land a pirate on any tile touching the boat, step to one of the 8 neighbouring tiles, swim one cell along the shore or aboard your (or an ally's) boat, or revive a pirate at the shrine (revive W2).
• A face-down tile (its back shows beach, forest or mountains) turns over when you enter it and acts at once: arrows, the horse, ice, the crossroads' die, the trampoline, the cannon and the balloon carry you on; choices along the way belong to the same move.
• Coins: a pirate leaving a tile with a coin may drag it (+c), only onto face-up tiles, never into a jungle, a fortress or the shrine, and cannot attack meanwhile. On your (or an ally's) boat a coin is yours; in the water it sinks.
• Fights: step onto enemies to send them all to their boat. Nobody fights in a fortress, a jungle, the shrine, on the missionary's tile, or against a pirate holding a coin on the bank.
• The bear: wakes in its den and, after every turn of the crew that woke it, steps toward the nearest pirate on land and mauls it back to its boat.
• Bottles: after your action, spend one to free a pirate from a pit or let it leave a labyrinth (bottle W2), or give it to the missionary (give MIS); then pass.
• The game ends when every tile is open and no coin is left on the island, when 50 rounds pass with no tile turned and no coin brought aboard or lost, when no crew can move, or when everyone votes to end. Most coins aboard win; in 2 v 2 the partners add theirs up.
Moves: place c1, boat f3, W1 e5 (step), W1 e5 +c (drag a coin), W1 f6/2 (next step in a labyrinth), revive W2, bottle W2, give MIS, stay (stay off the airplane), e7 or ne (answer a choice: a cell, or a direction for the musket or a moved arrow), pass.
A tile's rule: rules archipelago <tile>, such as rules archipelago trampoline; the islands: rules archipelago islands.`,
	ru: `Шакал: Архипелаг — исследуйте остров любой формы со своей лодки и перевезите на неё больше всех монет.
• Начало: по очереди каждая команда ставит лодку на воду рядом с пляжем, не касаясь других лодок (place c1); все три пирата на борту.
• Ход — одно действие: проплыть на лодке (boat f3: на столько клеток, сколько своих пиратов на борту, и ещё на одну, пока ваш пират стоит на подзорной трубе; ряд лодок подряд — один шаг), высадить пирата на любую клетку, касающуюся лодки, шагнуть на одну из 8 соседних клеток, проплыть клетку вдоль берега или к своей (или союзной) лодке, или воскресить пирата в святилище (revive W2).
• Закрытая клетка (на рубашке — пляж, лес или горы) открывается, когда на неё входят, и сразу срабатывает: стрелки, конь, лёд, кубик перекрёстка, батут, пушка и воздушный шар несут дальше; выбор по пути — часть того же хода.
• Монеты: уходя с клетки с монетой, пират может тащить её (+c) — только на открытые клетки, не в джунгли, не в крепость и не в святилище, и при этом не нападает. На своей (или союзной) лодке монета ваша, в воде она тонет.
• Бой: наступите на врагов — все они отправятся на свою лодку. Не дерутся в крепости, в джунглях, в святилище, на клетке миссионера и с пиратом, который держит монету в банке.
• Медведь: просыпается в берлоге и после каждого хода разбудившей его команды идёт на шаг к ближайшему пирату на суше и валит его — тот возвращается на лодку.
• Бутылки: после своего действия потратьте бутылку, чтобы вытащить пирата из ямы или вывести из лабиринта (bottle W2), или отдайте её миссионеру (give MIS); затем pass.
• Игра кончается, когда все клетки открыты и на острове не осталось монет; когда 50 раундов подряд не открылось ни одной клетки и ни одна монета не попала в лодку и не пропала; когда никто не может ходить; или когда все проголосуют за конец. Побеждает тот, у кого больше монет в лодке; в игре 2 на 2 союзники складывают свои.
Ходы: place c1, boat f3, W1 e5 (шаг), W1 e5 +c (с монетой), W1 f6/2 (следующий шаг в лабиринте), revive W2, bottle W2, give MIS, stay (не лететь на самолёте), e7 или ne (ответ на выбор: клетка или направление — выстрела мушкета или сдвинутой стрелки), pass.
Правило клетки: rules archipelago <клетка>, например rules archipelago батут; острова: rules archipelago islands.`,
}

// ArchipelagoRules is a one-screen summary of how to play Jackal
// Archipelago: setup, the turn, the boat, coins, fights, the bear,
// bottles, the end, and the notation with examples.
func ArchipelagoRules(l Lang) string { return strings.TrimSpace(archipelagoRulesText.in(l)) }

// archipelagoTileRules are the rules of the kinds whose Archipelago rule
// (ARCHIPELAGO.md §6) differs from classic's words: boats instead of
// ships, bottles spent after the action, the pit, the barrel, the shrine.
// The kinds not listed read as in classic (TileRule).
var archipelagoTileRules = map[engine.Kind]text{
	engine.Trap: {"the pirate is held until an own or allied pirate enters (freeing it, not falling in) or the crew spends a bottle after its action (bottle W2).",
		"пират сидит в ней, пока туда не войдёт свой или союзный пират (он выручит, а сам не упадёт) или пока команда после своего хода не потратит бутылку (bottle W2)."},
	engine.Rum: {"the pirate skips its crew's next turn; the crew's other pieces may move.",
		"пират пропускает следующий ход своей команды; остальные её фигуры ходят."},
	engine.Thicket: {"no fights: rival crews may share it. No coins may be dragged in.",
		"здесь не дерутся: соперники могут стоять вместе. С монетой сюда нельзя."},
	engine.NativeFort: {"an own pirate standing here may spend the crew's turn to bring one dead pirate back here (revive W2), while the crew has fewer than 3 fighters. Enemies may not enter while one of yours is inside; no coins.",
		"ваш пират, стоящий здесь, может потратить ход команды и вернуть сюда погибшего пирата (revive W2), пока у команды меньше 3 бойцов. Враги не войдут, пока здесь ваш; монеты сюда нельзя."},
	engine.Fort: {"no fights: own and allied crews share it, enemies cannot enter while it is held. No coins may be dragged in.",
		"здесь не дерутся: свои и союзники стоят вместе, враги не войдут, пока она занята. С монетой сюда нельзя."},
	engine.Ogre: {"the pirate that enters dies, and a coin it drags is eaten.",
		"вошедший пират погибает, а монету, которую он тащил, людоед съедает."},
	engine.Balloon: {"carries the pirate and its coin at once to its own boat, wherever it is.",
		"сразу уносит пирата вместе с монетой на его лодку, где бы она ни была."},
	engine.Cannon: {"fires the pirate with its coin the way the barrel points, to the first water cell: onto its own or an ally's boat it boards, onto an enemy boat it dies, else it swims and the coin sinks.",
		"выстреливает пиратом с монетой по направлению ствола до первой клетки воды: на свою или союзную лодку — поднимется на борт, на вражескую — погибнет, иначе поплывёт, а монета утонет."},
	engine.Plane: {"once per game, the first pirate there may fly at once, with its coin, to any unoccupied face-up tile; staying (stay) spends it. Then the tile is empty.",
		"один раз за игру первый пират здесь может сразу улететь, вместе с монетой, на любую свободную открытую клетку; если остаться (stay), самолёт пропадает. Потом клетка пуста."},
	engine.Lighthouse: {"the first pirate up looks at up to 4 face-down tiles, secretly; once per game.",
		"первый поднявшийся может тайно посмотреть до 4 закрытых клеток; один раз за игру."},
	engine.Crocodile: {"sends the pirate back to the tile it came from (aboard, if it came from the boat).",
		"отправляет пирата обратно, туда, откуда он пришёл (на лодку, если он сошёл с лодки)."},
	engine.Missionary: {"joins the crew that meets him and moves as its piece. He never attacks, cannot be attacked and carries nothing; nobody fights on his tile. Given a bottle (give MIS), he becomes a pirate of that crew. The bear kills him.",
		"присоединяется к встретившей его команде и ходит как её фигура. Не нападает, его нельзя побить, ничего не носит; на его клетке не дерутся. Получив бутылку (give MIS), становится пиратом этой команды. Медведь его убивает."},
	engine.Earthquake: {"whoever reveals it swaps two tiles with nothing on them (no pirate, no bear, no coin), then turns each face-up arrow it moved as it likes (e: the arrow's rotation).",
		"открывший меняет местами две клетки, на которых ничего нет (ни пирата, ни медведя, ни монеты), и поворачивает каждую сдвинутую открытую стрелку как хочет (e — поворот стрелки)."},
	engine.Horse: {"the pirate jumps on at once like a chess knight, to any of up to 8 cells; only the landing tile turns over. Onto your boat (or an ally's), wherever it lies, you board with your coin; into other water you swim, only along the shore; onto an enemy boat you die.",
		"пират сразу прыгает дальше ходом шахматного коня на любую из клеток (их до 8); открывается только клетка приземления. На свою (или союзную) лодку, где бы она ни стояла, — поднимется на борт с монетой; в другую воду — поплывёт, только у берега; на вражескую лодку — погибнет."},
	engine.Ice: {"the pirate repeats the move that brought it: the same way again, another knight's jump, the trampoline's jump two cells on the same way, or another flight (only onto an unoccupied tile, not onto ice or a crocodile).",
		"пират повторяет ход, которым пришёл: туда же ещё раз, ещё один ход конём, прыжок батута ещё на две клетки туда же или ещё один полёт (только на свободную клетку, не на лёд и не на крокодила)."},
	engine.Smoke: {"a fire. For one round each crew is played by the player of the crew after it; nobody may spend another crew's bottles.",
		"пожар. Целый круг за каждую команду ходит игрок следующей команды; тратить чужие бутылки нельзя."},
}

// archipelagoSpinnerRule is the labyrinths' rule; the tile's name tells
// its steps ("Labyrinth of three steps: each step takes a turn…"), so the
// rule does not say them again.
var archipelagoSpinnerRule = text{
	"each step takes a turn (W1 f6/2); only from the last one may the pirate step off, unless the crew spends a bottle after its action (bottle W1). An enemy is attacked only on the step directly ahead.",
	"каждый шаг — отдельный ход (W1 f6/2); уйти можно только с последнего, если команда после своего хода не потратит бутылку (bottle W1). Напасть можно только на шаг прямо впереди.",
}

// archipelagoChestRule is the chests' rule, with the number of coins.
var archipelagoChestRule = text{
	"the tile gets %s when it turns over. Drag them to your boat one at a time (+c).",
	"когда клетка открывается, на неё выкладывают %s. Их перетаскивают на лодку по одной (+c).",
}

// archipelagoBottleRule is the bottle tiles' rule, with the bottles as
// the subject ("it goes", "they go": the tile's name has told how many).
var archipelagoBottleRule = text{
	"%s to the crew's supply. After its action a crew may spend one to free a pirate from a pit or a labyrinth (bottle W2), or give one to the missionary (give MIS).",
	"%s в запас команды. После своего хода команда может потратить бутылку, чтобы вытащить пирата из ямы или лабиринта (bottle W2), или отдать её миссионеру (give MIS).",
}

// archipelagoWords are Archipelago's words for the tile rules, classic's
// where they are the same.
var archipelagoWords = ruleWords{spinner: archipelagoSpinnerRule, namedSteps: true, chest: archipelagoChestRule,
	bottle: archipelagoBottleRule, arrow: archipelagoArrowRule, own: archipelagoTileRules, fallback: tileRules}

// archipelagoArrowRule is what every arrow adds in Archipelago.
var archipelagoArrowRule = text{
	" In the water it swims, its coin sinks; onto its or an ally's boat it boards; onto an enemy boat it dies. No tile is left the same way twice in one move: no way on is a deadly loop. Carried with a coin onto a face-down tile, fortress, jungle, shrine or enemy, it dies; the coin goes back.",
	" В воде — плывёт, монета тонет; на свою или союзную лодку — на борт; на вражескую — гибнет. За ход с клетки не уйти дважды одним путём: нет пути — смертельная петля. Если пирата с монетой несёт на закрытую клетку, в крепость, джунгли, святилище или на врага — он погибнет, монета вернётся.",
}

// ArchipelagoTileName names kind k as Jackal Archipelago does (a pit, a
// labyrinth of three steps, the shrine…); kinds it shares by name read
// as TileName.
func ArchipelagoTileName(l Lang, k engine.Kind) string {
	if w, ok := archipelagoNames[k]; ok {
		return pick(l, w.en, w.ru)
	}
	return TileName(l, k)
}

// ArchipelagoTileRule is the rule of tile kind k in Jackal Archipelago, for
// "rules archipelago <tile>": its Archipelago name, then the rule. It is ""
// for a kind Archipelago's box does not hold.
func ArchipelagoTileRule(l Lang, k engine.Kind) string {
	if !inArchipelagoBox(k) {
		return ""
	}
	return capFirst(ArchipelagoTileName(l, k)) + ": " + archipelagoWords.body(l, k)
}

// inArchipelagoBox reports whether Archipelago's box holds kind k.
func inArchipelagoBox(k engine.Kind) bool {
	for b := engine.Back(0); b < engine.NumBacks; b++ {
		if engine.ArchipelagoCount(b, k) > 0 {
			return true
		}
	}
	return false
}

// ArchipelagoKinds lists the kinds of Archipelago's box, in kind order.
func ArchipelagoKinds() []engine.Kind {
	var out []engine.Kind
	for k := engine.Kind(0); k < engine.NumKinds; k++ {
		if inArchipelagoBox(k) {
			out = append(out, k)
		}
	}
	return out
}

// ParseArchipelagoTile reads a tile of Archipelago's box by its id
// ("pit", "labyrinth-3"), its Archipelago name in English or Russian
// ("яма"), or a name it shares with classic ("cannon", "пушка").
func ParseArchipelagoTile(s string) (engine.Kind, bool) {
	s = strings.ToLower(strings.TrimSpace(s))
	if k, err := engine.ParseArchipelagoKind(s); err == nil && inArchipelagoBox(k) {
		return k, true
	}
	for k, w := range archipelagoNames {
		if s == strings.ToLower(w.en) || s == strings.ToLower(w.ru) {
			return k, true
		}
	}
	if k, ok := ParseTile(s); ok && inArchipelagoBox(k) {
		return k, true
	}
	return 0, false
}
