package bot

import (
	"context"
	"errors"
	"fmt"
	"strconv"
	"strings"
	"time"

	"github.com/jackalbot/jackal/bot/narrate"
	gm "github.com/jackalbot/jackal/engine/game"
	"github.com/jackalbot/jackal/storage"
)

// commandAliases are the Russian command words, accepted everywhere a
// command is typed (in Telegram after a slash only Latin commands are
// offered, so they matter most in the terminal and in plain text).
var commandAliases = map[string]string{
	"новая": "new", "играть": "join", "сесть": "join", "выйти": "leave", "старт": "start", "ход": "move",
	"доска": "board", "отмена": "undo", "отменить": "undo", "сдаться": "resign", "конец": "end",
	"закончить": "end", "статус": "status", "история": "history", "правила": "rules",
	"статистика": "stats", "настройки": "settings", "повтор": "replay", "веб": "web", "живая": "web", "задача": "puzzle", "головоломка": "puzzle", "кампания": "campaign", "сезон": "campaign", "остановить": "abort", "помощь": "help", "справка": "help",
}

// commandWordsRU are the Russian words the commands are shown by in
// Russian where they are typed as words (the terminal): one of each
// command's aliases. Commands without one here keep their English word
// ("leave": «выйти» also ends the terminal's session).
var commandWordsRU = map[string]string{
	"new": "новая", "join": "играть", "start": "старт", "move": "ход", "board": "доска", "undo": "отмена",
	"resign": "сдаться", "end": "конец", "status": "статус", "history": "история", "rules": "правила",
	"stats": "статистика", "settings": "настройки", "replay": "повтор", "web": "веб", "puzzle": "задача",
	"campaign": "кампания", "abort": "остановить", "help": "помощь",
}

// CommandWord is command cmd (an English command word, lower case) as it
// is typed in lang: in Russian its Russian word («повтор» for replay),
// else cmd itself.
func CommandWord(lang, cmd string) string {
	if w, ok := commandWordsRU[cmd]; ok && lang == "ru" {
		return w
	}
	return cmd
}

// subcommandWordsRU are the Russian words of a command's subcommands
// (English, lower case): the command reads them as the English ones, and
// the terminal shows them in Russian («кампания конец» for "/campaign
// end", SubcommandWord).
var subcommandWordsRU = map[string]map[string]string{
	"campaign": {"new": "новая", "status": "статус", "standings": "таблица", "history": "история", "name": "имя", "end": "конец"},
	"settings": {"lang": "язык"},
	"stats":    {"chat": "чат", "server": "сервер", "ratings": "рейтинг"},
}

// SubcommandWord is subcommand sub of command cmd (English words, lower
// case) as it is typed in lang: in Russian its Russian word («конец» for
// campaign's end) where the command reads one, else sub itself.
func SubcommandWord(lang, cmd, sub string) string {
	if w, ok := subcommandWordsRU[cmd][sub]; ok && lang == "ru" {
		return w
	}
	return sub
}

// subcommandOf is subcommand word (lower case) of command cmd in English:
// a Russian word of subcommandWordsRU read as its English one.
func subcommandOf(cmd, word string) string {
	for en, ru := range subcommandWordsRU[cmd] {
		if word == ru {
			return en
		}
	}
	return word
}

// IsCommand reports whether word (lower case, without a slash) is one of
// the bot's commands, in English or in Russian.
func IsCommand(word string) bool {
	if _, ok := commandAliases[word]; ok {
		return true
	}
	switch word {
	case "new", "join", "leave", "start", "move", "m", "board", "undo", "resign", "end", "status", "history",
		"rules", "stats", "settings", "abort", "help", "replay", "puzzle", "campaign", "web":
		return true
	}
	return false
}

// command serves a typed command.
func (c *call) command(cmd, args string) {
	if en, ok := commandAliases[cmd]; ok {
		cmd = en
	}
	switch cmd {
	case "new":
		c.cmdNew(args)
	case "join":
		c.cmdJoin(args)
	case "leave":
		c.cmdLeave()
	case "start":
		if c.req.Chat.Private && args != "" {
			c.deepLink(args)
			return
		}
		if c.req.Chat.Private && c.req.Chat.InlineID == "" {
			// /start in a private chat starts a lobby opened there (a player
			// alone against computer crews), and otherwise greets
			if g, err := c.b.loadGame(c.req.Chat.Key); err != nil || g.rec.Status != storage.StatusLobby {
				c.privateStart()
				return
			}
		}
		c.cmdStart()
	case "move", "m":
		if c.typedPrivate(cmd, args) {
			return
		}
		c.cmdMove(args)
	case "board":
		if c.boardsPrivate() {
			return
		}
		c.cmdBoard()
	case "undo":
		if c.typedPrivate(cmd, args) {
			return
		}
		c.cmdUndo()
	case "resign":
		c.cmdResign()
	case "end":
		c.cmdEnd()
	case "status", "history", "rules":
		if c.typedPrivate(cmd, args) {
			return
		}
		switch cmd {
		case "status":
			c.cmdStatus()
		case "history":
			c.cmdHistory()
		default:
			c.cmdRules(args)
		}
	case "stats":
		c.cmdStats(args)
	case "settings":
		c.cmdSettings(args)
	case "abort":
		c.cmdAbort()
	case "puzzle":
		c.cmdPuzzle(args)
	case "campaign":
		c.cmdCampaign(args)
	case "replay":
		c.cmdReplay(args)
	case "web":
		c.cmdWeb(args)
	case "help", "":
		if c.req.Chat.Platform == PlatformTerminal {
			c.say(c.b.terminalHelp(c.lang, c.req.Chat.Key))
			return
		}
		c.say(tr(c.lang, txtHelp))
	default:
		c.answer(tr(c.lang, txtUnknownCmd, ClipRunes(cmd, maxQuoted)))
	}
}

// cmdMove plays an action typed in the notation.
func (c *call) cmdMove(args string) {
	if args == "" {
		// the chat's game, read once: its face and its seats
		f := faceOf("")
		g, err := c.b.loadGame(c.req.Chat.Key)
		if err == nil {
			f = g.face()
		}
		if _, secret := f.(secretFace); secret && c.req.Chat.Platform != PlatformTerminal && !c.fromPrivate {
			// the card game's examples name cards: said only where the
			// player plays unseen (typedPrivate), not to the group; a
			// user with no seat has no private board to be sent to
			if err == nil && g.rec.Status == storage.StatusActive && !g.isPlayer(c.req.User.ID) {
				c.answer(tr(c.lang, txtNoSeat))
				return
			}
			c.answer(tr(c.lang, txtSecretTyped))
			return
		}
		c.answer(moveUsage(c.lang, f))
		return
	}
	g, ok := c.active()
	if !ok {
		return
	}
	if sf, ok := secretOf(g); ok {
		c.moveSecret(g, sf, strings.TrimSpace(args))
		return
	}
	if !c.mayAct(g) {
		return
	}
	c.act(g, strings.TrimSpace(args))
}

// cmdBoard posts the board again, with the buttons of the player to act,
// pinging that player only as boardPings allows.
func (c *call) cmdBoard() {
	g, ok := c.load()
	if !ok {
		return
	}
	if g.rec.Status == storage.StatusLobby {
		c.showLobby(g, true)
		return
	}
	c.quiet = !c.boardPings(g)
	c.showBoard(g, nil)
	c.quiet = false
	if seat := g.actor(); seat != nil && seat.AI != "" && !g.over() {
		c.b.playOnAlone(c.req.Chat.Key) // computers paused: they play on
	}
}

// boardPingQuiet is how long after a board pinged the player to act
// /board does not ping them again.
const boardPingQuiet = 10 * time.Minute

// boardPing is a board's ping of the player to act: whom, and when.
type boardPing struct {
	user string
	at   time.Time
}

// boardPings reports whether the board /board posts of g pings the player
// to act: only when another player of the game asks for it (the player to
// act reads the board already, and a bystander may not summon them), and
// no board pinged that player in the chat in the last boardPingQuiet. The
// pings are kept in memory (Bot.boardPings), per process: after a restart
// a player's /board may ping once more. The terminal's board always names
// the player to act: its ping notifies nobody, it is the hot seat's turn.
func (c *call) boardPings(g *game) bool {
	if c.req.Chat.Platform == PlatformTerminal {
		return true
	}
	seat := g.actor()
	if seat == nil || seat.AI != "" || g.over() || seat.UserID == c.req.User.ID || !g.isPlayer(c.req.User.ID) {
		return false
	}
	v, ok := c.b.boardPings.Load(c.req.Chat.Key)
	last, _ := v.(boardPing)
	return !ok || last.user != seat.UserID || c.b.cfg.Now().Sub(last.at) >= boardPingQuiet
}

// cmdStatus tells the seats, the turn and the scores.
func (c *call) cmdStatus() {
	g, ok := c.load()
	if !ok {
		return
	}
	if g.rec.Status == storage.StatusLobby {
		c.say(lobbyTextOf(c.lang, g, nil, c.lobbyCampaign(g))) // a later campaign lobby's ✅/⏳ too
		return
	}
	c.say(g.face().status(c.lang, g))
}

// historyLen is how many log entries /history shows.
const historyLen = 20

// cmdHistory lists the last moves the table may see (tableHistory).
// After the game ended (none here now, or only the next one's lobby), it
// is the history of the game finished last.
func (c *call) cmdHistory() {
	g, err := c.b.loadGame(c.req.Chat.Key)
	if err != nil && !isNotFound(err) {
		c.fail(err)
		return
	}
	if err == nil && g.rec.Status == storage.StatusActive {
		c.say(tableHistory(c.lang, g))
		return
	}
	if over, ok := c.lastFinished(""); ok {
		lines := tableLines(c.lang, over)
		if lines == "" {
			lines = tr(c.lang, txtHistoryEmpty)
		}
		c.say(tr(c.lang, txtHistoryOver, over.rec.ID) + "\n" + lines)
		return
	}
	c.active() // no game, or a lobby: says so
}

// tableHistory lists the last moves the table may see: another seat's
// secret actions (the card game's cards laid unseen, gm.Game.Hidden) are
// left out, whoever asks (the answer is posted where anyone may read it),
// and the rest numbered in order; an action for a named seat is told as
// that seat's.
func tableHistory(lang string, g *game) string {
	lines := tableLines(lang, g)
	if lines == "" {
		return tr(lang, txtHistoryEmpty)
	}
	return tr(lang, txtHistoryTitle) + "\n" + lines
}

// tableLines are tableHistory's numbered lines, "" for none.
func tableLines(lang string, g *game) string {
	var shown []int // the log entries the table may see
	for i, e := range g.rec.Log {
		if !g.m.Game().Hidden(e, "") {
			shown = append(shown, i)
		}
	}
	movers, lent := logMovers(lang, g)
	var b strings.Builder
	for n := max(0, len(shown)-historyLen); n < len(shown); n++ {
		if b.Len() > 0 {
			b.WriteString("\n")
		}
		fmt.Fprintf(&b, "%d. %s", n+1, historyLine(lang, g, shown[n], movers, lent))
	}
	return b.String()
}

// historyLine is log entry i of g as a /history line tells it, without
// its number: who played it (logMovers), then the entry in the game's
// words (historyEntry).
func historyLine(lang string, g *game, i int, movers, lent []string) string {
	e := g.rec.Log[i]
	if _, action, ok := gm.SplitSeatEntry(e); ok {
		e = action
	}
	e = historyEntry(lang, g, e)
	if k := movers[i]; k != "" {
		who := g.seatAndPlayer(lang, k)
		if lent[i] != "" {
			who = tr(lang, txtHistorySmoke, who, lent[i]) // "Yellow — computer, for white (smoke)"
		}
		e = who + ": " + e
	}
	return e
}

// LiveHistory is every entry of l's log as a /history line tells it (its
// number aside), in lang ("ru" Russian, else English): who played it,
// then the action in its game's words with the notation in brackets where
// its buttons name it so (Archipirata's "8 ↺ КБ (take 8 ccw R W)"), a
// note (a resignation, the end agreed) in words. One line per entry of
// l.Rec.Log, in order, another seat's secret ones too: the caller shows
// only those its viewer may see (gm.Game.Hidden). Nil for a lobby.
func LiveHistory(l *Live, lang string) []string {
	if l.Match == nil {
		return nil
	}
	if lang != "ru" {
		lang = "en"
	}
	g := &game{rec: l.Rec, m: l.Match}
	movers, lent := logMovers(lang, g)
	out := make([]string, len(l.Rec.Log))
	for i := range out {
		out[i] = historyLine(lang, g, i, movers, lent)
	}
	return out
}

// historyWorder is a face whose buttons name a whole action in the
// game's words (Archipirata's "5 ↺ КБ": the island, the direction, the
// order in the board's colour letters), which /history says as the
// buttons did.
type historyWorder interface {
	// historyLabel is action as its button says it; "" or action itself
	// where it says nothing the notation does not.
	historyLabel(lang, action string) string
}

// historyEntry is log entry e (an action, or a note) as /history tells it:
// an action in its game's words where the face has them (historyWorder),
// the notation after them in brackets, as a player types it (/move take
// 5 ccw W R); a note (a resignation, the end agreed) in words. Other
// games' buttons name a target alone ("g2", the piece picked before), so
// their notation, which names the piece too, is the history's words.
func historyEntry(lang string, g *game, e string) string {
	if seats, ok := gm.ResignedSeats(e); ok {
		names := make([]string, len(seats))
		for i, k := range seats {
			names[i] = g.seatAndPlayer(lang, k)
		}
		return tr(lang, txtResigned, strings.Join(names, ", "))
	}
	if e == gm.NoteEnd {
		return tr(lang, txtHistoryEnd)
	}
	if w, ok := g.face().(historyWorder); ok && !gm.IsNote(e) {
		if words := w.historyLabel(lang, e); words != "" && words != e {
			return words + " (" + e + ")"
		}
	}
	return e
}

// seatAndPlayer names seat k where a move or a resignation is told
// (/history, /resign): the game's name of the seat, capitalised as a
// line's start, and who plays it ("White — Alice", "Player 2 — computer
// (hard)"); the seat's name alone when no one holds it or its player bears
// that name; a face's own label where its texts name the seat so
// (seatNamer: the card game's "Computer 2 (hard)").
func (g *game) seatAndPlayer(lang, k string) string {
	if n, ok := g.face().(seatNamer); ok {
		if name := n.seatLabel(lang, g, k); name != "" {
			return name
		}
	}
	name := narrate.CapFirst(g.face().seatName(lang, k))
	if s := g.seatOf(k); s != nil && (s.AI != "" || s.Name != "") {
		// a player named as the seat (the terminal's "Player 1") once
		if who := seatName(lang, s); !strings.EqualFold(who, name) {
			name += " — " + who
		}
	}
	return name
}

// turnLender is a face whose game may hand one seat's turn to the player
// of another (classic's smoke): lentTurn names, in lang as /history puts
// it after "for" («за»), the seat whose turn the seat to act in before
// plays; "" when that seat plays its own.
type turnLender interface {
	lentTurn(lang string, before gm.Match) string
}

// logMovers is the seat that played each log entry ("" for notes such
// as a resignation): the seat an action for a named seat names, else the
// seat to act before it; and, in lang, the seat whose turn it played for
// another (turnLender), "" for its own.
func logMovers(lang string, g *game) (movers, lent []string) {
	movers, lent = make([]string, len(g.rec.Log)), make([]string, len(g.rec.Log))
	l, _ := g.face().(turnLender)
	_ = g.replayLog(func(i int, before gm.Match, _ gm.Events) {
		if gm.IsNote(g.rec.Log[i]) {
			return
		}
		if seat, _, ok := gm.SplitSeatEntry(g.rec.Log[i]); ok {
			movers[i] = seat
		} else if seat, over := before.ToAct(); !over {
			movers[i] = seat
			if l != nil {
				lent[i] = l.lentTurn(lang, before)
			}
		}
	})
	return movers, lent
}

// replayLog replays g's log from its deal (or its base, from the entry
// there: replay), calling visit with each entry's index, the match before
// it and the entry's events.
func (g *game) replayLog(visit func(i int, before gm.Match, evs gm.Events)) error {
	before, err := start(g.rec.Setup)
	if err != nil {
		return err
	}
	_, err = replay(g.rec.Setup, g.rec.Log, func(i int, m gm.Match, evs gm.Events) {
		visit(i, before, evs)
		before = m.Clone()
	})
	return err
}

// cmdRules explains the game, or one of its parts (a tile, a card):
// "/rules archipirata", "/rules archipirata storm", "/rules ogre". With no
// game named, the chat's game's rules (classic when there is none).
func (c *call) cmdRules(args string) { c.rulesOf(args, nil) }

// rulesOf is /rules with its game's face f (nil: the chat's game's, or
// the default game's), unless args name a game.
func (c *call) rulesOf(args string, f face) {
	args = strings.TrimSpace(args)
	first, rest, _ := strings.Cut(args, " ")
	if g := unhosted(first); g != nil {
		c.answer(tr(c.lang, txtNotInChat, g.Name()))
		return
	}
	if f, ok := faces[strings.ToLower(first)]; ok {
		f.rules(c, strings.TrimSpace(rest))
		return
	}
	if f == nil {
		f = c.chatFace()
	}
	f.rules(c, args)
}

// The parts of pictures that are no game's board (Board.Part).
const (
	partRules     = "rules"
	partStandings = "standings"
)

// sayWithPicture posts a picture with a caption, as a board without
// buttons; part names what the picture shows when it is no game's board
// (Board.Part: "rules", "standings"), "" for the game's own; lang is the
// caption's language (Board.Lang).
func (c *call) sayWithPicture(lang, part, text string, png []byte) {
	if _, err := c.out.SendBoard(c.ctx, c.req.Chat, Board{PNG: png, Caption: text, Part: part, Lang: lang}); err != nil {
		c.b.log.Warn("send picture", "err", err)
	}
}

// cmdSettings shows or changes the chat's language and reminders, or the
// user's own language.
func (c *call) cmdSettings(args string) {
	key := storage.Key(c.req.Chat.Key)
	cs, err := c.b.store.GetChat(key)
	if err != nil && !isNotFound(err) {
		c.fail(err)
		return
	}
	cs.Key = key
	f := strings.Fields(strings.ToLower(args))
	if len(f) == 0 {
		lang := cs.Lang
		if lang == "" {
			lang = c.b.cfg.Lang
		}
		rem := tr(c.lang, txtRemindOff)
		if h := c.b.chatReminders(cs); h > 0 {
			rem = tr(c.lang, txtRemindHours, h)
		}
		c.say(tr(c.lang, txtSettingsShow, lang, rem))
		return
	}
	if len(f) != 2 {
		c.answer(tr(c.lang, txtSettingsBad))
		return
	}
	switch subcommandOf("settings", f[0]) {
	case "lang", "language", "remind", "reminders":
		ok, err := c.maySetChat()
		if err != nil {
			c.fail(err)
			return
		}
		if !ok {
			c.answer(tr(c.lang, txtSettingsDenied))
			return
		}
	}
	switch subcommandOf("settings", f[0]) {
	case "lang", "language":
		l, ok := parseLang(f[1])
		if !ok {
			c.answer(tr(c.lang, txtSettingsBad))
			return
		}
		cs.Lang = l
		err = c.b.store.PutChat(cs)
		if err == nil {
			// README: "change them for the game under way and the games
			// to come"; the game's own messages follow Setup.Lang, and
			// the campaign's (its next games, its standings) its Lang
			c.b.setGameLang(c.req.Chat.Key, l)
			c.b.setCampaignLang(c.req.Chat.Key, l)
		}
		if err == nil && c.req.Chat.Private && c.req.Chat.InlineID == "" {
			// a private chat is its user's: its language is theirs too,
			// which their hands and questions from groups follow
			// (seatLang), not only this chat's texts
			err = c.setUserLang(l)
		}
		c.lang = l
	case "mylang":
		l, ok := parseLang(f[1])
		if !ok {
			c.answer(tr(c.lang, txtSettingsBad))
			return
		}
		err = c.setUserLang(l)
		c.lang = l
	case "remind", "reminders":
		h := -1
		if f[1] != "off" && f[1] != "0" {
			n, serr := strconv.Atoi(f[1]) // the whole word: "5x" is no number
			if h = n; serr != nil || h < 1 || h > 24*14 {
				c.answer(tr(c.lang, txtSettingsBad))
				return
			}
		}
		// kept for the chat's games to come (chatReminders) and applied
		// to the one under way; off is its own setting (a negative
		// ReminderHours is invalid in the store)
		cs.ReminderHours, cs.RemindersOff = max(h, 0), h < 0
		err = c.b.store.PutChat(cs)
		if err == nil {
			c.b.setGameReminders(c.req.Chat.Key, h)
		}
	default:
		c.answer(tr(c.lang, txtSettingsBad))
		return
	}
	if err != nil {
		c.fail(err)
		return
	}
	c.answer(tr(c.lang, txtSettingsSaved))
}

// maySetChat reports whether the requester may change the chat's
// settings (/settings lang, remind), which change the chat's game for
// everyone: a private chat's are its user's own; in a chat with a game (a
// lobby or one in play) only its players, its creator and the chat's
// admins may; in a chat with none, any member.
func (c *call) maySetChat() (bool, error) {
	if (c.req.Chat.Private && c.req.Chat.InlineID == "") || c.req.IsAdmin {
		return true, nil
	}
	rec, err := c.b.store.Get(storage.Key(c.req.Chat.Key))
	if isNotFound(err) {
		return true, nil
	}
	if err != nil {
		return false, err
	}
	return plays(rec.Setup.Seats, c.req.User.ID) || rec.Setup.CreatorID == c.req.User.ID, nil
}

// chatReminders is the reminder hours of the games opened in the chat of
// settings cs: its own setting (/settings remind), else the bot's default;
// -1 when off.
func (b *Bot) chatReminders(cs storage.ChatSettings) int {
	switch {
	case cs.RemindersOff:
		return -1
	case cs.ReminderHours > 0:
		return cs.ReminderHours
	case b.cfg.ReminderHours > 0:
		return b.cfg.ReminderHours
	}
	return -1
}

// chatRemindersOf is chatReminders of the chat under key (the bot's
// default when it has no settings or they cannot be read).
func (b *Bot) chatRemindersOf(key storage.Key) int {
	cs, err := b.store.GetChat(key)
	if err != nil && !isNotFound(err) {
		b.log.Warn("chat settings", "chat", key, "err", err)
	}
	return b.chatReminders(cs)
}

// setGameReminders applies a chat's new reminder hours to its game.
func (b *Bot) setGameReminders(key string, h int) {
	_, err := b.store.Update(storage.Key(key), storage.AnyVersion, func(r *storage.Game) error {
		r.Setup.ReminderHours = h
		if r.Status == storage.StatusActive {
			b.schedule(r, b.cfg.Now())
		}
		return nil
	})
	if err != nil && !isNotFound(err) {
		b.log.Warn("reminder settings", "chat", key, "err", err)
	}
}

// setGameLang makes the game in chat key (a lobby, a game in play) speak
// lang from its next message on.
func (b *Bot) setGameLang(key, lang string) {
	_, err := b.store.Update(storage.Key(key), storage.AnyVersion, func(r *storage.Game) error {
		r.Setup.Lang = lang
		return nil
	})
	if err != nil && !isNotFound(err) {
		b.log.Warn("language settings", "chat", key, "err", err)
	}
}

// setUserLang stores lang as the requesting user's own language (what
// /settings mylang sets).
func (c *call) setUserLang(l string) error {
	key := userKey(c.req.Chat.Platform, c.req.User.ID)
	u, err := c.b.store.GetUser(key)
	if err != nil && !isNotFound(err) {
		return err
	}
	u.ID, u.Name, u.Lang = key, c.req.User.Name, l
	return c.b.store.PutUser(u)
}

// setCampaignLang makes the campaign running in chat key speak lang:
// its next games are opened in it, its standings and messages told in
// it. One update of the campaign; a chat without one running is left as
// it is.
func (b *Bot) setCampaignLang(key, lang string) {
	cp, err := b.store.ActiveCampaign(storage.Key(key))
	if err == nil {
		_, err = b.store.UpdateCampaign(cp.ID, storage.AnyVersion, func(x *storage.Campaign) error {
			if x.Status != storage.CampaignActive {
				return errDone // over meanwhile: its language is history
			}
			x.Lang = lang
			return nil
		})
	}
	if err != nil && !isNotFound(err) && !errors.Is(err, errDone) {
		b.log.Warn("campaign language", "chat", key, "err", err)
	}
}

// cmdAbort stops the game: its creator or a chat admin may.
func (c *call) cmdAbort() {
	g, ok := c.load()
	if !ok {
		return
	}
	if g.rec.Setup.CreatorID != c.req.User.ID && !c.req.IsAdmin {
		c.answer(tr(c.lang, txtAbortDenied))
		return
	}
	rec, err := c.b.store.Abort(storage.Key(c.req.Chat.Key), storage.AnyVersion)
	if err != nil {
		c.fail(err)
		return
	}
	c.retire(boardRefs(g.rec.Boards))
	c.closeVotes(&game{rec: rec, m: g.m}, txtVoteClosedOver)
	c.say(tr(c.lang, txtAborted, c.req.User.Name))
	if g.rec.Setup.Campaign != "" {
		// the campaign is told: its game does not count, and is played
		// again (or the campaign, none of whose games started, is off)
		c.campaignVoid(g.rec.Setup.Campaign, g.rec.ID)
	}
}

// Complete suggests the legal actions of the caller's crew for "move"
// (in a game whose seats act in secret, those of the caller's own seats
// when the request is Unseen, with the whole plans its hand may type) and
// tile ids for "rules", filtered by what
// was typed.
func (b *Bot) Complete(ctx context.Context, req Request, limit int) []string {
	prefix := strings.ToLower(strings.TrimSpace(req.Args))
	var cands []string
	switch strings.ToLower(req.Command) {
	case "move", "m":
		g, err := b.loadGame(req.Chat.Key)
		if err != nil || g.rec.Status != storage.StatusActive {
			return nil
		}
		if sf, secret := secretOf(g); secret {
			// played on the private boards; typed only where its user
			// alone sees the suggestions (an autocomplete), which name
			// the cards of that user's hand
			if !req.Unseen {
				return nil
			}
			for _, name := range g.m.Acting() {
				if s := g.seatOf(name); s != nil && s.AI == "" && s.UserID == req.User.ID {
					cands = append(cands, g.m.LegalFor(name)...)
					cands = append(cands, sf.completions(g.m, name, req.Args)...)
				}
			}
			break
		}
		if seat := g.actor(); seat == nil || seat.UserID != req.User.ID {
			return nil
		}
		cands = g.m.Legal()
	case "rules", "join":
		f := faceOf("")
		g, err := b.loadGame(req.Chat.Key)
		if err == nil {
			f = g.face()
		}
		cands = f.complete(strings.ToLower(req.Command))
		if req.Command == "join" && err == nil && g.rec.Status == storage.StatusLobby && !laterCampaignGame(g) {
			// the colours the lobby offers: its mode's, not yet taken
			cands = nil
			for _, k := range f.colours(lobbyMode(&g.rec.Setup)) {
				if !colourTaken(g, k) {
					cands = append(cands, k)
				}
			}
		}
		if req.Command == "rules" {
			cands = append(cands, gameIDs()...)
		}
	case "new":
		cands = gameIDs()
	case "variant":
		// "<game> <typed>": the modes and variants of the game chosen
		id, typed, _ := strings.Cut(strings.TrimSpace(req.Args), " ")
		if _, ok := faces[strings.ToLower(id)]; !ok {
			typed = strings.TrimSpace(req.Args)
			id = ""
		}
		prefix = strings.ToLower(strings.TrimSpace(typed))
		cands = faceOf(strings.ToLower(id)).complete("new")
	default:
		return nil
	}
	var out []string
	for _, s := range cands {
		if strings.HasPrefix(strings.ToLower(s), prefix) {
			out = append(out, s)
			if limit > 0 && len(out) >= limit {
				break
			}
		}
	}
	return out
}

// chatFace is the face of the chat's game, the default game's when it has
// none.
func (c *call) chatFace() face {
	if g, err := c.b.loadGame(c.req.Chat.Key); err == nil {
		return g.face()
	}
	return faceOf("")
}

// moveUsage tells how /move is written, with f's examples: "Write the
// move after /move, e.g. /move W1 e5 or /move W1 e5 +c."
func moveUsage(lang string, f face) string {
	ex := f.examples()
	items := make([]string, len(ex))
	for i, e := range ex {
		items[i] = "/move " + e
	}
	return tr(lang, txtMoveUsage, narrate.JoinOr(nl(lang), items))
}

// terminalHelp is help at the terminal whose chat is key: the notation,
// the buttons and the rules of the game there, or of every game when
// there is none.
func (b *Bot) terminalHelp(lang, key string) string {
	g, err := b.loadGame(key)
	if err != nil {
		return tr(lang, txtHelpTerminal, tr(lang, txtNotationAll), tr(lang, txtTermButtonsAll), tr(lang, txtTermRulesAll))
	}
	buttons, rules := terminalWords(g.face(), lang)
	return tr(lang, txtHelpTerminal, strings.Join(g.face().examples(), ", "), buttons, rules)
}

// TermHint is the terminal's one-line hint under the first board of the
// chat under key, in lang: the moves of the game there ("take 3 cw") and
// its buttons; with no game there, the hint that names none (TermHint's).
func (b *Bot) TermHint(lang, key string) string {
	g, err := b.loadGame(key)
	if err != nil {
		return tr(lang, txtTermHint)
	}
	buttons, _ := terminalWords(g.face(), lang)
	return tr(lang, txtTermHintGame, strings.Join(g.face().examples(), ", "), buttons)
}
