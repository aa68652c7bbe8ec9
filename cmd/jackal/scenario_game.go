package main

import (
	"reflect"
	"strings"

	"go.yaml.in/yaml/v3"

	archscenario "github.com/jackalbot/jackal/engine/archipirata/scenario"
	cardscenario "github.com/jackalbot/jackal/engine/cards/scenario"
	"github.com/jackalbot/jackal/engine/scenario"
)

// scenarioGame names the game whose scenario file data is when it is not
// classic's (nor Archipelago's, which classic's runner reads): "cards" or
// "archipirata" when that game's runner builds its position, or, when
// neither does, when only that game's keys read the file (a card-game
// file with a bad value is still the card game's, and its runner names
// the line), or when neither reads it but its keys are only that game's
// (a card-game file with a mistyped key, "handz", besides its "seats"
// and "coins"); "" else.
func scenarioGame(data []byte) string {
	var read []string
	if f, err := cardscenario.Parse(data); err == nil {
		if _, err := f.Build(); err == nil {
			return "cards"
		}
		read = append(read, "cards")
	}
	if f, err := archscenario.Parse(data); err == nil {
		if _, err := f.Build(); err == nil {
			return "archipirata"
		}
		read = append(read, "archipirata")
	}
	switch len(read) {
	case 1:
		return read[0]
	case 0:
		return gameByKeys(topKeys(data))
	}
	return ""
}

// gameByKeys names the game, cards or archipirata, whose files take
// more of keys (a file's top-level keys) than the other's and classic's
// do; "" when neither does.
func gameByKeys(keys []string) string {
	cardKeys := yamlKeys(reflect.TypeFor[cardscenario.File]())
	archKeys := yamlKeys(reflect.TypeFor[archscenario.File]())
	nCards, nArch, nClassic := 0, 0, 0
	for _, k := range keys {
		if cardKeys[k] {
			nCards++
		}
		if archKeys[k] {
			nArch++
		}
		if classicKnows(k) {
			nClassic++
		}
	}
	switch {
	case nCards > nArch && nCards > nClassic:
		return "cards"
	case nArch > nCards && nArch > nClassic:
		return "archipirata"
	}
	return ""
}

// topKeys are the keys of the mapping a YAML document is, in order; nil
// for a document that is none.
func topKeys(data []byte) []string {
	var doc yaml.Node
	if yaml.Unmarshal(data, &doc) != nil || doc.Kind != yaml.DocumentNode || len(doc.Content) == 0 {
		return nil
	}
	m := doc.Content[0]
	if m.Kind != yaml.MappingNode {
		return nil
	}
	var keys []string
	for i := 0; i+1 < len(m.Content); i += 2 {
		keys = append(keys, m.Content[i].Value)
	}
	return keys
}

// yamlKeys are the keys a struct type's yaml tags declare.
func yamlKeys(t reflect.Type) map[string]bool {
	keys := map[string]bool{}
	for f := range t.Fields() {
		if name, _, _ := strings.Cut(f.Tag.Get("yaml"), ","); name != "" && name != "-" {
			keys[name] = true
		}
	}
	return keys
}

// classicKnows reports whether classic's (and Archipelago's) scenario
// files take the top-level key k: its parser does not refuse a file of
// that key alone as unknown.
func classicKnows(k string) bool {
	_, err := scenario.Parse([]byte(k+": null\n"), "probe")
	return err == nil || !strings.Contains(err.Error(), "unknown key")
}
