package ai

import "testing"

// TestNodeSet checks the set against its definition: a node is new once
// until the set is cleared, however many nodes it holds.
func TestNodeSet(t *testing.T) {
	var s nodeSet
	var all []node
	for p := range 25 {
		for st := range 20 {
			for d := range 8 {
				all = append(all, node{pos: 0, steps: uint8(st), w: uint8(d & 1), f: uint8(d >> 1 & 1), d: uint8(d >> 2)})
				all[len(all)-1].pos = cells(p)
			}
		}
	}
	for round := range 3 {
		s.clear()
		for i, n := range all {
			if !s.add(n) {
				t.Fatalf("round %d: node %d (%v) not new", round, i, n)
			}
			if s.add(n) {
				t.Fatalf("round %d: node %d (%v) new twice", round, i, n)
			}
		}
	}
}
