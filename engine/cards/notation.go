package cards

import (
	"fmt"
	"strconv"
	"strings"
	"unicode"
)

// seatNames name the seats.
var seatNames = [MaxSeats]string{"p1", "p2", "p3", "p4"}

// SeatName is the name of seat i ("p1"…), "" for none.
func SeatName(i int) string {
	if i < 0 || i >= MaxSeats {
		return ""
	}
	return seatNames[i]
}

// ParseSeat reads a seat's name (SeatName's: "p1"…), false for any other
// text.
func ParseSeat(name string) (uint8, bool) {
	for i, n := range seatNames {
		if n == name {
			return uint8(i), true
		}
	}
	return 0, false
}

// Format writes a in the notation: `lay arrow-ew` (one card laid in the
// row), `undo`, `ready`,
// `tortuga 2`, `pass`, a direction (`e`, `ne`, `nne` for a horse's jump)
// or the cell it reaches (`b1`), `play weapon`, `rum @p2`, `no`.
func Format(a Action) string {
	switch a.Kind {
	case ActPlan:
		return "lay " + a.Card.String()
	case ActUndo:
		return "undo"
	case ActReady:
		return "ready"
	case ActTortuga:
		return "tortuga " + strconv.Itoa(int(a.N))
	case ActPass:
		return "pass"
	case ActDir:
		return a.Dir.String()
	case ActPlay:
		return "play " + a.Card.String()
	case ActRum:
		return "rum @" + SeatName(int(a.Seat))
	case ActNo:
		return "no"
	case ActCell:
		return Cell(a.N).String()
	}
	return "?"
}

// String is Format(a).
func (a Action) String() string { return Format(a) }

// Parse reads an action of the notation, case-insensitively, with any
// spacing. It checks syntax only; Apply checks legality. A whole plan
// (`plan arrow-ew horse`, `plan horse`) is not one action: SplitPlan
// splits it. `plan horse` alone reads as `lay horse`, the form logs
// written before rules 3 keep for a card laid.
func Parse(text string) (Action, error) {
	f := strings.Fields(strings.ToLower(text))
	bad := func(why string) (Action, error) {
		return Action{}, fmt.Errorf("%w: %q: %s", ErrSyntax, text, why)
	}
	if len(f) == 0 {
		return bad("empty")
	}
	if len(f) == 1 {
		switch f[0] {
		case "undo":
			return Action{Kind: ActUndo}, nil
		case "ready":
			return Action{Kind: ActReady}, nil
		case "pass":
			return Action{Kind: ActPass}, nil
		case "no":
			return Action{Kind: ActNo}, nil
		}
		if d, ok := parseDir(f[0]); ok {
			return Action{Kind: ActDir, Dir: d}, nil
		}
		if c, ok := ParseCell(f[0]); ok {
			return Action{Kind: ActCell, N: uint8(c)}, nil
		}
		return bad("unknown word")
	}
	if len(f) != 2 {
		return bad("too many words (lay one card at a time; a whole plan is split first)")
	}
	switch f[0] {
	case "lay", "plan":
		c, ok := ParseCard(f[1])
		if !ok {
			return bad("not a card a plan holds")
		}
		if c.IsSpecial() {
			// CARDGAME.md §2: "The special cards are never placed in a
			// plan". The notation has no such action (ErrSyntax, as ever),
			// and the rules refuse it: the error is ErrIllegal too.
			return Action{}, specialInPlan{text, c}
		}
		return Action{Kind: ActPlan, Card: c}, nil
	case "play":
		c, ok := ParseCard(f[1])
		if !ok || (c != Friday && c != Weapon && c != Double) {
			return bad("play friday, weapon or double")
		}
		return Action{Kind: ActPlay, Card: c}, nil
	case "tortuga":
		n, err := strconv.Atoi(f[1])
		if err != nil || TortugaCards(n) == 0 || f[1] != strconv.Itoa(n) {
			return bad("tortuga 1, 2 or 3 (coins)")
		}
		return Action{Kind: ActTortuga, N: uint8(n)}, nil
	case "rum":
		if name, ok := strings.CutPrefix(f[1], "@"); ok {
			if p, ok := ParseSeat(name); ok {
				return Action{Kind: ActRum, Seat: p}, nil
			}
		}
		return bad("rum @p1 … @p4")
	}
	return bad("unknown word")
}

// specialInPlan is Parse's refusal of a special card laid in a plan
// (`lay rum`): both ErrSyntax and ErrIllegal.
type specialInPlan struct {
	text string
	card Card
}

func (e specialInPlan) Error() string {
	return fmt.Sprintf("%v: %q: %s", ErrSyntax, e.text, specialWhy(e.card))
}

// specialWhy is why special card c is refused in a plan (CARDGAME.md §2),
// as Parse and ApplyFor say it.
func specialWhy(c Card) string {
	return c.String() + " is a special card, never placed in a plan: it is played from the hand when it applies"
}

// Unwrap makes the refusal both ErrSyntax and ErrIllegal (errors.Is).
func (e specialInPlan) Unwrap() []error { return []error{ErrSyntax, ErrIllegal} }

// SplitPlan turns the CARDGAME.md §4 form of a whole plan, `plan
// arrow-ew horse arrow-ne` (one card or more, left to right), into the
// actions a chat sends one by one: `lay arrow-ew`, `lay horse`, `lay
// arrow-ne`, `ready`; `plan horse` is a plan of one card, `lay horse`,
// `ready`. The plan is the whole row: the laid cards the seat has laid
// already are first taken back (an `undo` each). Other text comes back as
// it is, alone.
func SplitPlan(text string, laid int) []string {
	f := strings.Fields(strings.ToLower(text))
	if len(f) < 2 || f[0] != "plan" {
		return []string{text}
	}
	out := make([]string, 0, laid+len(f))
	for range laid {
		out = append(out, "undo")
	}
	for _, c := range f[1:] {
		out = append(out, "lay "+c)
	}
	return append(out, "ready")
}

// CompletePlan lists the whole plans (SplitPlan's form) seat may type
// that go on from typed: typed's cards, when the seat may lay them in
// that order, then the plan of those cards alone and each with one more
// card. A last word that is no card the seat may lay next is taken as a
// card half typed, for the caller to match (`plan arrow-e` lists `plan
// arrow-ew` among the others); followed by a space, it is a whole word. Every plan is built from LegalFor's
// actions on a copy of s with seat's row taken back, as SplitPlan plays
// it, so it is one the game would take. Nil when seat is not planning,
// or typed is no beginning of `plan …` or names a card it may not lay.
func CompletePlan(s *State, seat uint8, typed string) []string {
	if s.Phase != PhasePlan || seat >= s.Seats || s.Status[seat] != Planning {
		return nil
	}
	f := strings.Fields(strings.ToLower(typed))
	switch {
	case len(f) == 0:
	case f[0] == "plan":
		f = f[1:]
	case len(f) == 1 && strings.HasPrefix("plan", f[0]):
		f = nil
	default:
		return nil
	}
	t := *s
	for range Laid(&t, seat) {
		if ApplyFor(&t, seat, Action{Kind: ActUndo}, nil) != nil {
			return nil
		}
	}
	plan := "plan"
	var buf [NumKinds + 4]Action
	for i, w := range f {
		c, ok := ParseCard(w)
		if ok && ApplyFor(&t, seat, Action{Kind: ActPlan, Card: c}, nil) == nil {
			plan += " " + c.String()
			continue
		}
		if i < len(f)-1 || strings.TrimRightFunc(typed, unicode.IsSpace) != typed {
			return nil // a whole word, not one being typed
		}
	}
	var out []string
	if plan != "plan" {
		out = append(out, plan)
	}
	for _, a := range LegalFor(&t, seat, buf[:0]) {
		if a.Kind == ActPlan {
			out = append(out, plan+" "+a.Card.String())
		}
	}
	return out
}
