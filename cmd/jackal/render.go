package main

import (
	"bytes"
	"encoding/json"
	"errors"
	"flag"
	"fmt"
	"image"
	"io"
	"os"
	"path/filepath"
	"strconv"
	"strings"

	"github.com/jackalbot/jackal/bot"
	"github.com/jackalbot/jackal/engine"
	"github.com/jackalbot/jackal/engine/cards"
	gm "github.com/jackalbot/jackal/engine/game"
	"github.com/jackalbot/jackal/engine/games"
	"github.com/jackalbot/jackal/engine/scenario"
	"github.com/jackalbot/jackal/render"
	"github.com/jackalbot/jackal/storage"
)

const renderUsage = `usage:
  jackal render tiles --out tiles.png [--size N]
      every tile kind once, labelled, N pixels a tile (default 128)
  jackal render island FILE|ID [--out island.png] [--size N] [--lang en|ru]
      an island of Jackal Archipelago: an island file, or a shipped island
      by its id; N pixels on the longer side (default 1024)
  jackal render island --list
      the shipped islands: id, names, tiles, grid, tiles removed
  jackal render card-island N [--out card-island.png] [--size N] [--lang en|ru]
      island card N (1–40) of the Jackal card game (default 768 px)
  jackal render scenario FILE --out board.png [--size N] [--as CREW] [--piece P] [--lang en|ru]
      a classic or Archipelago scenario's final position with its last
      action's trail (other games' files: jackal scenario run --game); --as draws
      one crew's view (default: a spectator's), --piece marks P's moves
  jackal render replay --game FILE --out game.gif [--size N] [--delay CS] [--as SEAT|actor] [--lang en|ru]
      a game export, of any game, as an animated GIF, one frame a log entry
      (default 480 px); --as draws one seat's view, or each acting seat's
--out - writes to standard output; --lang ru writes the pictures' words in
Russian (default en, English).
`

// Errors of the render command.
var (
	errRenderUsage = errors.New("render: bad usage")
	errGameFile    = errors.New("render: bad game file")
)

// maxGameFile bounds the game export files read.
const maxGameFile = 8 << 20

// cmdRender runs "jackal render tiles|scenario|replay". It returns the
// exit code: 0 on success, 1 when a file cannot be read, built or written,
// 2 on a usage error.
func cmdRender(args []string, stdout, stderr io.Writer) int {
	if len(args) == 0 {
		fmt.Fprint(stderr, renderUsage)
		return 2
	}
	var err error
	switch args[0] {
	case "tiles":
		err = renderTiles(args[1:], stdout, stderr)
	case "island":
		err = renderIsland(args[1:], stdout, stderr)
	case "card-island":
		err = renderCardIsland(args[1:], stdout, stderr)
	case "scenario":
		err = renderScenario(args[1:], stdout, stderr)
	case "replay":
		err = renderReplay(args[1:], stdout, stderr)
	case "help", "-h", "--help":
		fmt.Fprint(stdout, renderUsage)
		return 0
	default:
		err = fmt.Errorf("%w: unknown subcommand %q", errRenderUsage, args[0])
	}
	switch {
	case err == nil:
		return 0
	case errors.Is(err, errRenderUsage):
		fmt.Fprintf(stderr, "jackal: %v\n%s", err, subUsage(args[0]))
		return 2
	case errors.Is(err, flag.ErrHelp):
		fmt.Fprint(stdout, subUsage(args[0]))
		return 0
	}
	fmt.Fprintf(stderr, "jackal: %v\n", err)
	return 1
}

// subUsage is the part of renderUsage about subcommand sub (the whole of
// it for a subcommand it does not name), so that a mistake in one
// subcommand is followed by that subcommand's usage only.
func subUsage(sub string) string {
	var b strings.Builder
	in := false
	for _, line := range strings.SplitAfter(renderUsage, "\n") {
		if strings.HasPrefix(line, "  jackal render ") {
			name, _, _ := strings.Cut(strings.TrimPrefix(line, "  jackal render "), " ")
			in = strings.TrimSpace(name) == sub
		} else if !strings.HasPrefix(line, "      ") {
			in = false
		}
		if in {
			b.WriteString(line)
		}
	}
	if b.Len() == 0 {
		return renderUsage
	}
	return "usage:\n" + b.String()
}

// renderFlags parses args with fs, the want positional arguments before,
// between or after the flags. Flag errors are usage errors.
func renderFlags(fs *flag.FlagSet, args []string, want int) ([]string, error) {
	pos, err := parseInterspersed(fs, args)
	if err != nil {
		if errors.Is(err, flag.ErrHelp) {
			return nil, err
		}
		return nil, fmt.Errorf("%w: %v", errRenderUsage, err)
	}
	what := renderArgument[fs.Name()]
	switch {
	case len(pos) == want:
		return pos, nil
	case want == 0:
		return nil, fmt.Errorf("%w: %s takes flags only, not %q", errRenderUsage, fs.Name(), strings.Join(pos, " "))
	case len(pos) < want:
		return nil, fmt.Errorf("%w: %s needs %s", errRenderUsage, fs.Name(), what)
	}
	return nil, fmt.Errorf("%w: %s takes one argument, %s, not %d: %q", errRenderUsage, fs.Name(), what, len(pos), strings.Join(pos, " "))
}

// renderArgument names the argument each subcommand takes, for a command
// line that gives none, or too many.
var renderArgument = map[string]string{
	"render island":      "an island: a file, or a shipped island's id (--list lists them)",
	"render card-island": "an island card's number, 1 to " + strconv.Itoa(cards.NumIslandCards()),
	"render scenario":    "a scenario FILE",
}

// newRenderFlags makes the flag set of one subcommand, with --out.
func newRenderFlags(name string) (*flag.FlagSet, *string) {
	fs := flag.NewFlagSet("render "+name, flag.ContinueOnError)
	// cmdRender tells a flag's mistake once, with the subcommand's usage
	fs.SetOutput(io.Discard)
	out := fs.String("out", "", "the file to write (- for standard output)")
	return fs, out
}

// langFlag adds --lang to fs: the language of the picture's words.
func langFlag(fs *flag.FlagSet) *string {
	return fs.String("lang", "en", "the language of the picture's words: en or ru")
}

// checkLang accepts --lang's two languages, "en" and "ru".
func checkLang(lang string) error {
	if lang != "en" && lang != "ru" {
		return fmt.Errorf("%w: --lang must be en or ru, not %q", errRenderUsage, lang)
	}
	return nil
}

// renderTiles writes the contact sheet of every tile kind.
func renderTiles(args []string, stdout, stderr io.Writer) error {
	fs, out := newRenderFlags("tiles")
	size := fs.Int("size", render.DefaultSheetTile, "pixels a tile")
	if _, err := renderFlags(fs, args, 0); err != nil {
		return err
	}
	if *out == "" {
		return fmt.Errorf("%w: --out is required", errRenderUsage)
	}
	if *size < render.MinSheetTile || *size > render.MaxSheetTile {
		return fmt.Errorf("%w: --size must be %d…%d", errRenderUsage, render.MinSheetTile, render.MaxSheetTile)
	}
	img := render.TileSheet(*size)
	if err := writePNG(*out, img, stdout); err != nil {
		return err
	}
	told(stdout, *out, img, "every tile kind")
	return nil
}

// told says on stdout what was written to out (not for "-", where the
// picture itself went): "tiles.png: every tile kind, 400×400 px".
func told(stdout io.Writer, out string, img image.Image, what string) {
	if out == "-" {
		return
	}
	b := img.Bounds()
	fmt.Fprintf(stdout, "%s: %s, %d×%d px\n", out, what, b.Dx(), b.Dy())
}

// writePNG encodes img as PNG and writes it to out ("-": standard output).
func writePNG(out string, img image.Image, stdout io.Writer) error {
	var buf bytes.Buffer
	if err := render.EncodePNG(&buf, img); err != nil {
		return err
	}
	return writeOut(out, buf.Bytes(), stdout)
}

// renderScenario draws a scenario's final position.
func renderScenario(args []string, stdout, stderr io.Writer) error {
	fs, out := newRenderFlags("scenario")
	size := fs.Int("size", render.DefaultSize, "the picture's side in pixels")
	as := fs.String("as", "spectator", "whose view: a crew or spectator")
	piece := fs.String("piece", "", "mark this piece's legal moves")
	lang := langFlag(fs)
	pos, err := renderFlags(fs, args, 1)
	if err != nil {
		return err
	}
	if *out == "" {
		return fmt.Errorf("%w: --out is required", errRenderUsage)
	}
	if err := checkLang(*lang); err != nil {
		return err
	}
	opts := render.Options{Size: *size, Lang: *lang}
	if err := opts.Check(); err != nil {
		return fmt.Errorf("%w: %v", errRenderUsage, err)
	}
	viewer, err := parseViewer(*as)
	if err != nil {
		return err
	}
	data, err := readScenario(pos[0])
	if err != nil {
		return err
	}
	sc, err := scenario.Parse(data, pos[0])
	if err != nil {
		if id := scenarioGame(data); id != "" {
			return fmt.Errorf("%w: %s is a scenario of %s: render scenario draws classic and Archipelago positions; "+
				"jackal scenario run --game %s %s prints it, and a played game of it is drawn by jackal render replay",
				errRenderUsage, pos[0], id, id, pos[0])
		}
		return err
	}
	// A refused action still leaves the position before it: drawing that is
	// what a bug report needs; the refusal is reported after the picture.
	res, runErr := scenario.Run(sc)
	if runErr != nil && len(res.State.Crews()) == 0 {
		return runErr
	}
	s := res.State
	if n := len(res.Steps); n > 0 {
		opts.Events = res.Steps[n-1].Events
	}
	opts.Title = strings.TrimSuffix(filepath.Base(pos[0]), filepath.Ext(pos[0]))
	v := engine.ViewFor(&s, viewer)
	if *piece != "" {
		p, err := engine.ParsePiece(*piece)
		if err != nil {
			return fmt.Errorf("%w: --piece: %v", errRenderUsage, err)
		}
		opts.Targets = moveTargets(s, &v, p)
	} else if s.Pending.Active {
		opts.Targets = moveTargets(s, &v, engine.NoPiece)
	}
	img := render.Board(&v, opts)
	if err := writePNG(*out, img, stdout); err != nil {
		return err
	}
	told(stdout, *out, img, "the position of "+pos[0]+afterActions(len(res.Steps)))
	if runErr != nil {
		return fmt.Errorf("drew the position before the refused action; %w", runErr)
	}
	return nil
}

// afterActions is " after 3 actions" ("" for none), for what render
// scenario tells it drew.
func afterActions(n int) string {
	if n == 0 {
		return ""
	}
	return " after " + count(n, "action")
}

// moveTargets are the cells piece p may move to in s, or the options of the
// pending choice when p is NoPiece, each marked deadly when it kills
// whatever the tiles face down in the picture's view v hold: the marker
// tells nothing the picture does not show.
func moveTargets(s engine.State, v *engine.View, p engine.PieceID) []render.Target {
	var out []render.Target
	seen := map[string]bool{}
	for _, a := range engine.Legal(s) {
		ok := (p == engine.NoPiece && a.Kind == engine.ActChoose) || (a.Kind == engine.ActMove && a.Piece == p)
		if !ok {
			continue
		}
		label := a.To.String()
		if a.Step > 0 {
			label += "/" + strconv.Itoa(int(a.Step))
		}
		if seen[label] {
			continue
		}
		seen[label] = true
		out = append(out, render.Target{Cell: a.To, Label: label, Deadly: v.Deadly(a)})
	}
	return out
}

// parseViewer reads a scenario's --as: "spectator" or a crew. It returns
// engine.NoCrew for a spectator.
func parseViewer(s string) (engine.Crew, error) {
	if s == "spectator" {
		return engine.NoCrew, nil
	}
	c, err := engine.ParseCrew(s)
	if err != nil {
		return engine.NoCrew, fmt.Errorf("%w: --as: %v", errRenderUsage, err)
	}
	return c, nil
}

// exportFile is what `jackal db export` writes (storage.GameExport): the
// game's set-up and its log are what a replay needs.
type exportFile struct {
	Format string `json:"format"`
	Game   *struct {
		Setup    storage.Setup `json:"setup"`
		Log      []string      `json:"log"`
		Snapshot []byte        `json:"snapshot"`
	} `json:"game"`
}

// readGame reads and checks a game export file, of any game.
func readGame(name string) (*storage.Game, error) {
	data, err := readFileMax(name, maxGameFile)
	if err != nil {
		return nil, fmt.Errorf("%w: %w", errGameFile, err)
	}
	var doc exportFile
	if err := json.Unmarshal(data, &doc); err != nil {
		return nil, fmt.Errorf("%w: %s: %v", errGameFile, name, err)
	}
	switch {
	case doc.Format != "jackal-game" || doc.Game == nil:
		return nil, fmt.Errorf("%w: %s is not a game export (write one with: jackal db export -db FILE CHAT|ID)", errGameFile, name)
	case len(doc.Game.Setup.Crews) == 0:
		return nil, fmt.Errorf("%w: %s is a lobby: the game never started", errGameFile, name)
	case len(doc.Game.Log) == 0:
		return nil, fmt.Errorf("%w: %s: the game has no action to replay", errGameFile, name)
	}
	// the stored state too: a game dealt under older rules is replayed
	// from it (bot/settle.go)
	return &storage.Game{Setup: doc.Game.Setup, Log: doc.Game.Log, Snapshot: doc.Game.Snapshot}, nil
}

// renderReplay draws a game export, of any game, as an animated GIF: the
// game's own picture, through the bot's face of it.
func renderReplay(args []string, stdout, stderr io.Writer) error {
	fs, out := newRenderFlags("replay")
	file := fs.String("game", "", "the game export file (JSON)")
	size := fs.Int("size", render.DefaultReplaySize, "a frame's size in pixels")
	delay := fs.Int("delay", render.DefaultReplayDelay, "hundredths of a second a frame")
	as := fs.String("as", "spectator", "whose view: spectator, actor (the seat that acted) or a seat (a crew, a colour)")
	lang := langFlag(fs)
	if _, err := renderFlags(fs, args, 0); err != nil {
		return err
	}
	if *out == "" || *file == "" {
		return fmt.Errorf("%w: --game and --out are required", errRenderUsage)
	}
	if err := checkLang(*lang); err != nil {
		return err
	}
	o := bot.ReplayOptions{Size: *size, Delay: *delay, As: *as, Lang: *lang}
	switch *as {
	case "spectator":
		o.As = ""
	case "actor":
		o.As = bot.ReplayActor
	}
	rec, err := readGame(*file)
	if err != nil {
		return err
	}
	data, err := bot.ReplayGIF(rec, o)
	switch {
	case errors.Is(err, gm.ErrUnknownSeat):
		return fmt.Errorf("%w: --as: %v", errRenderUsage, err)
	case errors.Is(err, render.ErrSize), errors.Is(err, render.ErrDelay):
		return fmt.Errorf("%w: %v", errRenderUsage, err)
	case err != nil:
		return fmt.Errorf("%w: %w", errGameFile, err)
	}
	if err := writeOut(*out, data, stdout); err != nil {
		return err
	}
	if *out != "-" {
		name := rec.Setup.Game
		if g, err := games.Lookup(name); err == nil {
			name = g.Name()
		}
		fmt.Fprintf(stdout, "%s: %s, %s, %d bytes\n", *out, name, count(len(rec.Log), "action"), len(data))
	}
	return nil
}

// writeOut writes data to the file name, or to stdout for "-".
func writeOut(name string, data []byte, stdout io.Writer) error {
	if name == "-" {
		_, err := stdout.Write(data)
		return err
	}
	return os.WriteFile(name, data, 0o644)
}
