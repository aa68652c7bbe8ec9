package engine

// choiceOptions appends the cells that answer the pending choice.
func (s *State) choiceOptions(buf []Cell) []Cell {
	ch := &s.Pending
	if !ch.Active {
		return buf
	}
	at := ch.At
	switch ch.Choose {
	case ChooseArrow:
		t := &s.Tiles[at]
		for _, d := range arrowDirs[t.Kind] {
			d = d.Rotate(t.Rot)
			if !ch.used(at, uint8(d)) {
				buf = append(buf, neighbors[at][d])
			}
		}
	case ChooseHorse:
		for k := 0; k < 8; k++ {
			if s.knightLands(at, k) {
				buf = append(buf, knight[at][k])
			}
		}
	case ChoosePlane, ChooseIceFlight:
		taken := s.taken()
		for x := range s.Board.Island() {
			if s.flightTarget(at, x, ch.Choose == ChooseIceFlight, &taken) {
				buf = append(buf, x)
			}
		}
	case ChooseCave:
		var b [4]Cell
		buf = append(buf, s.caveExits(ch.Piece, at, &b)...)
	case ChooseLighthouse:
		crew := s.Pieces[ch.Piece].Crew
		for x := range s.Board.Island() {
			if !s.Tiles[x].Open && !s.Known[x].Has(crew) {
				buf = append(buf, x)
			}
		}
	case HowTrampoline:
		buf = s.trampolineOptions(at, buf)
	case ChooseMusket:
		buf = musketOptions(at, buf)
	case ChooseQuakeArrow:
		buf = quakeArrowOptions(s.Tiles[at].Kind, at, buf)
	case ChooseEarthquake, ChooseEarthquake2:
		taken := s.taken()
		for x := range s.Board.Island() {
			if x != ch.First && s.canQuake(x, &taken) {
				buf = append(buf, x)
			}
		}
	}
	return buf
}

// canStay reports whether the pending choice may be declined: only the
// plane's first offer.
func (s *State) canStay() bool {
	return s.Pending.Active && s.Pending.Choose == ChoosePlane
}

// answer resolves the pending choice with a (a cell or stay), already
// checked against the options.
func (m mut) answer(a Action) {
	ch := &m.Pending
	at := ch.At
	ch.Active = false
	switch ch.Choose {
	case ChoosePlane:
		if a.Kind == ActStay {
			if !m.Rules.PlaneWaits {
				m.planeSpent(at)
			}
			m.finishRest(at)
			return
		}
		m.planeSpent(at)
		m.Pending.use(at, wayFlight)
		m.travel(at, a.To, HowFlight, modeFlight, 0)
	case ChooseIceFlight:
		m.Pending.use(at, wayFlight)
		m.travel(at, a.To, HowFlight, modeFlight, 0)
	case ChooseArrow:
		d, _ := dirTo(at, a.To)
		ch.use(at, uint8(d))
		m.travel(at, a.To, HowArrow, modeDir, uint8(d))
	case ChooseHorse:
		k, _ := knightTo(at, a.To)
		ch.use(at, wayKnight+uint8(k))
		how := HowHorse
		if m.Tiles[at].Kind == Ice {
			how = HowIce
		}
		m.travel(at, a.To, how, modeHorse, uint8(k))
	case ChooseCave:
		m.caveTo(at, a.To)
	case HowTrampoline:
		m.trampolineTo(at, a.To)
	case ChooseMusket:
		m.fire(at, a.To)
	case ChooseLighthouse:
		crew := m.Pieces[ch.Piece].Crew
		m.peek(ch.Piece, a.To, NoAbility)
		if ch.Left > 0 {
			ch.Left--
		}
		if ch.Left > 0 && m.peekable(crew) > 0 {
			m.ask(ChooseLighthouse, at)
		}
	case ChooseEarthquake:
		ch.First = a.To
		m.ask(ChooseEarthquake2, at)
	case ChooseEarthquake2:
		x, y := ch.First, a.To
		m.Tiles[x], m.Tiles[y] = m.Tiles[y], m.Tiles[x]
		m.moveCaves(x, y)
		m.Known[x], m.Known[y] = m.Known[y], m.Known[x]
		e := ev(EvSwapped)
		e.From, e.To = x, y
		m.emit(e)
		ch.First = NoCell
		if m.Board.boats {
			m.askQuakeArrow(x, y)
		}
	case ChooseQuakeArrow:
		m.turnArrow(at, a.To)
	}
}

// peek shows piece p's crew, privately, the face-down tile at x: the
// lighthouse's sight, or the scout's (by is the ability that looked, set
// in the event's N; NoAbility for the lighthouse). The crew knows the
// tile from then on (Known), and only its view shows it.
func (m mut) peek(p PieceID, x Cell, by Ability) {
	crew := m.Pieces[p].Crew
	m.Known[x] = m.Known[x].With(crew)
	t := &m.Tiles[x]
	e := ev(EvPeeked)
	e.To, e.Kind, e.Rot, e.Crew, e.Piece, e.Private, e.N = x, t.Kind, t.Rot, crew, p, crew, int8(by)
	m.emit(e)
}
