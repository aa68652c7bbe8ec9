package terminal

import (
	"bytes"
	"context"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/jackalbot/jackal/bot"
)

// TestTypedHere: the chat's commands a text names are shown as the
// terminal takes them, without the slash; other slashes stay.
func TestTypedHere(t *testing.T) {
	for in, want := range map[string]string{
		"Game id: x (/replay shows the game again).":     "Game id: x (replay shows the game again).",
		"/board lets them play on; /end counts the gold": "board lets them play on; end counts the gold",
		"Правила: /rules puzzle.":                        "Правила: rules puzzle.",
		"«/board»":                                       "«board»",
		"W1 f6/2 (the next step)":                        "W1 f6/2 (the next step)",
		"https://t.me/jackal/new?start=1":                "https://t.me/jackal/new?start=1",
		"/newest and /nothing":                           "/newest and /nothing",
		"(/campaign end stops the campaign)":             "(campaign end stops the campaign)",
		"/campaign tells it, /settings lang ru":          "campaign tells it, settings lang ru",
	} {
		if got := typedHere("en", in); got != want {
			t.Errorf("typedHere(%q) = %q, want %q", in, got, want)
		}
	}
	// in Russian, by the Russian words the terminal takes (before, the
	// English ones: «(campaign — таблица)», «(replay покажет её снова)»)
	for in, want := range map[string]string{
		"Номер партии: x (/replay покажет её снова).":     "Номер партии: x (повтор покажет её снова).",
		"🏴‍☠️ Игра 2 кампании (/campaign — таблица).":     "🏴‍☠️ Игра 2 кампании (кампания — таблица).",
		"/board — пусть играют дальше; /end — подсчитать": "доска — пусть играют дальше; конец — подсчитать",
		"W1 f6/2, /leave": "W1 f6/2, leave",
		// a campaign's subcommand too, by the Russian word it reads
		// (before, «кампания end»)
		"(/campaign end — закончить кампанию)":              "(кампания конец — закончить кампанию)",
		"/campaign — о ней, /campaign end — остановить.":    "кампания — о ней, кампания конец — остановить.",
		"/campaign name 2 Long John — дать пирату имя":      "кампания имя 2 Long John — дать пирату имя",
		"Начать: /campaign new archipelago islands=3":       "Начать: кампания новая archipelago islands=3",
		"/campaign history, /campaign standings, /campaign": "кампания история, кампания таблица, кампания",
		"/campaign endless; /settings lang ru":              "кампания endless; настройки язык ru",
		"/stats server, /stats ratings":                     "статистика сервер, статистика рейтинг",
	} {
		if got := typedHere("ru", in); got != want {
			t.Errorf("typedHere(ru, %q) = %q, want %q", in, got, want)
		}
	}
}

// TestCampaignTerminalRussianWords: the Russian campaign commands the
// terminal shows («кампания конец», «кампания история», bot.SubcommandWord)
// are read there: the history is told, the campaign is stopped.
func TestCampaignTerminalRussianWords(t *testing.T) {
	b, _ := newBot(t)
	var out bytes.Buffer
	words := []string{"кампания " + bot.SubcommandWord("ru", "campaign", "history"), "кампания " + bot.SubcommandWord("ru", "campaign", "end")}
	in := strings.NewReader(strings.Join(words, "\n") + "\nquit\n")
	if err := Play(context.Background(), b, Options{New: "archipirata ai:easy", Humans: 1, Campaign: true, Lang: "ru"}, in, &out); err != nil {
		t.Fatal(err)
	}
	text := out.String()
	if words[0] != "кампания история" || words[1] != "кампания конец" {
		t.Fatalf("the words shown: %q", words)
	}
	for _, w := range []string{"Ни одна игра кампании ещё не закончилась", "Кампания остановлена"} {
		if !strings.Contains(text, w) {
			t.Errorf("output lacks %q:\n%s", w, tail(text, 2500))
		}
	}
}

// TestCampaignTerminalWords: a campaign at the terminal names what the
// terminal takes: no slashed chat commands, the next game's lobby asks no
// colour to be pressed and offers no other island to type /new for,
// "standings" (and «таблица») shows the standings, help names replay
// and standings.
func TestCampaignTerminalWords(t *testing.T) {
	b, _ := newBot(t)
	var out bytes.Buffer
	in := strings.NewReader("end\nend\nstandings\nhelp\nquit\n")
	if err := Play(context.Background(), b, Options{New: "archipelago duel ai:easy islands=2", Humans: 1, Campaign: true}, in, &out); err != nil {
		t.Fatal(err)
	}
	text := out.String()
	for _, w := range []string{"replay shows the game again", "campaign tells the standings", "✅ Ready (the game starts",
		"replay [game]", "standings (a campaign's)"} {
		if !strings.Contains(text, w) {
			t.Errorf("output lacks %q:\n%s", w, tail(text, 2500))
		}
	}
	if n := strings.Count(text, "📊 Standings"); n < 2 {
		t.Errorf("standings shown %d times, want after the game and when asked:\n%s", n, tail(text, 2500))
	}
	for _, chatOnly := range []string{"/replay", "/campaign", "/new archipelago", "Press a colour", "I did not understand"} {
		if strings.Contains(text, chatOnly) {
			t.Errorf("the terminal shows %q:\n%s", chatOnly, tail(text, 2500))
		}
	}
}

// TestNewGamePromptTakesCommands: at "New game?" a command the game's end
// names (replay) is served and the question asked again; n ends.
func TestNewGamePromptTakesCommands(t *testing.T) {
	b, _ := newBot(t)
	dir := t.TempDir()
	var out bytes.Buffer
	in := strings.NewReader("end\nend\nreplay\nn\n")
	if err := Play(context.Background(), b, Options{New: "duel ai:easy", Humans: 1, Picture: filepath.Join(dir, "board.png")}, in, &out); err != nil {
		t.Fatal(err)
	}
	text := out.String()
	if n := strings.Count(text, "New game? (y/n)"); n != 2 || !strings.Contains(text, "The replay of game") {
		t.Fatalf("%d questions, replay told: %v:\n%s", n, strings.Contains(text, "The replay of game"), tail(text, 1500))
	}
	gifs, _ := filepath.Glob(filepath.Join(dir, "*.gif"))
	if len(gifs) != 1 {
		t.Fatalf("replay GIFs written: %v", gifs)
	}
	if _, err := os.Stat(gifs[0]); err != nil {
		t.Fatal(err)
	}
}
