package game

// SecretActions is implemented by a ruleset some of whose actions stay
// hidden from the other seats once played (the card game's cards laid in
// secret and taken back): the log keeps them, and whatever shows a log
// to a seat, a /history or a web page's list of moves, leaves them out
// (Game.Hidden).
type SecretActions[A comparable] interface {
	// Secret reports whether action a, played by a seat, stays hidden
	// from every other seat and from spectators.
	Secret(a A) bool
}

// Hidden reports whether log entry stays hidden from the holder of the
// named seat's view ("" a spectator): a secret action (SecretActions) of
// another seat, or of a seat the entry does not name; an entry that does
// not read as an action of such a ruleset is hidden too, lest a malformed
// one show a card. Notes and the entries of rulesets without secret
// actions are never hidden.
func (g *erased[S, A, E, V]) Hidden(entry, viewer string) bool {
	sa, ok := g.r.(SecretActions[A])
	if !ok || IsNote(entry) {
		return false
	}
	action := entry
	if seat, rest, ok := SplitSeatEntry(entry); ok {
		if seat == viewer {
			return false
		}
		action = rest
	}
	a, err := g.r.Parse(action)
	return err != nil || sa.Secret(a)
}
