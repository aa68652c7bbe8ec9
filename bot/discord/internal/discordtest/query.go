package discordtest

import (
	"slices"

	"github.com/bwmarrin/discordgo"
)

// Messages lists a channel's messages, oldest first, ephemeral ones
// included (see Message.VisibleTo); a deleted message is gone.
func (s *Server) Messages(channel string) []Message {
	s.mu.Lock()
	defer s.mu.Unlock()
	c := s.channels[channel]
	if c == nil {
		return nil
	}
	out := make([]Message, 0, len(c.messages))
	for _, m := range c.messages {
		out = append(out, s.snapshot(m))
	}
	return out
}

// VisibleTo lists the messages of a channel that a user sees: every
// public message, and the ephemeral ones meant for that user.
func (s *Server) VisibleTo(channel, user string) []Message {
	var out []Message
	for _, m := range s.Messages(channel) {
		if !m.Ephemeral() || m.VisibleTo == user {
			out = append(out, m)
		}
	}
	return out
}

// Message finds one message of a channel.
func (s *Server) Message(channel, id string) (Message, bool) {
	s.mu.Lock()
	defer s.mu.Unlock()
	if m := s.findMessageLocked(channel, id); m != nil {
		return s.snapshot(m), true
	}
	return Message{}, false
}

// LastMessage is a channel's newest message.
func (s *Server) LastMessage(channel string) (Message, bool) {
	ms := s.Messages(channel)
	if len(ms) == 0 {
		return Message{}, false
	}
	return ms[len(ms)-1], true
}

// DMChannel is the DM channel the bot opened with a user ("" if none).
func (s *Server) DMChannel(user string) string {
	s.mu.Lock()
	defer s.mu.Unlock()
	return s.dms[user]
}

// Commands lists the registered commands of a guild ("" for global ones).
func (s *Server) Commands(guild string) []*discordgo.ApplicationCommand {
	s.mu.Lock()
	defer s.mu.Unlock()
	out := make([]*discordgo.ApplicationCommand, 0, len(s.commands[guild]))
	for _, c := range s.commands[guild] {
		cp := *c
		out = append(out, &cp)
	}
	return out
}

// Interaction reports what the bot did with an injected interaction.
func (s *Server) Interaction(id string) (Interaction, bool) {
	s.mu.Lock()
	defer s.mu.Unlock()
	st := s.inters[id]
	if st == nil {
		return Interaction{}, false
	}
	out := st.Interaction
	out.Choices = slices.Clone(st.Choices)
	return out, true
}

// Choices are the autocomplete suggestions the bot answered to an
// Autocomplete interaction (nil before it answered, empty when it
// answered none).
func (s *Server) Choices(interactionID string) []Choice {
	in, _ := s.Interaction(interactionID)
	return in.Choices
}
