package bot

import (
	"cmp"
	"fmt"
	"slices"
	"strconv"
	"strings"

	gm "github.com/jackalbot/jackal/engine/game"
	"github.com/jackalbot/jackal/storage"
)

// modeKey starts the variant entry that holds a lobby's mode (a face's
// word: "duel", "4") until the game starts.
const modeKey = "mode="

// lobbyMode reads a lobby's mode from its variants: its game's default
// mode when none is kept.
func lobbyMode(setup *storage.Setup) string {
	for _, v := range setup.Variants {
		if strings.HasPrefix(v, modeKey) {
			return strings.TrimPrefix(v, modeKey)
		}
	}
	return faceOf(setup.Game).defaultMode()
}

// lobbyVariants are a lobby's variants without its mode: the variants the
// game is dealt with, to which a face adds those its mode implies.
func lobbyVariants(setup *storage.Setup) []string {
	var out []string
	for _, v := range setup.Variants {
		if !strings.HasPrefix(v, modeKey) {
			out = append(out, v)
		}
	}
	return out
}

// newOptions is what "new" was asked for.
type newOptions struct {
	game     string // the ruleset id; classic when /new names none
	mode     string
	variants []string
	remind   int // hours; -1 off; 0 default
	ai       []string
}

// parseNewOptions reads /new's words: the game first if named
// ("archipirata"), then its modes and variants, reminders and computers.
// It returns the first word not understood.
func parseNewOptions(args string) (newOptions, string) {
	words := strings.Fields(strings.ToLower(args))
	f := faceOf("")
	if len(words) > 0 {
		if ff, ok := faces[words[0]]; ok {
			f, words = ff, words[1:]
		}
	}
	o := newOptions{game: f.id(), mode: f.defaultMode()}
	for _, w := range words {
		switch {
		case f.mode(w, &o):
		case w == "remind=off" || w == "remind=0":
			o.remind = -1
		case strings.HasPrefix(w, "remind="):
			h, err := strconv.Atoi(strings.TrimPrefix(w, "remind="))
			if err != nil || h < 1 || h > 24*14 {
				return o, w
			}
			o.remind = h
		case w == "ai:easy" || w == "ai:hard" || w == "ai":
			lvl := strings.TrimPrefix(strings.TrimPrefix(w, "ai"), ":")
			if lvl == "" {
				lvl = "easy"
			}
			o.ai = append(o.ai, lvl)
		default:
			return o, w
		}
	}
	return o, ""
}

// chatFree reports whether the chat has no lobby or game, answering the
// user when it has one (or when it cannot be read).
func (c *call) chatFree() bool {
	if _, err := c.b.loadGame(c.req.Chat.Key); err == nil {
		c.answer(tr(c.lang, txtGameExists))
		return false
	} else if !isNotFound(err) {
		c.fail(err)
		return false
	}
	return true
}

// cmdNew opens a lobby in the chat.
func (c *call) cmdNew(args string) {
	if !c.chatFree() {
		return
	}
	c.openLobby(args, nil)
}

// openLobby opens a lobby from /new's words; it reports whether it did.
// before, when not nil, runs on the lobby's set-up before it is stored
// (a campaign's first game names its campaign) and may refuse it.
func (c *call) openLobby(args string, before func(o newOptions, setup *storage.Setup) error) bool {
	o, bad := parseNewOptions(args)
	if _, max := faceOf(o.game).seats(o.mode); max == 1 {
		// a game for one (a puzzle) has no lobby: its own command deals it
		c.answer(tr(c.lang, txtPuzzleUseCmd))
		return false
	}
	if g := unhosted(bad); g != nil {
		c.answer(tr(c.lang, txtNotInChat, g.Name()))
		return false
	}
	if bw, ok := faceOf(o.game).(badWorder); ok && bad != "" {
		if msg := bw.badWord(c.lang, bad); msg != "" {
			c.answer(msg)
			return false
		}
	}
	if bad != "" {
		c.answer(tr(c.lang, txtNewBad, bad, tr(c.lang, txtNewUsage)))
		return false
	}
	_, max := faceOf(o.game).seats(o.mode)
	if len(o.ai) >= max {
		// no seat left for the creator
		c.answer(tr(c.lang, txtTooManyAI, max, max-1))
		return false
	}
	setup := storage.Setup{Lang: c.lang, CreatorID: c.req.User.ID, ReminderHours: c.b.chatRemindersOf(storage.Key(c.req.Chat.Key))}
	setup.Game, setup.Server = o.game, serverOf(c.req.Chat)
	setup.Variants = append([]string{modeKey + o.mode}, o.variants...)
	switch {
	case o.remind < 0:
		setup.ReminderHours = -1
	case o.remind > 0:
		setup.ReminderHours = o.remind
	}
	setup.Seats = append(setup.Seats, storage.Seat{UserID: c.req.User.ID, Name: c.req.User.Name, Lang: c.req.User.Lang})
	for _, lvl := range o.ai {
		setup.Seats = append(setup.Seats, storage.Seat{AI: lvl, Name: "AI"})
	}
	if before != nil {
		if err := before(o, &setup); err != nil {
			c.fail(err)
			return false
		}
	}
	rec := &storage.Game{Key: storage.Key(c.req.Chat.Key), Status: storage.StatusLobby, Setup: setup, BoardOwed: true}
	stampUpdate(rec, c.req.UpdateID)
	if err := c.b.store.Create(rec); err != nil {
		c.fail(err)
		return false
	}
	c.introLobby(&rec.Setup)
	c.showLobby(&game{rec: rec}, true)
	return true
}

// introLobby shows what the game's face shows above a new lobby (the
// island of Archipelago's, a campaign's every island), in the lobby's
// language; nothing in a lobby played inline.
func (c *call) introLobby(setup *storage.Setup) {
	in, ok := faceOf(setup.Game).(lobbyIntroducer)
	if !ok || c.req.Chat.InlineID != "" {
		return
	}
	was := c.lang
	c.lang = cmp.Or(setup.Lang, was)
	defer func() { c.lang = was }()
	in.lobbyIntro(c, setup)
}

// lobbyTextOf describes lobby g; with started, the lobby's message once
// its game started, seated as started says (its seats, the lobby's words
// for its mode): the table as dealt, no seat left to join, and where the
// game went on. A campaign's later game has no mode to choose and no seat
// to take, and is no new game (its campaign line heads it, without the
// new game's headline): it lists the campaign's players, with cp (its
// campaign, when known) each one's ✅ Ready or not yet, and those who
// left the lobby.
func lobbyTextOf(lang string, g *game, started *storage.Setup, cp *storage.Campaign) string {
	var b strings.Builder
	mode := lobbyMode(&g.rec.Setup)
	f := g.face()
	title := f.lobbyTitle(lang, &g.rec.Setup)
	later := laterCampaignGame(g)
	if g.rec.Setup.Campaign != "" {
		line := campaignText(lang, g.rec.Setup.Game, txtCampaignGameN, g.rec.Setup.CampaignGame+1)
		if later {
			// the season's next game, not a new one: its campaign line
			// heads it, in place of the "new game" headline
			title = line + withoutHeadline(lang, f, title)
		} else {
			title += "\n" + line
		}
	}
	seats, hint := tr(lang, txtLobbySeats), tr(lang, txtLobbyHint)
	if w, ok := f.(lobbyWorder); ok {
		seats, hint = w.lobbyWords(lang)
	}
	if later {
		hint = tr(lang, txtLobbyHintCampaign) // its buttons are Ready and Start, no seat to pick
	}
	list := g.rec.Setup.Seats
	if started != nil {
		hint, list = tr(lang, txtLobbyStarted), started.Seats
	}
	b.WriteString(title + "\n")
	if !later {
		b.WriteString(tr(lang, txtLobbyMode, f.modeText(lang, mode)) + "\n")
	}
	b.WriteString(seats + "\n")
	for i, s := range list {
		pref := ""
		if s.Crew != "" {
			pref = " — " + f.seatName(lang, s.Crew)
		}
		who := seatName(lang, &s)
		if started == nil && later {
			if s.AI != "" && s.UserID != "" {
				// a campaign player's seat a computer holds (since the vote
				// on an absent player): named, theirs to take back by Ready
				who = cleanName(s.Name, s.UserID) + ": " + who
			}
			who = readyMark(cp, &s) + who
		}
		fmt.Fprintf(&b, "%d. %s%s\n", i+1, who, pref)
	}
	switch _, max := f.seats(mode); {
	case started != nil:
	case later:
		// the campaign's players who left the lobby: theirs to take back
		for _, name := range leftLobby(cp, list) {
			b.WriteString(tr(lang, txtCampaignLeftLobby, name) + "\n")
		}
	default:
		for i := len(list); i < max; i++ {
			fmt.Fprintf(&b, "%d. %s\n", i+1, tr(lang, txtLobbyFree))
		}
	}
	b.WriteString(hint)
	return b.String()
}

// withoutHeadline is what lobby title title of face f says beyond a new
// game's headline ("🏴‍☠️ A new game of …!"), to follow a campaign's line:
// its lines after the headline, each after a line break ("" when the
// headline is all of it); all of title so when it has no headline.
func withoutHeadline(lang string, f face, title string) string {
	head, rest, _ := strings.Cut(title, "\n")
	if head != tr(lang, txtLobbyTitle) && head != tr(lang, txtLobbyTitleOf, f.name(lang)) {
		return "\n" + title
	}
	if rest == "" {
		return ""
	}
	return "\n" + rest
}

// readyMark is the mark of seat s in the lobby of a campaign's later game
// of campaign cp: ✅ for a player ready (a computer always is), ⏳ for one
// not yet; none when the campaign is not known.
func readyMark(cp *storage.Campaign, s *storage.Seat) string {
	if cp == nil {
		return ""
	}
	if s.AI != "" {
		return "✅ "
	}
	for i := range cp.Players {
		if p := &cp.Players[i]; p.UserID != "" && p.UserID == s.UserID {
			if p.Ready {
				return "✅ "
			}
			return "⏳ "
		}
	}
	return ""
}

// leftLobby names the people among campaign cp's players who hold no
// seat of seats (they left the lobby of its later game); none when the
// campaign is not known.
func leftLobby(cp *storage.Campaign, seats []storage.Seat) []string {
	if cp == nil {
		return nil
	}
	var out []string
	for i := range cp.Players {
		p := &cp.Players[i]
		if p.UserID != "" && !slices.ContainsFunc(seats, func(s storage.Seat) bool { return s.UserID == p.UserID }) {
			out = append(out, cleanName(p.Name, p.UserID))
		}
	}
	return out
}

// lobbyCampaign is the campaign of lobby g when g is its later game (its
// players and who is ready), nil otherwise or when it cannot be read.
func (c *call) lobbyCampaign(g *game) *storage.Campaign {
	if !laterCampaignGame(g) {
		return nil
	}
	cp, err := c.b.store.Campaign(g.rec.Setup.Campaign)
	if err != nil {
		c.b.log.Warn("campaign lobby", "campaign", g.rec.Setup.Campaign, "err", err)
		return nil
	}
	return cp
}

// lobbyButtons offers the free colours, a computer, leaving and starting.
func lobbyButtons(lang string, g *game) [][]Button {
	if laterCampaignGame(g) {
		// the campaign's players confirm their seats; the creator (or an
		// admin) may start at once
		return [][]Button{{{Label: tr(lang, txtBtnReady), Data: g.button(VerbJoin, "")},
			{Label: tr(lang, txtBtnStart), Data: g.button(VerbStart, "")}}}
	}
	mode := lobbyMode(&g.rec.Setup)
	f := g.face()
	var row []Button
	if _, max := f.seats(mode); len(g.rec.Setup.Seats) < max {
		for _, k := range f.colours(mode) {
			if !colourTaken(g, k) {
				row = append(row, Button{Label: tr(lang, txtBtnJoin, f.seatName(lang, k)), Data: g.button(VerbJoin, k)})
			}
		}
	}
	rows := [][]Button{}
	if len(row) > 0 {
		rows = append(rows, row)
	}
	ctl := []Button{}
	if _, max := f.seats(mode); len(g.rec.Setup.Seats) < max {
		ctl = append(ctl, Button{Label: tr(lang, txtBtnAi), Data: g.button(VerbAddAI, "")})
	}
	ctl = append(ctl, Button{Label: tr(lang, txtBtnLeave), Data: g.button(VerbLeave, "")}, Button{Label: tr(lang, txtBtnStart), Data: g.button(VerbStart, "")})
	return append(rows, ctl)
}

func colourTaken(g *game, colour string) bool {
	for _, s := range g.rec.Setup.Seats {
		if s.Crew == colour {
			return true
		}
	}
	return false
}

// showLobby posts the lobby, or edits its message, in the game's language:
// a player joining with another language does not turn the chat's lobby
// into theirs.
func (c *call) showLobby(g *game, fresh bool) {
	lang := c.gameLang(g)
	text := lobbyTextOf(lang, g, nil, c.lobbyCampaign(g))
	buttons := lobbyButtons(lang, g)
	if c.req.Chat.InlineID != "" {
		ref := MessageRef{InlineID: c.req.Chat.InlineID}
		png := g.face().lobbyPicture(c.b, lang, &g.rec.Setup)
		if err := c.out.EditBoard(c.ctx, ref, Board{PNG: png, Caption: text, Buttons: buttons}); err != nil {
			c.b.log.Warn("edit lobby", "err", err)
		}
		return
	}
	if boards := boardRefs(g.rec.Boards); !fresh && len(boards) > 0 {
		r := boards[0]
		ref := r
		if err := c.out.EditText(c.ctx, ref, text, buttons); err == nil {
			if g.rec.BoardOwed {
				c.b.setBoards(c.req.Chat.Key, ref)
			}
			return
		}
	}
	ref, err := c.out.SendText(c.ctx, c.req.Chat, text, buttons)
	if err != nil {
		c.b.log.Warn("send lobby", "err", err)
		return
	}
	c.b.setBoards(c.req.Chat.Key, ref)
}

// cmdJoin seats the user, with a colour if given.
func (c *call) cmdJoin(colour string) {
	g, ok := c.lobby()
	if !ok {
		return
	}
	colour = strings.ToLower(strings.TrimSpace(colour))
	if colour != "" {
		k, ok := pickColour(g.face().colours(lobbyMode(&g.rec.Setup)), colour)
		if !ok {
			c.answer(tr(c.lang, txtNoColour, colour, freeColours(c.lang, g)))
			return
		}
		colour = k
	}
	if laterCampaignGame(g) {
		// a campaign's next game: its seated players confirm; a campaign
		// player who left the lobby, or whose seat a computer holds, takes
		// it back; nobody else joins
		if g.isPlayer(c.req.User.ID) {
			c.campaignReady(g)
		} else {
			c.campaignRejoin(g)
		}
		return
	}
	if g.isPlayer(c.req.User.ID) {
		// a seated player (the creator is seated at /new without a colour)
		// chooses or changes colour before the start
		c.changeColour(g, colour)
		return
	}
	if _, max := g.face().seats(lobbyMode(&g.rec.Setup)); len(g.rec.Setup.Seats) >= max {
		c.answer(tr(c.lang, txtGameFull))
		return
	}
	if colour != "" && colourTaken(g, colour) {
		c.answer(tr(c.lang, txtSeatTaken, g.face().seatName(c.lang, colour), freeColours(c.lang, g)))
		return
	}
	rec, err := c.b.store.Update(storage.Key(c.req.Chat.Key), g.rec.Version, func(r *storage.Game) error {
		stampUpdate(r, c.req.UpdateID)
		r.BoardOwed = true // until the lobby or the first board shows it
		r.Setup.Seats = append(r.Setup.Seats, storage.Seat{Crew: colour, UserID: c.req.User.ID, Name: c.req.User.Name, Lang: c.req.User.Lang})
		return nil
	})
	if err != nil {
		c.fail(err)
		return
	}
	c.showLobby(&game{rec: rec}, false)
}

// cmdAddAI seats a computer crew.
func (c *call) cmdAddAI(level string) {
	g, ok := c.lobby()
	if !ok {
		return
	}
	if !g.isPlayer(c.req.User.ID) && g.rec.Setup.CreatorID != c.req.User.ID {
		c.answer(tr(c.lang, txtNotPlayer))
		return
	}
	if _, max := g.face().seats(lobbyMode(&g.rec.Setup)); len(g.rec.Setup.Seats) >= max {
		c.answer(tr(c.lang, txtGameFull))
		return
	}
	if level != "hard" {
		level = "easy"
	}
	rec, err := c.b.store.Update(storage.Key(c.req.Chat.Key), g.rec.Version, func(r *storage.Game) error {
		stampUpdate(r, c.req.UpdateID)
		r.BoardOwed = true // until the lobby or the first board shows it
		r.Setup.Seats = append(r.Setup.Seats, storage.Seat{AI: level, Name: "AI"})
		return nil
	})
	if err != nil {
		c.fail(err)
		return
	}
	c.showLobby(&game{rec: rec}, false)
}

// cmdLeave takes the user off a lobby's table.
func (c *call) cmdLeave() {
	g, ok := c.lobby()
	if !ok {
		return
	}
	if !g.isPlayer(c.req.User.ID) {
		c.answer(tr(c.lang, txtNotSeated))
		return
	}
	rec, err := c.b.store.Update(storage.Key(c.req.Chat.Key), g.rec.Version, func(r *storage.Game) error {
		stampUpdate(r, c.req.UpdateID)
		r.BoardOwed = true // until the lobby or the first board shows it
		seats := r.Setup.Seats[:0]
		for _, s := range r.Setup.Seats {
			if s.UserID != c.req.User.ID || s.AI != "" {
				seats = append(seats, s)
			}
		}
		r.Setup.Seats = seats
		return nil
	})
	if err != nil {
		c.fail(err)
		return
	}
	ng := &game{rec: rec}
	if laterCampaignGame(ng) && c.campaignAllReady(ng) {
		// the one not ready left: the others wait no longer
		c.deal(ng)
		return
	}
	c.showLobby(ng, false)
}

// lobby loads the chat's game and checks it is still a lobby.
func (c *call) lobby() (*game, bool) {
	g, ok := c.load()
	if !ok {
		return nil, false
	}
	if g.rec.Status != storage.StatusLobby {
		c.answer(tr(c.lang, txtLobbyOnly))
		return nil, false
	}
	return g, true
}

// pickColour finds the colour named (a name or its first letter) among
// those a mode offers.
func pickColour(offered []string, name string) (string, bool) {
	for _, k := range offered {
		if strings.EqualFold(k, name) {
			return k, true
		}
	}
	for _, k := range offered {
		if len(name) == 1 && strings.EqualFold(k[:1], name) {
			return k, true
		}
	}
	return "", false
}

func freeColours(lang string, g *game) string {
	var out []string
	for _, k := range g.face().colours(lobbyMode(&g.rec.Setup)) {
		if !colourTaken(g, k) {
			out = append(out, g.face().seatName(lang, k))
		}
	}
	if len(out) == 0 {
		return tr(lang, txtNoneFree) // every colour taken: "Free: none", not "Free: ."
	}
	return strings.Join(out, ", ")
}

// cmdStart deals the game and posts the first board.
func (c *call) cmdStart() {
	g, ok := c.lobby()
	if !ok {
		return
	}
	if !g.isPlayer(c.req.User.ID) && g.rec.Setup.CreatorID != c.req.User.ID && !c.req.IsAdmin {
		c.answer(tr(c.lang, txtNotPlayer))
		return
	}
	c.deal(g)
}

// seatsFit reports whether lobby g may be dealt: it seats as many
// players as its mode takes, a person among them.
func seatsFit(g *game) bool {
	min, max := g.face().seats(lobbyMode(&g.rec.Setup))
	n := len(g.rec.Setup.Seats)
	return n >= min && n <= max && len(g.humans()) > 0
}

// deal deals lobby g's game and posts the first board, whoever asked
// (cmdStart checks that the user may); a lobby seated short or without
// a person is answered so.
func (c *call) deal(g *game) {
	mode := lobbyMode(&g.rec.Setup)
	min, max := g.face().seats(mode)
	n := len(g.rec.Setup.Seats)
	if n < min || n > max {
		if min != max { // a mode for a range of players: it wants more
			c.answer(tr(c.lang, txtTooFewPlayers))
		} else {
			c.answer(tr(c.lang, txtTooFew, n, min))
		}
		return
	}
	if len(g.humans()) == 0 {
		c.answer(tr(c.lang, txtTooFewPlayers))
		return
	}
	seed := c.b.cfg.Seed()
	rules, err := gameOf(g.rec.Setup)
	if err != nil {
		c.fail(err)
		return
	}
	var m gm.Match
	rec, err := c.b.store.Update(storage.Key(c.req.Chat.Key), g.rec.Version, func(r *storage.Game) error {
		stampUpdate(r, c.req.UpdateID)
		r.BoardOwed = true // until the lobby or the first board shows it
		crews, variants, seats, err := g.face().assign(r.Setup)
		if err != nil {
			return err
		}
		r.Setup.Crews, r.Setup.Variants, r.Setup.Seats, r.Setup.Seed = crews, variants, seats, seed
		r.Setup.Game, r.Setup.Rules = rules.ID(), rules.Version()
		if m, err = rules.New(optionsOf(r.Setup), seed); err != nil {
			return err
		}
		if r.Snapshot, err = m.Snapshot(); err != nil {
			return err
		}
		r.Status = storage.StatusActive
		now := c.b.cfg.Now()
		r.LastAction = now
		c.b.schedule(r, now)
		return nil
	})
	if d, ok := g.face().(dealRefuser); ok && err != nil {
		if msg := d.dealRefused(c.lang, &g.rec.Setup, err); msg != "" {
			// the players' options, not the bot, refuse it: no failure
			c.answer(msg)
			return
		}
	}
	if err != nil {
		c.fail(err)
		return
	}
	ng := &game{rec: rec, m: m}
	if rec.Setup.Campaign != "" {
		c.campaignStarted(rec)
	}
	c.lobbyStarted(g, &rec.Setup)
	start := tr(c.lang, txtStarted, seed%100000)
	if st, ok := g.face().(starter); ok {
		start = st.startText(c.lang, &rec.Setup)
	}
	// a colour pressed that the game's seating gave another: said, and why
	if notes := seatingNotes(c.lang, g.rec.Setup.Seats, rec.Setup.Seats); len(notes) > 0 {
		start += "\n" + strings.Join(notes, "\n")
	}
	if c.req.Chat.InlineID != "" {
		// no chat to tell it in: the presser is told in passing, the
		// inline message becoming the board says the rest
		c.notify(start)
	} else {
		c.say(start)
	}
	c.advance(ng)
}

// changeColour gives the seated user colour, if it is free; with no colour
// named it says the user is seated already.
func (c *call) changeColour(g *game, colour string) {
	if colour == "" {
		c.answer(tr(c.lang, txtAlreadySeated))
		return
	}
	for _, s := range g.rec.Setup.Seats {
		if s.Crew == colour {
			if s.UserID == c.req.User.ID && s.AI == "" {
				c.answer(tr(c.lang, txtAlreadySeated))
			} else {
				c.answer(tr(c.lang, txtSeatTaken, g.face().seatName(c.lang, colour), freeColours(c.lang, g)))
			}
			return
		}
	}
	rec, err := c.b.store.Update(storage.Key(c.req.Chat.Key), g.rec.Version, func(r *storage.Game) error {
		stampUpdate(r, c.req.UpdateID)
		r.BoardOwed = true // until the lobby shows it
		for i := range r.Setup.Seats {
			if s := &r.Setup.Seats[i]; s.UserID == c.req.User.ID && s.AI == "" {
				s.Crew = colour
				break
			}
		}
		return nil
	})
	if err != nil {
		c.fail(err)
		return
	}
	c.showLobby(&game{rec: rec}, false)
}

// lobbyStarted turns the lobby's message (lobby g's Boards) into a note
// that its game started, seated as started says: without its buttons,
// and no longer asking anyone to join and start. A lobby played inline
// is the message the board now takes over.
func (c *call) lobbyStarted(g *game, started *storage.Setup) {
	text := lobbyTextOf(c.gameLang(g), g, started, nil)
	for _, r := range boardRefs(g.rec.Boards) {
		if r.InlineID != "" {
			continue
		}
		if err := c.out.EditText(c.ctx, r, text, nil); err != nil {
			c.b.log.Debug("lobby started", "err", err)
			c.retire([]MessageRef{r})
		}
	}
}
