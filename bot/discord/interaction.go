package discord

import (
	"context"
	"fmt"
	"strings"
	"time"

	"github.com/bwmarrin/discordgo"
	"github.com/jackalbot/jackal/bot"
)

// Timing of interactions.
const (
	// tokenLife is how long Discord accepts an interaction's token.
	tokenLife = 15 * time.Minute
	// tokenMargin is kept free at the end of a token's life: later
	// messages go to the channel directly.
	tokenMargin = 30 * time.Second
	// completeBudget bounds Handler.Complete (autocomplete has 3 s).
	completeBudget = 2 * time.Second
	// unseenBudget is how long a command's acknowledgement waits for
	// Handler.Unseen (an interaction has 3 s).
	unseenBudget = 1500 * time.Millisecond
	// cleanupTimeout bounds the removal of a loading message left over.
	cleanupTimeout = 5 * time.Second
	// maxChoices is Discord's limit of autocomplete suggestions.
	maxChoices = 25
)

// serve handles one interaction.
func (a *Adapter) serve(ctx context.Context, i *discordgo.Interaction, ch channelInfo) {
	// An interaction that names no user or no channel cannot become a
	// request: the core would seat a player nobody is, or look for a game
	// under "dc:". Discord always sends both; refuse clearly if not.
	if invoker(i) == "" || i.ChannelID == "" {
		a.refuseAnonymous(ctx, i)
		return
	}
	if u := baseRequest(i, ch).User; u.Name != "" {
		a.names.add(u.Name) // the core may show it in any text from now on
	}
	switch i.Type {
	case discordgo.InteractionApplicationCommand:
		// discordgo hands on an interaction whose data it could not decode
		// with no data at all: commandData then fails, and the command is
		// refused as out of date rather than panicking.
		d, err := commandData(i)
		if err != nil {
			a.refuse(ctx, i, err)
			return
		}
		sub, err := subcommand(d)
		if err != nil {
			a.refuse(ctx, i, err)
			return
		}
		base := baseRequest(i, ch)
		var reqs []bot.Request
		for _, args := range commandArgs(sub) {
			req := base
			req.Command, req.Args = sub.Name, args
			reqs = append(reqs, req)
		}
		a.handleCommand(ctx, i, ch, reqs...)
	case discordgo.InteractionMessageComponent:
		// undecodable data (see above) is a press of nothing
		d, _ := i.Data.(discordgo.MessageComponentInteractionData)
		req := baseRequest(i, ch)
		req.Button = d.CustomID
		if d.ComponentType != discordgo.ButtonComponent {
			req.Button = ""
			if len(d.Values) > 0 {
				req.Button = d.Values[0] // a select menu option carries the button's data
			}
		}
		if req.Button == "" {
			// no data to press (an empty menu choice, undecodable data):
			// only acknowledge. The core must not see it: a request with
			// neither a button nor a command is /help, posted publicly.
			a.handle(ctx, i, ch, discordgo.InteractionResponseDeferredMessageUpdate)
			return
		}
		if i.Message != nil {
			req.Message = bot.MessageRef{ChatID: i.ChannelID, MessageID: i.Message.ID}
		}
		a.handle(ctx, i, ch, discordgo.InteractionResponseDeferredMessageUpdate, req)
	case discordgo.InteractionApplicationCommandAutocomplete:
		a.complete(ctx, i, ch)
	}
}

// handleCommand serves a slash command: its loading message public, or,
// when the core keeps it unseen (Handler.Unseen), ephemeral (others see
// neither the command nor its answers; what the core posts for everyone
// goes to the channel). Unseen reads the store, which may be slow: when it
// has not answered within unseenBudget, the command is deferred
// ephemerally all the same, before Discord's 3 seconds are up, and its
// requests wait for the answer (a command kept private that need not be
// loses nothing but the others' sight of the loading message).
func (a *Adapter) handleCommand(ctx context.Context, i *discordgo.Interaction, ch channelInfo, reqs ...bot.Request) {
	o := a.interactionOutbox(i, ch)
	const ack = discordgo.InteractionResponseDeferredChannelMessageWithSource
	got := make(chan bool, 1)
	go func() {
		unseen := false
		defer func() {
			if r := recover(); r != nil {
				a.log.Error("discord: Unseen failed", "panic", r, "interaction", i.ID)
			}
			got <- unseen
		}()
		for _, req := range reqs {
			unseen = unseen || a.handler.Unseen(ctx, req)
		}
	}()
	var unseen bool
	budget := time.NewTimer(a.unseenBudget)
	defer budget.Stop()
	select {
	case unseen = <-got:
		o.it.private = unseen
		o.acknowledge(ctx, ack)
	case <-budget.C:
		a.log.Warn("discord: Unseen is slow; deferring privately", "interaction", i.ID)
		o.it.private = true
		o.acknowledge(ctx, ack)
		select {
		case unseen = <-got:
		case <-ctx.Done():
			return
		}
	}
	for k := range reqs {
		reqs[k].Unseen = unseen
	}
	a.run(ctx, o, reqs)
}

// handle acknowledges an interaction, then lets the core carry out its
// requests in order (none: only acknowledge).
func (a *Adapter) handle(ctx context.Context, i *discordgo.Interaction, ch channelInfo, ack discordgo.InteractionResponseType, reqs ...bot.Request) {
	o := a.interactionOutbox(i, ch)
	o.acknowledge(ctx, ack)
	a.run(ctx, o, reqs)
}

// run lets the core carry out reqs in order through o, whose interaction
// is acknowledged, then removes a loading message left unanswered, even
// when the core panicked (onEvent recovers): "is thinking…" would
// otherwise show until Discord gives up on it.
func (a *Adapter) run(ctx context.Context, o *outbox, reqs []bot.Request) {
	hctx, cancel := context.WithTimeout(ctx, tokenLife)
	defer cancel()
	defer o.finish(ctx)
	defer o.resetMenu(ctx)
	for _, req := range reqs {
		// the server's name is looked up once the interaction is
		// acknowledged: Discord's 3 s are not spent on it
		req.Chat = a.titled(hctx, req.Chat)
		a.handler.Handle(hctx, req, o)
	}
}

// refuse answers a command this bot does not know (a stale registration)
// privately and at once.
func (a *Adapter) refuse(ctx context.Context, i *discordgo.Interaction, why error) {
	err := a.tellAtOnce(ctx, i, "This command is out of date; Discord will show the current ones shortly.",
		"Эта команда устарела; Discord скоро покажет актуальные.")
	a.log.Warn("discord: unknown command", "why", why, "answer_err", err)
}

// tellAtOnce answers interaction i at once with an ephemeral text, in
// Russian (ru) for a Russian client, else in English (en).
func (a *Adapter) tellAtOnce(ctx context.Context, i *discordgo.Interaction, en, ru string) error {
	text := en
	if langOf(i.Locale) == "ru" {
		text = ru
	}
	return a.session.InteractionRespond(i, &discordgo.InteractionResponse{
		Type: discordgo.InteractionResponseChannelMessageWithSource,
		Data: &discordgo.InteractionResponseData{Content: text, Flags: discordgo.MessageFlagsEphemeral,
			AllowedMentions: outMessage{}.mentions()},
	}, discordgo.WithContext(ctx))
}

// commandData is the data of a command or autocomplete interaction;
// ErrUnknownCommand when discordgo could not decode it (it then hands on
// the interaction without data).
func commandData(i *discordgo.Interaction) (discordgo.ApplicationCommandInteractionData, error) {
	d, ok := i.Data.(discordgo.ApplicationCommandInteractionData)
	if !ok {
		return d, fmt.Errorf("%w: undecodable data", ErrUnknownCommand)
	}
	return d, nil
}

// refuseAnonymous answers an interaction without a user or a channel: an
// ephemeral message for a command or a component, no suggestions for
// autocomplete; nothing else is done.
func (a *Adapter) refuseAnonymous(ctx context.Context, i *discordgo.Interaction) {
	a.log.Warn("discord: interaction without a user or a channel", "interaction", i.ID, "type", i.Type)
	if i.ID == "" || i.Token == "" {
		return // no interaction at all: nothing to answer
	}
	switch i.Type {
	case discordgo.InteractionApplicationCommand, discordgo.InteractionMessageComponent:
		err := a.tellAtOnce(ctx, i, "Discord did not say who sent this, or where; nothing was done. Please try again.",
			"Discord не сообщил, кто и где это отправил; ничего не сделано. Попробуйте ещё раз.")
		if err != nil {
			a.log.Warn("discord: refusal not sent", "interaction", i.ID, "err", err)
		}
	case discordgo.InteractionApplicationCommandAutocomplete:
		a.answerChoices(ctx, i, nil)
	}
}

// complete answers an autocomplete interaction with the core's
// suggestions for the option being typed.
func (a *Adapter) complete(ctx context.Context, i *discordgo.Interaction, ch channelInfo) {
	var items []string
	typed := ""
	d, err := commandData(i)
	if err != nil {
		a.log.Warn("discord: autocomplete without data", "interaction", i.ID, "err", err)
	}
	if sub, err := subcommand(d); err == nil {
		var command, args string
		if command, args, typed = completion(sub); command != "" {
			req := baseRequest(i, ch)
			req.Command, req.Args = command, args
			req.Unseen = true // suggestions show to the one typing alone
			items = a.suggest(ctx, req)
		}
	}
	a.answerChoices(ctx, i, choices(items, typed))
}

// answerChoices answers an autocomplete interaction with values (none:
// an empty list, which Discord needs all the same).
func (a *Adapter) answerChoices(ctx context.Context, i *discordgo.Interaction, values []string) {
	type choice struct {
		Name  string `json:"name"`
		Value string `json:"value"`
	}
	var body struct {
		Type discordgo.InteractionResponseType `json:"type"`
		Data struct {
			Choices []choice `json:"choices"`
		} `json:"data"`
	}
	body.Type = discordgo.InteractionApplicationCommandAutocompleteResult
	body.Data.Choices = []choice{}
	for _, c := range values {
		body.Data.Choices = append(body.Data.Choices, choice{Name: c, Value: c})
	}
	endpoint := discordgo.EndpointInteractionResponse(i.ID, i.Token)
	if _, err := a.session.RequestWithBucketID("POST", endpoint, body, endpoint, discordgo.WithContext(ctx)); err != nil {
		a.log.Warn("discord: autocomplete answer failed", "err", err)
	}
}

// suggest asks the core for completions, giving up after completeBudget.
func (a *Adapter) suggest(ctx context.Context, req bot.Request) []string {
	ctx, cancel := context.WithTimeout(ctx, completeBudget)
	defer cancel()
	got := make(chan []string, 1)
	go func() {
		defer func() {
			if r := recover(); r != nil {
				a.log.Error("discord: completion failed", "panic", r)
				got <- nil
			}
		}()
		got <- a.handler.Complete(ctx, req, maxChoices)
	}()
	select {
	case items := <-got:
		return items
	case <-ctx.Done():
		return nil
	}
}

// choices keeps the suggestions that start with what is typed (ignoring
// case), once each, that Discord accepts as values, at most 25.
func choices(items []string, typed string) []string {
	prefix := strings.ToLower(strings.TrimSpace(typed))
	seen := map[string]bool{}
	var out []string
	for _, it := range items {
		it = strings.TrimSpace(it)
		if it == "" || seen[it] || len([]rune(it)) > maxOptionLabel || !strings.HasPrefix(strings.ToLower(it), prefix) {
			continue
		}
		seen[it] = true
		out = append(out, it)
		if len(out) == maxChoices {
			break
		}
	}
	return out
}
