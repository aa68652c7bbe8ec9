package narrate

import (
	"fmt"

	"github.com/jackalbot/jackal/engine"
)

// arrowRule is what every arrow tile adds to its own line.
var arrowRule = text{
	" Into the sea you swim; onto your ship you board; onto an enemy ship you die. Leaving a tile the same way twice in one move is a deadly loop.",
	" В море пират поплывёт; на свой корабль — поднимется на борт; на вражеский — погибнет. Уйти с клетки тем же путём дважды за ход — смертельная петля.",
}

// spinnerRule is the rule of the spinners, with the number of steps.
var spinnerRule = text{
	"a spinner of %s. Each step takes a turn (W1 f6/2); only from the last one may the piece step off. A bottle (!b) lets it leave at once. An enemy is beaten only by moving onto its step from the step just behind; entering beats one on step 1.",
	"вертушка на %s. Каждый шаг — отдельный ход (W1 f6/2); сойти можно только с последнего. Бутылка (!b) позволяет уйти сразу. Врага бьют, только наступая на его шаг с предыдущего; входя на клетку — того, кто на первом шаге.",
}

// chestRule is the rule of the chests, with the number of coins.
var chestRule = text{
	"the tile gets %s. Drag gold to your ship one coin at a time (+c).",
	"на клетку выкладывают %s. Монеты тащат на корабль по одной (+c).",
}

// bottleRule is the rule of the bottle tiles, with the number of bottles.
var bottleRule = text{
	"the crew's supply gains %s. A bottle frees a piece from a trap or a spinner at once (!b), or goes to Friday or the missionary (give FRI).",
	"запас команды пополняется на %s. Бутылка сразу освобождает из капкана или с вертушки (!b), или её можно передать Пятнице или миссионеру (give FRI).",
}

// tileRules are the rules of the kinds that need no number.
var tileRules = map[engine.Kind]text{
	engine.Hidden: {"entering it turns it over, and what it shows acts at once. Gold can never be dragged onto it.",
		"войдя на неё, пират её открывает, и она сразу срабатывает. С золотом на неё нельзя."},
	engine.Empty: {"nothing happens. A quiet place to stand.", "ничего не происходит. Тихое место, чтобы постоять."},
	engine.Arrow1: {"the piece moves on at once, one cell the way it points (straight).",
		"пират сразу идёт дальше на одну клетку, куда она указывает (прямо)."},
	engine.Arrow1D: {"the piece moves on at once, one cell the way it points (diagonally).",
		"пират сразу идёт дальше на одну клетку, куда она указывает (по диагонали)."},
	engine.Arrow2: {"they point opposite ways; the piece moves on at once along one of them, its player's choice.",
		"они смотрят в противоположные стороны; пират сразу идёт дальше по одной из них, на выбор игрока."},
	engine.Arrow2D: {"diagonal, pointing opposite ways; the piece moves on at once along one of them, its player's choice.",
		"по диагонали в противоположные стороны; пират сразу идёт дальше по одной из них, на выбор игрока."},
	engine.Arrow3: {"the piece moves on at once along one of them, its player's choice.",
		"пират сразу идёт дальше по одной из них, на выбор игрока."},
	engine.Arrow4: {"straight, every way; the piece moves on at once along one of them, its player's choice.",
		"прямые, во все стороны; пират сразу идёт дальше по одной из них, на выбор игрока."},
	engine.Arrow4D: {"diagonal, every way; the piece moves on at once along one of them, its player's choice.",
		"по диагоналям, во все стороны; пират сразу идёт дальше по одной из них, на выбор игрока."},
	engine.Horse: {"the piece jumps on at once like a chess knight, to any of up to 8 cells. Into the sea it swims; onto its ship it boards; onto an enemy ship it dies.",
		"пират сразу прыгает дальше ходом шахматного коня на любую из 8 клеток. В море — поплывёт; на свой корабль — поднимется на борт; на вражеский — погибнет."},
	engine.Ice: {"the piece repeats the move that brought it: the same way again, another knight's jump, or another flight (not onto ice or a crocodile).",
		"пират повторяет ход, которым пришёл: туда же ещё раз, ещё один ход конём или ещё один полёт (но не на лёд и не на крокодила)."},
	engine.Trap: {"the piece is held until a friend enters (freeing it, not falling in) or it spends a bottle (!b). An enemy entering beats it and is caught itself. Friday never falls in.",
		"пират сидит в нём, пока не придёт товарищ (он выручит, а сам не попадётся) или пока команда не потратит бутылку (!b). Враг, войдя, побьёт его и попадётся сам. Пятница в капканы не попадает."},
	engine.Ogre: {"the piece that enters is eaten, and the gold it drags with it. Friday is not afraid of him.",
		"вошедший пират погибает, а золото, которое он тащил, людоед тоже съедает. Пятница его не боится."},
	engine.Fort: {"nobody in a fort can be attacked: enemies cannot enter while it is held. No gold may be dragged in.",
		"в крепости никого нельзя побить: враги не войдут, пока она занята. С золотом сюда нельзя."},
	engine.NativeFort: {"a fort with a native girl. With a pirate of yours inside and fewer than 3 fighters, you may spend your turn to revive a dead pirate of your colour here (revive W2).",
		"крепость, где живёт аборигенка. Если здесь ваш пират и у вас меньше 3 бойцов, можно потратить ход и воскресить здесь погибшего пирата своего цвета (revive W2)."},
	engine.Galleon: {"the Spanish treasure, worth 3 coins, lies on the tile. It is dragged like a coin (+g).",
		"на клетке лежит сокровище испанского галеона, оно стоит 3 монеты. Его тащат, как монету (+g)."},
	engine.Plane: {"the first piece to land may fly at once, with its gold, to any face-up tile; if it stays, the plane is spent. (Variant plane-waits: it may wait and fly later, to any tile.)",
		"первый прилетевший может сразу улететь, вместе с золотом, на любую открытую клетку; если остаться, самолёт пропадает. (Вариант plane-waits: можно подождать и улететь позже, на любую клетку.)"},
	engine.Smoke: {"a fire. From the next turn, for one round, each crew is played by the player of the crew after it; nobody may spend another crew's bottles.",
		"пожар. Со следующего хода целый круг за каждую команду ходит игрок следующей команды; тратить чужие бутылки нельзя."},
	engine.Balloon: {"carries the piece and its gold straight back to its own ship.",
		"уносит пирата вместе с золотом прямо на его корабль."},
	engine.Cannon: {"fires the piece across the island the way the barrel points, into the sea. Its gold sinks unless it lands on its own ship; an enemy ship there kills it.",
		"выстреливает пиратом через весь остров по направлению ствола, в море. Золото тонет, если только пират не попадёт на свой корабль; вражеский корабль его убьёт."},
	engine.Lighthouse: {"the first piece to climb it lets its player look at up to 4 face-down tiles, secretly.",
		"первый поднявшийся на маяк может тайно подсмотреть до 4 закрытых клеток."},
	engine.Crocodile: {"sends the piece back to the tile it came from (aboard, if it came from the ship), which acts again.",
		"отправляет пирата обратно, туда, откуда он пришёл (на корабль, если он сошёл с корабля), и та клетка срабатывает снова."},
	engine.BenGunn: {"joins the crew that finds him. A fighter like any pirate, but he cannot be revived.",
		"присоединяется к нашедшей его команде. Боец, как любой пират, но воскресить его нельзя."},
	engine.Friday: {"joins the crew that finds him. He drags gold but never attacks; beaten, he changes sides. A bottle makes him leave, and meeting the missionary both leave. Ogre and traps cannot hurt him; he crosses spinners in one move.",
		"присоединяется к нашедшей его команде. Носит золото, но ни на кого не нападает; если его побить, переходит к врагу. Получив бутылку, уходит из игры, а встретив миссионера, уходит вместе с ним. Людоед и капканы ему не страшны, вертушки он проходит за один ход."},
	engine.Missionary: {"joins the crew that finds him. He never attacks, cannot be attacked and drags nothing; nobody fights on his tile, and his enemies cannot enter it. Given a bottle, he becomes a pirate.",
		"присоединяется к нашедшей его команде. Не нападает, его нельзя побить, грузов не носит; на его клетке никто не дерётся, и враги на неё не заходят. Получив бутылку, становится пиратом."},
	engine.Rum: {"a piece entering it sits out its crew's next turn, sleeping off the rum.",
		"вошедший пират пропускает следующий ход своей команды: отсыпается."},
	engine.Cave: {"while no other cave is open, the piece gets lost inside. When another cave opens, the lost come out of it and its finder goes to the first cave. After that, entering a cave takes the piece out of another open cave of its player's choice, unless an enemy guards it.",
		"пока другой пещеры не нашли, пират в ней блуждает. Когда откроют другую, заблудившиеся выходят из неё, а нашедший переносится в первую. Дальше войти в пещеру — значит сразу выйти из другой открытой пещеры на выбор игрока, если на ней не стоит враг."},
	engine.Earthquake: {"whoever reveals it swaps any two tiles with no piece and no gold on them.",
		"открывший меняет местами любые две клетки, на которых никого и ничего нет."},
	engine.Caramba: {"nothing happens, but the pirate swears like a real sea dog.",
		"ничего не происходит, но пират ругается, как настоящий морской волк."},
	engine.Thicket: {"nobody fights here: enemies simply share the tile. No gold may be dragged in.",
		"здесь никто не дерётся: враги просто стоят рядом. С золотом сюда нельзя."},
	// Archipelago's new kinds (ARCHIPELAGO.md §6); classic never deals them.
	engine.Bank: {"one pirate at a time; a pirate holding a coin here cannot be attacked, and a coin left alone is anyone's.",
		"здесь может стоять только один пират; пирата с монетой здесь нельзя атаковать, а оставленная монета ничья."},
	engine.Musket: {"whoever reveals it fires it one of eight ways: the first pirate in the line goes back to its boat. Then the tile is empty.",
		"открывший стреляет в одну из восьми сторон: первый пират на линии выстрела отправляется на свою лодку. Потом клетка пуста."},
	engine.Crossroads: {"on every entry a die picks the way on: 1 north, 2 east, 3 south, 4 west, 5 or 6 roll again.",
		"при каждом входе кубик выбирает путь дальше: 1 север, 2 восток, 3 юг, 4 запад, 5 или 6 — бросок заново."},
	engine.Trampoline: {"the piece jumps over a neighbour to the cell two away, any of eight ways, with its coin.",
		"пират прыгает через соседнюю клетку на клетку через одну, в любую из восьми сторон, с монетой."},
	engine.BearDen: {"wakes the bear, who mauls the revealer and then hunts the nearest pirate after each turn of its waker's crew.",
		"будит медведя: он валит открывшего (тот возвращается на лодку) и потом после каждого хода разбудившей команды идёт к ближайшему пирату."},
	engine.Spyglass: {"while a pirate of a crew stands on it, that crew's boat sails one step farther.",
		"пока на ней стоит пират команды, её лодка ходит на шаг дальше."},
}

// TileRule is the rule of tile kind k as this project plays it, for the
// "rules <tile>" command: "Cannon: fires the piece across the island…". It
// is "" for a kind out of range.
func TileRule(l Lang, k engine.Kind) string {
	if k >= engine.NumKinds {
		return ""
	}
	return capFirst(TileName(l, k)) + ": " + classicWords.body(l, k)
}

// ruleWords are one game's words for the tile rules: the spinners', the
// chests', the bottles' and the arrows' shared lines, and each other
// kind's rule (own first, then fallback's).
type ruleWords struct {
	spinner, chest, bottle, arrow text
	own, fallback                 map[engine.Kind]text
}

// classicWords are classic Jackal's.
var classicWords = ruleWords{spinner: spinnerRule, chest: chestRule, bottle: bottleRule, arrow: arrowRule, own: tileRules}

// body is kind k's rule without its name.
func (w ruleWords) body(l Lang, k engine.Kind) string {
	var body string
	switch {
	case k.IsSpinner():
		n := k.Steps()
		body = w.spinner.f(l, pick(l, fmt.Sprintf("%d steps", n), fmt.Sprintf("%d %s", n, plural(n, "шаг", "шага", "шагов"))))
	case k.Coins() > 0:
		body = w.chest.f(l, coins(l, k.Coins()))
	case k.Bottles() > 0:
		body = w.bottle.f(l, bottles(l, k.Bottles()))
	default:
		r, ok := w.own[k]
		if !ok {
			r = w.fallback[k]
		}
		body = r.in(l)
	}
	if k.IsArrow() {
		body += w.arrow.in(l)
	}
	return body
}
