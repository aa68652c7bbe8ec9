package narrate

import "github.com/jackalbot/jackal/engine"

// Event tells one event as a whole sentence, with the cells it happened on:
// "W1 rode an arrow from e5 to e6.", "W1 пошёл по стрелке с e5 на e6.".
// Only engine.EvNone is silent (""). The sentence tells everything the event
// holds, a lighthouse sight included: send a private event (e.Private) only
// to its crew. With no view of the game it is told in classic Jackal's
// words; EventAfter reads it against the view.
func Event(l Lang, e engine.Event) string { return EventAfter(l, e, nil) }

// EventAfter is Event with the view of the game after the event, if the
// caller has it (v may be nil), as DescribeAfter reads it: on
// Archipelago's sea board the ship is the crew's boat ("лодка белых
// переплыла"), a trap a pit, the ogre the cannibal; an impossible move
// says why, as far as the event and the view tell.
func EventAfter(l Lang, e engine.Event, v *engine.View) string {
	t := teller{l: l, v: v, evs: []engine.Event{e}}
	s := t.eventText(e)
	if s == "" {
		return ""
	}
	return sentence(s)
}

// alone is e told as a sentence of its own, read against t's view.
func (t *teller) alone(e engine.Event) string {
	one := teller{l: t.l, v: t.v, evs: []engine.Event{e}}
	return one.eventText(e)
}

// eventText is the sentence of e, alone in t.evs, read against t.v.
func (t *teller) eventText(e engine.Event) string {
	l := t.l
	p := PieceName(l, e.Piece)
	at := CellName(l, e.To)
	switch e.Type {
	case engine.EvMoved:
		return t.movedText(e)
	case engine.EvRevealed:
		if e.Piece < engine.NumPieces {
			return text{"%s revealed %s: %s", "%s открыл %s: %s"}.f(l, p, at, t.sight(e.Kind, e.Rot))
		}
		return text{"%s is revealed: %s", "открыта клетка %s: %s"}.f(l, at, t.sight(e.Kind, e.Rot))
	case engine.EvPeeked:
		if e.N == int8(engine.Scout) && e.Piece < engine.NumPieces {
			return text{"scouting, %s sees %s: %s", "разведчик %s видит %s: %s"}.f(l, p, at, t.sight(e.Kind, e.Rot))
		}
		if e.Piece < engine.NumPieces {
			return text{"from the lighthouse, %s sees %s: %s", "с маяка %s видит %s: %s"}.f(l, p, at, t.sight(e.Kind, e.Rot))
		}
		return text{"the lighthouse shows %s: %s", "маяк показывает %s: %s"}.f(l, at, t.sight(e.Kind, e.Rot))
	case engine.EvSwapped:
		return text{"the earthquake swapped %s and %s", "землетрясение поменяло местами %s и %s"}.f(l, CellName(l, e.From), at)
	case engine.EvGoldFound:
		if e.Gold == engine.DragGalleon {
			return text{"the galleon's treasure lies at %s!", "на %s лежит сокровище галеона!"}.f(l, at)
		}
		return text{"a chest at %s: %s!", "клад на %s: %s!"}.f(l, at, coinsNom(l, int(e.N)))
	case engine.EvGoldBanked:
		return t.bankedText(e)
	case engine.EvGoldSunk:
		switch e.Gold {
		case engine.DragGalleon:
			return text{"the galleon's treasure sank at %s", "сокровище галеона утонуло (%s)"}.f(l, at)
		case engine.DragTwoCoins:
			return text{"two coins sank at %s", "две монеты утонули (%s)"}.f(l, at)
		}
		return text{"a coin sank at %s", "монета утонула (%s)"}.f(l, at)
	case engine.EvGoldEaten:
		if e.Gold == engine.DragGalleon {
			return t.seaText(text{"the ogre at %s ate the galleon's treasure", "людоед на %s съел сокровище галеона"},
				text{"the cannibal at %s ate the galleon's treasure", "людоед на %s съел сокровище галеона"}).f(l, at)
		}
		return t.seaText(text{"the ogre at %s ate %s", "людоед на %s съел %s"},
			text{"the cannibal at %s ate %s", "людоед на %s съел %s"}).f(l, at, goldObject(l, e.Gold))
	case engine.EvGoldReturned:
		return t.goldFate(e)
	case engine.EvBeaten:
		if e.By < engine.NumPieces {
			return text{"%s sent %s from %s back aboard", "%s отправил %s с %s обратно на борт"}.f(l, PieceName(l, e.By), PieceNameIn(l, e.Piece, Acc), CellName(l, e.From))
		}
		return text{"%s was beaten at %s and went back aboard", "%s побит на %s и вернулся на борт"}.f(l, p, CellName(l, e.From))
	case engine.EvKilled:
		return t.killedText(e)
	case engine.EvHeld:
		return t.seaText(text{"%s fell into a trap at %s", "%s угодил в капкан на %s"},
			text{"%s fell into a pit at %s", "%s угодил в яму на %s"}).f(l, p, at)
	case engine.EvFreed:
		if e.By == e.Piece { // a bottle freed him: nobody pulled him out
			return t.seaText(text{"%s got out of the trap at %s", "%s выбрался из капкана на %s"},
				text{"%s got out of the pit at %s", "%s выбрался из ямы на %s"}).f(l, p, at)
		}
		return t.seaText(text{"%s freed %s from the trap at %s", "%s вытащил %s из капкана на %s"},
			text{"%s freed %s from the pit at %s", "%s вытащил %s из ямы на %s"}).f(l, PieceName(l, e.By), PieceNameIn(l, e.Piece, Acc), at)
	case engine.EvLost:
		return text{"%s got lost in the cave at %s", "%s заблудился в пещере на %s"}.f(l, p, at)
	case engine.EvFound:
		return text{"%s found the way out of the caves at %s", "%s нашёл выход из пещеры на %s"}.f(l, p, at)
	case engine.EvDrunk:
		return t.seaText(text{"%s found a barrel of rum at %s and will sit out a turn", "%s нашёл бочонок рома на %s и пропустит ход"},
			text{"%s found a barrel at %s and will sit out a turn", "%s нашёл бочку на %s и пропустит ход"}).f(l, p, at)
	case engine.EvBottles:
		if e.Piece < engine.NumPieces {
			return text{"%s found %s", "%s нашёл %s"}.f(l, p, bottles(l, int(e.N)))
		}
		return text{"%s found %s", "%s нашли %s"}.f(l, CrewName(l, e.Crew), bottles(l, int(e.N)))
	case engine.EvBottleSpent:
		switch {
		case e.Crew < engine.NumCrews && e.Piece < engine.NumPieces:
			return text{"%s spent a bottle on %s", "%s потратили бутылку на %s"}.f(l, CrewName(l, e.Crew), PieceNameIn(l, e.Piece, Acc))
		case e.Piece < engine.NumPieces:
			return text{"a bottle was spent on %s", "на %s потрачена бутылка"}.f(l, PieceNameIn(l, e.Piece, Acc))
		}
		return text{"%s spent a bottle", "%s потратили бутылку"}.f(l, CrewName(l, e.Crew))
	case engine.EvJoined:
		return text{"%s joined the %s crew at %s", "%s присоединился к %s на %s"}.f(l, p, CrewNameIn(l, e.Crew, Dat), at)
	case engine.EvChangedCrew:
		return text{"%s won %s over: he plays for %s now", "%s переманил %s: теперь он играет за %s"}.f(l, PieceName(l, e.By), PieceNameIn(l, e.Piece, Acc), CrewNameIn(l, e.Crew, Acc))
	case engine.EvConverted:
		return text{"%s took up a cutlass: he is a pirate of the %s crew now", "%s взялся за тесак: теперь он пират в команде %s"}.f(l, p, CrewNameIn(l, e.Crew, Gen))
	case engine.EvLeft:
		return leftText(l, e)
	case engine.EvSmoke:
		return text{"%s set the bush at %s on fire: %s", "%s поджёг заросли на %s: %s"}.f(l, p, at, smokeEffect.in(l))
	case engine.EvCaramba:
		return text{"%s, at %s, %s", "%s на %s %s"}.f(l, p, at, caramba(l, e))
	case engine.EvShipMoved:
		return t.sailedText(e)
	case engine.EvRevived:
		return t.seaText(text{"%s came back to life at the native fort (%s)", "%s воскрес в крепости с аборигенкой (%s)"},
			text{"%s came back to life at the shrine (%s)", "%s воскрес в святилище (%s)"}).f(l, p, at)
	case engine.EvPassed:
		return passedText(l, e.Crew)
	case engine.EvChoice:
		if e.How == engine.ChooseQuakeArrow { // At is the arrow, not the piece's tile
			return text{"%s may turn the arrow the earthquake moved to %s", "%s может повернуть стрелку, которую землетрясение перенесло на %s"}.f(l, p, at)
		}
		return text{"%s, at %s, %s", "%s на %s %s"}.f(l, p, at, choicePredOn(l, e.How, t.openKind(e.To)))
	case engine.EvPlaneSpent:
		return text{"the plane at %s will fly no more", "самолёт на %s больше не взлетит"}.f(l, at)
	case engine.EvGameOver:
		return gameOverText(l, int(e.N))
	case engine.EvRolled, engine.EvShot, engine.EvBearWoke, engine.EvBearMoved, engine.EvMauled, engine.EvTurned:
		return archipelagoText(l, e)
	case engine.EvAbility, engine.EvSharpshot, engine.EvScouted, engine.EvDuel:
		return abilityText(l, e)
	}
	return ""
}

// smokeEffect is what the smoke does to the turns.
var smokeEffect = text{
	"from the next turn, for one round, each crew is played by the next player",
	"со следующего хода целый круг за каждую команду ходит следующий игрок",
}

// coinsNom counts coins in the nominative: "три монеты", "одна монета".
func coinsNom(l Lang, n int) string {
	if l == RU && n == 1 {
		return "одна монета"
	}
	return coins(l, n)
}

// movedText tells one move with its cells.
func (t *teller) movedText(e engine.Event) string {
	l := t.l
	p, from, to := PieceName(l, e.Piece), CellName(l, e.From), CellName(l, e.To)
	var s string
	switch e.How {
	case engine.HowStep:
		s = text{"%s went from %s to %s", "%s перешёл с %s на %s"}.f(l, p, from, to)
	case engine.HowDisembark:
		s = text{"%s landed on %s", "%s высадился на %s"}.f(l, p, to)
	case engine.HowSwim:
		s = text{"%s swam from %s to %s", "%s проплыл с %s на %s"}.f(l, p, from, to)
	case engine.HowBoard:
		s = text{"%s went aboard at %s", "%s поднялся на борт (%s)"}.f(l, p, to)
	case engine.HowAdvance:
		s = text{"%s moved on to step %d at %s", "%s перешёл на %d-й шаг клетки %s"}.f(l, p, e.N, to)
	case engine.HowArrow:
		s = text{"%s rode an arrow from %s to %s", "%s пошёл по стрелке с %s на %s"}.f(l, p, from, to)
	case engine.HowHorse:
		s = text{"%s leapt like a knight from %s to %s", "%s прыгнул конём с %s на %s"}.f(l, p, from, to)
	case engine.HowIce:
		s = text{"%s slid across the ice from %s to %s", "%s проскользил по льду с %s на %s"}.f(l, p, from, to)
	case engine.HowCrocodile:
		s = text{"%s fled a crocodile at %s back to %s", "%s удрал от крокодила с %s обратно на %s"}.f(l, p, from, to)
	case engine.HowCannon:
		s = text{"%s was fired from the cannon at %s to %s", "%s вылетел из пушки (%s) на %s"}.f(l, p, from, to)
	case engine.HowBalloon:
		s = t.seaText(text{"%s flew from %s back to the ship by balloon", "%s улетел с %s на воздушном шаре к кораблю"},
			text{"%s flew from %s back to the boat by balloon", "%s улетел с %s на воздушном шаре к лодке"}).f(l, p, from)
	case engine.HowFlight:
		s = text{"%s flew the plane from %s to %s", "%s долетел на самолёте с %s до %s"}.f(l, p, from, to)
	case engine.HowCave:
		s = text{"%s went through the caves from %s to %s", "%s прошёл пещерами с %s на %s"}.f(l, p, from, to)
	case engine.HowTrampoline:
		s = text{"%s bounced off the trampoline at %s to %s", "%s прыгнул с батута (%s) на %s"}.f(l, p, from, to)
	default:
		s = text{"%s moved from %s to %s", "%s переместился с %s на %s"}.f(l, p, from, to)
	}
	return s + goldWith(l, e.Gold)
}

// killedText tells a death with its cause; an impossible move's reason is
// the teller's, as the event and the view tell it.
func (t *teller) killedText(e engine.Event) string {
	l := t.l
	p, at := PieceName(l, e.Piece), CellName(l, e.To)
	switch e.How {
	case engine.HowEnemyShip:
		return t.seaText(text{"%s died at an enemy ship (%s)", "%s погиб у вражеского корабля (%s)"},
			text{"%s died at an enemy boat (%s)", "%s погиб у вражеской лодки (%s)"}).f(l, p, at)
	case engine.HowAtSea:
		return text{"%s was killed in the water at %s", "%s погиб в воде (%s)"}.f(l, p, at)
	case engine.HowOgre:
		return t.seaText(text{"the ogre ate %s at %s", "людоед съел %s на %s"},
			text{"the cannibal ate %s at %s", "людоед съел %s на %s"}).f(l, PieceNameIn(l, e.Piece, Acc), at)
	case engine.HowLoop:
		return text{"%s went round in circles at %s and died", "%s попал в замкнутый круг на %s и погиб"}.f(l, p, at)
	case engine.HowImpossible:
		return p + " " + t.impossible(e)
	}
	return text{"%s died at %s", "%s погиб на %s"}.f(l, p, at)
}

// bankedText tells gold brought aboard: to the bank in a solo puzzle, into
// the crew's boat on a sea board.
func (t *teller) bankedText(e engine.Event) string {
	l := t.l
	p, what, whose := PieceName(l, e.Piece), goldObject(l, e.Gold), CrewNameIn(l, e.Crew, Gen)
	switch {
	case t.v != nil && t.v.Solo.On:
		return text{"%s brought %s to the bank", "%s доставил %s в банк"}.f(l, p, what)
	case t.sea():
		return text{"%s brought %s aboard %s's boat", "%s доставил %s в лодку %s"}.f(l, p, what, whose)
	}
	return text{"%s brought %s aboard %s's ship", "%s доставил %s на корабль %s"}.f(l, p, what, whose)
}

// sailedText tells a crew's ship, or boat on a sea board, moved or put in
// the water (Archipelago's setup), the Russian verb agreeing with лодка.
func (t *teller) sailedText(e engine.Event) string {
	l := t.l
	who := t.vessel(e.Crew)
	if e.From == engine.NoCell {
		return who.name(l) + " " + who.verb(text{"was put in the water at %s", "спущен на воду у %s"},
			text{"was put in the water at %s", "спущена на воду у %s"}).f(l, CellName(l, e.To))
	}
	return who.name(l) + " " + who.verb(text{"sailed from %s to %s", "перешёл с %s на %s"},
		text{"sailed from %s to %s", "переплыла с %s на %s"}).f(l, CellName(l, e.From), CellName(l, e.To))
}

// leftText tells a character leaving the game.
func leftText(l Lang, e engine.Event) string {
	p := PieceName(l, e.Piece)
	switch e.How {
	case engine.HowBottle:
		return text{"%s read the message and left the game", "%s прочитал послание и покинул игру"}.f(l, p)
	case engine.HowMet:
		other := engine.MIS
		if e.Piece == engine.MIS {
			other = engine.FRI
		}
		return text{"%s met %s, and they left the game together", "%s встретил %s, и они вместе покинули игру"}.f(l, p, PieceNameIn(l, other, Acc))
	}
	return text{"%s left the game", "%s покинул игру"}.f(l, p)
}

// passedText tells a crew's pass.
func passedText(l Lang, c engine.Crew) string {
	return text{"%s has no move and passes", "%s некуда ходить: пропуск хода"}.f(l, CrewNameIn(l, c, Dat))
}

// gameOverText tells how the game ended (EvGameOver's N).
func gameOverText(l Lang, how int) string {
	switch how {
	case engine.EndAllFound:
		return pick(l, "game over: the island is open and its gold is gone", "игра окончена: остров открыт, и золота на нём не осталось")
	case engine.EndAgreed:
		return pick(l, "game over: the players agreed to end it", "игра окончена: игроки договорились её закончить")
	case engine.EndStalled:
		return pick(l, "game over: nothing was found or moved for too long", "игра окончена: слишком долго ничего не находили и не носили")
	case engine.EndStuck:
		return pick(l, "game over: no crew can move any more", "игра окончена: больше никто не может ходить")
	case engine.EndResigned:
		return pick(l, "game over: a side resigned", "игра окончена: одна сторона сдалась")
	}
	return pick(l, "game over", "игра окончена")
}
