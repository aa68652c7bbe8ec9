package discord

import (
	"bytes"
	"slices"
	"strings"
	"unicode/utf8"

	"github.com/bwmarrin/discordgo"
	"github.com/jackalbot/jackal/bot"
)

// Message limits and names.
const (
	maxContent = 2000
	// boardFile is the name of the attached board picture.
	boardFile = "board.png"
)

// outMessage is a message to post or edit: its content, components, the
// picture and the users it may mention: a board's one, or those a text
// mentions (SendPing).
type outMessage struct {
	content    string
	components []discordgo.MessageComponent
	png        []byte
	ping       string   // user id mentioned, or ""
	pings      []string // the users a text mentions (SendPing)
	// fileName and fileType name the attachment when it is not the board
	// picture (a replay GIF).
	fileName, fileType string
	// quiet: a refusal for a missing permission is not told to the
	// invoker, the caller trying again without the picture; wantsFiles:
	// the message is such a board without its picture, whose refusal
	// names Attach Files too.
	quiet, wantsFiles bool
}

// boardMessage builds the message of a board: the mention of Ping, the
// escaped caption (with the plain-text board in a code block when there is
// no picture and room for it), the picture and the buttons. names are
// users' names the caption may hold, which slashHere leaves alone.
func boardMessage(b bot.Board, names ...string) (outMessage, error) {
	comps, err := layout(b.Buttons)
	if err != nil {
		return outMessage{}, err
	}
	m := outMessage{components: comps, png: b.PNG}
	prefix := ""
	if b.Ping != nil && b.Ping.ID != "" {
		m.ping = b.Ping.ID
		prefix = "<@" + b.Ping.ID + "> "
	}
	m.content = prefix + truncate(plain(b.Caption, names...), maxContent-utf8.RuneCountInString(prefix))
	if len(b.PNG) == 0 && strings.TrimSpace(b.Alt) != "" {
		block := "\n```\n" + strings.ReplaceAll(b.Alt, "```", "'''") + "\n```"
		if utf8.RuneCountInString(m.content)+utf8.RuneCountInString(block) <= maxContent {
			m.content += block
		}
	}
	m.content = strings.TrimSpace(m.content)
	if m.content == "" && len(m.png) == 0 && len(comps) == 0 {
		return m, ErrEmptyMessage
	}
	return m, nil
}

// textMessage builds a plain text message with optional buttons, its
// text cut to fit one message (an edit).
func textMessage(text string, buttons [][]bot.Button, names ...string) (outMessage, error) {
	return boardMessage(bot.Board{Caption: text, Buttons: buttons}, names...)
}

// textMessages builds a plain text with optional buttons as messages: one,
// or, when the text is longer than a message holds (the rules of a game,
// in Russian), several in a row, the buttons under the last, so that
// nothing is cut off.
func textMessages(text string, buttons [][]bot.Button, names ...string) ([]outMessage, error) {
	comps, err := layout(buttons)
	if err != nil {
		return nil, err
	}
	return messagesOf(plain(text, names...), comps)
}

// messagesOf is content (escaped) as messages in a row: one, or several
// when it is longer than a message holds (split), comps under the last.
func messagesOf(content string, comps []discordgo.MessageComponent) ([]outMessage, error) {
	content = strings.TrimSpace(content)
	if content == "" && len(comps) == 0 {
		return nil, ErrEmptyMessage
	}
	parts := []string{content}
	if utf8.RuneCountInString(content) > maxContent {
		parts = split(content, maxContent)
	}
	out := make([]outMessage, len(parts))
	for k, p := range parts {
		out[k].content = p
	}
	out[len(out)-1].components = comps
	return out, nil
}

// split cuts content (escaped) into pieces of at most max characters: at
// the last line break that leaves a piece at least half full, else at the
// last space, else anywhere but after an escaping backslash or inside a
// web address or a timestamp (see keptWhole).
func split(content string, max int) []string {
	var out []string
	for utf8.RuneCountInString(content) > max {
		head := content[:runeOffset(content, max)]
		cut := strings.LastIndexByte(head, '\n')
		if cut < len(head)/2 {
			cut = strings.LastIndexByte(head, ' ')
		}
		if cut <= 0 {
			cut = keptWhole(content, len(keepEscapes(head)), len(head)) // an escape stays with what it escapes
		}
		if piece := strings.TrimSpace(content[:cut]); piece != "" {
			out = append(out, piece)
		}
		content = lineStart(strings.TrimLeft(content[cut:], " \n"))
	}
	if content = strings.TrimSpace(content); content != "" {
		out = append(out, content)
	}
	return out
}

// keptWhole moves a cut at byte cut of content, whose piece may end at
// byte limit, out of a web address or a timestamp it falls inside (a link
// cut in two leads nowhere): after it when the piece can hold it whole,
// else before it when something stands before it. An address longer than
// a piece is cut all the same.
func keptWhole(content string, cut, limit int) int {
	for _, loc := range keptToken.FindAllStringIndex(content, -1) {
		switch {
		case loc[0] >= cut:
			return cut
		case cut >= loc[1]:
			continue
		case loc[1] <= limit:
			return loc[1]
		case loc[0] > 0:
			return loc[0]
		}
		return cut
	}
	return cut
}

// lineStart escapes what a piece cut in the middle of a line would show as
// markup now that it starts a message ("+ ", "3. "); the rest was escaped
// already.
func lineStart(s string) string {
	switch {
	case strings.HasPrefix(s, "+"):
		return `\` + s
	case orderedItem(s):
		dot := strings.IndexByte(s, '.')
		return s[:dot] + `\` + s[dot:]
	}
	return s
}

// runeOffset is the byte offset of s's n-th rune (len(s) when shorter).
func runeOffset(s string, n int) int {
	for i := range s {
		if n == 0 {
			return i
		}
		n--
	}
	return len(s)
}

// mentions allows the message's pings and nothing else.
func (m outMessage) mentions() *discordgo.MessageAllowedMentions {
	am := &discordgo.MessageAllowedMentions{Parse: []discordgo.AllowedMentionType{}}
	am.Users = m.pinged()
	return am
}

// pinged lists the users the message notifies: its ping and pings; nil
// for nobody.
func (m outMessage) pinged() []string {
	var out []string
	if m.ping != "" {
		out = append(out, m.ping)
	}
	for _, id := range m.pings {
		if !slices.Contains(out, id) {
			out = append(out, id)
		}
	}
	return out
}

// files is the picture as a fresh upload (readers are consumed per request).
func (m outMessage) files() []*discordgo.File {
	if len(m.png) == 0 {
		return nil
	}
	name, typ := boardFile, "image/png"
	if m.fileName != "" {
		name, typ = m.fileName, m.fileType
	}
	return []*discordgo.File{{Name: name, ContentType: typ, Reader: bytes.NewReader(m.png)}}
}

// comps is the components to set: an empty list removes them.
func (m outMessage) comps() *[]discordgo.MessageComponent {
	c := m.components
	if c == nil {
		c = []discordgo.MessageComponent{}
	}
	return &c
}

// noAttachments is an attachments list keeping none of the old files, so
// an edit's new picture replaces the old one instead of piling up.
func noAttachments() *[]*discordgo.MessageAttachment {
	a := []*discordgo.MessageAttachment{}
	return &a
}

// send is the message as a channel message.
func (m outMessage) send() *discordgo.MessageSend {
	return &discordgo.MessageSend{Content: m.content, Components: m.components, Files: m.files(), AllowedMentions: m.mentions()}
}

// params is the message as an interaction follow-up.
func (m outMessage) params(flags discordgo.MessageFlags) *discordgo.WebhookParams {
	return &discordgo.WebhookParams{Content: m.content, Components: m.components, Files: m.files(),
		AllowedMentions: m.mentions(), Flags: flags}
}

// editKind is what an edit replaces.
type editKind int

const (
	editBoard      editKind = iota // content, components and picture
	editText                       // content and components
	editComponents                 // components only
)

// webhookEdit is the message as an edit through an interaction webhook.
func (m outMessage) webhookEdit(kind editKind) *discordgo.WebhookEdit {
	e := &discordgo.WebhookEdit{Components: m.comps()}
	if kind == editComponents {
		return e
	}
	content := m.content
	e.Content, e.AllowedMentions = &content, m.mentions()
	if kind == editBoard {
		e.Files, e.Attachments = m.files(), noAttachments()
	}
	return e
}

// channelEdit is the message as a channel message edit.
func (m outMessage) channelEdit(ref bot.MessageRef, kind editKind) *discordgo.MessageEdit {
	e := discordgo.NewMessageEdit(ref.ChatID, ref.MessageID)
	e.Components = m.comps()
	if kind == editComponents {
		return e
	}
	content := m.content
	e.Content, e.AllowedMentions = &content, m.mentions()
	if kind == editBoard {
		e.Files, e.Attachments = m.files(), noAttachments()
	}
	return e
}
