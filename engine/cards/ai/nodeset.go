package ai

// nodeSet is a set of nodes, cleared in constant time: an open-addressed
// table whose slots count as empty unless stamped with the current
// generation. It stands in for a map in the walker's hottest loop.
type nodeSet struct {
	keys  []uint64
	stamp []uint32
	gen   uint32
	n     int
}

// key packs n into a word.
func (n node) key() uint64 {
	return uint64(n.pos) | uint64(n.steps)<<8 | uint64(n.w)<<16 | uint64(n.f)<<24 | uint64(n.d)<<32
}

// clear empties the set.
func (s *nodeSet) clear() {
	s.gen++
	s.n = 0
	if s.gen == 0 { // the stamps wrapped: wipe them
		clear(s.stamp)
		s.gen = 1
	}
}

// add adds n and reports whether it was new.
func (s *nodeSet) add(n node) bool {
	if 4*(s.n+1) > 3*len(s.keys) {
		s.grow()
	}
	k := n.key()
	mask := uint64(len(s.keys) - 1)
	for i := (k * 0x9e3779b97f4a7c15 >> 32) & mask; ; i = (i + 1) & mask {
		if s.stamp[i] != s.gen {
			s.keys[i], s.stamp[i] = k, s.gen
			s.n++
			return true
		}
		if s.keys[i] == k {
			return false
		}
	}
}

// grow doubles the table (at least 1024 slots), keeping the nodes in.
func (s *nodeSet) grow() {
	old, oldStamp, gen := s.keys, s.stamp, s.gen
	size := max(1024, 2*len(old))
	s.keys, s.stamp, s.gen, s.n = make([]uint64, size), make([]uint32, size), 1, 0
	mask := uint64(size - 1)
	for j, k := range old {
		if oldStamp[j] != gen {
			continue
		}
		for i := (k * 0x9e3779b97f4a7c15 >> 32) & mask; ; i = (i + 1) & mask {
			if s.stamp[i] != s.gen {
				s.keys[i], s.stamp[i] = k, s.gen
				s.n++
				break
			}
		}
	}
}
