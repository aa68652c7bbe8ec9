package bot

import (
	"slices"

	"github.com/jackalbot/jackal/bot/campaign"
	"github.com/jackalbot/jackal/engine/archipelago"
	"github.com/jackalbot/jackal/engine/archipelago/islands"
	"github.com/jackalbot/jackal/storage"
)

// An Archipelago campaign is islands in a row (ARCHIPELAGO.md §8): three
// by default, standings by coins then islands won, abilities drafted
// after each island and written on the pirates for the rest.

func (archipelagoFace) campaignDefault() (campaign.Format, int) { return campaign.Islands, 3 }

func (archipelagoFace) drafts() bool { return true }

// campaignVariants: island i is the shipped island i places after the
// campaign's first (islands of different shapes one after another), and
// the abilities the players' pirates hold.
func (archipelagoFace) campaignVariants(cp *storage.Campaign, i int) []string {
	ids := islands.IDs()
	start := max(slices.Index(ids, islandOf(cp.Variants).ID), 0)
	out := []string{archipelago.VariantIsland + "=" + ids[(start+i)%len(ids)]}
	crewOf := map[string]string{}
	for _, p := range cp.Players {
		crewOf[p.ID] = p.Crew
	}
	if v := campaign.Variant(holdingsOf(cp), crewOf); v != "" {
		out = append(out, v)
	}
	return out
}

// campaignIslands: each game of an Archipelago campaign is one island.
func (archipelagoFace) campaignIslands() bool { return true }
