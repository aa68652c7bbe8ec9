package discordtest

import (
	"encoding/json"
	"fmt"
	"net/http"
	"regexp"
	"strings"
	"time"
	"unicode/utf8"

	"github.com/bwmarrin/discordgo"
)

// command is a registered application command.
type command = discordgo.ApplicationCommand

// commandName is what Discord accepts as a command or option name.
var commandName = regexp.MustCompile(`^[-_\p{Ll}\p{Lo}\p{N}]{1,32}$`)

// commandsLocked serves /applications/{app}[/guilds/{guild}]/commands[/{id}].
func (s *Server) commandsLocked(method string, seg []string, in body) response {
	if seg[1] != AppID {
		return fail(http.StatusForbidden, CodeMissingAccess, codeText[CodeMissingAccess])
	}
	guild, rest := "", seg[2:]
	if len(rest) >= 2 && rest[0] == "guilds" {
		guild, rest = rest[1], rest[2:]
	}
	if len(rest) == 0 || rest[0] != "commands" || len(rest) > 2 {
		return fail(http.StatusNotFound, 0, "404: Not Found")
	}
	list := s.commands[guild]
	if len(rest) == 2 {
		for i, c := range list {
			if c.ID != rest[1] {
				continue
			}
			switch method {
			case http.MethodGet:
				return ok(c)
			case http.MethodDelete:
				s.commands[guild] = append(list[:i], list[i+1:]...)
				return noContent()
			}
		}
		return fail(http.StatusNotFound, 10063, "Unknown application command")
	}
	switch method {
	case http.MethodGet:
		return ok(append([]*command{}, list...))
	case http.MethodPut:
		var cmds []*command
		if err := json.Unmarshal(in.json, &cmds); err != nil {
			return fail(http.StatusBadRequest, CodeInvalidForm, err.Error())
		}
		for _, c := range cmds {
			if err := checkCommand(c); err != nil {
				return fail(http.StatusBadRequest, CodeInvalidForm, err.Error())
			}
			s.placeLocked(guild, c, list)
		}
		s.commands[guild] = cmds
		return ok(cmds)
	case http.MethodPost:
		var c command
		if err := json.Unmarshal(in.json, &c); err != nil {
			return fail(http.StatusBadRequest, CodeInvalidForm, err.Error())
		}
		if err := checkCommand(&c); err != nil {
			return fail(http.StatusBadRequest, CodeInvalidForm, err.Error())
		}
		s.placeLocked(guild, &c, list)
		kept := []*command{&c}
		for _, o := range list {
			if o.Name != c.Name {
				kept = append(kept, o)
			}
		}
		s.commands[guild] = kept
		return ok(&c)
	}
	return fail(http.StatusMethodNotAllowed, 0, "405: Method Not Allowed")
}

// placeLocked gives a command its ids, keeping the id of a same-named one.
func (s *Server) placeLocked(guild string, c *command, old []*command) {
	c.ID, c.ApplicationID, c.GuildID, c.Version = "", AppID, guild, s.ids.next(time.Now())
	if c.Type == 0 {
		c.Type = discordgo.ChatApplicationCommand
	}
	for _, o := range old {
		if o.Name == c.Name {
			c.ID = o.ID
		}
	}
	if c.ID == "" {
		c.ID = s.ids.next(time.Now())
	}
}

// checkCommand applies Discord's rules on a chat command.
func checkCommand(c *command) error {
	if !commandName.MatchString(c.Name) {
		return fmt.Errorf("%w: command name %q", errForm, c.Name)
	}
	if n := utf8.RuneCountInString(c.Description); n < 1 || n > 100 {
		return fmt.Errorf("%w: command %q description must be 1–100 characters", errForm, c.Name)
	}
	return checkOptions(c.Name, c.Options, 0)
}

// checkOptions checks a list of options, subcommands nested at most twice.
func checkOptions(where string, opts []*discordgo.ApplicationCommandOption, depth int) error {
	if len(opts) > 25 {
		return fmt.Errorf("%w: %s has %d options, at most 25", errForm, where, len(opts))
	}
	seen := map[string]bool{}
	optional := false
	for _, o := range opts {
		name := where + " " + o.Name
		if !commandName.MatchString(o.Name) || seen[o.Name] {
			return fmt.Errorf("%w: option name %q", errForm, name)
		}
		seen[o.Name] = true
		if n := utf8.RuneCountInString(o.Description); n < 1 || n > 100 {
			return fmt.Errorf("%w: option %q description must be 1–100 characters", errForm, name)
		}
		sub := o.Type == discordgo.ApplicationCommandOptionSubCommand || o.Type == discordgo.ApplicationCommandOptionSubCommandGroup
		if sub {
			if depth >= 2 {
				return fmt.Errorf("%w: %q nests subcommands too deep", errForm, name)
			}
			if err := checkOptions(name, o.Options, depth+1); err != nil {
				return err
			}
			continue
		}
		if o.Required && optional {
			return fmt.Errorf("%w: required option %q after an optional one", errForm, name)
		}
		optional = optional || !o.Required
		if len(o.Choices) > 25 || (len(o.Choices) > 0 && o.Autocomplete) {
			return fmt.Errorf("%w: option %q choices", errForm, name)
		}
		for _, ch := range o.Choices {
			if n := utf8.RuneCountInString(ch.Name); n < 1 || n > 100 || strings.TrimSpace(ch.Name) == "" {
				return fmt.Errorf("%w: option %q choice name %q", errForm, name, ch.Name)
			}
		}
	}
	return nil
}
