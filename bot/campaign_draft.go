package bot

import (
	"errors"
	"fmt"
	"strconv"
	"strings"

	"github.com/jackalbot/jackal/bot/campaign"
	"github.com/jackalbot/jackal/bot/narrate"
	"github.com/jackalbot/jackal/storage"
)

// draftSkip is the Arg of the draft's "no pick" button.
const draftSkip = "-"

// draftNext posts the draft's next pick: the offered abilities onto each
// free pirate of the player to pick, and "no pick"; a computer picks at
// once. A finished draft opens the next game.
func (c *call) draftNext(cp *storage.Campaign) {
	for cp.Draft != nil {
		d := draftOf(cp.Draft)
		who, ok := d.Picker()
		if !ok {
			break
		}
		p := playerByID(cp, who)
		if p == nil || p.AI == "" && p.UserID != "" {
			c.postDraft(cp, d, who)
			return
		}
		// a computer takes the first offered ability onto its first free
		// pirate
		next, err := c.draftPick(cp, who, computerPick(cp, d, who))
		if err != nil {
			c.b.log.Warn("computer draft", "campaign", cp.ID, "err", err)
			return
		}
		cp = next
	}
	if cp.Current == "" && cp.Status == storage.CampaignActive {
		c.nextCampaignGame(cp)
	}
}

// computerPick is a computer's pick: the first offered ability not taken,
// on its first pirate without one; "no pick" when there is none.
func computerPick(cp *storage.Campaign, d campaign.Draft, who string) string {
	free := freePirates(cp, who)
	if len(free) == 0 {
		return draftSkip
	}
	for _, a := range d.Offered {
		if !taken(d, a) {
			return a.String() + ":" + strconv.Itoa(free[0])
		}
	}
	return draftSkip
}

// taken reports whether ability a was picked in draft d.
func taken(d campaign.Draft, a campaign.Ability) bool {
	for _, h := range d.Picks {
		if h.Ability == a {
			return true
		}
	}
	return false
}

// freePirates are a player's pirates (1–3) holding no ability yet.
func freePirates(cp *storage.Campaign, who string) []int {
	var out []int
	for n := 1; n <= 3; n++ {
		held := false
		for _, h := range cp.Holdings {
			held = held || h.Player == who && h.Pirate == n
		}
		if !held {
			out = append(out, n)
		}
	}
	return out
}

// playerByID is a campaign's player by ID, nil for none.
func playerByID(cp *storage.Campaign, id string) *storage.CampaignPlayer {
	for i := range cp.Players {
		if cp.Players[i].ID == id {
			return &cp.Players[i]
		}
	}
	return nil
}

// postDraft posts the pick of player who: the abilities offered (each on
// a free pirate) and "no pick", pinging the player.
func (c *call) postDraft(cp *storage.Campaign, d campaign.Draft, who string) {
	lang := cmpLang(cp.Lang, c.lang)
	p := playerByID(cp, who)
	var lines []string
	for _, a := range d.Offered {
		mark := "•"
		if taken(d, a) {
			mark = "✗"
		}
		lines = append(lines, mark+" "+narrate.AbilityName(nl(lang), a)+": "+narrate.AbilityRule(nl(lang), a))
	}
	text := tr(lang, txtDraftPick, p.Name, len(cp.Games)) + "\n" + strings.Join(lines, "\n") + "\n" + tr(lang, txtDraftHow)
	tag, moves := gameTag(cp.ID), int(cp.Version)
	var rows [][]Button
	for _, a := range d.Offered {
		if taken(d, a) {
			continue
		}
		var row []Button
		for _, n := range freePirates(cp, who) {
			row = append(row, Button{Label: fmt.Sprintf("%s → %s%d", narrate.AbilityName(nl(lang), a), crewLetter(p.Crew), n),
				Data: ButtonData{Tag: tag, Moves: moves, Verb: VerbDraft, Arg: a.String() + ":" + strconv.Itoa(n)}.String()})
		}
		rows = append(rows, row)
	}
	rows = append(rows, []Button{{Label: tr(lang, txtDraftNone), Data: ButtonData{Tag: tag, Moves: moves, Verb: VerbDraft, Arg: draftSkip}.String()}})
	board := Board{Caption: text, Buttons: rows}
	if p.UserID != "" {
		board.Ping = &User{ID: p.UserID, Name: p.Name, Lang: p.Lang}
	}
	if _, err := c.out.SendBoard(c.ctx, c.req.Chat, board); err != nil {
		c.b.log.Warn("post draft", "campaign", cp.ID, "err", err)
	}
}

// crewLetter is a crew colour's pirate letter ("white" → "W").
func crewLetter(crew string) string {
	if crew == "" {
		return "#"
	}
	return strings.ToUpper(crew[:1])
}

// pressDraft answers a press of a draft's button.
func (c *call) pressDraft(d ButtonData) {
	cp, err := c.b.store.ActiveCampaign(storage.Key(c.req.Chat.Key))
	if err != nil || d.Tag != gameTag(cp.ID) || cp.Draft == nil {
		c.answer(tr(c.lang, txtDraftOver))
		return
	}
	if d.Moves != int(cp.Version) {
		c.answer(tr(c.lang, txtStale))
		return
	}
	who, _ := pickerOf(cp.Draft)
	if p := playerByID(cp, who); p == nil || p.UserID != c.req.User.ID {
		c.answer(tr(c.lang, txtDraftNotYours))
		return
	}
	next, err := c.draftPick(cp, who, d.Arg)
	if err != nil {
		c.answer(tr(c.lang, txtDraftBad, err.Error()))
		return
	}
	c.editButtons(nil)
	c.draftNext(next)
}

// draftPick plays pick ("strongman:2" or "-") for player who in cp's
// draft, in one update; the draft's end writes its picks on the pirates.
func (c *call) draftPick(cp *storage.Campaign, who, pick string) (*storage.Campaign, error) {
	return c.b.store.UpdateCampaign(cp.ID, cp.Version, func(x *storage.Campaign) error {
		if x.Draft == nil {
			return errDraftOver
		}
		d := draftOf(x.Draft)
		if pick == draftSkip {
			if err := d.Skip(who); err != nil {
				return err
			}
		} else {
			id, num, _ := strings.Cut(pick, ":")
			a := campaign.AbilityOf(id)
			if a == campaign.NoAbility {
				return fmt.Errorf("%w: %q", campaign.ErrNoSuchAbility, id)
			}
			n, err := strconv.Atoi(num)
			if err != nil {
				return fmt.Errorf("%w: pirate %q", campaign.ErrBadPirate, num)
			}
			if err := d.Choose(who, a, n, "", holdingsOf(x)); err != nil {
				return err
			}
		}
		x.Draft = storeDraft(d)
		// the next pick has its own day
		x.Deadline, x.Reminded = c.b.cfg.Now().Add(campaignDeadline), false
		if d.Done() {
			for _, h := range d.Picks {
				if h.Ability != campaign.NoAbility {
					x.Holdings = append(x.Holdings, storeHolding(h))
				}
			}
			x.Draft = nil
			x.Deadline = c.b.cfg.Now().Add(campaignDeadline)
			x.Reminded = false
		}
		return nil
	})
}

// errDraftOver: the draft pressed is no longer under way.
var errDraftOver = errors.New("the draft is over")
