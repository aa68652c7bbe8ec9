package yamlerr

import (
	"strconv"
	"strings"

	"go.yaml.in/yaml/v3"
)

// Line is the line (1 first) of src where the key path is written, as
// the YAML parser's nodes place it: the top-level mapping's key path[0],
// then each next key in the mapping the one before holds. A path whose
// first key is not written (or src that is no YAML mapping) gives 0; one
// whose later keys are not (a default) gives the line of the deepest key
// found.
func Line(src []byte, path ...string) int {
	var root yaml.Node
	if len(path) == 0 || yaml.Unmarshal(src, &root) != nil || len(root.Content) == 0 {
		return 0
	}
	n, found := root.Content[0], 0
	for _, key := range path {
		var next *yaml.Node
		for i := 0; n.Kind == yaml.MappingNode && i+1 < len(n.Content); i += 2 {
			if k := n.Content[i]; k.Value == key {
				found, next = k.Line, n.Content[i+1]
				break
			}
		}
		if next == nil {
			break
		}
		n = next
	}
	return found
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
