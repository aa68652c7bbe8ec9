//go:build !unix

package pgtest

import "os/exec"

// credential stands for a user to run the server as; there is none to
// choose here.
type credential struct{}

// serverUser is this process's user.
func serverUser() (*credential, error) { return nil, nil }

// runAs leaves cmd as it is.
func runAs(*exec.Cmd, *credential) {}

// chown has nothing to do.
func chown(string, *credential) error { return nil }
