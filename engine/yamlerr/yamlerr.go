package yamlerr

import (
	"errors"
	"io"
	"regexp"
	"strings"
)

var (
	unknownKey = regexp.MustCompile("^(line \\d+): field (\\S+) not found in type \\S+$")
	wrongType  = regexp.MustCompile("^(line \\d+): cannot unmarshal !!(\\w+)(?: `(.*)`)? into (\\S+)$")
)

// kinds name YAML's tags as a player reads them.
var kinds = map[string]string{"int": "a number", "str": "a word", "seq": "a list", "map": "a map",
	"bool": "true or false", "float": "a number", "null": "nothing"}

// Words is the decoder's error err in one line, each problem with its
// line: an unknown key by its name, a value of the wrong kind by what it
// is and what the key takes; an empty document is "the file is empty".
func Words(err error) string {
	if errors.Is(err, io.EOF) {
		return "the file is empty"
	}
	msg := strings.TrimPrefix(err.Error(), "yaml: ")
	msg = strings.TrimPrefix(msg, "unmarshal errors:")
	var out []string
	for _, line := range strings.Split(msg, "\n") {
		line = strings.TrimSpace(line)
		if m := unknownKey.FindStringSubmatch(line); m != nil {
			line = m[1] + `: unknown key "` + m[2] + `"`
		} else if m := wrongType.FindStringSubmatch(line); m != nil {
			line = m[1] + ": " + strings.TrimSpace(kind(m[2])+" "+quote(m[3])) + " where " + want(m[4]) + " goes"
		}
		if line != "" {
			out = append(out, line)
		}
	}
	return strings.Join(out, "; ")
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
	case strings.HasPrefix(goType, "map["):
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
