package narrate

import "github.com/jackalbot/jackal/engine"

// abilityNames are the twelve abilities of Jackal Archipelago (§8) as a
// pirate is called by them: "the strongman", "силач".
var abilityNames = [engine.NumAbilities]text{
	{"no ability", "без способности"},
	{"strongman", "силач"},
	{"swimmer", "пловец"},
	{"navigator", "штурман"},
	{"brawler", "драчун"},
	{"sharpshooter", "снайпер"},
	{"surefoot", "ловкач"},
	{"teetotaler", "трезвенник"},
	{"pathfinder", "следопыт"},
	{"scout", "разведчик"},
	{"junglerunner", "знаток джунглей"},
	{"shrinekeeper", "хранитель святилища"},
	{"duelist", "дуэлянт"},
}

// abilityRules are what each ability lets its pirate do, as the status and
// the rules tell it.
var abilityRules = [engine.NumAbilities]text{
	{"", ""},
	{"drags up to two coins", "тащит до двух монет"},
	{"keeps its coin in the water and climbs onto beaches", "не теряет монету в воде и выбирается на пляж"},
	{"adds 1 to its boat's speed while aboard", "прибавляет лодке 1 к скорости, пока на борту"},
	{"attacks while dragging a coin", "нападает, даже когда тащит монету"},
	{"instead of moving, shoots an enemy two tiles away in a straight line back to its boat, not one on a protected tile", "вместо хода отправляет врага в двух клетках по прямой на его лодку, но не с защищённой клетки"},
	{"never falls into a pit nor flees a crocodile", "не падает в яму и не бежит от крокодила"},
	{"ignores barrels", "не пьёт из бочек"},
	{"goes through labyrinths one step faster (at least one step)", "проходит лабиринты на шаг быстрее (но не меньше чем за шаг)"},
	{"once per island looks at a face-down neighbour", "раз за остров подсматривает соседнюю закрытую клетку"},
	{"carries a coin into the jungle and fights there", "носит монету в джунгли и дерётся там"},
	{"once per island comes back on any shrine by itself, with no pirate of its crew there and even with 3 fighters in play", "раз за остров воскресает в любом святилище сам, без своего пирата там и даже при 3 бойцах в игре"},
	{"takes the coin of the enemy it beats", "забирает монету побеждённого врага"},
}

// AbilityName is ability a's name: "strongman", "силач"; "" for none.
func AbilityName(l Lang, a engine.Ability) string {
	if a == engine.NoAbility || a >= engine.NumAbilities {
		return ""
	}
	return abilityNames[a].in(l)
}

// AbilityRule is what ability a lets its pirate do: "drags up to two
// coins", "тащит до двух монет"; "" for none.
func AbilityRule(l Lang, a engine.Ability) string {
	if a == engine.NoAbility || a >= engine.NumAbilities {
		return ""
	}
	return abilityRules[a].in(l)
}

// abilityText tells the events of the abilities as a sentence: a passive
// ability at work, the sharpshooter's shot, the scout's look and the
// duelist's win.
func abilityText(l Lang, e engine.Event) string {
	p, at := PieceName(l, e.Piece), CellName(l, e.To)
	switch e.Type {
	case engine.EvAbility:
		return text{"%s, the %s, %s at %s", "%s, %s, %s (%s)"}.f(l, p, AbilityName(l, engine.Ability(e.N)), abilityDeed(l, engine.Ability(e.N), false), at)
	case engine.EvSharpshot:
		return text{"%s shot %s at %s: back aboard", "%s подстрелил %s на %s: обратно на борт"}.f(l,
			PieceName(l, e.By), PieceNameIn(l, e.Piece, Acc), CellName(l, e.From))
	case engine.EvScouted:
		return text{"%s scouted %s", "%s разведал клетку %s"}.f(l, p, at)
	case engine.EvDuel:
		return PieceName(l, e.By) + text{" won the duel at %s and %s", " выиграл поединок на %s и %s"}.f(l, at, duelTook(l, e))
	}
	return ""
}

// duelTook is what the duelist took: "took two coins from B1", "отнял у
// B1 две монеты".
func duelTook(l Lang, e engine.Event) string {
	n := coins(l, max(int(e.N), 1))
	if l == RU {
		return "отнял у " + PieceNameIn(l, e.Piece, Gen) + " " + n
	}
	return "took " + n + " from " + PieceName(l, e.Piece)
}

// abilityDeed is what a passive ability did (EvAbility), as a predicate;
// told is set inside a paragraph, where the move before named the tile.
func abilityDeed(l Lang, a engine.Ability, told bool) string {
	switch a {
	case engine.Surefoot:
		return pick(l, "kept its footing", "устоял на ногах")
	case engine.Teetotaler:
		if told {
			return pick(l, "left it alone", "не притронулся к ней")
		}
		return pick(l, "left the barrel alone", "не притронулся к бочке")
	case engine.Swimmer:
		if told {
			return pick(l, "kept hold of its coin", "удержал монету")
		}
		return pick(l, "kept hold of its coin in the water", "удержал монету в воде")
	case engine.Shrinekeeper:
		return pick(l, "needed no one's help", "обошёлся без помощи товарищей")
	}
	return pick(l, "used its ability", "применил способность")
}

// abilityEvent tells an ability's event inside a paragraph (Describe).
func (t *teller) abilityEvent(e engine.Event) {
	l := t.l
	switch e.Type {
	case engine.EvAbility:
		a := engine.Ability(e.N)
		t.say(pieceSubj(e.Piece), text{"%s, as the %s", "%s: он %s"}.f(l, abilityDeed(l, a, true), AbilityName(l, a)))
	case engine.EvSharpshot:
		t.say(pieceSubj(e.By), text{"shot %s at %s back aboard", "подстрелил %s на %s, и тот вернулся на борт"}.f(l,
			PieceNameIn(l, e.Piece, Acc), CellName(l, e.From)))
	case engine.EvScouted:
		t.say(pieceSubj(e.Piece), text{"scouted %s", "разведал клетку %s"}.f(l, CellName(l, e.To)))
	case engine.EvDuel:
		n := coins(l, max(int(e.N), 1))
		if l == RU {
			t.say(pieceSubj(e.By), "отнял у "+PieceNameIn(l, e.Piece, Gen)+" в поединке "+n)
			return
		}
		t.say(pieceSubj(e.By), "won "+n+" from "+PieceName(l, e.Piece)+" in the duel")
	}
}

// ability explains an action that needs an ability (engine.ErrAbility).
func (x explainer) ability() string {
	l := x.l
	switch {
	case x.a.Kind == engine.ActShoot:
		return text{"Only the sharpshooter shoots, from the island and instead of a move: %s cannot now.",
			"Стреляет только снайпер, с острова и вместо хода: %s сейчас не может."}.f(l, PieceName(l, x.a.Piece))
	case x.a.Kind == engine.ActScout:
		return text{"Only the scout looks at a tile beside it, once per island, in its own crew's turn: %s cannot now.",
			"Подсмотреть соседнюю клетку может только разведчик, раз за остров и в ход своей команды: %s сейчас не может."}.f(l, PieceName(l, x.a.Piece))
	case x.a.Drag == engine.DragTwoCoins:
		return pick(l, "Only the strongman drags two coins at once.", "Две монеты сразу тащит только силач.")
	}
	if l == RU {
		who := "этой фигуры"
		if x.a.Piece < engine.NumPieces {
			who = PieceNameIn(l, x.a.Piece, Gen)
		}
		return "У " + who + " нет нужной для этого способности."
	}
	return x.who() + " does not hold the ability that needs."
}
