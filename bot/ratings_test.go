package bot

import (
	"math"
	"strings"
	"testing"

	"github.com/jackalbot/jackal/bot/rating"
	"github.com/jackalbot/jackal/storage"
)

// ratingIn is a user's classic rating, or the zero rating when none.
func ratingIn(f *fixture, game, id string) storage.PlayerRating {
	f.t.Helper()
	r, err := f.store.RatingOf(game, id)
	if err != nil && !isNotFound(err) {
		f.t.Fatal(err)
	}
	return r
}

// TestRatingsOfADuel: a duel between two people, ended by a resignation,
// moves the winner's rating up and the loser's down by Glicko-2 (both new
// players: as rating.Game rates them); the same game is not rated again
// after a restart; /stats shows the ratings with the leaderboard and
// /stats ratings lists them; a game against the computer is not rated,
// and /stats server has no server on Telegram.
func TestRatingsOfADuel(t *testing.T) {
	f := newFixture(t)
	startDuel(f)
	id := f.game().ID
	f.cmd(user("2"), "resign", "")
	want, err := rating.Game([][]rating.Rating{{rating.New()}, {rating.New()}}, []int{1, 2}, rating.Tau)
	if err != nil {
		t.Fatal(err)
	}
	won, lost := ratingIn(f, "classic", "1"), ratingIn(f, "classic", "2")
	if won.Games != 1 || lost.Games != 1 || won.Name != "U1" || lost.Name != "U2" {
		t.Fatalf("ratings after the duel: %+v %+v", won, lost)
	}
	if math.Abs(won.R-want[0][0].R) > 1e-9 || math.Abs(lost.R-want[1][0].R) > 1e-9 || won.R <= 1500 || lost.R >= 1500 {
		t.Fatalf("winner %.2f, loser %.2f; want %.2f and %.2f", won.R, lost.R, want[0][0].R, want[1][0].R)
	}
	if won.RD >= rating.DefaultRD || lost.RD >= rating.DefaultRD {
		t.Fatalf("a game played left the deviations %.1f and %.1f", won.RD, lost.RD)
	}

	f.restart()
	rec, err := f.store.Archived(id)
	if err != nil {
		t.Fatal(err)
	}
	m, err := replayMatch(rec.Setup, rec.Log)
	if err != nil {
		t.Fatal(err)
	}
	if err := f.b.rateGame(rec, m); err != nil {
		t.Fatal(err)
	}
	if again := ratingIn(f, "classic", "1"); again != won {
		t.Fatalf("the game was rated twice: %+v, then %+v", won, again)
	}

	f.cmd(user("1"), "stats", "")
	text := f.out.lastText()
	for _, w := range []string{"1. U1 — 1 win of 1", "rating (Jackal) 1662 ±290", "2. U2 — 0 wins of 1", "rating (Jackal) 1338 ±290"} {
		if !strings.Contains(text, w) {
			t.Errorf("/stats lacks %q:\n%s", w, text)
		}
	}
	f.cmd(user("1"), "stats", "ratings")
	text = f.out.lastText()
	if !strings.Contains(text, "Ratings — Jackal") || !strings.Contains(text, "1. U1 — 1662 ±290, rated games: 1") ||
		!strings.Contains(text, "2. U2 — 1338 ±290") {
		t.Errorf("/stats ratings:\n%s", text)
	}
	f.cmd(user("1"), "stats", "ratings archipirata")
	if text := f.out.lastText(); !strings.Contains(text, "No game of Archipirata has been rated yet") {
		t.Errorf("/stats ratings archipirata: %q", text)
	}
	for _, tc := range []struct{ args, want string }{
		{"ratings chess", `"chess" is not a rated game. Rated games: classic, archipirata, archipelago, cards.`},
		{"ratings puzzle", `"puzzle" is not a rated game`},
		{"server", "belongs to no server"},
		{"everything", "/stats server"},
	} {
		f.cmd(user("1"), "stats", tc.args)
		if a := f.out.lastAnswer(); !strings.Contains(a, tc.want) {
			t.Errorf("/stats %s answered %q, want %q", tc.args, a, tc.want)
		}
	}

	// against the computer: not rated
	f.cmd(user("1"), "new", "duel ai:easy")
	f.cmd(user("1"), "start", "")
	f.cmd(user("1"), "resign", "")
	if _, err := f.store.Get(storage.Key(f.chat.Key)); !isNotFound(err) {
		t.Fatalf("the game against the computer did not end: %v", err)
	}
	if after := ratingIn(f, "classic", "1"); after != won {
		t.Fatalf("a game against the computer was rated: %+v, then %+v", won, after)
	}
	if problems, err := f.store.Check(Replay); err != nil || len(problems) != 0 {
		t.Fatalf("check: %v %v", err, problems)
	}
}

// TestRatingsTwoCrews: a player who played two crews is rated once, and
// a game's ratings are its ruleset's (archipirata apart from classic).
func TestRatingsTwoCrews(t *testing.T) {
	f := newFixture(t)
	f.cmd(user("1"), "new", "two-crews")
	f.press(user("2"), "0:j:black")
	f.cmd(user("1"), "start", "")
	g := f.game()
	if len(g.Setup.Seats) != 4 {
		t.Fatalf("seats %+v, want two crews each", g.Setup.Seats)
	}
	f.cmd(user("1"), "resign", "")
	list, err := f.store.Ratings("classic")
	if err != nil || len(list) != 2 || list[0].UserID != "2" || list[1].UserID != "1" || list[0].Games != 1 {
		t.Fatalf("ratings after a two-crews game: %+v %v", list, err)
	}
	if list, _ := f.store.Ratings("archipirata"); len(list) != 0 {
		t.Fatalf("archipirata ratings from a classic game: %+v", list)
	}
}

// TestRatedGame: the games rated, and the server a chat belongs to.
func TestRatedGame(t *testing.T) {
	for _, tc := range []struct{ id, want string }{
		{"", "classic"}, {"classic", "classic"}, {"archipirata", "archipirata"},
		{"archipelago", "archipelago"}, {"puzzle", ""},
	} {
		if got := ratedGame(tc.id); got != tc.want {
			t.Errorf("ratedGame(%q) = %q, want %q", tc.id, got, tc.want)
		}
	}
	if s := serverOf(Chat{Platform: PlatformDiscord, Server: "500"}); s != "dc:500" {
		t.Errorf("a guild's server: %q", s)
	}
	if s := serverOf(Chat{Platform: PlatformTelegram}); s != "" {
		t.Errorf("a Telegram chat's server: %q", s)
	}
}

// TestStatsRussianNames: in a Russian chat /stats names the rated game
// in Russian (before, «rating (Jackal)», «Рейтинги — Jackal»).
func TestStatsRussianNames(t *testing.T) {
	f := newFixture(t)
	startDuel(f)
	f.cmd(user("2"), "resign", "")
	ru := User{ID: "1", Name: "U1", Lang: "ru"}
	f.cmd(ru, "stats", "")
	if text := f.out.lastText(); !strings.Contains(text, "рейтинг (Шакал) 1662 ±290") {
		t.Errorf("/stats in Russian:\n%s", text)
	}
	f.cmd(ru, "stats", "ratings")
	if text := f.out.lastText(); !strings.Contains(text, "Рейтинги — Шакал") {
		t.Errorf("/stats ratings in Russian:\n%s", text)
	}
	f.cmd(ru, "stats", "ratings archipirata")
	if text := f.out.lastText(); !strings.Contains(text, "«Архипирата» ещё не оценена") {
		t.Errorf("/stats ratings archipirata in Russian: %q", text)
	}
	// the subcommand's Russian word, as the terminal shows it
	// (SubcommandWord), is read as the English one
	f.cmd(ru, "stats", SubcommandWord("ru", "stats", "ratings"))
	if text := f.out.lastText(); !strings.Contains(text, "Рейтинги — Шакал") {
		t.Errorf("/stats %s in Russian:\n%s", SubcommandWord("ru", "stats", "ratings"), text)
	}
}
