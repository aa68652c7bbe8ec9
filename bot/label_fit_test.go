package bot

import (
	"math/rand/v2"
	"strconv"
	"strings"
	"testing"

	"github.com/jackalbot/jackal/bot/campaign"
	"github.com/jackalbot/jackal/bot/narrate"
	"github.com/jackalbot/jackal/engine"
	ar "github.com/jackalbot/jackal/engine/archipirata"
	"github.com/jackalbot/jackal/engine/cards"
	"github.com/jackalbot/jackal/engine/games"
	"github.com/jackalbot/jackal/storage"
)

// cutLabels lists the labels of rows a phone cuts, with their rows, by
// the estimate the Telegram adapter lays its keyboards out by: it keeps a
// pair (KeptPair) one row and cuts its labels, and splits any other row
// until its labels fit, a label alone in its row at worst.
func cutLabels(rows [][]Button) []string {
	var bad []string
	for _, row := range rows {
		limit := LabelFits(1) // alone in a row
		if KeptPair(row) {
			limit = LabelFits(2)
		}
		for _, b := range row {
			if LabelWidth(b.Label) > limit {
				var ls []string
				for _, x := range row {
					ls = append(ls, x.Label)
				}
				bad = append(bad, strings.Join(ls, " | "))
			}
		}
	}
	return bad
}

// confirmRow is the pair a deadly button's press shows for action.
func confirmRow(lang, action string) []Button {
	return confirmPair(lang, ButtonData{Tag: gameTag("g"), Verb: VerbAct, Arg: action}.String(), ButtonData{Tag: gameTag("g"), Verb: VerbBack}.String())
}

// TestConfirmPairFits: the known case a phone cut, "☠ Да, d9 +монета".
func TestConfirmPairFits(t *testing.T) {
	for _, tt := range []struct{ lang, action string }{
		{"ru", "W1 d9 +c"},
		{"en", "W1 d9 +c"},
		{"ru", "W1 d9/2 +2c !b"},
		{"ru", "W1 e5 +g !b"},
		{"en", "W1 e5/2 +g !b"},
	} {
		a, err := engine.Parse(tt.action)
		if err != nil {
			t.Fatalf("%q: %v", tt.action, err)
		}
		if bad := cutLabels([][]Button{confirmRow(tt.lang, a.String())}); len(bad) > 0 {
			t.Errorf("%s %q: a phone cuts %q", tt.lang, tt.action, bad)
		}
	}
}

// TestClassicLabelsFitAPhone: every row of every classic board of seeded
// playouts (duels and four crews, en and ru; the top board and each
// piece's step), and the confirm pair of each deadly button, shows whole
// on a phone.
func TestClassicLabelsFitAPhone(t *testing.T) {
	for _, tc := range append(classicPlayoutCases(), classicPlayoutCase{5, engine.Options{}, "ru"}) {
		seen := map[string]bool{}
		confirms := 0
		classicPlayout(t, tc.seed, tc.opt, tc.lang, 11, func(step int, _ *engine.State, sel string, b Board) {
			rows := b.Buttons
			for _, x := range flatten(rows) {
				if d, err := ParseButtonData(x.Data); err == nil && d.Verb == VerbConfirm {
					confirms++
					rows = append(rows, confirmRow(tc.lang, d.Arg))
				}
			}
			for _, bad := range cutLabels(rows) {
				if !seen[bad] {
					seen[bad] = true
					t.Errorf("seed %d %s step %d sel %q: a phone cuts a label of row %q", tc.seed, tc.lang, step, sel, bad)
				}
			}
		})
		t.Logf("seed %d %s: %d confirm pairs", tc.seed, tc.lang, confirms)
	}
}

// TestArchipirataLabelsFitAPhone: every row of Archipirata's boards in
// seeded playouts (two and four seats, basic and advanced, en and ru;
// the top board and every step its buttons open: islands' directions,
// orders and sowings) shows whole on a phone.
func TestArchipirataLabelsFitAPhone(t *testing.T) {
	b := &Bot{cfg: Config{BoardSize: 256}}
	for _, lang := range []string{"en", "ru"} {
		rec := &storage.Game{ID: "fit", Setup: storage.Setup{Game: archID, Lang: lang}}
		seen := map[string]bool{}
		for seed := uint64(1); seed <= 8; seed++ {
			s, err := ar.Deal(ar.Options{Seats: []int{2, 4}[seed%2], Advanced: seed%3 != 0}, seed)
			if err != nil {
				t.Fatal(err)
			}
			x := seed
			var buf []ar.Action
			for ply := 0; ply < 60 && !s.Over; ply++ {
				g := &game{rec: rec, m: matchOf(t, games.Archipirata, &s)}
				sels := []string{""}
				for n := 0; n < len(sels) && n < 60; n++ {
					rows := archFace{}.board(b, lang, g, nil, sels[n], false).Buttons
					for _, bad := range cutLabels(rows) {
						if !seen[bad] {
							seen[bad] = true
							t.Errorf("%s seed %d ply %d sel %q: a phone cuts a label of row %q", lang, seed, ply, sels[n], bad)
						}
					}
					for _, x := range flatten(rows) {
						if d, err := ParseButtonData(x.Data); err == nil && d.Verb == VerbPick {
							sels = append(sels, d.Arg)
						}
					}
				}
				buf = ar.Legal(&s, buf)
				if err := ar.Apply(&s, buf[ar.SplitMix(&x)%uint64(len(buf))], nil); err != nil {
					t.Fatal(err)
				}
			}
		}
	}
}

// TestCardsHandLabelsFitAPhone: every row of the card game's private
// hands (its cards to lay, rum on a player, ready, pass, undo) in seeded
// playouts of two to four seats, with long names, shows whole on a
// phone, in en and ru.
func TestCardsHandLabelsFitAPhone(t *testing.T) {
	names := []string{"Alexander Petrovich Rumyantsev", "Bob", "Екатерина Великая-Романова", "Di"}
	for _, lang := range []string{"en", "ru"} {
		seen := map[string]bool{}
		rows := 0
		for seed := uint64(1); seed <= 6; seed++ {
			n := 2 + int(seed%3)
			s, err := cards.Deal(cards.Options{Seats: n}, seed)
			if err != nil {
				t.Fatal(err)
			}
			rec := &storage.Game{ID: "fit", Key: "tg:-100", Setup: storage.Setup{Game: cardsID, Lang: lang}}
			for i := range n {
				seat := "p" + strconv.Itoa(i+1)
				rec.Setup.Seats = append(rec.Setup.Seats, storage.Seat{Crew: seat, UserID: strconv.Itoa(i + 1), Name: names[i]})
			}
			m := matchOf(t, games.Cards, &s)
			r := rand.New(rand.NewPCG(seed, 13))
			for ply := 0; ply < 300; ply++ {
				if _, over := m.ToAct(); over {
					break
				}
				g := &game{rec: rec, m: m}
				for _, seat := range rec.Setup.Seats {
					hand := handButtons(lang, g, seat.Crew, cardsNames(lang, rec.Setup.Seats))
					rows += len(hand)
					for _, bad := range cutLabels(hand) {
						if !seen[bad] {
							seen[bad] = true
							t.Errorf("%s seed %d ply %d %s: a phone cuts a label of row %q", lang, seed, ply, seat.Crew, bad)
						}
					}
				}
				legal := m.Legal()
				if len(legal) == 0 {
					break
				}
				entry := legal[r.IntN(len(legal))]
				if _, err := m.Play(entry); err != nil {
					t.Fatalf("seed %d ply %d: %q: %v", seed, ply, entry, err)
				}
				rec.Log = append(rec.Log, entry)
			}
		}
		if rows == 0 {
			t.Errorf("%s: no hand had buttons", lang)
		}
	}
}

// TestFixedPairsFitAPhone: the pairs of fixed labels (a vote's answers,
// the end vote's, a campaign game's ready/start, a deadly move's
// confirm/back) and the lobby's buttons of every game show whole on a
// phone, in en and ru.
func TestFixedPairsFitAPhone(t *testing.T) {
	data := func(v Verb, arg string) string { return ButtonData{Tag: gameTag("g"), Verb: v, Arg: arg}.String() }
	for _, lang := range []string{"en", "ru"} {
		rows := [][]Button{
			{{Label: tr(lang, txtBtnYes), Data: data(VerbVote, "y")}, {Label: tr(lang, txtBtnNo), Data: data(VerbVote, "n")}},
			{{Label: tr(lang, txtBtnEndNow), Data: data(VerbVote, "y")}, {Label: tr(lang, txtBtnPlayOn), Data: data(VerbVote, "n")}},
			{{Label: tr(lang, txtBtnReady), Data: data(VerbJoin, "")}, {Label: tr(lang, txtBtnStart), Data: data(VerbStart, "")}},
			{{Label: tr(lang, txtBtnLeave), Data: data(VerbLeave, "")}, {Label: tr(lang, txtBtnStart), Data: data(VerbStart, "")}},
			confirmRow(lang, "W1 e12/2 +g !b"),
			{{Label: tr(lang, txtBtnKick, labelName("Alexander Petrovich")), Data: data(VerbKick, "white")}},
			{{Label: tr(lang, txtBtnHand), Data: data(VerbHand, "")}},
		}
		for _, id := range []string{classicID, archID, cardsID} {
			g := &game{rec: &storage.Game{ID: "fit", Setup: storage.Setup{Game: id, Lang: lang}}}
			rows = append(rows, lobbyButtons(lang, g)...)
		}
		for _, a := range engine.Abilities() {
			rows = append(rows, []Button{{Label: narrate.AbilityName(nl(lang), a) + " → " + campaign.Holding{Pirate: 3}.Label("yellow"), Data: data(VerbDraft, a.String()+":3")}})
		}
		rows = append(rows, []Button{{Label: tr(lang, txtDraftNone), Data: data(VerbDraft, draftSkip)}})
		for _, bad := range cutLabels(rows) {
			t.Errorf("%s: a phone cuts a label of row %q", lang, bad)
		}
	}
}

// TestChunkWide: a label too wide to share a row takes one of its own,
// in its place; the others are laid n to a row.
func TestChunkWide(t *testing.T) {
	for _, tt := range []struct {
		labels []string
		want   string
	}{
		{[]string{"✅ ready", "⏭ pass", "↩ undo", "✗ no"}, "✅ ready,⏭ pass,↩ undo/✗ no"},
		{[]string{"🍾 rum on Alexander Pe…", "✗ no"}, "🍾 rum on Alexander Pe…/✗ no"},
		{[]string{"✅ ready", "⛵ Tortuga: 2 cards for 1 coin", "⏭ pass"}, "✅ ready/⛵ Tortuga: 2 cards for 1 coin/⏭ pass"},
		{nil, ""},
	} {
		var flat []Button
		for _, l := range tt.labels {
			flat = append(flat, Button{Label: l})
		}
		var rows []string
		for _, row := range chunkWide(flat, 3) {
			var ls []string
			for _, b := range row {
				ls = append(ls, b.Label)
			}
			rows = append(rows, strings.Join(ls, ","))
		}
		if got := strings.Join(rows, "/"); got != tt.want {
			t.Errorf("chunkWide(%q) = %q, want %q", tt.labels, got, tt.want)
		}
	}
}

// TestTwoCoinsLabelled: a move dragging two coins (Archipelago's
// strongman) is told from the same move dragging none or one.
func TestTwoCoinsLabelled(t *testing.T) {
	for _, tt := range []struct {
		lang, action, want string
	}{
		{"en", "W1 d9", "d9"},
		{"en", "W1 d9 +c", "d9 +coin"},
		{"en", "W1 d9 +2c", "d9 +2 coins"},
		{"ru", "W1 d9/2 +2c !b", "d9/2 +2 монеты 🍾"},
	} {
		if got := (classicFace{}).label(tt.lang, tt.action); got != tt.want {
			t.Errorf("%s label(%q) = %q, want %q", tt.lang, tt.action, got, tt.want)
		}
	}
}
