package yamlerr

import (
	"strconv"
	"strings"
)

// Line is the line (1 first) of src where the key path is written: the
// top-level key path[0] (at the start of a line), then each next key
// among the lines indented under the one found before. A path whose
// first key is not written gives 0; one whose later keys are not (a
// flow map such as pirates: {1: [2, 0]}, or a default) gives the line of
// the deepest key found. It reads block-style YAML as the scenario files
// and the configuration are written, not every form YAML allows: it
// only points a reader at a line, it never decides what the file says.
func Line(src []byte, path ...string) int {
	lines := strings.Split(string(src), "\n")
	found, from, parent := 0, 0, -1
	for _, key := range path {
		hit, level := false, -1
		for i := from; i < len(lines); i++ {
			text := strings.TrimRight(lines[i], " \t\r")
			body := strings.TrimLeft(text, " ")
			if body == "" || strings.HasPrefix(body, "#") {
				continue
			}
			in := len(text) - len(body)
			if in <= parent {
				break // the block of the key found before has ended
			}
			if level < 0 {
				level = in // the keys of this block: deeper lines are their values
			}
			if in == level && keyOf(body) == key {
				found, from, parent, hit = i+1, i+1, in, true
				break
			}
		}
		if !hit {
			break
		}
	}
	return found
}

// keyOf is the key a line's text begins with ("pirates" of "pirates:",
// "3" of "3: [1, 0]", "p1" of `"p1": 2` and of "- p1: x"), "" when the
// line holds no key.
func keyOf(body string) string {
	body = strings.TrimPrefix(body, "- ")
	k, _, ok := strings.Cut(body, ":")
	if !ok {
		return ""
	}
	return strings.Trim(strings.TrimSpace(k), `"'`)
}

// At is err with the line of src where the key path is written, when
// src is given and the key is found: "malformed scenario: line 4: seats
// 9 (2 to 4)" of "malformed scenario: seats 9 (2 to 4)", the line put
// after the sentinel head's words when err's text begins with them.
// errors.Is and errors.As see err through it.
func At(err, head error, src []byte, path ...string) error {
	if err == nil || src == nil {
		return err
	}
	n := Line(src, path...)
	if n == 0 {
		return err
	}
	return &lineError{line: n, head: head, err: err}
}

// lineError is an error told with the line it is about.
type lineError struct {
	line int
	head error
	err  error
}

func (e *lineError) Error() string {
	msg := e.err.Error()
	if e.head != nil {
		if h := e.head.Error() + ": "; strings.HasPrefix(msg, h) {
			return h + "line " + strconv.Itoa(e.line) + ": " + msg[len(h):]
		}
	}
	return "line " + strconv.Itoa(e.line) + ": " + msg
}

func (e *lineError) Unwrap() error { return e.err }
