package bot

import (
	"errors"
	"fmt"
	"image"
	"slices"
	"strings"

	"github.com/jackalbot/jackal/bot/narrate"
	"github.com/jackalbot/jackal/engine"
	"github.com/jackalbot/jackal/engine/archipelago"
	"github.com/jackalbot/jackal/engine/archipelago/island"
	"github.com/jackalbot/jackal/engine/archipelago/islands"
	"github.com/jackalbot/jackal/render"
	"github.com/jackalbot/jackal/storage"
)

func init() { faces[archipelago.ID] = archipelagoFace{} }

// archipelagoFace is Jackal Archipelago's face. The engine plays it as it
// plays classic (the same state, actions, events and views on an island's
// sea board), so classic's face serves the board, its buttons, the
// chains, the private sights and the replay; what differs is the lobby
// (2–4 crews, one each, or 2 v 2; the island), the rules and the status.
type archipelagoFace struct{ classicFace }

func (archipelagoFace) id() string { return archipelago.ID }

func (archipelagoFace) name(lang string) string { return tr(lang, txtArchipelagoName) }

func (archipelagoFace) examples() []string { return []string{"W1 f5", "boat l8", "W1 f5 +c"} }

// mode reads a mode (duel, 3, 4, teams) or the island: "island=ring" or
// the island's id alone ("ring"), or its name in one word ("кольцо").
func (archipelagoFace) mode(word string, o *newOptions) bool {
	switch word {
	case "2", modeDuel:
		o.mode = modeDuel
		return true
	case mode3, mode4, modeTeams:
		o.mode = word
		return true
	}
	if list, ok := strings.CutPrefix(word, archipelago.VariantAbilities+"="); ok {
		// abilities written on pirates for this island (a campaign's, or a
		// house rule): "abilities=W2:strongman+B1:scout"
		if _, err := archipelago.ParseAbilities(list); err != nil {
			return false
		}
		o.variants = append(o.variants, word)
		return true
	}
	id, ok := strings.CutPrefix(word, archipelago.VariantIsland+"=")
	if !ok {
		id = word
	}
	isl, ok := archIsland(id)
	if !ok {
		return false
	}
	o.variants = slices.DeleteFunc(o.variants, isIslandVariant)
	o.variants = append(o.variants, archipelago.VariantIsland+"="+isl.ID)
	return true
}

// badWord explains a word /new archipelago did not understand when it
// names an island that is not shipped.
func (archipelagoFace) badWord(lang, word string) string {
	if list, ok := strings.CutPrefix(word, archipelago.VariantAbilities+"="); ok {
		if _, err := archipelago.ParseAbilities(list); err != nil {
			return tr(lang, txtBadAbilities, archOptionsReason(lang, err, []string{word}, nil), abilityIDs())
		}
		return ""
	}
	id, ok := strings.CutPrefix(word, archipelago.VariantIsland+"=")
	if !ok {
		return ""
	}
	return tr(lang, txtNoIsland, id, strings.Join(islands.IDs(), ", "))
}

// isIslandVariant reports whether a variant names the island.
func isIslandVariant(v string) bool {
	return strings.HasPrefix(v, archipelago.VariantIsland+"=")
}

// islandOf is the island a lobby or game's variants name, the first
// island by default.
func islandOf(variants []string) *island.Island {
	id := archipelago.DefaultIsland
	for _, v := range variants {
		if isIslandVariant(v) {
			id = strings.TrimPrefix(v, archipelago.VariantIsland+"=")
		}
	}
	isl, err := islands.Lookup(id)
	if err != nil {
		isl, _ = islands.Lookup(archipelago.DefaultIsland)
	}
	return isl
}

func (archipelagoFace) defaultMode() string { return modeAuto }

func (f archipelagoFace) lobbyTitle(lang string, setup *storage.Setup) string {
	isl := islandOf(setup.Variants)
	var others []string
	for _, id := range islands.IDs() {
		if id != isl.ID {
			others = append(others, id)
		}
	}
	title := tr(lang, txtLobbyTitleOf, f.name(lang)) + "\n"
	if setup.Campaign != "" {
		// the campaign deals its islands: no other to pick
		return title + tr(lang, txtIslandLineCampaign, isl.LocalName(lang), tilesCounted(lang, isl.Land()))
	}
	return title + tr(lang, txtIslandLine, isl.LocalName(lang), tilesCounted(lang, isl.Land()), strings.Join(others, ", "))
}

// lobbyPicture is the lobby's island.
func (archipelagoFace) lobbyPicture(b *Bot, lang string, setup *storage.Setup) []byte {
	return b.islandPicture(lang, islandOf(setup.Variants), "")
}

// lobbyIntro shows the island a new lobby is for, above the lobby.
func (archipelagoFace) lobbyIntro(c *call, setup *storage.Setup) {
	c.showIsland(islandOf(setup.Variants))
}

// showIsland posts an island's picture with its name and size.
func (c *call) showIsland(isl *island.Island) {
	c.sayWithPicture(c.lang, "", tr(c.lang, txtIslandIntro, isl.LocalName(c.lang), tilesCounted(c.lang, isl.Land())), c.b.islandPicture(c.lang, isl, isl.LocalName(c.lang)))
}

// colours: one crew each; three players take white, yellow and red as in
// classic, two take white and black (RULING, ARCHIPELAGO.md names no pair:
// the partners of a 2 v 2, white first).
func (archipelagoFace) colours(mode string) []string {
	if mode == modeAuto {
		mode = mode4
	}
	var out []string
	for _, k := range modeColours(mode) {
		out = append(out, k.String())
	}
	return out
}

func (archipelagoFace) seats(mode string) (int, int) { return modeSeats(mode) }

func (archipelagoFace) modeText(lang, mode string) string {
	if mode == modeAuto {
		return tr(lang, txtModeArchAuto)
	}
	return modeText(lang, mode)
}

func (archipelagoFace) variants(setup storage.Setup) []string { return setup.Variants }

// assign seats one crew each: two players are a duel (white and black),
// three white, yellow and red, four every crew (or 2 v 2).
func (archipelagoFace) assign(setup storage.Setup) ([]string, []string, []storage.Seat, error) {
	mode := lobbyMode(&setup)
	if mode == modeAuto {
		mode = map[int]string{2: modeDuel, 3: mode3}[len(setup.Seats)]
		if mode == "" {
			mode = mode4
		}
		setup.Variants = append([]string{modeKey + mode}, lobbyVariants(&setup)...)
	}
	crews, variants, seats, err := assignCrews(setup)
	// the crews in play say who sails; classic's duel variant (its ships'
	// sides) means nothing on an island's sea
	variants = slices.DeleteFunc(variants, func(v string) bool { return v == engine.VariantDuel })
	return crews, variants, seats, err
}

// status adds the island, the boats' speed and the bear to classic's.
func (f archipelagoFace) status(lang string, g *game) string {
	st := g.cl()
	var b strings.Builder
	b.WriteString(f.classicFace.status(lang, g))
	isl := islandOf(g.rec.Setup.Variants)
	b.WriteString("\n" + tr(lang, txtStatusIsland, isl.LocalName(lang)))
	if st.Bear.Awake {
		b.WriteString("\n" + tr(lang, txtStatusBear, st.Bear.At.String()))
	}
	v := engine.ViewFor(st, engine.NoCrew)
	var held []string
	for p := engine.PieceID(0); p < engine.NumPieces; p++ {
		if v.Ability(p) != engine.NoAbility {
			held = append(held, pirateMarked(lang, &v, p))
		}
	}
	if len(held) > 0 {
		b.WriteString("\n" + tr(lang, txtStatusAbilities, strings.Join(held, ", ")))
	}
	return b.String()
}

// pirateMarked is pirate p of view v named for the status line with its
// ability's mark as the picture draws it on the token, then the ability's
// name, so that the line is the picture's key: "W2 ≈ swimmer", «W2 ≈
// пловец», "B1 C scout (spent)" once a once-per-island ability is spent.
func pirateMarked(lang string, v *engine.View, p engine.PieceID) string {
	a := v.Ability(p)
	s := narrate.PieceName(nl(lang), p) + " " + render.AbilityMark(a) + " " + narrate.AbilityName(nl(lang), a)
	if v.AbilityUsed(p) {
		s = tr(lang, txtStatusAbilitySpent, s)
	}
	return s
}

// abilityIDs lists the abilities' ids.
func abilityIDs() string {
	var ids []string
	for _, a := range engine.Abilities() {
		ids = append(ids, a.String())
	}
	return strings.Join(ids, ", ")
}

// archOptionsReason is, in lang, why the engine refused the options of
// variants with err: the engine's errors are sentinels (ErrOptions,
// islands.ErrUnknown) whose words are English, so the bot finds the
// reason itself, as the engine does: the abilities' list read as
// archipelago.ParseAbilities reads it, then a pirate whose crew is not
// among crews (nil: not dealt yet); a reason it cannot name is told in
// general words.
func archOptionsReason(lang string, err error, variants, crews []string) string {
	var lists []string
	for _, v := range variants {
		if list, ok := strings.CutPrefix(v, archipelago.VariantAbilities+"="); ok {
			lists = append(lists, list)
		}
	}
	if lists != nil {
		if why := abilitiesReason(lang, strings.Join(lists, "+"), crews); why != "" {
			return why
		}
	}
	if errors.Is(err, islands.ErrUnknown) {
		isl := ""
		for _, v := range variants {
			if id, ok := strings.CutPrefix(v, archipelago.VariantIsland+"="); ok {
				isl = id
			}
		}
		return tr(lang, txtNoIsland, isl, strings.Join(islands.IDs(), ", "))
	}
	return tr(lang, txtOptionsRefused)
}

// abilitiesReason is, in lang, why the abilities' list (the variant's
// value: "W2:strongman+B1:scout") is refused, checked as
// archipelago.ParseAbilities checks it; with crews (the crews dealt), a
// pirate of a crew not in play is refused too. "" when nothing is wrong.
func abilitiesReason(lang, list string, crews []string) string {
	if strings.TrimSpace(list) == "" {
		return tr(lang, txtAbilEmpty)
	}
	type grant struct {
		p engine.PieceID
		a engine.Ability
	}
	var seen []grant
	for _, part := range strings.Split(list, "+") {
		who, what, ok := strings.Cut(strings.TrimSpace(part), ":")
		if !ok || who == "" || what == "" {
			return tr(lang, txtAbilNotPair, part)
		}
		p, err := engine.ParsePiece(who)
		if err != nil || !p.IsPirate() {
			return tr(lang, txtAbilNotPirate, who)
		}
		a, err := engine.ParseAbility(what)
		if err != nil {
			return tr(lang, txtAbilNotAbility, what)
		}
		for _, g := range seen {
			switch {
			case g.p == p:
				return tr(lang, txtAbilTwice, p, g.a, a)
			case g.a == a:
				return tr(lang, txtAbilShared, a, g.p, p)
			}
		}
		seen = append(seen, grant{p, a})
	}
	if crews != nil {
		for _, g := range seen {
			if k := g.p.PirateCrew(); !slices.Contains(crews, k.String()) {
				return tr(lang, txtAbilCrewOut, g.p, crewName(lang, k.String()))
			}
		}
	}
	return ""
}

// dealRefused explains a deal the lobby's options refuse: abilities given
// to a pirate of a crew no one plays (the players seated decide which
// crews play, after /new took the option).
func (f archipelagoFace) dealRefused(lang string, setup *storage.Setup, err error) string {
	if !errors.Is(err, archipelago.ErrOptions) {
		return ""
	}
	crews, variants, _, aerr := f.assign(*setup)
	if aerr != nil {
		crews, variants = nil, lobbyVariants(setup)
	}
	return tr(lang, txtDealRefused, archOptionsReason(lang, err, variants, crews))
}

// rules is /rules archipelago: the summary; a tile's rule with its
// picture; "islands" the list of islands; an island's id or name its
// picture; an ability's id or name its rule (archAbility); the bear its
// den's rule.
func (archipelagoFace) rules(c *call, arg string) {
	switch {
	case arg == "":
		c.say(narrate.ArchipelagoRules(nl(c.lang)))
		return
	case strings.EqualFold(arg, "islands") || strings.EqualFold(arg, "острова"):
		c.say(islandList(c.lang))
		return
	}
	if a, ok := archAbility(arg); ok {
		c.say(archAbilityRule(c.lang, a))
		return
	}
	if isl, ok := archIsland(arg); ok {
		c.showIsland(isl)
		return
	}
	if slices.ContainsFunc(archBearWords, func(w string) bool { return strings.EqualFold(w, arg) }) {
		arg = engine.BearDen.ArchipelagoID()
	}
	k, ok := narrate.ParseArchipelagoTile(arg)
	if !ok {
		c.answer(tr(c.lang, txtUnknownPart, arg, archipelagoParts(c.lang)))
		return
	}
	c.sayWithPicture(c.lang, partRules, narrate.ArchipelagoTileRule(nl(c.lang), k), tilePNGIn(c.lang, k))
}

// archipelagoParts names the tiles, the abilities and the island list for
// a /rules that named none of them: their ids; in Russian their Russian
// names where rules reads the name back as that tile alone, and the
// abilities' Russian names.
func archipelagoParts(lang string) string {
	var out []string
	for _, k := range narrate.ArchipelagoKinds() {
		name := k.ArchipelagoID()
		if ru := narrate.ArchipelagoTileName(nl(lang), k); lang == "ru" {
			if back, ok := narrate.ParseArchipelagoTile(ru); ok && back == k {
				name = strings.ToLower(ru)
			}
		}
		if !slices.Contains(out, name) {
			out = append(out, name)
		}
	}
	out = append(out, archAbilityNames(lang)...)
	return strings.Join(append(out, tr(lang, txtIslandsWord)), ", ")
}

// islandList names the shipped islands with their sizes.
func islandList(lang string) string {
	list, err := islands.All()
	if err != nil {
		return err.Error()
	}
	var b strings.Builder
	b.WriteString(tr(lang, txtIslandsTitle))
	for _, isl := range list {
		fmt.Fprintf(&b, "\n• %s — %s (%d)", isl.ID, isl.LocalName(lang), isl.Land())
	}
	return b.String()
}

func (archipelagoFace) complete(command string) []string {
	switch command {
	case "rules":
		out := []string{"islands"}
		for _, k := range narrate.ArchipelagoKinds() {
			out = append(out, k.ArchipelagoID())
		}
		for _, a := range engine.Abilities() {
			out = append(out, a.String())
		}
		return append(out, islands.IDs()...)
	case "join":
		return []string{"white", "yellow", "black", "red"}
	case "new":
		out := []string{modeDuel, mode3, mode4, modeTeams}
		for _, id := range islands.IDs() {
			out = append(out, archipelago.VariantIsland+"="+id)
		}
		return out
	}
	return nil
}

// islandPicture draws an island as its picture before a deal, titled
// title (the island's name in lang when ""), its words in lang.
func (b *Bot) islandPicture(lang string, isl *island.Island, title string) []byte {
	return b.drawPNG("island", func() image.Image {
		return render.Island(isl, render.IslandOptions{Size: b.cfg.BoardSize, Title: title, Lang: lang})
	})
}
