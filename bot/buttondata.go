package bot

import (
	"errors"
	"fmt"
	"hash/fnv"
	"strconv"
	"strings"
)

// Verb is what a button does.
type Verb string

// The verbs of the bot's buttons.
const (
	VerbJoin    Verb = "j"  // lobby: take a seat, Arg the colour ("" for any)
	VerbAddAI   Verb = "ai" // lobby: seat a computer crew
	VerbLeave   Verb = "l"  // lobby: leave the table
	VerbStart   Verb = "s"  // lobby: start the game
	VerbVote    Verb = "v"  // answer the open vote, Arg "y" or "n"
	VerbKick    Verb = "k"  // open the vote to replace an absent player, Arg the crew
	VerbPick    Verb = "p"  // show one piece's targets, Arg "W1", "ship", "W1#7" or "#12"
	VerbBack    Verb = "b"  // back to the turn's pieces
	VerbConfirm Verb = "d"  // ask to confirm a deadly action, Arg the action
	VerbAct     Verb = "a"  // play the action in Arg
	// VerbDraft answers a campaign's ability draft: Arg "strongman:2"
	// takes the ability onto pirate 2, "-" takes none; its tag is the
	// campaign's and its count the campaign's version.
	VerbDraft Verb = "r"
	// VerbHand, on the group's board of a game whose seats act in secret
	// (secretFace), shows the presser their own private board.
	VerbHand Verb = "h"
	// VerbSeat acts for a seat from its private board: Arg is
	// "<seat>:<action>", and Moves counts that seat's own log entries
	// (seatMoves), so the other players' secret actions leave it valid.
	VerbSeat Verb = "e"
)

// verbs lists the verbs ParseButtonData accepts.
var verbs = map[Verb]bool{VerbJoin: true, VerbAddAI: true, VerbLeave: true, VerbStart: true, VerbVote: true,
	VerbKick: true, VerbPick: true, VerbBack: true, VerbConfirm: true, VerbAct: true, VerbDraft: true, VerbHand: true, VerbSeat: true}

// MaxButtonData is the longest button data a platform carries (Telegram's
// callback data: 64 bytes).
const MaxButtonData = 64

// ButtonData is the payload of a button, written as
// "<tag>/<moves>:<verb>[:<arg>]": Tag names the game the button belongs to
// (a press in another chat or on another game's message is refused), Moves
// is the game's move count when the button was made (a press from an older
// board is refused), Verb says what it does and Arg its argument. Buttons
// made before tags existed parse with an empty Tag.
type ButtonData struct {
	Tag   string
	Moves int
	Verb  Verb
	Arg   string
}

// ErrBadButtonData is returned by ParseButtonData for data no button of the
// bot carries.
var ErrBadButtonData = errors.New("not the data of a bot button")

// String is the data as the button carries it.
func (d ButtonData) String() string {
	var b strings.Builder
	if d.Tag != "" {
		b.WriteString(d.Tag)
		b.WriteByte('/')
	}
	b.WriteString(strconv.Itoa(d.Moves))
	b.WriteByte(':')
	b.WriteString(string(d.Verb))
	if d.Arg != "" {
		b.WriteByte(':')
		b.WriteString(d.Arg)
	}
	return b.String()
}

// ParseButtonData reads a button's data.
func ParseButtonData(s string) (ButtonData, error) {
	var d ButtonData
	if len(s) > MaxButtonData {
		return d, fmt.Errorf("%w: %d bytes", ErrBadButtonData, len(s))
	}
	head, rest, ok := strings.Cut(s, ":")
	if !ok {
		return d, fmt.Errorf("%w: %q", ErrBadButtonData, s)
	}
	if tag, moves, ok := strings.Cut(head, "/"); ok {
		if !validTag(tag) {
			return d, fmt.Errorf("%w: tag %q", ErrBadButtonData, tag)
		}
		d.Tag, head = tag, moves
	}
	n, err := strconv.Atoi(head)
	if err != nil || n < 0 || strconv.Itoa(n) != head {
		return ButtonData{}, fmt.Errorf("%w: move count %q", ErrBadButtonData, head)
	}
	d.Moves = n
	verb, arg, hasArg := strings.Cut(rest, ":")
	d.Verb = Verb(verb)
	if !verbs[d.Verb] {
		return ButtonData{}, fmt.Errorf("%w: verb %q", ErrBadButtonData, verb)
	}
	if hasArg {
		if arg == "" {
			return ButtonData{}, fmt.Errorf("%w: empty argument", ErrBadButtonData)
		}
		d.Arg = arg
	}
	return d, nil
}

// tagLen is the length of a game tag.
const tagLen = 4

// gameTag is the short tag of the game with id: four characters of a hash,
// enough to tell a chat's games (and two chats' games) apart on a button.
func gameTag(id string) string {
	h := fnv.New32a()
	h.Write([]byte(id))
	const digits = "0123456789abcdefghijklmnopqrstuvwxyz"
	v := h.Sum32()
	var b [tagLen]byte
	for i := range b {
		b[i] = digits[v%36]
		v /= 36
	}
	return string(b[:])
}

// validTag reports whether s has the form of a game tag.
func validTag(s string) bool {
	if len(s) != tagLen {
		return false
	}
	for i := 0; i < len(s); i++ {
		if c := s[i]; !(c >= '0' && c <= '9' || c >= 'a' && c <= 'z') {
			return false
		}
	}
	return true
}
