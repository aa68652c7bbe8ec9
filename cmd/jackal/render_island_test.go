package main

import (
	"bytes"
	"fmt"
	"image/png"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/jackalbot/jackal/engine/archipelago/islands"
)

// TestCmdRenderIsland runs "jackal render island" on shipped islands, on
// files, good and broken, and with bad arguments.
func TestCmdRenderIsland(t *testing.T) {
	dir := t.TempDir()
	out := func(name string) string { return filepath.Join(dir, name) }
	src, err := islands.Source("ring")
	if err != nil {
		t.Fatal(err)
	}
	good := out("mine.island")
	if err := os.WriteFile(good, bytes.Replace(src, []byte("island: ring"), []byte("island: mine"), 1), 0o644); err != nil {
		t.Fatal(err)
	}
	// a map character no island has, on line 5 at column 5
	broken := out("broken.island")
	if err := os.WriteFile(broken, []byte("island: bad\nname: Bad\nmap:\n3 . . .\n2 . x .\n1 . . .\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	// land in three parts (i9 and h8 cut off): the first lone cell is to blame
	split := out("split.island")
	text := strings.Replace(string(src), " 9  . . f m m m f f b . .", " 9  . . f m m m f . b . .", 1)
	text = strings.Replace(text, " 8  . b f m . . . m f b .", " 8  . b f m . . . m . b .", 1)
	if err := os.WriteFile(split, []byte(text), 0o644); err != nil {
		t.Fatal(err)
	}
	rank9 := strings.Count(text[:strings.Index(text, " 9  ")], "\n") + 1 // i9's line; its column is 21
	tests := []struct {
		name   string
		args   []string
		code   int
		file   string // a PNG that must now exist
		w, h   int    // its size
		stdout string
		stderr string
	}{
		{name: "shipped", args: []string{"island", "first", "--out", out("first.png")}, file: out("first.png"), w: 930, h: 1024, stdout: "The First Island (first), 57 tiles"},
		{name: "shipped, flags first", args: []string{"island", "--size", "512", "--out", out("bar.png"), "bar"}, file: out("bar.png"), w: 512, stdout: "512×"},
		{name: "a file", args: []string{"island", good, "--out", out("mine.png"), "--size", "300"}, file: out("mine.png"), h: 300, stdout: "(mine), 48 tiles"},
		{name: "list", args: []string{"island", "--list"}, stdout: "first     The First Island  Первый остров    57 tiles  12×11  removes 2 beach, 3 forest, 4 mountains\n"},
		{name: "broken file", args: []string{"island", broken, "--out", out("x.png")}, code: 1, stderr: "jackal: " + broken + ":5:5: syntax error: 'x' is not a map character"},
		{name: "island in parts", args: []string{"island", split, "--out", out("x.png")}, code: 1, stderr: fmt.Sprintf("%s:%d:21: bad shape: the land is in 3 parts: the 1 cell from i9 is not joined", split, rank9)},
		{name: "unknown id", args: []string{"island", "atlantis", "--out", out("x.png")}, code: 1, stderr: `"atlantis": no such file, and no shipped island has that id (the islands are first, bar,`},
		{name: "no island", args: []string{"island", "--out", out("x.png")}, code: 2, stderr: "render island needs an island: a file, or a shipped island's id"},
		{name: "two islands", args: []string{"island", "first", "ring"}, code: 2, stderr: "render island takes one argument, an island: a file, or a shipped island's id (--list lists them), not 2: \"first ring\""},
		{name: "bad size", args: []string{"island", "first", "--size", "100"}, code: 2, stderr: "--size"},
		{name: "bad flag", args: []string{"island", "first", "--colour", "red"}, code: 2, stderr: "flag provided but not defined"},
		{name: "help lists it", args: []string{"help"}, stdout: "jackal render island FILE|ID"},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			var stdout, stderr bytes.Buffer
			if code := cmdRender(tc.args, &stdout, &stderr); code != tc.code {
				t.Fatalf("exit %d, want %d; stderr: %s", code, tc.code, stderr.String())
			}
			if !strings.Contains(stdout.String(), tc.stdout) {
				t.Errorf("stdout %q lacks %q", stdout.String(), tc.stdout)
			}
			if !strings.Contains(stderr.String(), tc.stderr) {
				t.Errorf("stderr %q lacks %q", stderr.String(), tc.stderr)
			}
			if tc.code == 1 && strings.Count(stderr.String(), "\n") != 1 {
				t.Errorf("stderr is not one line: %q", stderr.String())
			}
			if tc.file == "" {
				return
			}
			f, err := os.Open(tc.file)
			if err != nil {
				t.Fatal(err)
			}
			defer f.Close()
			img, err := png.Decode(f)
			if err != nil {
				t.Fatal(err)
			}
			b := img.Bounds()
			if tc.w != 0 && b.Dx() != tc.w || tc.h != 0 && b.Dy() != tc.h {
				t.Errorf("picture %v, want %d×%d", b, tc.w, tc.h)
			}
		})
	}
}

// TestCmdRenderIslandDefaults checks the picture goes to island.png when
// --out is not given, and to standard output with --out -.
func TestCmdRenderIslandDefaults(t *testing.T) {
	t.Chdir(t.TempDir())
	var stdout, stderr bytes.Buffer
	if code := cmdRender([]string{"island", "star"}, &stdout, &stderr); code != 0 {
		t.Fatalf("exit %d: %s", code, stderr.String())
	}
	if _, err := os.Stat("island.png"); err != nil {
		t.Errorf("no island.png: %v", err)
	}
	stdout.Reset()
	if code := cmdRender([]string{"island", "ring", "--out", "-", "--size", "256"}, &stdout, &stderr); code != 0 {
		t.Fatalf("exit %d: %s", code, stderr.String())
	}
	img, err := png.Decode(&stdout)
	if err != nil {
		t.Fatalf("stdout is not a PNG: %v", err)
	}
	if b := img.Bounds(); b.Dx() != 256 && b.Dy() != 256 {
		t.Errorf("picture %v, want 256 on its longer side", b)
	}
}
