package pgtest

import "syscall"

// dieWithParent has the server killed when the test process dies, so that
// a killed test run leaves no cluster behind.
func dieWithParent(attr *syscall.SysProcAttr) { attr.Pdeathsig = syscall.SIGKILL }
