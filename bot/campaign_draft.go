package bot

import (
	"cmp"
	"errors"
	"fmt"
	"slices"
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
		// pirate, told as a player's pick is
		pick := computerPick(cp, d, who)
		next, err := c.draftPick(cp, who, pick)
		if err != nil {
			c.b.log.Warn("computer draft", "campaign", cp.ID, "err", err)
			return
		}
		c.sayPick(next, who, pick)
		cp = next
	}
	if cp.Current == "" && cp.Status == storage.CampaignActive {
		c.nextCampaignGame(cp)
	}
}

// computerPick is a computer's pick: the first offered ability not taken,
// on its first pirate without one; "no pick" when there is none.
func computerPick(cp *storage.Campaign, d campaign.Draft, who string) string {
	free := campaign.FreePirates(holdingsOf(cp), who)
	if left := d.Remaining(); len(free) > 0 && len(left) > 0 {
		return left[0].String() + ":" + strconv.Itoa(free[0])
	}
	return draftSkip
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
// a free pirate) and "no pick", pinging the player. The copy is counted
// first (Draft.Posted, which its buttons carry): the copies posted before
// answer that they are old, and the one before (Draft.Message) loses its
// buttons.
func (c *call) postDraft(cp *storage.Campaign, d campaign.Draft, who string) {
	var before MessageRef // the copy posted before, its buttons to go
	next, err := c.b.store.UpdateCampaign(cp.ID, cp.Version, func(x *storage.Campaign) error {
		if x.Draft == nil {
			return errDraftOver
		}
		before = x.Draft.Message
		// above every copy's number posted before, in this draft or
		// an earlier one (a pick stores the draft anew, from 0), and
		// above the campaign versions the copies of older programs
		// carried: the version only ever grows, each copy's update too
		x.Draft.Posted = int(x.Version) + 1
		return nil
	})
	if err != nil {
		c.b.log.Warn("post draft", "campaign", cp.ID, "err", err)
		return
	}
	cp = next
	lang := cmp.Or(cp.Lang, c.lang)
	p := playerByID(cp, who)
	left := d.Remaining()
	var lines []string
	for _, a := range d.Offered {
		mark := "•"
		if !slices.Contains(left, a) {
			mark = "✗" // taken by an earlier pick
		}
		lines = append(lines, mark+" "+narrate.AbilityName(nl(lang), a)+": "+narrate.AbilityRule(nl(lang), a))
	}
	text := campaignText(lang, cp.Game, txtDraftPick, nameOf(lang, cp, p), len(cp.Games)) + "\n" + strings.Join(lines, "\n") + "\n" + tr(lang, txtDraftHow)
	tag, moves := gameTag(cp.ID), cp.Draft.Posted
	free := campaign.FreePirates(holdingsOf(cp), who)
	var rows [][]Button
	for _, a := range left {
		var row []Button
		for _, n := range free {
			h := campaign.Holding{Pirate: n}
			row = append(row, Button{Label: narrate.AbilityName(nl(lang), a) + " → " + h.Label(p.Crew),
				Data: ButtonData{Tag: tag, Moves: moves, Verb: VerbDraft, Arg: a.String() + ":" + strconv.Itoa(n)}.String()})
		}
		rows = append(rows, row)
	}
	rows = append(rows, []Button{{Label: tr(lang, txtDraftNone), Data: ButtonData{Tag: tag, Moves: moves, Verb: VerbDraft, Arg: draftSkip}.String()}})
	board := Board{Caption: text, Buttons: rows}
	if p.UserID != "" {
		board.Ping = &User{ID: p.UserID, Name: p.Name, Lang: p.Lang}
	}
	c.retireDraft(before)
	ref, err := c.out.SendBoard(c.ctx, c.req.Chat, board)
	if err != nil {
		c.b.log.Warn("post draft", "campaign", cp.ID, "err", err)
		return
	}
	_, err = c.b.store.UpdateCampaign(cp.ID, cp.Version, func(x *storage.Campaign) error {
		if x.Draft == nil || x.Draft.Posted != moves {
			return errDraftOver
		}
		x.Draft.Message = ref
		return nil
	})
	if err != nil {
		c.b.log.Warn("post draft: keep its message", "campaign", cp.ID, "err", err)
	}
}

// retireDraft removes the buttons of a copy of a draft's pick that a
// copy posted since, or the pick settled, made old (as retireOld does a
// board's); the zero ref (none kept) is left alone.
func (c *call) retireDraft(ref MessageRef) {
	if ref.MessageID != "" || ref.InlineID != "" {
		c.retireOld([]MessageRef{ref})
	}
}

// pressDraft answers a press of a draft's button.
func (c *call) pressDraft(d ButtonData) {
	cp, err := c.b.store.ActiveCampaign(storage.Key(c.req.Chat.Key))
	if err != nil || d.Tag != gameTag(cp.ID) || cp.Draft == nil {
		c.answer(tr(c.lang, txtDraftOver))
		return
	}
	if d.Moves != cp.Draft.Posted {
		// an older copy of the pick (posted again by /campaign or the
		// reminder), or a pick made since
		c.answer(tr(c.lang, txtDraftStale))
		return
	}
	who, _ := pickerOf(cp.Draft)
	if p := playerByID(cp, who); p == nil || p.UserID != c.req.User.ID {
		c.answer(tr(c.lang, txtDraftNotYours))
		return
	}
	next, err := c.draftPick(cp, who, d.Arg)
	if err != nil {
		c.campaignRefused(err)
		return
	}
	c.editButtons(nil)
	c.sayPick(next, who, d.Arg)
	c.draftNext(next)
}

// sayPick tells the chat the pick ("strongman:2" or "-") player who made
// in campaign cp's draft: the ability and the pirate it went to, or none.
func (c *call) sayPick(cp *storage.Campaign, who, pick string) {
	lang := cmp.Or(cp.Lang, c.lang)
	p := playerByID(cp, who)
	if p == nil {
		return
	}
	name := nameOf(lang, cp, p)
	id, num, _ := strings.Cut(pick, ":")
	a := campaign.AbilityOf(id)
	n, err := strconv.Atoi(num)
	if pick == draftSkip || a == campaign.NoAbility || err != nil {
		c.say(tr(lang, txtDraftSkipped, name))
		return
	}
	h := campaign.Holding{Pirate: n}
	c.say(tr(lang, txtDraftPicked, name, narrate.AbilityName(nl(lang), a), h.Label(p.Crew)))
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
