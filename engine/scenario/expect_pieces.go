package scenario

import (
	"fmt"
	"slices"
	"strings"

	"github.com/jackalbot/jackal/engine"
	"go.yaml.in/yaml/v3"
)

// expectPieces reads expected pieces: "W1: e7" (the place and exactly the
// flags written, as in the pieces block; also "dead", "gone", "absent") or
// "W1: {at: e7, crew: white, flags: [held], converted: true}" (only the
// fields given).
func expectPieces(r reader, e *Expect, p pair) error {
	pairs, err := r.mapping(p.Value, "pieces", ErrExpect)
	if err != nil {
		return err
	}
	for _, q := range pairs {
		id, err := engine.ParsePiece(q.Key)
		if err != nil {
			return r.fail(q.KeyN, ErrExpect, "pieces: %v", err)
		}
		want, err := r.pieceWant(q)
		if err != nil {
			return err
		}
		e.add(q.KeyN.Line, "piece "+id.String(), func(f *facts) string {
			got, ok := f.report.Pieces[id.String()]
			if !ok {
				got.At = "absent"
			}
			return want.compare(got)
		})
	}
	return nil
}

// pieceWant is what is expected of one piece; nil fields are not checked.
type pieceWant struct {
	at        *string
	crew      *string
	flags     []string
	hasFlags  bool
	converted *bool
}

func (r reader) pieceWant(q pair) (pieceWant, error) {
	var w pieceWant
	if q.Value.Kind != yaml.MappingNode {
		s, err := r.scalar(q.Value, "pieces: "+q.Key, ErrExpect)
		if err != nil {
			return w, err
		}
		return r.pieceShort(q, s)
	}
	pairs, err := r.mapping(q.Value, "pieces: "+q.Key, ErrExpect)
	if err != nil {
		return w, err
	}
	for _, k := range pairs {
		switch strings.ToLower(k.Key) {
		case "at":
			s, err := r.scalar(k.Value, "at", ErrExpect)
			if err != nil {
				return w, err
			}
			s = strings.ToLower(s)
			w.at = &s
		case "crew":
			s, err := r.scalar(k.Value, "crew", ErrExpect)
			if err != nil {
				return w, err
			}
			c, err := engine.ParseCrew(s)
			if err != nil {
				return w, r.fail(k.Value, ErrExpect, "crew: %v", err)
			}
			name := c.String()
			w.crew = &name
		case "flags":
			fl, _, err := r.strings(k.Value, "flags", ErrExpect)
			if err != nil {
				return w, err
			}
			w.flags, w.hasFlags = lowerAll(fl), true
		case "converted":
			b, err := r.boolean(k.Value, "converted", ErrExpect)
			if err != nil {
				return w, err
			}
			w.converted = &b
		default:
			return w, r.fail(k.KeyN, ErrExpect, "pieces: %q is not at, crew, flags or converted", k.Key)
		}
	}
	return w, nil
}

// pieceShort reads "e7 [crew] [flags]", "dead", "gone" or "absent".
func (r reader) pieceShort(q pair, s string) (pieceWant, error) {
	var w pieceWant
	f := strings.Fields(strings.ToLower(s))
	if len(f) == 0 {
		return w, r.fail(q.Value, ErrExpect, "pieces: %s: write where it is", q.Key)
	}
	at := f[0]
	w.at = &at
	w.hasFlags = true
	w.flags = []string{}
	for _, x := range f[1:] {
		switch x {
		case "held", "lost", "drunk":
			w.flags = append(w.flags, x)
		case "converted":
			t := true
			w.converted = &t
		default:
			c, err := engine.ParseCrew(x)
			if err != nil {
				return w, r.fail(q.Value, ErrExpect, "pieces: %s: %q is not a crew or flag", q.Key, x)
			}
			name := c.String()
			w.crew = &name
		}
	}
	if w.converted == nil {
		fls := false
		w.converted = &fls
	}
	return w, nil
}

func (w pieceWant) compare(got PieceReport) string {
	var diffs []string
	if w.at != nil && got.At != *w.at {
		diffs = append(diffs, fmt.Sprintf("at %q, want %q", got.At, *w.at))
	}
	if got.At == "absent" {
		return strings.Join(diffs, "; ")
	}
	if w.crew != nil && got.Crew != *w.crew {
		diffs = append(diffs, fmt.Sprintf("crew %q, want %q", got.Crew, *w.crew))
	}
	if w.hasFlags {
		g, x := slices.Clone(got.Flags), slices.Clone(w.flags)
		slices.Sort(g)
		slices.Sort(x)
		if !slices.Equal(g, x) {
			diffs = append(diffs, fmt.Sprintf("flags %q, want %q", g, x))
		}
	}
	if w.converted != nil && got.Converted != *w.converted {
		diffs = append(diffs, fmt.Sprintf("converted %v, want %v", got.Converted, *w.converted))
	}
	return strings.Join(diffs, "; ")
}

func lowerAll(in []string) []string {
	out := make([]string, len(in))
	for i, s := range in {
		out[i] = strings.ToLower(s)
	}
	return out
}
