package bot

import (
	"strings"
	"testing"
	"unicode/utf8"

	"github.com/jackalbot/jackal/bot/narrate/archi"
	ar "github.com/jackalbot/jackal/engine/archipirata"
)

// archSowingsByDir counts the legal sowings of each island, each way.
func archSowingsByDir(s *ar.State) [ar.NumIslands][2]int {
	var n [ar.NumIslands][2]int
	for _, a := range ar.Legal(s, nil) {
		if a.Kind == ar.ActTake {
			n[a.Island][a.Dir]++
		}
	}
	return n
}

// TestArchDirectionsOneARow: an island's two directions, one played at
// once and one opening its sowings, are on rows of their own: side by
// side they made a pair (a play and a pick) whose labels a phone cuts
// ("6 ↺ counter-clo…").
func TestArchDirectionsOneARow(t *testing.T) {
	mixed := func(s *ar.State) int {
		for i, n := range archSowingsByDir(s) {
			if n[0] == 1 && n[1] > 1 || n[1] == 1 && n[0] > 1 {
				return i
			}
		}
		return -1
	}
	s := archFind(t, false, func(s *ar.State) bool { return mixed(s) >= 0 })
	g := archGameAt(t, "tg:-100", s, true)
	for _, lang := range []string{"en", "ru"} {
		_, rows, _ := (archFace{}).buttons(lang, g, &s, "i"+string(rune('1'+mixed(&s))))
		if len(rows) != 3 {
			t.Errorf("%s: %d rows, want two directions and the way back: %v", lang, len(rows), rows)
		}
		for _, row := range rows {
			if len(row) != 1 {
				t.Errorf("%s: a row of %d buttons: %v", lang, len(row), row)
			}
		}
	}
}

// TestArchCaptainButtonOwnRow: the captain's button is on a row of its
// own under the islands, whatever their number (beside the last islands
// a phone split their row around it).
func TestArchCaptainButtonOwnRow(t *testing.T) {
	s := archFind(t, true, func(s *ar.State) bool {
		n := 0
		for _, k := range archSowingsByDir(s) {
			if k[0]+k[1] > 0 {
				n++
			}
		}
		return n%4 != 0 && !s.Spent[0]
	})
	g := archGameAt(t, "tg:-100", s, true)
	_, rows, _ := (archFace{}).buttons("ru", g, &s, "")
	last := rows[len(rows)-1]
	if len(last) != 1 || last[0].Label != tr("ru", txtArchCaptain) {
		t.Fatalf("the last row is %v, want the captain alone", last)
	}
	for _, row := range rows[:len(rows)-1] {
		for _, b := range row {
			if !strings.HasPrefix(b.Label, "🏝 ") {
				t.Errorf("%q among the islands", b.Label)
			}
		}
	}
}

// TestArchCaptainLink: on Telegram, an advanced game's main keyboard has
// a link to the player's private chat, where their captain is named (the
// group never names it, and nothing else told a player who their captain
// was); on Discord a button answered privately (pressPrivate); the basic
// game, the terminal, a keyboard of an island picked and a game whose
// captains are all revealed have none.
func TestArchCaptainLink(t *testing.T) {
	b := &Bot{cfg: Config{BoardSize: 256}, deepLink: func(p string) string { return "https://t.me/bot?start=" + p }}
	adv := archFind(t, true, func(s *ar.State) bool { return !s.Spent[0] && !s.Spent[1] })
	basic := archFind(t, false, func(*ar.State) bool { return true })
	told := adv // every captain revealed: no one has a captain to learn
	told.Revealed = [ar.MaxSeats]bool{true, true}
	tests := []struct {
		name string
		key  string
		s    ar.State
		sel  string
		want bool
	}{
		{"advanced on Telegram", "tg:-100", adv, "", true},
		{"advanced on Discord", "dc:5", adv, "", true},
		{"an island picked", "tg:-100", adv, "i1", false},
		{"the basic game", "tg:-100", basic, "", false},
		{"the terminal", "term:local", adv, "", false},
		{"every captain revealed", "tg:-100", told, "", false},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			g := archGameAt(t, tt.key, tt.s, true)
			board := (archFace{}).board(b, "ru", g, nil, tt.sel, false)
			var link *Button
			for _, x := range flatten(board.Buttons) {
				if d, err := ParseButtonData(x.Data); x.URL != "" || err == nil && d.Verb == VerbHand {
					link = &x
				}
			}
			if (link != nil) != tt.want {
				t.Fatalf("a link: %v, want %v: %v", link != nil, tt.want, board.Buttons)
			}
			if link == nil {
				return
			}
			if link.Label != archi.CaptainLink("ru") {
				t.Errorf("the link's label: %+v", *link)
			}
			// Telegram's opens the private chat; Discord's press is
			// answered privately (pressPrivate)
			if strings.HasPrefix(tt.key, "tg:") != strings.Contains(link.URL, "start="+linkPayload(tt.key)) {
				t.Errorf("the link: %+v", *link)
			}
		})
	}
}

// TestArchBenitoOptionsSaid: Benito Bonito's options, offered once "Use
// it" is pressed, are labelled by what they cost and do, not "Use it 1"
// and "Use it 2", with no way back (the use was pressed).
func TestArchBenitoOptionsSaid(t *testing.T) {
	s := archFind(t, true, func(s *ar.State) bool {
		if s.Captain[0] != ar.BenitoBonito {
			return false
		}
		for _, a := range ar.Legal(s, nil) {
			if a.Kind == ar.ActCaptain {
				return true
			}
		}
		return false
	})
	g := archGameAt(t, "tg:-100", s, true)
	_, rows, _ := (archFace{}).buttons("en", g, &s, archCaptainOptsSel)
	n := 0
	for _, x := range flatten(rows) {
		if d, err := ParseButtonData(x.Data); err == nil && d.Verb == VerbAct {
			n++
			if !strings.Contains(x.Label, "chest") {
				t.Errorf("Benito's option labelled %q", x.Label)
			}
		}
	}
	if n == 0 || n != len(flatten(rows)) {
		t.Fatalf("%d options among %d buttons: %v", n, len(flatten(rows)), flatten(rows))
	}
}

// TestArchCaptainStepTellsNothing: the captain's button, and the step it
// opens in front of the table, look the same whatever the captain is and
// whether it can act now: "👑 Use it" and the way back. Before, the step
// opened only when the captain could act (telling the table what the
// face-down chests hold) and showed Benito Bonito's two options (telling
// which captain it is) before it was used.
func TestArchCaptainStepTellsNothing(t *testing.T) {
	canAct := func(s *ar.State) bool {
		for _, a := range ar.Legal(s, nil) {
			if a.Kind == ar.ActCaptain {
				return true
			}
		}
		return false
	}
	cases := map[string]func(s *ar.State) bool{
		"Benito Bonito able": func(s *ar.State) bool { return s.Captain[0] == ar.BenitoBonito && canAct(s) },
		"another able":       func(s *ar.State) bool { return s.Captain[0] != ar.BenitoBonito && canAct(s) },
		"unable":             func(s *ar.State) bool { return !s.Spent[0] && !canAct(s) },
	}
	var want string
	for name, ok := range cases {
		s := archFind(t, true, ok)
		g := archGameAt(t, "tg:-100", s, true)
		_, main, _ := (archFace{}).buttons("en", g, &s, "")
		captain := flatten(main)[len(flatten(main))-1]
		if d, err := ParseButtonData(captain.Data); err != nil || d.Verb != VerbPick || d.Arg != archCaptainSel {
			t.Errorf("%s: the captain's button %+v", name, captain)
		}
		_, step, _ := (archFace{}).buttons("en", g, &s, archCaptainSel)
		var labels []string
		for _, x := range flatten(step) {
			labels = append(labels, x.Label)
		}
		got := strings.Join(labels, " | ")
		if want == "" {
			want = got
		}
		if got != want || len(labels) != 2 {
			t.Errorf("%s: the captain's step shows %q, want %q as every captain's", name, got, want)
		}
	}
}

// TestArchPrivateBoardTellsCaptain: a player's private board names their
// captain and says what it does and costs (it named it alone, and a
// player had to look the captain up with /rules).
func TestArchPrivateBoardTellsCaptain(t *testing.T) {
	b := &Bot{cfg: Config{BoardSize: 256}}
	s := archFind(t, true, func(s *ar.State) bool { return !s.Spent[0] })
	g := archGameAt(t, "tg:-100", s, true)
	for _, lang := range []string{"en", "ru"} {
		board, ok := (archFace{}).privateBoard(b, lang, g, "red")
		if !ok {
			t.Fatalf("%s: no private board", lang)
		}
		rule := archi.CaptainRule(nl(lang), s.Captain[0])
		if rule == "" || !strings.Contains(board.Caption, rule) {
			t.Errorf("%s: the private board %q does not say %q", lang, board.Caption, rule)
		}
		if n := utf8.RuneCountInString(board.Caption); n > 1024 {
			t.Errorf("%s: a caption of %d characters", lang, n)
		}
	}
}
