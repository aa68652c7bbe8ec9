package narrate

import (
	"strings"
	"unicode/utf8"

	"github.com/jackalbot/jackal/engine"
)

// MaxDescribe is the most characters Describe returns, so that a caption
// with a line about whose turn it is stays under Telegram's 1024.
const MaxDescribe = 800

// Describe tells what one action did, in one short paragraph for a caption
// or a picture's alt text: a chain of moves becomes one sentence ("W1 went
// from e4 to e5, rode the arrows to g7 and ended up in the sea; the coin
// sank."). It is public: a lighthouse sight is told without the tile it
// showed. Longer texts are cut at a sentence and end with "…and more".
func Describe(l Lang, events []engine.Event) string { return DescribeAfter(l, events, nil) }

// DescribeAfter is Describe with the view of the game after the events, if
// the caller has it (v may be nil): with it the text tells a piece landing
// aboard a ship from one falling into the sea.
func DescribeAfter(l Lang, events []engine.Event, v *engine.View) string {
	t := teller{l: l, v: v, evs: events}
	for p := range t.crewOf {
		t.crewOf[p] = engine.NoCrew
	}
	t.tell()
	return limit(l, t.sentences(), MaxDescribe)
}

// subjKind says what a part of the paragraph is about.
type subjKind uint8

const (
	subjNone  subjKind = iota // a whole clause of its own
	subjPiece                 // a piece
	subjCrew                  // a crew
	subjShip                  // a crew's ship
	subjBoat                  // a crew's boat (Archipelago)
	subjBear                  // Archipelago's bear
)

// subject is who a part of the paragraph is about.
type subject struct {
	kind  subjKind
	piece engine.PieceID
	crew  engine.Crew
}

// pieceSubj, crewSubj and shipSubj make the subjects: a piece, a crew, a
// crew's ship.
func pieceSubj(p engine.PieceID) subject {
	return subject{kind: subjPiece, piece: p, crew: engine.NoCrew}
}
func crewSubj(c engine.Crew) subject { return subject{kind: subjCrew, piece: engine.NoPiece, crew: c} }
func shipSubj(c engine.Crew) subject { return subject{kind: subjShip, piece: engine.NoPiece, crew: c} }

// vessel is crew c's ship, or its boat on a sea board (Archipelago).
func (t *teller) vessel(c engine.Crew) subject {
	if t.sea() {
		return subject{kind: subjBoat, piece: engine.NoPiece, crew: c}
	}
	return shipSubj(c)
}

// sea reports whether the game is played on a sea board (Archipelago's
// boats and tile names), as far as the view tells.
func (t *teller) sea() bool { return t.v != nil && t.v.Board.Boats() }

// name is the subject in the nominative.
func (s subject) name(l Lang) string {
	switch s.kind {
	case subjPiece:
		return PieceName(l, s.piece)
	case subjCrew:
		return CrewName(l, s.crew)
	case subjShip:
		return text{"%s's ship", "корабль %s"}.f(l, CrewNameIn(l, s.crew, Gen))
	case subjBoat:
		return text{"%s's boat", "лодка %s"}.f(l, CrewNameIn(l, s.crew, Gen))
	case subjBear:
		return pick(l, "the bear", "медведь")
	}
	return ""
}

// verb is the predicate for the subject: fem, with the Russian verb in
// the feminine, when the subject is a boat (лодка), m otherwise.
func (s subject) verb(m, fem text) text {
	if s.kind == subjBoat {
		return fem
	}
	return m
}

// part is one sentence of the paragraph: a subject and what it did, or a
// whole clause; tails are clauses added after a semicolon.
type part struct {
	who   subject
	preds []pred
	full  string
	tails []string
	// beatBy and beaten are the last predicate's fighter and victims, while
	// that predicate is a beating more victims may join.
	beatBy engine.PieceID
	beaten []engine.PieceID
	// drowned are the swimmers the last predicate killed in the water
	// ("killed B1 and B2 there"), while more may join it.
	drowned   []engine.PieceID
	goldNamed bool // the gold dragged was named: later it is "it"
	// passed are the crews a row of passes names, in order.
	passed []engine.Crew
	// joined is the character the last predicate met, or 0 (W1, never a
	// character) when it met none.
	joined engine.PieceID
	// closed marks a sentence no predicate may join: its last one ends
	// in a clause of its own ("…: he is a pirate now").
	closed bool
}

// seg is a stretch of one move chain made the same way.
type seg struct {
	how      engine.How
	from, to engine.Cell
	n        int  // moves merged into the stretch
	step     int8 // the spinner step, for an advance
	// cross marks the move off a crossroads the die sent the piece on
	// (the engine tells it as an arrow's): it merges with no other.
	cross bool
}

// run is the move chain being gathered.
type run struct {
	active   bool
	piece    engine.PieceID
	gold     engine.Drag
	segs     []seg
	revealed bool // the last cell was turned over on arrival
	kind     engine.Kind
}

// teller turns a list of events into sentences.
type teller struct {
	l      Lang
	v      *engine.View
	evs    []engine.Event
	parts  []part
	run    run
	last   engine.PieceID // the piece of the last move chain told
	crewOf [engine.NumPieces]engine.Crew
	met    bool // Friday and the missionary's meeting is told
	// shipTold is set when the move told already named the enemy ship its
	// piece dies at.
	shipTold bool
}

// tell reads every event.
func (t *teller) tell() {
	t.last = engine.NoPiece
	for i, e := range t.evs {
		if e.Type == engine.EvMoved && e.Piece < engine.NumPieces {
			t.crewOf[e.Piece] = e.Crew
		}
		switch e.Type {
		case engine.EvMoved:
			if t.bottledStep(i) {
				continue // "Red used a bottle: R2 can leave the labyrinth …" told it
			}
			if e.How == engine.HowBoard && e.From == e.To {
				t.flush(i)
				t.pickedUp(e)
				continue
			}
			if r := &t.run; r.active && r.piece == e.Piece && e.From == r.segs[len(r.segs)-1].to {
				r.add(e)
				continue
			}
			t.flush(i)
			t.run = run{active: true, piece: e.Piece, gold: e.Gold}
			t.run.add(e)
			t.run.segs[0].cross = t.offCrossroads(i)
		case engine.EvRevealed:
			if r := &t.run; r.active && e.To == r.segs[len(r.segs)-1].to {
				r.revealed, r.kind = true, e.Kind
				continue
			}
			t.flush(i)
			t.event(i, e)
		default:
			t.flush(i)
			t.event(i, e)
		}
	}
	t.flush(len(t.evs))
}

// add puts move e at the end of the chain, merging it with the last stretch
// when it is made the same way (arrows, jumps, ice, flights).
func (r *run) add(e engine.Event) {
	r.revealed = false
	if n := len(r.segs); n > 0 && r.segs[n-1].how == e.How && mergeable(e.How) && !r.segs[n-1].cross {
		r.segs[n-1].to = e.To
		r.segs[n-1].n++
		return
	}
	r.segs = append(r.segs, seg{how: e.How, from: e.From, to: e.To, n: 1, step: e.N})
}

// mergeable reports whether moves made this way merge into one stretch.
func mergeable(h engine.How) bool {
	return h == engine.HowArrow || h == engine.HowHorse || h == engine.HowIce || h == engine.HowFlight
}

// say adds predicate s of subject who, to the last sentence when it is
// about the same subject.
func (t *teller) say(who subject, s string) *part { return t.sayPred(who, pred{s: s}) }

// sayAnd adds a predicate that holds an "and" of its own.
func (t *teller) sayAnd(who subject, s string) *part { return t.sayPred(who, pred{s: s, and: true}) }

// sayPred adds predicate pr of subject who.
func (t *teller) sayPred(who subject, pr pred) *part {
	if n := len(t.parts); n > 0 && t.parts[n-1].full == "" && t.parts[n-1].who == who && !t.parts[n-1].closed {
		p := &t.parts[n-1]
		p.preds = append(p.preds, pr)
		p.beaten, p.drowned, p.joined = nil, nil, 0
		return p
	}
	t.parts = append(t.parts, part{who: who, preds: []pred{pr}})
	return &t.parts[len(t.parts)-1]
}

// clause adds a whole clause as a sentence of its own.
func (t *teller) clause(s string) {
	if s != "" {
		t.parts = append(t.parts, part{full: s})
	}
}

// tail adds a clause after a semicolon to the last sentence.
func (t *teller) tail(s string) {
	if n := len(t.parts); n > 0 {
		t.parts[n-1].tails = append(t.parts[n-1].tails, s)
		return
	}
	t.clause(s)
}

// lastWho is the subject of the last sentence, if it has one.
func (t *teller) lastWho() (subject, bool) {
	if n := len(t.parts); n > 0 && t.parts[n-1].full == "" {
		return t.parts[n-1].who, true
	}
	return subject{}, false
}

// flush tells the move chain gathered so far; next is the index of the
// event that ended it.
func (t *teller) flush(next int) {
	r := &t.run
	if !r.active {
		return
	}
	r.active = false
	t.last = r.piece
	who := pieceSubj(r.piece)
	end := r.segs[len(r.segs)-1]
	for i, sg := range r.segs {
		phrase := segPhrase(t.l, sg, i == 0, r.gold, t.sea())
		if i == len(r.segs)-1 && sg.how == engine.HowBoard && t.diesAtShip(next, r.piece) {
			phrase = t.seaText(text{"climbed aboard the enemy ship at %s", "полез на вражеский корабль (%s)"},
				text{"climbed into the enemy boat at %s", "полез во вражескую лодку (%s)"}).f(t.l, CellName(t.l, sg.to))
			if i == 0 {
				phrase += goldWith(t.l, r.gold)
			}
			t.shipTold = true
		}
		p := t.say(who, phrase)
		if i == 0 && r.gold != engine.DragNone {
			p.goldNamed = true
		}
	}
	if boardOf(t.v).IsIsland(end.to) {
		if r.revealed && !t.foundTold(next, r.piece) {
			t.say(who, text{"found %s", "открыл %s"}.f(t.l, t.tileObject(r.kind)))
		}
		return
	}
	if s := t.seaEnd(next, r.piece, end); s != "" {
		t.say(who, s)
	}
}

// diesAtShip reports whether the event at next is piece p's death at an
// enemy ship.
func (t *teller) diesAtShip(next int, p engine.PieceID) bool {
	for _, e := range t.evs[next:] {
		switch {
		case e.Type == engine.EvMoved:
			return false
		case e.Type == engine.EvKilled && e.Piece == p:
			return e.How == engine.HowEnemyShip
		}
	}
	return false
}

// foundTold reports whether the event at next tells the tile the chain
// ended on, so that "found …" would say it twice.
func (t *teller) foundTold(next int, p engine.PieceID) bool {
	if next >= len(t.evs) {
		return false
	}
	switch e := t.evs[next]; e.Type {
	case engine.EvGoldFound, engine.EvHeld, engine.EvDrunk, engine.EvLost, engine.EvJoined,
		engine.EvBottles, engine.EvSmoke, engine.EvCaramba, engine.EvChoice:
		return true
	case engine.EvKilled:
		return e.Piece == p
	}
	return false
}

// seaEnd tells where a chain that ended off the island left its piece:
// in the sea or aboard, when the rest of the events or the view say so.
func (t *teller) seaEnd(next int, p engine.PieceID, end seg) string {
	if end.how == engine.HowBoard || end.how == engine.HowBalloon {
		return ""
	}
	wet := false
	for _, e := range t.evs[next:] {
		if e.Type == engine.EvMoved {
			break
		}
		switch {
		case e.Type == engine.EvKilled && e.Piece != p && e.How == engine.HowAtSea:
			wet = true // it landed on a swimmer: in the water
		case e.Piece != p:
		case e.Type == engine.EvKilled, e.Type == engine.EvGoldBanked:
			return ""
		case e.Type == engine.EvGoldSunk:
			wet = true
		}
	}
	inSea := pick(t.l, "ended up in the sea", "очутился в море")
	switch {
	case end.how == engine.HowSwim && t.v != nil && t.v.ShipAt(end.to) != engine.NoCrew:
		return pick(t.l, "climbed aboard", "поднялся на борт")
	case end.how == engine.HowSwim:
		return ""
	case wet:
		return inSea
	case t.v != nil && t.v.ShipAt(end.to) != engine.NoCrew:
		return t.seaText(text{"landed right aboard", "угодил прямо на корабль"}, text{"landed right in the boat", "угодил прямо в лодку"}).in(t.l)
	case t.v != nil || !boardOf(t.v).IsBerth(end.to):
		return inSea
	}
	return ""
}

// pickedUp tells a swimmer taken aboard by a ship that came to him.
func (t *teller) pickedUp(e engine.Event) {
	if who, ok := t.lastWho(); ok && (who.kind == subjShip || who.kind == subjBoat) {
		t.say(who, who.verb(text{"picked up %s", "подобрал %s"}, text{"picked up %s", "подобрала %s"}).f(t.l, PieceNameIn(t.l, e.Piece, Acc)))
		return
	}
	t.say(pieceSubj(e.Piece), pick(t.l, "climbed aboard", "поднялся на борт"))
}

// sentences renders the parts.
func (t *teller) sentences() []string {
	out := make([]string, 0, len(t.parts))
	for _, p := range t.parts {
		s := p.full
		if s == "" {
			s = p.who.name(t.l) + " " + joinPreds(t.l, p.preds)
		}
		for _, tl := range p.tails {
			s += "; " + tl
		}
		out = append(out, sentence(s))
	}
	return out
}

// limit joins sentences into a paragraph of at most max characters, cut at
// a sentence and closed with "…and more" when they do not all fit.
func limit(l Lang, sentences []string, max int) string {
	all := strings.Join(sentences, " ")
	if utf8.RuneCountInString(all) <= max {
		return all
	}
	more := pick(l, "…and more.", "…и это ещё не всё.")
	budget := max - 1 - utf8.RuneCountInString(more)
	n, kept := -1, 0
	for _, s := range sentences {
		sn := utf8.RuneCountInString(s)
		if n+1+sn > budget {
			break
		}
		n += 1 + sn
		kept++
	}
	if kept == 0 {
		return cutWords(sentences[0], budget) + " " + more
	}
	return strings.Join(sentences[:kept], " ") + " " + more
}

// cutWords shortens s to at most max characters, at a space if it can.
func cutWords(s string, max int) string {
	r := []rune(s)
	if max < 1 {
		return ""
	}
	if len(r) <= max {
		return s
	}
	cut := string(r[:max])
	if i := strings.LastIndexByte(cut, ' '); i > 0 {
		return cut[:i]
	}
	return cut
}

// offCrossroads reports whether the move at i leaves a crossroads the way
// its die showed: the engine tells that move as an arrow's, from the
// crossroads' cell, after the roll.
func (t *teller) offCrossroads(i int) bool {
	e := t.evs[i]
	if e.How != engine.HowArrow {
		return false
	}
	if i > 0 && t.evs[i-1].Type == engine.EvRolled && t.evs[i-1].To == e.From {
		return true
	}
	return t.v != nil && e.From < engine.NumCells && t.v.Tiles[e.From].Open && t.v.Tiles[e.From].Kind == engine.Crossroads
}
