package bot

import "testing"

// fixtureIn is a fresh fixture whose player "1" speaks lang.
func fixtureIn(t *testing.T, lang string) *fixture {
	t.Helper()
	f := newFixture(t)
	if lang == "ru" {
		f.cmd(user("1"), "settings", "lang ru")
	}
	return f
}

// duelBoardIn starts a classic duel in a fixture whose player "1" speaks
// lang and gives its first board, which must ping its player.
func duelBoardIn(t *testing.T, lang string) (*fixture, Board) {
	t.Helper()
	f := fixtureIn(t, lang)
	startDuel(f)
	board := f.out.lastBoard()
	if board.Ping == nil {
		t.Fatal("the board pings nobody")
	}
	return f, board
}
