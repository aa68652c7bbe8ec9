package narrate

import (
	"errors"

	"github.com/jackalbot/jackal/engine"
)

// notation is the short reminder of how actions are written, in a sentence.
var notation = text{
	"Write a move like W1 e5 (a step), W1 e5 +c (dragging a coin), W1 f6/2 (the next step on a spinner), ship h1, revive W2, give FRI or stay.",
	"Пишите ход так: W1 e5 (шаг), W1 e5 +c (с монетой), W1 f6/2 (следующий шаг на вертушке), ship h1, revive W2, give FRI или stay.",
}

// seaNotation is the reminder of Archipelago's notation, on a sea board.
var seaNotation = text{
	"Write a move like place c1 (put your boat in the water), boat f3 (sail), W1 e5 (a step), W1 e5 +c (dragging a coin), W1 f6/2 (the next step in a labyrinth), revive W2, bottle W2, give MIS or pass.",
	"Пишите ход так: place c1 (поставить лодку), boat f3 (проплыть), W1 e5 (шаг), W1 e5 +c (с монетой), W1 f6/2 (следующий шаг в лабиринте), revive W2, bottle W2, give MIS или pass.",
}

// explainer holds what Explain knows of a refused action.
type explainer struct {
	l Lang
	a engine.Action
	v *engine.View
}

// reasons are the refusals Explain knows, the precise reasons (wrapped
// under engine.ErrIllegal) before the general ones.
var reasons = []struct {
	err error
	say func(x explainer) string
}{
	{engine.ErrNotAdjacent, explainer.notAdjacent},
	{engine.ErrDragHidden, func(x explainer) string {
		return text{"%s cannot drag gold onto a face-down tile.", "%s не может тащить золото на закрытую клетку."}.f(x.l, x.who())
	}},
	{engine.ErrDragFortress, func(x explainer) string {
		return text{"%s cannot drag gold into a fort or the thicket.", "%s не может тащить золото в крепость или в чащу."}.f(x.l, x.who())
	}},
	{engine.ErrNoGold, explainer.noGold},
	{engine.ErrCannotDrag, func(x explainer) string {
		if x.a.Piece == engine.MIS {
			return pick(x.l, "The missionary drags nothing until he reads a message in a bottle.",
				"Миссионер не носит грузов, пока не получит бутылку с посланием.")
		}
		return text{"%s cannot drag gold.", "%s не может тащить золото."}.f(x.l, x.who())
	}},
	{engine.ErrCannotAttack, explainer.cannotAttack},
	{engine.ErrEnemyFortress, func(x explainer) string {
		return text{"Enemies hold the fort at %s: there is no way in.", "Крепость на %s занята врагами: туда не войти."}.f(x.l, CellName(x.l, x.a.To))
	}},
	{engine.ErrMissionary, func(x explainer) string {
		return pick(x.l, "The missionary's tile is closed to his enemies.", "На клетку миссионера его врагам хода нет.")
	}},
	{engine.ErrNoWater, func(x explainer) string {
		return pick(x.l, "Pirates do not jump into the sea, nor climb out of it onto land.",
			"Пираты не прыгают с берега в море и не выбираются из воды на сушу.")
	}},
	{engine.ErrNoBottle, func(x explainer) string {
		if x.v != nil && x.v.Turn < engine.NumCrews {
			return text{"The %s crew has no bottle.", "У %s нет бутылок."}.f(x.l, CrewNameIn(x.l, x.v.Turn, Gen))
		}
		return pick(x.l, "Your crew has no bottle.", "У вашей команды нет бутылок.")
	}},
	{engine.ErrBottleSmoke, func(x explainer) string {
		return pick(x.l, "In the smoke nobody may spend another crew's bottles.", "В дыму нельзя тратить бутылки чужой команды.")
	}},
	{engine.ErrBottleNeedless, func(x explainer) string {
		return pick(x.l, "No bottle is needed for that: drop the !b.", "Бутылка тут не нужна: уберите !b.")
	}},
	{engine.ErrShipEmpty, func(x explainer) string {
		return pick(x.l, "The ship sails only with one of its own crew aboard.",
			"Корабль плывёт, только если на борту есть кто-то из своей команды.")
	}},
	{engine.ErrShipSide, func(x explainer) string {
		return pick(x.l, "A ship moves one berth along its own side of the island.",
			"Корабль ходит на одну клетку вдоль своей стороны острова.")
	}},
	{engine.ErrRevive, explainer.revive},
	{engine.ErrGive, explainer.give},
	{engine.ErrSpinnerStep, explainer.spinner},
	{engine.ErrBankTaken, func(x explainer) string {
		return pick(x.l, "The bank holds one pirate at a time.", "В банке может быть только один пират.")
	}},
	{engine.ErrNoBoats, func(x explainer) string {
		return pick(x.l, "This game has ships along the island's sides: move one with ship h1.",
			"В этой игре корабли стоят у берегов острова: двигайте корабль так — ship h1.")
	}},
	{engine.ErrNoShips, func(x explainer) string {
		return pick(x.l, "This game has boats that sail the water: write boat f3.", "В этой игре лодки плавают по воде: пишите boat f3.")
	}},
	{engine.ErrPlace, func(x explainer) string {
		return pick(x.l, "A boat starts on the water beside a beach tile, touching no other boat.",
			"Лодку ставят на воду рядом с пляжем, так чтобы она не касалась других лодок.")
	}},
	{engine.ErrBoatEmpty, func(x explainer) string {
		return pick(x.l, "The boat sails only with one of its own pirates aboard.", "Лодка плывёт, только если на борту есть свой пират.")
	}},
	{engine.ErrBoatOccupied, func(x explainer) string {
		return text{"%s is taken: a boat or an enemy swimmer is already there.", "%s занята: там уже лодка или вражеский пловец."}.f(x.l, capFirst(CellName(x.l, x.a.To)))
	}},
	{engine.ErrBoatReach, explainer.boatReach},
	{engine.ErrBottleTime, func(x explainer) string {
		switch {
		case x.a.Kind == engine.ActBottle || x.a.Kind == engine.ActGive:
			// a sea board's bottle before the crew's action
			return pick(x.l, "Bottles are spent after your action: make your move first, then bottle W2.",
				"Бутылки тратят после своего действия: сначала сходите, потом bottle W2.")
		case x.v != nil && !x.v.Board.Boats():
			// classic: the action is made, a gift may follow (rules 4)
			return pick(x.l, "You have made your move: give a bottle now (give FRI, give MIS) or end your turn (pass).",
				"Вы уже сходили: передайте бутылку (give FRI, give MIS) или закончите ход (pass).")
		}
		return pick(x.l, "You have made your move: spend a bottle now (bottle W2, give MIS) or end your turn (pass).",
			"Вы уже сходили: потратьте бутылку (bottle W2, give MIS) или закончите ход (pass).")
	}},
	{engine.ErrAbility, explainer.ability},
	{engine.ErrSyntax, func(x explainer) string {
		return pick(x.l, "I did not understand that. ", "Не понял. ") + x.notation()
	}},
	{engine.ErrGameOver, func(x explainer) string { return pick(x.l, "The game is over.", "Игра уже окончена.") }},
	{engine.ErrNotYourTurn, explainer.notYourTurn},
	{engine.ErrNoSuchPiece, explainer.noSuchPiece},
	{engine.ErrCannotAct, explainer.cannotAct},
	{engine.ErrChoicePending, explainer.choicePending},
	{engine.ErrNoChoice, func(x explainer) string {
		return pick(x.l, "There is nothing to choose now: write a whole move, such as W1 e5.",
			"Сейчас нечего выбирать: напишите ход целиком, например W1 e5.")
	}},
	{engine.ErrIllegal, explainer.illegal},
	{engine.ErrBadOptions, func(x explainer) string {
		return pick(x.l, "Those options cannot make a game.", "С такими настройками игру не начать.")
	}},
	{engine.ErrBoard, func(x explainer) string {
		return pick(x.l, "That island cannot make a board.", "Из такого острова поле не собрать.")
	}},
	{engine.ErrCorrupt, func(x explainer) string {
		return pick(x.l, "The saved game is damaged and cannot be read.", "Сохранённая партия повреждена и не читается.")
	}},
}

// Explain is the player-facing reason why action a was refused with err (an
// error of engine.Apply, engine.Parse or engine.New), given the view of the
// game when it was refused (v may be nil: the text is then less precise).
// Every sentinel of the engine is explained; "" for a nil error.
func Explain(l Lang, err error, a engine.Action, v *engine.View) string {
	if err == nil {
		return ""
	}
	x := explainer{l: l, a: a, v: v}
	for _, r := range reasons {
		if errors.Is(err, r.err) {
			return r.say(x)
		}
	}
	return pick(l, "That cannot be done.", "Так нельзя.")
}

// notation is the reminder of the notation for the view's game: boats
// and bottles on a sea board (Archipelago), ships elsewhere.
func (x explainer) notation() string {
	if x.v != nil && x.v.Board.Boats() {
		return seaNotation.in(x.l)
	}
	return notation.in(x.l)
}

// boatReach says how far the acting crew's boat sails.
func (x explainer) boatReach() string {
	return text{"The boat cannot reach %s: it sails one step for each of its own pirates aboard (one more with the spyglass), around land.",
		"Лодке не доплыть до %s: она проходит по шагу за каждого своего пирата на борту (и ещё один с подзорной трубой), в обход суши."}.f(x.l, CellName(x.l, x.a.To))
}

// unplaced reports whether the crew to act has still to put its boat in
// the water (Archipelago's setup): none of its pirates is anywhere yet.
func (x explainer) unplaced() bool {
	if x.v == nil || !x.v.Board.Boats() || x.v.Turn >= engine.NumCrews {
		return false
	}
	for p := engine.PieceID(0); p < engine.NumPieces; p++ {
		if pc := x.v.Pieces[p]; pc.Status == engine.Alive && pc.Crew == x.v.Turn && pc.At.Valid() {
			return false
		}
	}
	return true
}

// who is the acting piece's name at the start of a sentence.
func (x explainer) who() string {
	if x.a.Piece >= engine.NumPieces {
		return pick(x.l, "This piece", "Эта фигура")
	}
	return capFirst(PieceName(x.l, x.a.Piece))
}

// piece is the acting piece as the view shows it.
func (x explainer) piece() (engine.Piece, bool) {
	if x.v == nil || x.a.Piece >= engine.NumPieces {
		return engine.Piece{}, false
	}
	return x.v.Pieces[x.a.Piece], true
}

func (x explainer) notAdjacent() string {
	l := x.l
	pc, ok := x.piece()
	if ok && pc.Status == engine.Alive && !x.v.Board.IsIsland(pc.At) && x.v.ShipAt(pc.At) != engine.NoCrew {
		return text{"From the ship, %s can only land on %s.", "С корабля %s может сойти только на %s."}.f(l, x.who(), CellName(l, x.v.Board.Front(pc.At)))
	}
	if ok && pc.Status == engine.Alive && pc.At.Valid() {
		return text{"%[1]s cannot reach %[3]s from %[2]s: one step at a time.", "%s не дойдёт с %s до %s: ходят на одну клетку."}.f(l,
			x.who(), CellName(l, pc.At), CellName(l, x.a.To))
	}
	return text{"%s cannot reach %s.", "%s не может дойти до %s."}.f(l, x.who(), CellName(l, x.a.To))
}

func (x explainer) noGold() string {
	l := x.l
	what := text{"There is no coin %sfor %s to drag.", "%sнет монеты, которую %s мог бы тащить."}
	if x.a.Drag == engine.DragGalleon {
		what = text{"There is no treasure %sfor %s to drag.", "%sнет сокровища, которое %s мог бы тащить."}
	}
	where := pick(l, "here ", "Здесь ")
	if pc, ok := x.piece(); ok && pc.Status == engine.Alive && x.v.Board.IsIsland(pc.At) {
		where = text{"at %s ", "На %s "}.f(l, CellName(l, pc.At))
	}
	return what.f(l, where, PieceName(l, x.a.Piece))
}

func (x explainer) cannotAttack() string {
	l := x.l
	preacher := x.v != nil && x.v.Pieces[engine.MIS].Flags&engine.Converted == 0
	switch {
	case x.a.Drag != engine.DragNone:
		return text{"%s cannot attack while dragging gold: leave it behind to fight.", "С золотом %s не может нападать: оставьте его, чтобы драться."}.f(l, x.who())
	case x.a.Piece == engine.FRI:
		return pick(l, "Friday never attacks anyone.", "Пятница ни на кого не нападает.")
	case x.a.Piece == engine.MIS && (x.v == nil || preacher):
		return pick(l, "The missionary never attacks anyone.", "Миссионер ни на кого не нападает.")
	}
	if pc, ok := x.piece(); ok && preacher {
		if m := x.v.Pieces[engine.MIS]; m.Status == engine.Alive && m.At == pc.At && x.v.ShipAt(pc.At) == engine.NoCrew {
			return text{"%s stands with the missionary and cannot attack.", "Рядом с миссионером %s не может нападать."}.f(l, x.who())
		}
	}
	return text{"%s cannot attack there.", "%s не может туда напасть."}.f(l, x.who())
}

func (x explainer) revive() string {
	l := x.l
	if x.a.Piece >= engine.NumPieces || !x.a.Piece.IsPirate() {
		return pick(l, "Only pirates come back to life.", "Воскресить можно только пиратов.")
	}
	if pc, ok := x.piece(); ok && pc.Status == engine.Alive {
		return text{"%s is alive.", "%s и так жив."}.f(l, x.who())
	}
	return text{"%s cannot come back now: it takes a pirate of yours on the native fort and fewer than three fighters.",
		"%s сейчас не воскресить: нужен ваш пират в крепости с аборигенкой и меньше трёх бойцов."}.f(l, x.who())
}

func (x explainer) give() string {
	l := x.l
	switch {
	case x.a.Piece != engine.FRI && x.a.Piece != engine.MIS:
		return pick(l, "Bottles are given only to Friday or the missionary.", "Бутылки дают только Пятнице или миссионеру.")
	case x.a.Piece == engine.MIS && x.v != nil && x.v.Pieces[engine.MIS].Flags&engine.Converted != 0:
		return pick(l, "The missionary is a pirate already.", "Миссионер уже стал пиратом.")
	}
	if pc, ok := x.piece(); ok && pc.Status != engine.Alive {
		return text{"%s is not on the island.", "%s нет на острове."}.f(l, capFirst(PieceNameIn(l, x.a.Piece, Gen)))
	}
	to := PieceNameIn(l, x.a.Piece, Dat)
	if l == RU {
		to = capFirst(to)
	}
	return text{"No bottle can go to %s now: a fighter of yours must stand on his tile or next to it.",
		"%s сейчас бутылку не передать: нужен ваш боец на его клетке или рядом."}.f(l, to)
}

func (x explainer) spinner() string {
	l := x.l
	if pc, ok := x.piece(); ok && pc.Status == engine.Alive && x.v.Board.IsIsland(pc.At) {
		k := x.v.Tiles[pc.At].Kind
		if k.IsSpinner() && pc.Step > 0 && int(pc.Step) < x.v.SpinnerSteps(x.a.Piece, k) {
			next := engine.Action{Kind: engine.ActMove, Piece: x.a.Piece, To: pc.At, Step: pc.Step + 1}
			return text{"%s crosses %s one step a turn: next is %s, or spend a bottle (!b) to leave at once.",
				"%s проходит %s по шагу за ход: дальше %s, или потратьте бутылку (!b), чтобы уйти сразу."}.f(l,
				x.who(), spinnerObject(l, k), next.String())
		}
	}
	return pick(l, "A spinner is crossed one step a turn; a bottle (!b) lets a piece leave at once.",
		"Вертушку проходят по шагу за ход; бутылка (!b) позволяет уйти сразу.")
}

// spinnerObject is a spinner named as an object: "the desert", "пустыню".
func spinnerObject(l Lang, k engine.Kind) string {
	if l == RU {
		return tileObject(l, k)
	}
	return "the " + TileName(l, k)
}

func (x explainer) notYourTurn() string {
	l := x.l
	if x.v == nil || x.v.Turn >= engine.NumCrews {
		return pick(l, "It is not your crew's turn.", "Сейчас не ваш ход.")
	}
	turn := x.v.Turn
	if pc, ok := x.piece(); ok && pc.Crew < engine.NumCrews && pc.Crew != turn {
		return text{"%s plays for %s, and it is %s's turn.", "%s играет за %s, а сейчас ход %s."}.f(l,
			x.who(), CrewNameIn(l, pc.Crew, Acc), CrewNameIn(l, turn, Gen))
	}
	if x.a.Kind == engine.ActRevive && x.a.Piece < engine.NumPieces && x.a.Piece.IsPirate() {
		return text{"%s is %s's pirate, and it is %s's turn.", "%s — пират %s, а сейчас ход %s."}.f(l,
			x.who(), CrewNameIn(l, x.a.Piece.PirateCrew(), Gen), CrewNameIn(l, turn, Gen))
	}
	return text{"It is %s's turn.", "Сейчас ход %s."}.f(l, CrewNameIn(l, turn, Gen))
}

func (x explainer) noSuchPiece() string {
	l := x.l
	if x.a.Piece >= engine.NumPieces {
		return pick(l, "There is no such piece.", "Такой фигуры нет.")
	}
	pc, ok := x.piece()
	if !ok {
		return text{"%s is not in play.", "%s нет в игре."}.f(l, capFirst(PieceNameIn(l, x.a.Piece, Gen)))
	}
	switch {
	case pc.Status == engine.Dead:
		return text{"%s is dead.", "%s погиб."}.f(l, x.who())
	case pc.Status == engine.Gone:
		return text{"%s has left the game.", "%s уже покинул игру."}.f(l, x.who())
	case pc.Status == engine.Absent && !x.a.Piece.IsPirate():
		return text{"%s has not been found yet.", "%s ещё не нашли."}.f(l, capFirst(PieceNameIn(l, x.a.Piece, Acc)))
	case pc.Status == engine.Absent:
		return text{"%s is not in this game.", "%s в этой игре не участвует."}.f(l, x.who())
	}
	return text{"%s cannot act now.", "%s сейчас не может ходить."}.f(l, x.who())
}

func (x explainer) cannotAct() string {
	l := x.l
	pc, ok := x.piece()
	switch {
	case ok && pc.IsHeld():
		return text{"%s is held in a trap: spend a bottle (!b) or wait for a friend.",
			"%s сидит в капкане: потратьте бутылку (!b) или ждите товарища."}.f(l, x.who())
	case ok && pc.IsLost():
		return text{"%s is lost in the cave until another cave is found.",
			"%s блуждает в пещере, пока не откроют другую пещеру."}.f(l, x.who())
	case ok && pc.IsDrunk():
		return text{"%s is sleeping off the rum and sits out this turn.",
			"%s отсыпается после рома и пропускает этот ход."}.f(l, x.who())
	}
	return text{"%s cannot act now.", "%s сейчас не может ходить."}.f(l, x.who())
}

// firstTexts say which choice to make before anything else, by How.
var firstTexts = map[engine.How]text{
	engine.ChooseArrow:       {"Choose the arrow first.", "Сначала выберите стрелку."},
	engine.ChooseHorse:       {"Choose where the horse lands first.", "Сначала выберите, куда прыгнуть конём."},
	engine.ChoosePlane:       {"Choose where to fly first, or stay.", "Сначала выберите, куда лететь, или stay — остаться."},
	engine.ChooseIceFlight:   {"Choose where to fly on first.", "Сначала выберите, куда лететь дальше."},
	engine.ChooseCave:        {"Choose the cave to come out of first.", "Сначала выберите, из какой пещеры выйти."},
	engine.ChooseLighthouse:  {"Choose a face-down tile to peek at first.", "Сначала выберите закрытую клетку, чтобы подсмотреть."},
	engine.ChooseEarthquake:  {"Choose the tiles the earthquake swaps first.", "Сначала выберите клетки, которые поменяет землетрясение."},
	engine.ChooseEarthquake2: {"Choose the second tile the earthquake swaps first.", "Сначала выберите вторую клетку для землетрясения."},
	engine.ChooseQuakeArrow:  {"Choose which way the arrow the earthquake moved points first.", "Сначала выберите, куда смотрит стрелка, сдвинутая землетрясением."},
}

func (x explainer) choicePending() string {
	if x.v != nil && x.v.Pending != nil {
		if t, ok := firstTexts[x.v.Pending.Choose]; ok {
			return t.in(x.l)
		}
	}
	return pick(x.l, "Finish the move under way first.", "Сначала закончите начатый ход.")
}

func (x explainer) illegal() string {
	l := x.l
	if x.unplaced() && x.a.Kind != engine.ActPlace {
		return pick(l, "First put your boat in the water beside a beach tile: place c1.",
			"Сначала поставьте лодку на воду рядом с пляжем: place c1.")
	}
	switch x.a.Kind {
	case engine.ActMove:
		return text{"%s cannot go to %s.", "%s не может пойти на %s."}.f(l, x.who(), CellName(l, x.a.To))
	case engine.ActChoose:
		return text{"%s is not one of the choices.", "%s — не из предложенных вариантов."}.f(l, CellName(l, x.a.To))
	case engine.ActStay:
		return pick(l, "You cannot stay now.", "Остаться сейчас нельзя.")
	case engine.ActPass:
		return pick(l, "You cannot pass while you have a move.", "Пропускать ход нельзя, пока есть куда ходить.")
	case engine.ActShip:
		return text{"The ship cannot go to %s.", "Корабль не может пойти на %s."}.f(l, CellName(l, x.a.To))
	case engine.ActRevive:
		return x.revive()
	case engine.ActGive:
		return x.give()
	}
	return pick(l, "That move is not allowed.", "Такой ход невозможен.")
}
