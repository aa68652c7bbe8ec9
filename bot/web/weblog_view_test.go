package web

import (
	"encoding/json"
	"net/http"
	"regexp"
	"strings"
	"testing"
)

// historyNumber is a /history line's number.
var historyNumber = regexp.MustCompile(`^\d+\. `)

// historyLines are the numbered lines of the chat's last text (/history),
// without their numbers.
func (r *rig) historyLines() []string {
	r.t.Helper()
	r.out.mu.Lock()
	said := r.out.texts[len(r.out.texts)-1]
	r.out.mu.Unlock()
	var out []string
	for _, line := range strings.Split(said, "\n") {
		if loc := historyNumber.FindStringIndex(line); loc != nil {
			out = append(out, line[loc[1]:])
		}
	}
	if len(out) == 0 {
		r.t.Fatalf("no /history lines in %q", said)
	}
	return out
}

// playOrdered plays n actions from the page, each by the player to act:
// an action whose notation is longer than three words where there is one
// (Archipirata's take naming an order, "take 8 ccw R W"), else the first.
func (r *rig) playOrdered(n int) {
	r.t.Helper()
	for range n {
		var v View
		user := "1"
		if r.get("/g/"+r.id+"/view", r.token(user, RolePlay), &v); len(v.Legal) == 0 {
			user = "2"
			r.get("/g/"+r.id+"/view", r.token(user, RolePlay), &v)
		}
		if len(v.Legal) == 0 {
			r.t.Fatalf("nobody may act at move %d", v.Moves)
		}
		a := v.Legal[0].A
		for _, x := range v.Legal {
			if len(strings.Fields(x.A)) > 3 {
				a = x.A
			}
		}
		var res actReply
		body, _ := json.Marshal(actRequest{Action: a})
		if code := r.post("/g/"+r.id+"/act", r.token(user, RolePlay), string(body), &res); code != http.StatusOK || !res.Moved {
			r.t.Fatalf("move %q by %s: status %d, %+v", a, user, code, res)
		}
	}
}

// TestWebLogInTheGamesWords: the page's log of a Russian game tells each
// entry as the chat's /history does — who played it, Archipirata's take
// as its button says it with the notation in brackets ("8 ↺ КБ (take 8
// ccw R W)"), a resignation in words — where it listed the notation
// alone ("take 8 ccw R W", "#resign black"); the count of moves and the
// last entry (whose cells the page marks) stay the notation's. A viewer
// reading English gets the log in English.
func TestWebLogInTheGamesWords(t *testing.T) {
	for _, tc := range []struct {
		name, args, join string
		moves            int
		resign           bool   // user 2 resigns after the moves: the log's note
		want             string // in the log's words, Russian
	}{
		{"archipirata", "archipirata", "", 4, false, "(take "},
		{"classic", "duel", "black", 3, true, "Сдаётся: Чёрные"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			r := newGameRig(t, tc.args, tc.join)
			r.cmd("1", "settings", "lang ru")
			r.playOrdered(tc.moves)
			if tc.resign {
				r.cmd("2", "resign", "")
			}
			r.cmd("1", "history", "")
			history := r.historyLines()
			l, err := r.bot.LiveGame(r.key, r.id)
			if err != nil {
				t.Fatal(err)
			}
			log := l.Rec.Log
			v := viewOf(r.bot, l, Claims{Game: r.id, Key: r.key, Role: RoleWatch})
			if v.Lang != "ru" {
				t.Fatalf("the page's language %q, want the game's ru", v.Lang)
			}
			if strings.Join(v.Log, "\n") != strings.Join(history, "\n") {
				t.Errorf("the page's log:\n%s\nthe chat's /history:\n%s", strings.Join(v.Log, "\n"), strings.Join(history, "\n"))
			}
			all := strings.Join(v.Log, "\n")
			if !cyrillic.MatchString(all) || !strings.Contains(all, tc.want) {
				t.Errorf("the log is not in the game's Russian words (%q):\n%s", tc.want, all)
			}
			if tc.name == "archipirata" && !strings.ContainsAny(all, "КБ") {
				t.Errorf("no take names its order in the board's letters:\n%s", all)
			}
			en := viewOf(r.bot, l, Claims{Game: r.id, Key: r.key, Role: RoleWatch, Lang: "en"})
			if len(en.Log) != len(v.Log) || cyrillic.MatchString(strings.Join(en.Log, "\n")) {
				t.Errorf("an English viewer's log of the Russian game:\n%s", strings.Join(en.Log, "\n"))
			}
			if v.Moves != len(log) || len(v.Log) != len(log) || v.Last != log[len(log)-1] {
				t.Errorf("moves %d, %d lines, last %q; want %d and the notation %q", v.Moves, len(v.Log), v.Last, len(log), log[len(log)-1])
			}
		})
	}
}
