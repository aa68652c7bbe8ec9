package discord

import (
	"bytes"
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
// picture and the one user it may mention.
type outMessage struct {
	content    string
	components []discordgo.MessageComponent
	png        []byte
	ping       string // user id mentioned, or ""
	// fileName and fileType name the attachment when it is not the board
	// picture (a replay GIF).
	fileName, fileType string
}

// boardMessage builds the message of a board: the mention of Ping, the
// escaped caption (with the plain-text board in a code block when there is
// no picture and room for it), the picture and the buttons.
func boardMessage(b bot.Board) (outMessage, error) {
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
	m.content = prefix + truncate(escape(b.Caption), maxContent-utf8.RuneCountInString(prefix))
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

// textMessage builds a plain text message with optional buttons.
func textMessage(text string, buttons [][]bot.Button) (outMessage, error) {
	return boardMessage(bot.Board{Caption: text, Buttons: buttons})
}

// mentions allows the message's one ping and nothing else.
func (m outMessage) mentions() *discordgo.MessageAllowedMentions {
	am := &discordgo.MessageAllowedMentions{Parse: []discordgo.AllowedMentionType{}}
	if m.ping != "" {
		am.Users = []string{m.ping}
	}
	return am
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
