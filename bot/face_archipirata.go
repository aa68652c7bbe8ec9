package bot

import (
	"image"

	"cmp"
	"errors"
	"fmt"
	"slices"
	"strconv"
	"strings"

	"github.com/jackalbot/jackal/bot/narrate"
	"github.com/jackalbot/jackal/bot/narrate/archi"
	ar "github.com/jackalbot/jackal/engine/archipirata"
	gm "github.com/jackalbot/jackal/engine/game"
	"github.com/jackalbot/jackal/render"
	"github.com/jackalbot/jackal/storage"
)

// archID is Archipirata's ruleset id.
const archID = ar.ID

// Archipirata lobby modes.
const (
	archMode2 = "2" // two players, red and white
	archMode4 = "4" // four players in two teams
)

func init() { faces[archID] = archFace{} }

// archFace is Archipirata's face: the ring of islands drawn by render, the
// narration of bot/narrate/archi, and a sowing chosen in two or three taps
// (island, direction, then order and rum only when they matter).
type archFace struct{}

// archState is an Archipirata match's state.
func archState(m gm.Match) *ar.State {
	s, _ := m.State().(*ar.State)
	if s == nil {
		return &ar.State{Over: true, Winner: -1}
	}
	return s
}

// archEvents are an Archipirata match's events.
func archEvents(evs gm.Events) []ar.Event {
	e, _ := evs.([]ar.Event)
	return e
}

// archSeat is the number of a seat name, ar.Spectator for none.
func archSeat(name string) uint8 {
	for i, n := range []string{"red", "white", "red2", "white2"} {
		if n == name {
			return uint8(i)
		}
	}
	return ar.Spectator
}

func (archFace) id() string { return archID }

func (archFace) name(lang string) string { return tr(lang, txtArchName) }

func (archFace) examples() []string { return []string{"take 3 cw"} }

// terminalWords: an island's button has the island's number; rules takes
// a card or a captain.
func (archFace) terminalWords(lang string) (buttons, rules string) {
	return tr(lang, txtTermButtonsArch), tr(lang, txtTermRulesArch)
}

func (archFace) mode(word string, o *newOptions) bool {
	switch word {
	case "2", "duel":
		o.mode = archMode2
	case "4", "teams":
		o.mode = archMode4
	case ar.VariantAdvanced, "captains":
		o.variants = append(o.variants, ar.VariantAdvanced)
	default:
		return false
	}
	return true
}

func (archFace) defaultMode() string { return archMode2 }

func (f archFace) lobbyTitle(lang string, _ *storage.Setup) string {
	return tr(lang, txtLobbyTitleOf, f.name(lang))
}

func (archFace) lobbyPicture(b *Bot, lang string, _ *storage.Setup) []byte {
	return b.archLobbyPNG(lang)
}

func (archFace) colours(mode string) []string {
	if mode == archMode4 {
		return []string{"red", "white", "red2", "white2"}
	}
	return []string{"red", "white"}
}

func (archFace) seats(mode string) (int, int) {
	if mode == archMode4 {
		return 4, 4
	}
	return 2, 2
}

func (archFace) modeText(lang, mode string) string {
	if mode == archMode4 {
		return tr(lang, txtArchMode4)
	}
	return tr(lang, txtArchMode2)
}

func (archFace) variants(setup storage.Setup) []string { return setup.Variants }

// assign seats the players in seat order, colour wishes first.
func (f archFace) assign(setup storage.Setup) ([]string, []string, []storage.Seat, error) {
	mode := lobbyMode(&setup)
	names := f.colours(mode)
	if len(setup.Seats) != len(names) {
		return nil, nil, nil, fmt.Errorf("need %d players, have %d", len(names), len(setup.Seats))
	}
	return names, lobbyVariants(&setup), seatByWish(setup.Seats, names), nil
}

// seatByWish seats players in seats named names (as many of each), each
// player who wished for a free seat (Crew) in it, the others in the seats
// left in order; each seat gets its name.
func seatByWish(players []storage.Seat, names []string) []storage.Seat {
	seats := make([]storage.Seat, len(names))
	placed := make([]bool, len(players))
	taken := make([]bool, len(names))
	for i, p := range players { // wishes first
		for k, n := range names {
			if !taken[k] && p.Crew == n {
				seats[k], taken[k], placed[i] = p, true, true
				break
			}
		}
	}
	for i, p := range players {
		for k := range names {
			if !placed[i] && !taken[k] {
				seats[k], taken[k], placed[i] = p, true, true
			}
		}
	}
	for k, n := range names {
		seats[k].Crew = n
	}
	return seats
}

func (archFace) offered(g *game) []string {
	var out []string
	for _, a := range archOffered(g) {
		out = append(out, ar.Format(a))
	}
	return out
}

// archViewer is whose view g's boards show, and whether that seat's
// player alone sees them: at the terminal, where the human seats are all
// of one team (against computers), that team's (its chests face up, as
// the rules hide them from the other team only); alone when the team has
// one human seat (its captain shown too: not even a teammate sees it).
// Elsewhere — a chat the table shares, a hot seat of both teams — the
// spectator's.
func archViewer(g *game) (seat uint8, alone bool) {
	if g == nil || g.rec == nil {
		return ar.Spectator, false
	}
	if platform, _ := splitKey(string(g.rec.Key)); platform != PlatformTerminal {
		return ar.Spectator, false
	}
	var humans []uint8
	for _, seat := range g.rec.Setup.Seats {
		if seat.AI != "" {
			continue
		}
		k := archSeat(seat.Crew)
		if k == ar.Spectator || len(humans) > 0 && ar.Team(k) != ar.Team(humans[0]) {
			return ar.Spectator, false
		}
		humans = append(humans, k)
	}
	if len(humans) == 0 {
		return ar.Spectator, false
	}
	return humans[0], len(humans) == 1
}

// archView is the view g's boards show (archViewer): teammates at one
// screen see their team's chests but neither's captain.
func archView(g *game) ar.View {
	s := archState(g.m)
	seat, alone := archViewer(g)
	if seat >= s.Seats {
		seat = ar.Spectator
	}
	v := ar.ViewFor(s, seat)
	if seat != ar.Spectator && !alone && v.Captain[seat] != ar.NoCaptain && !s.Revealed[seat] && !s.Over {
		v.Captain[seat] = ar.CaptainHidden
	}
	return v
}

// archOffered are the actions g's buttons offer: the legal ones where
// the team to act sees its own board (archViewer), else publicLegal.
func archOffered(g *game) []ar.Action {
	s := archState(g.m)
	if archOwnTurn(g, s) {
		return ar.Legal(s, nil)
	}
	return publicLegal(s)
}

// archOwnTurn reports whether g's boards are the view of the team to act
// (archViewer), whose buttons offer its truly legal actions: no press of
// one is refused.
func archOwnTurn(g *game, s *ar.State) bool {
	seat, _ := archViewer(g)
	return seat < s.Seats && !s.Over && ar.Team(seat) == ar.Team(s.Turn)
}

// archCaptainCannot says why the captain of the seat to act cannot act
// now, naming it where its player alone sees the board (archViewer).
func archCaptainCannot(lang string, g *game) string {
	s := archState(g.m)
	if seat, alone := archViewer(g); alone && seat == s.Turn {
		v := archView(g)
		if why := archi.CaptainCannot(nl(lang), &v, seat, ar.NoCaptain); why != "" {
			return why
		}
	}
	return tr(lang, txtArchCaptainCannot)
}

// publicLegal is what the table may think the seat to act can do: its
// legal actions whatever its team's face-down chests are (each gold or
// rum chest). The keyboard is public; offering only the truly legal
// actions would show whether the team holds a rum chest (a rum skip) or
// can pay a captain. A press on an action not legal after all is refused
// privately (explain).
func publicLegal(s *ar.State) []ar.Action {
	if s.Over {
		return nil
	}
	t := ar.Team(s.Turn)
	n := s.Held[t][ar.Gold] + s.Held[t][ar.RumChest]
	var out []ar.Action
	seen := map[ar.Action]bool{}
	var buf []ar.Action
	for k := uint8(0); k <= n; k++ {
		c := *s
		c.Held[t][ar.RumChest], c.Held[t][ar.Gold] = k, n-k
		buf = ar.Legal(&c, buf)
		for _, a := range buf {
			if !seen[a] {
				seen[a] = true
				out = append(out, a)
			}
		}
	}
	return out
}

func (archFace) label(lang, action string) string {
	a, err := ar.Parse(action)
	if err != nil {
		return action
	}
	return archi.Button(nl(lang), a)
}

// historyLabel: an action as its button says it (historyWorder): a
// sowing "5 ↺ КБ, ром 7", the order in the board's colour letters; an
// island answering a choice; a captain by name.
func (f archFace) historyLabel(lang, action string) string {
	return f.label(lang, action) // the action itself where it is none: historyEntry keeps the notation
}

func (archFace) seatName(lang, seat string) string {
	s := archSeat(seat)
	if s == ar.Spectator {
		return seat
	}
	name := "🔴 " + tr(lang, txtArchRed)
	if ar.Team(s) == 1 {
		name = "⚪ " + tr(lang, txtArchWhite)
	}
	if s >= 2 {
		name += " 2"
	}
	return name
}

func (f archFace) board(b *Bot, lang string, g *game, evs gm.Events, sel string, picture bool) Board {
	s := archState(g.m)
	v := archView(g)
	l := nl(lang)
	var caption strings.Builder
	told := archEvents(evs)
	if s.Over {
		// the ending below says how the game ended; the events need not
		told = withoutGameOver(told)
	}
	if d := archi.Events(l, told, &v); d != "" {
		caption.WriteString(d + "\n")
	}
	var buttons [][]Button
	var marked []uint8
	var ping *User
	var asked string // Board.Question
	if s.Over {
		caption.WriteString(archi.Ending(l, &v))
		if g.rec.ID != "" {
			caption.WriteString("\n" + tr(lang, txtGameID, g.rec.ID))
		}
	} else {
		caption.WriteString(archi.Status(l, &v))
		if seat, alone := archViewer(g); alone && seat < s.Seats {
			// the player alone at the screen: their own captain, as
			// their private board names it
			if c := v.Captain[seat]; c != ar.NoCaptain && c < ar.CaptainHidden && !v.Spent[seat] {
				caption.WriteString("\n" + tr(lang, txtArchYourCaptain, archi.CaptainName(l, c)+" (captain "+c.String()+")"))
			}
		}
		var question []string // the caption's lines that ask what the buttons choose
		if p := archi.Prompt(l, &v); p != "" && v.Pend != ar.PendNone {
			caption.WriteString("\n" + p) // the status says who moves; this names the choice
			question = append(question, p)
		}
		ping = seatUser(g.actor())
		if a := g.actor(); a == nil || a.AI == "" {
			// a computer's turn (a run of computer actions goes on) has
			// no buttons: no one could press them
			var head string
			head, buttons, marked = f.buttons(lang, g, s, sel)
			if head != "" {
				caption.WriteString("\n" + head)
				question = append(question, head)
			}
			if len(buttons) > 0 {
				asked = strings.Join(question, "\n")
			}
			if link, ok := archCaptainLink(b, lang, g, s, sel); ok {
				buttons = append(buttons, []Button{link})
			}
		}
	}
	board := Board{Caption: caption.String(), Ping: ping, Buttons: buttons, Alt: archText(lang, &v), Over: s.Over, Question: asked,
		Lang: boardLang(lang)}
	if picture {
		board.PNG = b.drawArch(lang, &v, archEvents(evs), marked)
	}
	return board
}

// The captain's selection, the selection of its options (Benito Bonito's
// two), and the word its button sends when the captain cannot act now.
const (
	archCaptainSel     = "cap"
	archCaptainOptsSel = "capo"
	archCaptainWord    = "captain"
)

// archChoice is one legal action with its index in Legal (buttons carry
// the index: the notation of a long sowing would not fit a button's data).
type archChoice struct {
	a   ar.Action
	idx int
}

// buttons are the actor's buttons for selection sel: "" the islands (or
// the pending choice) and the captain, "i3" island 3's directions, "i3cw"
// its sowings clockwise. It returns a line for the caption, the rows and
// the islands to mark on the picture. An island's button carries its
// number (Button.Number): at the terminal, typing 5 presses island 5's.
// A direction's names the island picked too: a platform that cannot
// show a step's words (StepEditor) shows its buttons alone. The line
// returned asks the step's question and, for a direction's sowings,
// explains their short labels (archLegend).
func (archFace) buttons(lang string, g *game, s *ar.State, sel string) (string, [][]Button, []uint8) {
	legal := archOffered(g)
	island, dir, hasDir, page := parseArchSel(sel)
	switch sel {
	case archCaptainSel:
		island = -2
	case archCaptainOptsSel:
		island = -3
	}
	var flat []Button
	var marked []uint8
	act := func(label string, c archChoice) Button {
		return Button{Label: label, Data: g.button(VerbAct, "#"+strconv.Itoa(c.idx))}
	}
	back := []Button{{Label: tr(lang, txtBtnBack), Data: g.button(VerbBack, "")}}
	if island == -1 {
		seen := map[uint8]bool{}
		for i, a := range legal {
			switch a.Kind {
			case ar.ActChoose:
				marked = append(marked, a.Island)
				b := act(tr(lang, txtArchIsland, int(a.Island)+1), archChoice{a, i})
				b.Number = int(a.Island) + 1
				flat = append(flat, b)
			case ar.ActTake:
				if !seen[a.Island] {
					seen[a.Island] = true
					marked = append(marked, a.Island)
					flat = append(flat, Button{Label: tr(lang, txtArchIsland, int(a.Island)+1),
						Data: g.button(VerbPick, "i"+strconv.Itoa(int(a.Island)+1)), Number: int(a.Island) + 1})
				}
			}
		}
		// in island order: publicLegal lists an island whose only sowings
		// need a rum chest after the others
		slices.SortStableFunc(flat, func(x, y Button) int { return cmp.Compare(x.Number, y.Number) })
		// The captain's button shows whenever the seat holds an unspent
		// captain, whether or not it can act now, and its press always
		// opens the same public step, one "Use it" and the way back: the
		// keyboard is public, and a step shown only when the captain can
		// act would tell the others what the team's face-down chests are,
		// one of two options which captain it is (Benito Bonito's). A use
		// that cannot be made is refused privately; Benito's options are
		// offered once the use is pressed, when it is revealed anyway.
		// It has a row of its own: beside the islands a phone would split
		// their last row around its wider label.
		// The captain's button is numbered after every island (9), not
		// after the islands offered: typing 8 for island 8, which cannot
		// be sown now, opened the captain at the terminal.
		rows := chunk(flat)
		if s.Adv && s.Pend == ar.PendNone && s.Captain[s.Turn] != ar.NoCaptain && !s.Spent[s.Turn] {
			rows = append(rows, []Button{{Label: tr(lang, txtArchCaptain), Data: g.button(VerbPick, archCaptainSel), Number: ar.NumIslands + 1}})
		}
		return "", rows, marked
	}
	var uses []archChoice
	for i, a := range legal {
		if a.Kind == ar.ActCaptain {
			uses = append(uses, archChoice{a, i})
		}
	}
	switch island {
	case -2:
		if len(uses) == 0 && archOwnTurn(g, s) {
			// the buttons are the team's truly legal actions (archOffered)
			// and none uses the captain: a "Use it" would only be refused.
			// The captain and why it cannot act, and the way back; where a
			// teammate shares the screen the captain stays unnamed.
			return archCaptainCannot(lang, g), [][]Button{back}, nil
		}
		// On a board the table shares the step is the same whether or not
		// the captain can act (see above): its "Use it" comes from
		// publicLegal, and a use the team's face-down chests cannot pay is
		// refused to the presser alone.
		use := Button{Label: tr(lang, txtArchCaptainUse), Data: g.button(VerbAct, archCaptainWord)}
		switch {
		case len(uses) == 1:
			use = act(use.Label, uses[0])
		case len(uses) > 1:
			use.Data = g.button(VerbPick, archCaptainOptsSel)
		}
		// the question is every captain's: it tells nothing of which
		return tr(lang, txtArchCaptainAsk), [][]Button{{use}, back[0:1]}, nil
	case -3:
		// Benito Bonito's options, after "Use it": what each costs and
		// does. No way back: the use was pressed.
		for _, c := range uses {
			label := tr(lang, txtArchCaptainUse)
			if o := archi.CaptainOption(nl(lang), c.a.Cap, c.a.Island); o != "" {
				label = o
			}
			flat = append(flat, act(label, c))
		}
		if len(flat) == 0 {
			return "", [][]Button{back}, nil // the options went meanwhile
		}
		return tr(lang, txtArchCaptainWhich, narrate.CapFirst(archi.CaptainName(nl(lang), uses[0].a.Cap))), chunkBy(flat, 1), nil
	}
	var byDir [2][]archChoice
	for i, a := range legal {
		if a.Kind == ar.ActTake && a.Island == uint8(island) {
			byDir[a.Dir] = append(byDir[a.Dir], archChoice{a, i})
		}
	}
	marked = []uint8{uint8(island)}
	if !hasDir {
		for d, list := range byDir {
			label := tr(lang, txtArchCW)
			if ar.Dir(d) == ar.CCW {
				label = tr(lang, txtArchCCW)
			}
			label = strconv.Itoa(island+1) + " " + label
			switch {
			case len(list) == 1:
				flat = append(flat, act(oneSowing(lang, label, list[0].a), list[0]))
			case len(list) > 1:
				flat = append(flat, Button{Label: label + " …", Data: g.button(VerbPick, sel+dirWord(ar.Dir(d)))})
			}
		}
		// one a row: a direction played at once beside one that opens its
		// sowings would make a pair, whose labels a phone cuts
		// ("6 ↺ counter-clo…")
		rows := append(chunkBy(flat, 1), back)
		return tr(lang, txtArchPickIsland, island+1), rows, marked
	}
	// A direction may offer hundreds of sowings (each order of the
	// pieces sown, each rum): more than a keyboard holds are shown a page
	// at a time, the page in the selection ("i3cwp2"), so every one of
	// them can be pressed.
	list := byDir[dir]
	pages := (len(list) + archPerPage - 1) / archPerPage
	page = min(max(page, 1), max(pages, 1))
	if pages > 1 {
		list = list[(page-1)*archPerPage : min(page*archPerPage, len(list))]
	}
	for _, c := range list {
		flat = append(flat, act(archi.Button(nl(lang), c.a), c))
	}
	dirText := tr(lang, txtArchCW)
	if dir == ar.CCW {
		dirText = tr(lang, txtArchCCW)
	}
	rows := chunkBy(flat, 2)
	if pages > 1 {
		base := "i" + strconv.Itoa(island+1) + dirWord(dir) + "p"
		var nav []Button
		if page > 1 {
			nav = append(nav, Button{Label: "◀ " + strconv.Itoa(page-1) + "/" + strconv.Itoa(pages),
				Data: g.button(VerbPick, base+strconv.Itoa(page-1)), Nav: true})
		}
		if page < pages {
			nav = append(nav, Button{Label: strconv.Itoa(page+1) + "/" + strconv.Itoa(pages) + " ▶",
				Data: g.button(VerbPick, base+strconv.Itoa(page+1)), Nav: true})
		}
		rows = append(rows, nav)
	}
	rows = append(rows, back)
	head := tr(lang, txtArchPickDir, island+1, dirText)
	if legend := archLegend(lang, byDir[dir]); legend != "" {
		head += "\n" + legend
	}
	return head, rows, marked
}

// oneSowing is the label of a direction's button (label: "5 ↻
// clockwise") that plays its one sowing a at once: with the rum that
// sowing spends, as the sowing's own button says it (archi.Button: "5 ↻
// RWR, rum 7"), "5 ↻ clockwise, rum 7", or that button's label alone
// where the two would not fit a phone's row. A bare "5 ↻ clockwise" spent
// a rum the player did not choose, or was refused for want of one.
func oneSowing(lang, label string, a ar.Action) string {
	if len(a.SkippedIslands()) == 0 {
		return label
	}
	own := archi.Button(nl(lang), a)
	_, tail, ok := strings.Cut(own, ",")
	if !ok {
		return own
	}
	if long := label + "," + tail; LabelWidth(long) <= LabelFits(1) {
		return long
	}
	return own
}

// dirWord is a direction in a selection.
func dirWord(d ar.Dir) string {
	if d == ar.CCW {
		return "ccw"
	}
	return "cw"
}

// archPerPage is the most sowings of one direction a keyboard shows at
// once (with its page row and the way back, within maxButtons).
const archPerPage = maxButtons - 6

// parseArchSel reads a selection "i3", "i3cw", "i3ccw" (island 1–8), a
// direction's page after it ("i3cwp2", 1 without one): the island's
// index, -1 for none.
func parseArchSel(sel string) (int, ar.Dir, bool, int) {
	rest, ok := strings.CutPrefix(sel, "i")
	if !ok || rest == "" {
		return -1, 0, false, 1
	}
	page := 1
	if r, p, paged := strings.Cut(rest, "p"); paged {
		n, err := strconv.Atoi(p)
		if err != nil || n < 1 || n > 99 {
			return -1, 0, false, 1
		}
		rest, page = r, n
	}
	num := strings.TrimRight(rest, "cw")
	n, err := strconv.Atoi(num)
	if err != nil || n < 1 || n > ar.NumIslands {
		return -1, 0, false, 1
	}
	switch rest[len(num):] {
	case "":
		if page == 1 {
			return n - 1, 0, false, 1
		}
	case "cw":
		return n - 1, ar.CW, true, page
	case "ccw":
		return n - 1, ar.CCW, true, page
	}
	return -1, 0, false, 1
}

// archText is the text board of a view: one line per island, then the
// cards each team keeps.
func archText(lang string, v *ar.View) string {
	l := nl(lang)
	var b strings.Builder
	for i := range ar.NumIslands {
		fmt.Fprintf(&b, "%d: 🔴%d ⚪%d · %s", i+1, v.Pirates[i][ar.Red], v.Pirates[i][ar.White], archi.PileLine(l, v, i))
		if v.Perm[i] != ar.NoCard {
			b.WriteString(" · " + archi.CardName(l, v.Perm[i]))
		}
		b.WriteString("\n")
	}
	// The caption says the status; the text board, like the picture, says
	// what each team keeps.
	b.WriteString(archi.Kept(l, v))
	return b.String()
}

func (archFace) chain(_ *game, _ gm.Match, evs gm.Events) gm.Events { return evs }

// entry: an answer to a pending choice does not start a move; a move that
// took a card (turning the next one up), looked at a pile or showed a
// captain revealed something.
func (archFace) entry(before gm.Match, evs gm.Events) (bool, bool) {
	reveals := false
	for _, e := range archEvents(evs) {
		switch e.Kind {
		case ar.EvActivated, ar.EvChest, ar.EvRevealed, ar.EvTavern, ar.EvLooked, ar.EvCaptain:
			reveals = true
		}
	}
	return archState(before).Pend == ar.PendNone, reveals
}

// private sends a lookout's sight to the seat that looked, and to nobody
// else.
func (archFace) private(c *call, g *game, evs gm.Events) {
	s := archState(g.m)
	for _, e := range archEvents(evs) {
		if e.Kind != ar.EvLooked || e.Seat >= s.Seats {
			continue
		}
		seat := g.seatOf([]string{"red", "white", "red2", "white2"}[e.Seat])
		if seat == nil || seat.AI != "" {
			continue
		}
		lang := c.seatLang(g, seat)
		v := ar.ViewFor(s, e.Seat)
		var cards []string
		for k := int(v.Top[e.Island]); k < ar.PileSize; k++ {
			cards = append(cards, archi.CardName(nl(lang), v.Pile[e.Island][k]))
		}
		msg := tr(lang, txtArchLookout, int(e.Island)+1, strings.Join(cards, ", "))
		c.sendPrivate(seat, lang, msg, c.b.drawArch(lang, &v, nil, []uint8{e.Island}))
	}
}

func (archFace) explain(lang string, err error, action string, g *game) string {
	a, perr := ar.Parse(action)
	// "captain <name>" that Parse refused (a name it does not know) is
	// still a captain asked for
	first, _, _ := strings.Cut(strings.TrimSpace(strings.ToLower(action)), " ")
	captain := first == archCaptainWord || perr == nil && a.Kind == ar.ActCaptain
	switch {
	case captain && g != nil && !archState(g.m).Adv:
		return archi.NoCaptains(nl(lang))
	case action == archCaptainWord || perr == nil && a.Kind == ar.ActCaptain && errors.Is(err, ar.ErrIllegal):
		// named only where the seat's player alone sees the answer: a
		// refusal typed in a chat may be said in front of the table
		if seat, alone := archViewer(g); alone && seat == archState(g.m).Turn {
			v := archView(g)
			if action == archCaptainWord && slices.ContainsFunc(ar.Legal(archState(g.m), nil), func(a ar.Action) bool { return a.Kind == ar.ActCaptain }) {
				return archi.CaptainCan(nl(lang), v.Captain[seat]) // "captain" typed: which one, and how
			}
			asked := ar.NoCaptain
			if perr == nil {
				asked = a.Cap
			}
			if why := archi.CaptainCannot(nl(lang), &v, seat, asked); why != "" {
				return why
			}
		}
		return tr(lang, txtArchCaptainCannot)
	case perr == nil && a.Skips != 0 && errors.Is(err, ar.ErrIllegal):
		return tr(lang, txtArchNoRum)
	case perr == nil && a.Kind == ar.ActChoose && errors.Is(err, ar.ErrIllegal) && g != nil && g.m != nil && archState(g.m).Pend == ar.PendNone:
		// "3" typed to pick island 3: a bare island answers a choice, and
		// none is waiting; say how to sow from it
		n := int(a.Island) + 1
		v := archView(g)
		if why := archi.Typed(nl(lang), fmt.Sprintf("take %d cw", n), &v); why != "" {
			return why // nothing to sow there either
		}
		return tr(lang, txtArchNoChoice, n, n, n)
	}
	if errors.Is(err, ar.ErrSyntax) || errors.Is(err, ar.ErrIllegal) {
		// an island out of 1–8, a direction not cw or ccw, an island
		// with no pirates: said as such, not as a move not understood
		var v *ar.View
		if g != nil && g.m != nil {
			view := archView(g)
			v = &view
		}
		if why := archi.Typed(nl(lang), action, v); why != "" {
			return why
		}
	}
	return archi.Explain(nl(lang), err)
}

func (f archFace) status(lang string, g *game) string {
	v := archView(g)
	var b strings.Builder
	b.WriteString(archi.Status(nl(lang), &v))
	b.WriteString("\n" + tr(lang, txtStatusSeats))
	for _, seat := range g.rec.Setup.Seats {
		fmt.Fprintf(&b, "\n%s — %s", f.seatName(lang, seat.Crew), seatName(lang, &seat))
	}
	return b.String()
}

// rules is /rules archipirata: the summary; a card's or a captain's rule
// by its id or its name in either language. A part it does not know lists
// those it does, in the chat's language.
func (archFace) rules(c *call, arg string) {
	l := nl(c.lang)
	if arg == "" {
		c.say(archi.Rules(l))
		return
	}
	card, capt, ok := archi.ParseTopic(arg)
	switch {
	case !ok:
		c.answer(tr(c.lang, txtUnknownPart, arg, strings.Join(archi.Topics(l), ", ")))
	case capt != ar.NoCaptain:
		c.say(archi.CaptainRule(l, capt))
	default:
		c.say(archi.CardRule(l, card))
	}
}

func (archFace) privateBoard(b *Bot, lang string, g *game, seat string) (Board, bool) {
	s := archState(g.m)
	k := archSeat(seat)
	if k >= s.Seats {
		return Board{}, false
	}
	v := ar.ViewFor(s, k)
	caption := tr(lang, txtDmReady) + "\n" + archi.Status(nl(lang), &v)
	if v.Captain[k] != ar.NoCaptain {
		caption += "\n" + tr(lang, txtArchYourCaptain, archi.CaptainName(nl(lang), v.Captain[k]))
		if !v.Spent[k] {
			// what it does and costs: the player opened this chat from
			// the group's link to learn just that
			caption += "\n" + archi.CaptainRule(nl(lang), v.Captain[k])
		}
	}
	return Board{PNG: b.drawArch(lang, &v, nil, nil), Caption: caption, Alt: archText(lang, &v), Lang: boardLang(lang)}, true
}

func (archFace) complete(command string) []string {
	var out []string
	switch command {
	case "rules":
		out = archi.Topics(nl("en"))
	case "join":
		out = []string{"red", "white", "red2", "white2"}
	case "new":
		out = []string{archMode2, archMode4, ar.VariantAdvanced}
	}
	return out
}

// drawArch draws an Archipirata view with the islands marked, its words
// in lang, as PNG.
func (b *Bot) drawArch(lang string, v *ar.View, evs []ar.Event, marked []uint8) []byte {
	return b.drawPNG("archipirata", func() image.Image {
		return render.Archipirata(v, render.ArchipirataOptions{Size: archWidth(b.cfg.BoardSize), Title: tr(lang, txtArchName),
			Highlight: marked, Events: evs, Lang: lang})
	})
}

func (archFace) replay(rec *storage.Game, o ReplayOptions) ([]byte, error) {
	return archReplay(rec, o)
}

// withoutGameOver drops the game-over events.
func withoutGameOver(evs []ar.Event) []ar.Event {
	return slices.DeleteFunc(slices.Clone(evs), func(e ar.Event) bool { return e.Kind == ar.EvGameOver })
}

// endPreview tells what ending the game now by agreement would mean, as
// the board's viewer may know it (archViewer): who would win and why.
func (archFace) endPreview(lang string, g *game) string {
	v := archView(g)
	return archi.EndPreview(nl(lang), &v)
}

// archCaptainLink is the button under the group board of an advanced game
// that shows a player their private board, which names their captain: the
// group's board never does (archView), and nothing else would tell them.
// On Telegram it links to the player's private chat with the bot; on
// Discord its press is answered with the board seen by the presser alone
// (pressPrivate). It shows under the main keyboard (sel "") while some
// human seat's captain is still hidden.
func archCaptainLink(b *Bot, lang string, g *game, s *ar.State, sel string) (Button, bool) {
	platform, _ := splitKey(string(g.rec.Key))
	if !s.Adv || s.Over || sel != "" || platform != PlatformTelegram && platform != PlatformDiscord {
		return Button{}, false
	}
	hidden := false
	for _, seat := range g.rec.Setup.Seats {
		if k := archSeat(seat.Crew); seat.AI == "" && k < s.Seats && s.Captain[k] != ar.NoCaptain && !s.Revealed[k] && !s.Spent[k] {
			hidden = true
		}
	}
	if !hidden {
		return Button{}, false
	}
	if platform == PlatformDiscord {
		// no private chat to link to: the press is answered with the
		// presser's own board, seen by them alone (pressPrivate)
		return Button{Label: archi.CaptainLink(nl(lang)), Data: g.button(VerbHand, "")}, true
	}
	link, ok := b.privateChatLink(g)
	if !ok {
		return Button{}, false
	}
	return Button{Label: archi.CaptainLink(nl(lang)), URL: link}, true
}
