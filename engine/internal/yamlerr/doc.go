// Package yamlerr words the YAML decoder's errors for the scenario files'
// readers (engine/archipirata/scenario, engine/cards/scenario), which
// decode straight into their structs: "line 3: unknown key \"foo\"", not
// "field foo not found in type scenario.File". It imports only the
// standard library: it reads the error's text.
package yamlerr
