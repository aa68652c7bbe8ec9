package discord

import (
	"fmt"
	"math"
	"strconv"
	"strings"

	"github.com/bwmarrin/discordgo"
)

// subcommand finds the subcommand of a /jackal interaction and its options.
// A subcommand of a group (/jackal campaign new …) is given as the
// group's subcommand with the inner subcommand's name as its option optDo.
func subcommand(d discordgo.ApplicationCommandInteractionData) (*discordgo.ApplicationCommandInteractionDataOption, error) {
	if d.Name != CommandName || len(d.Options) != 1 {
		return nil, fmt.Errorf("%w: /%s", ErrUnknownCommand, d.Name)
	}
	o := d.Options[0]
	switch {
	case o.Type == discordgo.ApplicationCommandOptionSubCommand:
		return o, nil
	case o.Type == discordgo.ApplicationCommandOptionSubCommandGroup && o.Name == subCampaign &&
		len(o.Options) == 1 && o.Options[0].Type == discordgo.ApplicationCommandOptionSubCommand:
		inner := o.Options[0]
		do := &discordgo.ApplicationCommandInteractionDataOption{Name: optDo, Type: discordgo.ApplicationCommandOptionString, Value: inner.Name}
		return &discordgo.ApplicationCommandInteractionDataOption{Name: o.Name, Type: discordgo.ApplicationCommandOptionSubCommand,
			Options: append([]*discordgo.ApplicationCommandInteractionDataOption{do}, inner.Options...)}, nil
	}
	return nil, fmt.Errorf("%w: /%s", ErrUnknownCommand, d.Name)
}

// commandArgs joins a subcommand's options into Request.Args, in the order
// the core parses them (see the package documentation). It gives one Args
// per request: settings makes one request per setting given, since the
// core takes one setting at a time.
func commandArgs(sub *discordgo.ApplicationCommandInteractionDataOption) []string {
	v := optionValues(sub.Options)
	var f []string
	add := func(s ...string) {
		for _, x := range s {
			if x = strings.TrimSpace(x); x != "" {
				f = append(f, x)
			}
		}
	}
	switch sub.Name {
	case subNew:
		add(v.text(optGame), v.text(optCrews))
		add(strings.Fields(v.text(optVariant))...)
		if v.flag(optPlaneWaits) {
			add(optPlaneWaits)
		}
		if h, given := v.number(optRemind); given {
			if h <= 0 {
				add("remind=off")
			} else {
				add("remind=" + strconv.Itoa(h))
			}
		}
		add(strings.FieldsFunc(v.text(optSeats), func(r rune) bool { return r == ',' || r == ' ' || r == ';' })...)
	case subJoin:
		add(v.text(optColour))
	case subMove:
		add(v.text(optAction))
	case subRules:
		add(v.text(optTile))
	case subReplay:
		add(v.text(optGame))
	case subWeb:
		if v.flag(optWatch) {
			add("watch")
		}
	case subStats:
		// a game names the ratings shown: it goes with "ratings", or
		// alone means them
		scope, game := v.text(optScope), v.text(optGame)
		switch {
		case scope == "ratings" || (scope == "" && game != ""):
			add("ratings", game)
		default:
			add(scope)
		}
	case subPuzzle:
		if n, given := v.number(optNumber); given {
			add(strconv.Itoa(n))
		}
	case subCampaign:
		do := v.text(optDo)
		add(do)
		switch do {
		case subNew:
			add(v.text(optGame))
			if n, given := v.number(optLength); given {
				f := v.text(optFormat)
				if f == "" {
					f = "best-of"
				}
				add(f + "=" + strconv.Itoa(n))
			}
			add(strings.Fields(v.text(optVariant))...)
			add(strings.FieldsFunc(v.text(optSeats), func(r rune) bool { return r == ',' || r == ' ' || r == ';' })...)
		case subCampaignName:
			if n, given := v.number(optNumber); given {
				add(strconv.Itoa(n))
			}
			add(v.text(optName))
		}
	case subSettings:
		return settingsArgs(v)
	}
	return []string{strings.Join(f, " ")}
}

// settingsArgs are the settings requests: "lang <l>", "mylang <l>",
// "remind <hours>|off", in that order; "" (show them) when none is given.
func settingsArgs(v values) []string {
	var out []string
	if l := v.text(optLang); l != "" {
		out = append(out, "lang "+l)
	}
	if l := v.text(optMyLang); l != "" {
		out = append(out, "mylang "+l)
	}
	h, given := v.number(optHours)
	switch every := v.text(optReminders); {
	case every == "off":
		out = append(out, "remind off")
	case given && h > 0:
		out = append(out, "remind "+strconv.Itoa(h))
	case every != "":
		out = append(out, "remind "+every)
	}
	if len(out) == 0 {
		out = []string{""}
	}
	return out
}

// values are an interaction's option values by name.
type values map[string]any

func optionValues(opts []*discordgo.ApplicationCommandInteractionDataOption) values {
	v := values{}
	for _, o := range opts {
		v[o.Name] = o.Value
	}
	return v
}

// text is a string option ("" when absent).
func (v values) text(name string) string {
	switch x := v[name].(type) {
	case string:
		return strings.TrimSpace(x)
	case float64:
		return strconv.FormatFloat(x, 'f', -1, 64)
	case bool:
		return strconv.FormatBool(x)
	}
	return ""
}

// flag is a boolean option (false when absent).
func (v values) flag(name string) bool {
	b, _ := v[name].(bool)
	return b
}

// number is an integer option and whether it was given.
func (v values) number(name string) (int, bool) {
	switch x := v[name].(type) {
	case float64:
		return int(math.Round(x)), true
	case string:
		n, err := strconv.Atoi(strings.TrimSpace(x))
		return n, err == nil
	}
	return 0, false
}

// completion is the core's completion request for the option being typed
// in sub: "new" completes the game, "variant" the modes and variants of
// the game chosen ("<game> <typed>"), others the subcommand's argument.
func completion(sub *discordgo.ApplicationCommandInteractionDataOption) (command, args, typed string) {
	name, typed := focused(sub)
	if name == "" {
		return "", "", ""
	}
	if (sub.Name == subNew || sub.Name == subCampaign) && name == optVariant {
		return "variant", optionValues(sub.Options).text(optGame) + " " + typed, typed
	}
	if sub.Name == subCampaign && name == optGame {
		return "new", typed, typed // the games, as /jackal new completes them
	}
	return sub.Name, typed, typed
}

// focused is the option being typed in sub, an autocomplete
// interaction's subcommand, with its text so far.
func focused(sub *discordgo.ApplicationCommandInteractionDataOption) (name, typed string) {
	for _, o := range sub.Options {
		if o.Focused {
			return o.Name, optionValues([]*discordgo.ApplicationCommandInteractionDataOption{o}).text(o.Name)
		}
	}
	return "", ""
}
