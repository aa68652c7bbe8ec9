package discord_test

import (
	"encoding/json"
	"regexp"
	"strings"
	"testing"
	"unicode/utf8"

	"github.com/jackalbot/jackal/bot"
	"github.com/jackalbot/jackal/bot/discord/internal/discordtest"
)

// linkBoard is a web board whose links hold what markdown escaping would
// break: underscores, dashes, an asterisk, a tilde.
type linkBoard struct{}

func (linkBoard) PlayerLink(_, id string, _ bot.User) string {
	return "https://jackal.example/play/" + id + "?t=ab_cd*ef~gh-ij"
}
func (linkBoard) WatchLink(_, id string) string {
	return "https://jackal.example/watch/" + id + "?k=x_y"
}
func (linkBoard) MiniApp(string) string { return "" }

// telegramCommand matches a command named as Telegram's ("/new"), which
// Discord does not have: here it is "/jackal new".
var telegramCommand = regexp.MustCompile(`(?:^|[\s(«"])/(new|join|leave|start|move|board|undo|resign|end|status|history|rules|stats|settings|abort|help|replay|puzzle|campaign|web)\b`)

// interactionTexts are the contents of the messages an interaction left
// in the table, in order.
func (r *rig) interactionTexts(id string) []string {
	var out []string
	for _, m := range r.fake.Messages(table) {
		if m.Interaction == id && !m.Loading() {
			out = append(out, m.Content)
		}
	}
	return out
}

// TestE2ETextsAsDiscordShowsThem: what the core says reaches a Discord
// user whole and usable. The rules of Archipirata in Russian, longer
// than a message holds, come in several messages, nothing cut off (they
// ended "…" mid-word before, their last paragraph lost); the commands the
// core names are /jackal's ("/jackal new", not Telegram's "/new", which
// Discord does not offer); and the live board's links keep their
// underscores and dashes (markdown escaping put backslashes in them,
// which broke them).
func TestE2ETextsAsDiscordShowsThem(t *testing.T) {
	t.Parallel()
	r := newRig(t, defaultDeal)
	r.core.Handler.(*bot.Bot).SetWebBoard(linkBoard{})
	r.fake.SetUser(bob, "Боб", discordtest.PermMember, "ru")

	id := r.command(bob, "rules", map[string]any{"tile": "archipirata"})
	texts := r.interactionTexts(id)
	if len(texts) < 2 {
		t.Errorf("the Russian rules of Archipirata came in %d message(s), want several", len(texts))
	}
	for k, s := range texts {
		if n := utf8.RuneCountInString(s); n > 2000 || strings.HasSuffix(s, "…") {
			t.Errorf("rules message %d: %d characters, cut: %v", k+1, n, strings.HasSuffix(s, "…"))
		}
	}
	if all := strings.Join(texts, "\n"); !strings.Contains(all, "Ходы: take 3 cw") || !strings.Contains(all, "Наши уточнения") {
		t.Errorf("the rules lack their moves or their rulings:\n%s", all)
	}

	for _, tc := range []struct {
		user, sub string
		opts      map[string]any
	}{
		{alice, "help", nil},
		{bob, "help", nil},
		{alice, "board", nil}, // "There is no game in this chat. Start one with /new."
		{alice, "settings", nil},
	} {
		id := r.command(tc.user, tc.sub, tc.opts)
		for _, s := range r.interactionTexts(id) {
			if m := telegramCommand.FindString(s); m != "" {
				t.Errorf("/jackal %s answers with %q, a command Discord does not have: %q", tc.sub, strings.TrimSpace(m), s)
			}
			if !strings.Contains(s, "/jackal ") {
				t.Errorf("/jackal %s names no /jackal command: %q", tc.sub, s)
			}
		}
	}

	r.command(alice, "new", map[string]any{"crews": "duel"})
	r.command(bob, "join", nil)
	r.command(alice, "start", nil)
	g := r.mustGame()
	for _, tc := range []struct {
		user string
		opts map[string]any
		link string
	}{
		{alice, nil, linkBoard{}.PlayerLink("", g.ID, bot.User{})},
		{carol, map[string]any{"watch": true}, linkBoard{}.WatchLink("", g.ID)},
	} {
		id := r.command(tc.user, "web", tc.opts)
		e := r.ephemerals(id)
		if len(e) != 1 || !strings.Contains(e[0].Content, tc.link) {
			t.Errorf("/jackal web for %s: %+v, want the link %s as it is", tc.user, e, tc.link)
		}
	}
}

// englishWords are words of the bot's English texts that a Russian
// table must never show (the notation and the commands aside).
var englishWords = regexp.MustCompile(`\b(to act|Round|Join|Press|Crews|free|Gold|wins|turn|Players|Only|game)\b`)

// TestE2ERussianTableOddNames plays a duel in a channel set to Russian
// between players whose names are markdown and a mass mention, with a
// spectator whose client speaks English, and checks every request the
// bot sent: Discord accepted it; it lets nobody be notified but the one
// player it pings; the names show literally (escaped), never as markup;
// no text names a command Discord does not have; and the public texts
// are Russian. A spectator's press is answered to her alone.
func TestE2ERussianTableOddNames(t *testing.T) {
	t.Parallel()
	const aliceName, bobName = "A*l_i~c|e> `x`", "@everyone"
	r := newRig(t, defaultDeal)
	r.fake.SetUser(alice, aliceName, discordtest.PermMember|discordtest.PermManageChannels, "ru")
	r.fake.SetUser(bob, bobName, discordtest.PermMember, "ru")
	r.command(alice, "settings", map[string]any{"lang": "ru"})
	r.command(alice, "new", map[string]any{"crews": "duel"})
	r.command(bob, "join", nil)
	r.command(alice, "start", nil)
	p := newPlayer(r, agentSeed)
	for i := 0; i < 4; i++ {
		p.act()
	}
	newest := r.lastBoard()
	id := r.press(carol, newest.ID, controls(newest)[0])
	if e := r.ephemerals(id); len(e) != 1 || e[0].VisibleTo != carol {
		t.Errorf("a spectator's press was answered %+v, want one message for her alone", e)
	}
	r.command(bob, "status", nil)
	r.command(bob, "history", nil)
	r.command(bob, "resign", nil)

	escapedAlice := `A\*l\_i\~c\|e\> \` + "`x\\`"
	seen := map[string]bool{}
	for _, q := range r.fake.Requests() {
		if q.Status >= 300 {
			t.Errorf("request %d refused: %s", q.Seq, q)
		}
		content, am, ok := sentText(q)
		if !ok {
			continue
		}
		if am == nil || len(am.Parse) != 0 || len(am.Roles) != 0 || len(am.Users) > 1 {
			t.Errorf("request %d may notify more than one player: %s", q.Seq, q)
		} else if len(am.Users) == 1 && !strings.HasPrefix(content, "<@"+am.Users[0]+">") {
			t.Errorf("request %d lets %s be notified without pinging them: %q", q.Seq, am.Users[0], content)
		}
		for _, name := range []string{aliceName, bobName} {
			if unescaped(content, name) {
				t.Errorf("request %d shows the name %q unescaped: %q", q.Seq, name, content)
			}
		}
		seen["alice"] = seen["alice"] || strings.Contains(content, escapedAlice)
		seen["bob"] = seen["bob"] || strings.Contains(content, `\@everyone`)
		if m := telegramCommand.FindString(content); m != "" {
			t.Errorf("request %d names %q, a command Discord does not have: %q", q.Seq, strings.TrimSpace(m), content)
		}
		if q.VisibleTo == "" || q.VisibleTo == carol {
			if m := englishWords.FindString(content); m != "" {
				t.Errorf("request %d shows English (%q) at a Russian table: %q", q.Seq, m, content)
			}
		}
	}
	if !seen["alice"] || !seen["bob"] {
		t.Errorf("the names were never shown escaped: %v", seen)
	}
}

// sentText is the content a request sets and its allowed_mentions; false
// when it sets no content.
func sentText(q discordtest.Request) (string, *discordtest.AllowedMentions, bool) {
	var body struct {
		Content *string                      `json:"content"`
		Mention *discordtest.AllowedMentions `json:"allowed_mentions"`
		Data    *struct {
			Content *string                      `json:"content"`
			Mention *discordtest.AllowedMentions `json:"allowed_mentions"`
		} `json:"data"`
	}
	if json.Unmarshal(q.Body, &body) != nil {
		return "", nil, false
	}
	if body.Data != nil {
		body.Content, body.Mention = body.Data.Content, body.Data.Mention
	}
	if body.Content == nil || *body.Content == "" {
		return "", nil, false
	}
	return *body.Content, body.Mention, true
}

// unescaped tells whether name shows in content as it is, its first
// character not escaped (a name escaped within, "A\*l", never matches).
func unescaped(content, name string) bool {
	for i := 0; ; {
		k := strings.Index(content[i:], name)
		if k < 0 {
			return false
		}
		if at := i + k; at == 0 || content[at-1] != '\\' {
			return true
		}
		i += k + 1
	}
}
