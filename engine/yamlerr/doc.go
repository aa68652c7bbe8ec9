// Package yamlerr words the YAML decoder's errors for the readers that
// decode straight into their structs (the scenario files of
// engine/archipirata/scenario and engine/cards/scenario, and jackal
// serve's configuration): "line 3: unknown key \"foo\"", not
// "field foo not found in type scenario.File" (Words, which reads the
// error's text), and points at the line of a key whose value the reader
// refuses after decoding (Line: the parser's node positions), an error
// then told with its line and the file's name (LineError, AtLine,
// Decoded; Source keeps a file's text, name and heads for them), and a
// misspelt name with the one it is nearest to (Unknown, Nearest,
// Distance).
package yamlerr
