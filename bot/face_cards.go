package bot

import (
	"fmt"
	"image"
	"slices"
	"strconv"
	"strings"
	"time"

	"github.com/jackalbot/jackal/bot/narrate"
	"github.com/jackalbot/jackal/bot/narrate/cardsn"
	"github.com/jackalbot/jackal/engine/cards"
	gm "github.com/jackalbot/jackal/engine/game"
	"github.com/jackalbot/jackal/render"
	"github.com/jackalbot/jackal/storage"
)

// cardsID is the card game's ruleset id.
const cardsID = cards.ID

// cardsMode is the card game's one lobby mode: two to four players.
const cardsMode = "2-4"

// The card game's own words of /new, kept among the set-up's variants
// (the ruleset is given only its own, islands=N: see variants).
const (
	cardsTimeWord   = "time="   // the time to plan or answer: time=30m, 12h, 2d
	cardsAbsentWord = "absent=" // the stand-in's level: absent=easy, absent=hard
)

// The card game's time limits.
const (
	cardsDefaultTime = 12 * time.Hour
	cardsDefaultIsl  = 10
)

func init() { faces[cardsID] = cardsFace{} }

// the card game's seats act in secret: a face missing a method of
// secretFace would silently be played as a turn-based game
var _ secretFace = cardsFace{}

// cardsFace is the card game's face: the group's board shows the island,
// the landed pirates and who has planned (never a card of a hand or an
// unrevealed row); each player plans and answers on a private board
// (secretFace) that shows their hand.
type cardsFace struct{}

// cardsState is a card game match's state.
func cardsState(m gm.Match) *cards.State {
	s, _ := m.State().(*cards.State)
	if s == nil {
		return &cards.State{Phase: cards.PhaseOver}
	}
	return s
}

// cardsEvents are a card game match's events.
func cardsEvents(evs gm.Events) []cards.Event {
	e, _ := evs.([]cards.Event)
	return e
}

// cardsSeat is the number of a seat name (p1…p4), cards.Spectator for
// none.
func cardsSeat(name string) uint8 {
	if p, ok := cards.ParseSeat(name); ok {
		return p
	}
	return cards.Spectator
}

// cardsNames are the seats' labels in texts: the players' names, a
// computer's "Computer 2 (hard)" (numbered by its seat: two computers of
// one level are told apart).
func cardsNames(lang string, seats []storage.Seat) []string {
	out := make([]string, cards.MaxSeats)
	for _, s := range seats {
		if k := cardsSeat(s.Crew); k != cards.Spectator {
			out[k] = seatName(lang, &s)
			if s.AI != "" {
				out[k] = tr(lang, txtCardsComputer, int(k)+1, levelName(lang, s.AI))
			}
		}
	}
	return out
}

// seatLabel names a computer's seat as the game's texts do, "Computer 2
// (hard)" (not "Player 2 — computer (hard)").
func (cardsFace) seatLabel(lang string, g *game, seat string) string {
	if s := g.seatOf(seat); s != nil && s.AI != "" {
		if k := cardsSeat(seat); k != cards.Spectator {
			return cardsNames(lang, g.rec.Setup.Seats)[k]
		}
	}
	return ""
}

func (cardsFace) id() string { return cardsID }

func (cardsFace) name(lang string) string { return tr(lang, txtCardsName) }

// examples: a card laid, a whole row (cards.SplitPlan); the horse is an
// example, not a card of anyone's hand.
func (cardsFace) examples() []string { return []string{"lay horse", "plan horse arrow-ne"} }

// terminalWords: a button is pressed by its number or its words; rules
// takes a card.
func (cardsFace) terminalWords(lang string) (buttons, rules string) {
	return tr(lang, txtTermButtonsCards), tr(lang, txtTermRulesCard)
}

func (cardsFace) mode(word string, o *newOptions) bool {
	switch {
	case word == cardsMode || word == "2" || word == "3" || word == "4":
		o.mode = cardsMode // the seats are taken as the players join
	case strings.HasPrefix(word, cards.VariantIslands+"="):
		n, err := strconv.Atoi(strings.TrimPrefix(word, cards.VariantIslands+"="))
		if err != nil || n < 1 || n > cards.NumIslandCards() {
			return false
		}
		o.variants = append(o.variants, cards.VariantIslands+"="+strconv.Itoa(n))
	case strings.HasPrefix(word, cardsTimeWord):
		d, ok := parseLimit(strings.TrimPrefix(word, cardsTimeWord))
		if !ok {
			return false
		}
		o.variants = append(o.variants, cardsTimeWord+formatLimit(d))
	case word == cardsAbsentWord+"easy" || word == cardsAbsentWord+"hard":
		o.variants = append(o.variants, word)
	default:
		return false
	}
	return true
}

// badWord explains a word of /new the card game did not take.
func (cardsFace) badWord(lang, word string) string {
	switch {
	case strings.HasPrefix(word, cards.VariantIslands+"="):
		return tr(lang, txtCardsBadIslands, word, cards.NumIslandCards())
	case strings.HasPrefix(word, cardsTimeWord):
		return tr(lang, txtCardsBadTime, word)
	case strings.HasPrefix(word, cardsAbsentWord):
		return tr(lang, txtCardsBadAbsent, word)
	}
	return ""
}

// split reads a whole plan typed at once, plan arrow-ew horse (CARDGAME.md
// §4), as the seat's whole row: the cards it laid before taken back, its
// cards laid one by one, then ready (cards.SplitPlan).
func (cardsFace) split(m gm.Match, seat, action string) []string {
	return cards.SplitPlan(action, cards.Laid(cardsState(m), cardsSeat(seat)))
}

// completions are the whole plans seat may type going on from typed
// (cards.CompletePlan), for /move's autocomplete.
func (cardsFace) completions(m gm.Match, seat, typed string) []string {
	return cards.CompletePlan(cardsState(m), cardsSeat(seat), typed)
}

// takeBack: /undo takes back the last card laid in the row.
func (cardsFace) takeBack() string { return cards.Format(cards.Action{Kind: cards.ActUndo}) }

func (cardsFace) limits(setup storage.Setup) (time.Duration, string) {
	d, level := cardsDefaultTime, "easy"
	for _, v := range setup.Variants {
		if t, ok := strings.CutPrefix(v, cardsTimeWord); ok {
			if x, ok := parseLimit(t); ok {
				d = x
			}
		}
		if l, ok := strings.CutPrefix(v, cardsAbsentWord); ok {
			level = l
		}
	}
	return d, level
}

// islands is the number of islands setup plays.
func cardsIslands(setup storage.Setup) int {
	for _, v := range setup.Variants {
		if t, ok := strings.CutPrefix(v, cards.VariantIslands+"="); ok {
			if n, err := strconv.Atoi(t); err == nil {
				return n
			}
		}
	}
	return cardsDefaultIsl
}

func (f cardsFace) lobbyTitle(lang string, setup *storage.Setup) string {
	d, level := f.limits(*setup)
	return tr(lang, txtLobbyTitleOf, f.name(lang)) + "\n" +
		tr(lang, txtCardsSettings, counted(lang, cardsIslands(*setup), "island", "islands", "остров", "острова", "островов"), limitText(lang, d), levelName(lang, level))
}

// cardsLobbyPics keeps the card game's lobby picture, by language.
var cardsLobbyPics langPicture

// lobbyPicture is the first island card of the catalogue, named in lang.
func (cardsFace) lobbyPicture(b *Bot, lang string, _ *storage.Setup) []byte {
	return cardsLobbyPics.get(lang, func() []byte {
		return b.drawPNG("island card", func() image.Image {
			return render.CardIsland(cards.Islands()[0], render.CardIslandOptions{Size: b.cfg.BoardSize / 2,
				Title: cardsn.IslandName(nl(lang), 0)})
		})
	})
}

func (cardsFace) defaultMode() string { return cardsMode }

func (cardsFace) lobbyWords(lang string) (string, string) {
	return tr(lang, txtStatusSeats), tr(lang, txtCardsLobbyHint)
}

func (cardsFace) colours(string) []string {
	out := make([]string, cards.MaxSeats)
	for i := range out {
		out[i] = cards.SeatName(i)
	}
	return out
}

func (cardsFace) seats(string) (int, int) { return 2, cards.MaxSeats }

func (cardsFace) modeText(lang, _ string) string { return tr(lang, txtCardsMode) }

// variants are the ruleset's own: islands=N (the time and the stand-in
// are the bot's).
func (cardsFace) variants(setup storage.Setup) []string {
	var out []string
	for _, v := range setup.Variants {
		if strings.HasPrefix(v, cards.VariantIslands+"=") {
			out = append(out, v)
		}
	}
	return out
}

// assign seats the players p1, p2, … in the lobby's order, a seat wished
// for first.
func (f cardsFace) assign(setup storage.Setup) ([]string, []string, []storage.Seat, error) {
	n := len(setup.Seats)
	if n < 2 || n > cards.MaxSeats {
		return nil, nil, nil, fmt.Errorf("need 2 to %d players, have %d", cards.MaxSeats, n)
	}
	names := f.colours("")[:n]
	return names, lobbyVariants(&setup), seatByWish(setup.Seats, names), nil
}

// offered: the group's board has no action buttons (each player acts on
// their private board).
func (cardsFace) offered(*game) []string { return nil }

// wordLabels: the card game's buttons are words ("✓ готово", "🐎 конь").
func (cardsFace) wordLabels() bool { return true }

func (cardsFace) label(lang, action string) string { return cardsButton(lang, action) }

// cardsButton is action's label on a button, a rum naming its player as
// names do (cardsn.Button); action itself when it does not parse.
func cardsButton(lang, action string, names ...string) string {
	a, err := cards.Parse(action)
	if err != nil {
		return action
	}
	return cardsn.Button(nl(lang), a, names...)
}

func (cardsFace) seatName(lang, seat string) string {
	k := cardsSeat(seat)
	if k == cards.Spectator {
		return seat
	}
	return cardsn.SeatLabel(nl(lang), k)
}

// cardsAlt is a board's text beside its picture: the island (the
// pirates on it), then the status.
func cardsAlt(l narrate.Lang, v *cards.View, names []string) string {
	return cardsn.Island(l, v, names...) + "\n" + cardsn.Status(l, v, names...)
}

// spectator is the view of the table: every hand's size, no hand.
func cardsSpectator(g *game) cards.View { return cards.ViewFor(cardsState(g.m), cards.Spectator) }

// publicEvents are evs as the table may know them (draws hidden).
func publicEvents(evs []cards.Event) []cards.Event {
	out := make([]cards.Event, len(evs))
	for i, e := range evs {
		out[i] = cards.EventFor(e, int(cards.Spectator))
	}
	return out
}

// board is the group's board: the events told and drawn, the status, whom
// the game waits for, and the button to one's own hand.
func (f cardsFace) board(b *Bot, lang string, g *game, evs gm.Events, _ string, picture bool) Board {
	v := cardsSpectator(g)
	l := nl(lang)
	names := cardsNames(lang, g.rec.Setup.Seats)
	told := publicEvents(cardsEvents(evs))
	var caption strings.Builder
	// a card laid in secret is told by the status's row lengths, not one
	// line a card; the game's end is told once, by the ending below; a
	// new island once, by the status's first line
	over := v.Phase == cards.PhaseOver
	said := slices.DeleteFunc(slices.Clone(told), func(e cards.Event) bool {
		return e.Kind == cards.EvPlanned || over && e.Kind == cards.EvGameOver || !over && e.Kind == cards.EvIsland
	})
	if d := cardsn.Events(l, said, &v, names...); d != "" {
		caption.WriteString(d + "\n\n")
	}
	board := Board{Over: over, Lang: boardLang(lang)}
	status := cardsn.Status(l, &v, names...)
	if board.Over {
		caption.WriteString(cardsn.Ending(l, &v, names...))
		if g.rec.ID != "" {
			caption.WriteString("\n" + tr(lang, txtGameID, g.rec.ID))
		}
	} else {
		caption.WriteString(status)
		if p := cardsn.Prompt(l, &v, names...); p != "" {
			caption.WriteString("\n" + p)
		}
		for _, name := range g.m.Acting() {
			if s := g.seatOf(name); s != nil && s.AI == "" {
				board.Ping = seatUser(s)
				break
			}
		}
		board.Buttons = [][]Button{{b.handButton(lang, g)}}
	}
	board.Caption = caption.String()
	board.Alt = cardsn.Island(l, &v, names...) // the caption tells the status
	if picture {
		board.PNG = b.drawPNG("card board", func() image.Image {
			return render.CardBoard(&v, render.CardBoardOptions{Size: b.cfg.BoardSize, Events: told, Names: names, Lang: lang})
		})
	}
	return board
}

func (cardsFace) chain(_ *game, _ gm.Match, evs gm.Events) gm.Events { return evs }

// entry: every action of the card game is final (a row is taken back
// card by card before it is confirmed, never by a vote).
func (cardsFace) entry(gm.Match, gm.Events) (bool, bool) { return true, true }

// private: the players' private boards are shown by the secret flow
// (pushSecrets), not after each entry.
func (cardsFace) private(*call, *game, gm.Events) {}

// explain names the rule a seat's refused action breaks when the action
// comes as the seat's entry (gm.SeatEntry: the secret flow's, said only
// to that seat, so it may name the seat's hand), else the engine error's
// reason.
func (cardsFace) explain(lang string, err error, action string, g *game) string {
	if seat, act, ok := gm.SplitSeatEntry(action); ok && g != nil {
		if v, ok := g.m.View(seat).(*cards.View); ok {
			if why := cardsn.Refusal(nl(lang), v, act); why != "" {
				return why
			}
		}
	}
	return cardsn.Explain(nl(lang), err)
}

func (cardsFace) status(lang string, g *game) string {
	v := cardsSpectator(g)
	return cardsn.Status(nl(lang), &v, cardsNames(lang, g.rec.Setup.Seats)...)
}

// rules is /rules cards: the summary; a card's rule with its picture;
// Tortuga's rule. A part it does not know lists those it does, in the
// chat's language.
func (cardsFace) rules(c *call, arg string) {
	l := nl(c.lang)
	if arg == "" {
		c.say(cardsn.Rules(l))
		return
	}
	t, ok := cardsn.ParseTopic(arg)
	switch {
	case !ok:
		c.answer(tr(c.lang, txtUnknownPart, arg, strings.Join(cardsn.Topics(l), ", ")))
	case t.Tortuga:
		c.say(cardsn.TopicRule(l, t))
	default:
		var one [cards.NumKinds]uint8
		one[t.Card] = 1
		png, _ := encodePNG(render.CardHand(one, render.CardHandOptions{Lang: c.lang}))
		c.sayWithPicture(c.lang, partRules, cardsn.TopicRule(l, t), png)
	}
}

// replay draws the table's view after each entry that showed the table
// something (a secret card laid shows nothing).
func (f cardsFace) replay(rec *storage.Game, o ReplayOptions) ([]byte, error) {
	frames, err := replayFrames(rec, o.As, func(v *cards.View, evs []cards.Event) render.CardFrame {
		return render.CardFrame{View: *v, Events: publicEvents(evs)}
	})
	if err != nil {
		return nil, err
	}
	kept := frames[:0]
	for i, fr := range frames {
		if news, _ := f.news(fr.Events); news || i == 0 || i == len(frames)-1 {
			kept = append(kept, fr)
		}
	}
	ro := o.render()
	ro.Names = cardsNames(rec.Setup.Lang, rec.Setup.Seats)
	return encodeGIF(render.CardReplay(kept, ro))
}

func (f cardsFace) privateBoard(b *Bot, lang string, g *game, seat string) (Board, bool) {
	s := g.seatOf(seat)
	if s == nil || s.AI != "" || cardsSeat(seat) == cards.Spectator {
		return Board{}, false
	}
	return f.handBoard(b, lang, g, seat), true
}

func (f cardsFace) complete(command string) []string {
	switch command {
	case "join":
		return f.colours("")
	case "new":
		return []string{"islands=4", "islands=10", "time=1h", "time=12h", "time=1d", "absent=easy", "absent=hard"}
	case "rules":
		return cardsn.Topics(narrate.EN)
	}
	return nil
}

// handBoard is a player's private board: their seat's view (the island,
// their hand under it), what they must do now, and their legal actions as
// buttons, in the order the notation lists them.
func (cardsFace) handBoard(b *Bot, lang string, g *game, seat string) Board {
	k := cardsSeat(seat)
	v := cards.ViewFor(cardsState(g.m), k)
	l := nl(lang)
	names := cardsNames(lang, g.rec.Setup.Seats)
	var caption strings.Builder
	caption.WriteString(tr(lang, txtHandTitle, cardsn.SeatLabel(l, k, names...), int(v.Round)+1, int(v.NumIsl)))
	// the prompt names the row confirmed (cardsn.Prompt); a finished
	// game's board says who won rather than nothing
	if p := cardsn.Prompt(l, &v, names...); p != "" {
		caption.WriteString("\n" + p)
	} else if e := cardsn.Ending(l, &v, names...); e != "" {
		caption.WriteString("\n" + e)
	}
	return Board{Caption: caption.String(), Buttons: handButtons(lang, g, seat, names), Alt: cardsAlt(l, &v, names), Lang: boardLang(lang),
		PNG: b.drawPNG("hand", func() image.Image {
			return render.CardSeat(&v, render.CardBoardOptions{Size: b.cfg.BoardSize, Names: names, Lang: lang})
		})}
}

// handButtons are the buttons of seat's private board: its legal
// actions, the cards it may lay first, three to a row; names are the
// seats' names (cardsNames).
func handButtons(lang string, g *game, seat string, names []string) [][]Button {
	var plans, rest []Button
	moves := seatMoves(g, seat)
	short := labelNames(names) // a long name would be cut by a phone
	for _, a := range g.m.LegalFor(seat) {
		// a rum names its player as the caption does, shortened
		btn := Button{Label: cardsButton(lang, a, short...), Data: seatButton(g, seat, moves, a)}
		if strings.HasPrefix(a, "lay ") {
			plans = append(plans, btn)
		} else {
			rest = append(rest, btn)
		}
	}
	return append(chunkBy(plans, 3), chunkWide(rest, 3)...)
}

// news: a card laid or taken back in secret shows the table nothing; a
// row confirmed, a pass or a visit to Tortuga changes only who has
// planned; anything else (a reveal, a step, a new island, the end) is
// news.
func (cardsFace) news(evs gm.Events) (bool, bool) {
	news, progress := false, false
	for _, e := range cardsEvents(evs) {
		switch e.Kind {
		case cards.EvPlanned, cards.EvDraw:
		case cards.EvReady, cards.EvPass, cards.EvTortuga:
			progress = true
		default:
			news = true
		}
	}
	return news, progress
}

func (cardsFace) round(m gm.Match) int { return int(cardsState(m).Round) }

// roundOver tells a round that evs ended when they also dealt the next
// island (the board after shows the new island): the finished round's
// island with every move of its rows drawn and numbered (its earlier
// steps' too, read from the log), each pirate where it stopped and the
// coins after the payout; and the events from the new island on.
func (f cardsFace) roundOver(b *Bot, lang string, before, g *game, evs gm.Events) (Board, gm.Events, bool) {
	all := cardsEvents(evs)
	at := slices.IndexFunc(all, func(e cards.Event) bool { return e.Kind == cards.EvIsland })
	if at < 0 {
		return Board{}, evs, false
	}
	round := lastRoundEvents(g)
	v := cardsSpectator(before)
	for _, e := range round {
		switch e.Kind {
		case cards.EvFlag, cards.EvMove, cards.EvStop, cards.EvDig:
			if e.Cell != cards.NoCell && e.Seat < cards.MaxSeats {
				v.Pos[e.Seat] = e.Cell
			}
		}
	}
	for _, e := range all[:at] {
		if e.Kind == cards.EvPaid && e.Seat < cards.MaxSeats {
			v.Coins[e.Seat] += uint16(e.N)
		}
	}
	v.Phase = cards.PhaseResolve
	l := nl(lang)
	names := cardsNames(lang, g.rec.Setup.Seats)
	caption := tr(lang, txtCardsRoundOver, int(v.Round)+1, int(v.NumIsl))
	if d := cardsn.Events(l, publicEvents(all[:at]), &v, names...); d != "" {
		caption += "\n" + d
	}
	board := Board{Caption: caption, Alt: cardsAlt(l, &v, names), Lang: boardLang(lang),
		PNG: b.drawPNG("round board", func() image.Image {
			return render.CardBoard(&v, render.CardBoardOptions{Size: b.cfg.BoardSize, Events: publicEvents(round), Names: names, Lang: lang})
		})}
	return board, all[at:], true
}

// lastRoundEvents are the events of the round g's last island ended: from
// the island before it (or the deal) to it, replayed from the log.
func lastRoundEvents(g *game) []cards.Event {
	var all []cards.Event
	_, err := replay(g.rec.Setup, g.rec.Log, func(_ int, _ gm.Match, evs gm.Events) {
		all = append(all, cardsEvents(evs)...)
	})
	if err != nil {
		return nil
	}
	end := -1
	for i := len(all) - 1; i >= 0; i-- {
		if all[i].Kind == cards.EvIsland {
			if end < 0 {
				end = i
				continue
			}
			return all[i+1 : end]
		}
	}
	if end < 0 {
		return nil
	}
	return all[:end]
}
