package ai

import "github.com/jackalbot/jackal/engine"

// distMap holds, per cell, the Chebyshev distance to the nearest source
// cell (capped at distFar).
type distMap [engine.NumCells]uint8

// distFar is the distance of a cell with no source in reach.
const distFar = 60

// clear sets every cell far.
func (d *distMap) clear() { *d = routeFarMap }

// routeFarMap and distFarMap are the maps with every cell at routeFar and
// distFar, copied whole to start a map.
var routeFarMap, distFarMap = filledMap(routeFar), filledMap(distFar)

// filledMap is the map with every cell at v.
func filledMap(v uint8) (d distMap) {
	for i := range d {
		d[i] = v
	}
	return d
}

// fromInterest makes the map of distances to what is worth reaching on
// board bd: a face-down tile or gold.
func (d *distMap) fromInterest(bd *boardInfo, s *engine.State) {
	*d = distFarMap
	for _, x := range bd.cells {
		if !s.Tiles[x].Open || s.Coins[x] > 0 || s.Treasure[x] > 0 {
			d[x] = 0
		}
	}
	d.spread(bd.size)
}

// spread turns the sources (0) into exact Chebyshev distances with a
// two-pass chamfer transform over the n×n squares from a1 (classic's 13,
// the whole grid on other boards).
func (d *distMap) spread(n int) {
	for r := 0; r < n; r++ {
		for f := 0; f < n; f++ {
			i := r*engine.RankStride + f
			v := d[i]
			if f > 0 {
				v = min(v, d[i-1]+1)
			}
			if r > 0 {
				v = min(v, d[i-engine.RankStride]+1)
				if f > 0 {
					v = min(v, d[i-engine.RankStride-1]+1)
				}
				if f < n-1 {
					v = min(v, d[i-engine.RankStride+1]+1)
				}
			}
			d[i] = v
		}
	}
	for r := n - 1; r >= 0; r-- {
		for f := n - 1; f >= 0; f-- {
			i := r*engine.RankStride + f
			v := d[i]
			if f < n-1 {
				v = min(v, d[i+1]+1)
			}
			if r < n-1 {
				v = min(v, d[i+engine.RankStride]+1)
				if f < n-1 {
					v = min(v, d[i+engine.RankStride+1]+1)
				}
				if f > 0 {
					v = min(v, d[i+engine.RankStride-1]+1)
				}
			}
			d[i] = v
		}
	}
}
