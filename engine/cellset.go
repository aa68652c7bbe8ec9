package engine

import (
	"iter"
	"math/bits"
)

// cellSet is a set of cells, one bit each. It holds every value of Cell,
// NoCell included, so asking about NoCell is safe (it is never added).
type cellSet [4]uint64

func (c *cellSet) add(x Cell)      { c[x>>6] |= 1 << (x & 63) }
func (c *cellSet) has(x Cell) bool { return c[x>>6]&(1<<(x&63)) != 0 }
func (c *cellSet) del(x Cell)      { c[x>>6] &^= 1 << (x & 63) }

// bit is 1 if x is in the set, else 0: a bit of a number (a berth's side)
// kept in several sets.
func (c *cellSet) bit(x Cell) Crew { return Crew(c[x>>6]>>(x&63)) & 1 }

// len is the number of cells in the set.
func (c *cellSet) len() int {
	return bits.OnesCount64(c[0]) + bits.OnesCount64(c[1]) + bits.OnesCount64(c[2]) + bits.OnesCount64(c[3])
}

// all yields the set's cells in cell order: rank by rank from rank 1, west
// to east within each.
func (c *cellSet) all() iter.Seq[Cell] {
	return func(yield func(Cell) bool) {
		for w := range c {
			for m := c[w]; m != 0; m &= m - 1 {
				if !yield(Cell(w<<6 | bits.TrailingZeros64(m))) {
					return
				}
			}
		}
	}
}
