package bot

import (
	"errors"
	"slices"

	"github.com/jackalbot/jackal/storage"
)

// A campaign player's seat in the campaign's games. A computer takes a
// player's seats mid-game for one of two reasons, told apart when they
// happen (replaceByComputer), not by the seat the game ends with:
//
//   - the player resigned (a game of three or more sides goes on): that
//     gives up this game only, and the campaign's next game seats the
//     player as a person again;
//   - the vote on an absent player (campaignReplaced): the next game
//     seats a computer for the player, ready, so that a player who has
//     not been seen for a day holds no lobby up for another day and no
//     game up turn after turn until the table votes again. The seat
//     stays the player's: pressing ✅ Ready (or /join) in the lobby takes
//     it back (campaignRejoin), a person again for the rest of the
//     campaign.
//
// A player who left a next game's lobby (/leave) sits that game out, and
// takes the seat back the same way while the lobby is open.

// errNotCampaignPlayer: the user is none of the campaign's players (or
// the campaign is over).
var errNotCampaignPlayer = errors.New("bot: not a player of the campaign")

// campaignReplaced records that the vote on an absent player replaced
// user by a computer in a game of campaign id: the campaign's next games
// seat a computer for the player until the player takes the seat back.
func (c *call) campaignReplaced(id, user string) {
	_, err := c.b.store.UpdateCampaign(id, storage.AnyVersion, func(cp *storage.Campaign) error {
		if cp.Status != storage.CampaignActive {
			return errDone
		}
		found := false
		for i := range cp.Players {
			if p := &cp.Players[i]; p.UserID == user {
				p.AI, found = standInLevel, true
			}
		}
		if !found {
			return errDone
		}
		return nil
	})
	if err != nil && !errors.Is(err, errDone) {
		c.b.log.Warn("campaign player replaced", "campaign", id, "err", err)
	}
}

// campaignRejoin seats the user again in g, a campaign's next game's
// lobby, when the user is one of the campaign's players without a seat
// of their own there (left the lobby, or a computer holds it since the
// vote on an absent player): a person again, and ready; the game starts
// if everyone seated now is. Anyone else is told the seats are the
// campaign players'.
func (c *call) campaignRejoin(g *game) {
	user := c.req.User.ID
	var back storage.CampaignPlayer
	cp, err := c.b.store.UpdateCampaign(g.rec.Setup.Campaign, storage.AnyVersion, func(x *storage.Campaign) error {
		i := slices.IndexFunc(x.Players, func(p storage.CampaignPlayer) bool { return user != "" && p.UserID == user })
		if x.Status != storage.CampaignActive || i < 0 {
			return errNotCampaignPlayer
		}
		x.Players[i].AI, x.Players[i].Ready = "", true
		back = x.Players[i]
		return nil
	})
	switch {
	case errors.Is(err, errNotCampaignPlayer) || isNotFound(err):
		c.answer(tr(c.lang, txtCampaignSeats))
		return
	case err != nil:
		c.fail(err)
		return
	}
	rec, err := c.b.store.Update(storage.Key(c.req.Chat.Key), g.rec.Version, func(r *storage.Game) error {
		stampUpdate(r, c.req.UpdateID)
		r.BoardOwed = true // until the lobby or the first board shows it
		r.Setup.Seats = reseated(cp, r.Setup.Seats, &back)
		return nil
	})
	if err != nil {
		c.fail(err)
		return
	}
	ng := &game{rec: rec}
	if c.campaignAllReady(ng) {
		c.deal(ng)
		return
	}
	c.answer(tr(c.lang, txtCampaignReady))
	c.showLobby(ng, false)
}

// reseated is seats with campaign cp's player p seated as a person: the
// computer holding p's seat gives it back, or p's seat is put again where
// the campaign's order of players puts it.
func reseated(cp *storage.Campaign, seats []storage.Seat, p *storage.CampaignPlayer) []storage.Seat {
	out := slices.Clone(seats)
	held := false
	for i := range out {
		if out[i].UserID == p.UserID {
			out[i].AI, held = "", true
		}
	}
	if held {
		return out
	}
	k := playerIndex(cp, p.ID)
	at := len(out)
	for i := range out {
		if playerIndex(cp, seatPlayerID(&out[i])) > k {
			at = i
			break
		}
	}
	return slices.Insert(out, at, storage.Seat{Crew: p.Crew, UserID: p.UserID, Name: p.Name, Lang: p.Lang})
}

// seatPlayerID is the campaign player ID of a seat (campaignStarted's).
func seatPlayerID(s *storage.Seat) string {
	if s.UserID == "" {
		return "ai:" + s.Crew
	}
	return s.UserID
}

// playerIndex is the place of player id among campaign cp's players, -1
// for none.
func playerIndex(cp *storage.Campaign, id string) int {
	return slices.IndexFunc(cp.Players, func(p storage.CampaignPlayer) bool { return p.ID == id })
}

// campaignAllReady reports whether campaign lobby g may start now:
// everyone seated in it has pressed Ready (a computer's seat needs no
// press, a player who left holds nobody up), and its seats fit its mode
// with a person among them.
func (c *call) campaignAllReady(g *game) bool {
	if !seatsFit(g) {
		return false
	}
	cp, err := c.b.store.Campaign(g.rec.Setup.Campaign)
	if err != nil {
		c.b.log.Warn("campaign lobby", "campaign", g.rec.Setup.Campaign, "err", err)
		return false
	}
	return cp.Status == storage.CampaignActive && len(notReady(cp, g.rec)) == 0
}
