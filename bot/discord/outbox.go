package discord

import (
	"context"
	"errors"
	"fmt"
	"strings"
	"sync"
	"time"

	"github.com/bwmarrin/discordgo"
	"github.com/jackalbot/jackal/bot"
)

// outbox carries the core's answers to Discord: through one interaction
// while its token lives, else as channel and direct messages.
type outbox struct {
	a  *Adapter
	it *interaction // nil outside an interaction
}

// interaction is the state of an interaction being answered. Its mutex
// serializes the outbox's calls, so that messages keep their order.
type interaction struct {
	i    *discordgo.Interaction
	ch   channelInfo
	born time.Time

	mu sync.Mutex
	// dead: the token no longer works (expired, or never acknowledged).
	dead bool
	// pending: a command's loading message still shows.
	pending bool
	// original is the message @original edits: the pressed message of a
	// component, the completed response of a command.
	original string
	// menu: the interaction is a pick in a select menu; touched: the core
	// edited (or tried to edit) the message picked on (see resetMenu).
	menu, touched bool
	followups     map[string]bool
	// private: the command was acknowledged ephemerally (Request.Unseen):
	// its answers reach its user alone, and nothing for everyone goes
	// through it.
	private bool
	// toldPermission: the user was told privately of a missing
	// permission (problemLocked), which is not told twice.
	toldPermission bool
}

// interactionOutbox is the outbox bound to an interaction.
func (a *Adapter) interactionOutbox(i *discordgo.Interaction, ch channelInfo) *outbox {
	it := &interaction{i: i, ch: ch, born: a.bornAt(i.ID), followups: map[string]bool{}}
	if i.Message != nil {
		it.original = i.Message.ID
	}
	if d, ok := i.Data.(discordgo.MessageComponentInteractionData); ok && i.Type == discordgo.InteractionMessageComponent {
		it.menu = d.ComponentType != discordgo.ButtonComponent
	}
	return &outbox{a: a, it: it}
}

// interactionsBegan is before Discord made its first interaction: an id
// older than that is no interaction's snowflake.
var interactionsBegan = time.Date(2020, time.January, 1, 0, 0, 0, 0, time.UTC)

// bornAt is when the interaction with id was made, from which its token's
// 15 minutes count: the id's snowflake time, or now for an id that is no
// plausible snowflake (not a number, older than interactions, later than
// a minute from now: a test server's "701" would read as a token long
// expired).
func (a *Adapter) bornAt(id string) time.Time {
	now := a.now()
	born := snowflakeTime(id)
	if born.Before(interactionsBegan) || born.After(now.Add(time.Minute)) {
		return now
	}
	return born
}

// acknowledge answers the interaction at once with a deferral.
func (o *outbox) acknowledge(ctx context.Context, ack discordgo.InteractionResponseType) {
	r := &discordgo.InteractionResponse{Type: ack}
	if o.it.private {
		r.Data = &discordgo.InteractionResponseData{Flags: discordgo.MessageFlagsEphemeral}
	}
	err := o.a.session.InteractionRespond(o.it.i, r, discordgo.WithContext(ctx))
	o.it.mu.Lock()
	defer o.it.mu.Unlock()
	if err != nil {
		o.it.dead = true // answers go to the channel
		o.a.log.Warn("discord: acknowledging an interaction failed", "interaction", o.it.i.ID, "err", err)
		return
	}
	o.it.pending = ack == discordgo.InteractionResponseDeferredChannelMessageWithSource
}

// finish removes a loading message the core left unanswered.
func (o *outbox) finish(ctx context.Context) {
	o.it.mu.Lock()
	defer o.it.mu.Unlock()
	if !o.it.pending || !o.liveLocked() {
		return
	}
	ctx, cancel := context.WithTimeout(context.WithoutCancel(ctx), cleanupTimeout)
	defer cancel()
	if err := o.dropLoadingLocked(ctx); err != nil {
		o.a.log.Warn("discord: removing a loading message failed", "interaction", o.it.i.ID, "err", err)
	}
}

// lock takes the interaction's mutex, if any.
func (o *outbox) lock() func() {
	if o.it == nil {
		return func() {}
	}
	o.it.mu.Lock()
	return o.it.mu.Unlock
}

// liveLocked tells whether the interaction's token may still be used.
func (o *outbox) liveLocked() bool {
	return o.it != nil && !o.it.dead && o.a.now().Sub(o.it.born) < tokenLife-tokenMargin
}

// SendBoard implements bot.Outbox. A picture Discord refuses for lack of
// a permission (Attach Files) is left out: the board goes as text, with
// its text board (textBoard).
func (o *outbox) SendBoard(ctx context.Context, chat bot.Chat, b bot.Board) (bot.MessageRef, error) {
	m, err := boardMessage(b, o.names(b.Ping)...)
	if err != nil {
		return bot.MessageRef{}, err
	}
	if len(b.PNG) == 0 {
		return o.post(ctx, chat, m)
	}
	m.quiet = true
	ref, err := o.post(ctx, chat, m)
	if err == nil {
		o.a.noFiles.Delete(chat.ID)
		return ref, nil
	}
	if !errors.Is(err, ErrMissingPermission) || errors.Is(err, bot.ErrChatClosed) {
		return ref, err
	}
	return o.textBoard(ctx, chat, b, err)
}

// SendText implements bot.Outbox: a text too long for one message is
// posted as several, the buttons under the last, whose reference it
// returns.
func (o *outbox) SendText(ctx context.Context, chat bot.Chat, text string, buttons [][]bot.Button) (bot.MessageRef, error) {
	ms, err := textMessages(text, buttons, o.names()...)
	if err != nil {
		return bot.MessageRef{}, err
	}
	return o.postAll(ctx, chat, ms)
}

// postAll posts the messages of one text in a row (textMessages), the
// buttons under the last, whose reference it returns.
func (o *outbox) postAll(ctx context.Context, chat bot.Chat, ms []outMessage) (bot.MessageRef, error) {
	var (
		ref bot.MessageRef
		err error
	)
	ids := make([]string, 0, len(ms))
	for _, m := range ms {
		if ref, err = o.post(ctx, chat, m); err != nil {
			return ref, err
		}
		ids = append(ids, ref.MessageID)
	}
	if len(ids) > 1 {
		o.a.texts.set(ref.MessageID, ids)
	}
	return ref, nil
}

// EditBoard implements bot.Outbox. A picture Discord refuses for lack of
// a permission (Attach Files) is left out: the message shows the board
// as text.
func (o *outbox) EditBoard(ctx context.Context, ref bot.MessageRef, b bot.Board) error {
	m, err := boardMessage(b, o.names(b.Ping)...)
	if err != nil {
		return err
	}
	if len(b.PNG) == 0 {
		return o.edit(ctx, ref, m, editBoard)
	}
	m.quiet = true
	err = o.edit(ctx, ref, m, editBoard)
	if err == nil {
		o.a.noFiles.Delete(ref.ChatID)
		return nil
	}
	if !errors.Is(err, ErrMissingPermission) {
		return err
	}
	b.PNG = nil
	if m, err = boardMessage(b, o.names(b.Ping)...); err != nil {
		return err
	}
	m.wantsFiles = true
	if err = o.edit(ctx, ref, m, editBoard); err != nil {
		return err
	}
	o.a.log.Debug("discord: files refused in an edit; board shown as text", "channel", ref.ChatID)
	o.tellFiles(ctx, ref.ChatID)
	return nil
}

// EditText implements bot.Outbox: a text posted in several messages, or
// one growing longer than a message holds, is edited piece by piece
// (editPieces), the buttons under the last.
func (o *outbox) EditText(ctx context.Context, ref bot.MessageRef, text string, buttons [][]bot.Button) error {
	ms, err := textMessages(text, buttons, o.names()...)
	if err != nil {
		return err
	}
	if ref.ChatID == "" || ref.MessageID == "" {
		return ErrBadRef
	}
	if ids, anchor := o.a.texts.lookup(ref.MessageID); len(ids) > 1 || len(ms) > 1 || ids[0] != ref.MessageID {
		return o.editPieces(ctx, ref, ids, anchor, ms)
	}
	return o.edit(ctx, ref, ms[0], editText)
}

// EditButtons implements bot.Outbox.
func (o *outbox) EditButtons(ctx context.Context, ref bot.MessageRef, buttons [][]bot.Button) error {
	comps, err := layout(buttons)
	if err != nil {
		return err
	}
	return o.edit(ctx, o.a.texts.buttonsAt(ref), outMessage{components: comps}, editComponents)
}

var _ bot.StepEditor = (*outbox)(nil)

// EditStep implements bot.StepEditor: the board's content (its caption,
// the player to act mentioned as the board has it) and components
// replaced in one edit, the picture kept, so that a step of a choice says
// what its buttons choose. A pressed board posted without a picture keeps
// its text board under the caption.
func (o *outbox) EditStep(ctx context.Context, ref bot.MessageRef, b bot.Board) error {
	if !o.pressedTextBoard(ref) {
		b.Alt = "" // the picture stays: no text board besides it
	}
	b.PNG = nil
	m, err := boardMessage(b, o.names(b.Ping)...)
	if err != nil {
		return err
	}
	return o.edit(ctx, ref, m, editText)
}

// pressedTextBoard reports whether ref is the message whose component
// the interaction pressed and it has no picture (a board posted without
// one, its text board in its content).
func (o *outbox) pressedTextBoard(ref bot.MessageRef) bool {
	if o.it == nil || o.it.i.Message == nil {
		return false
	}
	msg := o.it.i.Message
	return msg.ID == ref.MessageID && len(msg.Attachments) == 0 && len(msg.Embeds) == 0
}

// Answer implements bot.Outbox: an ephemeral message to the interaction's
// user; else a direct message, or at worst a mention in the chat.
func (o *outbox) Answer(ctx context.Context, req bot.Request, text string) error {
	if strings.TrimSpace(text) == "" {
		return ErrEmptyMessage
	}
	names := o.names(&req.User)
	unlock := o.lock()
	defer unlock()
	if it := o.it; it != nil && (req.User.ID == "" || req.User.ID == invoker(it.i)) && o.liveLocked() {
		err := o.ephemeralLocked(ctx, plain(text, names...))
		if err == nil || !tokenDead(err) {
			return wrap(err)
		}
		it.dead = true
	}
	if req.User.ID == "" {
		return fmt.Errorf("%w: no user to answer", ErrNoChat)
	}
	err := o.private(ctx, req.User.ID, fromChannel(req.Chat), text, nil)
	if err == nil || req.Chat.ID == "" || !isUnreachable(err) {
		return err
	}
	m := outMessage{content: truncate("<@"+req.User.ID+"> "+plain(text, names...), maxContent), ping: req.User.ID}
	_, err = o.a.session.ChannelMessageSendComplex(req.Chat.ID, m.send(), discordgo.WithContext(ctx))
	return wrap(err)
}

// SendPrivate implements bot.Outbox.
func (o *outbox) SendPrivate(ctx context.Context, user bot.User, text string, png []byte) error {
	if user.ID == "" {
		return fmt.Errorf("%w: no user", bot.ErrCannotReach)
	}
	o.names(&user)
	return o.private(ctx, user.ID, "", text, png)
}

// names notes the names of users (nil ones skipped) and is every name
// slashHere must leave as it is (nameBook).
func (o *outbox) names(users ...*bot.User) []string {
	for _, u := range users {
		if u != nil {
			o.a.names.add(u.Name)
		}
	}
	return o.a.names.list()
}
