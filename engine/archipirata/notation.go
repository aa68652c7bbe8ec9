package archipirata

import (
	"fmt"
	"strconv"
	"strings"
)

// Format writes a in the canonical notation: `take 3 cw`, `take 3 cw R W R`,
// `take 3 ccw R W +rum@5`, `take 1 cw +rum@2 +rum@4` (the skipped islands
// in the order the sowing passes them), or a choice as an island number
// `5`. Islands are numbered 1–8.
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
	for _, j := range a.SkippedIslands() {
		b.WriteString(" +rum@")
		b.WriteString(strconv.Itoa(int(j) + 1))
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
	k := len(rest)
	for k > 0 && strings.HasPrefix(rest[k-1], "+rum@") {
		k--
	}
	if a.Skips, err = parseSkips(rest[k:], a); err != nil {
		return Action{}, err
	}
	rest = rest[:k]
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

// parseSkips reads the `+rum@<island>` words of a take from island a.Island
// in direction a.Dir: each island once, in the order the sowing passes
// them.
func parseSkips(words []string, a Action) (uint8, error) {
	var m uint8
	last := 0 // how far round the ring the previous skipped island is
	for _, word := range words {
		j, err := island(word[len("+rum@"):])
		if err != nil {
			return 0, err
		}
		far := int(j+NumIslands-a.Island) % NumIslands
		if a.Dir == CCW {
			far = int(a.Island+NumIslands-j) % NumIslands
		}
		if far == 0 {
			far = NumIslands // the starting island is passed last
		}
		if far <= last {
			return 0, fmt.Errorf("%w: %q (each skipped island once, in the order the sowing passes them)", ErrSyntax, strings.Join(words, " "))
		}
		last = far
		m |= 1 << j
	}
	return m, nil
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
