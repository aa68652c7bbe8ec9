package discord_test

import (
	"context"
	"encoding/json"
	"os"
	"runtime"
	"slices"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/jackalbot/jackal/bot"
	"github.com/jackalbot/jackal/bot/discord/internal/discordtest"
	"github.com/jackalbot/jackal/bot/internal/leakcheck"
	"github.com/jackalbot/jackal/storage"
)

// The robustness tests inject interactions Discord may send although the
// bot's own command and components never ask for them in so many words:
// no member and no user, no data, unknown commands and options of the
// wrong type, autocomplete with nothing focused, components the bot never
// made, on messages it no longer has, expired tokens, pings and modal
// submits, odd text. Each must be acknowledged within Discord's 3 seconds
// when Discord waits for it, served without a panic (the adapter recovers
// and logs one, so the log is checked) and without a raw Go error shown;
// the table's game stays as it was, and a normal command still works
// afterwards.

// robustAck is Discord's deadline for acknowledging an interaction.
const robustAck = 3 * time.Second

// robustGrace is how long a served interaction is watched for strays.
const robustGrace = 100 * time.Millisecond

// panicMarks are the adapter's log lines that betray a panic (beside
// leakcheck's).
var panicMarks = []string{`msg="discord: interaction failed"`, `msg="discord: completion failed"`}

// rawMarks betray this adapter's errors shown to a user as they are
// (beside leakcheck's).
var rawMarks = []string{"discord:", "bot:", "http "}

// counter drains the rig's core, counting the requests it served.
type counter struct {
	mu   sync.Mutex
	reqs []bot.Request
	more chan struct{}
}

// drain takes over r.core.done until the test ends: the rig's helpers that
// read it (command, press, served) must not be used afterwards.
func drain(t *testing.T, r *rig) *counter {
	c := &counter{more: make(chan struct{})}
	stop := make(chan struct{})
	t.Cleanup(func() { close(stop) })
	go func() {
		for {
			select {
			case req := <-r.core.done:
				c.mu.Lock()
				c.reqs = append(c.reqs, req)
				close(c.more)
				c.more = make(chan struct{})
				c.mu.Unlock()
			case <-stop:
				return
			}
		}
	}()
	return c
}

// n is the number of requests served.
func (c *counter) n() int {
	c.mu.Lock()
	defer c.mu.Unlock()
	return len(c.reqs)
}

// since lists the requests served from the i-th on.
func (c *counter) since(i int) []bot.Request {
	c.mu.Lock()
	defer c.mu.Unlock()
	return slices.Clone(c.reqs[min(i, len(c.reqs)):])
}

// waitN waits until n requests were served.
func (c *counter) waitN(t *testing.T, n int) {
	t.Helper()
	deadline := time.After(waitLimit)
	for {
		c.mu.Lock()
		got, more := len(c.reqs), c.more
		c.mu.Unlock()
		if got >= n {
			return
		}
		select {
		case <-more:
		case <-deadline:
			t.Fatalf("only %d of %d requests served", got, n)
		}
	}
}

// shown lists what the bot showed in the REST calls from the i-th on:
// message contents and autocomplete choices.
func shown(fake *discordtest.Server, i int) []string {
	var out []string
	calls := fake.Requests()
	for _, q := range calls[min(i, len(calls)):] {
		var b struct {
			Content *string `json:"content"`
			Data    *struct {
				Content *string `json:"content"`
				Choices []struct {
					Name string `json:"name"`
				} `json:"choices"`
			} `json:"data"`
		}
		if json.Unmarshal(q.Body, &b) != nil {
			continue
		}
		if b.Content != nil && *b.Content != "" {
			out = append(out, q.Method+" "+q.Path+": "+*b.Content)
		}
		if b.Data != nil {
			if b.Data.Content != nil && *b.Data.Content != "" {
				out = append(out, q.Method+" "+q.Path+": "+*b.Data.Content)
			}
			for _, c := range b.Data.Choices {
				out = append(out, "choice: "+c.Name)
			}
		}
	}
	return out
}

// oddInteraction is one odd interaction.
type oddInteraction struct {
	name string
	raw  discordtest.Raw
	// ack is the callback type Discord must get within 3 s (0: none is
	// owed: Discord waits for none, or never sends the interaction).
	ack int
	// reqs is how many requests the core must serve.
	reqs int
	// want is a text the bot must show ("" none in particular).
	want string
	// mayChange: the table's game may change (else it must not).
	mayChange bool
	// check checks more afterwards.
	check func(t *testing.T, id string, reqs []bot.Request)
}

// cmd is the data of /jackal sub with options (name → value, typed as
// Discord types them: 3 string, 4 integer, 5 boolean, 10 number).
func cmd(name, sub string, opts ...map[string]any) map[string]any {
	inner := map[string]any{"name": sub, "type": 1, "options": opts}
	if opts == nil {
		inner["options"] = []any{}
	}
	return map[string]any{"id": "1", "name": name, "type": 1, "options": []any{inner}}
}

// opt is an option of a command's data.
func opt(name string, typ int, value any) map[string]any {
	return map[string]any{"name": name, "type": typ, "value": value}
}

// focus marks an option as the one being typed.
func focus(o map[string]any) map[string]any { o["focused"] = true; return o }

// rawJSON is s as a JSON string whose bytes above 0x7f are written as
// they are: invalid UTF-8 stays invalid on the wire.
func rawJSON(s string) json.RawMessage {
	var b strings.Builder
	b.WriteByte('"')
	for i := 0; i < len(s); i++ {
		switch c := s[i]; {
		case c == '"' || c == '\\':
			b.WriteByte('\\')
			b.WriteByte(c)
		case c < 0x20:
			b.WriteString(`\u00`)
			b.WriteByte("0123456789abcdef"[c>>4])
			b.WriteByte("0123456789abcdef"[c&15])
		default:
			b.WriteByte(c)
		}
	}
	b.WriteByte('"')
	return json.RawMessage(b.String())
}

// TestRobustOddInteractions injects the odd interactions into a table
// whose duel is under way.
func TestRobustOddInteractions(t *testing.T) {
	r := newRig(t, defaultDeal)
	const dm, lobby = "900", "610"
	r.fake.SetChannel(lobby, guild, "lobby-table", false)
	first := r.startDuel()
	r.served(r.fake.SlashCommand(lobby, guild, carol, "new", map[string]any{"crews": "duel"}), "/jackal new in the lobby table")
	c := drain(t, r)
	boardButton := controls(first)[0]
	noMember := func(ev map[string]any) { delete(ev, "member"); delete(ev, "user") }
	memberNoUser := func(ev map[string]any) {
		m := ev["member"].(map[string]any)
		delete(m, "user")
	}
	at := func(typ int, data any, edit func(map[string]any)) discordtest.Raw {
		return discordtest.Raw{Type: typ, Channel: table, Guild: guild, User: carol, Data: data, Edit: edit}
	}
	component := func(customID string, ctype int, values []string) map[string]any {
		d := map[string]any{"custom_id": customID, "component_type": ctype}
		if values != nil {
			d["values"] = values
		}
		return d
	}
	onBoard := func(raw discordtest.Raw) discordtest.Raw { raw.Message = first.ID; return raw }
	huge := strings.Repeat("ж", 6000)
	var repeated string // the interaction the repeat delivers again
	cases := []oddInteraction{
		// commands
		{name: "no member and no user", raw: at(2, cmd("jackal", "status"), noMember), ack: 4, want: "did not say who"},
		{name: "a member without a user", raw: at(2, cmd("jackal", "status"), memberNoUser), ack: 4, want: "did not say who"},
		{name: "join a lobby as nobody", raw: discordtest.Raw{Type: 2, Channel: lobby, Guild: guild, User: carol,
			Data: cmd("jackal", "join", opt("colour", 3, "black")), Edit: noMember}, ack: 4, want: "did not say who",
			check: func(t *testing.T, _ string, _ []bot.Request) {
				g, err := r.store.Get(storage.Key(bot.PlatformDiscord + ":" + lobby))
				if err != nil {
					t.Fatalf("the lobby: %v", err)
				}
				for _, s := range g.Setup.Seats {
					if s.UserID == "" && s.AI == "" {
						t.Errorf("a seat for nobody: %+v", g.Setup.Seats)
					}
				}
			}},
		{name: "a direct message", raw: discordtest.Raw{Type: 2, Channel: dm, User: bob, Data: cmd("jackal", "status")}, ack: 5, reqs: 1},
		{name: "a group DM", raw: discordtest.Raw{Type: 2, Channel: "901", User: bob, Data: cmd("jackal", "status"),
			Edit: func(ev map[string]any) { ev["channel"] = map[string]any{"id": "901", "type": 3, "name": "friends"} }}, ack: 5, reqs: 1},
		{name: "no channel at all", raw: at(2, cmd("jackal", "new", opt("crews", 3, "duel")), func(ev map[string]any) { delete(ev, "channel"); delete(ev, "channel_id") }),
			ack: 4, want: "did not say who", check: func(t *testing.T, _ string, _ []bot.Request) {
				if _, err := r.store.Get(storage.Key(bot.PlatformDiscord + ":")); err == nil {
					t.Errorf("a game stored under %q", bot.PlatformDiscord+":")
				}
			}},
		{name: "an unknown command", raw: at(2, cmd("jackal2", "status"), nil), ack: 4, want: "out of date"},
		{name: "an unknown subcommand", raw: at(2, cmd("jackal", "fly"), nil), ack: 5, reqs: 1, want: "Unknown command"},
		{name: "an unknown subcommand group", raw: at(2, map[string]any{"id": "1", "name": "jackal", "type": 1,
			"options": []any{map[string]any{"name": "admin", "type": 2, "options": []any{map[string]any{"name": "purge", "type": 1}}}}}, nil), ack: 4, want: "out of date"},
		{name: "no subcommand", raw: at(2, map[string]any{"id": "1", "name": "jackal", "type": 1}, nil), ack: 4, want: "out of date"},
		{name: "two subcommands", raw: at(2, map[string]any{"id": "1", "name": "jackal", "type": 1,
			"options": []any{map[string]any{"name": "status", "type": 1}, map[string]any{"name": "abort", "type": 1}}}, nil), ack: 4, want: "out of date"},
		{name: "a user command named jackal", raw: at(2, map[string]any{"id": "1", "name": "jackal", "type": 2, "target_id": alice}, nil), ack: 4},
		{name: "a move without its action", raw: at(2, cmd("jackal", "move"), nil), ack: 5, reqs: 1, want: "Write the move"},
		{name: "an action of the wrong type", raw: at(2, cmd("jackal", "move", opt("action", 4, 5)), nil), ack: 5, reqs: 1},
		{name: "an action of null", raw: at(2, cmd("jackal", "move", opt("action", 3, nil)), nil), ack: 5, reqs: 1},
		{name: "an action that is an object", raw: at(2, cmd("jackal", "move", opt("action", 3, map[string]any{"W1": "e5"})), nil), ack: 5, reqs: 1},
		{name: "an option without a name", raw: at(2, cmd("jackal", "move", map[string]any{"type": 3, "value": "W1 e5"}), nil), ack: 5, reqs: 1},
		{name: "a remind of 1e300 hours", raw: at(2, cmd("jackal", "new", opt("crews", 3, "duel"), opt("remind", 4, 1e300)), nil), ack: 5, reqs: 1},
		{name: "a puzzle number that is text", raw: at(2, cmd("jackal", "puzzle", opt("number", 4, "abc")), nil), ack: 5, reqs: 1},
		{name: "settings of every wrong type", raw: at(2, cmd("jackal", "settings", opt("lang", 3, true), opt("hours", 4, -1e9), opt("reminders", 3, 12.5)), nil), ack: 5, reqs: 2},
		{name: "6000 characters", raw: at(2, cmd("jackal", "move", opt("action", 3, huge)), nil), ack: 5, reqs: 1, want: "too long"},
		{name: "invalid UTF-8", raw: at(2, cmd("jackal", "move", opt("action", 3, rawJSON("W1 \xff\xfe e5 \xc3"))), nil), ack: 5, reqs: 1},
		{name: "lone surrogate escapes", raw: at(2, cmd("jackal", "rules", opt("tile", 3, json.RawMessage(`"\ud800\udc00\udfff"`))), nil), ack: 5, reqs: 1},
		{name: "NUL and RTL override", raw: at(2, cmd("jackal", "join", opt("colour", 3, "\x00\u202eblack")), nil), ack: 5, reqs: 1},
		{name: "a focused option in a command", raw: at(2, cmd("jackal", "status", focus(opt("x", 3, "y"))), nil), ack: 5, reqs: 1},
		{name: "an expired token", raw: discordtest.Raw{Type: 2, Channel: table, Guild: guild, User: carol, Data: cmd("jackal", "status"), Age: 20 * time.Minute}, reqs: 1},
		{name: "an id that is no snowflake", raw: at(2, cmd("jackal", "status"), func(ev map[string]any) { ev["id"] = "not-a-snowflake" }), reqs: 1},
		{name: "a voice channel's chat", raw: at(2, cmd("jackal", "status"), func(ev map[string]any) { ev["channel"] = map[string]any{"id": table, "type": 2, "name": "voice"} }), ack: 5, reqs: 1},
		{name: "an empty token", raw: at(2, cmd("jackal", "status"), func(ev map[string]any) { ev["token"] = "" }), reqs: 1},
		{name: "a status to repeat", raw: at(2, cmd("jackal", "status"), nil), ack: 5, reqs: 1,
			check: func(t *testing.T, id string, _ []bot.Request) { repeated = id }},
		{name: "the same interaction delivered again", raw: at(2, cmd("jackal", "status"), func(ev map[string]any) {
			ev["id"], ev["token"] = repeated, "itok-"+repeated
		}), reqs: 1, check: func(t *testing.T, _ string, _ []bot.Request) {
			if n := len(r.fake.RequestsFor(repeated)); n > 3 {
				t.Errorf("the repeat made %d calls for the first interaction", n)
			}
		}},
		{name: "an odd locale", raw: at(2, cmd("jackal", "fly"), func(ev map[string]any) { ev["locale"] = "tlh-KX" }), ack: 5, reqs: 1},
		{name: "a command without data", raw: at(2, nil, nil), ack: 4, want: "out of date"},
		{name: "a command whose data is no object", raw: at(2, json.RawMessage(`"jackal status"`), nil), ack: 4, want: "out of date"},
		{name: "options that are no list", raw: at(2, map[string]any{"id": "1", "name": "jackal", "type": 1, "options": "status"}, nil), ack: 4, want: "out of date"},
		// autocomplete
		{name: "autocomplete with nothing focused", raw: at(4, cmd("jackal", "move", opt("action", 3, "W")), nil), ack: 8},
		{name: "autocomplete of an unknown subcommand", raw: at(4, cmd("jackal", "fly", focus(opt("where", 3, "mo"))), nil), ack: 8},
		{name: "autocomplete of a number", raw: at(4, cmd("jackal", "move", focus(opt("action", 10, 3.5))), nil), ack: 8},
		{name: "autocomplete of 6000 characters", raw: at(4, cmd("jackal", "move", focus(opt("action", 3, huge))), nil), ack: 8},
		{name: "autocomplete with two focused", raw: at(4, cmd("jackal", "rules", focus(opt("tile", 3, "a")), focus(opt("x", 3, "b"))), nil), ack: 8},
		{name: "autocomplete of an unknown command", raw: at(4, cmd("jackal2", "move", focus(opt("action", 3, "W"))), nil), ack: 8},
		{name: "autocomplete without data", raw: at(4, nil, nil), ack: 8},
		{name: "autocomplete by nobody", raw: at(4, cmd("jackal", "move", focus(opt("action", 3, "W"))), noMember), ack: 8},
		// components
		{name: "an unknown custom id", raw: onBoard(at(3, component("zz:top", 2, nil), nil)), ack: 6, reqs: 1},
		{name: "an empty custom id", raw: onBoard(at(3, component("", 2, nil), nil)), ack: 6},
		{name: "a select with no values", raw: onBoard(at(3, component("menu", 3, []string{}), nil)), ack: 6},
		{name: "a select whose value is empty", raw: onBoard(at(3, component("menu", 3, []string{""}), nil)), ack: 6},
		{name: "a select with 30 values", raw: onBoard(at(3, component("menu", 3, slices.Repeat([]string{"x:y"}, 30)), nil)), ack: 6, reqs: 1},
		{name: "a user select", raw: onBoard(at(3, component("who", 5, []string{alice, bob}), nil)), ack: 6, reqs: 1},
		{name: "a custom id of 5000 bytes", raw: onBoard(at(3, component(strings.Repeat("0:a:", 1250), 2, nil), nil)), ack: 6, reqs: 1},
		{name: "a custom id of invalid UTF-8", raw: onBoard(at(3, map[string]any{"custom_id": rawJSON("0:a:\xff\xfe"), "component_type": 2}, nil)), ack: 6, reqs: 1},
		{name: "a press on a message the bot no longer has", raw: discordtest.Raw{Type: 3, Channel: table, Guild: guild, User: carol,
			Data: component(boardButton.data, 2, nil), Message: "999999999999999999"}, ack: 6, reqs: 1},
		{name: "a press without a message", raw: at(3, component(boardButton.data, 2, nil), nil), ack: 6, reqs: 1},
		{name: "the table's button in a DM", raw: discordtest.Raw{Type: 3, Channel: dm, User: carol, Data: component(boardButton.data, 2, nil), Message: first.ID}, ack: 6, reqs: 1},
		{name: "a press by nobody", raw: onBoard(at(3, component(boardButton.data, 2, nil), noMember)), ack: 4, want: "did not say who"},
		{name: "a press with an expired token", raw: discordtest.Raw{Type: 3, Channel: table, Guild: guild, User: carol,
			Data: component(boardButton.data, 2, nil), Message: first.ID, Age: 20 * time.Minute}, reqs: 1},
		{name: "a component without data", raw: onBoard(at(3, nil, nil)), ack: 6},
		{name: "a component type that is text", raw: onBoard(at(3, map[string]any{"custom_id": "x", "component_type": "2"}, nil)), ack: 6},
		// other types
		{name: "a ping", raw: at(1, nil, nil)},
		{name: "a modal submit", raw: at(5, map[string]any{"custom_id": "m", "components": []any{map[string]any{"type": 1,
			"components": []any{map[string]any{"type": 4, "custom_id": "t", "value": "/jackal abort"}}}}}, nil)},
		{name: "an interaction type yet unknown", raw: at(42, map[string]any{"x": 1}, nil)},
		{name: "member permissions that are no number", raw: at(2, cmd("jackal", "abort"), func(ev map[string]any) {
			ev["member"].(map[string]any)["permissions"] = "all of them"
		})},
	}
	baseline := runtime.NumGoroutine()
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			before := r.mustGame()
			calls, served, logAt := len(r.fake.Requests()), c.n(), len(r.logs.String())
			id := r.fake.Inject(tc.raw)
			if tc.ack != 0 {
				ctx, cancel := context.WithTimeout(context.Background(), robustAck)
				_ = r.fake.WaitFor(ctx, func() bool {
					in, _ := r.fake.Interaction(id)
					return in.Ack != 0
				})
				cancel()
				in, _ := r.fake.Interaction(id)
				if in.Ack != tc.ack {
					t.Errorf("acknowledged with %d, want %d", in.Ack, tc.ack)
				} else if late := in.AckedAt.Sub(in.Created); late > robustAck {
					t.Errorf("acknowledged after %v", late)
				}
			}
			c.waitN(t, served+tc.reqs)
			ctx, cancel := context.WithTimeout(context.Background(), waitLimit)
			defer cancel()
			if err := r.fake.WaitFor(ctx, func() bool {
				in, _ := r.fake.Interaction(id)
				m, found := r.fake.Message(in.Channel, in.Original)
				return in.Ack != ackDeferred || !found || !m.Loading()
			}); err != nil {
				t.Fatalf("the loading message is never resolved: %v", err)
			}
			time.Sleep(robustGrace)
			reqs := c.since(served)
			if len(reqs) != tc.reqs {
				t.Errorf("the core served %d requests, want %d: %+v", len(reqs), tc.reqs, reqs)
			}
			log := r.logs.String()[logAt:]
			leakcheck.NoPanic(t, log, panicMarks...)
			got := shown(r.fake, calls)
			if os.Getenv("ROBUST_DEBUG") != "" {
				for _, l := range strings.Split(log, "\n") {
					if strings.Contains(l, "level=WARN") || strings.Contains(l, "level=ERROR") || strings.Contains(l, "level=INFO") {
						t.Logf("log: %.300s", l)
					}
				}
				t.Logf("shown: %.400q", got)
			}
			leakcheck.NoRaw(t, got, rawMarks...)
			if tc.want != "" && !slices.ContainsFunc(got, func(s string) bool { return strings.Contains(s, tc.want) }) {
				t.Errorf("nothing shown says %q; shown: %q", tc.want, got)
			}
			if after := r.mustGame(); !tc.mayChange && (after.Version != before.Version || !slices.Equal(after.Log, before.Log)) {
				t.Errorf("the game changed: version %d → %d, log %d → %d", before.Version, after.Version, len(before.Log), len(after.Log))
			}
			if tc.check != nil {
				tc.check(t, id, reqs)
			}
		})
	}
	leakcheck.Settled(t, baseline, "odd interactions")
	// a normal command still works: the player to act types a legal move
	g := r.mustGame()
	p := newPlayer(r, 5)
	a := p.choose(g)
	served := c.n()
	id := r.fake.SlashCommand(table, guild, p.actor(g), "move", map[string]any{"action": a.String()})
	c.waitN(t, served+1)
	if in, _ := r.fake.Interaction(id); in.Ack != ackDeferred {
		t.Errorf("/jackal move after the odd interactions acknowledged with %d", in.Ack)
	}
	if after := r.mustGameOrArchived(g); len(after.Log) != len(g.Log)+1 {
		t.Errorf("/jackal move %s after the odd interactions: log %d → %d", a, len(g.Log), len(after.Log))
	}
}

// ackDeferred is the callback type of a deferred message (a command's
// "is thinking…").
const ackDeferred = 5

// String is everything logged.
func (l *logBuffer) String() string {
	l.mu.Lock()
	defer l.mu.Unlock()
	return l.buf.String()
}

// TestRobustOddGatewayEvents dispatches gateway events the bot never
// asked for (its intents are none) and INTERACTION_CREATE events that are
// no interaction; none may crash, answer or change anything, and a
// command right after each is served.
func TestRobustOddGatewayEvents(t *testing.T) {
	r := newRig(t, defaultDeal)
	r.startDuel()
	c := drain(t, r)
	tests := []struct {
		event string
		d     any
	}{
		{"MESSAGE_CREATE", map[string]any{"id": "1", "channel_id": table, "guild_id": guild, "content": "/jackal abort",
			"author": map[string]any{"id": alice, "username": "Alice"}}},
		{"CHANNEL_DELETE", map[string]any{"id": table, "guild_id": guild, "type": 0}},
		{"THREAD_DELETE", map[string]any{"id": table, "guild_id": guild, "parent_id": "1", "type": 11}},
		{"GUILD_DELETE", map[string]any{"id": guild, "unavailable": true}},
		{"GUILD_MEMBER_REMOVE", map[string]any{"guild_id": guild, "user": map[string]any{"id": alice}}},
		{"QUANTUM_ENTANGLEMENT", map[string]any{"channel_id": table}},
		{"INTERACTION_CREATE", json.RawMessage(`null`)},
		{"INTERACTION_CREATE", json.RawMessage(`[]`)},
		{"INTERACTION_CREATE", json.RawMessage(`"interaction"`)},
		{"INTERACTION_CREATE", json.RawMessage(`{}`)},
		{"INTERACTION_CREATE", json.RawMessage(`{"type":2}`)},
		{"INTERACTION_CREATE", json.RawMessage(`{"type":3,"data":{"custom_id":"0:s","component_type":2}}`)},
		{"INTERACTION_CREATE", json.RawMessage(`{"type":2,"id":"5","token":"t","channel_id":"600","data":{"name":"jackal","options":[{"name":"abort","type":1}]}}`)},
	}
	baseline := runtime.NumGoroutine()
	for _, tt := range tests {
		t.Run(tt.event, func(t *testing.T) {
			before := r.mustGame()
			served, logAt, calls := c.n(), len(r.logs.String()), len(r.fake.Requests())
			r.fake.Dispatch(tt.event, tt.d)
			id := r.fake.SlashCommand(table, guild, carol, "status", nil)
			c.waitN(t, served+1)
			time.Sleep(robustGrace)
			if got := c.since(served); len(got) != 1 || got[0].UpdateID != "dc:"+id {
				t.Errorf("the core served %+v, want the status alone", got)
			}
			leakcheck.NoPanic(t, r.logs.String()[logAt:], panicMarks...)
			for _, q := range r.fake.Requests()[calls:] {
				if q.Interaction != id && q.Status < 400 {
					t.Errorf("a call for the event: %s", q)
				}
			}
			if after := r.mustGame(); after.Version != before.Version || !slices.Equal(after.Log, before.Log) {
				t.Errorf("the game changed: version %d → %d", before.Version, after.Version)
			}
		})
	}
	leakcheck.Settled(t, baseline, "odd interactions")
}
