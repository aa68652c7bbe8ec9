// Command jackal plays the board game Jackal in a terminal and serves it as a
// chat bot.
package main

import (
	"fmt"
	"os"
)

func main() {
	fmt.Fprintln(os.Stderr, "jackal: under construction")
	os.Exit(2)
}
