package bot

import (
	"fmt"
	"slices"
	"sort"
	"strconv"
	"strings"

	"github.com/jackalbot/jackal/bot/narrate"
	"github.com/jackalbot/jackal/engine"
)

// boardFor composes the board message of game g: the picture from the
// spectators' view (no hidden tile shows), the caption telling what
// happened and who acts, and the actor's buttons. sel narrows the buttons:
// "" is the turn's pieces (or the pending choice), "W1" one piece's
// targets, and a "#<rank>" suffix ("W1#7", "#12") the targets on one rank,
// for choices with more targets than a keyboard holds. The selected
// targets are drawn on the picture with the buttons' labels.
func (b *Bot) boardFor(lang string, g *game, evs []engine.Event, sel string) Board {
	v := engine.ViewFor(g.cl(), engine.NoCrew)
	board, targets := composeBoard(lang, g, &v, evs, sel)
	board.PNG = b.drawBoard(lang, &v, evs, targets)
	return board
}

// composeBoard is boardFor without the picture: the caption, the ping, the
// buttons and the text board, and the targets the picture would mark.
// The caption is the narration, then the turn line, then the question its
// buttons ask (Board.Question), built here apart so that it needs no
// finding again in the finished caption.
func composeBoard(lang string, g *game, v *engine.View, evs []engine.Event, sel string) (Board, []target) {
	var caption strings.Builder
	told := engine.VisibleEvents(evs, engine.NoCrew)
	if g.cl().Over {
		// the ending below says how the game ended; the events need not
		told = withoutType(told, engine.EvGameOver)
	}
	if d := describe(lang, told, v); d != "" {
		caption.WriteString(d)
		caption.WriteString("\n")
	}
	var buttons [][]Button
	var targets []target
	var ping *User
	var question string // the caption's last lines, after the turn line
	asks := false       // whether the caption has them, even if empty
	if g.cl().Over {
		if g.cl().Solo.On {
			caption.WriteString(soloEnding(lang, g))
		} else {
			caption.WriteString(ending(lang, v))
		}
		if g.rec.ID != "" {
			caption.WriteString("\n" + tr(lang, txtGameID, g.rec.ID))
		}
	} else {
		caption.WriteString(turnLine(lang, g))
		actor := g.actor()
		ping = seatUser(actor)
		piece, rank := splitSel(sel)
		switch {
		case actor != nil && actor.AI != "":
			// a computer acts (the board of a run of computer actions that
			// goes on): no buttons, which no one could press; the players
			// who can never act again are told what they may do
			if out := crewsOut(lang, g); len(out) > 0 {
				question = tr(lang, txtCrewsOut, narrate.CapFirst(narrate.JoinAnd(nl(lang), out)))
				asks = true
			}
		case g.cl().Pending.Active:
			question = choiceCaption(lang, v.Pending)
			asks = true
			targets = optionTargets(g)
			targets, buttons = pickButtons(lang, g, targets, "", rank, rank > 0)
		case piece != "":
			targets = pieceTargets(g, piece)
			question = tr(lang, txtPickTarget, pickedName(lang, piece))
			asks = true
			targets, buttons = pickButtons(lang, g, targets, piece, rank, true)
		default:
			if placing(g.cl()) {
				question = tr(lang, txtPlacePrompt)
				asks = true
			}
			targets, buttons = turnButtons(lang, g)
		}
		if asks {
			caption.WriteString("\n" + question)
		}
		if len(buttons) == 0 {
			// a board without buttons asks nothing of them (the computer's
			// turn: its line on crews out is news, not a question)
			question = ""
		}
	}
	return Board{Caption: caption.String(), Question: question, Ping: ping, Buttons: buttons, Alt: altBoard(lang, g, v), Over: g.cl().Over}, targets
}

// spectatorHead is how the English text board of the public view begins
// (render.TextBoard): true of a group's board, which anyone may read.
const spectatorHead = "Spectator's view. "

// altBoard is the text board of g's board message, v the public view:
// in a chat the public view, as the picture; at the terminal the view of
// the one crew its one player plays against computers, which is what
// that player knows ("White's view."), and otherwise (a hot seat, a
// player of several crews, a puzzle) the public view not called a
// spectator's, since the one who reads it plays.
func altBoard(lang string, g *game, v *engine.View) string {
	game := g.rec.Setup.Game
	if platform, _ := splitKey(string(g.rec.Key)); platform != PlatformTerminal {
		return textBoard(lang, v, game)
	}
	if k, ok := terminalCrew(g); ok {
		own := engine.ViewFor(g.cl(), k)
		return textBoard(lang, &own, game)
	}
	return strings.TrimPrefix(textBoard(lang, v, game), spectatorHead)
}

// terminalCrew is the crew of the one player at the keyboard when that
// player plays one crew and computers the others; false for a hot seat,
// a player of several crews and a puzzle.
func terminalCrew(g *game) (engine.Crew, bool) {
	if g.cl().Solo.On {
		return engine.NoCrew, false
	}
	crew, user := "", ""
	for _, s := range g.rec.Setup.Seats {
		switch {
		case s.AI != "":
		case user != "":
			return engine.NoCrew, false // a second seat played at the keyboard
		default:
			crew, user = s.Crew, s.UserID
		}
	}
	k, err := engine.ParseCrew(crew)
	if user == "" || err != nil || k >= engine.NumCrews {
		return engine.NoCrew, false
	}
	return k, true
}

// buttonsFor is the buttons of the board boardFor would make, without
// drawing its picture.
func buttonsFor(lang string, g *game, sel string) [][]Button {
	v := engine.ViewFor(g.cl(), engine.NoCrew)
	board, _ := composeBoard(lang, g, &v, nil, sel)
	return board.Buttons
}

// splitSel reads a selection "W1", "W1#7" or "#12" into its piece and rank
// (1-based; 0 for none).
func splitSel(sel string) (string, int) {
	piece, r, ok := strings.Cut(sel, "#")
	if !ok {
		return piece, 0
	}
	n, err := strconv.Atoi(r)
	if err != nil || n < 1 || n > engine.GridSize {
		return piece, 0
	}
	return piece, n
}

// pickButtons offers targets as buttons; when there are more than a
// keyboard holds, it offers their ranks first, and then the targets of the
// chosen rank. It returns the targets shown and the rows.
func pickButtons(lang string, g *game, ts []target, piece string, rank int, back bool) ([]target, [][]Button) {
	if rank > 0 {
		var on []target
		for _, t := range ts {
			if t.a.To.Valid() && t.a.To.Rank()+1 == rank {
				on = append(on, t)
			}
		}
		return on, targetButtons(lang, g, on, back)
	}
	if len(ts) <= maxButtons {
		return ts, targetButtons(lang, g, ts, back)
	}
	var count [engine.GridSize + 1]int
	var other []target
	for _, t := range ts {
		if t.a.To.Valid() {
			count[t.a.To.Rank()+1]++
		} else {
			other = append(other, t) // "stay"
		}
	}
	var flat []Button
	for r := engine.GridSize; r >= 1; r-- {
		if count[r] > 0 {
			flat = append(flat, Button{Label: fmt.Sprintf("%s %d (%d)", tr(lang, txtRank), r, count[r]),
				Data: g.button(VerbPick, fmt.Sprintf("%s#%d", piece, r))})
		}
	}
	rows := chunk(flat)
	rows = append(rows, targetButtons(lang, g, other, back)...)
	return ts, rows
}

// turnLine says whose turn it is, the round, the scores and the smoke.
func turnLine(lang string, g *game) string {
	st := g.cl()
	if st.Solo.On {
		return soloTurnLine(lang, g)
	}
	var b strings.Builder
	b.WriteString(narrate.CapFirst(tr(lang, txtTurnOf, crewName(lang, st.Turn.String()))))
	if st.SmokeInForce() {
		b.WriteString(" " + tr(lang, txtSmokeBy, crewName(lang, st.Controller().String())))
	}
	b.WriteString(" · " + tr(lang, txtRound, st.Round))
	var gold []string
	for _, k := range st.Crews() {
		gold = append(gold, fmt.Sprintf("%s %d", crewEmoji(k), st.Score(k)))
	}
	b.WriteString(" · 💰 " + strings.Join(gold, " "))
	return b.String()
}

// crewEmoji is a crew's coloured mark.
func crewEmoji(k engine.Crew) string {
	switch k {
	case engine.White:
		return "⚪"
	case engine.Yellow:
		return "🟡"
	case engine.Black:
		return "⚫"
	case engine.Red:
		return "🔴"
	}
	return "?"
}

// target is one move offered on the board: a legal action, its label and
// whether it kills the piece.
type target struct {
	a      engine.Action
	label  string
	deadly bool
}

// actionLabel is the short label of a target, the same on the picture and
// the button: the cell, a spinner step, then what it drags.
func actionLabel(lang string, a engine.Action) string {
	var s string
	switch a.Kind {
	case engine.ActShip, engine.ActBoat:
		return "⛵ " + a.To.String()
	case engine.ActPlace:
		return "⚓ " + a.To.String()
	case engine.ActBottle:
		return "🍾 " + a.Piece.String()
	case engine.ActPass:
		return tr(lang, txtBtnPass)
	case engine.ActStay:
		return tr(lang, txtBtnStay)
	case engine.ActRevive:
		return "✚ " + a.Piece.String()
	case engine.ActGive:
		return "🍾→" + a.Piece.String()
	default:
		s = a.To.String()
	}
	if a.Step > 0 {
		s += fmt.Sprintf("/%d", a.Step)
	}
	switch a.Drag {
	case engine.DragCoin:
		s += " +" + map[bool]string{true: "монета", false: "coin"}[lang == "ru"]
	case engine.DragTwoCoins:
		s += " +" + map[bool]string{true: "2 монеты", false: "2 coins"}[lang == "ru"]
	case engine.DragGalleon:
		s += " +" + map[bool]string{true: "сокровище", false: "treasure"}[lang == "ru"]
	}
	if a.Bottle {
		s += " 🍾"
	}
	return s
}

// optionTargets lists the answers to the pending choice.
func optionTargets(g *game) []target {
	v := engine.ViewFor(g.cl(), engine.NoCrew)
	var out []target
	for _, a := range engine.Legal(*g.cl()) {
		out = append(out, target{a: a, label: choiceLabel(g.cl(), a), deadly: v.Deadly(a)})
	}
	return out
}

// pieceTargets lists the moves of one piece ("ship" for the ship).
func pieceTargets(g *game, piece string) []target {
	v := engine.ViewFor(g.cl(), engine.NoCrew)
	var out []target
	for _, a := range engine.Legal(*g.cl()) {
		if pieceKey(a) == piece {
			out = append(out, target{a: a, deadly: v.Deadly(a)})
		}
	}
	return out
}

// pieceKey groups an action under the button that leads to it.
func pieceKey(a engine.Action) string {
	switch a.Kind {
	case engine.ActMove:
		return a.Piece.String()
	case engine.ActShip:
		return "ship"
	case engine.ActBoat, engine.ActPlace:
		return "boat"
	}
	return ""
}

// targetButtons offers targets, deadly ones asking for confirmation, with a
// way back to the piece list when back is set.
func targetButtons(lang string, g *game, ts []target, back bool) [][]Button {
	var flat []Button
	for i, t := range ts {
		if i >= maxButtons {
			break
		}
		label := t.label
		if label == "" {
			label = actionLabel(lang, t.a)
		}
		verb := VerbAct
		if t.deadly {
			label, verb = "☠ "+label, VerbConfirm
		}
		flat = append(flat, Button{Label: label, Data: g.button(verb, t.a.String()), Danger: t.deadly})
	}
	rows := chunk(flat)
	if back {
		rows = append(rows, []Button{{Label: tr(lang, txtBtnBack), Data: g.button(VerbBack, "")}})
	}
	return rows
}

// placing reports whether the crew to act is to place its boat
// (Archipelago's setup).
func placing(s *engine.State) bool {
	l := engine.Legal(*s)
	return len(l) > 0 && l[0].Kind == engine.ActPlace
}

// turnButtons offers one button per piece that can act (and the ship),
// then revivals and gifts; a lone piece shows its targets at once, and
// returns them for the picture to mark.
func turnButtons(lang string, g *game) ([]target, [][]Button) {
	legal := engine.Legal(*g.cl())
	groups := map[string]int{}
	var order []string
	var extra []target
	for _, a := range legal {
		k := pieceKey(a)
		if k == "" {
			extra = append(extra, target{a: a})
			continue
		}
		if groups[k] == 0 {
			order = append(order, k)
		}
		groups[k]++
	}
	if len(order) == 1 && len(extra) == 0 {
		// a lone piece (or the boat placed at setup) shows its targets at
		// once, by rank when they are more than a keyboard holds
		return pickButtons(lang, g, pieceTargets(g, order[0]), order[0], 0, false)
	}
	sort.SliceStable(order, func(i, j int) bool { return !vessel(order[i]) && vessel(order[j]) })
	var flat []Button
	for _, k := range order {
		label := k
		switch k {
		case "ship":
			label = tr(lang, txtBtnShip)
		case "boat":
			label = tr(lang, txtBtnBoat)
		}
		flat = append(flat, Button{Label: label, Data: g.button(VerbPick, k)})
	}
	for _, t := range extra {
		// pass is offered only when nothing else is legal, or to end the
		// spending of bottles after an action (a sea board's Bottling)
		if t.a.Kind == engine.ActPass && (len(order) > 0 || len(extra) > 1) && !g.cl().Bottling {
			continue
		}
		label := actionLabel(lang, t.a)
		if t.a.Kind == engine.ActPass && g.cl().Bottling {
			label = tr(lang, txtBtnDone)
		}
		flat = append(flat, Button{Label: label, Data: g.button(VerbAct, t.a.String())})
	}
	return nil, chunk(flat)
}

// pickedName is how the prompt after a piece's button names what was
// picked: the ship or boat as its button reads ("⛵ Корабль"), a
// character by name ("Бен Ганн", "Миссионер"), a pirate by its id ("W1").
// It begins the question's line, so it begins with a capital.
func pickedName(lang, key string) string {
	switch key {
	case "ship":
		return tr(lang, txtBtnShip)
	case "boat":
		return tr(lang, txtBtnBoat)
	}
	if p, err := engine.ParsePiece(key); err == nil {
		return narrate.CapFirst(narrate.PieceName(nl(lang), p))
	}
	return key
}

// vessel reports whether a button key is the crew's ship or boat, offered
// after the pieces.
func vessel(k string) bool { return k == "ship" || k == "boat" }

// choiceLabel is the label of an answer to a choice made by direction
// (the musket's shot, the trampoline's jump): the arrow, the direction's
// name and the cell; for the way an arrow the earthquake moved points
// (quakeArrowLabel), the arrow's new arrows and the rotation's name; ""
// for any other answer (actionLabel then serves).
func choiceLabel(s *engine.State, a engine.Action) string {
	if a.Kind != engine.ActChoose || !a.To.Valid() || !s.Pending.Active {
		return ""
	}
	switch s.Pending.Choose {
	case engine.ChooseMusket, engine.HowTrampoline:
	case engine.ChooseQuakeArrow:
		return quakeArrowLabel(s, a.To)
	default:
		return ""
	}
	for d := engine.Dir(0); d < 8; d++ {
		// the musket's answers are the neighbours, the trampoline's the
		// cells two away
		if c := s.Pending.At.Step(d); c == a.To || c.Step(d) == a.To {
			return dirArrows[d] + " " + d.String() + " " + a.To.String()
		}
	}
	return ""
}

// quakeArrowLabel labels the answer to to the earthquake's arrow choice:
// the neighbour of the arrow's tile the way the rotation is named (n, e,
// s, w), shown as the arrows the tile would have then and that name, such
// as "↑↓ e" for a two-way arrow turned north–south.
func quakeArrowLabel(s *engine.State, to engine.Cell) string {
	at := s.Pending.At
	for r := engine.Rot(0); r < 4; r++ {
		if at.Step(engine.N.Rotate(r)) != to {
			continue
		}
		dirs := s.Tiles[at].Kind.Arrows(r)
		slices.Sort(dirs)
		var b strings.Builder
		for _, d := range dirs {
			b.WriteString(dirArrows[d])
		}
		return b.String() + " " + r.String()
	}
	return ""
}

// dirArrows are the arrows of the eight directions, in engine.Dir order.
var dirArrows = [8]string{"↑", "↗", "→", "↘", "↓", "↙", "←", "↖"}

// withoutType drops the events of type t.
func withoutType(evs []engine.Event, t engine.EventType) []engine.Event {
	return slices.DeleteFunc(slices.Clone(evs), func(e engine.Event) bool { return e.Type == t })
}

// crewsOut names the human crews of g that can never act again: no piece
// of theirs is alive (a revival needs a living pirate of the crew on a
// fortress) and no dead pirate of theirs may revive itself (a
// shrinekeeper's unused ability).
func crewsOut(lang string, g *game) []string {
	st := g.cl()
	var out []string
	for _, s := range g.rec.Setup.Seats {
		k, err := engine.ParseCrew(s.Crew)
		if s.AI != "" || err != nil || !st.Out(k) {
			continue
		}
		out = append(out, crewName(lang, s.Crew))
	}
	return out
}
