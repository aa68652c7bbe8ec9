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
}

// ChatKey is the terminal game's chat key in the store.
const ChatKey = "term:local"

// Play runs a hot-seat game: it opens the game with the options, seats the
// players and reads commands from in until the game ends, in ends, or the
// player types "quit".
func Play(ctx context.Context, h bot.Handler, opts Options, in io.Reader, out io.Writer) error {
	o := NewOutbox(out, opts.Picture)
	chat := bot.Chat{Key: ChatKey, Platform: bot.PlatformTerminal, ID: "local"}
	player := func(i int) bot.User {
		return bot.User{ID: "p" + strconv.Itoa(i), Name: fmt.Sprintf("Player %d", i)}
	}
	send := func(u bot.User, cmd, args string) {
		h.Handle(ctx, bot.Request{Chat: chat, User: u, Command: cmd, Args: args, IsAdmin: true}, o)
	}
	if opts.Resume {
		send(player(1), "board", "")
	} else {
		send(player(1), "new", opts.New)
		for i := 2; i <= opts.Humans; i++ {
			send(player(i), "join", "")
		}
		send(player(1), "start", "")
	}
	fmt.Fprintln(out, "Type a move (W1 e5), a button number, or help, board, status, history, rules, undo, end, resign, quit.")
	sc := bufio.NewScanner(in)
	sc.Buffer(make([]byte, 64*1024), 64*1024)
	for {
		if ctx.Err() != nil {
			return ctx.Err()
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
		word, rest, _ := strings.Cut(line, " ")
		word = strings.ToLower(strings.TrimPrefix(word, "/"))
		if n, err := strconv.Atoi(word); err == nil && rest == "" {
			data, ok := o.Button(n)
			if !ok {
				fmt.Fprintln(out, "! no such button")
				continue
			}
			h.Handle(ctx, bot.Request{Chat: chat, User: u, Button: data, Message: o.LastRef()}, o)
			continue
		}
		switch word {
		case "quit", "exit", "q":
			return nil
		case "help", "board", "status", "history", "rules", "undo", "end", "resign", "stats", "settings", "move", "m", "new", "start", "join":
			send(u, word, rest)
		default:
			send(u, "move", line)
		}
	}
}
