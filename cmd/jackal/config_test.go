package main

import (
	"bytes"
	"errors"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/jackalbot/jackal/bot"
	"github.com/jackalbot/jackal/engine/games"
)

func TestConfigExampleIsValid(t *testing.T) {
	data, err := os.ReadFile("../../config.example.yaml")
	if err != nil {
		t.Fatal(err)
	}
	c, err := parseConfig(data, "config.example.yaml")
	if err != nil {
		t.Fatalf("the example does not load: %v", err)
	}
	if c.Telegram.APIEndpoint != "https://api.telegram.org/bot%s/%s" || !c.Telegram.Enabled {
		t.Fatalf("telegram settings: %+v", c.Telegram)
	}
}

func TestConfigErrors(t *testing.T) {
	for _, tc := range []struct{ name, yaml, want string }{
		{"unknown key", "telegram:\n  enabled: true\n  tokn_env: X\n", "tokn_env"},
		{"unknown top key", "storag:\n  path: x\n", "storag"},
		{"bad endpoint", "telegram:\n  enabled: true\n  api_endpoint: http://x/bot\n", "api_endpoint"},
		{"poll longer than http", "telegram:\n  enabled: true\n  poll_timeout: 90s\n", "poll_timeout"},
		{"nothing enabled", "log_level: info\n", "enable telegram or discord"},
		{"bad level", "log_level: loud\ntelegram:\n  enabled: true\n", "log_level"},
		{"discord needs app", "discord:\n  enabled: true\n", "app_id"},
		{"bad lang", "defaults:\n  lang: fr\ntelegram:\n  enabled: true\n", "defaults.lang"},
		{"no reminder tick", "defaults:\n  reminder_check_every: 0s\ntelegram:\n  enabled: true\n", "reminder_check_every"}, // time.NewTicker panicked
		{"negative reminder tick", "defaults:\n  reminder_check_every: -1s\ntelegram:\n  enabled: true\n", "reminder_check_every"},
		{"negative board", "defaults:\n  board_size: -5\ntelegram:\n  enabled: true\n", "board_size"},
		{"huge board", "defaults:\n  board_size: 100000\ntelegram:\n  enabled: true\n", "board_size"},
		{"negative reminders", "defaults:\n  max_reminders: -1\ntelegram:\n  enabled: true\n", "max_reminders"},
		{"negative budget", "defaults:\n  ai_budget: -1s\ntelegram:\n  enabled: true\n", "ai_budget"},
		{"negative lock wait", "storage:\n  timeout: -1s\ntelegram:\n  enabled: true\n", "storage.timeout"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			_, err := parseConfig([]byte(tc.yaml), "c.yaml")
			if err == nil || !errors.Is(err, errConfig) || !strings.Contains(err.Error(), tc.want) {
				t.Fatalf("got %v, want an error naming %q", err, tc.want)
			}
			if strings.Count(err.Error(), "\n") > 0 {
				t.Fatalf("the error is not one line: %q", err)
			}
		})
	}
}

func TestServeMissingToken(t *testing.T) {
	path := filepath.Join(t.TempDir(), "c.yaml")
	cfg := "storage:\n  path: " + filepath.Join(t.TempDir(), "j.db") + "\ntelegram:\n  enabled: true\n  token_env: JACKAL_TEST_NO_SUCH_TOKEN\n"
	if err := os.WriteFile(path, []byte(cfg), 0o600); err != nil {
		t.Fatal(err)
	}
	var out, errw strings.Builder
	code := run([]string{"serve", "-config", path}, nil, &out, &errw)
	if code == 0 || !strings.Contains(errw.String(), "JACKAL_TEST_NO_SUCH_TOKEN") {
		t.Fatalf("exit %d, stderr %q", code, errw.String())
	}
	if n := strings.Count(strings.TrimSpace(errw.String()), "\n"); n != 0 {
		t.Fatalf("more than one line: %q", errw.String())
	}
}

func TestPlaySetup(t *testing.T) {
	for _, tc := range []struct {
		players, crews int
		vs             string
		teams, duel    bool
		args           string
		humans         int
		bad            bool
	}{
		{players: 2, args: "", humans: 2},
		{players: 1, vs: "hard", args: "duel ai:hard", humans: 1},
		{players: 2, vs: "hard", args: "ai:hard", humans: 2},
		{players: 3, args: "", humans: 3},
		{players: 2, duel: true, args: "duel", humans: 2},
		{players: 4, teams: true, args: "teams", humans: 4},
		{players: 1, crews: 3, vs: "easy,hard", args: "3 ai:easy ai:hard", humans: 1},
		{players: 1, bad: true},
		{players: 2, vs: "medium", bad: true},
		{players: 2, crews: 5, bad: true},
	} {
		args, humans, err := playSetup(tc.players, tc.crews, tc.vs, tc.teams, tc.duel, false)
		if tc.bad {
			if err == nil {
				t.Errorf("%+v: no error", tc)
			}
			continue
		}
		if err != nil || args != tc.args || humans != tc.humans {
			t.Errorf("%+v: got %q, %d, %v", tc, args, humans, err)
		}
	}
}

// TestReminderHoursZeroIsOff checks that reminder_hours: 0 in the file turns
// reminders off (as config.example.yaml says) instead of becoming 12.
func TestReminderHoursZeroIsOff(t *testing.T) {
	data, err := os.ReadFile("../../config.example.yaml")
	if err != nil {
		t.Fatal(err)
	}
	for _, tt := range []struct {
		line string
		want int
	}{
		{"reminder_hours: 0", bot.NoReminders},
		{"reminder_hours: 5", 5},
		{"reminder_hours: 12", 12},
	} {
		text := strings.Replace(string(data), "reminder_hours: 12", tt.line, 1)
		c, err := parseConfig([]byte(text), "config.yaml")
		if err != nil {
			t.Fatal(err)
		}
		if got := botConfig(c, nil, nil).ReminderHours; got != tt.want {
			t.Errorf("%s: bot reminder hours %d, want %d", tt.line, got, tt.want)
		}
	}
}

// TestPlayUnhostedGame: `jackal play --game` of a game the bot does not
// host yet stops with a clear message (exit 2) before any game starts;
// a hosted game's setup goes through.
func TestPlayUnhostedGame(t *testing.T) {
	unhosted := 0
	for _, g := range games.All() {
		if bot.Hosts(g.ID()) {
			if _, _, err := playGameSetup(g.ID(), 2, "", false, false); g.ID() != "classic" && err != nil {
				t.Errorf("%s: %v", g.ID(), err)
			}
			continue
		}
		unhosted++
		var out, errOut bytes.Buffer
		code := cmdPlay([]string{"--game", g.ID(), "--out", ""}, strings.NewReader(""), &out, &errOut)
		if want := g.Name() + " cannot be played here yet"; code != 2 || !strings.Contains(errOut.String(), want) {
			t.Errorf("%s: exit %d, %q; want 2 and %q", g.ID(), code, errOut.String(), want)
		}
	}
	// Every game of the engine has a face now (the card game came last), so
	// the loop checks each hosted game's setup; the unhosted message is
	// checked on the next game the engine plays before the bot hosts it.
	if _, err := games.Lookup("cards"); err != nil || (unhosted == 0) != bot.Hosts("cards") {
		t.Errorf("cards: %v; %d games not hosted checked", err, unhosted)
	}
}
