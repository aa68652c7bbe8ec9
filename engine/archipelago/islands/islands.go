package islands

import (
	"embed"
	"errors"
	"fmt"
	"io/fs"
	"slices"
	"strings"
	"sync"

	"github.com/jackalbot/jackal/engine/archipelago/island"
)

//go:embed *.island
var files embed.FS

// FirstID is the id of the rulebook's first island, listed first.
const FirstID = "first"

// ErrUnknown reports an id that names no shipped island.
var ErrUnknown = errors.New("no such island")

// shipped is every file parsed once: the islands in order, or the first
// file's error.
var shipped = sync.OnceValues(load)

// load parses every embedded file; each must hold the island its name says.
func load() ([]*island.Island, error) {
	names, err := fs.Glob(files, "*.island")
	if err != nil {
		return nil, err
	}
	var out []*island.Island
	for _, name := range names {
		data, err := files.ReadFile(name)
		if err != nil {
			return nil, err
		}
		isl, err := island.Parse(data, name)
		if err != nil {
			return nil, err
		}
		if want := strings.TrimSuffix(name, ".island"); isl.ID != want {
			return nil, fmt.Errorf("%s holds island %q: a shipped file is named after its island", name, isl.ID)
		}
		out = append(out, isl)
	}
	slices.SortFunc(out, func(a, b *island.Island) int {
		switch {
		case a.ID == b.ID:
			return 0
		case a.ID == FirstID:
			return -1
		case b.ID == FirstID:
			return 1
		}
		return strings.Compare(a.ID, b.ID)
	})
	return out, nil
}

// All returns every shipped island, the first island first, then by id.
// The islands are copies: changing them changes nothing here. The error is
// a shipped file that does not parse, which the package's tests rule out.
func All() ([]*island.Island, error) {
	list, err := shipped()
	if err != nil {
		return nil, err
	}
	out := make([]*island.Island, len(list))
	for i, isl := range list {
		out[i] = isl.Clone()
	}
	return out, nil
}

// IDs returns the ids of the shipped islands, in All's order.
func IDs() []string {
	list, _ := shipped()
	ids := make([]string, len(list))
	for i, isl := range list {
		ids[i] = isl.ID
	}
	return ids
}

// Lookup returns a copy of the shipped island id, or an error wrapping
// ErrUnknown that lists the ids there are.
func Lookup(id string) (*island.Island, error) {
	list, err := shipped()
	if err != nil {
		return nil, err
	}
	for _, isl := range list {
		if isl.ID == id {
			return isl.Clone(), nil
		}
	}
	return nil, fmt.Errorf("%w: %q (the islands are %s)", ErrUnknown, id, strings.Join(IDs(), ", "))
}

// Source returns the text of the shipped island file of id, as shipped
// (comments and all), to copy and change.
func Source(id string) ([]byte, error) {
	data, err := files.ReadFile(id + ".island")
	if err != nil || strings.ContainsAny(id, "/\\.") {
		return nil, fmt.Errorf("%w: %q (the islands are %s)", ErrUnknown, id, strings.Join(IDs(), ", "))
	}
	return data, nil
}
