package narrate

import (
	"fmt"

	"github.com/jackalbot/jackal/engine"
)

// arrowRule is what every arrow tile adds to its own line.
var arrowRule = text{
	" Into the sea it swims, its gold sinks; onto its or an ally's ship it boards; onto an enemy ship it dies. No tile is left the same way twice in one move: no way on is a deadly loop. Carried with gold onto a face-down tile, fort, thicket or enemy, it dies; the gold goes back.",
	" В море — плывёт, золото тонет; на свой или союзный корабль — на борт; на вражеский — гибнет. За ход с клетки не уйти дважды одним путём: нет пути — смертельная петля. Если пирата с золотом несёт на закрытую клетку, в крепость, чащу или на врага — он погибнет, золото вернётся.",
}

// spinnerRule is the rule of the spinners, with the number of steps.
var spinnerRule = text{
	"a spinner of %s. Each step takes a turn (W1 f6/2); only from the last one may the piece step off. A bottle (!b) lets it leave at once from any step. An enemy is beaten only by moving onto its step from the step just behind; entering beats one on step 1. Friday crosses it in one move.",
	"вертушка на %s. Каждый шаг — отдельный ход (W1 f6/2); сойти можно только с последнего. Бутылка (!b) позволяет уйти сразу с любого шага. Врага бьют, только наступая на его шаг с предыдущего; входя на клетку — того, кто на первом шаге. Пятница проходит её за один ход.",
}

// chestRule is the rule of the chests, with the number of coins.
var chestRule = text{
	"the tile gets %s. Drag gold to your ship one coin at a time (+c).",
	"на клетку выкладывают %s. Монеты тащат на корабль по одной (+c).",
}

// bottleRule is the rule of the bottle tiles, with the bottles as the
// subject ("it goes", "they go": the tile's name has told how many).
var bottleRule = text{
	"%s to the crew's supply. A bottle frees a piece from a trap or a spinner at once (!b), or goes to Friday or the missionary (give FRI).",
	"%s в запас команды. Бутылка сразу освобождает из капкана или с вертушки (!b), или её можно передать Пятнице или миссионеру (give FRI).",
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
		"они смотрят в разные стороны; пират сразу идёт дальше по одной из них, на выбор игрока."},
	engine.Arrow2D: {"diagonal, opposite ways; the piece moves on at once along one of them, its player's choice.",
		"по диагонали, в разные стороны; пират сразу идёт дальше по одной из них, на выбор игрока."},
	engine.Arrow3: {"the piece moves on at once along one of them, its player's choice.",
		"пират сразу идёт дальше по одной из них, на выбор игрока."},
	engine.Arrow4: {"straight, every way; the piece moves on at once along one of them, its player's choice.",
		"прямые, во все стороны; пират сразу идёт дальше по одной из них, на выбор игрока."},
	engine.Arrow4D: {"diagonal, every way; the piece moves on at once along one of them, its player's choice.",
		"по диагоналям, во все стороны; пират сразу идёт дальше по одной из них, на выбор игрока."},
	engine.Horse: {"the piece jumps on at once like a chess knight, to any of up to 8 cells; only the landing tile turns over. Into the sea it swims (gold sinks); onto its own or an ally's ship it boards; onto an enemy ship it dies.",
		"пират сразу прыгает дальше ходом шахматного коня на любую из клеток (их до 8); открывается только клетка приземления. В море — поплывёт (золото утонет); на свой или союзный корабль — поднимется на борт; на вражеский — погибнет."},
	engine.Ice: {"the piece repeats the move that brought it: the same way again, another knight's jump (any), or another flight (not onto ice or a crocodile). Sent here by a crocodile, it moves on the way the crocodile sent it.",
		"пират повторяет ход, которым пришёл: туда же ещё раз, ещё один ход конём (любой) или ещё один полёт (но не на лёд и не на крокодила). Если его вернул крокодил, он идёт дальше в ту сторону, куда его отбросило."},
	engine.Trap: {"the piece is held until a friend enters (freeing it, not falling in) or it spends a bottle (!b). An enemy entering beats it and is caught itself. Friday never falls in.",
		"пират сидит в нём, пока не придёт товарищ (он выручит, а сам не попадётся) или пока команда не потратит бутылку (!b). Враг, войдя, побьёт его и попадётся сам. Пятница в капканы не попадает."},
	engine.Ogre: {"the piece that enters is eaten, and the gold it drags with it. Friday is not afraid of him.",
		"вошедший пират погибает, а золото, которое он тащил, людоед тоже съедает. Пятница его не боится."},
	engine.Fort: {"nobody in a fort can be attacked: enemies cannot enter while it is held. No gold may be dragged in.",
		"в крепости никого нельзя побить: враги не войдут, пока она занята. С золотом сюда нельзя."},
	engine.NativeFort: {"a fort with a native girl. With a pirate of yours inside and fewer than 3 fighters (pirates, Ben Gunn and a converted missionary count; Friday and the missionary do not), you may spend your turn to revive a dead pirate of your colour here (revive W2). Ben Gunn, Friday and the missionary cannot revive anyone, nor be revived.",
		"крепость, где живёт аборигенка. Если здесь ваш пират и у вас меньше 3 бойцов (считаются пираты, Бен Ганн и обращённый миссионер, но не Пятница и не миссионер), можно потратить ход и воскресить здесь погибшего пирата своего цвета (revive W2). Бен Ганн, Пятница и миссионер не воскрешают, и их не воскресить."},
	engine.Galleon: {"the Spanish treasure, worth 3 coins, lies on the tile. It is dragged like a coin (+g).",
		"на клетке лежит сокровище испанского галеона, оно стоит 3 монеты. Его тащат, как монету (+g)."},
	engine.Plane: {"the first piece to land may fly at once, with its gold, to any face-up tile; if it stays, the plane is spent. (Variant plane-waits: it may wait and fly later, to any tile.)",
		"первый прилетевший может сразу улететь, вместе с золотом, на любую открытую клетку; если остаться, самолёт пропадает. (Вариант plane-waits: можно подождать и улететь позже, на любую клетку.)"},
	engine.Smoke: {"a fire. From the next turn, for one round, each crew is played by the player of the crew after it; nobody may spend another crew's bottles.",
		"пожар. Со следующего хода целый круг за каждую команду ходит игрок следующей команды; тратить чужие бутылки нельзя."},
	engine.Balloon: {"carries the piece and its gold straight back to its own ship, never an ally's. Nobody stops on a balloon.",
		"уносит пирата вместе с золотом прямо на его корабль, а не на союзный. Остаться на шаре нельзя."},
	engine.Cannon: {"fires the piece across the island the way the barrel points, to the first sea cell past the island. On its own or an ally's ship it boards and its gold is banked; otherwise it swims and the gold sinks. An enemy ship there kills it; an enemy swimmer there is killed.",
		"выстреливает пиратом через весь остров по направлению ствола, до первой клетки моря за островом. На свой или союзный корабль — поднимется на борт, и золото его; иначе поплывёт, а золото утонет. Вражеский корабль там его убьёт; вражеский пловец там погибнет."},
	engine.Lighthouse: {"the first piece to climb it lets its player look at up to 4 face-down tiles of its choice, secretly; nothing on them acts, and they stay face down.",
		"первый поднявшийся на маяк может тайно подсмотреть до 4 закрытых клеток на выбор; они не срабатывают и остаются закрытыми."},
	engine.Crocodile: {"sends the piece back to the tile it came from (aboard, if it came from the ship), which acts again.",
		"отправляет пирата обратно, туда, откуда он пришёл (на корабль, если он сошёл с корабля), и та клетка срабатывает снова."},
	engine.BenGunn: {"joins the crew that finds him. A fighter like any pirate, but he cannot revive anyone at the native fort, nor be revived.",
		"присоединяется к нашедшей его команде. Боец, как любой пират, но сам не воскрешает у аборигенки, и воскресить его нельзя."},
	engine.Friday: {"joins the crew that finds him. He drags gold but never attacks; beaten, he changes sides. A bottle makes him leave, and meeting the missionary both leave. Ogre and traps cannot hurt him; he crosses spinners in one move.",
		"присоединяется к нашедшей его команде. Носит золото, но ни на кого не нападает; если его побить, переходит к врагу. Получив бутылку, уходит из игры, а встретив миссионера, уходит вместе с ним. Людоед и капканы ему не страшны, вертушки он проходит за один ход."},
	engine.Missionary: {"joins the crew that finds him. He never attacks, cannot be attacked and drags nothing; nobody fights on his tile, and his enemies cannot enter it. Given a bottle (or finding bottles), he becomes a pirate.",
		"присоединяется к нашедшей его команде. Не нападает, его нельзя побить, грузов не носит; на его клетке никто не дерётся, и враги на неё не заходят. Получив бутылку (или найдя бутылки), становится пиратом."},
	engine.Rum: {"a piece entering it sits out its crew's next turn, sleeping off the rum.",
		"вошедший пират пропускает следующий ход своей команды: отсыпается."},
	engine.Cave: {"while no other cave is open, the piece gets lost inside; an enemy entering beats the lost and is lost itself. When another cave opens, the lost come out of it and its finder goes to the first cave. After that, entering a cave takes the piece out of another open cave of its player's choice, unless an enemy guards it; to travel again, step off and back on.",
		"пока другой пещеры не нашли, пират в ней блуждает; вошедший враг бьёт заблудившихся и блуждает сам. Когда откроют другую, заблудившиеся выходят из неё, а нашедший переносится в первую. Дальше войти в пещеру — значит сразу выйти из другой открытой пещеры на выбор игрока, если на ней не стоит враг; чтобы пройти снова, надо сойти и войти опять."},
	engine.Earthquake: {"whoever reveals it swaps any two tiles with no piece and no gold on them; each keeps its face (up or down) and its rotation.",
		"открывший меняет местами любые две клетки, на которых никого и ничего нет; каждая остаётся открытой или закрытой и не поворачивается."},
	engine.Caramba: {"nothing happens, but the pirate swears like a real sea dog.",
		"ничего не происходит, но пират ругается, как настоящий морской волк."},
	engine.Thicket: {"nobody fights here: enemies simply share the tile. No gold may be dragged in.",
		"здесь никто не дерётся: враги просто стоят рядом. С золотом сюда нельзя."},
	// Archipelago's new kinds (ARCHIPELAGO.md §6); classic never deals them.
	engine.Bank: {"one pirate at a time; a pirate holding a coin here cannot be attacked, and a coin left alone is anyone's.",
		"здесь может стоять только один пират; пирата с монетой здесь нельзя атаковать, а оставленная монета ничья."},
	engine.Musket: {"whoever reveals it fires it one of eight ways, across the island: the first pirate the shot can hit, of any crew, yours too, goes back to its boat. It flies over the bear and over pirates in a fortress, a jungle, the shrine, on the missionary's tile or on a bank holding a coin. Then the tile is empty.",
		"открывший стреляет в одну из восьми сторон через остров: первый пират, в которого можно попасть, любой команды, и ваш тоже, отправляется на свою лодку. Пуля пролетает над медведем и над пиратами в крепости, в джунглях, в святилище, на клетке миссионера и в банке с монетой. Потом клетка пуста."},
	engine.Crossroads: {"on every entry a die picks the way on: 1 north, 2 east, 3 south, 4 west, 5 or 6 roll again.",
		"при каждом входе кубик выбирает путь дальше: 1 север, 2 восток, 3 юг, 4 запад, 5 или 6 — бросок заново."},
	engine.Trampoline: {"the piece jumps over a neighbour to the cell two away, any of eight ways, with its coin; only the landing tile turns over. Into the water it swims and the coin sinks; onto its own or an ally's boat it boards with it; onto an enemy boat it dies.",
		"пират прыгает через соседнюю клетку на клетку через одну, в любую из восьми сторон, с монетой; открывается только клетка приземления. В воду — поплывёт, монета утонет; на свою или союзную лодку — поднимется на борт с монетой; на вражескую — погибнет."},
	engine.BearDen: {"wakes the bear, who mauls the revealer (back to its boat), then after each turn of its waker's crew steps toward the nearest pirate on land. Any pirate it reaches, or that enters its tile, is mauled back to its boat; the missionary dies. It never enters water or boats, and tiles do not act on it.",
		"будит медведя: он валит открывшего (тот возвращается на лодку) и потом после каждого хода разбудившей команды делает шаг к ближайшему пирату на суше. Кого он настиг или кто вошёл на его клетку, тот повален и возвращается на лодку; миссионер погибает. В воду и в лодки медведь не заходит, клетки на него не действуют."},
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
// kind's rule (own first, then fallback's). namedSteps is set when the
// spinners' names tell their steps, so that their rule takes no count.
type ruleWords struct {
	spinner, chest, bottle, arrow text
	own, fallback                 map[engine.Kind]text
	namedSteps                    bool
}

// classicWords are classic Jackal's.
var classicWords = ruleWords{spinner: spinnerRule, chest: chestRule, bottle: bottleRule, arrow: arrowRule, own: tileRules}

// body is kind k's rule without its name.
func (w ruleWords) body(l Lang, k engine.Kind) string {
	var body string
	switch {
	case k.IsSpinner() && w.namedSteps:
		body = w.spinner.in(l)
	case k.IsSpinner():
		n := k.Steps()
		body = w.spinner.f(l, pick(l, fmt.Sprintf("%d steps", n), fmt.Sprintf("%d %s", n, plural(n, "шаг", "шага", "шагов"))))
	case k.Coins() > 0:
		body = w.chest.f(l, coins(l, k.Coins()))
	case k.Bottles() > 0:
		goes := text{"they go", "они попадают"}
		if k.Bottles() == 1 {
			goes = text{"it goes", "она попадает"}
		}
		body = w.bottle.f(l, goes.in(l))
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
