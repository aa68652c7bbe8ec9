package terminal

import (
	"bytes"
	"io"
	"regexp"
	"strings"
)

// screen is an input that types what its player picks from what Play has
// printed so far: Play reads a line only when it waits for one, so each
// line answers the screen as it is then. It ends after max lines.
type screen struct {
	out   bytes.Buffer // what Play printed
	pick  func(shown, fresh string) string
	seen  int // how much of out the last pick had seen
	buf   []byte
	lines int
	max   int
}

func (s *screen) Read(p []byte) (int, error) {
	if len(s.buf) == 0 {
		if s.lines >= s.max {
			return 0, io.EOF
		}
		s.lines++
		shown := s.out.String()
		fresh := shown[s.seen:]
		s.seen = len(shown)
		s.buf = []byte(s.pick(shown, fresh) + "\n")
	}
	n := copy(p, s.buf)
	s.buf = s.buf[n:]
	return n, nil
}

// buttonsLine is a line of numbered buttons: "[1] label [2] label", with
// the lines it goes on on when wider than the screen ("[9] label …").
var buttonsLine = regexp.MustCompile(`(?m)^(?:> )?\[1\] .*(?:\n\[\d+\] .*)*$`)

// buttonRe splits a buttons line into its labels.
var buttonRe = regexp.MustCompile(`\[(\d+)\] `)

// lastButtons are the labels of the last buttons line printed in shown.
func lastButtons(shown string) []string {
	all := buttonsLine.FindAllString(shown, -1)
	if len(all) == 0 {
		return nil
	}
	parts := buttonRe.Split(strings.ReplaceAll(all[len(all)-1], "\n", " "), -1)
	var out []string
	for _, p := range parts[1:] {
		out = append(out, strings.TrimSpace(p))
	}
	return out
}

// lastLine is the last line of shown that is not blank.
func lastLine(shown string) string {
	lines := strings.Split(strings.TrimRight(shown, "\n "), "\n")
	return lines[len(lines)-1]
}

// atPass reports whether line, the last one shown, ends a pass screen
// ("… Player 2, press Enter. ━━", its start maybe on the line before).
func atPass(line string) bool {
	return strings.HasSuffix(line, "press Enter. ━━") || strings.HasSuffix(line, "нажмите Enter. ━━")
}
