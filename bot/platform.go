package bot

import (
	"context"
	"errors"

	"github.com/jackalbot/jackal/storage"
)

// Platform names, the first part of a chat key.
const (
	PlatformTelegram = "tg"
	PlatformDiscord  = "dc"
	PlatformTerminal = "term"
)

// User is a person on a platform.
type User struct {
	ID   string // platform user id, as text
	Name string // display name
	// Lang is the user's client language code ("en", "ru-RU", …), a hint
	// used until the user picks a language with settings.
	Lang string
}

// Chat is where a request came from and where a game lives.
type Chat struct {
	// Key identifies the game's place: "tg:<chat>[:<thread>]", "tgi:<inline
	// message id>", "dc:<channel or thread>", "term:<name>".
	Key      string
	Platform string
	ID       string // platform chat/channel id
	Thread   string // forum topic (Telegram message_thread_id), or ""
	InlineID string // Telegram inline message id for a game played inline
	Private  bool   // a one-to-one chat with the bot
	// Title is the chat's name as the platform shows it (a Telegram
	// group's title, a Discord channel's or thread's name), "" when the
	// adapter has none: best effort, for display only (a private board
	// naming its game), never an identity. A group's is kept with its
	// settings when a request brings a new one.
	Title string
	// Server is the platform's server (community) the chat belongs to:
	// a Discord guild's id; "" where there is none (Telegram, the
	// terminal, a direct message). Results are kept by server too, for
	// its leaderboard (/stats server).
	Server string
}

// Request is one thing a user did: a command typed or a button pressed.
type Request struct {
	Chat Chat
	User User
	// IsAdmin is set by the adapter when the user administers the chat.
	IsAdmin bool
	// Command is the command word without its slash ("new", "move", …)
	// and Args the rest of the text, for typed commands.
	Command string
	Args    string
	// Button is the data of a pressed button (≤ 64 bytes), for presses.
	Button string
	// Message is the message the pressed button sits under.
	Message MessageRef
	// UpdateID names the platform's delivery of this request ("tg:<update
	// id>", "dc:<interaction id>"); a platform may deliver one again (after
	// a crash, a retry), and the core then answers it silently, once.
	// Empty when the platform has none.
	UpdateID string
	// Unseen is set by an adapter when only the request's user saw it
	// typed and every answer to it reaches that user alone (Discord: a
	// command acknowledged ephemerally, as Bot.Unseen asks; an
	// autocomplete). A game whose seats act in secret takes a typed
	// action only so, at the terminal or in Telegram's private chat.
	Unseen bool
	// Sent is the user's own message that carried a typed command, where
	// the platform may let the bot delete it (Telegram groups; see
	// Retractor); empty otherwise.
	Sent MessageRef
}

// MessageRef names a message the bot posted, so it can be edited later:
// the one reference type of the core, the store and the adapters.
type MessageRef = storage.MessageRef

// Button is one button under a message. Data is ≤ 64 bytes and comes back
// as Request.Button when the button is pressed.
type Button struct {
	Label string
	Data  string
	// Danger marks a button whose action kills the piece (shown red where
	// the platform can).
	Danger bool
	// URL, when set, makes a link button: pressing it opens the address
	// (a deep link into the private chat with the bot) and sends no Data.
	URL string
	// Number is the number a front end that numbers the buttons (the
	// terminal: a typed number presses one) shows this one under: an
	// island's, so that the number typed is the island's. 0: the next
	// number after the highest given.
	Number int
	// Nav marks a button that moves about the keyboard without choosing
	// (a page of choices): a front end that shows a long keyboard a page
	// at a time keeps it under every page, with the way back.
	Nav bool
}

// Board is a message showing the island: the picture, a caption, and the
// buttons of the player to act.
type Board struct {
	PNG     []byte
	Caption string // plain text; the adapter escapes it for its platform
	// Ping is the player to act, mentioned before the caption; nobody else
	// is pinged.
	Ping    *User
	Buttons [][]Button
	// Alt is a plain-text board, for terminals and screen readers.
	Alt string
	// Question is the end of Caption that asks what Buttons choose
	// ("Island 5: which way?", "W1: where to?", with the legend of the
	// buttons' short labels under an order question), "" where the
	// caption asks nothing of them: a front end that showed the board's
	// caption already (the terminal) shows a step of a choice
	// (StepEditor) by this and the buttons alone.
	Question string
	// Over marks the board that ends its game.
	Over bool
	// Lang is the language the board speaks ("en", "ru"): the game's,
	// whatever the letters of its caption (a player's name) suggest. An
	// adapter's own words under the board (a hint to allow pictures) are
	// in it; "" is English.
	Lang string
	// Part names a picture that is no game's board ("rules", a rule's
	// picture; "standings", a campaign's): it neither shows nor ends the
	// game, and a front end keeping one picture of the game (the
	// terminal's file) keeps it apart, the board's picture and buttons
	// left as they are. "" for a board.
	Part string
}

// Outbox carries the core's answers back to one platform. Adapters
// implement it; every method honours ctx.
type Outbox interface {
	// SendBoard posts a new board message in chat.
	SendBoard(ctx context.Context, chat Chat, b Board) (MessageRef, error)
	// EditBoard replaces the picture, caption and buttons of a board
	// message (games played inline live in one message).
	EditBoard(ctx context.Context, ref MessageRef, b Board) error
	// EditButtons replaces only the buttons under a message (nil removes
	// them: an old board retired).
	EditButtons(ctx context.Context, ref MessageRef, buttons [][]Button) error
	// SendText posts a plain text message in chat, with optional buttons.
	SendText(ctx context.Context, chat Chat, text string, buttons [][]Button) (MessageRef, error)
	// EditText replaces the text and buttons of a text message (a lobby, a
	// vote) posted by SendText.
	EditText(ctx context.Context, ref MessageRef, text string, buttons [][]Button) error
	// Answer answers the request's user privately: a Telegram callback
	// alert, a Discord ephemeral message, a terminal line. An adapter
	// acknowledges a button press by itself when the core does not answer.
	Answer(ctx context.Context, req Request, text string) error
	// SendPrivate writes to user alone (a direct message), with an optional
	// picture; ErrCannotReach when the platform will not deliver it.
	SendPrivate(ctx context.Context, user User, text string, png []byte) error
}

// SecretSender is an Outbox that can show one player a board no one else
// sees, buttons and all: the hand and plan of a game whose seats act in
// secret. Telegram writes in the private chat with the bot; Discord
// answers the request's interaction with an ephemeral message, so it
// reaches only the user of the request being served; the terminal shows
// it behind a "pass the keyboard" screen. ErrCannotReach when it cannot
// (the user never started the bot, or is not the one pressing).
type SecretSender interface {
	SendSecret(ctx context.Context, req Request, user User, b Board) (MessageRef, error)
}

// Retractor is an Outbox that can delete a user's message (Request.Sent):
// a plan typed where the other players read it. Telegram deletes it when
// the bot may (an administrator allowed to delete messages); an error
// says it could not, and the message stays.
type Retractor interface {
	Retract(ctx context.Context, ref MessageRef) error
}

// SharedScreen is an Outbox whose players share one screen (the
// terminal's hot seat): secret boards are shown one player at a time, the
// next once the last is done.
type SharedScreen interface {
	SharedScreen() bool
}

// StepEditor is an Outbox that can show a step of a choice made in
// several presses on one board (a piece, then its target; an island, then
// its direction, then its order): the board message's words and buttons
// replaced together, its picture kept. b.Caption (after the mention of
// b.Ping, which an edit does not notify) and b.Buttons are shown; b.PNG is
// not used, nor b.Alt but under a board posted without a picture. Without
// it a step changes only the buttons (EditButtons), and the step's
// question goes unsaid. b.Question is the step's question alone, for a
// front end that cannot replace what it showed (the terminal prints it
// under what it printed of the board).
type StepEditor interface {
	EditStep(ctx context.Context, ref MessageRef, b Board) error
}

// Acker is an Outbox that can acknowledge a button press before the work it
// starts is done (a Telegram press shows a spinner until it is answered).
// The core acknowledges once it has accepted a press whose work takes time
// (a move: the store, computer replies, the picture); refusals are answered
// with their text instead.
type Acker interface {
	// Ack acknowledges the request's press without a text, if it has not
	// been answered yet.
	Ack(ctx context.Context, req Request)
}

// Notifier is an Outbox that can tell the user of a button press
// something in passing, a notice that goes by itself (Telegram: the
// press's answer as a toast, not an alert to be closed), where Answer
// would ask to be dismissed: the news that a game played inline began.
// The core uses it only to answer a press; a notice the platform cannot
// show any more (the press answered already) may be dropped.
type Notifier interface {
	Notify(ctx context.Context, req Request, text string) error
}

// Pinger is an Outbox that can post a text message mentioning several
// users so that each of them is notified, as Board.Ping does one player
// on a board: a reminder naming the players it waits for. text is plain,
// as SendText's; where it names users[i] it holds Mention(i), which the
// adapter shows as a mention of that user (Telegram: a text mention;
// Discord: <@id>, allowed to notify exactly the users mentioned) and
// nobody else is notified (MentionParts reads the text). Where the outbox
// is no Pinger the core posts the text with SendText, each mention
// written as its user's name (PlainMentions).
type Pinger interface {
	SendPing(ctx context.Context, chat Chat, users []User, text string, buttons [][]Button) (MessageRef, error)
}

// FileSender is an Outbox that can post a file in a chat: the replay GIF of
// a finished game. Telegram sends it as an animation, Discord as an
// attachment, the terminal writes it beside the board picture.
type FileSender interface {
	SendFile(ctx context.Context, chat Chat, f File) (MessageRef, error)
}

// File is a file to post: its name ("game.gif"), its MIME type, its bytes
// and a caption.
type File struct {
	Name    string
	Type    string
	Data    []byte
	Caption string
}

// OldButtonsKept is an Outbox of a platform where the buttons of old boards
// are left in place rather than removed one message at a time (Telegram:
// each removal would count against a group's 20 messages a minute). A
// press there is answered "old board" by its move count.
type OldButtonsKept interface {
	KeepsOldButtons() bool
}

// Handler is what an adapter calls: the bot core (*Bot) implements it.
type Handler interface {
	// Handle carries out a request, answering through out.
	Handle(ctx context.Context, req Request, out Outbox)
	// Complete suggests completions of a partly typed command argument,
	// such as the legal actions of the caller's crew for "move" (at most
	// limit, best first).
	Complete(ctx context.Context, req Request, limit int) []string
	// Unseen tells an adapter that acknowledges a typed request before
	// serving it (Discord) whether to keep the whole exchange to the
	// request's user, and then to set Request.Unseen (Bot.Unseen: an
	// action typed in a card game's chat).
	Unseen(ctx context.Context, req Request) bool
}

// ErrCannotReach is returned by Outbox.SendPrivate when the platform will
// not deliver a private message to the user (never started the bot,
// blocked it, closed direct messages).
var ErrCannotReach = errors.New("cannot write to that user privately")
