package discord

import (
	"bytes"
	"context"
	"encoding/json"
	"slices"
	"strings"
	"testing"
	"unicode/utf8"

	"github.com/bwmarrin/discordgo"
	"github.com/jackalbot/jackal/bot"
	"github.com/jackalbot/jackal/bot/discord/internal/discordtest"
)

// callbackType reads the type of an interaction callback body.
func callbackType(t *testing.T, r discordtest.Request) int {
	t.Helper()
	var cb struct {
		Type int `json:"type"`
	}
	if err := json.Unmarshal(r.Body, &cb); err != nil {
		t.Fatalf("callback body %s: %v", r.Body, err)
	}
	return cb.Type
}

func TestRegisterCommands(t *testing.T) {
	t.Parallel()
	for _, tc := range []struct {
		name, guild, path string
	}{
		{"dev guild", guild, "/applications/" + discordtest.AppID + "/guilds/" + guild + "/commands"},
		{"global", "", "/applications/" + discordtest.AppID + "/commands"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			t.Parallel()
			fake := discordtest.New(t)
			fake.SeedCommand(tc.guild, "oldjackal", "a command of an older version")
			h := newHandler()
			a, err := New(Config{Token: discordtest.Token, AppID: discordtest.AppID, DevGuildID: tc.guild, RESTBase: fake.RESTBase()}, h)
			if err != nil {
				t.Fatal(err)
			}
			ctx, cancel := context.WithCancel(context.Background())
			done := make(chan error, 1)
			go func() { done <- a.Run(ctx) }()
			e := &env{fake: fake}
			e.waitFor(t, "registration", func() bool {
				c := fake.Commands(tc.guild)
				return len(c) == 1 && c[0].Name == CommandName
			})
			cancel()
			if err := <-done; err != nil {
				t.Fatalf("Run: %v", err)
			}
			var puts []discordtest.Request
			for _, r := range fake.Requests() {
				if r.Method == "PUT" {
					puts = append(puts, r)
				}
			}
			if len(puts) != 1 || puts[0].Path != tc.path || puts[0].Status != 200 {
				t.Fatalf("bulk overwrites = %+v, want one PUT %s", puts, tc.path)
			}
			cmd := fake.Commands(tc.guild)[0]
			var subs []string
			for _, o := range cmd.Options {
				subs = append(subs, o.Name)
			}
			want := []string{"new", "join", "leave", "start", "move", "board", "undo", "resign", "end", "status",
				"history", "rules", "stats", "replay", "web", "puzzle", "campaign", "settings", "abort", "help"}
			if !slices.Equal(subs, want) {
				t.Errorf("subcommands = %v, want %v", subs, want)
			}
			if act := cmd.Options[4].Options[0]; act.Name != optAction || !act.Autocomplete || !act.Required {
				t.Errorf("move's option = %+v, want a required autocomplete action", act)
			}
			if other := fake.Commands(otherScope(tc.guild)); len(other) != 0 {
				t.Errorf("commands registered in the other scope: %v", other)
			}
		})
	}
}

// otherScope is global for a guild, a guild for global.
func otherScope(g string) string {
	if g == "" {
		return guild
	}
	return ""
}

func TestSlashCommandIsDeferredThenCompleted(t *testing.T) {
	t.Parallel()
	e := start(t, guild)
	e.h.set("new", func(ctx context.Context, req bot.Request, out bot.Outbox) {
		_, err := out.SendBoard(ctx, req.Chat, board("one"))
		e.h.report(err)
	})
	id := e.fake.SlashCommand(channel, guild, alice, "new",
		map[string]any{"crews": "duel", "plane-waits": true, "remind": 12, "seats": "ai:easy"})
	req := e.h.next(t)
	want := bot.Request{Chat: bot.Chat{Key: "dc:" + channel, Platform: "dc", ID: channel, Title: "jackal-table", Server: guild},
		User: bot.User{ID: alice, Name: "user" + alice, Lang: "en-US"}, Command: "new", Args: "duel plane-waits remind=12 ai:easy"}
	if req.Chat != want.Chat || req.User != want.User || req.Command != want.Command || req.Args != want.Args || req.IsAdmin {
		t.Errorf("request = %+v\nwant      %+v", req, want)
	}
	if err := e.h.nextErr(t); err != nil {
		t.Fatalf("SendBoard: %v", err)
	}
	msg := e.settled(t, channel, func(m discordtest.Message) bool { return len(m.Attachments) > 0 })
	reqs := e.fake.RequestsFor(id)
	if len(reqs) != 2 {
		t.Fatalf("requests of the interaction = %d, want callback then edit: %+v", len(reqs), reqs)
	}
	if !strings.HasSuffix(reqs[0].Path, "/callback") || callbackType(t, reqs[0]) != 5 {
		t.Errorf("first request = %s %s %s, want the deferred callback (type 5)", reqs[0].Method, reqs[0].Path, reqs[0].Body)
	}
	if reqs[1].Method != "PATCH" || !strings.HasSuffix(reqs[1].Path, "/messages/@original") ||
		len(reqs[1].Files) != 1 || reqs[1].Files[0].Name != boardFile {
		t.Errorf("second request = %s %s files %v, want the original response edited with %s", reqs[1].Method, reqs[1].Path, reqs[1].Files, boardFile)
	}
	if msg.Interaction != id || msg.Ephemeral() || len(msg.Attachments) != 1 || !bytes.Equal(msg.Attachments[0].Data, png("one")) {
		t.Errorf("message = %+v, want the public board with its picture", msg)
	}
	if got := msg.Buttons(); len(got) != 2 || got[0].CustomID != "mv:W1:g2" || got[1].Style != int(discordgo.DangerButton) {
		t.Errorf("buttons = %+v, want the board's, the second red", got)
	}
	if msg.Content != "Board one" || msg.AllowedMentions == nil || len(msg.AllowedMentions.Parse) != 0 || len(msg.AllowedMentions.Users) != 0 {
		t.Errorf("content %q mentions %+v, want the caption and nobody mentionable", msg.Content, msg.AllowedMentions)
	}
}

func TestAutocompleteAnswersFromComplete(t *testing.T) {
	t.Parallel()
	e := start(t, guild)
	var legal []string
	for _, p := range []string{"W1", "W2", "W3"} {
		for _, c := range "abcdefghijklm" {
			legal = append(legal, p+" "+string(c)+"2")
		}
	}
	e.h.setComplete(func(req bot.Request, limit int) []string {
		if limit != 25 {
			t.Errorf("limit = %d, want 25", limit)
		}
		return legal // unfiltered: the adapter filters
	})
	for _, tc := range []struct {
		name, sub, focused, typed string
		want                      int
		prefix                    string
	}{
		{"empty", "move", "action", "", 25, ""},
		{"piece", "move", "action", "w2", 13, "W2"},
		{"cell", "move", "action", "W3 k", 1, "W3 k"},
		{"nothing", "move", "action", "zz", 0, ""},
		{"tile", "rules", "tile", "W1 a", 1, "W1 a"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			id := e.fake.Autocomplete(channel, guild, alice, tc.sub, tc.focused, map[string]any{tc.focused: tc.typed})
			req := e.h.next(t)
			if req.Command != tc.sub || req.Args != tc.typed || req.User.ID != alice {
				t.Errorf("complete request = %+v", req)
			}
			e.waitFor(t, "the choices", func() bool { in, _ := e.fake.Interaction(id); return in.Ack == 8 })
			got := e.fake.Choices(id)
			if len(got) != tc.want {
				t.Fatalf("%d choices %v, want %d", len(got), got, tc.want)
			}
			for _, c := range got {
				if !strings.HasPrefix(c.Name, tc.prefix) || c.Value != c.Name {
					t.Errorf("choice %+v does not start with %q", c, tc.prefix)
				}
			}
		})
	}
}

func TestAnswerIsEphemeral(t *testing.T) {
	t.Parallel()
	e := start(t, guild)
	e.h.set("move", func(ctx context.Context, req bot.Request, out bot.Outbox) {
		e.h.report(out.Answer(ctx, req, "Not your turn, *captain*"))
	})
	id := e.fake.SlashCommand(channel, guild, alice, "move", map[string]any{"action": "W1 g2"})
	if req := e.h.next(t); req.Args != "W1 g2" {
		t.Errorf("args = %q", req.Args)
	}
	if err := e.h.nextErr(t); err != nil {
		t.Fatal(err)
	}
	msgs := e.fake.Messages(channel)
	if len(msgs) != 1 {
		t.Fatalf("messages = %+v, want only the answer (the loading message deleted)", msgs)
	}
	if m := msgs[0]; !m.Ephemeral() || m.VisibleTo != alice || m.Content != `Not your turn, \*captain\*` || m.Interaction != id {
		t.Errorf("answer = %+v, want an escaped ephemeral message for %s", m, alice)
	}
}

func TestShardIdentifiesAndLeavesRegistrationToShardZero(t *testing.T) {
	t.Parallel()
	fake := discordtest.New(t)
	a, err := New(Config{Token: discordtest.Token, AppID: discordtest.AppID, ShardID: 1, ShardCount: 2,
		RESTBase: fake.RESTBase(), GatewayURL: fake.GatewayURL()}, newHandler())
	if err != nil {
		t.Fatal(err)
	}
	ctx, cancel := context.WithCancel(context.Background())
	done := make(chan error, 1)
	go func() { done <- a.Run(ctx) }()
	e := &env{fake: fake}
	e.waitFor(t, "the identify", func() bool { return fake.Gateway().Identifies == 1 })
	cancel()
	if err := <-done; err != nil {
		t.Fatalf("Run: %v", err)
	}
	if g := fake.Gateway(); g.Shard != [2]int{1, 2} || g.Intents != 0 {
		t.Errorf("identify = %+v, want shard [1 2] and no intents", g)
	}
	for _, r := range fake.Requests() {
		if r.Method == "PUT" || r.Path == "/gateway" {
			t.Errorf("shard 1 asked %v (the gateway URL is configured; shard 0 registers)", r)
		}
	}
}

// TestCommandLimits: every name, description and choice of /jackal keeps
// to Discord's limits (names 1–32 lower-case characters, descriptions
// 1–100, at most 25 options and choices at each level, at most 8000
// characters in all, a field counted by its longest localization), and
// each description and choice has its Russian words, which a Russian
// client shows instead.
func TestCommandLimits(t *testing.T) {
	var walk func(path string, opts []*discordgo.ApplicationCommandOption)
	total := 0
	// longest counts a field by its longest localization, as Discord does.
	longest := func(s string, loc map[discordgo.Locale]string) int {
		n := utf8.RuneCountInString(s)
		for _, l := range loc {
			n = max(n, utf8.RuneCountInString(l))
		}
		return n
	}
	localized := func(path, what, en string, loc map[discordgo.Locale]string) {
		r := loc[discordgo.Russian]
		if n := utf8.RuneCountInString(r); n < 1 || n > 100 {
			t.Errorf("%s: the Russian %s of %q has %d characters", path, what, en, n)
		}
	}
	check := func(path, name, d string, ru map[discordgo.Locale]string) {
		if n := utf8.RuneCountInString(name); n < 1 || n > 32 || strings.ToLower(name) != name {
			t.Errorf("%s: name %q", path, name)
		}
		if n := utf8.RuneCountInString(d); n < 1 || n > 100 {
			t.Errorf("%s: description of %d characters", path, n)
		}
		for l, s := range ru {
			if n := utf8.RuneCountInString(s); n < 1 || n > 100 {
				t.Errorf("%s: %s description of %d characters", path, l, n)
			}
		}
		localized(path, "description", d, ru)
		total += utf8.RuneCountInString(name) + longest(d, ru)
	}
	seen, picks := 0, 0
	walk = func(path string, opts []*discordgo.ApplicationCommandOption) {
		seen += len(opts)
		if len(opts) > 25 {
			t.Errorf("%s: %d options", path, len(opts))
		}
		for _, o := range opts {
			p := path + " " + o.Name
			check(p, o.Name, o.Description, o.DescriptionLocalizations)
			if len(o.Choices) > 25 {
				t.Errorf("%s: %d choices", p, len(o.Choices))
			}
			for _, c := range o.Choices {
				picks++
				if n := utf8.RuneCountInString(c.Name); n < 1 || n > 100 {
					t.Errorf("%s: choice %q", p, c.Name)
				}
				localized(p, "choice", c.Name, c.NameLocalizations)
				v, _ := c.Value.(string)
				total += longest(c.Name, c.NameLocalizations) + utf8.RuneCountInString(v)
			}
			walk(p, o.Options)
		}
	}
	cmd := command()
	d := map[discordgo.Locale]string{}
	if cmd.DescriptionLocalizations != nil {
		d = *cmd.DescriptionLocalizations
	}
	check("/"+cmd.Name, cmd.Name, cmd.Description, d)
	walk("/"+cmd.Name, cmd.Options)
	if seen < 40 || picks < 20 {
		t.Fatalf("only %d options and %d choices walked", seen, picks)
	}
	if total > 8000 {
		t.Errorf("/%s holds %d characters of names, descriptions and values, at most 8000", cmd.Name, total)
	}
	t.Logf("/%s: %d options, %d choices, %d characters", cmd.Name, seen, picks, total)
}
