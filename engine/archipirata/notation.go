package archipirata

import (
	"fmt"
	"strconv"
	"strings"
)

// Format writes a in the canonical notation: `take 3 cw`, `take 3 cw R W R`,
// `take 3 ccw R W +rum@5`, or a choice as an island number `5`.
// Islands are numbered 1–8.
func Format(a Action) string {
	switch a.Kind {
	case ActChoose:
		return strconv.Itoa(int(a.Island) + 1)
	case ActCaptain:
		t := "captain " + a.Cap.String()
		if a.Island > 0 {
			t += " " + strconv.Itoa(int(a.Island))
		}
		return t
	case ActTake:
	default:
		return "?"
	}
	var b strings.Builder
	b.WriteString("take ")
	b.WriteString(strconv.Itoa(int(a.Island) + 1))
	if a.Dir == CW {
		b.WriteString(" cw")
	} else {
		b.WriteString(" ccw")
	}
	for k := range a.N {
		if a.Order&(1<<k) != 0 {
			b.WriteString(" W")
		} else {
			b.WriteString(" R")
		}
	}
	if a.Skip > 0 {
		b.WriteString(" +rum@")
		b.WriteString(strconv.Itoa(int(a.Skip)))
	}
	return b.String()
}

// String is Format(a).
func (a Action) String() string { return Format(a) }

// Parse reads an action of the notation, case-insensitively, with any
// spacing. It checks syntax only; Apply checks legality.
func Parse(text string) (Action, error) {
	f := strings.Fields(strings.ToLower(text))
	var a Action
	if len(f) == 0 {
		return a, fmt.Errorf("%w: empty action", ErrSyntax)
	}
	if len(f) == 1 {
		i, err := island(f[0])
		if err != nil {
			return a, err
		}
		return Action{Kind: ActChoose, Island: i}, nil
	}
	if f[0] == "captain" {
		return parseCaptain(f, text)
	}
	if f[0] != "take" || len(f) < 3 {
		return a, fmt.Errorf("%w: %q (want `take <island> cw|ccw [R W …] [+rum@<island>]` or an island)", ErrSyntax, text)
	}
	i, err := island(f[1])
	if err != nil {
		return a, err
	}
	a = Action{Kind: ActTake, Island: i}
	switch f[2] {
	case "cw":
	case "ccw":
		a.Dir = CCW
	default:
		return a, fmt.Errorf("%w: direction %q (cw or ccw)", ErrSyntax, f[2])
	}
	rest := f[3:]
	if n := len(rest); n > 0 && strings.HasPrefix(rest[n-1], "+rum@") {
		j, err := island(rest[n-1][len("+rum@"):])
		if err != nil {
			return Action{}, err
		}
		a.Skip = j + 1
		rest = rest[:n-1]
	}
	if len(rest) > 16 {
		return Action{}, fmt.Errorf("%w: more than 16 pirates in the order", ErrSyntax)
	}
	for k, c := range rest {
		switch c {
		case "r":
		case "w":
			a.Order |= 1 << k
		default:
			return Action{}, fmt.Errorf("%w: pirate colour %q (R or W)", ErrSyntax, c)
		}
	}
	a.N = uint8(len(rest))
	return a, nil
}

func island(t string) (uint8, error) {
	n, err := strconv.Atoi(t)
	if err != nil || n < 1 || n > NumIslands {
		return 0, fmt.Errorf("%w: island %q (1 to 8)", ErrSyntax, t)
	}
	return uint8(n - 1), nil
}

// parseCaptain reads `captain <name>` or `captain benito-bonito 1|2`.
func parseCaptain(f []string, text string) (Action, error) {
	for c := BenitoBonito; c <= AnneBonny; c++ {
		if f[1] != captainNames[c] {
			continue
		}
		a := Action{Kind: ActCaptain, Cap: c}
		switch {
		case len(f) == 2 && c != BenitoBonito:
			return a, nil
		case len(f) == 3 && c == BenitoBonito && (f[2] == "1" || f[2] == "2"):
			a.Island = f[2][0] - '0'
			return a, nil
		}
		break
	}
	return Action{}, fmt.Errorf("%w: %q (want `captain <name>`, `captain benito-bonito 1|2`)", ErrSyntax, text)
}
