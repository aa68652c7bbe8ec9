package bot

import (
	"cmp"
	"errors"
	"fmt"
	"hash/fnv"
	"slices"
	"strings"
	"time"

	"github.com/jackalbot/jackal/bot/campaign"
	"github.com/jackalbot/jackal/storage"
)

// A campaign (issue 13) is a season of games in one chat with the same
// players: this file is its course. The first game's lobby gathers the
// players; each finished game is recorded with its scores by player; the
// campaign then ends (its format decides: bot/campaign), or, in Jackal
// Archipelago, drafts abilities, and opens the next game's lobby with the
// same players seated, which starts when they all confirm or its
// deadline passes. Every step is one store update of the campaign.

// campaignDeadline is how long a draft's pick or the next game's seats
// wait for the absent before the campaign goes on without them.
const campaignDeadline = 24 * time.Hour

// campaigner is a face whose campaigns are more than a series of its
// games (Archipelago: islands one after another, abilities drafted).
type campaigner interface {
	// campaignDefault is the format and number of games of a campaign of
	// the game when /campaign new names none.
	campaignDefault() (campaign.Format, int)
	// campaignVariants are the variants of the campaign's game number i
	// (from 0) besides the campaign's own: the island, the abilities.
	campaignVariants(c *storage.Campaign, i int) []string
	// drafts reports whether abilities are drafted between games.
	drafts() bool
}

// campaignDefault is the format and length of a campaign of game id.
func campaignDefault(id string) (campaign.Format, int) {
	if f, ok := faceOf(id).(campaigner); ok {
		return f.campaignDefault()
	}
	return campaign.BestOf, 3
}

// playersOf is a campaign's players as bot/campaign reads them, named
// in lang as its games name them (nameOf).
func playersOf(lang string, c *storage.Campaign) []campaign.Player {
	out := make([]campaign.Player, len(c.Players))
	for i := range c.Players {
		out[i] = campaign.Player{ID: c.Players[i].ID, Name: nameOf(lang, c, &c.Players[i])}
	}
	return out
}

// nameOf is a campaign player's name in lang as the campaign's games name
// the player: a person's own name (also once a computer replaced them), a
// computer's seat as the game's texts tell it ("Computer 2 (easy)" in the
// card game, "⚫ Black — computer (easy)"), not the "AI" its seat keeps.
func nameOf(lang string, cp *storage.Campaign, p *storage.CampaignPlayer) string {
	if p.AI == "" || p.UserID != "" {
		return p.Name
	}
	seat := storage.Seat{Crew: p.Crew, AI: p.AI, Name: p.Name}
	if p.Crew == "" {
		return seatName(lang, &seat)
	}
	g := &game{rec: &storage.Game{Setup: storage.Setup{Game: cp.Game, Seats: []storage.Seat{seat}}}}
	return g.seatAndPlayer(lang, p.Crew)
}

// resultsOf is a campaign's finished games as bot/campaign reads them.
func resultsOf(c *storage.Campaign) []campaign.GameResult {
	out := make([]campaign.GameResult, len(c.Games))
	for i, g := range c.Games {
		out[i] = campaign.GameResult{GameID: g.GameID, Scores: g.Scores, Winners: g.Winners}
	}
	return out
}

// holdingsOf is a campaign's abilities as bot/campaign reads them.
func holdingsOf(c *storage.Campaign) []campaign.Holding {
	var out []campaign.Holding
	for _, h := range c.Holdings {
		if a := campaign.AbilityOf(h.Ability); a != campaign.NoAbility {
			out = append(out, campaign.Holding{Player: h.Player, Pirate: h.Pirate, Ability: a, Name: h.Name})
		}
	}
	return out
}

// storeHolding is a holding as the store keeps it.
func storeHolding(h campaign.Holding) storage.Holding {
	ab := ""
	if h.Ability != campaign.NoAbility {
		ab = h.Ability.String()
	}
	return storage.Holding{Player: h.Player, Pirate: h.Pirate, Ability: ab, Name: h.Name}
}

// draftOf is the stored draft as bot/campaign reads it.
func draftOf(d *storage.Draft) campaign.Draft {
	out := campaign.Draft{Order: slices.Clone(d.Order), Next: d.Next}
	for _, id := range d.Offered {
		if a := campaign.AbilityOf(id); a != campaign.NoAbility {
			out.Offered = append(out.Offered, a)
		}
	}
	for _, h := range d.Picks {
		out.Picks = append(out.Picks, campaign.Holding{Player: h.Player, Pirate: h.Pirate, Ability: campaign.AbilityOf(h.Ability), Name: h.Name})
	}
	return out
}

// pickerOf is the player to pick in a stored draft; false when done.
func pickerOf(d *storage.Draft) (string, bool) {
	x := draftOf(d)
	return x.Picker()
}

// storeDraft is a draft as the store keeps it.
func storeDraft(d campaign.Draft) *storage.Draft {
	out := &storage.Draft{Order: d.Order, Next: d.Next}
	for _, a := range d.Offered {
		out.Offered = append(out.Offered, a.String())
	}
	for _, h := range d.Picks {
		out.Picks = append(out.Picks, storeHolding(h))
	}
	return out
}

// campaignStarted records a campaign game's start: the first game's
// seats become the campaign's players (each keeps its seat), and the
// game is the campaign's current one.
func (c *call) campaignStarted(rec *storage.Game) {
	_, err := c.b.store.UpdateCampaign(rec.Setup.Campaign, storage.AnyVersion, func(cp *storage.Campaign) error {
		cp.Current = rec.ID
		cp.Deadline = time.Time{}
		cp.Reminded = false
		if len(cp.Games) > 0 {
			return nil
		}
		cp.Players = nil
		for _, s := range rec.Setup.Seats {
			p := storage.CampaignPlayer{ID: s.UserID, UserID: s.UserID, Name: s.Name, Lang: s.Lang, AI: s.AI, Crew: s.Crew}
			if s.UserID == "" {
				p.ID = "ai:" + s.Crew
			}
			if slices.ContainsFunc(cp.Players, func(q storage.CampaignPlayer) bool { return q.ID == p.ID }) {
				continue // a player of two crews is one player
			}
			cp.Players = append(cp.Players, p)
		}
		return nil
	})
	if err != nil {
		c.b.log.Warn("campaign start", "campaign", rec.Setup.Campaign, "err", err)
	}
}

// campaignGameOver records a finished campaign game and takes the
// campaign's next step: its end, a draft, or the next game's lobby.
func (c *call) campaignGameOver(rec *storage.Game, g *game) {
	out := g.m.Outcome()
	cp, err := c.b.store.UpdateCampaign(rec.Setup.Campaign, storage.AnyVersion, func(cp *storage.Campaign) error {
		if cp.Status != storage.CampaignActive || slices.ContainsFunc(cp.Games, func(x storage.CampaignGame) bool { return x.GameID == rec.ID }) {
			return errDone // ended meanwhile, or told already (a repeated update)
		}
		scores, winners := storage.ByPlayer(cp, &rec.Setup, out.Scores, out.Winners)
		cp.Games = append(cp.Games, storage.CampaignGame{GameID: rec.ID, Scores: scores, Winners: winners})
		cp.Current = ""
		// a seat a computer took over says nothing of the next game: a
		// player who resigned is seated again, one the vote on an absent
		// player replaced was marked then (campaignReplaced)
		f := campaign.Format(cp.Format)
		if campaign.Over(f, cp.Length, playersOf("", cp), resultsOf(cp)) {
			cp.Status = storage.CampaignFinished
			return nil
		}
		if fc, ok := faceOf(cp.Game).(campaigner); ok && fc.drafts() {
			d := campaign.NewDraft(draftSeed(rec.ID), holdingsOf(cp), resultsOf(cp)[len(cp.Games)-1], playersOf("", cp))
			if !d.Done() {
				cp.Draft = storeDraft(d)
				cp.Deadline = c.b.cfg.Now().Add(campaignDeadline)
				cp.Reminded = false
			}
		}
		return nil
	})
	if errors.Is(err, errDone) {
		return
	}
	if err != nil {
		c.b.log.Warn("campaign game over", "campaign", rec.Setup.Campaign, "err", err)
		return
	}
	lang := c.gameLang(g)
	over := campaignText(lang, cp.Game, txtCampaignAfterGame, len(cp.Games), cp.Length)
	if cp.Status == storage.CampaignActive {
		c.say(over + "\n" + standingsText(lang, cp))
	} else {
		// the champion's message tells the standings, once
		c.say(over)
	}
	c.campaignNext(cp)
}

// campaignVoid takes campaign id on without its game gameID, stopped by
// /abort (or gone from the chat): the game does not count, and the
// campaign's game of the same number opens its lobby again with the
// players seated, to be played anew (/campaign end stops the campaign
// instead). A campaign none of whose games started (its first lobby
// stopped) is cancelled.
func (c *call) campaignVoid(id, gameID string) {
	cancelled := false
	cp, err := c.b.store.UpdateCampaign(id, storage.AnyVersion, func(x *storage.Campaign) error {
		if x.Status != storage.CampaignActive || x.Draft != nil || x.Current != "" && x.Current != gameID {
			return errDone // not the campaign's step now
		}
		if len(x.Games) == 0 && x.Current == "" {
			x.Status = storage.CampaignEnded
			cancelled = true
			return nil
		}
		x.Current = ""
		x.Deadline, x.Reminded = time.Time{}, false
		return nil
	})
	if errors.Is(err, errDone) {
		return
	}
	if err != nil {
		c.b.log.Warn("campaign game stopped", "campaign", id, "err", err)
		return
	}
	lang := cmp.Or(cp.Lang, c.lang)
	if cancelled {
		c.say(campaignText(lang, cp.Game, txtCampaignCancelled))
		return
	}
	c.say(campaignText(lang, cp.Game, txtCampaignVoid, len(cp.Games)+1))
	c.nextCampaignGame(cp)
}

// errDone stops a campaign update that has nothing left to do.
var errDone = errors.New("bot: already done")

// draftSeed is the seed of the draft after game id.
func draftSeed(id string) uint64 {
	h := fnv.New64a()
	h.Write([]byte(id))
	return h.Sum64()
}

// campaignNext takes the step the campaign is at: its end (the champion
// and the standings picture), the draft's next pick (or a computer's),
// or the next game's lobby.
func (c *call) campaignNext(cp *storage.Campaign) {
	lang := cmp.Or(cp.Lang, c.lang)
	switch {
	case cp.Status != storage.CampaignActive:
		c.sayWithPicture(lang, partStandings, championText(lang, cp), c.b.standingsPNG(cp, lang))
	case cp.Draft != nil:
		c.draftNext(cp)
	case cp.Current == "":
		c.nextCampaignGame(cp)
	}
}

// nextCampaignGame opens the lobby of the campaign's next game with its
// players seated; it starts when they all confirm (or the deadline).
func (c *call) nextCampaignGame(cp *storage.Campaign) {
	i := len(cp.Games)
	variants := slices.Clone(cp.Variants)
	if fc, ok := faceOf(cp.Game).(campaigner); ok {
		variants = append(variants, fc.campaignVariants(cp, i)...)
	}
	setup := storage.Setup{Lang: cp.Lang, CreatorID: cp.CreatorID, ReminderHours: c.b.chatRemindersOf(cp.Key),
		Game: cp.Game, Variants: variants, Campaign: cp.ID, CampaignGame: i, Server: c.campaignServer(cp)}
	for _, p := range cp.Players {
		setup.Seats = append(setup.Seats, storage.Seat{Crew: p.Crew, UserID: p.UserID, Name: p.Name, Lang: p.Lang, AI: p.AI})
	}
	rec := &storage.Game{Key: cp.Key, Status: storage.StatusLobby, Setup: setup, BoardOwed: true}
	if err := c.b.store.Create(rec); err != nil {
		c.b.log.Warn("campaign next game", "campaign", cp.ID, "err", err)
		return
	}
	if _, err := c.b.store.UpdateCampaign(cp.ID, storage.AnyVersion, func(x *storage.Campaign) error {
		x.Current = rec.ID
		x.Deadline = c.b.cfg.Now().Add(campaignDeadline)
		x.Reminded = false
		for k := range x.Players {
			x.Players[k].Ready = x.Players[k].UserID == "" || x.Players[k].AI != ""
		}
		return nil
	}); err != nil {
		c.b.log.Warn("campaign next game", "campaign", cp.ID, "err", err)
	}
	// the island (Archipelago's) above its lobby, as the first one's
	c.introLobby(&rec.Setup)
	c.showLobby(&game{rec: rec}, true)
}

// campaignReady marks the user ready for the campaign's next game, and
// starts it when every player seated in its lobby g is: a player who left
// the lobby sits this game out and holds nobody up.
func (c *call) campaignReady(g *game) {
	all := false
	_, err := c.b.store.UpdateCampaign(g.rec.Setup.Campaign, storage.AnyVersion, func(cp *storage.Campaign) error {
		all = true
		for i := range cp.Players {
			p := &cp.Players[i]
			if p.UserID == c.req.User.ID {
				p.Ready = true
			}
			all = all && (p.Ready || !seatedIn(g.rec, p.UserID))
		}
		return nil
	})
	if err != nil {
		c.fail(err)
		return
	}
	if all {
		c.cmdStart()
		return
	}
	c.answer(tr(c.lang, txtCampaignReady))
	c.showLobby(g, false) // its ✅ marks
}

// notReady names the players of campaign cp seated in its next game's
// lobby rec who have not pressed Ready (a player who left the lobby sits
// the game out, a computer's seat needs no press).
func notReady(cp *storage.Campaign, rec *storage.Game) []string {
	var out []string
	for i := range cp.Players {
		if p := &cp.Players[i]; !p.Ready && p.AI == "" && seatedIn(rec, p.UserID) {
			out = append(out, p.Name)
		}
	}
	return out
}

// seatedIn reports whether user holds a seat of game rec (a person's
// seat; a computer's or no user never is).
func seatedIn(rec *storage.Game, user string) bool {
	return user != "" && slices.ContainsFunc(rec.Setup.Seats, func(s storage.Seat) bool { return s.UserID == user })
}

// laterCampaignGame reports whether a lobby is a campaign's game after its
// first: its seats are the campaign's players', who only confirm them.
func laterCampaignGame(g *game) bool {
	return g.rec.Setup.Campaign != "" && g.rec.Setup.CampaignGame > 0
}

// standingsText is the standings as text lines.
func standingsText(lang string, cp *storage.Campaign) string {
	f := campaign.Format(cp.Format)
	var b strings.Builder
	b.WriteString(tr(lang, txtCampaignTable, formatTextOf(lang, f, cp.Length, countsIslands(cp.Game))))
	for _, s := range campaign.Table(f, playersOf(lang, cp), resultsOf(cp)) {
		fmt.Fprintf(&b, "\n%d. %s — %s", s.Rank, s.Player.Name, tr(lang, txtCampaignLine, pointsText(lang, cp, s.Points), s.Won, s.Played))
	}
	return b.String()
}

// pointsText is n of what campaign cp counts: the coins summed in
// Archipelago's islands (and a campaign of games of a game scored in
// coins: Archipelago, the card game), else points (a best-of's games won,
// the gold of a campaign of games).
func pointsText(lang string, cp *storage.Campaign, n int) string {
	if countsCoins(cp) {
		return counted(lang, n, "coin", "coins", "монета", "монеты", "монет")
	}
	return counted(lang, n, "point", "points", "очко", "очка", "очков")
}

// countsCoins reports whether campaign cp's points are coins: an
// Archipelago's islands, or games of a game scored in coins.
func countsCoins(cp *storage.Campaign) bool {
	switch campaign.Format(cp.Format) {
	case campaign.Islands:
		return true
	case campaign.Games:
		id := faceOf(cp.Game).id()
		return id == faceOf("archipelago").id() || id == faceOf("cards").id()
	}
	return false
}

// championText names the campaign's champions over its standings.
func championText(lang string, cp *storage.Campaign) string {
	f := campaign.Format(cp.Format)
	var names []string
	for _, p := range campaign.Champions(f, cp.Length, playersOf(lang, cp), resultsOf(cp)) {
		names = append(names, p.Name)
	}
	head := tr(lang, txtCampaignEnded)
	switch {
	case len(names) == 0 || cp.Status != storage.CampaignFinished:
	case len(names) == 1:
		head = tr(lang, txtCampaignChampion, names[0])
	default:
		// first place shared
		head = tr(lang, txtCampaignChampions, strings.Join(names, ", "))
	}
	return head + "\n" + standingsText(lang, cp)
}

// formatText says a campaign's format and length, of games.
func formatText(lang string, f campaign.Format, n int) string {
	return formatTextOf(lang, f, n, false)
}

// formatTextOf says a campaign's format and length; with islands, of a
// game each of whose games is an island (countsIslands): its games=N
// is N islands ranked as islands=N ranks them.
func formatTextOf(lang string, f campaign.Format, n int, islands bool) string {
	switch {
	case f == campaign.Islands || f == campaign.Games && islands:
		return tr(lang, txtFormatIslands, counted(lang, n, "island", "islands", "остров", "острова", "островов"))
	case f == campaign.Games:
		return tr(lang, txtFormatGames, counted(lang, n, "game", "games", "игра", "игры", "игр"))
	}
	return tr(lang, txtFormatBestOf, n)
}

// countsIslands reports whether a campaign of game id counts islands, not
// games: each of its games is one island (islandCampaigner).
func countsIslands(id string) bool {
	f, ok := faceOf(id).(islandCampaigner)
	return ok && f.campaignIslands()
}

// islandTexts are the campaign texts that count its games, each with its
// words for a campaign that counts islands (countsIslands).
var islandTexts = map[text]text{
	txtCampaignAfterGame:    txtCampaignAfterIsland,
	txtCampaignGameN:        txtCampaignIslandN,
	txtDraftPick:            txtDraftPickIsland,
	txtCampaignPlaying:      txtCampaignPlayingIsland,
	txtCampaignNoGames:      txtCampaignNoIslands,
	txtCampaignHistory:      txtCampaignHistoryIslands,
	txtCampaignVoid:         txtCampaignVoidIsland,
	txtCampaignCancelled:    txtCampaignCancelledIslands,
	txtCampaignLobbyStep:    txtCampaignLobbyStepIsland,
	txtCampaignWaitingLobby: txtCampaignWaitingIsland,
	txtCampaignOpened:       txtCampaignOpenedIslands,
	txtCampaignLength:       txtCampaignLengthIslands,
}

// campaignText is campaign text t in lang, formatted with args, as a
// campaign of game id says it: an Archipelago campaign's islands
// (islandTexts), another's games.
func campaignText(lang, id string, t text, args ...any) string {
	if it, ok := islandTexts[t]; ok && countsIslands(id) {
		t = it
	}
	return tr(lang, t, args...)
}

// ofLength is campaign cp's length as "of" (из) counts it: "3 games",
// "1 island"; in Russian the genitive «3 игр», «1 острова».
func ofLength(lang string, cp *storage.Campaign) string {
	if countsIslands(cp.Game) {
		return counted(lang, cp.Length, "island", "islands", "острова", "островов", "островов")
	}
	return counted(lang, cp.Length, "game", "games", "игры", "игр", "игр")
}
