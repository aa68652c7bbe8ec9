package discord_test

import (
	"regexp"
	"strings"
	"testing"
)

// TestE2ELaterIslandPictureHintTypeable: the islands' list (/jackal rules
// tile:archipelago islands) tells how to see an island's picture as
// Discord's /jackal rules takes it, "/jackal rules tile:archipelago ID",
// and what it says, typed with an island's id, posts that island's
// picture; it read "/jackal rules archipelago ID", which Discord's /jackal
// rules (one option, tile) does not take.
func TestE2ELaterIslandPictureHintTypeable(t *testing.T) {
	t.Parallel()
	r := newRig(t, defaultDeal)
	id := r.command(alice, "rules", map[string]any{"tile": "archipelago islands"})
	list := strings.Join(r.interactionTexts(id), "\n")
	const want = "/jackal rules tile:archipelago ID"
	if !strings.Contains(list, want) || strings.Contains(list, "rules archipelago ID") {
		t.Fatalf("the islands' hint is not Discord's (%q):\n%s", want, list)
	}
	first := regexp.MustCompile(`• ([a-z0-9-]+) — `).FindStringSubmatch(list)
	if first == nil {
		t.Fatalf("the list names no island:\n%s", list)
	}
	id = r.command(alice, "rules", map[string]any{"tile": "archipelago " + first[1]})
	pictures := 0
	for _, m := range r.fake.Messages(table) {
		if m.Interaction == id && !m.Loading() {
			pictures += len(m.Attachments)
		}
	}
	if pictures == 0 {
		t.Fatalf("the hint's command, typed for island %s, posted no picture: %q", first[1], r.interactionTexts(id))
	}
}
