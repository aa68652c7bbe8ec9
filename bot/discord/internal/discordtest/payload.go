package discordtest

import (
	"encoding/json"
	"errors"
	"fmt"
	"strings"
	"unicode/utf8"
)

// errForm is a message body Discord would refuse (50035 Invalid Form Body).
var errForm = errors.New("invalid form body")

// Discord's limits on a message.
const (
	maxContent     = 2000
	maxRows        = 5
	maxRowButtons  = 5
	maxCustomID    = 100
	maxButtonLabel = 80
	maxOptions     = 25
	maxOptionText  = 100
	maxPlaceholder = 150
	maxChoices     = 25
)

// payload is a decoded message create/edit or callback body.
type payload struct {
	Content         *string          `json:"content"`
	Components      *json.RawMessage `json:"components"`
	Flags           *int             `json:"flags"`
	AllowedMentions *AllowedMentions `json:"allowed_mentions"`
	Attachments     *[]wireRef       `json:"attachments"`
	Choices         []Choice         `json:"choices"`
	CustomID        string           `json:"custom_id"`
	Title           string           `json:"title"`
}

// wireRef is an entry of the attachments array: an existing attachment to
// keep, or a reference to an uploaded file.
type wireRef struct {
	ID json.RawMessage `json:"id"`
}

// key is the reference's id as text, quoted or not.
func (r wireRef) key() string { return strings.Trim(string(r.ID), `"`) }

// decodePayload reads and checks a message body.
func decodePayload(raw []byte) (payload, error) {
	var p payload
	if len(raw) == 0 {
		return p, nil
	}
	if err := json.Unmarshal(raw, &p); err != nil {
		return p, fmt.Errorf("%w: %w", errForm, err)
	}
	if p.Content != nil && utf8.RuneCountInString(*p.Content) > maxContent {
		return p, fmt.Errorf("%w: content is longer than %d characters", errForm, maxContent)
	}
	if p.Components != nil {
		if _, err := decodeRows(*p.Components); err != nil {
			return p, err
		}
	}
	if len(p.Choices) > maxChoices {
		return p, fmt.Errorf("%w: %d autocomplete choices, at most %d", errForm, len(p.Choices), maxChoices)
	}
	for _, c := range p.Choices {
		if n := utf8.RuneCountInString(c.Name); n < 1 || n > maxOptionText {
			return p, fmt.Errorf("%w: choice name %q", errForm, c.Name)
		}
		if s, isText := c.Value.(string); isText && utf8.RuneCountInString(s) > maxOptionText {
			return p, fmt.Errorf("%w: choice value %q", errForm, s)
		}
	}
	return p, nil
}

// wireComponent is a component as sent.
type wireComponent struct {
	Type        int             `json:"type"`
	Components  []wireComponent `json:"components"`
	Label       string          `json:"label"`
	Style       int             `json:"style"`
	CustomID    string          `json:"custom_id"`
	URL         string          `json:"url"`
	Disabled    bool            `json:"disabled"`
	Placeholder string          `json:"placeholder"`
	Options     []struct {
		Label       string `json:"label"`
		Value       string `json:"value"`
		Description string `json:"description"`
		Default     bool   `json:"default"`
		Emoji       *struct {
			Name string `json:"name"`
		} `json:"emoji"`
	} `json:"options"`
}

// decodeRows checks components against Discord's limits and decodes them.
func decodeRows(raw json.RawMessage) ([]Row, error) {
	var wire []wireComponent
	if err := json.Unmarshal(raw, &wire); err != nil {
		return nil, fmt.Errorf("%w: components: %w", errForm, err)
	}
	if len(wire) > maxRows {
		return nil, fmt.Errorf("%w: %d action rows, at most %d", errForm, len(wire), maxRows)
	}
	ids := map[string]bool{}
	unique := func(id string) error {
		if n := utf8.RuneCountInString(id); n < 1 || n > maxCustomID {
			return fmt.Errorf("%w: custom_id %q must be 1–%d characters", errForm, id, maxCustomID)
		}
		if ids[id] {
			return fmt.Errorf("%w: custom_id %q used twice", errForm, id)
		}
		ids[id] = true
		return nil
	}
	rows := make([]Row, 0, len(wire))
	for _, w := range wire {
		if w.Type != 1 || len(w.Components) == 0 {
			return nil, fmt.Errorf("%w: a top-level component must be a non-empty action row", errForm)
		}
		var row Row
		for _, c := range w.Components {
			switch c.Type {
			case 2:
				b, err := decodeButton(c, unique)
				if err != nil {
					return nil, err
				}
				row.Buttons = append(row.Buttons, b)
			case 3:
				if len(w.Components) != 1 {
					return nil, fmt.Errorf("%w: a select menu must be alone in its row", errForm)
				}
				sel, err := decodeSelect(c, unique)
				if err != nil {
					return nil, err
				}
				row.Select = sel
			default:
				return nil, fmt.Errorf("%w: component type %d in an action row", errForm, c.Type)
			}
		}
		if len(row.Buttons) > maxRowButtons {
			return nil, fmt.Errorf("%w: %d buttons in a row, at most %d", errForm, len(row.Buttons), maxRowButtons)
		}
		rows = append(rows, row)
	}
	return rows, nil
}

func decodeButton(c wireComponent, unique func(string) error) (Button, error) {
	if c.Style < 1 || c.Style > 5 {
		return Button{}, fmt.Errorf("%w: button style %d", errForm, c.Style)
	}
	if c.Label == "" || utf8.RuneCountInString(c.Label) > maxButtonLabel {
		return Button{}, fmt.Errorf("%w: button label %q must be 1–%d characters", errForm, c.Label, maxButtonLabel)
	}
	if c.Style == 5 {
		if c.URL == "" || c.CustomID != "" {
			return Button{}, fmt.Errorf("%w: a link button needs a url and no custom_id", errForm)
		}
	} else if c.URL != "" {
		return Button{}, fmt.Errorf("%w: only a link button has a url", errForm)
	} else if err := unique(c.CustomID); err != nil {
		return Button{}, err
	}
	return Button{Label: c.Label, CustomID: c.CustomID, Style: c.Style, URL: c.URL, Disabled: c.Disabled}, nil
}

func decodeSelect(c wireComponent, unique func(string) error) (*Select, error) {
	if err := unique(c.CustomID); err != nil {
		return nil, err
	}
	if n := len(c.Options); n < 1 || n > maxOptions {
		return nil, fmt.Errorf("%w: %d select options, 1–%d allowed", errForm, n, maxOptions)
	}
	if utf8.RuneCountInString(c.Placeholder) > maxPlaceholder {
		return nil, fmt.Errorf("%w: placeholder longer than %d", errForm, maxPlaceholder)
	}
	sel := &Select{CustomID: c.CustomID, Placeholder: c.Placeholder}
	values := map[string]bool{}
	for _, o := range c.Options {
		for _, t := range []string{o.Label, o.Value} {
			if n := utf8.RuneCountInString(t); n < 1 || n > maxOptionText {
				return nil, fmt.Errorf("%w: select option text %q must be 1–%d characters", errForm, t, maxOptionText)
			}
		}
		if utf8.RuneCountInString(o.Description) > maxOptionText {
			return nil, fmt.Errorf("%w: select option description too long", errForm)
		}
		if values[o.Value] {
			return nil, fmt.Errorf("%w: select value %q used twice", errForm, o.Value)
		}
		values[o.Value] = true
		opt := Option{Label: o.Label, Value: o.Value, Description: o.Description, Default: o.Default}
		if o.Emoji != nil {
			opt.Emoji = o.Emoji.Name
		}
		sel.Options = append(sel.Options, opt)
	}
	return sel, nil
}
