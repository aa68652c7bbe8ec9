//go:build unix && !linux

package pgtest

import "syscall"

// dieWithParent has nothing to set on this system.
func dieWithParent(*syscall.SysProcAttr) {}
