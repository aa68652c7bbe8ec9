package bot

import ar "github.com/jackalbot/jackal/engine/archipirata"

// captainUses counts the legal actions of s that use the acting crew's
// captain (Benito Bonito has two, another captain one, none when it
// cannot act now).
func captainUses(s *ar.State) int {
	n := 0
	for _, a := range ar.Legal(s, nil) {
		if a.Kind == ar.ActCaptain {
			n++
		}
	}
	return n
}
