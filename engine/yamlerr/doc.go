// Package yamlerr words the YAML decoder's errors for the readers that
// decode straight into their structs (the scenario files of
// engine/archipirata/scenario and engine/cards/scenario, and jackal
// serve's configuration): "line 3: unknown key \"foo\"", not
// "field foo not found in type scenario.File". It imports only the
// standard library: it reads the error's text.
package yamlerr
