package engine

import (
	"fmt"
	"strings"
)

// String is the action's canonical text form: pieces upper case, cells lower
// case, "+c"/"+g" before "!b". Examples: "W1 e5", "W1 f6/2", "W1 e5 +c !b",
// "ship h1", "revive W2", "give FRI", "e6", "stay", "pass"; in
// Archipelago also "place c1", "boat f3", "bottle W2", a choice by
// direction, "ne", and the abilities' "W1 e5 +2c" (the strongman's two
// coins), "W2 shoot e5" (the sharpshooter) and "W2 scout e5" (the scout).
func (a Action) String() string {
	switch a.Kind {
	case ActMove:
		var b strings.Builder
		b.Grow(16)
		b.WriteString(a.Piece.String())
		b.WriteByte(' ')
		b.WriteString(a.To.String())
		if a.Step > 0 {
			b.WriteByte('/')
			b.WriteByte('0' + a.Step)
		}
		switch a.Drag {
		case DragCoin:
			b.WriteString(" +c")
		case DragGalleon:
			b.WriteString(" +g")
		case DragTwoCoins:
			b.WriteString(" +2c")
		}
		if a.Bottle {
			b.WriteString(" !b")
		}
		return b.String()
	case ActShip:
		return "ship " + a.To.String()
	case ActPlace:
		return "place " + a.To.String()
	case ActBoat:
		return "boat " + a.To.String()
	case ActRevive:
		return "revive " + a.Piece.String()
	case ActGive:
		return "give " + a.Piece.String()
	case ActBottle:
		return "bottle " + a.Piece.String()
	case ActShoot:
		return a.Piece.String() + " shoot " + a.To.String()
	case ActScout:
		return a.Piece.String() + " scout " + a.To.String()
	case ActChoose:
		if d, ok := a.IsDir(); ok {
			return d.String()
		}
		return a.To.String()
	case ActStay:
		return "stay"
	case ActPass:
		return "pass"
	}
	return "?"
}

// Format is the canonical text of a; the same as a.String().
func Format(a Action) string { return a.String() }

// MarshalText implements encoding.TextMarshaler with the canonical form.
func (a Action) MarshalText() ([]byte, error) {
	if a.Kind == ActNone {
		return nil, fmt.Errorf("%w: empty action", ErrSyntax)
	}
	return []byte(a.String()), nil
}

// UnmarshalText implements encoding.TextUnmarshaler with Parse.
func (a *Action) UnmarshalText(b []byte) error {
	x, err := Parse(string(b))
	if err != nil {
		return err
	}
	*a = x
	return nil
}

// maxNotation bounds the text Parse looks at: no action is longer.
const maxNotation = 64

// Parse reads an action in the notation, case-insensitively and with any
// spacing. It checks the form only; whether the action is legal is for
// Legal and Apply to say.
func Parse(s string) (Action, error) {
	if len(s) > maxNotation {
		return Action{}, fmt.Errorf("%w: an action is at most %d characters", ErrSyntax, maxNotation)
	}
	f := strings.Fields(s)
	if len(f) == 0 {
		return Action{}, fmt.Errorf("%w: empty action", ErrSyntax)
	}
	head := f[0]
	switch {
	case equalFold(head, "pass"), equalFold(head, "stay"):
		if len(f) != 1 {
			return Action{}, fmt.Errorf("%w: %q takes nothing after it", ErrSyntax, head)
		}
		if equalFold(head, "pass") {
			return Pass, nil
		}
		return Stay, nil
	case equalFold(head, "ship"):
		if len(f) != 2 {
			return Action{}, fmt.Errorf("%w: write \"ship <berth>\", such as \"ship h1\"", ErrSyntax)
		}
		c, err := ParseCell(f[1])
		if err != nil {
			return Action{}, err
		}
		return ShipTo(c), nil
	case equalFold(head, "place"), equalFold(head, "boat"):
		if len(f) != 2 {
			return Action{}, fmt.Errorf("%w: write \"%s <cell>\", such as \"%[2]s c1\"", ErrSyntax, strings.ToLower(head))
		}
		c, err := ParseCell(f[1])
		if err != nil {
			return Action{}, err
		}
		if equalFold(head, "place") {
			return PlaceBoat(c), nil
		}
		return BoatTo(c), nil
	case equalFold(head, "revive"), equalFold(head, "give"), equalFold(head, "bottle"):
		if len(f) != 2 {
			return Action{}, fmt.Errorf("%w: write \"%s <piece>\"", ErrSyntax, strings.ToLower(head))
		}
		p, err := ParsePiece(f[1])
		if err != nil {
			return Action{}, err
		}
		switch {
		case equalFold(head, "revive"):
			return Revive(p), nil
		case equalFold(head, "bottle"):
			return BottleFor(p), nil
		}
		return Give(p), nil
	}
	if len(f) == 1 {
		c, err := ParseCell(head)
		if d, ok := parseDir(head); ok && err != nil {
			return ChooseDir(d), nil
		}
		if err != nil {
			return Action{}, fmt.Errorf("%w: %q is neither a cell nor an action", ErrSyntax, head)
		}
		return Choose(c), nil
	}
	p, err := ParsePiece(head)
	if err != nil {
		return Action{}, err
	}
	if verb := f[1]; equalFold(verb, "shoot") || equalFold(verb, "scout") {
		if len(f) != 3 {
			return Action{}, fmt.Errorf("%w: write \"%s %s <cell>\", such as \"W2 %[3]s e5\"", ErrSyntax, p, strings.ToLower(verb))
		}
		c, err := ParseCell(f[2])
		if err != nil {
			return Action{}, err
		}
		if equalFold(verb, "shoot") {
			return Shoot(p, c), nil
		}
		return ScoutAt(p, c), nil
	}
	a := Action{Kind: ActMove, Piece: p}
	target := f[1]
	if i := strings.IndexByte(target, '/'); i >= 0 {
		st := target[i+1:]
		if len(st) != 1 || st[0] < '1' || st[0] > '9' {
			return Action{}, fmt.Errorf("%w: %q is not a spinner step", ErrSyntax, target)
		}
		a.Step = st[0] - '0'
		target = target[:i]
	}
	if a.To, err = ParseCell(target); err != nil {
		return Action{}, err
	}
	for _, x := range f[2:] {
		switch {
		case equalFold(x, "+c") && a.Drag == DragNone:
			a.Drag = DragCoin
		case equalFold(x, "+g") && a.Drag == DragNone:
			a.Drag = DragGalleon
		case equalFold(x, "+2c") && a.Drag == DragNone:
			a.Drag = DragTwoCoins
		case equalFold(x, "!b") && !a.Bottle:
			a.Bottle = true
		default:
			return Action{}, fmt.Errorf("%w: %q (after a move only one of +c, +2c or +g, and !b, may follow)", ErrSyntax, x)
		}
	}
	return a, nil
}
