package render

import (
	"bytes"
	"image"
	"image/color"
	"math"
	"strconv"
	"testing"
)

// season is a three-island campaign of four players, over or not.
func season(over bool) *Season {
	return &Season{
		Title: "Season of the Archipelago",
		Games: []string{"1", "2", "3"},
		Over:  over,
		Players: []SeasonPlayer{
			{Name: "Long John the Strongman", Points: []int{6, 4, 7}, Wins: 2, Rating: 1684},
			{Name: "Анна", Points: []int{3, 8, 2}, Wins: 1, Rating: 1590},
			{Name: "Bob", Points: []int{5, 1, 3}, Rating: 1471},
			{Name: "AI", Points: []int{0, 2}, Rating: 1402},
		},
	}
}

func seasonGoldenCases() []goldenCase {
	return []goldenCase{
		{"season-over", func(t *testing.T) *image.RGBA { return Standings(season(true), SeasonOptions{}) }},
		{"season-start-512", func(t *testing.T) *image.RGBA {
			return Standings(&Season{Title: "Best of three", Players: []SeasonPlayer{{Name: "Ann"}, {Name: "Bob"}}}, SeasonOptions{Size: 512})
		}},
		// an Archipelago campaign under way counts islands: "3 islands
		// played", «Сыграно: 5 островов»
		{"season-islands-512", func(t *testing.T) *image.RGBA {
			return Standings(islandSeason(3), SeasonOptions{Size: 512})
		}},
		{"ru-season-islands-512", func(t *testing.T) *image.RGBA {
			return Standings(islandSeason(5), SeasonOptions{Size: 512, Lang: "ru"})
		}},
	}
}

// islandSeason is season(false) as an Archipelago campaign of n islands
// so far: points are coins, and the games it counts are islands.
func islandSeason(n int) *Season {
	s := season(false)
	s.Coins, s.Islands = true, true
	s.Games = nil
	for k := range n {
		s.Games = append(s.Games, strconv.Itoa(k+1))
	}
	for i := range s.Players {
		for len(s.Players[i].Points) < n {
			s.Players[i].Points = append(s.Players[i].Points, i+1)
		}
	}
	return s
}

// TestSeasonCountsIslands: the title's count of a season of islands says
// islands, in English and in Russian with the number's agreement (before,
// every campaign said "3 games played", though an Archipelago campaign of
// "3 islands" counts islands); other seasons keep games.
func TestSeasonCountsIslands(t *testing.T) {
	tests := []struct {
		lang    string
		islands bool
		n       int
		want    string
	}{
		{"en", true, 0, "0 islands played"},
		{"en", true, 1, "1 island played"},
		{"en", true, 3, "3 islands played"},
		{"ru", true, 1, "Сыграно: 1 остров"},
		{"ru", true, 3, "Сыграно: 3 острова"},
		{"ru", true, 5, "Сыграно: 5 островов"},
		{"ru", true, 11, "Сыграно: 11 островов"},
		{"ru", true, 21, "Сыграно: 21 остров"},
		{"ru", true, 22, "Сыграно: 22 острова"},
		{"en", false, 1, "1 game played"},
		{"en", false, 3, "3 games played"},
		{"ru", false, 3, "Сыграно: 3 игры"},
		{"ru", false, 5, "Сыграно: 5 игр"},
	}
	for _, tc := range tests {
		s := &Season{Islands: tc.islands, Games: make([]string, tc.n)}
		if got := s.played(tongueOf(tc.lang)); got != tc.want {
			t.Errorf("%s, islands %v, %d played: %q, want %q", tc.lang, tc.islands, tc.n, got, tc.want)
		}
	}
	png := func(s *Season) []byte {
		var buf bytes.Buffer
		if err := EncodePNG(&buf, Standings(s, SeasonOptions{Size: 512})); err != nil {
			t.Fatal(err)
		}
		return buf.Bytes()
	}
	games := islandSeason(3)
	games.Islands = false
	if bytes.Equal(png(islandSeason(3)), png(games)) {
		t.Error("a season of islands is drawn as a season of games")
	}
}

// TestSeasonGolden compares the standings pictures with testdata; -update
// rewrites them.
func TestSeasonGolden(t *testing.T) { checkGolden(t, seasonGoldenCases()) }

// TestSeasonShows checks what the picture depends on: the champion's
// banner, a player's points, and the chart only once a game is played.
func TestSeasonShows(t *testing.T) {
	png := func(s *Season) []byte {
		var buf bytes.Buffer
		if err := EncodePNG(&buf, Standings(s, SeasonOptions{Size: 512})); err != nil {
			t.Fatal(err)
		}
		return buf.Bytes()
	}
	running, over := png(season(false)), png(season(true))
	if bytes.Equal(running, over) {
		t.Fatal("the champion's banner does not show")
	}
	more := season(false)
	more.Players[2].Points[1] = 9
	if bytes.Equal(png(more), running) {
		t.Fatal("a player's points do not show")
	}
	empty := Standings(&Season{Title: "x", Players: []SeasonPlayer{{Name: "a"}}}, SeasonOptions{Size: 512})
	played := Standings(&Season{Title: "x", Games: []string{"1"}, Players: []SeasonPlayer{{Name: "a", Points: []int{1}}}}, SeasonOptions{Size: 512})
	if empty.Rect.Dy() >= played.Rect.Dy() {
		t.Fatalf("the chart takes no room: %v and %v", empty.Rect, played.Rect)
	}
	Standings(&Season{}, SeasonOptions{Size: 10}) // no player, no game, a size out of range: no panic
}

// TestSeasonRanks: the picture writes each player's Rank, equal records
// sharing a place as the standings' text does (before, always 1, 2, 3,
// 4), names every champion sharing the first place, and heads the
// points Coins when they are coins.
func TestSeasonRanks(t *testing.T) {
	png := func(s *Season) []byte {
		var buf bytes.Buffer
		if err := EncodePNG(&buf, Standings(s, SeasonOptions{Size: 512})); err != nil {
			t.Fatal(err)
		}
		return buf.Bytes()
	}
	ranked := func(over bool, ranks ...int) *Season {
		s := season(over)
		for i, r := range ranks {
			s.Players[i].Rank = r
		}
		return s
	}
	byOrder := png(season(false))
	if !bytes.Equal(png(ranked(false, 1, 2, 3, 4)), byOrder) {
		t.Error("ranks 1, 2, 3, 4 drawn otherwise than by the order")
	}
	if bytes.Equal(png(ranked(false, 1, 2, 2, 4)), byOrder) {
		t.Error("a shared place (1, 2, 2, 4) is drawn as 1, 2, 3, 4")
	}
	if bytes.Equal(png(ranked(true, 1, 1, 3, 4)), png(ranked(true, 1, 2, 3, 4))) {
		t.Error("the banner names one champion of two")
	}
	if s := ranked(true, 1, 1, 3, 4); s.champions() != "Long John the Strongman, Анна" {
		t.Errorf("champions: %q", s.champions())
	}
	coins := season(false)
	coins.Coins = true
	if bytes.Equal(png(coins), byOrder) {
		t.Error("coins are headed Points")
	}
}

// TestSeasonColours: the first four players' colours on the chart stand
// out from the dark ground and differ in lightness, pairwise, so that a
// colour-blind player tells them apart (red and green, once third and
// fourth, were alike in lightness: 1.04 to 1), and all eight differ.
func TestSeasonColours(t *testing.T) {
	lum := func(c color.RGBA) float64 { // relative luminance, WCAG
		lin := func(v uint8) float64 {
			f := float64(v) / 255
			if f <= 0.04045 {
				return f / 12.92
			}
			return math.Pow((f+0.055)/1.055, 2.4)
		}
		return 0.2126*lin(c.R) + 0.7152*lin(c.G) + 0.0722*lin(c.B)
	}
	ratio := func(a, b color.RGBA) float64 {
		la, lb := lum(a)+0.05, lum(b)+0.05
		return max(la, lb) / min(la, lb)
	}
	for i, c := range seasonColors[:4] {
		if r := ratio(c, colBackground); r < 2.5 {
			t.Errorf("colour %d %v: contrast %.2f with the ground", i, c, r)
		}
		for j, d := range seasonColors[:i] {
			if r := ratio(c, d); r < 1.3 {
				t.Errorf("colours %d and %d: lightness ratio %.2f", j, i, r)
			}
		}
	}
	seen := map[color.RGBA]bool{}
	for _, c := range seasonColors {
		if seen[c] {
			t.Errorf("%v twice", c)
		}
		seen[c] = true
	}
}

// BenchmarkStandings draws and encodes the standings of a season.
func BenchmarkStandings(b *testing.B) {
	s := season(true)
	var buf bytes.Buffer
	for b.Loop() {
		buf.Reset()
		if err := EncodePNG(&buf, Standings(s, SeasonOptions{})); err != nil {
			b.Fatal(err)
		}
	}
}
