package scenario

import (
	"fmt"
	"slices"
	"strings"

	"github.com/jackalbot/jackal/engine"
)

// expectPending reads the expected pending choice: null for none, or
// {piece, choose, options} (each optional; options compared as a set).
func expectPending(r reader, e *Expect, p pair) error {
	if isNull(p.Value) || strings.EqualFold(p.Value.Value, "none") {
		e.add(p.KeyN.Line, "pending", func(f *facts) string {
			if f.report.Pending != nil {
				return fmt.Sprintf("a %s choice of %s is pending, want none", f.report.Pending.Choose, f.report.Pending.Piece)
			}
			return ""
		})
		return nil
	}
	pairs, err := r.mapping(p.Value, "pending", ErrExpect)
	if err != nil {
		return err
	}
	var piece, choose *string
	var options []string
	hasOptions := false
	for _, q := range pairs {
		switch strings.ToLower(q.Key) {
		case "piece":
			s, err := r.scalar(q.Value, "pending: piece", ErrExpect)
			if err != nil {
				return err
			}
			id, err := engine.ParsePiece(s)
			if err != nil {
				return r.fail(q.Value, ErrExpect, "pending: %v", err)
			}
			name := id.String()
			piece = &name
		case "choose":
			s, err := r.scalar(q.Value, "pending: choose", ErrExpect)
			if err != nil {
				return err
			}
			s = strings.ToLower(s)
			choose = &s
		case "options":
			cells, nodes, err := r.strings(q.Value, "pending: options", ErrExpect)
			if err != nil {
				return err
			}
			for i, c := range cells {
				x, err := engine.ParseCell(c)
				if err != nil {
					return r.fail(nodes[i], ErrExpect, "pending: %v", err)
				}
				options = append(options, x.String())
			}
			hasOptions = true
		default:
			return r.fail(q.KeyN, ErrExpect, "pending: %q is not piece, choose or options", q.Key)
		}
	}
	e.add(p.KeyN.Line, "pending", func(f *facts) string {
		pr := f.report.Pending
		if pr == nil {
			return "no choice is pending"
		}
		var diffs []string
		if piece != nil && pr.Piece != *piece {
			diffs = append(diffs, fmt.Sprintf("piece %q, want %q", pr.Piece, *piece))
		}
		if choose != nil && pr.Choose != *choose {
			diffs = append(diffs, fmt.Sprintf("choose %q, want %q", pr.Choose, *choose))
		}
		if hasOptions {
			if d := differSet(pr.Options, options); d != "" {
				diffs = append(diffs, "options: "+d)
			}
		}
		return strings.Join(diffs, "; ")
	})
	return nil
}

// eventFields are the keys an expected event may give.
var eventFields = []string{"type", "piece", "crew", "from", "to", "kind", "rot", "how", "gold", "n", "by", "private"}

// expectEvents reads events_have (each pattern must match some event, or
// exactly count events when it gives count) or events_lack (no event may
// match any pattern). A pattern gives some of the fields of the JSON
// events, and "private" (the crew an event is private to).
func expectEvents(have bool) func(reader, *Expect, pair) error {
	what := "events_lack"
	if have {
		what = "events_have"
	}
	return func(r reader, e *Expect, p pair) error {
		items, err := r.sequence(p.Value, what, ErrExpect)
		if err != nil {
			return err
		}
		for _, it := range items {
			pairs, err := r.mapping(it, what, ErrExpect)
			if err != nil {
				return err
			}
			pat := map[string]string{}
			count := -1
			for _, q := range pairs {
				key := strings.ToLower(q.Key)
				if key == "count" && have {
					if count, err = r.integer(q.Value, "count", 1000, ErrExpect); err != nil {
						return err
					}
					continue
				}
				if !slices.Contains(eventFields, key) {
					return r.fail(q.KeyN, ErrExpect, "%s: %q is not one of %s", what, q.Key, strings.Join(eventFields, ", "))
				}
				s, err := r.scalar(q.Value, what+": "+q.Key, ErrExpect)
				if err != nil {
					return err
				}
				pat[key] = normalField(key, s)
				if k, err := r.kind(s); key == "kind" && err == nil {
					pat[key] = k.String() // the tile id as the game names it
				}
			}
			if len(pat) == 0 {
				return r.fail(it, ErrExpect, "%s: an event pattern needs at least a field", what)
			}
			desc := patternText(pat)
			e.add(it.Line, what+" "+desc, func(f *facts) string {
				n := 0
				for _, ev := range f.res.Events {
					if eventMatches(ev, pat) {
						n++
					}
				}
				switch {
				case !have && n > 0:
					return fmt.Sprintf("%d such events happened", n)
				case have && count >= 0 && n != count:
					return fmt.Sprintf("%d such events, want %d", n, count)
				case have && count < 0 && n == 0:
					return "no such event; events: " + eventsText(f.res.Events)
				}
				return ""
			})
		}
		return nil
	}
}

// normalField writes an expected field as the report writes it.
func normalField(key, v string) string {
	switch key {
	case "piece", "by":
		if id, err := engine.ParsePiece(v); err == nil {
			return id.String()
		}
	case "crew", "private":
		if c, err := engine.ParseCrew(v); err == nil {
			return c.String()
		}
	}
	return strings.ToLower(v)
}

// eventMatches reports whether event ev has every field of pat.
func eventMatches(ev engine.Event, pat map[string]string) bool {
	er := eventReport(ev)
	got := map[string]string{
		"type": er.Type, "piece": er.Piece, "crew": er.Crew, "from": er.From, "to": er.To,
		"kind": er.Kind, "rot": er.Rot, "how": er.How, "gold": er.Gold, "by": er.By,
		"n": fmt.Sprint(er.N), "private": ev.Private.String(),
	}
	for k, v := range pat {
		if got[k] != v {
			return false
		}
	}
	return true
}

func patternText(pat map[string]string) string {
	var parts []string
	for _, k := range eventFields {
		if v, ok := pat[k]; ok {
			parts = append(parts, k+"="+v)
		}
	}
	return "{" + strings.Join(parts, " ") + "}"
}

// eventsText lists events briefly, for failure messages.
func eventsText(evs []engine.Event) string {
	var parts []string
	for _, ev := range evs {
		er := eventReport(ev)
		s := er.Type
		for _, kv := range [][2]string{{"piece", er.Piece}, {"from", er.From}, {"to", er.To}, {"how", er.How}, {"kind", er.Kind}, {"gold", er.Gold}} {
			if kv[1] != "" {
				s += " " + kv[0] + "=" + kv[1]
			}
		}
		parts = append(parts, s)
	}
	return strings.Join(parts, "; ")
}

// expectViews reads views: {crew: {cell: kind}}, the kind a crew's View
// shows on a tile ("hidden" for a tile it may not see).
func expectViews(r reader, e *Expect, p pair) error {
	crews, err := r.mapping(p.Value, "views", ErrExpect)
	if err != nil {
		return err
	}
	for _, cq := range crews {
		c, err := engine.ParseCrew(cq.Key)
		if err != nil {
			return r.fail(cq.KeyN, ErrExpect, "views: %v", err)
		}
		cells, err := r.mapping(cq.Value, "views: "+cq.Key, ErrExpect)
		if err != nil {
			return err
		}
		for _, q := range cells {
			x, err := engine.ParseCell(q.Key)
			if err != nil || !r.board.IsIsland(x) {
				return r.fail(q.KeyN, ErrExpect, "views: %q is not an island cell", q.Key)
			}
			s, err := r.scalar(q.Value, "views", ErrExpect)
			if err != nil {
				return err
			}
			want := strings.ToLower(s)
			if want != "hidden" {
				k, err := r.kind(s)
				if err != nil {
					return r.fail(q.Value, ErrExpect, "views: %v", err)
				}
				want = k.String()
			}
			e.add(q.KeyN.Line, fmt.Sprintf("%s's view of %s", c, x), func(f *facts) string {
				v := engine.ViewFor(&f.res.State, c)
				return differ(v.Tiles[x].Kind.String(), want)
			})
		}
	}
	return nil
}
