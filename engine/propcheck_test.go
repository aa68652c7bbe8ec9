package engine_test

import (
	"errors"
	"fmt"
	"math/rand/v2"
	"reflect"
	"slices"

	"github.com/jackalbot/jackal/engine"
)

// The invariants both Jackals' property tests check after every action of
// their random games (TestProperties, classic's, and
// TestArchipelagoProperties): each check reads the board it is given and
// adds the sea board's rules (boats, swimmers, the bear, backs) where the
// board has boats.

// maxActions bounds one random game; the stall rule ends every game long before.
const maxActions = 40000

// propGame is one kind of game playRandomGame plays.
type propGame struct {
	// deal deals the game of seed and says the gold it holds: every coin
	// (and treasure) it has, face down at the start.
	deal func(seed uint64) (engine.State, int, error)
	// replay deals the game of seed again and plays log on it.
	replay func(seed uint64, log []string) (engine.State, error)
}

// playRandomGame plays one game to its end and returns the first broken invariant.
func playRandomGame(g propGame, seed uint64, full bool) (err error) {
	defer func() {
		if r := recover(); r != nil {
			err = fmt.Errorf("panic: %v", r)
		}
	}()
	s, gold, err := g.deal(seed)
	if err != nil {
		return err
	}
	rng := rand.New(rand.NewPCG(seed, 7))
	var log []string
	buf := make([]engine.Action, 0, 512)
	var evs []engine.Event
	for n := 0; !s.Over; n++ {
		if n >= maxActions {
			return fmt.Errorf("no end after %d actions", n)
		}
		buf = s.LegalInto(buf)
		if len(buf) == 0 {
			return errors.New("no legal action in a game that goes on")
		}
		deep := full || rng.IntN(16) == 0
		if err := checkPosition(&s, gold, buf, rng, deep); err != nil {
			return fmt.Errorf("after %d actions (%v): %w", n, log[max(0, len(log)-3):], err)
		}
		a := pickAction(buf, rng)
		before := s
		evs = evs[:0]
		if err := s.Play(a, &evs); err != nil {
			return fmt.Errorf("legal action %s refused: %w", a, err)
		}
		if err := checkAfter(&before, a, &s, evs); err != nil {
			return fmt.Errorf("after %q: %w", a, err)
		}
		log = append(log, a.String())
	}
	if len(engine.Legal(s)) != 0 {
		return errors.New("actions are legal after the end")
	}
	again, err := g.replay(seed, log)
	if err != nil {
		return fmt.Errorf("replay: %w", err)
	}
	if again != s {
		return errors.New("replaying the same seed and actions gives another state")
	}
	return checkGoldTotal(&s, gold)
}

// checkPosition checks the invariants of a position before an action.
func checkPosition(s *engine.State, gold int, legal []engine.Action, rng *rand.Rand, deep bool) error {
	if err := checkLegalList(s, legal); err != nil {
		return err
	}
	if err := checkPieces(s); err != nil {
		return err
	}
	if err := checkGoldTotal(s, gold); err != nil {
		return err
	}
	if !deep {
		return nil
	}
	if err := checkApplyMatchesLegal(s, legal, rng); err != nil {
		return err
	}
	if err := checkViews(s); err != nil {
		return err
	}
	if rng.IntN(8) != 0 {
		// The binary round trip (version 1 on classic's board, version 2
		// on a sea board) is slow: a sample of a sample.
		return nil
	}
	return checkBinary(s)
}

// checkGoldTotal checks that gold is conserved: on the island (dragged
// gold included) plus banked plus lost plus the chests still face down is
// the gold dealt; once no chest is face down, the hidden part is zero.
// Gold never lies on a face-down tile or off the island.
func checkGoldTotal(s *engine.State, gold int) error {
	hidden := 0
	down := 0
	for c := range s.Board.Island() {
		t := s.Tiles[c]
		chest := t.Kind.Coins() > 0 || t.Kind == engine.Galleon
		switch {
		case chest && !t.Open:
			down++
			if t.Kind == engine.Galleon {
				hidden += 3
			} else {
				hidden += t.Kind.Coins()
			}
		case !t.Open && (s.Coins[c] > 0 || s.Treasure[c] > 0):
			return fmt.Errorf("gold lies on face-down %s", c)
		}
	}
	for c := engine.Cell(0); c < engine.NumCells; c++ {
		if !s.Board.IsIsland(c) && (s.Coins[c] > 0 || s.Treasure[c] > 0) && !swimsWithCoin(s, c) {
			return fmt.Errorf("gold lies off the island at %s", c)
		}
	}
	banked := 0
	for _, c := range s.Crews() {
		banked += s.Score(c)
	}
	total := s.GoldOnIsland() + banked + s.LostValue()
	if total+hidden != gold {
		return fmt.Errorf("gold: island %d + banked %d + lost %d + hidden %d != %d",
			s.GoldOnIsland(), banked, s.LostValue(), hidden, gold)
	}
	if down == 0 && total != gold {
		return fmt.Errorf("all chests open but gold totals %d", total)
	}
	return nil
}

// swimsWithCoin reports whether Archipelago's swimmer (the ability, §8)
// swims at sea cell c, holding the single coin lying there: the only gold
// off the island.
func swimsWithCoin(s *engine.State, c engine.Cell) bool {
	if !s.Board.IsSea(c) || s.Treasure[c] > 0 || s.Coins[c] != 1 {
		return false
	}
	for p := engine.W1; p < engine.BEN; p++ {
		if s.Ability(p) == engine.Swimmer && s.Pieces[p].Status == engine.Alive && s.Pieces[p].At == c {
			return true
		}
	}
	return false
}

// pickAction chooses a random legal action, often one that drags gold so
// that gold travels.
func pickAction(legal []engine.Action, rng *rand.Rand) engine.Action {
	if rng.IntN(3) == 0 {
		var drags []engine.Action
		for _, a := range legal {
			if a.Drag != engine.DragNone {
				drags = append(drags, a)
			}
		}
		if len(drags) > 0 {
			return drags[rng.IntN(len(drags))]
		}
	}
	return legal[rng.IntN(len(legal))]
}

// checkLegalList checks the shape of the legal list: no duplicates, the
// notation round trip, "pass" alone, choices only while one is pending.
func checkLegalList(s *engine.State, legal []engine.Action) error {
	seen := make(map[engine.Action]bool, len(legal))
	for _, a := range legal {
		if seen[a] {
			return fmt.Errorf("legal action %s listed twice", a)
		}
		seen[a] = true
		b, err := engine.Parse(a.String())
		if err != nil || b != a {
			return fmt.Errorf("Parse(%q) = %+v, %v; want %+v", a.String(), b, err, a)
		}
		isChoice := a.Kind == engine.ActChoose || a.Kind == engine.ActStay
		if isChoice != s.Pending.Active {
			return fmt.Errorf("action %s while pending=%v", a, s.Pending.Active)
		}
	}
	if seen[engine.Pass] {
		for _, a := range legal {
			// A crew that has made its action may also spend bottles
			// (Bottling: on a sea board, or a classic gift); free actions
			// (gifts, a scout's look) stay open beside a pass.
			if a != engine.Pass && !a.IsFree() && !(s.Bottling && a.Kind == engine.ActBottle) {
				return fmt.Errorf("pass is legal beside %s", a)
			}
		}
	}
	return nil
}

// checkPieces checks where pieces stand and the three-pirate limit.
func checkPieces(s *engine.State) error {
	var fighting [engine.NumCrews]int
	for p := engine.PieceID(0); p < engine.NumPieces; p++ {
		pc := s.Pieces[p]
		if pc.Status != engine.Alive {
			continue
		}
		if p.IsPirate() && pc.Crew != p.PirateCrew() {
			return fmt.Errorf("pirate %s serves %s", p, pc.Crew)
		}
		if pc.At == engine.NoCell && s.Board.Boats() && s.Ship(pc.Crew) == engine.NoCell {
			continue // aboard a boat not yet placed
		}
		if !s.Board.InPlay(pc.At) {
			return fmt.Errorf("%s stands out of play at %s", p, pc.At)
		}
		if s.Board.IsIsland(pc.At) {
			t := s.Tiles[pc.At]
			if !t.Open {
				return fmt.Errorf("%s stands on face-down %s", p, pc.At)
			}
			if t.Kind.IsSpinner() != (pc.Step > 0) && p != engine.FRI {
				return fmt.Errorf("%s on %s (%s) at step %d", p, pc.At, t.Kind, pc.Step)
			}
		}
		if p != engine.FRI && !(p == engine.MIS && pc.Flags&engine.Converted == 0) {
			fighting[pc.Crew&3]++
		}
	}
	if err := checkNoFightLeft(s); err != nil {
		return err
	}
	if err := checkBear(s); err != nil {
		return err
	}
	for c := engine.Crew(0); c < engine.NumCrews; c++ {
		n := 0
		for _, p := range engine.PiratesOf(c) {
			if s.Pieces[p].Status == engine.Alive {
				n++
			}
		}
		if n > 3 {
			return fmt.Errorf("%s has %d pirates", c, n)
		}
	}
	return nil
}

// checkApplyMatchesLegal checks that every legal action applies on a copy,
// and that random parse-able actions not in the list are refused.
func checkApplyMatchesLegal(s *engine.State, legal []engine.Action, rng *rand.Rand) error {
	for _, a := range legal {
		if err := s.Check(a); err != nil {
			return fmt.Errorf("Check refuses legal %s: %w", a, err)
		}
		if _, _, err := engine.Apply(*s, a); err != nil {
			return fmt.Errorf("Apply refuses legal %s: %w", a, err)
		}
	}
	for i := 0; i < 24; i++ {
		a := randomAction(s, legal, rng)
		in := slices.Contains(legal, a)
		after, evs, err := engine.Apply(*s, a)
		if _, dir := a.IsDir(); dir && err == nil {
			// An answer by direction stands for the cell that way.
			if !sameAsLegal(s, legal, after) {
				return fmt.Errorf("Apply accepts %s, which answers as no legal action", a)
			}
			continue
		}
		switch {
		case in && err != nil:
			return fmt.Errorf("Apply refuses legal %s: %w", a, err)
		case !in && err == nil:
			return fmt.Errorf("Apply accepts %s, which Legal does not list", a)
		case !in && (after != *s || evs != nil):
			return fmt.Errorf("refused %s changed the state", a)
		case !in && !knownRefusal(err):
			return fmt.Errorf("refusal of %s wraps no sentinel: %v", a, err)
		}
	}
	return nil
}

// randomAction makes a random parse-able action: a mutation of a legal one
// (another cell, gold, bottle or step) or one made from scratch.
func randomAction(s *engine.State, legal []engine.Action, rng *rand.Rand) engine.Action {
	var a engine.Action
	kinds := 7 // classic's kinds, ActMove to ActPass
	if s.Board.Boats() {
		kinds = int(engine.ActScout) // and place, boat, bottle, shoot and scout
		if rng.IntN(8) == 0 {
			return engine.ChooseDir(engine.Dir(rng.IntN(8)))
		}
	}
	if len(legal) > 0 && rng.IntN(2) == 0 {
		a = legal[rng.IntN(len(legal))]
		switch rng.IntN(5) {
		case 0:
			a.To = engine.Cell(rng.IntN(engine.NumCells))
		case 1:
			a.Drag = engine.Drag(rng.IntN(3))
		case 2:
			a.Bottle = !a.Bottle
		case 3:
			a.Step = uint8(rng.IntN(6))
		default:
			a.Piece = engine.PieceID(rng.IntN(int(engine.NumPieces)))
		}
	} else {
		a = engine.Action{
			Kind:  engine.ActionKind(1 + rng.IntN(kinds)),
			Piece: engine.PieceID(rng.IntN(int(engine.NumPieces))),
			To:    engine.Cell(rng.IntN(engine.NumCells)),
		}
		if rng.IntN(4) == 0 {
			a.Drag = engine.Drag(rng.IntN(3))
		}
		if rng.IntN(6) == 0 {
			a.Bottle = true
		}
		if rng.IntN(6) == 0 {
			a.Step = uint8(1 + rng.IntN(5))
		}
	}
	// Keep it in the notation: parse its text back.
	b, err := engine.Parse(a.String())
	if err != nil {
		return engine.Pass
	}
	return b
}

// sameAsLegal reports whether some legal action leads from s to after.
func sameAsLegal(s *engine.State, legal []engine.Action, after engine.State) bool {
	for _, b := range legal {
		if x, _, err := engine.Apply(*s, b); err == nil && x == after {
			return true
		}
	}
	return false
}

// knownRefusal reports whether err wraps one of the engine's sentinels.
func knownRefusal(err error) bool {
	for _, s := range []error{engine.ErrGameOver, engine.ErrNotYourTurn, engine.ErrNoSuchPiece,
		engine.ErrCannotAct, engine.ErrChoicePending, engine.ErrNoChoice, engine.ErrIllegal, engine.ErrSyntax} {
		if errors.Is(err, s) {
			return true
		}
	}
	return false
}

// checkViews checks that no crew's view shows the kind of a face-down tile
// its lighthouse did not show it.
func checkViews(s *engine.State) error {
	for _, c := range s.Crews() {
		v := engine.ViewFor(s, c)
		for x := range s.Board.Island() {
			t, vt := s.Tiles[x], v.Tiles[x]
			switch {
			case t.Open && vt.Kind != t.Kind:
				return fmt.Errorf("%s's view of open %s shows %s, not %s", c, x, vt.Kind, t.Kind)
			case !t.Open && !s.Known[x].Has(c) && vt.Kind != engine.Hidden:
				return fmt.Errorf("%s's view of face-down %s shows %s", c, x, vt.Kind)
			case !t.Open && s.Known[x].Has(c) && vt.Kind != t.Kind:
				return fmt.Errorf("%s's view of peeked %s shows %s, not %s", c, x, vt.Kind, t.Kind)
			case !t.Open && vt.Back != s.Board.Back(x):
				return fmt.Errorf("%s's view of face-down %s shows back %s, not %s", c, x, vt.Back, s.Board.Back(x))
			}
		}
		if s.Board.Boats() {
			if err := checkSeaView(s, c, &v); err != nil {
				return err
			}
		}
	}
	return nil
}

// checkSeaView checks that crew c's view v of s, on a sea board, shows
// nothing of its face-down tiles but their backs, and nothing of the die:
// the view of s with two face-down tiles of one back that c has not seen
// swapped, and another die, is the same.
func checkSeaView(s *engine.State, c engine.Crew, v *engine.View) error {
	other := *s
	other.Dice = s.Dice*6364136223846793005 + 1442695040888963407
	var first [4]engine.Cell
	for i := range first {
		first[i] = engine.NoCell
	}
	swapped := false
	for x := range s.Board.Island() {
		t := s.Tiles[x]
		if t.Open || s.Known[x] != 0 {
			continue
		}
		b := s.Board.Back(x) & 3
		if y := first[b]; y == engine.NoCell {
			first[b] = x
		} else if y != x && t != s.Tiles[y] {
			other.Tiles[x], other.Tiles[y] = s.Tiles[y], t
			first[b] = x // swapped: no other pair of this back
			swapped = true
		}
	}
	// What a view holds of the tiles and the die: its tiles, its counts,
	// its choice and the state it samples from (Sample deals only the
	// blanks anew, the same for the same blanks).
	w := engine.ViewFor(&other, c)
	vs, ws := v.Sample(1), w.Sample(1)
	if v.Tiles != w.Tiles || v.Unseen != w.Unseen || v.GoldLeft != w.GoldLeft || v.FaceDown != w.FaceDown ||
		vs != ws || !reflect.DeepEqual(v.Pending, w.Pending) {
		return fmt.Errorf("%s's view tells face-down tiles of one back (swapped: %v) or the die apart", c, swapped)
	}
	if vs.Dice != 0 {
		return fmt.Errorf("%s's view holds the die", c)
	}
	return nil
}

// checkAfter checks what one action did: private events only for the
// lighthouse, revealed tiles really face up, the face-down count, and no
// fighting crew above three after a revival.
func checkAfter(before *engine.State, a engine.Action, s *engine.State, evs []engine.Event) error {
	down := 0
	for x := range s.Board.Island() {
		if !s.Tiles[x].Open {
			down++
		}
	}
	if down != int(s.FaceDown) {
		return fmt.Errorf("FaceDown %d, but %d tiles lie face down", s.FaceDown, down)
	}
	for _, e := range evs {
		if e.Private != engine.NoCrew && e.Type != engine.EvPeeked {
			return fmt.Errorf("private %s event", e.Type)
		}
		if e.Type == engine.EvRevealed && (before.Tiles[e.To].Open || !s.Tiles[e.To].Open) {
			return fmt.Errorf("revealed %s was face up before or is face down after", e.To)
		}
		if e.Type == engine.EvPeeked && s.Tiles[e.To].Open {
			return fmt.Errorf("peeked at open tile %s", e.To)
		}
	}
	if a.Kind == engine.ActRevive {
		c := before.Turn
		n := 0
		for p := engine.PieceID(0); p < engine.NumPieces; p++ {
			pc := s.Pieces[p]
			if pc.Status == engine.Alive && pc.Crew == c && p != engine.FRI && !(p == engine.MIS && pc.Flags&engine.Converted == 0) {
				n++
			}
		}
		// Archipelago's shrinekeeper revives even with 3 fighters in play
		// (§8): its crew may have 4, of which 3 pirates at most
		// (checkPieces).
		keeper := before.Ability(a.Piece) == engine.Shrinekeeper && !before.AbilityUsed(a.Piece) && s.AbilityUsed(a.Piece)
		if n > 3 && !(keeper && n == 4) {
			return fmt.Errorf("%s has %d fighting pieces after a revival", c, n)
		}
	}
	// On a sea board a gift is one of the bottles spent after the action,
	// and the last one ends the turn; in classic a gift made before the
	// action keeps it, one made after the action (Bottling) may end it.
	if a.IsFree() && !s.Board.Boats() && !before.Bottling && s.Turn != before.Turn {
		return fmt.Errorf("free action %s passed the turn", a)
	}
	if s.Pending.Active && s.Turn != before.Turn {
		return errors.New("the turn passed while a choice is pending")
	}
	return nil
}

// checkBear checks Archipelago's bear: awake, it stands on the island (on
// any tile: it never turns one) with no one on it, since it mauls whoever
// it meets.
func checkBear(s *engine.State) error {
	b := s.Bear
	if !b.Awake {
		return nil
	}
	if !s.Board.IsIsland(b.At) {
		return fmt.Errorf("the bear stands at %s, off the island", b.At)
	}
	for p := engine.PieceID(0); p < engine.NumPieces; p++ {
		if pc := s.Pieces[p]; pc.Status == engine.Alive && pc.At == b.At && !(s.Pending.Active && s.Pending.Piece == p) {
			return fmt.Errorf("%s shares %s with the bear", p, b.At)
		}
	}
	return nil
}

// checkNoFightLeft checks that enemies share a cell only where the rules let
// them: in the thicket, or on different steps of a spinner. A piece whose
// action waits on a choice is passing through and is not counted.
func checkNoFightLeft(s *engine.State) error {
	for p := engine.PieceID(0); p < engine.NumPieces; p++ {
		pc := s.Pieces[p]
		if pc.Status != engine.Alive || pc.At == engine.NoCell || (s.Pending.Active && s.Pending.Piece == p) {
			continue // NoCell: aboard a boat not yet placed
		}
		for q := p + 1; q < engine.NumPieces; q++ {
			qc := s.Pieces[q]
			if qc.Status != engine.Alive || qc.At != pc.At || s.Rules.Allies(pc.Crew, qc.Crew) ||
				(s.Pending.Active && s.Pending.Piece == q) {
				continue
			}
			if s.Board.IsIsland(pc.At) {
				k := s.Tiles[pc.At].Kind
				if k == engine.Thicket || (k.IsSpinner() && pc.Step != qc.Step) {
					continue
				}
				// A bottle puts a piece on a labyrinth's last step without
				// an attack (useBottle's ruling): enemies share it there
				// (one step fewer for the pathfinder, §8).
				if s.Board.Boats() && k.IsSpinner() && (int(pc.Step) == s.SpinnerSteps(p, k) || int(qc.Step) == s.SpinnerSteps(q, k)) {
					continue
				}
			}
			return fmt.Errorf("enemies %s and %s share %s", p, q, pc.At)
		}
	}
	return nil
}
