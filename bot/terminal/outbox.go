package terminal

import (
	"context"
	"fmt"
	"io"
	"os"
	"strconv"
	"strings"
	"sync"
	"time"

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
	// lastRef is the message whose buttons are shown last: the one a
	// number presses (a text or a rule's picture after it leaves it so)
	lastRef bot.MessageRef
	n       int
	// run tells this run's messages from an earlier run's: a game kept
	// in a file remembers its last board's ref, and retiring that board
	// must not retire this run's board of the same number
	run   string
	lang  string
	quiet bool // texts are not shown (the lobby, while Play seats the players)
	// hidden are the texts sent while quiet, by message id: an edit of
	// one (the lobby told its game started) is not shown either
	hidden  map[string]bool
	ended   bool        // the last board ended the game
	hotSeat bool        // several players share the screen
	wait    func() bool // waits for Enter; false when the input ended
	// secrets are the newest private board of each player shown by
	// SendSecret, by its ref
	secrets map[bot.MessageRef]bot.User
	holder  string // the user id of the player at a hot seat's screen, "" unknown
	// alone is the user id of the one player shown private boards while
	// the screen is not shared
	alone   string
	aside   string       // pictures without buttons go beside the board's (setAside)
	serving bool         // a request is being served (Play: serve)
	held    []heldSecret // private boards shown once it is served
	// refused is the last answer to a player (shown or not) since
	// refusal last took it: what the bot said when it refused a request
	refused string
	// onScreen are the lines of the board printed last (its text and
	// caption), until the screen is scrolled: a private board's text
	// that is all among them is not printed again (shown)
	onScreen map[string]bool
}

// refusal returns the last answer since it was last called, and forgets
// it.
func (o *Outbox) refusal() string {
	o.mu.Lock()
	defer o.mu.Unlock()
	r := o.refused
	o.refused = ""
	return r
}

// setHotSeat tells whether several players share the screen (a new
// game's).
func (o *Outbox) setHotSeat(on bool) {
	o.mu.Lock()
	defer o.mu.Unlock()
	o.hotSeat = on
}

// setQuiet hides texts (not boards or answers) while on.
func (o *Outbox) setQuiet(on bool) {
	o.mu.Lock()
	defer o.mu.Unlock()
	o.quiet = on
}

// over reports whether the last board ended the game.
func (o *Outbox) over() bool {
	o.mu.Lock()
	defer o.mu.Unlock()
	return o.ended
}

// NewOutbox prints to w, each line within the screen's width (wrapLine),
// and writes board pictures to the file picture.
func NewOutbox(w io.Writer, picture string) *Outbox {
	return &Outbox{w: wrapped(w), picture: picture, run: strconv.FormatInt(time.Now().UnixNano(), 36)}
}

// ref is a new message's ref.
func (o *Outbox) ref() bot.MessageRef {
	o.n++
	return bot.MessageRef{ChatID: "local", MessageID: o.run + "-" + strconv.Itoa(o.n)}
}

// SendBoard prints the board's text, caption and numbered buttons and
// writes its picture.
func (o *Outbox) SendBoard(_ context.Context, _ bot.Chat, b bot.Board) (bot.MessageRef, error) {
	o.mu.Lock()
	defer o.mu.Unlock()
	part := b.Part
	if part == "" && o.aside != "" && len(b.Buttons) == 0 && b.Ping == nil && !b.Over {
		part = o.aside
	}
	if part != "" {
		// a picture that is no board (a rule's, the standings): in its
		// own file, the board's picture and buttons left as they are
		o.print(b, besidePicture(o.picture, part))
		return o.ref(), nil
	}
	o.board(b)
	o.lastRef = o.ref()
	return o.lastRef, nil
}

// setAside makes the pictures without buttons sent while on (the answer
// to "rules horse") go to their own file named part beside the board's
// picture (board-rules.png), not over the board's; "" ends it.
func (o *Outbox) setAside(part string) {
	o.mu.Lock()
	defer o.mu.Unlock()
	o.aside = part
}

// EditBoard prints the board again (a terminal cannot edit what it
// printed): a private board as SendSecret shows it, to its player alone.
// Its buttons are the ones a number presses next, with ref as the pressed
// message.
func (o *Outbox) EditBoard(_ context.Context, ref bot.MessageRef, b bot.Board) error {
	o.mu.Lock()
	defer o.mu.Unlock()
	if u, ok := o.secrets[ref]; ok {
		o.show(u, b, ref)
		return nil
	}
	o.board(b)
	if ref.MessageID != "" {
		o.lastRef = ref
	}
	return nil
}

// board prints the group's board and takes its buttons and ping.
func (o *Outbox) board(b bot.Board) {
	if b.Ping != nil {
		o.meet(b.Ping.ID) // the player pinged may be a second human
	}
	o.print(b, o.picture)
	if b.Ping != nil {
		fmt.Fprintln(o.w, bot.Tr(o.lang, bot.TermTurn, b.Ping.Name))
	}
	if b.Ping != nil || len(b.Buttons) > 0 {
		o.ping = b.Ping
	}
	o.ended = b.Over
	if b.Over {
		o.held = nil // the game ended: its private boards are out of date
	}
	o.setButtons(b.Buttons)
}

// print prints board b's text and caption and writes its picture to the
// file picture ("" writes none).
func (o *Outbox) print(b bot.Board, picture string) {
	if b.Alt != "" && !strings.Contains(b.Caption, b.Alt) { // a caption may tell it already
		fmt.Fprintln(o.w, b.Alt)
	}
	// what happened first, then who is to act (the caption tells the last
	// move, which the player named below did not make)
	fmt.Fprintln(o.w, typedHere(o.lang, b.Caption))
	o.onScreen = map[string]bool{}
	for _, line := range strings.Split(b.Alt+"\n"+b.Caption, "\n") {
		o.onScreen[line] = true
	}
	if len(b.PNG) > 0 && picture != "" {
		if err := os.WriteFile(picture, b.PNG, 0o644); err != nil {
			fmt.Fprintln(o.w, bot.Tr(o.lang, bot.TermPictureFailed, err))
		} else {
			fmt.Fprintln(o.w, bot.Tr(o.lang, bot.TermPicture, picture))
		}
	}
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
	o.lastRef = ref
	return nil
}

var _ bot.StepEditor = (*Outbox)(nil)

// EditStep shows a step of a choice made on the board ref (an island,
// then its direction; a piece, then its target): the step's question
// (b.Question, with the legend of its buttons' short labels) and its
// numbered buttons, under the board printed already, which is neither
// printed nor its picture written again. A step that asks nothing apart
// (the way back to the board's first buttons: an Archipirata board's
// islands, a classic board's pieces) is asked as the board asked it,
// by the line the board printed above those buttons ("» Player 1, your
// move."): its buttons are never shown without words. Its buttons are
// the ones a number presses next, with ref as the pressed message.
func (o *Outbox) EditStep(_ context.Context, ref bot.MessageRef, b bot.Board) error {
	o.mu.Lock()
	defer o.mu.Unlock()
	switch p := b.Ping; {
	case b.Question != "":
		fmt.Fprintln(o.w, typedHere(o.lang, b.Question))
	case len(b.Buttons) == 0:
		// no buttons: nothing is chosen, nothing asked
	case p != nil:
		fmt.Fprintln(o.w, bot.Tr(o.lang, bot.TermTurn, p.Name))
	case o.ping != nil:
		fmt.Fprintln(o.w, bot.Tr(o.lang, bot.TermTurn, o.ping.Name))
	}
	o.setButtons(b.Buttons)
	o.lastRef = ref
	return nil
}

// SendText prints text and its buttons.
func (o *Outbox) SendText(_ context.Context, _ bot.Chat, text string, rows [][]bot.Button) (bot.MessageRef, error) {
	o.mu.Lock()
	defer o.mu.Unlock()
	if o.quiet {
		ref := o.ref()
		if o.hidden == nil {
			o.hidden = map[string]bool{}
		}
		o.hidden[ref.MessageID] = true
		return ref, nil
	}
	fmt.Fprintln(o.w, typedHere(o.lang, text))
	ref := o.ref()
	if rows != nil {
		o.setButtons(rows)
		o.lastRef = ref
	}
	return ref, nil
}

// EditText prints the new text and buttons; not those of a text never
// shown (sent while quiet).
func (o *Outbox) EditText(ctx context.Context, ref bot.MessageRef, text string, rows [][]bot.Button) error {
	o.mu.Lock()
	hidden := o.hidden[ref.MessageID]
	o.mu.Unlock()
	if hidden {
		return nil
	}
	_, err := o.SendText(ctx, bot.Chat{}, text, rows)
	return err
}

// Answer prints a reply to the player.
func (o *Outbox) Answer(_ context.Context, _ bot.Request, text string) error {
	o.mu.Lock()
	defer o.mu.Unlock()
	if text != "" {
		o.refused = text
	}
	if text != "" && !o.quiet {
		fmt.Fprintln(o.w, "! "+typedHere(o.lang, text))
	}
	return nil
}

// SendPrivate shows a private message (the lighthouse's sight). At a hot
// seat the players share the screen: a "pass the keyboard" screen comes
// first, the message is shown once its player pressed Enter, and it
// scrolls away when they press Enter again. A single player sees it at once.
func (o *Outbox) SendPrivate(_ context.Context, u bot.User, text string, png []byte) error {
	o.mu.Lock()
	defer o.mu.Unlock()
	if !o.hotSeat || o.wait == nil {
		fmt.Fprintln(o.w, bot.Tr(o.lang, bot.TermPrivate, u.Name, text))
		return nil
	}
	fmt.Fprintln(o.w, bot.Tr(o.lang, bot.TermPass, u.Name, u.Name))
	o.holder = "" // who has the keyboard after it is not known
	if !o.wait() {
		return nil
	}
	fmt.Fprintln(o.w, bot.Tr(o.lang, bot.TermPrivate, u.Name, text))
	fmt.Fprintln(o.w, bot.Tr(o.lang, bot.TermPassBack, u.Name))
	o.wait()
	o.scroll()
	return nil
}

// scroll moves what the screen shows out of sight.
func (o *Outbox) scroll() {
	fmt.Fprint(o.w, strings.Repeat("\n", screenLines))
	o.onScreen = nil
}

// shown reports whether every line of text is one of the board printed
// last, still on the screen: a private board's island, which the table's
// board just above shows already.
func (o *Outbox) shown(text string) bool {
	for _, line := range strings.Split(text, "\n") {
		if line != "" && !o.onScreen[line] {
			return false
		}
	}
	return len(o.onScreen) > 0
}

// screenLines is how many blank lines scroll a private message off a
// terminal's screen.
const screenLines = 60

func (o *Outbox) setButtons(rows [][]bot.Button) {
	o.buttons = numbered(o.buttons[:0], rows) // by their own numbers first (numbers.go)
	var b strings.Builder
	line := 0 // the columns of the buttons' line so far
	for _, x := range o.buttons {
		item := fmt.Sprintf("[%d] %s", x.Number, x.Label)
		switch n := columns(item); {
		case line == 0:
			line = n
		case line+1+n > width:
			// a row wider than the screen goes on on the next line,
			// between two buttons, never inside a label
			b.WriteString("\n")
			line = n
		default:
			b.WriteString(" ")
			line += 1 + n
		}
		b.WriteString(item)
	}
	if b.Len() > 0 {
		fmt.Fprintln(o.w, b.String())
	}
}

// Button returns the data of the button numbered n of the last shown.
func (o *Outbox) Button(n int) (string, bool) {
	o.mu.Lock()
	defer o.mu.Unlock()
	return pressed(o.buttons, n)
}

// handButton is the data of the button among those shown last that
// opens a player's own private board (the card game's My hand), if one is.
func (o *Outbox) handButton() (string, bool) {
	o.mu.Lock()
	defer o.mu.Unlock()
	for _, x := range o.buttons {
		if d, err := bot.ParseButtonData(x.Data); err == nil && d.Verb == bot.VerbHand {
			return x.Data, true
		}
	}
	return "", false
}

// Numbers are the numbers the buttons shown last are pressed by.
func (o *Outbox) Numbers() []int {
	o.mu.Lock()
	defer o.mu.Unlock()
	out := make([]int, 0, len(o.buttons))
	for _, x := range o.buttons {
		out = append(out, x.Number)
	}
	return out
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

// typedHere words a bot text for the terminal in lang: the chat's
// commands it names ("/board lets them play on", "/replay shows the game
// again") as they are typed here, without the slash ("board lets them
// play on"), and in Russian by their Russian words («повтор покажет её
// снова», bot.CommandWord), a subcommand after one too where the command
// reads a Russian one ("/campaign end": «кампания конец»,
// bot.SubcommandWord). A slash is dropped only before a command word the
// bot knows, at a word's start ("W1 f6/2" and links keep theirs).
func typedHere(lang, s string) string {
	if !strings.Contains(s, "/") {
		return s
	}
	var b strings.Builder
	for i := 0; i < len(s); i++ {
		if cmd, j, ok := bot.CommandAt(s, i); ok && bot.IsCommand(cmd) {
			b.WriteString(bot.CommandWord(lang, cmd))
			i = j - 1
			// the word after it, a subcommand ("/campaign end")
			if j < len(s) && s[j] == ' ' {
				k := j + 1
				for k < len(s) && s[k] >= 'a' && s[k] <= 'z' {
					k++
				}
				if k > j+1 && (k == len(s) || !wordByte(s[k])) {
					b.WriteString(" " + bot.SubcommandWord(lang, cmd, s[j+1:k]))
					i = k - 1
				}
			}
			continue
		}
		b.WriteByte(s[i])
	}
	return b.String()
}

// wordByte reports whether c may be part of a word, a cell or a path.
func wordByte(c byte) bool {
	return c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z' || c >= '0' && c <= '9' || c == '/' || c == '_' || c == '-' || c == '.' || c == ':'
}
