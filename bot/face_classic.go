package bot

import (
	"fmt"
	"slices"
	"strconv"
	"strings"

	"github.com/jackalbot/jackal/bot/narrate"
	"github.com/jackalbot/jackal/engine"
	gm "github.com/jackalbot/jackal/engine/game"
	"github.com/jackalbot/jackal/storage"
)

// classicID is classic Jackal's ruleset id.
const classicID = engine.ID

func init() { faces[classicID] = classicFace{} }

// classicFace is classic Jackal's face.
type classicFace struct{}

// cl is the classic state of g's match.
func (g *game) cl() *engine.State { return classicState(g.m) }

// classicState is a classic match's state.
func classicState(m gm.Match) *engine.State {
	s, _ := m.State().(*engine.State)
	if s == nil {
		return &engine.State{Over: true}
	}
	return s
}

// classicEvents are a classic match's events.
func classicEvents(evs gm.Events) []engine.Event {
	e, _ := evs.([]engine.Event)
	return e
}

func (classicFace) id() string { return classicID }

func (classicFace) name(lang string) string { return tr(lang, txtJackalName) }

func (classicFace) examples() []string { return []string{"W1 e5", "ship h1", "W1 e5 +c"} }

func (classicFace) mode(word string, o *newOptions) bool {
	switch word {
	case "duel", "teams", "two-crews", "3", "4":
		o.mode = word
	case "2", "2x2":
		o.mode = modeTwo
	case engine.VariantPlaneWaits:
		o.variants = append(o.variants, engine.VariantPlaneWaits)
	default:
		return false
	}
	return true
}

func (classicFace) defaultMode() string { return modeAuto }

func (classicFace) lobbyTitle(lang string, _ *storage.Setup) string { return tr(lang, txtLobbyTitle) }

func (classicFace) lobbyPicture(b *Bot, lang string, _ *storage.Setup) []byte {
	return b.islandPNG(lang)
}

func (classicFace) colours(mode string) []string {
	var out []string
	for _, k := range modeColours(mode) {
		out = append(out, k.String())
	}
	return out
}

func (classicFace) seats(mode string) (int, int)      { return modeSeats(mode) }
func (classicFace) modeText(lang, mode string) string { return modeText(lang, mode) }

// variants: classic records stored the stall-rounds limit beside the
// variants, before it was one.
func (classicFace) variants(setup storage.Setup) []string {
	if setup.StallRounds <= 0 {
		return setup.Variants
	}
	return append(slices.Clone(setup.Variants), engine.VariantStallRounds+"="+strconv.Itoa(setup.StallRounds))
}

func (classicFace) assign(setup storage.Setup) ([]string, []string, []storage.Seat, error) {
	return assignCrews(setup)
}

func (classicFace) offered(g *game) []string { return g.m.Legal() }

func (classicFace) label(lang, action string) string {
	a, err := engine.Parse(action)
	if err != nil {
		return action
	}
	return actionLabel(lang, a)
}

func (classicFace) seatName(lang, seat string) string { return crewName(lang, seat) }

func (classicFace) board(b *Bot, lang string, g *game, evs gm.Events, sel string, picture bool) Board {
	var board Board
	if picture {
		board = b.boardFor(lang, g, classicEvents(evs), sel)
	} else {
		v := engine.ViewFor(g.cl(), engine.NoCrew)
		board, _ = composeBoard(lang, g, &v, classicEvents(evs), sel)
	}
	board.Lang = boardLang(lang)
	return board
}

func (classicFace) chain(g *game, before gm.Match, evs gm.Events) gm.Events {
	if !classicState(before).Pending.Active {
		return evs
	}
	// the answer to a choice ends a chain begun by earlier actions: the
	// board tells and draws the whole chain, not its last leg
	return chainEvents(g, classicEvents(evs))
}

func (classicFace) entry(before gm.Match, evs gm.Events) (bool, bool) {
	st := classicState(before)
	reveals := false
	for _, ev := range classicEvents(evs) {
		if ev.Type == engine.EvRevealed || ev.Type == engine.EvPeeked || ev.Type == engine.EvSwapped {
			reveals = true
		}
	}
	// a choice's answer, and a bottle spent or given (or the pass) after
	// the action (Bottling), belong to the turn's action: undo takes them
	// back with it
	return !st.Pending.Active && !st.Bottling, reveals
}

func (classicFace) private(c *call, g *game, evs gm.Events) { c.private(g, classicEvents(evs)) }

// quiet: a look that showed its crew alone a tile (a lighthouse's) and
// leaves the same choice of the same piece to the same crew changes
// nothing the table sees (the choice told again is the one it saw); the
// last look, which ends the choice, is not quiet.
func (classicFace) quiet(before, after gm.Match, evs gm.Events) bool {
	b, a := classicState(before), classicState(after)
	if !b.Pending.Active || !a.Pending.Active || a.Pending.Choose != b.Pending.Choose || a.Pending.Piece != b.Pending.Piece ||
		a.Controller() != b.Controller() {
		return false
	}
	private := false
	for _, e := range classicEvents(evs) {
		switch {
		case e.Private != engine.NoCrew:
			private = true
		case e.Type != engine.EvChoice: // the pending choice, told again
			return false
		}
	}
	return private
}

func (classicFace) explain(lang string, err error, action string, g *game) string {
	a, perr := engine.Parse(action)
	if perr != nil {
		err = perr
	}
	v := engine.ViewFor(g.cl(), g.cl().Controller())
	return explain(lang, err, a, &v)
}

func (classicFace) status(lang string, g *game) string {
	st := g.cl()
	var b strings.Builder
	b.WriteString(turnLine(lang, g))
	b.WriteString("\n" + tr(lang, txtStatusSeats))
	for _, s := range g.rec.Setup.Seats {
		k := mustCrew(s.Crew)
		fmt.Fprintf(&b, "\n%s %s — %s: %d", crewEmoji(k), crewName(lang, s.Crew), seatName(lang, &s), st.Score(k))
		if n := st.BottlesOf(k); n > 0 {
			fmt.Fprintf(&b, " · 🍾%d", n)
		}
	}
	if sides := sidesOf(st); sides != nil {
		// who is allied with whom, and each side's total (the game is
		// won by a side's)
		b.WriteString("\n" + tr(lang, txtStatusSides, sidesScores(lang, st, sides)))
	}
	var dead []string
	for p := engine.PieceID(0); p < engine.NumPieces; p++ {
		if st.Pieces[p].Status == engine.Dead {
			dead = append(dead, p.String())
		}
	}
	if len(dead) > 0 {
		b.WriteString("\n" + tr(lang, txtStatusDead, strings.Join(dead, " ")))
	}
	return b.String()
}

func (classicFace) rules(c *call, arg string) {
	if arg == "" {
		c.say(rulesText(c.lang))
		return
	}
	k, ok := parseTile(arg)
	if !ok {
		c.answer(tr(c.lang, txtUnknownTile, arg, kindList(c.lang)))
		return
	}
	c.sayWithPicture(c.lang, partRules, tileRule(c.lang, k), tilePNGIn(c.lang, k))
}

func (classicFace) replay(rec *storage.Game, o ReplayOptions) ([]byte, error) {
	return classicReplay(rec, o)
}

func (classicFace) privateBoard(b *Bot, lang string, g *game, seat string) (Board, bool) {
	k := mustCrew(seat)
	if k == engine.NoCrew {
		return Board{}, false
	}
	v := engine.ViewFor(g.cl(), k)
	return Board{PNG: b.drawBoard(lang, &v, nil, nil), Caption: tr(lang, txtDmReady), Alt: textBoard(lang, &v, g.rec.Setup.Game),
		Lang: boardLang(lang)}, true
}

func (classicFace) complete(command string) []string {
	var out []string
	switch command {
	case "rules":
		for _, k := range engine.Kinds() {
			out = append(out, k.String())
		}
	case "join":
		for k := engine.White; k <= engine.Red; k++ {
			out = append(out, k.String())
		}
	case "new":
		out = []string{"duel", "two-crews", "3", "4", "teams", engine.VariantPlaneWaits}
	}
	return out
}

// chainEvents are the events of the chain of actions that ends the log of
// g: from the last action taken with no choice pending. evs (the last
// action's) is returned when the log does not replay.
func chainEvents(g *game, evs []engine.Event) []engine.Event {
	var chain []engine.Event
	err := g.replayLog(func(_ int, before gm.Match, e gm.Events) {
		if !classicState(before).Pending.Active {
			chain = chain[:0]
		}
		chain = append(chain, classicEvents(e)...)
	})
	if err != nil || len(chain) < len(evs) {
		return evs
	}
	return chain
}

// lentTurn: under smoke the crew after the one whose turn it is plays
// that turn; its pieces are the crew's whose turn it is (accusative in
// Russian: «за белых»).
func (classicFace) lentTurn(lang string, before gm.Match) string {
	st := classicState(before)
	if !st.SmokeInForce() || st.Controller() == st.Turn {
		return ""
	}
	return narrate.CrewNameIn(nl(lang), st.Turn, narrate.Acc)
}

// sidesScores names each side of st with its crews' marks and its total:
// "⚪⚫ white + black: 5 · 🟡🔴 yellow + red: 1".
func sidesScores(lang string, st *engine.State, sides [][]engine.Crew) string {
	out := make([]string, len(sides))
	for i, side := range sides {
		marks, names, total := "", make([]string, len(side)), 0
		for j, k := range side {
			marks += crewEmoji(k)
			names[j] = crewName(lang, k.String())
			total += st.Score(k)
		}
		out[i] = fmt.Sprintf("%s %s: %d", marks, strings.Join(names, " + "), total)
	}
	return strings.Join(out, " · ")
}
