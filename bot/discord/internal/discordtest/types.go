package discordtest

import (
	"strconv"
	"time"
)

// Identities of the fake application.
const (
	// Token is the bot token the server accepts ("Bot " + Token).
	Token = "fake-bot-token"
	// AppID is the application id, also the bot user's id.
	AppID = "100000000000000001"
	// BotName is the bot user's name.
	BotName = "JackalBot"
)

// Message flags and permission bits the server understands.
const (
	// FlagEphemeral marks a message only its interaction's user sees.
	FlagEphemeral = 1 << 6
	// FlagLoading marks the "is thinking…" message of a deferred command.
	FlagLoading = 1 << 7

	PermManageChannels = 1 << 4  // PermManageChannels is Manage Channels.
	PermManageGuild    = 1 << 5  // PermManageGuild is Manage Server.
	PermAdministrator  = 1 << 3  // PermAdministrator is Administrator.
	PermViewChannel    = 1 << 10 // PermViewChannel is View Channel.
	PermSendMessages   = 1 << 11 // PermSendMessages is Send Messages.
	PermEmbedLinks     = 1 << 14 // PermEmbedLinks is Embed Links.
	PermAttachFiles    = 1 << 15 // PermAttachFiles is Attach Files.
	PermReadHistory    = 1 << 16 // PermReadHistory is Read Message History.
	PermSendInThreads  = 1 << 38 // PermSendInThreads is Send Messages in Threads.

	// PermMember is what a plain member may do in a text channel.
	PermMember = PermViewChannel | PermSendMessages | PermEmbedLinks | PermAttachFiles | PermReadHistory | PermSendInThreads
	// PermAll is every permission.
	PermAll = int64(1)<<50 - 1
)

// Request is one REST request the server received.
type Request struct {
	Seq    int    // 1, 2, … in arrival order
	Method string // GET, POST, PATCH, PUT, DELETE
	// Path is the path after /api/v10, such as "/channels/5/messages".
	Path  string
	Query string
	// Body is the JSON body, or the payload_json part of a multipart body.
	Body  []byte
	Files []File
	// Status is the HTTP status the server answered.
	Status int
	// Interaction is the id of the interaction the request belongs to (its
	// callback or its webhook), or "".
	Interaction string
	// VisibleTo is the one user who sees what the request shows: the user
	// of an ephemeral message it created or edited, the other end of a
	// direct message; "" when the channel's members see it (or it shows
	// nothing).
	VisibleTo string
	At        time.Time
}

// String shows a request as "PATCH /path?query 200 {body} [+n files]".
func (r Request) String() string {
	s := r.Method + " " + r.Path
	if r.Query != "" {
		s += "?" + r.Query
	}
	s += " " + strconv.Itoa(r.Status)
	if len(r.Body) > 0 {
		s += " " + string(r.Body)
	}
	if len(r.Files) > 0 {
		s += " [+" + strconv.Itoa(len(r.Files)) + " files]"
	}
	return s
}

// File is an uploaded file.
type File struct {
	Name        string
	ContentType string
	Data        []byte
}

// Message is a message as a user would see it.
type Message struct {
	ID        string
	ChannelID string
	Content   string
	// Components are the action rows under the message.
	Components  []Row
	Attachments []Attachment
	Flags       int
	// AllowedMentions is what the last create or edit allowed; nil when it
	// did not say.
	AllowedMentions *AllowedMentions
	// Interaction is the id of the interaction the message answers ("" for
	// a plain channel message).
	Interaction string
	// VisibleTo is the only user who sees an ephemeral message.
	VisibleTo string
	Edits     int
}

// Ephemeral tells whether only one user sees the message.
func (m Message) Ephemeral() bool { return m.Flags&FlagEphemeral != 0 }

// Loading tells whether the message is still a deferred "is thinking…".
func (m Message) Loading() bool { return m.Flags&FlagLoading != 0 }

// Buttons lists every button under the message, row after row.
func (m Message) Buttons() []Button {
	var out []Button
	for _, r := range m.Components {
		out = append(out, r.Buttons...)
	}
	return out
}

// Attachment is a file attached to a message.
type Attachment struct {
	ID          string
	Filename    string
	ContentType string
	Data        []byte
	URL         string
}

// Row is an action row: buttons, or one select menu.
type Row struct {
	Buttons []Button
	Select  *Select
}

// Button is a button in an action row.
type Button struct {
	Label    string
	CustomID string
	Style    int    // 1 primary, 2 secondary, 3 success, 4 danger, 5 link
	URL      string // a link button's address (it has no CustomID)
	Disabled bool
}

// Select is a string select menu.
type Select struct {
	CustomID    string
	Placeholder string
	Options     []Option
}

// Option is one choice of a select menu.
type Option struct {
	Label       string
	Value       string
	Description string
	Emoji       string
	// Default: the bot sent the option chosen beforehand ("default").
	Default bool
	// Picked: a user picked the option (Select) and no edit has set the
	// message's components since, so the menu shows it chosen, as a
	// Discord client does until the message is updated.
	Picked bool
}

// AllowedMentions is a message's allowed_mentions object.
type AllowedMentions struct {
	Parse       []string `json:"parse"`
	Users       []string `json:"users"`
	Roles       []string `json:"roles"`
	RepliedUser bool     `json:"replied_user"`
}

// Choice is one autocomplete suggestion the bot answered.
type Choice struct {
	Name  string `json:"name"`
	Value any    `json:"value"`
}

// Interaction is what the server knows of an injected interaction.
type Interaction struct {
	ID      string
	Token   string
	Type    int // 2 command, 3 component, 4 autocomplete
	Channel string
	Guild   string
	User    string
	// Ack is the callback type the bot answered with (0: none yet): 4
	// message, 5 deferred message, 6 deferred update, 7 update, 8
	// autocomplete result.
	Ack     int
	AckedAt time.Time
	// AckEphemeral: the acknowledgement asked for an ephemeral response
	// (a deferred command's loading message, and the invocation, shown to
	// its user alone).
	AckEphemeral bool
	// Original is the id of the interaction's original response message
	// (for a component, the message the component is on).
	Original string
	Choices  []Choice
	Created  time.Time
	Expired  bool
}
