package ai

import "github.com/jackalbot/jackal/engine"

// node is one action of the search tree, reached from its parent. Nodes
// live in one slice and link by index: children are a list through next.
type node struct {
	act    engine.Action
	child  int32 // first child, or -1
	next   int32 // next sibling, or -1
	stamp  int32 // the last iteration in which the action was legal
	visits int32
	avail  int32 // iterations in which the action was legal (ISMCTS)
	sum    [engine.NumCrews]float64
}

// tree is a search tree; node 0 is the root.
type tree struct{ nodes []node }

// reset empties the tree to a lone root, keeping room for n nodes.
func (t *tree) reset(n int) {
	if cap(t.nodes) < n {
		t.nodes = make([]node, 0, n)
	}
	t.nodes = append(t.nodes[:0], node{child: -1, next: -1, stamp: -1})
}

// find returns the child of n playing a, or -1.
func (t *tree) find(n int32, a engine.Action) int32 {
	for c := t.nodes[n].child; c >= 0; c = t.nodes[c].next {
		if t.nodes[c].act == a {
			return c
		}
	}
	return -1
}

// add makes a new child of n playing a and returns it.
func (t *tree) add(n int32, a engine.Action, stamp int32) int32 {
	c := int32(len(t.nodes))
	t.nodes = append(t.nodes, node{act: a, child: -1, next: t.nodes[n].child, stamp: stamp, avail: 1})
	t.nodes[n].child = c
	return c
}

// mean is the average reward of node c for side.
func (t *tree) mean(c int32, side engine.Crew) float64 {
	nd := &t.nodes[c]
	if nd.visits == 0 {
		return 0
	}
	return nd.sum[side] / float64(nd.visits)
}
