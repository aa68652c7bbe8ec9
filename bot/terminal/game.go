package terminal

import (
	"bufio"
	"bytes"
	"context"
	"errors"
	"fmt"
	"io"
	"strconv"
	"strings"
	"unicode/utf8"

	"github.com/jackalbot/jackal/bot"
)

// Options set up a terminal game.
type Options struct {
	// New is the arguments of "new": mode, variants and computer crews,
	// such as "duel ai:hard".
	New string
	// Humans is the number of players at the hot seat (1 with computers)
	// of the games opened.
	Humans int
	// Picture is the file the board picture is written to.
	Picture string
	// Resume shows the game (or the campaign) already in the store instead
	// of opening one.
	Resume bool
	// Seated, with Resume, is the number of players at the hot seat of
	// the game or campaign kept in the store, which plays on with its own
	// players (Humans is for the games opened after it); 0 is Humans.
	Seated int
	// Lang is the language of the game and of the terminal's words ("en",
	// "ru").
	Lang string
	// Puzzle, when not 0, plays that solo puzzle (one player) instead of
	// the game New describes.
	Puzzle int
	// Campaign plays a campaign of the game New describes ("archipelago
	// islands=3"): its games one after another, the next started as soon
	// as the last ends (and its ability draft, if any, is picked).
	Campaign bool
	// Last, without Resume, first shows the chat's last campaign, over:
	// its final standings.
	Last bool
	// Ask, without Resume, opens nothing before the player answers "New
	// game?" yes.
	Ask bool
}

// ErrNotOpened is Play's error when the game asked for could not be
// opened: the bot refused its set-up (the refusal follows it).
var ErrNotOpened = errors.New("no game was opened")

// maxLine is the longest line read, in characters; a longer one is
// refused as a whole.
const maxLine = 4096

// ChatKey is the terminal game's chat key in the store.
const ChatKey = "term:local"

// idler is a handler that does work on its own after a request (the
// bot's computers playing on), and can wait for it.
type idler interface{ Idle(ctx context.Context) }

// attacher is a handler that posts on its own (the bot's computers
// playing on) through the outbox attached for a platform.
type attacher interface {
	Attach(platform string, out bot.Outbox)
}

// quitWords end the terminal session.
var quitWords = map[string]bool{"quit": true, "exit": true, "q": true, "выход": true, "выйти": true}

// rulesWords are the commands that explain a rule, with its picture.
var rulesWords = map[string]bool{"rules": true, "правила": true}

// standingsWords ask for a campaign's standings: the chat's "/campaign
// standings", one word here.
var standingsWords = map[string]bool{"standings": true, "таблица": true}

// moveWords are the chat's move command: typed alone, the terminal tells
// how to type a move.
var moveWords = map[string]bool{"move": true, "m": true, "ход": true}

// yesWords answer "New game?" yes.
var yesWords = map[string]bool{"y": true, "yes": true, "д": true, "да": true}

// tabler is a handler that tells what the chat holds (the bot's
// TableOf): whether a game is on, a lobby open, a draft waiting.
type tabler interface{ TableOf(key string) bot.Table }

// Play runs hot-seat games: it opens a game with the options, seats the
// players and reads commands from in until the game ends; then it asks for
// a new game. It returns when in ends or the player types "quit"; the
// context's error as soon as it ends, even while a line is awaited
// (Ctrl-C at the prompt); ErrNotOpened (with the bot's refusal) when the
// game asked for cannot be opened. At a hot seat a vote's button pressed
// is every player's: they agree at the keyboard they share.
func Play(ctx context.Context, h bot.Handler, opts Options, in io.Reader, out io.Writer) error {
	lang := opts.Lang
	if lang != "ru" {
		lang = "en"
	}
	out = wrapped(out) // no line wider than the screen, the hint's included
	sc := newLines(ctx, in)
	defer sc.stop()
	o := NewOutbox(out, opts.Picture)
	o.lang = lang
	seated := opts.Humans
	if opts.Resume && opts.Seated > 0 {
		seated = opts.Seated
	}
	o.hotSeat = seated > 1
	o.wait = func() bool { return sc.Scan() }
	chat := bot.Chat{Key: ChatKey, Platform: bot.PlatformTerminal, ID: "local"}
	if a, ok := h.(attacher); ok {
		// computers that play on after a request post their boards here
		a.Attach(bot.PlatformTerminal, o)
	}
	// table is what the chat holds now: the bot tells it; another
	// handler is read from the boards (the last one ended its game)
	table := func() bot.Table {
		if t, ok := h.(tabler); ok {
			return t.TableOf(ChatKey)
		}
		return bot.Table{Playing: !o.over()}
	}
	player := func(i int) bot.User {
		return bot.User{ID: "p" + strconv.Itoa(i), Name: bot.Tr(lang, bot.TermPlayer, i), Lang: lang}
	}
	handle := func(req bot.Request) {
		o.serve(true)
		defer o.serve(false)
		h.Handle(ctx, req, o)
	}
	send := func(u bot.User, cmd, args string) {
		handle(bot.Request{Chat: chat, User: u, Command: cmd, Args: args, IsAdmin: true})
	}
	// opened checks that a step of open left what it should (a lobby, a
	// game on): else the bot's refusal, shown or not, is the error
	opened := func(ok func(bot.Table) bool) error {
		if ok(table()) {
			return nil
		}
		o.setQuiet(false)
		if why := o.refusal(); why != "" {
			return fmt.Errorf("%w: %s", ErrNotOpened, typedHere(lang, why))
		}
		return ErrNotOpened
	}
	lobby := func(t bot.Table) bool { return t.Lobby || t.Playing }
	playing := func(t bot.Table) bool { return t.Playing }
	open := func() error {
		seated = opts.Humans
		o.setHotSeat(opts.Humans > 1)
		if opts.Puzzle != 0 {
			o.setQuiet(true) // the setting's "Saved." is not for the player
			send(player(1), "settings", "lang "+lang)
			o.setQuiet(false)
			o.refusal()
			send(player(1), "puzzle", strconv.Itoa(opts.Puzzle))
			return opened(playing)
		}
		// the lobby is the chat's way to seat players: here they are seated
		// by the options, so its messages are not shown (a refusal is the
		// error)
		o.setQuiet(true)
		send(player(1), "settings", "lang "+lang)
		o.refusal()
		if opts.Campaign {
			send(player(1), "campaign", "new "+opts.New)
		} else {
			send(player(1), "new", opts.New)
		}
		if err := opened(lobby); err != nil {
			return err
		}
		for i := 2; i <= opts.Humans; i++ {
			send(player(i), "join", "")
		}
		o.setQuiet(false)
		o.refusal()
		send(player(1), "start", "")
		return opened(playing)
	}
	// openHand shows the player the table's board waits for their own
	// private board (the card game's hand), as the game does under the
	// board of every move, when the buttons shown last are the table's
	// (My hand): else a number typed would press the table's
	openHand := func() {
		data, ok := o.handButton()
		if p := o.Pinged(); ok && p != nil {
			handle(bot.Request{Chat: chat, User: *p, Button: data, Message: o.LastRef()})
		}
	}
	// serveLine serves a line that presses a button (its number) or
	// names a command, as user u; false when it does neither (a move, or
	// a word the terminal does not know)
	serveLine := func(u bot.User, line string) bool {
		word, rest, _ := strings.Cut(line, " ")
		word = strings.ToLower(strings.TrimPrefix(word, "/"))
		rest = strings.TrimSpace(rest)
		if n, err := strconv.Atoi(word); err == nil && rest == "" {
			data, ok := o.Button(n)
			if !ok {
				fmt.Fprintln(out, "! "+bot.NoButton(lang, n, o.Numbers()))
				return true
			}
			ref := o.LastRef()
			o.refusal()
			handle(bot.Request{Chat: chat, User: u, Button: data, Message: ref})
			if d, err := bot.ParseButtonData(data); err == nil && d.Verb == bot.VerbVote && o.SharedScreen() {
				// a vote at a hot seat: the players agree at the keyboard
				// they share, so the press is each one's, until the vote
				// is over (its answer "vote counted" no longer comes)
				open := o.refusal() != ""
				for i := 1; i <= seated && open; i++ {
					if p := player(i); p.ID != u.ID {
						handle(bot.Request{Chat: chat, User: p, Button: data, Message: ref})
						open = o.refusal() != ""
					}
				}
			}
			return true
		}
		switch {
		case rulesWords[word]:
			// a rule's picture goes beside the board's, which stays
			o.setAside("rules")
			send(u, word, rest)
			o.setAside("")
		case standingsWords[word] && rest == "":
			send(u, "campaign", "standings")
		case moveWords[word] && rest == "":
			// the chat's "/move" alone asks for the move after the
			// command; here a move is typed alone: how, in the game's
			// words (before: «Напишите ход после ход»)
			fmt.Fprintln(out, "! "+hint(h, lang, chat.Key))
		case bot.IsCommand(word):
			send(u, word, rest)
		default:
			return false
		}
		return true
	}
	// read reads the next line; false when the input ended. A line too
	// long is refused and the next one read.
	read := func(prompt string) (string, bool) {
		if sc.ended {
			return "", false // at a pass screen: nothing more is asked
		}
		for {
			fmt.Fprint(out, prompt)
			if !sc.Scan() {
				fmt.Fprintln(out)
				return "", false
			}
			if n := sc.tooLong(); n > 0 {
				fmt.Fprintln(out, "! "+bot.Tr(lang, bot.TermLineTooLong, n, maxLine))
				continue
			}
			return strings.TrimSpace(sc.Text()), true
		}
	}
	switch {
	case opts.Resume:
		if t := table(); !t.Playing && !t.Lobby && t.Campaign {
			// between a campaign's games: where it stands, and its step
			// taken again (a draft's pick shown, a game stopped replaced)
			send(player(1), "campaign", "")
		} else {
			send(player(1), "board", "")
			// the question asked when the session stopped, with its
			// buttons (at a hot seat behind its pass screen)
			openHand()
		}
	default:
		if opts.Last {
			send(player(1), "campaign", "standings")
		}
		if !opts.Ask {
			if err := open(); err != nil {
				return err
			}
		}
	}
	if !sc.ended { // else it ended at a pass screen: the session is over
		fmt.Fprintln(out, hint(h, lang, chat.Key))
	}
	nextTried := false // a lobby's start was tried since a game was last on
	for {
		if ctx.Err() != nil {
			fmt.Fprintln(out) // after the ^C the terminal echoed
			return ctx.Err()
		}
		if w, ok := h.(idler); ok {
			w.Idle(ctx) // a computer's turn is shown before the next line is read
		}
		t := table()
		if t.Playing {
			nextTried = false
		}
		if t.Lobby && !t.Playing && !nextTried {
			// a campaign goes on: its next game's lobby seats the same
			// players; the first starts it for them all
			nextTried = true
			o.setQuiet(true)
			send(player(1), "start", "")
			o.setQuiet(false)
			continue
		}
		if t.Idle() {
			// no game, lobby or draft waits: the game (or the campaign)
			// is over, or was stopped
			line, ok := read(bot.Tr(lang, bot.TermNewGame) + " ")
			if !ok {
				return sc.Err()
			}
			if yesWords[strings.ToLower(line)] {
				if err := open(); err != nil {
					return err
				}
				continue
			}
			// what the game's end names (replay, history, standings, a
			// puzzle again) is served, and the question asked again;
			// anything else ends the session, as before
			if line == "" || !serveLine(player(1), line) {
				return nil
			}
			continue
		}
		line, ok := read("> ")
		if !ok {
			return sc.Err()
		}
		if line == "" {
			continue
		}
		u := player(1)
		if p := o.Pinged(); p != nil {
			u = *p
		}
		word, _, _ := strings.Cut(line, " ")
		if quitWords[strings.ToLower(strings.TrimPrefix(word, "/"))] {
			return nil
		}
		if !serveLine(u, line) {
			send(u, "move", line)
		}
		if !o.SharedScreen() {
			// a player alone reads their hand under every table's board
			// ("board", a vote's "play on"), not only under a move's
			openHand()
		}
	}
}

// lines reads the input a line at a time, as bufio.Scanner does, but a
// line of any length: one longer than maxLine characters is read to its
// end and reported (tooLong), not kept. The input is read on a goroutine
// of its own, a line each time Scan asks for one (never ahead of the
// prompt), so that Scan returns when the context ends (Ctrl-C at the
// prompt) while the read waits for a line.
type lines struct {
	ctx     context.Context
	r       *bufio.Reader
	want    chan struct{} // Scan asks the reader for a line
	next    chan line     // the line the reader read
	quit    chan struct{} // closed by stop: the reader reads no more
	started bool
	ended   bool // Scan reported the input's end (or the context's)
	text    string
	long    int
	err     error
}

// line is one line the reader read: its text, or its length when too
// long; ok false at the input's end, with the error that ended it.
type line struct {
	text string
	long int
	ok   bool
	err  error
}

func newLines(ctx context.Context, in io.Reader) *lines {
	return &lines{ctx: ctx, r: bufio.NewReader(in), want: make(chan struct{}),
		next: make(chan line), quit: make(chan struct{})}
}

// stop lets the reader go: it reads and sends nothing after it (one
// waiting for input ends with the process).
func (l *lines) stop() { close(l.quit) }

// Scan reads the next line; false at the input's end (or an error), or
// when the context ended first.
func (l *lines) Scan() bool {
	l.text, l.long = "", 0
	if l.ended {
		return false
	}
	if !l.started {
		l.started = true
		go l.read()
	}
	select {
	case l.want <- struct{}{}:
	case <-l.ctx.Done():
		l.ended, l.err = true, l.ctx.Err()
		return false
	}
	select {
	case x := <-l.next:
		if !x.ok {
			l.ended, l.err = true, x.err
			return false
		}
		l.text, l.long = x.text, x.long
		return true
	case <-l.ctx.Done():
		l.ended, l.err = true, l.ctx.Err()
		return false
	}
}

// read reads a line of the input each time Scan asks, and sends it,
// until the input ends or stop.
func (l *lines) read() {
	for {
		select {
		case <-l.want:
		case <-l.quit:
			return
		}
		x := readLine(l.r)
		select {
		case l.next <- x:
		case <-l.quit:
			return
		}
		if !x.ok {
			return
		}
	}
}

// readLine reads one line of r, of any length: one longer than maxLine
// characters is read to its end and only its length kept.
func readLine(r *bufio.Reader) line {
	var buf []byte
	n, read := 0, false
	for {
		chunk, err := r.ReadSlice('\n')
		read = read || len(chunk) > 0
		n += utf8.RuneCount(bytes.TrimRight(chunk, "\r\n"))
		if n <= maxLine {
			buf = append(buf, chunk...)
		}
		if errors.Is(err, bufio.ErrBufferFull) {
			continue
		}
		if err != nil && !read {
			if errors.Is(err, io.EOF) {
				err = nil
			}
			return line{err: err}
		}
		// a last line without its newline is a line; an error after it
		// ends the input at the next read
		break
	}
	if n > maxLine {
		return line{long: n, ok: true}
	}
	return line{text: strings.TrimRight(string(buf), "\r\n"), ok: true}
}

// Text is the line read last ("" for one too long).
func (l *lines) Text() string { return l.text }

// tooLong is the length in characters of the line read last when it was
// too long to keep, else 0.
func (l *lines) tooLong() int { return l.long }

// Err is the error that ended the input (the context's when it ended
// first), nil at its end.
func (l *lines) Err() error { return l.err }

// hinter is a handler that words the terminal's hint for the game in a
// chat (bot.Bot: that game's notation and buttons).
type hinter interface {
	TermHint(lang, key string) string
}

// hint is the line under the first board: the game's own when the
// handler words it, else the hint that names no game.
func hint(h any, lang, key string) string {
	if t, ok := h.(hinter); ok {
		return t.TermHint(lang, key)
	}
	return bot.Tr(lang, bot.TermHint)
}
