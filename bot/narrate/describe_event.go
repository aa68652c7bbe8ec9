package narrate

import "github.com/jackalbot/jackal/engine"

// event tells one event that is not part of a move chain.
func (t *teller) event(i int, e engine.Event) {
	l := t.l
	who := pieceSubj(e.Piece)
	switch e.Type {
	case engine.EvNone:
	case engine.EvRevealed:
		if e.Piece < engine.NumPieces {
			t.say(who, text{"revealed %s: %s", "открыл %s: %s"}.f(l, CellName(l, e.To), t.sight(e.Kind, e.Rot)))
			return
		}
		t.clause(t.alone(e))
	case engine.EvPeeked:
		// Public: the sight itself is private to the lighthouse's crew.
		if e.N == int8(engine.Scout) {
			return // the scout's look (EvScouted) tells it
		}
		if e.Piece < engine.NumPieces {
			t.say(who, text{"peeked at %s", "подсмотрел клетку %s"}.f(l, CellName(l, e.To)))
			return
		}
		t.clause(text{"the lighthouse showed %s", "маяк показал клетку %s"}.f(l, CellName(l, e.To)))
	case engine.EvGoldFound:
		if t.last < engine.NumPieces {
			t.say(pieceSubj(t.last), coinsFound(l, e))
			return
		}
		t.clause(t.alone(e))
	case engine.EvGoldBanked:
		t.banked(e)
	case engine.EvGoldSunk, engine.EvGoldEaten, engine.EvGoldReturned:
		t.tail(t.goldFate(e))
	case engine.EvBeaten:
		t.beaten(e)
	case engine.EvKilled:
		t.killed(e)
	case engine.EvHeld:
		t.say(who, t.seaText(text{"fell into a trap", "угодил в капкан"}, text{"fell into a pit", "угодил в яму"}).in(l))
	case engine.EvFreed:
		if e.By == e.Piece {
			if i > 0 && t.evs[i-1].Type == engine.EvBottleSpent && t.evs[i-1].Piece == e.Piece {
				return // "Yellow used a bottle: Y1 is out of the pit" told it
			}
			t.say(who, t.seaText(text{"got out of the trap", "выбрался из капкана"}, text{"got out of the pit", "выбрался из ямы"}).in(l))
			return
		}
		t.say(pieceSubj(e.By), t.seaText(text{"freed %s from the trap", "вытащил %s из капкана"},
			text{"freed %s from the pit", "вытащил %s из ямы"}).f(l, PieceNameIn(l, e.Piece, Acc)))
	case engine.EvLost:
		t.say(who, pick(l, "got lost in the cave", "заблудился в пещере"))
	case engine.EvFound:
		t.foundWay(i, e)
	case engine.EvDrunk:
		t.sayAnd(who, t.seaText(text{"found a barrel of rum and will sit out a turn", "нашёл бочонок рома и пропустит ход"},
			text{"found a barrel and will sit out a turn", "нашёл бочку и пропустит ход"}).in(l))
	case engine.EvBottles:
		if e.Piece < engine.NumPieces {
			t.say(who, text{"found %s", "нашёл %s"}.f(l, bottles(l, int(e.N))))
			return
		}
		t.say(crewSubj(e.Crew), text{"found %s", "нашли %s"}.f(l, bottles(l, int(e.N))))
	case engine.EvBottleSpent:
		t.bottleSpent(i, e)
	case engine.EvJoined:
		met := text{"met %s, who joined the crew", "встретил %s, который присоединился к команде"}.f(l, PieceNameIn(l, e.Piece, Acc))
		if e.By < engine.NumPieces {
			p := t.say(pieceSubj(e.By), met)
			p.joined = e.Piece
			return
		}
		t.clause(t.alone(e))
	case engine.EvChangedCrew:
		t.say(pieceSubj(e.By), text{"won %s over", "переманил %s на свою сторону"}.f(l, PieceNameIn(l, e.Piece, Acc)))
	case engine.EvConverted:
		// "…: he is a pirate now" ends the sentence: a move after it is
		// told in one of its own, not as "…now, went from h9 to i10"
		t.sayAnd(who, converted(l, e.Crew)).closed = true
	case engine.EvLeft:
		t.left(e)
	case engine.EvSmoke:
		t.say(who, text{"set the bush on fire: %s", "поджёг заросли: %s"}.f(l, smokeEffect.in(l)))
	case engine.EvCaramba:
		t.sayAnd(who, caramba(l, e))
	case engine.EvShipMoved:
		switch {
		case e.From == engine.NoCell: // Archipelago's setup: the boat is placed
			t.say(t.vessel(e.Crew), text{"was put in the water at %s", "спущена на воду у %s"}.f(l, CellName(l, e.To)))
		case t.sea():
			t.say(t.vessel(e.Crew), text{"sailed from %s to %s", "переплыла с %s на %s"}.f(l, CellName(l, e.From), CellName(l, e.To)))
		default:
			t.say(shipSubj(e.Crew), text{"sailed from %s to %s", "перешёл с %s на %s"}.f(l, CellName(l, e.From), CellName(l, e.To)))
		}
	case engine.EvRevived:
		t.say(who, t.seaText(text{"came back to life at the native fort", "воскрес в крепости с аборигенкой"},
			text{"came back to life at the shrine", "воскрес в святилище"}).in(l))
	case engine.EvChoice:
		if e.How == engine.ChooseLighthouse && t.climbedBefore(i) {
			return // another look from the same climb: said once
		}
		if e.How == engine.ChooseQuakeArrow { // At is the arrow, not the piece's tile
			if t.turnedAfter(i) {
				return // "turned the arrow at b5" tells it
			}
			t.say(who, text{"may turn the arrow now at %s", "может повернуть стрелку, теперь лежащую на %s"}.f(l, CellName(l, e.To)))
			return
		}
		if e.How == engine.ChooseEarthquake || e.How == engine.ChooseEarthquake2 {
			if sw, ok := t.swapAfter(i); ok {
				// both tiles were chosen in this telling: say what the
				// earthquake did, not what was still to choose
				if e.How == engine.ChooseEarthquake {
					t.say(who, text{"set off an earthquake that swapped %s and %s", "вызвал землетрясение, поменявшее местами %s и %s"}.f(l,
						CellName(l, sw.From), CellName(l, sw.To)))
				}
				return
			}
		}
		t.say(who, choicePredOn(l, e.How, t.openKind(e.To)))
	case engine.EvTurned:
		t.say(who, text{"turned the arrow at %s: %s", "повернул стрелку на %s: %s"}.f(l, CellName(l, e.To), t.sight(e.Kind, e.Rot)))
	case engine.EvPlaneSpent:
		if i+1 < len(t.evs) && t.evs[i+1].Type == engine.EvMoved && t.evs[i+1].How == engine.HowFlight {
			return // the flight tells it
		}
		t.clause(t.alone(e))
	case engine.EvPassed:
		t.passed(e.Crew)
	case engine.EvBearWoke, engine.EvBearMoved, engine.EvMauled:
		t.bear(i, e)
	case engine.EvAbility, engine.EvSharpshot, engine.EvScouted, engine.EvDuel:
		t.abilityEvent(e)
	case engine.EvSwapped:
		if t.quakeBefore(i) {
			return // "set off an earthquake that swapped …" told it
		}
		t.clause(t.alone(e))
	default: // EvGameOver
		t.clause(t.alone(e))
	}
}

// banked tells gold brought aboard.
func (t *teller) banked(e engine.Event) {
	l := t.l
	n := len(t.parts)
	named := n > 0 && t.parts[n-1].goldNamed && t.parts[n-1].who == pieceSubj(e.Piece)
	own := t.crewOf[e.Piece] == engine.NoCrew || t.crewOf[e.Piece] == e.Crew
	if named && t.lastHow() == engine.HowBoard {
		if !own { // "carried a coin aboard at m8" becomes "… aboard red's ship at m8"
			last := &t.parts[n-1].preds[len(t.parts[n-1].preds)-1]
			last.s = t.seaText(text{"carried %s aboard %s's ship at %s", "доставил %s на корабль %s (%s)"},
				text{"carried %s aboard %s's boat at %s", "доставил %s в лодку %s (%s)"}).f(l,
				goldObject(l, e.Gold), CrewNameIn(l, e.Crew, Gen), CellName(l, e.To))
		}
		return // "carried a coin aboard at g1" told it
	}
	what := goldObject(l, e.Gold)
	if named {
		what = goldIt(l, e.Gold)
	}
	pr := text{"brought %s aboard", "доставил %s на корабль"}.f(l, what)
	switch {
	case t.v != nil && t.v.Solo.On: // a solo puzzle: every coin goes to the bank
		pr = text{"brought %s to the bank", "доставил %s в банк"}.f(l, what)
	case own && named && t.lastHow() == engine.HowBalloon:
		// "flew back to the boat by balloon", «улетел на воздушном шаре
		// к кораблю» has named the boat or ship
		pr = text{"brought %s aboard", "доставил %s на борт"}.f(l, what)
	case t.sea() && own:
		pr = text{"brought %s aboard the boat", "доставил %s в лодку"}.f(l, what)
	case t.sea():
		pr = text{"brought %s aboard %s's boat", "доставил %s в лодку %s"}.f(l, what, CrewNameIn(l, e.Crew, Gen))
	case !own:
		pr = text{"brought %s aboard %s's ship", "доставил %s на корабль %s"}.f(l, what, CrewNameIn(l, e.Crew, Gen))
	}
	if e.Gold == engine.DragGalleon {
		pr += "!"
	}
	t.say(pieceSubj(e.Piece), pr)
}

// lastHow is how the last move chain told ended.
func (t *teller) lastHow() engine.How {
	if n := len(t.run.segs); n > 0 {
		return t.run.segs[n-1].how
	}
	return engine.HowNone
}

// lastEnd is the cell where the last move chain told ended.
func (t *teller) lastEnd() engine.Cell {
	if n := len(t.run.segs); n > 0 {
		return t.run.segs[n-1].to
	}
	return engine.NoCell
}

// beaten tells an enemy sent back aboard, merging the victims of one blow.
func (t *teller) beaten(e engine.Event) {
	l := t.l
	if e.By >= engine.NumPieces {
		t.clause(t.alone(e))
		return
	}
	victims := []engine.PieceID{e.Piece}
	if n := len(t.parts); n > 0 {
		if p := &t.parts[n-1]; p.full == "" && p.who == pieceSubj(e.By) && p.beatBy == e.By && len(p.beaten) > 0 {
			victims = append(p.beaten, e.Piece)
			p.preds = p.preds[:len(p.preds)-1]
		}
	}
	names := make([]string, len(victims))
	for i, v := range victims {
		names[i] = PieceNameIn(l, v, Acc)
	}
	p := t.say(pieceSubj(e.By), text{"sent %s back aboard", "отправил %s обратно на борт"}.f(l, joinAnd(l, names)))
	p.beatBy, p.beaten = e.By, victims
}

// openKind is the kind of the face-up tile at c in the view, Hidden when
// there is no view or the tile is face down.
func (t *teller) openKind(c engine.Cell) engine.Kind {
	if t.v == nil || c >= engine.NumCells || !t.v.Tiles[c].Open {
		return engine.Hidden
	}
	return t.v.Tiles[c].Kind
}

// killedThere tells a swimmer killed in the water by who, the mover who
// landed there, merging the victims of one landing: "killed B1 and B2
// there", not "killed B1 there and killed B2 there".
func (t *teller) killedThere(who subject, victim engine.PieceID) {
	l := t.l
	victims := []engine.PieceID{victim}
	if n := len(t.parts); n > 0 {
		if p := &t.parts[n-1]; p.full == "" && p.who == who && len(p.drowned) > 0 {
			victims = append(p.drowned, victim)
			p.preds = p.preds[:len(p.preds)-1]
		}
	}
	names := make([]string, len(victims))
	for i, v := range victims {
		names[i] = PieceNameIn(l, v, Acc)
	}
	p := t.say(who, text{"killed %s there", "убил там %s"}.f(l, joinAnd(l, names)))
	p.drowned = victims
}

// killed tells a death: the mover's own, or a swimmer's run down by a ship.
func (t *teller) killed(e engine.Event) {
	l := t.l
	if who, ok := t.lastWho(); ok && e.How == engine.HowAtSea {
		switch {
		case who.kind == subjShip || who.kind == subjBoat:
			t.say(who, who.verb(text{"ran down %s", "утопил %s"}, text{"ran down %s", "утопила %s"}).f(l, PieceNameIn(l, e.Piece, Acc)))
			return
		case who.kind == subjPiece && who.piece == t.last && who.piece != e.Piece && !boardOf(t.v).IsIsland(t.lastEnd()):
			t.killedThere(who, e.Piece)
			return
		}
	}
	var pr string
	switch e.How {
	case engine.HowEnemyShip:
		pr = t.seaText(text{"died at the enemy ship", "погиб у вражеского корабля"}, text{"died at the enemy boat", "погиб у вражеской лодки"}).in(l)
		if t.shipTold {
			pr = pick(l, "died", "погиб")
			t.shipTold = false
		}
	case engine.HowAtSea:
		pr = pick(l, "was killed in the water", "погиб в воде")
	case engine.HowOgre:
		pr = t.seaText(text{"was eaten by the ogre", "угодил на обед людоеду"}, text{"was eaten by the cannibal", "угодил на обед людоеду"}).in(l)
	case engine.HowLoop:
		pr = pick(l, "went round in circles and died", "попал в замкнутый круг и погиб")
	case engine.HowImpossible:
		pr = t.impossible(e)
	default:
		pr = pick(l, "died", "погиб")
	}
	t.sayPred(pieceSubj(e.Piece), pred{s: pr, and: e.How == engine.HowLoop})
}

// bottleSpent tells a bottle used: by a piece to leave a trap or a
// spinner, or given to Friday or the missionary; on Archipelago's sea
// board spent by the crew after its action, to free its pirate from a pit
// or let him leave a labyrinth ("Yellow used a bottle: Y1 is out of the
// pit"). A bottle Friday or the missionary found and read himself is told
// by what it does to him.
func (t *teller) bottleSpent(i int, e engine.Event) {
	l := t.l
	next := i + 1
	for next < len(t.evs) && t.evs[next].Type == engine.EvConverted && t.evs[next].Piece == e.Piece {
		next++ // the missionary drinks it on his way: the move comes after
	}
	escape := next < len(t.evs) && t.evs[next].Type == engine.EvMoved && t.evs[next].Piece == e.Piece
	switch {
	case t.bottledStep(i + 1):
		// Archipelago's crew spends a bottle on its pirate in a
		// labyrinth: the pirate is put on the last step, to leave on its
		// next move (ARCHIPELAGO.md §5).
		t.clause(text{"%s used a bottle: %s can leave the labyrinth at %s on its next move",
			"%s потратили бутылку: %s может следующим ходом выйти из лабиринта на %s"}.f(l, CrewName(l, e.Crew), PieceName(l, e.Piece), CellName(l, t.evs[i+1].To)))
	case i+1 < len(t.evs) && t.evs[i+1].Type == engine.EvFreed && t.evs[i+1].Piece == e.Piece && t.evs[i+1].By == e.Piece:
		// Archipelago's crew spends a bottle on its pirate in a pit: the
		// crew acts, the pirate is freed (not "Y1 freed Y1").
		t.clause(t.seaText(text{"%s used a bottle: %s is out of the trap", "%s потратили бутылку: %s выбрался из капкана"},
			text{"%s used a bottle: %s is out of the pit", "%s потратили бутылку: %s выбрался из ямы"}).f(l, CrewName(l, e.Crew), PieceName(l, e.Piece)))
	case (e.Piece == engine.FRI || e.Piece == engine.MIS) && !escape:
		if i > 0 && t.evs[i-1].Type == engine.EvBottles {
			return
		}
		t.say(crewSubj(e.Crew), text{"gave %s a bottle", "передали %s бутылку"}.f(l, PieceNameIn(l, e.Piece, Dat)))
	case e.Piece < engine.NumPieces:
		t.say(pieceSubj(e.Piece), pick(l, "used a bottle", "потратил бутылку"))
	default:
		t.say(crewSubj(e.Crew), pick(l, "used a bottle", "потратили бутылку"))
	}
}

// left tells a character leaving the game; Friday and the missionary
// meeting is told once, of whichever of them was being told about.
func (t *teller) left(e engine.Event) {
	l := t.l
	if e.How != engine.HowMet {
		if e.How == engine.HowBottle {
			t.sayAnd(pieceSubj(e.Piece), pick(l, "read the message and left the game", "прочитал послание и покинул игру"))
			return
		}
		t.say(pieceSubj(e.Piece), pick(l, "left the game", "покинул игру"))
		return
	}
	if t.met {
		return
	}
	t.met = true
	p := e.Piece
	if who, ok := t.lastWho(); ok && who.kind == subjPiece && (who.piece == engine.FRI || who.piece == engine.MIS) {
		p = who.piece
	}
	other := engine.MIS
	if p == engine.MIS {
		other = engine.FRI
	}
	if n := len(t.parts); n > 0 {
		// Found and gone at once: the meeting tells it all.
		if last := &t.parts[n-1]; last.joined == other && last.who == pieceSubj(p) && len(last.preds) > 0 {
			last.preds = last.preds[:len(last.preds)-1]
		}
	}
	t.say(pieceSubj(p), text{"met %s: they left the game together", "встретил %s: они вместе покинули игру"}.f(l, PieceNameIn(l, other, Acc)))
}

// segPhrase tells one stretch of a move chain; the first stretch names
// where the chain began and the gold dragged.
// On a sea board (Archipelago) it speaks of the boat, not the ship.
func segPhrase(l Lang, sg seg, first bool, gold engine.Drag, sea bool) string {
	from, to := CellName(l, sg.from), CellName(l, sg.to)
	g := engine.DragNone
	if first {
		g = gold
	}
	switch sg.how {
	case engine.HowStep:
		if g != engine.DragNone {
			return text{"dragged %s from %s to %s", "перетащил %s с %s на %s"}.f(l, goldObject(l, g), from, to)
		}
		return text{"went from %s to %s", "перешёл с %s на %s"}.f(l, from, to)
	case engine.HowBoard:
		if g != engine.DragNone {
			return text{"carried %s aboard at %s", "доставил %s на борт (%s)"}.f(l, goldObject(l, g), to)
		}
		return text{"went aboard at %s", "поднялся на борт (%s)"}.f(l, to)
	}
	if sg.cross {
		return crossPhrase(l, first, from, to) + goldWith(l, g)
	}
	return movePhrase(l, sg, first, from, to, sea) + goldWith(l, g)
}

// crossPhrase tells the move off a crossroads the way its die showed.
func crossPhrase(l Lang, first bool, from, to string) string {
	if first {
		return text{"left the crossroads %s for %s", "ушёл с перекрёстка %s на %s"}.f(l, from, to)
	}
	return text{"left the crossroads for %s", "ушёл с перекрёстка на %s"}.f(l, to)
}

// movePhrase tells a stretch of a chain made by anything but a plain step
// or boarding; sea is set on a sea board, where the balloon flies to the
// boat.
func movePhrase(l Lang, sg seg, first bool, from, to string, sea bool) string {
	many := sg.n > 1
	switch sg.how {
	case engine.HowDisembark:
		return text{"landed on %s", "высадился на %s"}.f(l, to)
	case engine.HowSwim:
		return text{"swam from %s to %s", "проплыл с %s на %s"}.f(l, from, to)
	case engine.HowAdvance:
		return text{"moved on to step %d at %s", "перешёл на %d-й шаг клетки %s"}.f(l, sg.step, to)
	case engine.HowArrow:
		switch {
		case first && many:
			return text{"rode the arrows from %s to %s", "пошёл по стрелкам с %s до %s"}.f(l, from, to)
		case first:
			return text{"rode the arrow from %s to %s", "пошёл по стрелке с %s на %s"}.f(l, from, to)
		case many:
			return text{"rode the arrows to %s", "пошёл по стрелкам до %s"}.f(l, to)
		}
		return text{"rode the arrow to %s", "пошёл по стрелке на %s"}.f(l, to)
	case engine.HowHorse:
		switch {
		case many:
			return text{"leapt from horse to horse as far as %s", "прыгал с коня на коня до %s"}.f(l, to)
		case first:
			return text{"leapt like a knight from %s to %s", "прыгнул конём с %s на %s"}.f(l, from, to)
		}
		return text{"leapt like a knight to %s", "прыгнул конём на %s"}.f(l, to)
	case engine.HowIce:
		switch {
		case first:
			return text{"slid across the ice from %s to %s", "проскользил по льду с %s на %s"}.f(l, from, to)
		case many:
			return text{"slid across the ice as far as %s", "проскользил по льду до %s"}.f(l, to)
		}
		return text{"slid across the ice to %s", "проскользил по льду на %s"}.f(l, to)
	case engine.HowCrocodile:
		return text{"fled a crocodile back to %s", "удрал от крокодила обратно на %s"}.f(l, to)
	case engine.HowCannon:
		return text{"was fired from the cannon to %s", "вылетел из пушки на %s"}.f(l, to)
	case engine.HowBalloon:
		if sea {
			return pick(l, "flew back to the boat by balloon", "улетел на воздушном шаре к лодке")
		}
		return pick(l, "flew home by balloon", "улетел на воздушном шаре к кораблю")
	case engine.HowFlight:
		if first {
			return text{"flew the plane from %s to %s", "долетел на самолёте с %s до %s"}.f(l, from, to)
		}
		return text{"flew the plane to %s", "долетел на самолёте до %s"}.f(l, to)
	case engine.HowCave:
		if first {
			return text{"went through the caves from %s to %s", "прошёл пещерами с %s на %s"}.f(l, from, to)
		}
		return text{"went through the caves to %s", "прошёл пещерами на %s"}.f(l, to)
	case engine.HowTrampoline:
		if first {
			return text{"bounced off the trampoline at %s to %s", "прыгнул с батута (%s) на %s"}.f(l, from, to)
		}
		return text{"bounced off the trampoline to %s", "прыгнул с батута на %s"}.f(l, to)
	}
	return text{"moved to %s", "переместился на %s"}.f(l, to)
}

// passed tells crews passing; a row of passes is told once, each crew named
// once.
func (t *teller) passed(c engine.Crew) {
	n := len(t.parts)
	if n == 0 || t.parts[n-1].passed == nil {
		t.parts = append(t.parts, part{})
		n++
	}
	p := &t.parts[n-1]
	for _, k := range p.passed {
		if k == c {
			return
		}
	}
	p.passed = append(p.passed, c)
	names := make([]string, len(p.passed))
	for i, k := range p.passed {
		names[i] = CrewNameIn(t.l, k, Dat)
	}
	if len(names) == 1 {
		p.full = passedText(t.l, c)
		return
	}
	p.full = text{"%s have no move and pass", "%s некуда ходить: пропуск хода"}.f(t.l, joinAnd(t.l, names))
}

// climbedBefore reports whether an event before i already told the acting
// piece's climb of the lighthouse (each look is a choice of its own; a
// spectator, who does not see the sights, would otherwise hear the climb
// once per look).
func (t *teller) climbedBefore(i int) bool {
	for j := 0; j < i; j++ {
		if e := t.evs[j]; (e.Type == engine.EvChoice && e.How == engine.ChooseLighthouse || e.Type == engine.EvPeeked) && e.Piece == t.evs[i].Piece {
			return true
		}
	}
	return false
}

// converted tells the missionary turned pirate by a bottle, for crew c,
// whose pirate he becomes.
func converted(l Lang, c engine.Crew) string {
	if c >= engine.NumCrews {
		return pick(l, "read the message and took up a cutlass: he is a pirate now",
			"прочитал послание и взялся за тесак: теперь он пират")
	}
	return text{"read the message and took up a cutlass: he is a pirate of the %s crew now",
		"прочитал послание и взялся за тесак: теперь он пират в команде %s"}.f(l, CrewNameIn(l, c, Gen))
}

// turnedAfter reports whether the arrow the choice at i asks to turn is
// turned later in the same telling.
func (t *teller) turnedAfter(i int) bool {
	for _, e := range t.evs[i+1:] {
		if e.Type == engine.EvTurned && e.To == t.evs[i].To {
			return true
		}
	}
	return false
}

// impossible tells a death by an impossible move with its reason, as far
// as the events and the view after them tell it: gold carried onto a
// face-down tile or into a fortress or jungle, a cell the missionary
// keeps, an enemy fortress, enemies the piece may not fight.
func (t *teller) impossible(e engine.Event) string {
	l := t.l
	at := CellName(l, e.To)
	gold := engine.DragNone
	for _, x := range t.evs {
		if x.Type == engine.EvGoldReturned && x.Piece == e.Piece {
			gold = x.Gold
		}
	}
	v := t.v
	if v == nil || !e.To.Valid() {
		if gold != engine.DragNone {
			return text{"died: he could not carry %s onto %s", "погиб: нельзя было нести %s на %s"}.f(l, goldObject(l, gold), at)
		}
		return text{"died: the move could not end at %s", "погиб: ход не мог закончиться на %s"}.f(l, at)
	}
	tile := v.Tiles[e.To]
	island := v.Board.IsIsland(e.To)
	crew := e.Crew
	enemies, preacher := false, false
	for _, q := range v.PiecesAt(e.To) {
		qc := v.Pieces[q]
		if q == e.Piece || qc.Crew == crew || v.Allies(qc.Crew, crew) {
			continue
		}
		enemies = true
		if q == engine.MIS && qc.Flags&engine.Converted == 0 {
			preacher = true
		}
	}
	switch {
	case island && gold != engine.DragNone && !tile.Open:
		return text{"died: gold may not be carried onto %s, a face-down tile", "погиб: золото нельзя нести на закрытую клетку %s"}.f(l, at)
	case island && gold != engine.DragNone && tile.Kind.IsFortress():
		return text{"died: gold may not be carried into the fortress at %s", "погиб: золото нельзя нести в крепость (%s)"}.f(l, at)
	case island && gold != engine.DragNone && tile.Kind == engine.Thicket:
		return t.seaText(text{"died: gold may not be carried into the thicket at %s", "погиб: золото нельзя нести в джунгли (%s)"},
			text{"died: gold may not be carried into the jungle at %s", "погиб: золото нельзя нести в джунгли (%s)"}).f(l, at)
	case preacher:
		return text{"died: the missionary stands at %s, and no one may come to fight there", "погиб: на %s стоит миссионер, туда нельзя прийти с боем"}.f(l, at)
	case enemies && island && tile.Kind.IsFortress():
		return text{"died: enemies hold the fortress at %s", "погиб: крепость на %s занята врагами"}.f(l, at)
	case enemies && gold != engine.DragNone:
		return text{"died: enemies stand at %s, and no one carrying gold may attack", "погиб: на %s стоят враги, а с золотом нападать нельзя"}.f(l, at)
	case enemies:
		return text{"died: enemies stand at %s, and he could not attack them", "погиб: на %s стоят враги, а напасть на них он не мог"}.f(l, at)
	}
	return text{"died: the move could not end at %s", "погиб: ход не мог закончиться на %s"}.f(l, at)
}

// bottledStep reports whether the event at i is Archipelago's bottle
// putting a pirate on its labyrinth's last step: a move that goes nowhere,
// right after the crew spent a bottle on it (the engine's useBottle).
func (t *teller) bottledStep(i int) bool {
	if i <= 0 || i >= len(t.evs) || !t.sea() {
		return false
	}
	e, b := t.evs[i], t.evs[i-1]
	return e.Type == engine.EvMoved && e.How == engine.HowAdvance && e.From == e.To &&
		b.Type == engine.EvBottleSpent && b.Piece == e.Piece
}
