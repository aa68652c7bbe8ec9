package cards

import (
	"embed"
	"fmt"
	"io/fs"
	"sort"
)

//go:embed islands/*.txt
var islandFiles embed.FS

// catalogue is the shipped island cards, in file name order.
var catalogue = loadCatalogue()

func loadCatalogue() []IslandCard {
	names, err := fs.Glob(islandFiles, "islands/*.txt")
	if err != nil {
		panic(err)
	}
	sort.Strings(names)
	out := make([]IslandCard, 0, len(names))
	for _, n := range names {
		b, err := islandFiles.ReadFile(n)
		if err != nil {
			panic(err)
		}
		c, err := ParseIsland(string(b))
		if err != nil {
			panic(fmt.Sprintf("%s:%v", n, err)) // the tests parse every file
		}
		out = append(out, c)
	}
	return out
}

// Islands is the shipped island cards (a copy); State.IslandIDs index it.
func Islands() []IslandCard { return append([]IslandCard(nil), catalogue...) }

// NumIslandCards is the number of shipped island cards.
func NumIslandCards() int { return len(catalogue) }
