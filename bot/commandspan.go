package bot

// CommandAt reports whether a bot text names a command at s[i]: a slash at
// a word's start (not inside an address, a path or "W1 f6/2"), then a
// lower-case word ending there, or before a '.' or ':' ending a sentence.
// It returns the word (without its slash) and the index after it; the
// front ends that word the core's texts for their platform ("/board" as
// Discord's "/jackal board", the terminal's "board") find the commands
// with it and check the word against their own commands.
func CommandAt(s string, i int) (word string, end int, ok bool) {
	if i >= len(s) || s[i] != '/' || i > 0 && textWordByte(s[i-1]) {
		return "", i, false
	}
	j := i + 1
	for j < len(s) && s[j] >= 'a' && s[j] <= 'z' {
		j++
	}
	if j == i+1 || j < len(s) && textWordByte(s[j]) && s[j] != '.' && s[j] != ':' {
		return "", i, false // "/", "/new-thing", "/boards2"
	}
	return s[i+1 : j], j, true
}

// textWordByte reports whether c may be part of a word, a cell, a path or
// an address in a bot text.
func textWordByte(c byte) bool {
	return c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z' || c >= '0' && c <= '9' || c == '/' || c == '_' || c == '-' || c == '.' || c == ':'
}
