package bot

import (
	"fmt"
	"math/rand/v2"
	"regexp"
	"slices"
	"strings"
	"testing"

	ar "github.com/jackalbot/jackal/engine/archipirata"
	"github.com/jackalbot/jackal/storage"
)

// seatArchCase is one seeded Archipirata game played through the bot:
// /new's words, the chat's language, and the seats the second human
// wishes for ("" for a game against computers alone).
type seatArchCase struct {
	name, args, lang, join string
	seed                   uint64
}

// seatActors are the event kinds told with the name of the seat that
// acted (the sowing's rum skips are told inside its sentence).
var seatActors = map[ar.EventKind]bool{ar.EvTaken: true, ar.EvActivated: true, ar.EvRevealed: true,
	ar.EvCaptain: true, ar.EvChest: true, ar.EvTavern: true, ar.EvAided: true, ar.EvLooked: true, ar.EvExtraTurn: true}

// seatNamed are where a caption names the seat that acted: a sentence's
// subject, the compass's extra turn, the tavern's draw. Group 1 is the
// name; a combat's sentence names teams, not seats, and is not read.
var seatNamed = map[string][]*regexp.Regexp{
	"en": {regexp.MustCompile(`^((?:Red|White)(?: 2)?) `), regexp.MustCompile(`gave ((?:Red|White)(?: 2)?) another turn`),
		regexp.MustCompile(`tavern, ((?:Red|White)(?: 2)?) also drew`)},
	"ru": {regexp.MustCompile(`^((?:Красные|Белые)(?: 2)?) `), regexp.MustCompile(`дал ((?:красным|белым)(?: 2)?) ещё`),
		regexp.MustCompile(`таверне ((?:красные|белые)(?: 2)?) взяли`)},
}

// seatWords are the seats' names as the caption reads them, by language
// and seat: the lobby's "Red 2", in Russian in the nominative and the
// dative (the compass gave «красным 2» a turn), capitalised or not.
var seatWords = map[string][ar.MaxSeats][]string{
	"en": {{"Red"}, {"White"}, {"Red 2"}, {"White 2"}},
	"ru": {{"Красные", "красные", "красным"}, {"Белые", "белые", "белым"},
		{"Красные 2", "красные 2", "красным 2"}, {"Белые 2", "белые 2", "белым 2"}},
}

// seatSentences splits a caption's narration into its sentences.
var seatSentences = regexp.MustCompile(`[.!]\s+`)

// seatNames are the seat names a narration gives its actors, in order.
func seatNames(lang, told string) []string {
	var names []string
	for _, s := range seatSentences.Split(told, -1) {
		if strings.HasPrefix(s, "Combat") || strings.HasPrefix(s, "Бой") {
			continue
		}
		type at struct {
			pos  int
			name string
		}
		var found []at
		for _, re := range seatNamed[lang] {
			for _, m := range re.FindAllStringSubmatchIndex(s, -1) {
				found = append(found, at{m[2], s[m[2]:m[3]]})
			}
		}
		for i := range found { // in the order the sentence reads
			for j := i + 1; j < len(found); j++ {
				if found[j].pos < found[i].pos {
					found[i], found[j] = found[j], found[i]
				}
			}
		}
		for _, f := range found {
			names = append(names, f.name)
		}
	}
	return names
}

// seatCheck checks that the narration told names every acting seat of
// evs as the lobby names it (4 seats: "Red 2" in every sentence, never
// the teammate's "Red"), in the order they acted; it returns what is
// wrong, "" for nothing.
func seatCheck(lang string, seats uint8, evs []ar.Event, told string) string {
	var acted []uint8
	moves := 0
	for _, e := range evs {
		if seatActors[e.Kind] {
			acted = append(acted, e.Seat)
		}
		if e.Kind == ar.EvTaken || e.Kind == ar.EvExtraTurn {
			moves++
		}
	}
	names := seatNames(lang, told)
	if len(names) < moves {
		return "fewer seats named than moves and extra turns"
	}
	k := 0
	for _, name := range names {
		for k < len(acted) && !slices.Contains(seatWords[lang][acted[k]], name) {
			k++
		}
		if k == len(acted) {
			return "names " + name + ", no seat that acted then (or not in the order they acted)"
		}
		if seats == 2 && strings.HasSuffix(name, " 2") {
			return "names " + name + " in a game of two"
		}
	}
	return ""
}

// seatPlay plays tc through the bot's buttons, pressing at random for the
// humans while the computers answer, and checks every board's narration
// against the events of the entries it tells; it returns the extra turns
// the computers' seats took.
func seatPlay(t *testing.T, tc seatArchCase) (extraByComputer int) {
	t.Helper()
	f := newFixture(t)
	f.rebot(Config{Seed: func() uint64 { return tc.seed }})
	if tc.lang != "" {
		f.cmd(user("1"), "settings", "lang "+tc.lang)
	}
	f.cmd(user("1"), "new", tc.args)
	if tc.join != "" {
		f.press(user("2"), "0:j:"+tc.join)
	}
	f.cmd(user("1"), "start", "")
	rec := f.game()
	if rec.Status != storage.StatusActive {
		t.Fatalf("not started: %+v", rec.Setup)
	}
	computer := map[uint8]bool{}
	for _, s := range rec.Setup.Seats {
		if s.AI != "" {
			computer[archSeat(s.Crew)] = true
		}
	}
	id, lang := rec.ID, tc.lang
	if lang == "" {
		lang = "en"
	}
	r := rand.New(rand.NewPCG(tc.seed, 7))
	stuck := 0 // presses in a row that played nothing
	checked := 0
	for press := 0; press < 3000; press++ {
		rec, err := f.store.Get(storage.Key(f.chat.Key))
		if err != nil {
			break // finished: archived
		}
		g, err := f.b.loadGame(f.chat.Key)
		if err != nil {
			t.Fatal(err)
		}
		before, logged, boards := g.m.Clone(), len(rec.Log), f.out.boardCount()
		seats := archState(before).Seats
		if !pressAny(f, r) {
			t.Fatalf("no button to press: %q", f.out.lastBoard().Caption)
		}
		after, err := f.store.Get(storage.Key(f.chat.Key))
		if err != nil {
			if after, err = f.store.Archived(id); err != nil {
				t.Fatal(err)
			}
		}
		if len(after.Log) <= logged || f.out.boardCount() == boards {
			if stuck++; stuck%3 == 0 {
				pressBack(f) // a captain the team cannot pay for, a sowing that needs a rum it lacks
			}
			continue // a step, a refusal: nothing played
		}
		stuck = 0
		checked++
		var evs []ar.Event
		for _, entry := range after.Log[logged:] {
			ev, err := before.Play(entry)
			if err != nil {
				t.Fatalf("replaying %q: %v", entry, err)
			}
			evs = append(evs, archEvents(ev)...)
		}
		for _, e := range evs {
			if e.Kind == ar.EvExtraTurn && computer[e.Seat] {
				extraByComputer++
			}
		}
		caption := f.out.lastBoard().Caption
		told, _, _ := strings.Cut(caption, "\n")
		if problem := seatCheck(lang, seats, evs, told); problem != "" {
			t.Fatalf("press %d: the caption %s:\n%s\nevents: %v", press, problem, told, evs)
		}
	}
	if _, err := f.store.Archived(id); err != nil {
		t.Fatalf("the game did not end: %v", err)
	}
	t.Logf("checked %d boards, %d computer extra turns", checked, extraByComputer)
	return extraByComputer
}

// TestSeatArchNarrationNamesTheActor: in seeded Archipirata games played
// through the bot (4 seats in teams, 2 humans and 2 computers, captains
// on; and games of two), every sentence of every board's narration names
// the seat that acted as the lobby names it, in English and Russian: a
// computer's compass extra turn at "Red 2" reads "the compass gave Red 2
// another turn. Red 2 took…", never the human teammate's "Red".
func TestSeatArchNarrationNamesTheActor(t *testing.T) {
	var cases []seatArchCase
	for seed := uint64(1); seed <= 8; seed++ {
		cases = append(cases,
			seatArchCase{"four-en-humans-red-white", "archipirata 4 captains ai:easy ai:easy", "", "white", seed},
			seatArchCase{"four-ru-humans-red-white", "archipirata 4 captains ai:easy ai:easy", "ru", "white", seed},
			seatArchCase{"four-en-humans-red-red2", "archipirata 4 captains ai:easy ai:easy", "", "red2", seed},
			seatArchCase{"four-ru-humans-red-red2", "archipirata 4 captains ai:easy ai:easy", "ru", "red2", seed})
	}
	for seed := uint64(1); seed <= 3; seed++ {
		cases = append(cases,
			seatArchCase{"two-en-vs-computer", "archipirata captains ai:easy", "", "", seed},
			seatArchCase{"two-ru-vs-computer", "archipirata ai:easy", "ru", "", seed},
			seatArchCase{"two-en-humans", "archipirata captains", "", "white", seed})
	}
	extra := 0
	for _, tc := range cases {
		t.Run(fmt.Sprintf("%s-%d", tc.name, tc.seed), func(t *testing.T) {
			n := seatPlay(t, tc)
			if strings.HasPrefix(tc.name, "four") {
				extra += n
			}
		})
	}
	if extra == 0 {
		t.Error("no computer took a compass's extra turn in the team games: the test shows nothing")
	}
}
