package terminal

import (
	"bufio"
	"context"
	"fmt"
	"io"
	"strconv"
	"strings"

	"github.com/jackalbot/jackal/bot"
)

// Options set up a terminal game.
type Options struct {
	// New is the arguments of "new": mode, variants and computer crews,
	// such as "duel ai:hard".
	New string
	// Humans is the number of players at the hot seat (1 with computers).
	Humans int
	// Picture is the file the board picture is written to.
	Picture string
	// Resume shows the game already in the store instead of opening one.
	Resume bool
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
}

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

// yesWords answer "New game?" yes.
var yesWords = map[string]bool{"y": true, "yes": true, "д": true, "да": true}

// Play runs hot-seat games: it opens a game with the options, seats the
// players and reads commands from in until the game ends; then it asks for
// a new game. It returns when in ends or the player types "quit".
func Play(ctx context.Context, h bot.Handler, opts Options, in io.Reader, out io.Writer) error {
	lang := opts.Lang
	if lang != "ru" {
		lang = "en"
	}
	sc := bufio.NewScanner(in)
	sc.Buffer(make([]byte, 64*1024), 64*1024)
	o := NewOutbox(out, opts.Picture)
	o.lang = lang
	o.hotSeat = opts.Humans > 1
	o.wait = func() bool { return sc.Scan() }
	chat := bot.Chat{Key: ChatKey, Platform: bot.PlatformTerminal, ID: "local"}
	if a, ok := h.(attacher); ok {
		// computers that play on after a request post their boards here
		a.Attach(bot.PlatformTerminal, o)
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
	open := func() {
		if opts.Puzzle != 0 {
			o.setQuiet(true) // the setting's "Saved." is not for the player
			send(player(1), "settings", "lang "+lang)
			o.setQuiet(false)
			send(player(1), "puzzle", strconv.Itoa(opts.Puzzle))
			return
		}
		// the lobby is the chat's way to seat players: here they are seated
		// by the options, so its messages are not shown
		o.setQuiet(true)
		send(player(1), "settings", "lang "+lang)
		if opts.Campaign {
			send(player(1), "campaign", "new "+opts.New)
		} else {
			send(player(1), "new", opts.New)
		}
		for i := 2; i <= opts.Humans; i++ {
			send(player(i), "join", "")
		}
		o.setQuiet(false)
		send(player(1), "start", "")
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
				fmt.Fprintln(out, "! "+bot.Tr(lang, bot.TermNoButton, n))
				return true
			}
			handle(bot.Request{Chat: chat, User: u, Button: data, Message: o.LastRef()})
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
		case bot.IsCommand(word):
			send(u, word, rest)
		default:
			return false
		}
		return true
	}
	if opts.Resume {
		send(player(1), "board", "")
	} else {
		open()
	}
	fmt.Fprintln(out, bot.Tr(lang, bot.TermHint))
	nextTried := false // a campaign's next game was started since the last ended
	for {
		if ctx.Err() != nil {
			return ctx.Err()
		}
		if !o.over() {
			nextTried = false
		}
		if o.over() && opts.Campaign && !nextTried {
			// a campaign goes on: its next game's lobby seats the same
			// players; the first starts it for them all
			nextTried = true
			o.setQuiet(true)
			send(player(1), "start", "")
			o.setQuiet(false)
			continue
		}
		if o.over() {
			fmt.Fprint(out, bot.Tr(lang, bot.TermNewGame)+" ")
			if !sc.Scan() {
				fmt.Fprintln(out)
				return sc.Err()
			}
			line := strings.TrimSpace(sc.Text())
			if yesWords[strings.ToLower(line)] {
				open()
				continue
			}
			// what the game's end names (replay, history, standings, a
			// puzzle again) is served, and the question asked again;
			// anything else ends the session, as before
			if !serveLine(player(1), line) {
				return nil
			}
			continue
		}
		if w, ok := h.(idler); ok {
			w.Idle(ctx) // a computer's turn is shown before the next line is read
		}
		fmt.Fprint(out, "> ")
		if !sc.Scan() {
			fmt.Fprintln(out)
			return sc.Err()
		}
		line := strings.TrimSpace(sc.Text())
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
	}
}
