package main

import (
	"errors"
	"fmt"
	"io"
	"io/fs"
	"os"
	"strings"
	"text/tabwriter"

	"github.com/jackalbot/jackal/engine/archipelago/island"
	"github.com/jackalbot/jackal/engine/archipelago/islands"
	"github.com/jackalbot/jackal/render"
)

// errIslandFile reports an island argument that is neither a file nor a
// shipped island.
var errIslandFile = errors.New("render: no island")

// renderIsland draws an island file, or a shipped island by its id, or
// lists the shipped islands with --list.
func renderIsland(args []string, stdout, stderr io.Writer) error {
	fs, out := newRenderFlags("island")
	size := fs.Int("size", render.IslandDefaultSize, "the picture's longer side in pixels")
	list := fs.Bool("list", false, "list the shipped islands")
	lang := langFlag(fs)
	want := 1
	for _, a := range args {
		if a == "--list" || a == "-list" || strings.HasPrefix(a, "--list=") || strings.HasPrefix(a, "-list=") {
			want = 0
		}
	}
	pos, err := renderFlags(fs, args, want)
	if err != nil {
		return err
	}
	if *list {
		return listIslands(stdout)
	}
	if *out == "" {
		*out = "island.png"
	}
	if err := checkLang(*lang); err != nil {
		return err
	}
	opts := render.IslandOptions{Size: *size, Lang: *lang}
	if err := opts.Check(); err != nil {
		return fmt.Errorf("%w: --size: %v", errRenderUsage, err)
	}
	isl, err := readIsland(pos[0])
	if err != nil {
		return err
	}
	img := render.Island(isl, opts)
	if err := writePNG(*out, img, stdout); err != nil {
		return err
	}
	if *out != "-" {
		b := img.Bounds()
		fmt.Fprintf(stdout, "%s: %s (%s), %d tiles, %d×%d px\n", *out, isl.Name, isl.ID, isl.Land(), b.Dx(), b.Dy())
	}
	return nil
}

// readIsland reads the island file name, or, when no such file exists, the
// shipped island of that id. A file's mistakes come back as the parser's
// "file:line:col: reason".
func readIsland(name string) (*island.Island, error) {
	_, err := os.Stat(name)
	if errors.Is(err, fs.ErrNotExist) {
		if isl, lerr := islands.Lookup(strings.ToLower(name)); lerr == nil {
			return isl, nil
		}
		return nil, fmt.Errorf("%w: %q: no such file, and no shipped island has that id (the islands are %s)",
			errIslandFile, name, strings.Join(islands.IDs(), ", "))
	}
	data, err := readFileMax(name, island.MaxFileSize)
	if err != nil {
		return nil, fmt.Errorf("%w: %w", errIslandFile, err)
	}
	return island.Parse(data, name)
}

// listIslands writes one line a shipped island: its id, name, tiles, grid
// and the tiles it removes from the box.
func listIslands(stdout io.Writer) error {
	all, err := islands.All()
	if err != nil {
		return err
	}
	tw := tabwriter.NewWriter(stdout, 0, 0, 2, ' ', 0)
	for _, isl := range all {
		fmt.Fprintf(tw, "%s\t%s\t%s\t%d tiles\t%d×%d\tremoves %d beach, %d forest, %d mountains\n",
			isl.ID, isl.Name, isl.NameRU, isl.Land(), isl.Files, isl.Ranks,
			isl.Removed(island.Beach), isl.Removed(island.Forest), isl.Removed(island.Mountains))
	}
	return tw.Flush()
}
