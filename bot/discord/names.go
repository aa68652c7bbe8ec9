package discord

import (
	"strings"
	"sync"
)

// maxNames bounds the names a nameBook keeps; the oldest go first.
const maxNames = 256

// nameBook keeps the display names of the users the adapter has met that
// slashHere would rewrite ("/help", "/move a1"): the core embeds names in
// its texts as plain text, where they would read as commands. Only such
// names are kept, the last maxNames of them. A text naming the command
// itself ("/help") then keeps it as it is too while such a user is known:
// the text alone cannot tell them apart.
type nameBook struct {
	mu    sync.Mutex
	seen  map[string]bool
	order []string
}

// add keeps name, as the core shows it (on one line, without the spaces
// around it), when slashHere would rewrite it.
func (n *nameBook) add(name string) {
	name = strings.Join(strings.Fields(name), " ")
	if slashHere(name) == name {
		return // no command in it ("AC/DC", "/"): nothing to leave alone
	}
	n.mu.Lock()
	defer n.mu.Unlock()
	if n.seen[name] {
		return
	}
	if n.seen == nil {
		n.seen = map[string]bool{}
	}
	if len(n.order) == maxNames {
		delete(n.seen, n.order[0])
		n.order = n.order[1:]
	}
	n.seen[name] = true
	n.order = append(n.order, name)
}

// list is the names kept, for slashHere to leave alone.
func (n *nameBook) list() []string {
	if n == nil {
		return nil
	}
	n.mu.Lock()
	defer n.mu.Unlock()
	return append([]string(nil), n.order...)
}
