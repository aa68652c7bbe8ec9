package discord_test

import (
	"fmt"
	"math/rand/v2"
	"regexp"
	"strings"
	"testing"

	"github.com/jackalbot/jackal/bot"
	"github.com/jackalbot/jackal/bot/discord/internal/discordtest"
	"github.com/jackalbot/jackal/bot/narrate"
	"github.com/jackalbot/jackal/bot/narrate/archi"
	ar "github.com/jackalbot/jackal/engine/archipirata"
)

// pirataLatinWord is a word of Latin letters.
var pirataLatinWord = regexp.MustCompile(`[A-Za-z][A-Za-z0-9_-]*`)

// pirataQuoted are the parts of a Russian text whose Latin letters are
// allowed wholesale: a command (/jackal replay), a game's number, a
// mention.
var pirataQuoted = regexp.MustCompile(`/jackal [a-z]+|/[a-z]+|\d{8}T\d{6}Z-[0-9a-f]+|<@\d+>`)

// pirataAllowedLatin are the Latin words a Russian Archipirata table may
// see outside pirataQuoted: the players' names, the game's own name.
var pirataAllowedLatin = map[string]bool{"Alice": true, "Bob": true, "Carol": true, "Archipirata": true}

// pirataState is the state of the Archipirata game at the table.
func pirataState(t *testing.T, r *rig) *ar.State {
	t.Helper()
	rec := r.mustGame()
	snap, err := bot.Replay(rec.Setup, rec.Log)
	if err != nil {
		t.Fatalf("replay: %v", err)
	}
	var s ar.State
	if err := s.UnmarshalBinary(snap); err != nil {
		t.Fatalf("state: %v", err)
	}
	return &s
}

// TestE2EArchipirataAudit plays a whole advanced (captains) Archipirata
// duel at a Russian table, every press a random offered control (an
// island, a direction, an order, a rum skip, the captain, Back, a page):
// every control is accepted but a rum skip or the captain the team turns
// out unable to pay (refused to the presser alone, in Russian); no
// message the table sees names a captain not yet revealed; no text or
// label holds a Latin word but the players' names and the game's name;
// the last board says who won and has no controls.
func TestE2EArchipirataAudit(t *testing.T) {
	t.Parallel()
	r := newRig(t, 7)
	for _, u := range []string{alice, bob} {
		r.fake.SetUser(u, map[string]string{alice: "Alice", bob: "Bob"}[u], discordtest.PermMember|discordtest.PermManageChannels, "ru")
	}
	r.command(alice, "settings", map[string]any{"lang": "ru"})
	r.command(alice, "new", map[string]any{"game": "archipirata", "variant": "captains"})
	lobby := r.fake.Messages(table)[len(r.fake.Messages(table))-1]
	r.joinByButton(lobby, "white")
	r.command(alice, "start", nil)
	if !pirataState(t, r).Adv {
		t.Fatal("not the advanced game")
	}
	// each player learns their own captain, seen by them alone
	first := pirataState(t, r)
	for seat, u := range []string{alice, bob} {
		board := r.lastBoard()
		var mine control
		for _, c := range controls(board) {
			if c.verb() == "h" {
				mine = c
			}
		}
		if mine.data == "" {
			t.Fatalf("the board offers no captain button: %v", datas(controls(board)))
		}
		own := archi.CaptainName(narrate.RU, first.Captain[seat])
		other := archi.CaptainName(narrate.RU, first.Captain[1-seat])
		es := r.ephemerals(r.press(u, board.ID, mine))
		if len(es) == 0 || !strings.Contains(es[len(es)-1].Content, own) || strings.Contains(es[len(es)-1].Content, other) ||
			strings.Contains(es[len(es)-1].Content, "Йо") {
			t.Errorf("seat %d's captain button answered %q, want %s alone", seat, func() string {
				if len(es) == 0 {
					return ""
				}
				return es[len(es)-1].Content
			}(), own)
		}
	}
	rng := rand.New(rand.NewPCG(7, 8))
	seen := len(r.fake.Messages(table))
	var leaks []string
	for n := 0; ; n++ {
		if _, live := r.game(); !live {
			break
		}
		if n > 2000 {
			t.Fatal("no end after 2000 presses")
		}
		board := r.lastBoard()
		user := mentioned(board)
		var offered []control
		for _, c := range controls(board) {
			if v := c.verb(); v == "a" || v == "p" || v == "b" {
				offered = append(offered, c)
			}
		}
		if len(offered) == 0 {
			t.Fatalf("nothing to press: %q %v", board.Content, datas(controls(board)))
		}
		c := offered[rng.IntN(len(offered))]
		id := r.press(user, board.ID, c)
		for _, e := range r.ephemerals(id) {
			if !strings.Contains(e.Content, "нет рома") && !strings.Contains(e.Content, "не может действовать") {
				t.Errorf("the offered %q (%q) was refused: %q", c.data, c.label, e.Content)
			}
		}
		// what the table saw meanwhile names no hidden captain
		if _, live := r.game(); live {
			s := pirataState(t, r)
			msgs := r.fake.Messages(table)
			for _, m := range msgs[seen:] {
				if m.Ephemeral() {
					continue
				}
				for seat := range s.Seats {
					if s.Captain[seat] == ar.NoCaptain || s.Revealed[seat] {
						continue
					}
					for _, l := range []narrate.Lang{narrate.EN, narrate.RU} {
						if name := archi.CaptainName(l, s.Captain[seat]); strings.Contains(m.Content+labels(m), name) {
							leaks = append(leaks, fmt.Sprintf("seat %d's captain %s in %.150q", seat, name, m.Content))
						}
					}
				}
			}
			seen = len(msgs)
		}
	}
	for _, l := range leaks {
		t.Errorf("a hidden captain told the table: %s", l)
	}
	for _, m := range r.fake.Messages(table) {
		if m.Ephemeral() {
			continue // a player's own board: the notation may show there
		}
		text := pirataQuoted.ReplaceAllString(strings.ReplaceAll(m.Content+"\n"+labels(m), `\`, ""), "") // Discord escapes its markdown: 20261126T194227Z\-26adfcc223
		for _, w := range pirataLatinWord.FindAllString(text, -1) {
			if !pirataAllowedLatin[w] {
				t.Errorf("Latin %q at the Russian table: %q", w, m.Content)
			}
		}
	}
	final := r.lastBoard()
	if !strings.Contains(final.Content, "Игра окончена") || !strings.Contains(final.Content, "победил") {
		t.Errorf("the last board does not say who won: %q", final.Content)
	}
	if len(controls(final)) != 0 {
		t.Errorf("the last board has controls: %v", datas(controls(final)))
	}
}

// labels are the labels of a message's controls, one a line.
func labels(m discordtest.Message) string {
	var out []string
	for _, c := range controls(m) {
		out = append(out, c.label)
	}
	return strings.Join(out, "\n")
}
