// Package yamlerr words the YAML decoder's errors for the readers that
// decode straight into their structs (the scenario files of
// engine/archipirata/scenario and engine/cards/scenario, and jackal
// serve's configuration): "line 3: unknown key \"foo\"", not
// "field foo not found in type scenario.File" (Words, which reads the
// error's text), and points at the line of a key whose value the reader
// refuses after decoding (Line, At: the parser's node positions).
package yamlerr
