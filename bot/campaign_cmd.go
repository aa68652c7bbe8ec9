package bot

import (
	"cmp"
	"fmt"
	"image"
	"strconv"
	"strings"

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
	switch strings.ToLower(sub) {
	case "new", "новая":
		c.campaignNew(rest)
		return
	case "", "status", "статус":
		c.campaignStatus()
		return
	}
	cp, ok := c.runningCampaign()
	if !ok {
		return
	}
	lang := cmp.Or(cp.Lang, c.lang)
	switch strings.ToLower(sub) {
	case "standings", "table", "таблица":
		c.sayWithPicture(standingsText(lang, cp), c.b.standingsPNG(cp, lang))
	case "history", "история":
		c.say(historyText(lang, cp))
	case "name", "имя":
		c.campaignName(cp, rest)
	case "end", "конец":
		c.campaignEnd(cp)
	default:
		c.answer(tr(c.lang, txtCampaignUsage))
	}
}

// runningCampaign is the campaign running in the chat; false (the user
// answered) when none is or it cannot be read.
func (c *call) runningCampaign() (*storage.Campaign, bool) {
	cp, err := c.b.store.ActiveCampaign(storage.Key(c.req.Chat.Key))
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
	var rest []string
	for _, w := range words {
		name, val, ok := strings.Cut(w, "=")
		k, err := strconv.Atoi(val)
		switch {
		case ok && (name == "islands" || name == "games" || name == "best-of"):
			if err != nil || k < 1 || k > maxCampaignGames {
				c.answer(tr(c.lang, txtCampaignLength, w, maxCampaignGames))
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
		c.say(tr(c.lang, txtCampaignOpened, formatText(c.lang, f, n)))
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

// maxCampaignGames bounds a campaign's length.
const maxCampaignGames = 20

// campaignStatus tells the campaign running here: its format, the games
// played, the standings and the step under way.
func (c *call) campaignStatus() {
	cp, ok := c.runningCampaign()
	if !ok {
		return
	}
	lang := cmp.Or(cp.Lang, c.lang)
	var b strings.Builder
	b.WriteString(tr(lang, txtCampaignHead, gameName(cp.Game), len(cp.Games), cp.Length))
	b.WriteString("\n" + standingsText(lang, cp))
	switch {
	case cp.Draft != nil:
		who, _ := pickerOf(cp.Draft)
		if p := playerByID(cp, who); p != nil {
			b.WriteString("\n" + tr(lang, txtCampaignDrafting, p.Name))
		}
	case cp.Current != "":
		b.WriteString("\n" + tr(lang, txtCampaignPlaying, len(cp.Games)+1))
	}
	if held := holdingsText(lang, cp); held != "" {
		b.WriteString("\n" + held)
	}
	c.say(b.String())
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
		parts = append(parts, fmt.Sprintf("%s (%s): %s", who, p.Name, narrate.AbilityName(nl(lang), h.Ability)))
	}
	if len(parts) == 0 {
		return ""
	}
	return tr(lang, txtStatusAbilities, strings.Join(parts, "; "))
}

// historyText lists the campaign's games: number, winners, scores.
func historyText(lang string, cp *storage.Campaign) string {
	if len(cp.Games) == 0 {
		return tr(lang, txtCampaignNoGames)
	}
	var b strings.Builder
	b.WriteString(tr(lang, txtCampaignHistory))
	for i, g := range cp.Games {
		var scores, won []string
		for _, p := range cp.Players {
			scores = append(scores, fmt.Sprintf("%s %d", p.Name, g.Scores[p.ID]))
		}
		for _, w := range g.Winners {
			if p := playerByID(cp, w); p != nil {
				won = append(won, p.Name)
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
		c.answer(tr(c.lang, txtDraftBad, err.Error()))
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
		c.fail(err)
		return
	}
	lang := cmp.Or(cp.Lang, c.lang)
	c.sayWithPicture(championText(lang, ended), c.b.standingsPNG(ended, lang))
}

// standingsPNG draws a campaign's standings and season chart.
func (b *Bot) standingsPNG(cp *storage.Campaign, lang string) []byte {
	f := campaign.Format(cp.Format)
	players, results := playersOf(cp), resultsOf(cp)
	season := &render.Season{Title: tr(lang, txtCampaignTitle, formatText(lang, f, cp.Length)), Over: cp.Status == storage.CampaignFinished}
	for i := range cp.Games {
		season.Games = append(season.Games, strconv.Itoa(i+1))
	}
	series := campaign.Series(f, players, results)
	index := map[string]int{}
	for i, p := range players {
		index[p.ID] = i
	}
	for _, s := range campaign.Table(f, players, results) {
		sp := render.SeasonPlayer{Name: s.Player.Name, Points: series[index[s.Player.ID]], Wins: s.Won}
		if p := playerByID(cp, s.Player.ID); p != nil && p.UserID != "" {
			// the player's rating in the campaign's game, over all chats
			if r, err := b.store.RatingOf(ratedGameID(cp.Game), p.UserID); err == nil {
				sp.Rating = int(r.R + 0.5)
			}
		}
		season.Players = append(season.Players, sp)
	}
	return b.drawPNG("standings", func() image.Image {
		return render.Standings(season, render.SeasonOptions{Size: b.cfg.BoardSize, Lang: lang})
	})
}
