package discordtest

import "time"

// Raw is an interaction built to a test's wishes, for traffic the other
// injection methods do not make (see Inject).
type Raw struct {
	// Type is the interaction type: 1 ping, 2 command, 3 component, 4
	// autocomplete, 5 modal submit; any number is sent as it is.
	Type int
	// Channel and Guild place the interaction (Guild "": a direct
	// message); User makes it.
	Channel, Guild, User string
	// Data is the "data" field; nil leaves it out, and a json.RawMessage
	// is sent byte for byte (invalid UTF-8 included).
	Data any
	// Message is the id of the message of Channel the interaction was
	// made on (a component's). A message the server does not hold is sent
	// as a bare {id, channel_id}: one the bot no longer has.
	Message string
	// Age is how long ago Discord made the interaction: its id and its
	// token date from then.
	Age time.Duration
	// Edit, when set, changes the gateway payload last (drop "member",
	// set "user" to nil, ...).
	Edit func(ev map[string]any)
}

// Inject dispatches r as an INTERACTION_CREATE and returns its id. Its
// callbacks and webhooks are served as those of the other injected
// interactions; Interaction reports what the bot did with it.
func (s *Server) Inject(r Raw) string {
	s.mu.Lock()
	var on *message
	stub := map[string]any(nil)
	if r.Message != "" {
		if on = s.findMessageLocked(r.Channel, r.Message); on == nil {
			stub = map[string]any{"id": r.Message, "channel_id": r.Channel, "type": 0, "content": "",
				"author": botUser(), "timestamp": time.Now().UTC().Format(time.RFC3339)}
		}
	}
	id, ev := s.interactionAtLocked(time.Now().Add(-r.Age), r.Type, r.Channel, r.Guild, r.User, r.Data, on)
	if r.Data == nil {
		delete(ev, "data")
	}
	if stub != nil {
		ev["message"] = stub
		s.inters[id].Original = r.Message
	}
	if r.Edit != nil {
		r.Edit(ev)
	}
	s.mu.Unlock()
	s.gw.dispatch("INTERACTION_CREATE", ev)
	return id
}

// Dispatch sends a gateway event of type event with payload d as it is
// (a json.RawMessage byte for byte): events the bot never asked for, or
// an INTERACTION_CREATE that is no interaction at all.
func (s *Server) Dispatch(event string, d any) { s.gw.dispatch(event, d) }
