package ai

import (
	"github.com/jackalbot/jackal/engine/splitmix"
	"math"
)

// rng is a small, fast, deterministic generator (SplitMix64) for searches
// and playouts; it allocates nothing.
type rng struct{ s uint64 }

// next returns the next 64 random bits.
func (r *rng) next() uint64 { return splitmix.Next(&r.s) }

// intn returns a number in [0, n); n must be positive.
func (r *rng) intn(n int) int { return int(r.next() % uint64(n)) }

// float returns a number in [0, 1).
func (r *rng) float() float64 { return float64(r.next()>>11) / (1 << 53) }

// mix folds x into the hash h (FNV-1a style on 64-bit words, finished with
// a SplitMix round so nearby inputs spread).
func mix(h, x uint64) uint64 {
	h ^= x
	h *= 0x100000001b3
	return h
}

// finish spreads the bits of a hash.
func finish(h uint64) uint64 {
	r := rng{s: h}
	return r.next()
}

// expClamp is math.Exp with its argument clamped, so a softmax never
// overflows.
func expClamp(x float64) float64 { return math.Exp(max(-30, min(30, x))) }
