package discord_test

import (
	"encoding/json"
	"strings"
	"testing"

	"github.com/jackalbot/jackal/bot/discord"
	"github.com/jackalbot/jackal/bot/discord/internal/discordtest"
)

// ackFor is the callback each kind of interaction must get first: a
// deferred message for a command, a deferred update for a component, the
// suggestions for an autocomplete.
var ackFor = map[int]int{2: 5, 3: 6, 4: 8}

// checkDeferrals checks every interaction of the run: its first REST
// request is its callback, of the deferring type, accepted; and every
// upload of board.png comes after the callback of the interaction it
// answers — through the interaction's webhook, or, for a channel or
// direct message, the interaction being served when it was sent.
func checkDeferrals(t *testing.T, r *rig) {
	t.Helper()
	acked := map[string]int{} // interaction → Seq of its callback
	var order []discordtest.Interaction
	for _, id := range r.injected {
		in, ok := r.fake.Interaction(id)
		if !ok {
			t.Errorf("interaction %s unknown to the fake", id)
			continue
		}
		order = append(order, in)
		reqs := r.fake.RequestsFor(id)
		if len(reqs) == 0 {
			t.Errorf("interaction %s (type %d) got no request", id, in.Type)
			continue
		}
		first := reqs[0]
		if first.Method != "POST" || !strings.HasSuffix(first.Path, "/callback") {
			t.Errorf("interaction %s: first request %s, want its callback", id, first)
			continue
		}
		if got := callbackType(first); got != ackFor[in.Type] || first.Status != 204 {
			t.Errorf("interaction %s (type %d): callback type %d answered %d, want type %d accepted",
				id, in.Type, got, first.Status, ackFor[in.Type])
		}
		acked[id] = first.Seq
	}
	pictures := 0
	for _, q := range r.fake.Requests() {
		if !hasPicture(q) {
			continue
		}
		pictures++
		owner := q.Interaction
		if owner == "" {
			owner = servedAt(order, q)
		}
		if seq, ok := acked[owner]; !ok || seq > q.Seq {
			t.Errorf("request %d (%s %s) sent board.png before interaction %q was acknowledged", q.Seq, q.Method, q.Path, owner)
		}
	}
	if pictures == 0 {
		t.Error("no board.png was sent")
	}
}

// servedAt is the interaction injected last before a request arrived.
func servedAt(order []discordtest.Interaction, q discordtest.Request) string {
	id := ""
	for _, in := range order {
		if !in.Created.After(q.At) {
			id = in.ID
		}
	}
	return id
}

// hasPicture tells whether a request uploads the board picture.
func hasPicture(q discordtest.Request) bool {
	for _, f := range q.Files {
		if f.Name == discord.BoardFile {
			return true
		}
	}
	return false
}

// callbackType reads the type of an interaction callback body (0 when it
// has none).
func callbackType(q discordtest.Request) int {
	var cb struct {
		Type int `json:"type"`
	}
	if json.Unmarshal(q.Body, &cb) != nil {
		return 0
	}
	return cb.Type
}
