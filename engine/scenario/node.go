package scenario

import (
	"fmt"
	"strconv"
	"strings"

	"github.com/jackalbot/jackal/engine"
	"go.yaml.in/yaml/v3"
)

// reader walks the YAML nodes of one file, naming the file in its errors
// and checking cells against the board the file is laid on.
type reader struct {
	name  string
	board *engine.Board
}

// fail returns err (which wraps a sentinel) tied to node n's line.
func (r reader) fail(n *yaml.Node, sentinel error, format string, args ...any) error {
	line := 0
	if n != nil {
		line = n.Line
	}
	return at(r.name, line, fmt.Errorf("%w: %s", sentinel, fmt.Sprintf(format, args...)))
}

// pair is one key and value of a YAML mapping.
type pair struct {
	Key   string
	KeyN  *yaml.Node
	Value *yaml.Node
}

// mapping lists the pairs of mapping node n, refusing other shapes and
// repeated keys. An empty scalar (a key with no value) is an empty mapping.
func (r reader) mapping(n *yaml.Node, what string, sentinel error) ([]pair, error) {
	n = deref(n)
	if isNull(n) {
		return nil, nil
	}
	if n.Kind != yaml.MappingNode {
		return nil, r.fail(n, sentinel, "%s must be a mapping (key: value)", what)
	}
	out := make([]pair, 0, len(n.Content)/2)
	seen := make(map[string]bool, len(n.Content)/2)
	for i := 0; i+1 < len(n.Content); i += 2 {
		k, v := deref(n.Content[i]), n.Content[i+1]
		if k.Kind != yaml.ScalarNode {
			return nil, r.fail(k, sentinel, "%s: a key must be a plain word", what)
		}
		key := strings.TrimSpace(k.Value)
		low := strings.ToLower(key)
		if seen[low] {
			return nil, r.fail(k, sentinel, "%s: %q is given twice", what, key)
		}
		seen[low] = true
		out = append(out, pair{Key: key, KeyN: k, Value: deref(v)})
	}
	return out, nil
}

// sequence lists the items of sequence node n; a single scalar counts as a
// one-item sequence and an empty value as none.
func (r reader) sequence(n *yaml.Node, what string, sentinel error) ([]*yaml.Node, error) {
	n = deref(n)
	switch {
	case isNull(n):
		return nil, nil
	case n.Kind == yaml.ScalarNode:
		return []*yaml.Node{n}, nil
	case n.Kind != yaml.SequenceNode:
		return nil, r.fail(n, sentinel, "%s must be a list", what)
	}
	out := make([]*yaml.Node, len(n.Content))
	for i, c := range n.Content {
		out[i] = deref(c)
	}
	return out, nil
}

// scalar returns the text of scalar node n.
func (r reader) scalar(n *yaml.Node, what string, sentinel error) (string, error) {
	n = deref(n)
	if n == nil || n.Kind != yaml.ScalarNode {
		return "", r.fail(n, sentinel, "%s must be a single value", what)
	}
	return strings.TrimSpace(n.Value), nil
}

// strings lists the scalar texts of a sequence node.
func (r reader) strings(n *yaml.Node, what string, sentinel error) ([]string, []*yaml.Node, error) {
	items, err := r.sequence(n, what, sentinel)
	if err != nil {
		return nil, nil, err
	}
	out := make([]string, len(items))
	for i, it := range items {
		if out[i], err = r.scalar(it, what, sentinel); err != nil {
			return nil, nil, err
		}
	}
	return out, items, nil
}

// integer reads a non-negative integer no larger than max.
func (r reader) integer(n *yaml.Node, what string, max int, sentinel error) (int, error) {
	s, err := r.scalar(n, what, sentinel)
	if err != nil {
		return 0, err
	}
	v, err := strconv.Atoi(s)
	if err != nil || v < 0 || v > max {
		return 0, r.fail(n, sentinel, "%s: %q is not a whole number from 0 to %d", what, s, max)
	}
	return v, nil
}

// boolean reads true/false (also yes/no, on/off).
func (r reader) boolean(n *yaml.Node, what string, sentinel error) (bool, error) {
	s, err := r.scalar(n, what, sentinel)
	if err != nil {
		return false, err
	}
	switch strings.ToLower(s) {
	case "true", "yes", "on":
		return true, nil
	case "false", "no", "off":
		return false, nil
	}
	return false, r.fail(n, sentinel, "%s: %q is not true or false", what, s)
}

// deref follows an alias node to what it names.
func deref(n *yaml.Node) *yaml.Node {
	for i := 0; n != nil && n.Kind == yaml.AliasNode && i < 8; i++ {
		n = n.Alias
	}
	if n != nil && n.Kind == yaml.AliasNode {
		return nil
	}
	return n
}

// isNull reports whether n is absent or an empty/null scalar.
func isNull(n *yaml.Node) bool {
	return n == nil || (n.Kind == yaml.ScalarNode && (n.Tag == "!!null" || (n.Value == "" && n.Style == 0)))
}
