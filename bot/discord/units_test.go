package discord

import (
	"errors"
	"slices"
	"strconv"
	"strings"
	"testing"
	"time"

	"github.com/bwmarrin/discordgo"
	"github.com/jackalbot/jackal/bot"
)

var testTime = time.Unix(1700000000, 0)

// opt is an interaction option as Discord sends it (numbers as float64).
func opt(name string, v any) *discordgo.ApplicationCommandInteractionDataOption {
	return &discordgo.ApplicationCommandInteractionDataOption{Name: name, Value: v}
}

func TestCommandArgs(t *testing.T) {
	t.Parallel()
	for _, tc := range []struct {
		sub  string
		opts []*discordgo.ApplicationCommandInteractionDataOption
		want []string
	}{
		{"new", []*discordgo.ApplicationCommandInteractionDataOption{opt("crews", "duel"), opt("plane-waits", true),
			opt("remind", 12.0), opt("seats", "ai:easy")}, []string{"duel plane-waits remind=12 ai:easy"}},
		{"new", []*discordgo.ApplicationCommandInteractionDataOption{opt("seats", "ai:hard, ai:easy"), opt("crews", "4"),
			opt("plane-waits", false)}, []string{"4 ai:hard ai:easy"}},
		{"new", []*discordgo.ApplicationCommandInteractionDataOption{opt("remind", 0.0)}, []string{"remind=off"}},
		{"new", nil, []string{""}},
		{"join", []*discordgo.ApplicationCommandInteractionDataOption{opt("colour", "red")}, []string{"red"}},
		{"move", []*discordgo.ApplicationCommandInteractionDataOption{opt("action", "  W1 g2 ")}, []string{"W1 g2"}},
		{"rules", []*discordgo.ApplicationCommandInteractionDataOption{opt("tile", "arrow1")}, []string{"arrow1"}},
		{"settings", []*discordgo.ApplicationCommandInteractionDataOption{opt("lang", "ru")}, []string{"lang ru"}},
		{"settings", []*discordgo.ApplicationCommandInteractionDataOption{opt("reminders", "off"), opt("lang", "en"),
			opt("mylang", "ru")}, []string{"lang en", "mylang ru", "remind off"}},
		{"settings", []*discordgo.ApplicationCommandInteractionDataOption{opt("reminders", "24")}, []string{"remind 24"}},
		{"settings", []*discordgo.ApplicationCommandInteractionDataOption{opt("reminders", "24"), opt("hours", 5.0)}, []string{"remind 5"}},
		{"settings", []*discordgo.ApplicationCommandInteractionDataOption{opt("reminders", "off"), opt("hours", 5.0)}, []string{"remind off"}},
		{"settings", nil, []string{""}},
		{"status", []*discordgo.ApplicationCommandInteractionDataOption{opt("stray", "x")}, []string{""}},
		{"stats", nil, []string{""}},
		{"stats", []*discordgo.ApplicationCommandInteractionDataOption{opt("scope", "server")}, []string{"server"}},
		{"stats", []*discordgo.ApplicationCommandInteractionDataOption{opt("scope", "server"), opt("game", "archipelago")}, []string{"server"}},
		{"stats", []*discordgo.ApplicationCommandInteractionDataOption{opt("scope", "ratings")}, []string{"ratings"}},
		{"stats", []*discordgo.ApplicationCommandInteractionDataOption{opt("game", "archipirata"), opt("scope", "ratings")}, []string{"ratings archipirata"}},
		{"stats", []*discordgo.ApplicationCommandInteractionDataOption{opt("game", "classic")}, []string{"ratings classic"}},
	} {
		got := commandArgs(&discordgo.ApplicationCommandInteractionDataOption{Name: tc.sub, Type: discordgo.ApplicationCommandOptionSubCommand, Options: tc.opts})
		if !slices.Equal(got, tc.want) {
			t.Errorf("%s %v: args %q, want %q", tc.sub, tc.opts, got, tc.want)
		}
	}
}

func TestSubcommand(t *testing.T) {
	t.Parallel()
	sub := &discordgo.ApplicationCommandInteractionDataOption{Name: "move", Type: discordgo.ApplicationCommandOptionSubCommand}
	for _, tc := range []struct {
		name string
		data discordgo.ApplicationCommandInteractionData
		err  error
	}{
		{"jackal move", discordgo.ApplicationCommandInteractionData{Name: "jackal", Options: []*discordgo.ApplicationCommandInteractionDataOption{sub}}, nil},
		{"stale command", discordgo.ApplicationCommandInteractionData{Name: "oldjackal", Options: []*discordgo.ApplicationCommandInteractionDataOption{sub}}, ErrUnknownCommand},
		{"no subcommand", discordgo.ApplicationCommandInteractionData{Name: "jackal"}, ErrUnknownCommand},
		{"option, not subcommand", discordgo.ApplicationCommandInteractionData{Name: "jackal", Options: []*discordgo.ApplicationCommandInteractionDataOption{opt("x", "y")}}, ErrUnknownCommand},
	} {
		if _, err := subcommand(tc.data); !errors.Is(err, tc.err) {
			t.Errorf("%s: error %v, want %v", tc.name, err, tc.err)
		}
	}
}

// buttons makes n buttons with distinct data.
func buttons(prefix string, n int) []bot.Button {
	out := make([]bot.Button, n)
	for i := range out {
		out[i] = bot.Button{Label: prefix + strings.Repeat("x", i%3), Data: prefix + ":" + string(rune('a'+i%26)) + string(rune('a'+i/26))}
	}
	return out
}

// shape describes components: "b3" a row of 3 buttons, "s8" a menu of 8,
// "l1" a row of 1 link button.
func shape(comps []discordgo.MessageComponent) []string {
	var out []string
	for _, c := range comps {
		row := c.(discordgo.ActionsRow)
		if sel, isMenu := row.Components[0].(discordgo.SelectMenu); isMenu {
			out = append(out, "s"+strconv.Itoa(len(sel.Options)))
			continue
		}
		kind := "b"
		if b := row.Components[0].(discordgo.Button); b.Style == discordgo.LinkButton {
			kind = "l"
		}
		out = append(out, kind+strconv.Itoa(len(row.Components)))
	}
	return out
}

func TestLayout(t *testing.T) {
	t.Parallel()
	link := bot.Button{Label: "🂠 My hand", URL: "https://t.me/jackalbot?start=x"}
	rows := func(sizes ...int) [][]bot.Button {
		var out [][]bot.Button
		for i, n := range sizes {
			out = append(out, buttons(string(rune('A'+i)), n))
		}
		return out
	}
	for _, tc := range []struct {
		name string
		in   [][]bot.Button
		want []string
		err  error
	}{
		{"none", nil, nil, nil},
		{"fits", rows(3, 5), []string{"b3", "b5"}, nil},
		{"empty rows dropped", rows(2, 0, 1), []string{"b2", "b1"}, nil},
		{"long row", rows(1, 8), []string{"b1", "s8"}, nil},
		{"very long row", rows(30), []string{"s25", "s5"}, nil},
		{"six rows: the last stays buttons", rows(2, 2, 2, 2, 2, 2), []string{"s10", "b2"}, nil},
		{"moves and Back", rows(4, 4, 4, 4, 4, 1), []string{"s20", "b1"}, nil},
		{"no room for the last row", rows(25, 25, 25, 25, 20, 1), []string{"s25", "s25", "s25", "s25", "s21"}, nil},
		{"a long last row", rows(2, 2, 2, 2, 2, 7), []string{"s17"}, nil},
		{"many", rows(25, 25, 25, 25, 25), []string{"s25", "s25", "s25", "s25", "s25"}, nil},
		{"too many", rows(25, 25, 25, 25, 25, 1), nil, ErrBadButtons},
		{"duplicate data", [][]bot.Button{{{Data: "x"}}, {{Data: "x"}}}, nil, ErrBadButtons},
		{"empty data", [][]bot.Button{{{Label: "?"}}}, nil, ErrBadButtons},
		{"data too long", [][]bot.Button{{{Data: strings.Repeat("d", 101)}}}, nil, ErrBadButtons},
		{"a link", [][]bot.Button{{link}}, []string{"l1"}, nil},
		{"a link beside buttons", [][]bot.Button{append(buttons("A", 2), link)}, []string{"b3"}, nil},
		{"a link in a long row", [][]bot.Button{append(buttons("A", 8), link)}, []string{"s8", "l1"}, nil},
		{"a link among six rows", append(rows(2, 2, 2, 2, 2), []bot.Button{link}), []string{"s10", "l1"}, nil},
		{"menus leave room for links", append(rows(25, 25, 25, 25, 1), []bot.Button{link}), nil, ErrBadButtons},
		{"a link with data", [][]bot.Button{{{Label: "x", Data: "x", URL: "https://example.com"}}}, nil, ErrBadButtons},
	} {
		got, err := layout(tc.in)
		if !errors.Is(err, tc.err) {
			t.Errorf("%s: error %v, want %v", tc.name, err, tc.err)
			continue
		}
		if s := shape(got); err == nil && !slices.Equal(s, tc.want) {
			t.Errorf("%s: layout %v, want %v", tc.name, s, tc.want)
		}
	}
}

// TestLinkButton: a link is a link-style button with its address and no
// custom id.
func TestLinkButton(t *testing.T) {
	t.Parallel()
	got, err := layout([][]bot.Button{{{Label: "open", URL: "https://example.com/a"}, {Label: "b", Data: "b"}}})
	if err != nil {
		t.Fatal(err)
	}
	b := got[0].(discordgo.ActionsRow).Components[0].(discordgo.Button)
	if b.Style != discordgo.LinkButton || b.URL != "https://example.com/a" || b.CustomID != "" || b.Label != "open" {
		t.Errorf("link button %+v", b)
	}
	if o := got[0].(discordgo.ActionsRow).Components[1].(discordgo.Button); o.Style == discordgo.LinkButton || o.URL != "" || o.CustomID != "b" {
		t.Errorf("plain button %+v", o)
	}
}

func TestLayoutKeepsEveryButton(t *testing.T) {
	t.Parallel()
	in := [][]bot.Button{buttons("P", 3), buttons("Q", 9), {{Label: "", Data: "kill", Danger: true}}}
	got, err := layout(in)
	if err != nil {
		t.Fatal(err)
	}
	var data []string
	danger := map[string]bool{}
	for _, c := range got {
		for _, x := range c.(discordgo.ActionsRow).Components {
			switch v := x.(type) {
			case discordgo.Button:
				data = append(data, v.CustomID)
				danger[v.CustomID] = v.Style == discordgo.DangerButton
				if v.Label == "" {
					t.Errorf("button %q without label", v.CustomID)
				}
			case discordgo.SelectMenu:
				if v.CustomID != "menu:0" || v.Placeholder == "" {
					t.Errorf("menu %q placeholder %q", v.CustomID, v.Placeholder)
				}
				for _, o := range v.Options {
					data = append(data, o.Value)
					danger[o.Value] = o.Emoji != nil
				}
			}
		}
	}
	var want []string
	for _, r := range in {
		for _, b := range r {
			want = append(want, b.Data)
		}
	}
	if !slices.Equal(data, want) {
		t.Errorf("data %v, want %v", data, want)
	}
	if !danger["kill"] || danger["P:aa"] {
		t.Errorf("danger marks = %v", danger)
	}
}

func TestEscape(t *testing.T) {
	t.Parallel()
	for _, tc := range []struct{ in, want string }{
		{"plain text", "plain text"},
		{"*bold* _it_ ~~s~~ `c` ||sp||", `\*bold\* \_it\_ \~\~s\~\~ \` + "`" + `c\` + "`" + ` \|\|sp\|\|`},
		{"# title\n- item\n> quote", "\\# title\n\\- item\n\\> quote"},
		{"1. first\n 2. second\nscore 3. ok", "1\\. first\n 2\\. second\nscore 3. ok"},
		{"+ plus\na + b", "\\+ plus\na + b"},
		{"@everyone <@123> [x](http://y)", `\@everyone \<\@123\> \[x\](http://y)`},
		{"due " + timestamp(testTime) + " *now*", "due <t:1700000000:R> \\*now\\*"},
		{"<t:12:F>\n# after", "<t:12:F>\n\\# after"},
		{`back\slash`, `back\\slash`},
		{"Шакал: ход W1", "Шакал: ход W1"},
	} {
		if got := escape(tc.in); got != tc.want {
			t.Errorf("escape(%q) = %q, want %q", tc.in, got, tc.want)
		}
	}
}

func TestTruncate(t *testing.T) {
	t.Parallel()
	for _, tc := range []struct {
		in   string
		max  int
		want string
	}{
		{"short", 10, "short"},
		{"exactly10!", 10, "exactly10!"},
		{"a longer text", 5, "a lo…"},
		{"ходы ходы", 4, "ход…"},
		{`ab\*cd`, 4, "ab…"},
	} {
		if got := truncate(tc.in, tc.max); got != tc.want {
			t.Errorf("truncate(%q, %d) = %q, want %q", tc.in, tc.max, got, tc.want)
		}
	}
}

func TestTimestamp(t *testing.T) {
	t.Parallel()
	if got := timestamp(testTime); got != "<t:1700000000:R>" {
		t.Errorf("timestamp = %q", got)
	}
}

func TestChoices(t *testing.T) {
	t.Parallel()
	long := strings.Repeat("W", 101)
	for _, tc := range []struct {
		items []string
		typed string
		want  []string
	}{
		{[]string{"W1 g2", "W2 f2", "w1 h2", "W1 g2", " ", long}, "w1", []string{"W1 g2", "w1 h2"}},
		{[]string{"a", "b"}, "", []string{"a", "b"}},
		{nil, "x", nil},
	} {
		if got := choices(tc.items, tc.typed); !slices.Equal(got, tc.want) {
			t.Errorf("choices(%q, %q) = %q, want %q", tc.items, tc.typed, got, tc.want)
		}
	}
	var many []string
	for i := 0; i < 40; i++ {
		many = append(many, "m"+strconv.Itoa(i))
	}
	if got := choices(many, "M"); len(got) != maxChoices {
		t.Errorf("%d choices, want %d", len(got), maxChoices)
	}
}

func TestPermissionText(t *testing.T) {
	t.Parallel()
	for _, tc := range []struct {
		lang             string
		post, files, thr bool
		have             int64
		want             string
	}{
		{"en", true, true, false, discordgo.PermissionViewChannel | discordgo.PermissionSendMessages,
			"I need the Attach Files permission in <#9>."},
		{"en", true, false, true, discordgo.PermissionViewChannel | discordgo.PermissionSendMessages,
			"I need the Send Messages in Threads permission in <#9>."},
		{"en", true, true, false, 0, "I need the View Channel, Send Messages and Attach Files permissions in <#9>."},
		{"en", false, false, false, discordgo.PermissionViewChannel, "I need the View Channel permission in <#9>."},
		{"ru", true, true, false, discordgo.PermissionViewChannel,
			"Мне не хватает прав в <#9>: нужно «Отправлять сообщения» и «Прикреплять файлы»."},
	} {
		if got := permissionText(tc.lang, "9", needed(tc.post, tc.files, tc.thr), tc.have); got != tc.want {
			t.Errorf("permissionText = %q, want %q", got, tc.want)
		}
	}
}

func TestBaseRequest(t *testing.T) {
	t.Parallel()
	user := &discordgo.User{ID: "7", Username: "sam", GlobalName: "Sam"}
	for _, tc := range []struct {
		name    string
		i       discordgo.Interaction
		ch      channelInfo
		private bool
		admin   bool
		who     string
	}{
		{"member", discordgo.Interaction{GuildID: "1", ChannelID: "2", Member: &discordgo.Member{User: user, Permissions: discordgo.PermissionSendMessages}},
			channelInfo{Type: discordgo.ChannelTypeGuildText}, false, false, "Sam"},
		{"admin with nick", discordgo.Interaction{GuildID: "1", ChannelID: "2", Member: &discordgo.Member{User: user, Nick: "Cap", Permissions: discordgo.PermissionAdministrator}},
			channelInfo{Type: discordgo.ChannelTypeGuildText}, false, true, "Cap"},
		{"manage channels", discordgo.Interaction{GuildID: "1", ChannelID: "2", Member: &discordgo.Member{User: user, Permissions: discordgo.PermissionManageChannels}},
			channelInfo{Type: discordgo.ChannelTypeGuildPublicThread}, false, true, "Sam"},
		{"dm", discordgo.Interaction{ChannelID: "3", User: &discordgo.User{ID: "7", Username: "sam"}},
			channelInfo{Type: discordgo.ChannelTypeDM}, true, true, "sam"},
		{"group dm", discordgo.Interaction{ChannelID: "3", User: user}, channelInfo{Type: discordgo.ChannelTypeGroupDM}, false, false, "Sam"},
	} {
		r := baseRequest(&tc.i, tc.ch)
		if r.Chat.Private != tc.private || r.IsAdmin != tc.admin || r.User.Name != tc.who || r.User.ID != "7" || r.Chat.Key != "dc:"+tc.i.ChannelID {
			t.Errorf("%s: request %+v", tc.name, r)
		}
	}
}

func TestSnowflakeTime(t *testing.T) {
	t.Parallel()
	for _, tc := range []struct {
		id   string
		want time.Time
	}{
		{"175928847299117063", time.UnixMilli(1462015105796)},
		{"0", time.UnixMilli(1420070400000)},
		{"bad", time.Time{}},
	} {
		if got := snowflakeTime(tc.id); !got.Equal(tc.want) {
			t.Errorf("snowflakeTime(%s) = %v, want %v", tc.id, got, tc.want)
		}
	}
}

// TestBornAt: a token's age counts from the id's snowflake time, or from
// now when the id is no plausible snowflake.
func TestBornAt(t *testing.T) {
	t.Parallel()
	now := time.UnixMilli(1700000000000)
	a := &Adapter{now: func() time.Time { return now }}
	snow := func(at time.Time) string { return strconv.FormatUint(uint64(at.UnixMilli()-1420070400000)<<22, 10) }
	for _, tc := range []struct {
		id   string
		want time.Time
	}{
		{snow(now.Add(-time.Minute)), now.Add(-time.Minute)},
		{snow(now.Add(-20 * time.Minute)), now.Add(-20 * time.Minute)}, // expired: kept
		{"701", now},
		{"bad", now},
		{snow(now.Add(30 * time.Second)), now.Add(30 * time.Second)}, // clocks differ a little
		{snow(now.Add(time.Hour)), now},
		{snow(time.Date(2019, 6, 1, 0, 0, 0, 0, time.UTC)), now}, // older than interactions
	} {
		if got := a.bornAt(tc.id); !got.Equal(tc.want) {
			t.Errorf("bornAt(%s) = %v, want %v", tc.id, got, tc.want)
		}
	}
}

func TestNewChecksConfig(t *testing.T) {
	t.Parallel()
	for _, tc := range []struct {
		name string
		cfg  Config
		h    bot.Handler
		err  error
	}{
		{"ok", Config{Token: "abc"}, newHandler(), nil},
		{"no handler", Config{Token: "abc"}, nil, ErrNoHandler},
		{"no token", Config{Token: " Bot  "}, newHandler(), ErrNoToken},
		{"shard out of range", Config{Token: "abc", ShardID: 2, ShardCount: 2}, newHandler(), ErrBadConfig},
		{"bad REST base", Config{Token: "abc", RESTBase: "ftp://x"}, newHandler(), ErrBadConfig},
		{"bad gateway", Config{Token: "abc", GatewayURL: "http://x"}, newHandler(), ErrBadConfig},
	} {
		a, err := New(tc.cfg, tc.h)
		if !errors.Is(err, tc.err) {
			t.Errorf("%s: error %v, want %v", tc.name, err, tc.err)
			continue
		}
		if err == nil && (a.session.Token != "Bot abc" || a.session.ShardCount != 1 || a.session.ShouldRetryOnRateLimit) {
			t.Errorf("%s: session token %q shards %d retry %v", tc.name, a.session.Token, a.session.ShardCount, a.session.ShouldRetryOnRateLimit)
		}
	}
}

func TestTokenFromEnv(t *testing.T) {
	for _, tc := range []struct {
		value string
		err   error
	}{{"tok", nil}, {"  ", ErrNoToken}} {
		t.Setenv("JACKAL_TEST_DISCORD_TOKEN", tc.value)
		got, err := tokenFromEnv("JACKAL_TEST_DISCORD_TOKEN")
		if !errors.Is(err, tc.err) || (err == nil && got != tc.value) {
			t.Errorf("tokenFromEnv with %q = %q, %v", tc.value, got, err)
		}
	}
}

func TestBoardMessage(t *testing.T) {
	t.Parallel()
	long := strings.Repeat("x", 2100)
	for _, tc := range []struct {
		name    string
		b       bot.Board
		content string
		err     error
	}{
		{"ping", bot.Board{Caption: "go", Ping: &bot.User{ID: "5"}}, "<@5> go", nil},
		{"alt without picture", bot.Board{Caption: "c", Alt: "``` x"}, "c\n```\n''' x\n```", nil},
		{"alt with picture", bot.Board{Caption: "c", Alt: "x", PNG: png("p")}, "c", nil},
		{"long caption", bot.Board{Caption: long, Ping: &bot.User{ID: "5"}}, "<@5> " + long[:1994] + "…", nil},
		{"empty", bot.Board{Caption: " "}, "", ErrEmptyMessage},
	} {
		m, err := boardMessage(tc.b)
		if !errors.Is(err, tc.err) || (err == nil && m.content != tc.content) {
			t.Errorf("%s: content %q (%d), %v; want %q (%d), %v", tc.name, m.content, len(m.content), err, tc.content, len(tc.content), tc.err)
		}
	}
}
