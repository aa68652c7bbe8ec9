package yamlerr

import (
	"errors"
	"io"
	"regexp"
	"strconv"
	"strings"

	"go.yaml.in/yaml/v3"
)

var (
	// The type is any Go type's name: an unnamed struct's has spaces.
	unknownKey = regexp.MustCompile("^line (\\d+): field (\\S+) not found in type .+$")
	wrongType  = regexp.MustCompile("^line (\\d+): cannot unmarshal !!(\\w+)(?: `(.*)`)? into (.+)$")
)

// kinds name YAML's tags as a player reads them.
var kinds = map[string]string{"int": "a number", "str": "a word", "seq": "a list", "map": "a map",
	"bool": "true or false", "float": "a number", "null": "nothing"}

// Words is the decoder's error err in one line, each problem with its
// line: an unknown key by its name, a value of the wrong kind by what it
// is and what the key takes; an empty document is "the file is empty".
func Words(err error) string {
	return WordsIn(err, nil)
}

// WordsIn is Words of the error of decoding src, which names the keys
// from src's nodes: an unknown key with the section it is under
// (`line 3: unknown key "dsn" under storage`), a value of the wrong kind
// with its key's path (`line 5: defaults.ai_budget: "5" is no duration
// (write it like 1s or 500ms)`). A nil src names them as Words does.
func WordsIn(err error, src []byte) string {
	if errors.Is(err, io.EOF) {
		return "the file is empty"
	}
	var root *yaml.Node
	if src != nil {
		var n yaml.Node
		if yaml.Unmarshal(src, &n) == nil {
			root = &n
		}
	}
	msg := strings.TrimPrefix(err.Error(), "yaml: ")
	msg = strings.TrimPrefix(msg, "unmarshal errors:")
	var out []string
	for _, line := range strings.Split(msg, "\n") {
		line = strings.TrimSpace(line)
		if m := unknownKey.FindStringSubmatch(line); m != nil {
			line = "line " + m[1] + `: unknown key "` + m[2] + `"`
			n, _ := strconv.Atoi(m[1])
			if under := sectionOf(root, n, m[2]); under != "" {
				line += " under " + under
			}
		} else if m := wrongType.FindStringSubmatch(line); m != nil {
			n, _ := strconv.Atoi(m[1])
			line = "line " + m[1] + ": " + wrongKind(root, n, m[2], m[3], m[4])
		}
		if line != "" {
			out = append(out, line)
		}
	}
	return strings.Join(out, "; ")
}

// wrongKind words a value of YAML kind tag (its text as the decoder cut
// it) written at line where a key takes a Go type, with the key's path
// and the whole value when root has them.
func wrongKind(root *yaml.Node, line int, tag, value, goType string) string {
	key := ""
	if path, full, ok := valueAt(root, line, tag, value); ok {
		key, value = path+": ", full
	}
	what := strings.TrimSpace(kind(tag) + " " + quote(value))
	if goType == "time.Duration" {
		if value != "" {
			what = quote(value)
		}
		return key + what + " is no duration (write it like 1s or 500ms)"
	}
	return key + what + " where " + want(goType) + " goes"
}

// sectionOf is the path of the mapping under root holding the key name
// written at line ("telegram.webhook"); "" at the top, or when root is
// nil or has no such key.
func sectionOf(root *yaml.Node, line int, name string) string {
	section := ""
	eachPair(root, "", func(parent, _ string, k, _ *yaml.Node) bool {
		if k.Line == line && k.Value == name {
			section = parent
			return true
		}
		return false
	})
	return section
}

// valueAt finds under root the key whose value of YAML kind tag is
// written at line, which the decoder cut to cut (its first characters
// then "...", or "" for a list or a map): the key's path and the whole
// value. Of values on one line (a flow map's) the deepest is taken.
func valueAt(root *yaml.Node, line int, tag, cut string) (path, full string, ok bool) {
	want := yaml.ScalarNode
	switch tag {
	case "seq":
		want = yaml.SequenceNode
	case "map":
		want = yaml.MappingNode
	}
	depth := -1
	eachPair(root, "", func(_, p string, _, v *yaml.Node) bool {
		if v.Line != line || v.Kind != want || !cutMatches(v.Value, cut) {
			return false
		}
		if d := strings.Count(p, ".") + strings.Count(p, "["); d > depth {
			depth, path, full, ok = d, p, "", true
			if v.Kind == yaml.ScalarNode {
				full = v.Value
			}
		}
		return false
	})
	return path, full, ok
}

// cutMatches reports whether cut is the decoder's cut of full: the same,
// or its first characters then "..."; "" (a list's or a map's) is any.
func cutMatches(full, cut string) bool {
	if cut == "" || full == cut {
		return true
	}
	head, ok := strings.CutSuffix(cut, "...")
	return ok && strings.HasPrefix(full, head)
}

// eachPair calls fn with each key k and value v of the mappings under n,
// the path of the mapping ("" at the top, "telegram.webhook", "seats[1]")
// and the key's own, depth first in the order written, until fn returns
// true; it reports whether fn did.
func eachPair(n *yaml.Node, path string, fn func(parent, path string, k, v *yaml.Node) bool) bool {
	if n == nil {
		return false
	}
	switch n.Kind {
	case yaml.DocumentNode:
		for _, c := range n.Content {
			if eachPair(c, path, fn) {
				return true
			}
		}
	case yaml.SequenceNode:
		for i, c := range n.Content {
			if eachPair(c, path+"["+strconv.Itoa(i)+"]", fn) {
				return true
			}
		}
	case yaml.MappingNode:
		for i := 0; i+1 < len(n.Content); i += 2 {
			k, v := n.Content[i], n.Content[i+1]
			sub := k.Value
			if path != "" {
				sub = path + "." + k.Value
			}
			if fn(path, sub, k, v) || eachPair(v, sub, fn) {
				return true
			}
		}
	}
	return false
}

// kind is a YAML tag's name for a player.
func kind(tag string) string {
	if k, ok := kinds[tag]; ok {
		return k
	}
	return tag
}

// quote shows a value, shortened.
func quote(v string) string {
	if v == "" {
		return ""
	}
	if len(v) > 30 {
		v = v[:30] + "…"
	}
	return `"` + v + `"`
}

// want is what a Go type takes: "a list" for a slice, "a map", "a
// number", "a word".
func want(goType string) string {
	switch {
	case strings.HasPrefix(goType, "[]"):
		return "a list"
	case strings.HasPrefix(goType, "map["), strings.HasPrefix(goType, "struct {"):
		return "a map"
	case strings.HasPrefix(goType, "int"), strings.HasPrefix(goType, "uint"), strings.HasPrefix(goType, "float"):
		return "a number"
	case goType == "string":
		return "a word"
	case goType == "bool":
		return "true or false"
	}
	return "something else"
}
