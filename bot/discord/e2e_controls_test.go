package discord_test

import (
	"regexp"
	"slices"
	"strings"

	"github.com/jackalbot/jackal/bot/discord/internal/discordtest"
)

// control is something a user can pick under a message: a button, or an
// option of a select menu (menu is then the menu's custom id). data is
// the core's button data, "<moves>:<verb>[:<arg>]".
type control struct {
	menu, data, label string
}

// verb is the verb of the control's data.
func (c control) verb() string {
	parts := strings.SplitN(c.data, ":", 3)
	if len(parts) < 2 {
		return ""
	}
	return parts[1]
}

// arg is the argument of the control's data ("" when it has none).
func (c control) arg() string {
	parts := strings.SplitN(c.data, ":", 3)
	if len(parts) < 3 {
		return ""
	}
	return parts[2]
}

// controls lists the enabled controls under a message, row after row.
func controls(m discordtest.Message) []control {
	var out []control
	for _, row := range m.Components {
		for _, b := range row.Buttons {
			if !b.Disabled && b.CustomID != "" {
				out = append(out, control{data: b.CustomID, label: b.Label})
			}
		}
		if s := row.Select; s != nil {
			for _, o := range s.Options {
				out = append(out, control{menu: s.CustomID, data: o.Value, label: o.Label})
			}
		}
	}
	return out
}

// find is the first control with one of the verbs and, unless arg is "",
// that argument.
func find(cs []control, arg string, verbs ...string) (control, bool) {
	for _, c := range cs {
		if slices.Contains(verbs, c.verb()) && (arg == "" || c.arg() == arg) {
			return c, true
		}
	}
	return control{}, false
}

// datas lists the data of controls, for failure messages.
func datas(cs []control) []string {
	out := make([]string, len(cs))
	for i, c := range cs {
		out[i] = c.data
		if c.menu != "" {
			out[i] = c.menu + "/" + c.data
		}
	}
	return out
}

// mentionAt matches the mention a board starts with.
var mentionAt = regexp.MustCompile(`^<@([0-9]+)> `)

// mentioned is the user a message starts by mentioning ("" for nobody).
func mentioned(m discordtest.Message) string {
	if g := mentionAt.FindStringSubmatch(m.Content); g != nil {
		return g[1]
	}
	return ""
}

// onlyMentions tells what is wrong with a message's mentions when it may
// notify user alone (nobody when user is ""): "" when nothing is.
func onlyMentions(m discordtest.Message, user string) string {
	am := m.AllowedMentions
	switch {
	case am == nil:
		return "no allowed_mentions"
	case len(am.Parse) != 0 || len(am.Roles) != 0 || am.RepliedUser:
		return "allowed_mentions lets more than users be notified"
	case user == "" && len(am.Users) != 0:
		return "allowed_mentions names users on a message that pings nobody"
	case user != "" && !slices.Equal(am.Users, []string{user}):
		return "allowed_mentions users are " + strings.Join(am.Users, ",") + ", want " + user
	case mentioned(m) != user:
		return "the message mentions " + mentioned(m) + ", want " + user
	case strings.Count(m.Content, "<@") > min(1, len(user)):
		return "the text holds another mention"
	}
	return ""
}
