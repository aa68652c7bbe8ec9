package main

import (
	"path/filepath"
	"strings"
	"testing"

	"github.com/jackalbot/jackal/storage"
)

// playRun runs jackal play with args and input; it fails the test on an
// exit other than 0 and returns what was printed.
func playRun(t *testing.T, input string, args ...string) string {
	t.Helper()
	var out, errw strings.Builder
	if code := run(append([]string{"play", "--out", ""}, args...), strings.NewReader(input), &out, &errw); code != 0 {
		t.Fatalf("%v: exit %d: %s\n%s", args, code, errw.String(), out.String())
	}
	return out.String()
}

// campaignsIn lists the campaigns of the store in path.
func campaignsIn(t *testing.T, path string) []storage.Campaign {
	t.Helper()
	st, err := storage.Open(path, storage.Options{})
	if err != nil {
		t.Fatal(err)
	}
	defer st.Close()
	list, err := st.ListCampaigns()
	if err != nil {
		t.Fatal(err)
	}
	return list
}

// TestPlayCampaignResumes: a campaign continued without its flags keeps
// its players and language (before: a card campaign against computers
// came back at a hot seat, "Pass the keyboard to Player 1", and one
// started with --lang ru spoke English around Russian); --games given on
// continuing is said to be for the next campaign (before, ignored
// silently).
func TestPlayCampaignResumes(t *testing.T) {
	dir := t.TempDir()
	cards := filepath.Join(dir, "cards.db")
	playRun(t, "quit\n", "--campaign", cards, "--game", "cards", "--games", "2")
	if out := playRun(t, "1\nquit\n", "--campaign", cards); strings.Contains(out, "Pass the keyboard") || !strings.Contains(out, "[for Player 1 only]") {
		t.Errorf("the card campaign resumed at a hot seat:\n%s", out)
	}
	ru := filepath.Join(dir, "ru.db")
	playRun(t, "quit\n", "--campaign", ru, "--game", "archipirata", "--vs", "easy", "--lang", "ru")
	if out := playRun(t, "quit\n", "--campaign", ru); !strings.Contains(out, "Введите ход") || strings.Contains(out, "Type a move") {
		t.Errorf("the Russian campaign resumed in English:\n%s", out)
	}
	if out := playRun(t, "quit\n", "--campaign", ru, "--games", "5"); !strings.Contains(out, "флаги --games — для следующей кампании") {
		t.Errorf("--games on continuing:\n%s", out)
	}
}

// TestPlayCampaignOver: a finished campaign's file run again says it is
// over, shows its final standings and asks before a new one (before, a
// default classic campaign began without a word); with flags a new one
// begins, and says so.
func TestPlayCampaignOver(t *testing.T) {
	path := filepath.Join(t.TempDir(), "season.db")
	playRun(t, "resign\nresign\nn\n", "--campaign", path, "--game", "archipirata", "--vs", "easy", "--games", "2")
	out := playRun(t, "n\n", "--campaign", path)
	for _, want := range []string{"The campaign kept in " + path + " is over; its final standings follow. Answer y to start one like it (archipirata 2 ai:easy best-of=2)",
		"Champion: ⚪ White — computer (easy).", "New game? (y/n)"} {
		if !strings.Contains(out, want) {
			t.Errorf("output lacks %q:\n%s", want, out)
		}
	}
	if list := campaignsIn(t, path); len(list) != 1 {
		t.Fatalf("a campaign began unasked: %d campaigns", len(list))
	}
	out = playRun(t, "quit\n", "--campaign", path, "--game", "archipirata", "--vs", "easy")
	if !strings.Contains(out, "is over (its final standings follow); the flags --game, --vs start a new one.") || !strings.Contains(out, "Champion:") {
		t.Errorf("a new campaign by flags:\n%s", out)
	}
	if list := campaignsIn(t, path); len(list) != 2 {
		t.Fatalf("the flags started no campaign: %d campaigns", len(list))
	}
}

// TestPlayCardsCampaign: a card-game campaign plays the terminal's islands
// (--islands, 4 by default) in each game and --games games (before, with
// no --games nothing was played, "! No game is in play.", and with it
// every game was "Island 1 of 10").
func TestPlayCardsCampaign(t *testing.T) {
	dir := t.TempDir()
	if out := playRun(t, "quit\n", "--campaign", filepath.Join(dir, "a.db"), "--game", "cards"); !strings.Contains(out, "Island 1 of 4") || strings.Contains(out, "No game is in play") {
		t.Errorf("a card campaign:\n%s", out)
	}
	path := filepath.Join(dir, "b.db")
	if out := playRun(t, "quit\n", "--campaign", path, "--game", "cards", "--games", "2", "--islands", "2"); !strings.Contains(out, "Island 1 of 2") {
		t.Errorf("a card campaign of 2 games on 2 islands:\n%s", out)
	}
	if list := campaignsIn(t, path); len(list) != 1 || list[0].Format != "best-of" || list[0].Length != 2 {
		t.Fatalf("the campaign: %+v", list)
	}
}

// TestPlayDBDirectoryMissing: a --db in a directory that is not there is
// told as such (before, by the store's temporary file's name).
func TestPlayDBDirectoryMissing(t *testing.T) {
	missing := filepath.Join(t.TempDir(), "nowhere")
	var out, errw strings.Builder
	code := run([]string{"play", "--db", filepath.Join(missing, "x.db")}, strings.NewReader("quit\n"), &out, &errw)
	if code != 1 || errw.String() != "jackal play: the directory "+missing+" does not exist (for "+filepath.Join(missing, "x.db")+")\n" {
		t.Fatalf("exit %d, stderr %q", code, errw.String())
	}
}
