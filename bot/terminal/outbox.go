package terminal

import (
	"context"
	"fmt"
	"io"
	"os"
	"strconv"
	"strings"
	"sync"

	"github.com/jackalbot/jackal/bot"
)

// Outbox prints what the bot says and remembers the buttons and the player
// it pinged last, so the next line can press a button or act as that player.
type Outbox struct {
	mu      sync.Mutex
	w       io.Writer
	picture string // where board pictures are written; "" writes none
	buttons []bot.Button
	ping    *bot.User
	lastRef bot.MessageRef
	n       int
}

// NewOutbox prints to w and writes board pictures to the file picture.
func NewOutbox(w io.Writer, picture string) *Outbox { return &Outbox{w: w, picture: picture} }

func (o *Outbox) ref() bot.MessageRef {
	o.n++
	o.lastRef = bot.MessageRef{ChatID: "local", MessageID: strconv.Itoa(o.n)}
	return o.lastRef
}

// SendBoard prints the board's text, caption and numbered buttons and
// writes its picture.
func (o *Outbox) SendBoard(_ context.Context, _ bot.Chat, b bot.Board) (bot.MessageRef, error) {
	o.mu.Lock()
	defer o.mu.Unlock()
	o.board(b)
	return o.ref(), nil
}

// EditBoard prints the board again (a terminal cannot edit what it printed).
func (o *Outbox) EditBoard(_ context.Context, _ bot.MessageRef, b bot.Board) error {
	o.mu.Lock()
	defer o.mu.Unlock()
	o.board(b)
	return nil
}

func (o *Outbox) board(b bot.Board) {
	if b.Alt != "" {
		fmt.Fprintln(o.w, b.Alt)
	}
	if b.Ping != nil {
		fmt.Fprintf(o.w, "» %s: ", b.Ping.Name)
	}
	fmt.Fprintln(o.w, b.Caption)
	if len(b.PNG) > 0 && o.picture != "" {
		if err := os.WriteFile(o.picture, b.PNG, 0o644); err != nil {
			fmt.Fprintf(o.w, "(could not write the picture: %v)\n", err)
		} else {
			fmt.Fprintf(o.w, "(picture: %s)\n", o.picture)
		}
	}
	if b.Ping != nil || len(b.Buttons) > 0 {
		o.ping = b.Ping
	}
	o.setButtons(b.Buttons)
}

// EditButtons shows new buttons; removing them only forgets the old ones.
func (o *Outbox) EditButtons(_ context.Context, ref bot.MessageRef, rows [][]bot.Button) error {
	o.mu.Lock()
	defer o.mu.Unlock()
	if rows == nil {
		if ref == o.lastRef {
			o.buttons = nil
		}
		return nil
	}
	o.setButtons(rows)
	return nil
}

// SendText prints text and its buttons.
func (o *Outbox) SendText(_ context.Context, _ bot.Chat, text string, rows [][]bot.Button) (bot.MessageRef, error) {
	o.mu.Lock()
	defer o.mu.Unlock()
	fmt.Fprintln(o.w, text)
	if rows != nil {
		o.setButtons(rows)
	}
	return o.ref(), nil
}

// EditText prints the new text and buttons.
func (o *Outbox) EditText(ctx context.Context, _ bot.MessageRef, text string, rows [][]bot.Button) error {
	_, err := o.SendText(ctx, bot.Chat{}, text, rows)
	return err
}

// Answer prints a reply to the player.
func (o *Outbox) Answer(_ context.Context, _ bot.Request, text string) error {
	o.mu.Lock()
	defer o.mu.Unlock()
	if text != "" {
		fmt.Fprintln(o.w, "! "+text)
	}
	return nil
}

// SendPrivate prints a private message: at a hot seat the players share
// the screen, and the message says whom it is for.
func (o *Outbox) SendPrivate(_ context.Context, u bot.User, text string, png []byte) error {
	o.mu.Lock()
	defer o.mu.Unlock()
	fmt.Fprintf(o.w, "[for %s only] %s\n", u.Name, text)
	return nil
}

func (o *Outbox) setButtons(rows [][]bot.Button) {
	o.buttons = o.buttons[:0]
	var b strings.Builder
	for _, row := range rows {
		for _, x := range row {
			o.buttons = append(o.buttons, x)
			fmt.Fprintf(&b, " [%d] %s", len(o.buttons), x.Label)
		}
	}
	if b.Len() > 0 {
		fmt.Fprintln(o.w, strings.TrimSpace(b.String()))
	}
}

// Button returns the data of button n (1-based) of the last shown.
func (o *Outbox) Button(n int) (string, bool) {
	o.mu.Lock()
	defer o.mu.Unlock()
	if n < 1 || n > len(o.buttons) {
		return "", false
	}
	return o.buttons[n-1].Data, true
}

// Pinged is the player the bot asked to act last, or nil.
func (o *Outbox) Pinged() *bot.User {
	o.mu.Lock()
	defer o.mu.Unlock()
	return o.ping
}

// LastRef is the last message printed, standing in for the pressed one.
func (o *Outbox) LastRef() bot.MessageRef {
	o.mu.Lock()
	defer o.mu.Unlock()
	return o.lastRef
}
