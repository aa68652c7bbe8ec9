package web

// markNames are the names of the marks a board draws (a tile's kind, a
// card), by the mark's notation, in the viewer's language: what the
// page's tooltips read («пушка», «сундук рома»), never the notation.
type markNames map[string]string

// add names mark with name (a mark already named keeps its name).
func (n markNames) add(mark, name string) {
	if _, ok := n[mark]; !ok && mark != "" {
		n[mark] = name
	}
}

// orNil is n, nil when it names nothing (the JSON leaves it out).
func (n markNames) orNil() markNames {
	if len(n) == 0 {
		return nil
	}
	return n
}
