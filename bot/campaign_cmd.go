package bot

import (
	"cmp"
	"errors"
	"fmt"
	"image"
	"strconv"
	"strings"
	"time"

	"github.com/jackalbot/jackal/bot/campaign"
	"github.com/jackalbot/jackal/bot/narrate"
	"github.com/jackalbot/jackal/render"
	"github.com/jackalbot/jackal/storage"
)

// cmdCampaign is /campaign: "" or "status" tells the campaign running
// here; "new <game> [islands=N|games=N|best-of=N] [/new's words]" starts
// one with its first game's lobby; "standings" draws them; "history"
// lists its games; "name <pirate> <name>" names a pirate holding an
// ability; "end" stops it (its creator or an admin).
func (c *call) cmdCampaign(args string) {
	sub, rest, _ := strings.Cut(strings.TrimSpace(args), " ")
	rest = strings.TrimSpace(rest)
	// a Russian subcommand word is read as its English one
	sub = subcommandOf("campaign", strings.ToLower(sub))
	switch sub {
	case "new":
		c.campaignNew(rest)
		return
	case "", "status":
		c.campaignStatus()
		return
	case "standings", "table", "history":
		// the campaign running, else the chat's last one, over: its
		// final standings stay to be seen
		cp, ok := c.currentOrLastCampaign()
		if !ok {
			return
		}
		lang := cmp.Or(cp.Lang, c.lang)
		if sub == "history" {
			c.say(historyText(lang, cp))
			return
		}
		text := standingsText(lang, cp)
		if cp.Status != storage.CampaignActive {
			text = championText(lang, cp)
		}
		c.sayWithPicture(lang, partStandings, text, c.b.standingsPNG(cp, lang))
		return
	}
	cp, ok := c.activeCampaign()
	if !ok {
		return
	}
	switch sub {
	case "name":
		c.campaignName(cp, rest)
	case "end":
		c.campaignEnd(cp)
	default:
		c.answer(tr(c.lang, txtCampaignUsage))
	}
}

// activeCampaign is the campaign running in the chat; false (the user
// answered) when none is or it cannot be read.
func (c *call) activeCampaign() (*storage.Campaign, bool) {
	return c.findCampaign(false)
}

// currentOrLastCampaign is the campaign running in the chat, else the
// chat's last campaign, over (its standings final); false (the user
// answered) when the chat never had one or it cannot be read.
func (c *call) currentOrLastCampaign() (*storage.Campaign, bool) {
	return c.findCampaign(true)
}

// findCampaign is the campaign running in the chat, else with orLast the
// chat's last one, over (LastCampaign); false (the user answered: none
// here, or the error) when there is none or it cannot be read.
func (c *call) findCampaign(orLast bool) (*storage.Campaign, bool) {
	key := storage.Key(c.req.Chat.Key)
	cp, err := c.b.store.ActiveCampaign(key)
	if orLast && isNotFound(err) {
		cp, err = LastCampaign(c.b.store, key)
	}
	switch {
	case err == nil:
		return cp, true
	case isNotFound(err):
		c.answer(tr(c.lang, txtNoCampaign))
	default:
		c.fail(err)
	}
	return nil, false
}

// CampaignLister lists every campaign a store keeps (storage.Store and
// *storage.Bolt do).
type CampaignLister interface {
	ListCampaigns() ([]storage.Campaign, error)
}

// LastCampaign is the last campaign over (finished or ended) of the chat
// under key: of that chat's campaigns not running, the one updated last,
// on a tie the one with the greater ID (IDs grow with time), whatever
// order store lists them in. A campaign running is never it (it is
// storage.Store.ActiveCampaign's). storage.ErrNotFound when the chat has
// no campaign over; the store's error when it cannot list them. The bot's
// /campaign falls back on it, and the terminal's jackal play reads its
// file's by it.
func LastCampaign(store CampaignLister, key storage.Key) (*storage.Campaign, error) {
	list, err := store.ListCampaigns()
	if err != nil {
		return nil, err
	}
	var last *storage.Campaign
	for i := range list {
		cp := &list[i]
		if cp.Key != key || cp.Status == storage.CampaignActive {
			continue
		}
		if last == nil || cp.Updated.After(last.Updated) || cp.Updated.Equal(last.Updated) && cp.ID > last.ID {
			last = cp
		}
	}
	if last == nil {
		return nil, fmt.Errorf("%w: no campaign was played in %s", storage.ErrNotFound, key)
	}
	return last, nil
}

// campaignNew starts a campaign: the game, the format and length words,
// then the words of /new for its games; the first game's lobby opens.
func (c *call) campaignNew(args string) {
	if !c.chatFree() {
		return
	}
	if _, err := c.b.store.ActiveCampaign(storage.Key(c.req.Chat.Key)); err == nil {
		c.answer(tr(c.lang, txtCampaignExists))
		return
	}
	words := strings.Fields(strings.ToLower(args))
	game := ""
	if len(words) > 0 {
		if _, ok := faces[words[0]]; ok {
			game = words[0]
		}
	}
	f, n := campaignDefault(game)
	// the card game's own islands=N is the length of each of its games
	// (a /new word); the campaign's length is then games=N or best-of=N
	ownIslands := faceOf(game).id() == faceOf("cards").id()
	var rest []string
	for _, w := range words {
		name, val, ok := strings.Cut(w, "=")
		k, err := strconv.Atoi(val)
		switch {
		case ok && name == "islands" && ownIslands:
			rest = append(rest, w)
		case ok && (name == "islands" || name == "games" || name == "best-of"):
			if err != nil || k < 1 || k > maxCampaignGames {
				c.answer(campaignText(c.lang, game, txtCampaignLength, w, maxCampaignGames))
				return
			}
			n = k
			switch name {
			case "games":
				f = campaign.Games
			case "best-of":
				f = campaign.BestOf
			default:
				f = campaign.Islands
			}
		default:
			rest = append(rest, w)
		}
	}
	if f == campaign.Islands && faceOf(game).id() != faceOf("archipelago").id() {
		c.answer(tr(c.lang, txtCampaignIslands))
		return
	}
	if _, max := faceOf(game).seats(faceOf(game).defaultMode()); max < 2 {
		c.answer(tr(c.lang, txtPuzzleUseCmd))
		return
	}
	var cp *storage.Campaign
	opened := c.openLobby(strings.Join(rest, " "), func(o newOptions, setup *storage.Setup) error {
		cp = &storage.Campaign{Key: storage.Key(c.req.Chat.Key), Game: faceOf(o.game).id(), Format: string(f), Length: n,
			Variants: setup.Variants, CreatorID: c.req.User.ID, Lang: c.lang,
			Players: []storage.CampaignPlayer{{ID: c.req.User.ID, UserID: c.req.User.ID, Name: c.req.User.Name}}}
		if err := c.b.store.CreateCampaign(cp); err != nil {
			return err
		}
		setup.Campaign = cp.ID
		return nil
	})
	if opened {
		c.say(campaignText(c.lang, game, txtCampaignOpened, formatTextOf(c.lang, f, n, countsIslands(game))))
	}
}

// ratedGameID is the ruleset id of game id as ratings keep it ("" is classic).
func ratedGameID(id string) string {
	g, err := gameOf(storage.Setup{Game: id})
	if err != nil {
		return id
	}
	return g.ID()
}

// gameName is the display name of game id.
func gameName(id string) string {
	g, err := gameOf(storage.Setup{Game: id})
	if err != nil {
		return id
	}
	return g.Name()
}

// localGameName is game id's name in lang, as its lobby names it
// («Архипирата», «Шакал: Архипелаг»).
func localGameName(lang, id string) string { return faceOf(id).name(lang) }

// maxCampaignGames bounds a campaign's length.
const maxCampaignGames = 20

// campaignStatus tells the campaign running here: its format, the games
// played, the standings and the step under way; then it takes that step
// again where it waits for nobody (a game that is gone, a draft's pick
// posted long ago: see campaignResume). A campaign over tells its final
// standings.
func (c *call) campaignStatus() {
	cp, ok := c.currentOrLastCampaign()
	if !ok {
		return
	}
	lang := cmp.Or(cp.Lang, c.lang)
	if cp.Status != storage.CampaignActive {
		c.say(championText(lang, cp))
		return
	}
	gone := c.campaignGameGone(cp)
	var b strings.Builder
	b.WriteString(tr(lang, txtCampaignHead, localGameName(lang, cp.Game), len(cp.Games), ofLength(lang, cp)))
	b.WriteString("\n" + standingsText(lang, cp))
	switch {
	case cp.Draft != nil:
		who, _ := pickerOf(cp.Draft)
		if p := playerByID(cp, who); p != nil {
			b.WriteString("\n" + tr(lang, txtCampaignDrafting, nameOf(lang, cp, p)))
		}
	case cp.Current != "" && !gone:
		b.WriteString("\n" + c.campaignStep(lang, cp))
	}
	if held := holdingsText(lang, cp); held != "" {
		b.WriteString("\n" + held)
	}
	c.say(b.String())
	c.campaignResume(cp, gone)
}

// campaignStep says where campaign cp's game stands: its lobby waiting
// for the players to press Ready (who, and when it starts anyway), or
// the game on.
func (c *call) campaignStep(lang string, cp *storage.Campaign) string {
	rec, err := c.b.store.Get(storage.Key(c.req.Chat.Key))
	if err != nil || rec.ID != cp.Current || rec.Status != storage.StatusLobby || rec.Setup.CampaignGame == 0 {
		return campaignText(lang, cp.Game, txtCampaignPlaying, len(cp.Games)+1)
	}
	waiting := notReady(cp, rec)
	if len(waiting) == 0 || cp.Deadline.IsZero() {
		return campaignText(lang, cp.Game, txtCampaignPlaying, len(cp.Games)+1)
	}
	left := max(cp.Deadline.Sub(c.b.cfg.Now()).Round(time.Hour), time.Hour)
	hours := counted(lang, int(left.Hours()), "hour", "hours", "час", "часа", "часов")
	return campaignText(lang, cp.Game, txtCampaignLobbyStep, len(cp.Games)+1, strings.Join(waiting, ", "), hours)
}

// campaignGameGone reports whether the campaign's step is its game, and
// the chat holds no game of it: the game was stopped before /abort told
// the campaign (a campaign kept from before), or its lobby could not open.
func (c *call) campaignGameGone(cp *storage.Campaign) bool {
	if cp.Draft != nil {
		return false
	}
	// a game in the chat is the campaign's, or another that keeps the
	// chat until it ends
	_, err := c.b.store.Get(storage.Key(c.req.Chat.Key))
	return isNotFound(err)
}

// campaignResume takes the step campaign cp waits at where nothing in the
// chat shows it: the draft's pick posted again (with its buttons, the
// message of the pick may be far above), or, its game gone, the game
// again (as after /abort).
func (c *call) campaignResume(cp *storage.Campaign, gone bool) {
	switch {
	case cp.Draft != nil:
		// one live copy of the pick: postDraft counts the copies, and the
		// buttons of the copy posted before answer that they are old
		c.draftNext(cp)
	case gone:
		c.campaignVoid(cp.ID, cp.Current)
	}
}

// holdingsText names the pirates holding abilities.
func holdingsText(lang string, cp *storage.Campaign) string {
	var parts []string
	for _, h := range holdingsOf(cp) {
		p := playerByID(cp, h.Player)
		if p == nil {
			continue
		}
		who := h.Label(p.Crew)
		parts = append(parts, fmt.Sprintf("%s (%s): %s", who, nameOf(lang, cp, p), narrate.AbilityName(nl(lang), h.Ability)))
	}
	if len(parts) == 0 {
		return ""
	}
	return tr(lang, txtStatusAbilities, strings.Join(parts, "; "))
}

// historyText lists the campaign's games: number, winners, scores.
func historyText(lang string, cp *storage.Campaign) string {
	if len(cp.Games) == 0 {
		return campaignText(lang, cp.Game, txtCampaignNoGames)
	}
	var b strings.Builder
	b.WriteString(campaignText(lang, cp.Game, txtCampaignHistory))
	results := resultsOf(cp)
	for i, g := range cp.Games {
		var scores, won []string
		for i := range cp.Players {
			p := &cp.Players[i]
			score, played := g.Scores[p.ID]
			if !played {
				continue // sat the game out: no score, not a 0
			}
			scores = append(scores, fmt.Sprintf("%s %d", nameOf(lang, cp, p), score))
		}
		for _, w := range g.Winners {
			// a draw lists every player among its winners: nobody won it
			if p := playerByID(cp, w); p != nil && !results[i].Drawn() {
				won = append(won, nameOf(lang, cp, p))
			}
		}
		winner := tr(lang, txtCampaignDraw)
		if len(won) > 0 {
			winner = strings.Join(won, ", ")
		}
		fmt.Fprintf(&b, "\n%d. %s — %s (%s)", i+1, winner, strings.Join(scores, ", "), g.GameID)
	}
	return b.String()
}

// campaignName names one of the user's pirates holding an ability:
// "2 Long John".
func (c *call) campaignName(cp *storage.Campaign, args string) {
	num, name, _ := strings.Cut(args, " ")
	n, err := strconv.Atoi(strings.TrimLeft(num, "WYBRwybr"))
	name = strings.TrimSpace(name)
	if err != nil || n < 1 || n > 3 || name == "" {
		c.answer(tr(c.lang, txtCampaignNameUsage))
		return
	}
	found := false
	_, err = c.b.store.UpdateCampaign(cp.ID, storage.AnyVersion, func(x *storage.Campaign) error {
		for i := range x.Holdings {
			p := playerByID(x, x.Holdings[i].Player)
			if p != nil && p.UserID == c.req.User.ID && x.Holdings[i].Pirate == n {
				clean, err := campaign.CleanName(name)
				if err != nil {
					return err
				}
				x.Holdings[i].Name = clean
				found = true
			}
		}
		return nil
	})
	switch {
	case err != nil:
		c.campaignRefused(err)
	case !found:
		c.answer(tr(c.lang, txtCampaignNoHolding, n))
	default:
		c.say(tr(c.lang, txtCampaignNamed, n, name))
	}
}

// campaignEnd stops the campaign (its creator or an admin); the game
// under way, if any, plays on alone.
func (c *call) campaignEnd(cp *storage.Campaign) {
	if cp.CreatorID != c.req.User.ID && !c.req.IsAdmin {
		c.answer(tr(c.lang, txtCampaignNotCreator))
		return
	}
	ended, err := c.b.store.UpdateCampaign(cp.ID, cp.Version, func(x *storage.Campaign) error {
		x.Status = storage.CampaignEnded
		x.Draft = nil
		return nil
	})
	if err != nil {
		c.campaignRefused(err) // a change came first: said so, else the failure
		return
	}
	lang := cmp.Or(cp.Lang, c.lang)
	c.sayWithPicture(lang, partStandings, championText(lang, ended), c.b.standingsPNG(ended, lang))
}

// standingsPNG draws a campaign's standings and season chart.
func (b *Bot) standingsPNG(cp *storage.Campaign, lang string) []byte {
	season := b.seasonOf(cp, lang)
	return b.drawPNG("standings", func() image.Image {
		return render.Standings(season, render.SeasonOptions{Size: b.cfg.BoardSize, Lang: lang})
	})
}

// seasonOf is what the standings picture of cp shows, in lang: the
// players ranked as standingsText ranks them, their points game by game.
func (b *Bot) seasonOf(cp *storage.Campaign, lang string) *render.Season {
	f := campaign.Format(cp.Format)
	players, results := playersOf(lang, cp), resultsOf(cp)
	islands := countsIslands(cp.Game) // the picture counts islands played, not games
	season := &render.Season{Title: tr(lang, txtCampaignTitle, formatTextOf(lang, f, cp.Length, islands)), Over: cp.Status == storage.CampaignFinished,
		Coins: countsCoins(cp), Islands: islands}
	for i := range cp.Games {
		season.Games = append(season.Games, strconv.Itoa(i+1))
	}
	series := campaign.Series(f, players, results)
	index := map[string]int{}
	for i, p := range players {
		index[p.ID] = i
	}
	for _, s := range campaign.Table(f, players, results) {
		// ranked as the text ranks: equal records share a place
		sp := render.SeasonPlayer{Name: s.Player.Name, Points: series[index[s.Player.ID]], Wins: s.Won, Rank: s.Rank}
		if p := playerByID(cp, s.Player.ID); p != nil && p.UserID != "" {
			// the player's rating in the campaign's game, over all chats
			if r, err := b.store.RatingOf(ratedGameID(cp.Game), p.UserID); err == nil {
				sp.Rating = int(r.R + 0.5)
			}
		}
		season.Players = append(season.Players, sp)
	}
	return season
}

// CampaignAgain is what starts a campaign like cp: the words of
// "/campaign new" (its game, mode and variants, a computer's ai:level for
// each computer player, its format and length) and the number of its
// players who are people, who sit at a hot seat (the terminal offers a
// campaign like the last one kept in its file).
func CampaignAgain(cp *storage.Campaign) (args string, humans int) {
	f := faceOf(cp.Game)
	words := []string{f.id()}
	for _, v := range cp.Variants {
		if m, ok := strings.CutPrefix(v, modeKey); ok {
			var o newOptions
			if !f.mode(m, &o) {
				continue // a mode no word names (classic's auto): the default
			}
			v = m
		}
		words = append(words, v)
	}
	for _, p := range cp.Players {
		switch {
		case p.UserID == "" && p.AI != "":
			words = append(words, "ai:"+p.AI)
		case p.UserID != "":
			humans++
		}
	}
	words = append(words, cp.Format+"="+strconv.Itoa(cp.Length))
	return strings.Join(words, " "), humans
}

// campaignRefused answers a change of a campaign that err refused: a
// pick its draft does not allow (forged, or made old meanwhile), a name
// its pirates do not take, a change that came first (storage.ErrStale:
// to a press, its buttons are old; to a typed command, the campaign
// changed on its way), each told in the user's words, never the error's
// own (which names packages and ids); anything else failed on the way
// (fail).
func (c *call) campaignRefused(err error) {
	var t text
	var args []any
	switch {
	case errors.Is(err, campaign.ErrBadName):
		t, args = txtCampaignNameBad, []any{campaign.MaxNameRunes}
	case errors.Is(err, campaign.ErrNotYourPick):
		t = txtDraftNotYours
	case errors.Is(err, campaign.ErrDraftOver), errors.Is(err, errDraftOver):
		t = txtDraftOver
	case errors.Is(err, campaign.ErrNoSuchAbility):
		t = txtDraftNotOffered
	case errors.Is(err, campaign.ErrTaken):
		t = txtDraftTaken
	case errors.Is(err, campaign.ErrBadPirate):
		t = txtDraftBadPirate
	case errors.Is(err, storage.ErrStale) && c.req.Button == "":
		t = txtCampaignStaleTyped // a typed command: no old buttons to speak of
	case errors.Is(err, storage.ErrStale):
		t = txtDraftStale // another change came first: a pick made, a copy posted
	default:
		c.fail(err)
		return
	}
	c.answer(tr(c.lang, t, args...))
}
