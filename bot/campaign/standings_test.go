package campaign_test

import (
	"fmt"
	"reflect"
	"strings"
	"testing"

	"github.com/jackalbot/jackal/bot/campaign"
)

var (
	ann  = campaign.Player{ID: "a", Name: "Ann"}
	bob  = campaign.Player{ID: "b", Name: "Bob"}
	cat  = campaign.Player{ID: "c", Name: "Cat"}
	dan  = campaign.Player{ID: "d", Name: "Dan"}
	abc  = []campaign.Player{ann, bob, cat}
	abcd = []campaign.Player{ann, bob, cat, dan}
)

// game builds a result: "a5 b3 c0" scores, winners after a slash ("a5 b3/a").
func game(id, spec string) campaign.GameResult {
	scores, winners, _ := strings.Cut(spec, "/")
	r := campaign.GameResult{GameID: id, Scores: map[string]int{}}
	for _, f := range strings.Fields(scores) {
		var n int
		if _, err := fmt.Sscanf(f[1:], "%d", &n); err != nil {
			panic(err)
		}
		r.Scores[f[:1]] = n
	}
	r.Winners = strings.Fields(winners)
	return r
}

func games(specs ...string) []campaign.GameResult {
	var out []campaign.GameResult
	for i, s := range specs {
		out = append(out, game(fmt.Sprint("g", i+1), s))
	}
	return out
}

// line is a standing written compactly: "id played/won points coins #rank".
func line(s campaign.Standing) string {
	return fmt.Sprintf("%s %d/%d %d %d #%d", s.Player.ID, s.Played, s.Won, s.Points, s.Coins, s.Rank)
}

func TestTable(t *testing.T) {
	tests := []struct {
		name    string
		f       campaign.Format
		players []campaign.Player
		results []campaign.GameResult
		want    []string
	}{
		{"no games: all first", campaign.Games, abc, nil,
			[]string{"a 0/0 0 0 #1", "b 0/0 0 0 #1", "c 0/0 0 0 #1"}},
		{"games: gold summed ranks first", campaign.Games, abc, games("a2 b7 c1/b", "a4 b0 c7/c"),
			[]string{"c 2/1 8 8 #1", "b 2/1 7 7 #2", "a 2/0 6 6 #3"}},
		{"games: equal gold, games won breaks the tie", campaign.Games, abc, games("a5 b3 c1/a", "a0 b2 c4/c", "a0 b0 c0"),
			[]string{"a 3/1 5 5 #1", "c 3/1 5 5 #1", "b 3/0 5 5 #3"}},
		{"games: a shared win counts for both", campaign.Games, abc, games("a3 b3 c1/a b"),
			[]string{"a 1/1 3 3 #1", "b 1/1 3 3 #1", "c 1/0 1 1 #3"}},
		{"games: an absent player has not played", campaign.Games, abc, games("a3 b4/b", "a5 c2/a"),
			[]string{"a 2/1 8 8 #1", "b 1/1 4 4 #2", "c 1/0 2 2 #3"}},
		{"games: a winner missing from the scores has played", campaign.Games, abc, games("a3/a b"),
			[]string{"a 1/1 3 3 #1", "b 1/1 0 0 #2", "c 0/0 0 0 #3"}},
		{"games: unknown ids ignored", campaign.Games, abc, games("a1 b2 z9/z"),
			[]string{"b 1/0 2 2 #1", "a 1/0 1 1 #2", "c 0/0 0 0 #3"}},
		{"islands: coins then islands won", campaign.Islands, abcd, games("a6 b4 c3 d0/a", "a2 b4 c5 d1/c", "a0 b1 c0 d9/d"),
			[]string{"d 3/1 10 10 #1", "b 3/0 9 9 #2", "a 3/1 8 8 #3", "c 3/1 8 8 #3"}},
		{"islands: wins break equal coins", campaign.Islands, abc, games("a4 b5 c1/b", "a5 b4 c2/a", "a1 b1 c0/a"),
			[]string{"a 3/2 10 10 #1", "b 3/1 10 10 #2", "c 3/0 3 3 #3"}},
		{"best-of: games won, not gold", campaign.BestOf, abc, games("a9 b1/a", "a1 b2/b", "b3 c2/b"),
			[]string{"b 3/2 2 6 #1", "a 2/1 1 10 #2", "c 1/0 0 2 #3"}},
		{"best-of: a draw is no one's win; equal wins share", campaign.BestOf, abc, games("a2 b2", "a3 b1/a", "a0 b5/b"),
			[]string{"a 3/1 1 5 #1", "b 3/1 1 8 #1", "c 0/0 0 0 #3"}},
		{"best-of: nobody scored, every player listed: a draw, no one's win", campaign.BestOf, abc, games("a0 b0 c0/a b c"),
			[]string{"a 1/0 0 0 #1", "b 1/0 0 0 #1", "c 1/0 0 0 #1"}},
		{"best-of: a win by resignation with no gold is a win", campaign.BestOf, abc, games("a0 b0/a"),
			[]string{"a 1/1 1 0 #1", "b 1/0 0 0 #2", "c 0/0 0 0 #2"}},
		{"best-of: players' order keeps ties stable", campaign.BestOf, []campaign.Player{cat, bob, ann}, games("a1 b1 c1"),
			[]string{"c 1/0 0 1 #1", "b 1/0 0 1 #1", "a 1/0 0 1 #1"}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			var got []string
			for _, s := range campaign.Table(tt.f, tt.players, tt.results) {
				got = append(got, line(s))
			}
			if !reflect.DeepEqual(got, tt.want) {
				t.Errorf("Table =\n  %q\nwant\n  %q", got, tt.want)
			}
		})
	}
}

func TestTableNames(t *testing.T) {
	st := campaign.Table(campaign.Games, abc, games("a1 b2 c3/c"))
	if st[0].Player != cat || st[2].Player != ann {
		t.Errorf("Table keeps the players: %+v", st)
	}
}

func TestOverChampions(t *testing.T) {
	tests := []struct {
		name    string
		f       campaign.Format
		n       int
		results []campaign.GameResult
		over    bool
		champs  string
	}{
		{"best-of-3 not started", campaign.BestOf, 3, nil, false, ""},
		{"best-of-3 after one win", campaign.BestOf, 3, games("a3 b1/a"), false, ""},
		{"best-of-3 after two wins in two", campaign.BestOf, 3, games("a3 b1/a", "a5 b0/a"), true, "a"},
		{"best-of-3 one each", campaign.BestOf, 3, games("a3 b1/a", "a1 b3/b"), false, ""},
		{"best-of-3 draw then one win", campaign.BestOf, 3, games("a2 b2", "a3 b1/a"), false, ""},
		{"best-of-3 draw then two wins", campaign.BestOf, 3, games("a2 b2", "a3 b1/a", "a4 b1/a"), true, "a"},
		{"best-of-3 draw, one each: shared", campaign.BestOf, 3, games("a2 b2", "a3 b1/a", "a1 b4/b"), true, "a b"},
		{"best-of-3 three draws: all first", campaign.BestOf, 3, games("a1 b1 c1", "a0 b0 c0", "a2 b2 c2"), true, "a b c"},
		{"best-of-3 two games nobody scored go on", campaign.BestOf, 3, games("a0 b0 c0/a b c", "a0 b0 c0/a b c"), false, ""},
		{"best-of-4 two wins is no majority", campaign.BestOf, 4, games("a1/a", "a1/a"), false, ""},
		{"best-of-4 three wins", campaign.BestOf, 4, games("a1/a", "b1/b", "a1/a", "a1/a"), true, "a"},
		{"best-of-1", campaign.BestOf, 1, games("c1/c"), true, "c"},
		{"islands 3 after 2", campaign.Islands, 3, games("a6 b1/a", "a6 b1/a"), false, ""},
		{"islands 3 after 3", campaign.Islands, 3, games("a6 b1/a", "a1 b6/b", "a2 b4 c9/c"), true, "b"},
		{"islands 2 equal coins, wins decide", campaign.Islands, 2, games("a6 b4/a", "a4 b6"), true, "a"},
		{"islands 2 shared first", campaign.Islands, 2, games("a6 b4/a", "a4 b6/b"), true, "a b"},
		{"games 2 after 2", campaign.Games, 2, games("a6 b4/a", "a4 b7/b"), true, "b"},
		{"games 2 an early lead does not end it", campaign.Games, 2, games("a16 b0/a"), false, ""},
		{"length 0 is read as 1", campaign.Games, 0, games("a1 b2/b"), true, "b"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			if got := campaign.Over(tt.f, tt.n, abc, tt.results); got != tt.over {
				t.Errorf("Over = %v, want %v", got, tt.over)
			}
			ch := campaign.Champions(tt.f, tt.n, abc, tt.results)
			var ids []string
			for _, p := range ch {
				ids = append(ids, p.ID)
			}
			if got := strings.Join(ids, " "); got != tt.champs || tt.champs == "" && ch != nil {
				t.Errorf("Champions = %q (%v), want %q", got, ch, tt.champs)
			}
		})
	}
}

func TestSeries(t *testing.T) {
	results := games("a5 b3/a", "b4 c4/b c", "a0 b0 c0")
	tests := []struct {
		f    campaign.Format
		want [][]int
		cum  [][]int
	}{
		{campaign.Games, [][]int{{5, 0, 0}, {3, 4, 0}, {0, 4, 0}}, [][]int{{5, 5, 5}, {3, 7, 7}, {0, 4, 4}}},
		{campaign.Islands, [][]int{{5, 0, 0}, {3, 4, 0}, {0, 4, 0}}, [][]int{{5, 5, 5}, {3, 7, 7}, {0, 4, 4}}},
		{campaign.BestOf, [][]int{{1, 0, 0}, {0, 1, 0}, {0, 1, 0}}, [][]int{{1, 1, 1}, {0, 1, 1}, {0, 1, 1}}},
	}
	for _, tt := range tests {
		got := campaign.Series(tt.f, abc, results)
		if !reflect.DeepEqual(got, tt.want) {
			t.Errorf("Series(%s) = %v, want %v", tt.f, got, tt.want)
		}
		cum := campaign.Cumulative(got)
		if !reflect.DeepEqual(cum, tt.cum) {
			t.Errorf("Cumulative(Series(%s)) = %v, want %v", tt.f, cum, tt.cum)
		}
		// The last running total is the standings' Points.
		for _, s := range campaign.Table(tt.f, abc, results) {
			for i, p := range abc {
				if p == s.Player && cum[i][len(results)-1] != s.Points {
					t.Errorf("%s: %s's running total %d, Points %d", tt.f, p.ID, cum[i][len(results)-1], s.Points)
				}
			}
		}
	}
	if got := campaign.Series(campaign.Games, abc, nil); len(got) != 3 || len(got[0]) != 0 {
		t.Errorf("Series of no games = %v", got)
	}
}

// TestDrawn: a game is a draw when it has no winners, or when nobody
// scored and every player of it is listed among its winners (as a game
// nobody brought gold aboard lists them); a shared win with gold, or a
// lone winner without, is none.
func TestDrawn(t *testing.T) {
	tests := []struct {
		spec string
		want bool
	}{
		{"a2 b2", true},
		{"a0 b0 c0/a b c", true},
		{"a0 b0/a b", true},
		{"a3 b3/a b", false},
		{"a0 b0/a", false},
		{"a0 b0 c0/a b", false},
		{"a3/a b", false},
		{"a0/a", false},
	}
	for _, tt := range tests {
		if got := game("g", tt.spec).Drawn(); got != tt.want {
			t.Errorf("Drawn(%q) = %v, want %v", tt.spec, got, tt.want)
		}
	}
}
