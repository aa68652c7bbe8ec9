package discordtest

import (
	"math"
	"slices"
	"sort"
	"strconv"
	"strings"
	"time"

	"github.com/bwmarrin/discordgo"
)

// SlashCommand injects a user's slash command: the subcommand sub of the
// registered command that has it (or of "jackal" before registration;
// "group sub" for a subcommand of a group, as "campaign new"),
// with its options (string, bool, int or float64 values). guild "" makes it
// a direct message. It returns the interaction id.
func (s *Server) SlashCommand(channel, guild, user, sub string, options map[string]any) string {
	return s.command(typeCommand, channel, guild, user, sub, "", options)
}

// Autocomplete injects the autocomplete request sent while a user types
// the option focused of subcommand sub; options holds what is typed so
// far. The bot's answer is in Choices.
func (s *Server) Autocomplete(channel, guild, user, sub, focused string, options map[string]any) string {
	return s.command(typeAutocomplete, channel, guild, user, sub, focused, options)
}

// Press injects a press of the button customID under a message; it is a
// test error when the message has no such enabled button, or is an
// ephemeral message of another user.
func (s *Server) Press(channel, messageID, user, customID string) string {
	return s.component(channel, messageID, user, customID, nil, false)
}

// PressForged injects a press of customID under a message the user sees
// whether or not the message has that button: what a modified client
// could send, such as a button copied from another user's ephemeral
// message.
func (s *Server) PressForged(channel, messageID, user, customID string) string {
	return s.component(channel, messageID, user, customID, nil, true)
}

// Select injects a choice in the select menu customID under a message; it
// is a test error when the menu or a value does not exist. The menu shows
// the values picked (Option.Picked), as the user's client does, until an
// edit sets the message's components.
func (s *Server) Select(channel, messageID, user, customID string, values ...string) string {
	if values == nil {
		values = []string{}
	}
	return s.component(channel, messageID, user, customID, values, false)
}

// command builds and dispatches a command or autocomplete interaction.
func (s *Server) command(kind int, channel, guild, user, sub, focused string, options map[string]any) string {
	s.mu.Lock()
	cmd, subDef := s.findSubLocked(guild, sub)
	var opts []map[string]any
	for _, name := range optionOrder(subDef, options) {
		o := map[string]any{"name": name, "type": optionType(subDef, name, options[name]), "value": options[name]}
		if name == focused {
			o["focused"] = true
		}
		opts = append(opts, o)
	}
	inner := map[string]any{"name": sub, "type": 1, "options": opts}
	if grp, name, ok := strings.Cut(sub, " "); ok {
		inner = map[string]any{"name": grp, "type": 2, "options": []any{map[string]any{"name": name, "type": 1, "options": opts}}}
	}
	data := map[string]any{"id": cmd.ID, "name": cmd.Name, "type": 1, "options": []any{inner}}
	id, ev := s.interactionLocked(kind, channel, guild, user, data, nil)
	s.mu.Unlock()
	s.gw.dispatch("INTERACTION_CREATE", ev)
	return id
}

// component builds and dispatches a button press (values nil) or a
// select; forged, the message need not have the component.
func (s *Server) component(channel, messageID, user, customID string, values []string, forged bool) string {
	s.tb.Helper()
	s.mu.Lock()
	m := s.findMessageLocked(channel, messageID)
	if m == nil || (m.visibleTo != "" && m.visibleTo != user) {
		s.mu.Unlock()
		s.tb.Errorf("discordtest: no message %s in channel %s that %s sees to press", messageID, channel, user)
		return ""
	}
	if err := hasComponent(s.snapshot(m), customID, values); err != "" && !forged {
		s.mu.Unlock()
		s.tb.Errorf("discordtest: message %s: %s", messageID, err)
		return ""
	}
	data := map[string]any{"custom_id": customID, "component_type": 2}
	if values != nil {
		data["component_type"], data["values"] = 3, values
		if m.picked == nil {
			m.picked = map[string][]string{}
		}
		m.picked[customID] = slices.Clone(values) // the client shows the pick
	}
	id, ev := s.interactionLocked(typeComponent, channel, s.channelLocked(channel).guild, user, data, m)
	s.mu.Unlock()
	s.gw.dispatch("INTERACTION_CREATE", ev)
	return id
}

// hasComponent tells what is wrong with pressing customID (with values).
func hasComponent(m Message, customID string, values []string) string {
	for _, r := range m.Components {
		if values == nil {
			for _, b := range r.Buttons {
				if b.CustomID == customID && !b.Disabled {
					return ""
				}
			}
			continue
		}
		if r.Select == nil || r.Select.CustomID != customID {
			continue
		}
		for _, v := range values {
			if !slices.ContainsFunc(r.Select.Options, func(o Option) bool { return o.Value == v }) {
				return "select " + customID + " has no option " + strconv.Quote(v)
			}
		}
		return ""
	}
	return "no enabled component " + strconv.Quote(customID)
}

// interactionLocked records an interaction and builds its gateway payload.
func (s *Server) interactionLocked(kind int, channel, guild, userID string, data any, on *message) (string, map[string]any) {
	return s.interactionAtLocked(time.Now(), kind, channel, guild, userID, data, on)
}

// interactionAtLocked is interactionLocked for an interaction Discord made
// at now (its id and its token date from then).
func (s *Server) interactionAtLocked(now time.Time, kind int, channel, guild, userID string, data any, on *message) (string, map[string]any) {
	id := s.ids.next(now)
	token := "itok-" + id
	c := s.channelLocked(channel)
	switch {
	case guild == "":
		c.kind = kindDM
	case c.guild == "":
		c.guild = guild
	}
	u := s.userLocked(userID)
	st := &interState{Interaction: Interaction{ID: id, Token: token, Type: kind, Channel: channel,
		Guild: guild, User: userID, Created: now}}
	ev := map[string]any{"id": id, "application_id": AppID, "type": kind, "token": token, "version": 1,
		"channel_id": channel, "locale": u.locale, "data": data,
		"channel":         map[string]any{"id": c.id, "type": c.kind, "name": c.name, "guild_id": c.guild},
		"app_permissions": strconv.FormatInt(c.perms, 10)}
	if guild != "" {
		ev["guild_id"], ev["guild_locale"], ev["context"] = guild, "en-US", 0
		ev["member"] = s.memberJSONLocked(userID, u.perms)
	} else {
		ev["user"], ev["context"] = userJSON(u), 1
	}
	if on != nil {
		ev["message"] = s.messageJSON(on)
		st.Original = on.id
	}
	s.inters[id], s.byToken[token] = st, st
	return id, ev
}

// findSubLocked finds the registered command holding a subcommand (guild
// commands first); before registration it names the command "jackal".
func (s *Server) findSubLocked(guild, sub string) (*command, *discordgo.ApplicationCommandOption) {
	grp, name, inGroup := strings.Cut(sub, " ")
	for _, scope := range []string{guild, ""} {
		for _, c := range s.commands[scope] {
			for _, o := range c.Options {
				if !inGroup && o.Name == sub && o.Type == discordgo.ApplicationCommandOptionSubCommand {
					return c, o
				}
				if inGroup && o.Name == grp && o.Type == discordgo.ApplicationCommandOptionSubCommandGroup {
					for _, x := range o.Options {
						if x.Name == name {
							return c, x
						}
					}
				}
			}
		}
	}
	return &command{ID: "0", Name: "jackal"}, nil
}

// optionOrder lists the given options in the order the subcommand
// declares them (by name when it is unknown).
func optionOrder(def *discordgo.ApplicationCommandOption, options map[string]any) []string {
	var names []string
	if def != nil {
		for _, o := range def.Options {
			if _, given := options[o.Name]; given {
				names = append(names, o.Name)
			}
		}
	}
	var rest []string
	for name := range options {
		if !slices.Contains(names, name) {
			rest = append(rest, name)
		}
	}
	sort.Strings(rest)
	return append(names, rest...)
}

// optionType is the option type of a value, as declared when known.
func optionType(def *discordgo.ApplicationCommandOption, name string, v any) discordgo.ApplicationCommandOptionType {
	if def != nil {
		for _, o := range def.Options {
			if o.Name == name {
				return o.Type
			}
		}
	}
	switch x := v.(type) {
	case bool:
		return discordgo.ApplicationCommandOptionBoolean
	case int, int64:
		return discordgo.ApplicationCommandOptionInteger
	case float64:
		if x == math.Trunc(x) {
			return discordgo.ApplicationCommandOptionInteger
		}
		return discordgo.ApplicationCommandOptionNumber
	}
	return discordgo.ApplicationCommandOptionString
}
