package engine_test

import (
	"slices"
	"testing"

	"github.com/jackalbot/jackal/engine"
)

// TestArchipelagoBox checks Archipelago's tile set against every row of
// ARCHIPELAGO.md §6 (id, beach/forest/mountains), and that the box holds
// nothing else: 18 beach, 24 forest, 24 mountains, 19 coins.
func TestArchipelagoBox(t *testing.T) {
	rows := []struct {
		id      string
		b, f, m int
	}{
		{"empty", 6, 4, 2},
		{"arrow-1", 0, 1, 0}, {"arrow-2", 0, 1, 0}, {"arrow-3", 0, 1, 0},
		{"arrow-1d", 0, 0, 1}, {"arrow-2d", 0, 0, 1}, {"arrow-4", 0, 0, 1},
		{"labyrinth-2", 0, 1, 0}, {"labyrinth-3", 0, 1, 0}, {"labyrinth-4", 0, 0, 1}, {"labyrinth-5", 0, 0, 1},
		{"chest-1", 2, 1, 1}, {"chest-2", 0, 2, 1}, {"chest-3", 0, 0, 3},
		{"horse", 0, 2, 0}, {"ice", 0, 1, 1}, {"pit", 0, 1, 1}, {"barrel", 1, 1, 0},
		{"bottle-1", 2, 1, 0}, {"bottle-2", 0, 0, 1}, {"crocodile", 1, 1, 0}, {"bank", 1, 0, 0},
		{"jungle", 0, 2, 0}, {"lighthouse", 0, 0, 1}, {"caramba", 0, 0, 1}, {"balloon", 1, 0, 0},
		{"musket", 1, 0, 0}, {"shrine", 0, 1, 0}, {"crossroads", 0, 1, 0}, {"trampoline", 2, 0, 0},
		{"airplane", 0, 1, 0}, {"cannon", 1, 0, 0}, {"smoke", 0, 0, 1}, {"bear-den", 0, 0, 1},
		{"missionary", 0, 0, 1}, {"earthquake", 0, 0, 1}, {"spyglass", 0, 0, 1}, {"cannibal", 0, 0, 1},
		{"fortress", 0, 0, 1},
	}
	listed := map[engine.Kind]bool{}
	for _, r := range rows {
		k, err := engine.ParseArchipelagoKind(r.id)
		if err != nil {
			t.Errorf("%s: %v", r.id, err)
			continue
		}
		if listed[k] {
			t.Errorf("%s: kind %s listed twice", r.id, k)
		}
		listed[k] = true
		if got := k.ArchipelagoID(); got != r.id {
			t.Errorf("%s parses to %s, whose id is %q", r.id, k, got)
		}
		want := [engine.NumBacks]int{engine.BackBeach: r.b, engine.BackForest: r.f, engine.BackMountains: r.m}
		for _, b := range engine.Backs() {
			if got := engine.ArchipelagoCount(b, k); got != want[b] {
				t.Errorf("%s on %s: %d tiles, want %d", r.id, b, got, want[b])
			}
		}
	}
	sizes := map[engine.Back]int{engine.BackBeach: 18, engine.BackForest: 24, engine.BackMountains: 24}
	total, coins := 0, 0
	for _, b := range engine.Backs() {
		box := engine.ArchipelagoBox(b)
		if len(box) != sizes[b] {
			t.Errorf("%s: %d tiles, want %d", b, len(box), sizes[b])
		}
		for _, tile := range box {
			if !listed[tile.Kind] {
				t.Errorf("%s holds a %s, which §6 does not list", b, tile.Kind)
			}
			coins += tile.Kind.Coins()
		}
		total += len(box)
	}
	if total != engine.ArchipelagoTiles || coins != engine.ArchipelagoCoins {
		t.Errorf("%d tiles and %d coins, want %d and %d", total, coins, engine.ArchipelagoTiles, engine.ArchipelagoCoins)
	}
	if engine.ArchipelagoCount(engine.NoBack, engine.Empty) != 0 {
		t.Error("tiles without a back")
	}
}

// TestNewKinds checks Archipelago's new kinds: their ids parse, classic's
// set holds none of them, and Kinds (classic's) leaves them out.
func TestNewKinds(t *testing.T) {
	ids := []string{"bank", "musket", "crossroads", "trampoline", "bear-den", "spyglass"}
	classic := map[engine.Kind]bool{}
	for _, k := range engine.Kinds() {
		classic[k] = true
	}
	all := engine.AllKinds()
	for _, id := range ids {
		k, err := engine.ParseKind(id)
		if err != nil {
			t.Fatalf("%s: %v", id, err)
		}
		if k.String() != id || k.ArchipelagoID() != id || k.Count() != 0 || k.IsClassic() || classic[k] {
			t.Errorf("%s: id %q, Archipelago id %q, classic count %d, classic %v",
				id, k, k.ArchipelagoID(), k.Count(), k.IsClassic())
		}
		if all[len(all)-len(ids)+slices.Index(ids, id)] != k {
			t.Errorf("%s is not in AllKinds' tail", id)
		}
	}
	if len(classic) != 41 || len(all) != 47 {
		t.Errorf("%d classic kinds and %d in all, want 41 and 47", len(classic), len(all))
	}
	for _, id := range []string{"forest", "mountains", "trap", "coin1"} {
		if _, err := engine.ParseArchipelagoKind(id); err == nil {
			t.Errorf("%q parses as an Archipelago tile id", id)
		}
	}
}
