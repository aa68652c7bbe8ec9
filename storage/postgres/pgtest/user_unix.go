//go:build unix

package pgtest

import (
	"fmt"
	"os"
	"os/exec"
	"os/user"
	"strconv"
	"syscall"
)

// credential is a user and group to run the server as.
type credential = syscall.Credential

// serverUser is who runs initdb and postgres: nil for this process's
// user, or, when it is root, "postgres" (else "nobody").
func serverUser() (*credential, error) {
	if os.Geteuid() != 0 {
		return nil, nil
	}
	for _, name := range []string{"postgres", "nobody"} {
		u, err := user.Lookup(name)
		if err != nil {
			continue
		}
		uid, err1 := strconv.ParseUint(u.Uid, 10, 32)
		gid, err2 := strconv.ParseUint(u.Gid, 10, 32)
		if err1 != nil || err2 != nil {
			continue
		}
		return &syscall.Credential{Uid: uint32(uid), Gid: uint32(gid)}, nil
	}
	return nil, fmt.Errorf("%w: running as root and no user postgres or nobody to run the server as", ErrStart)
}

// runAs makes cmd run as cred (nil: this process's user) and, where the
// system can, die with the test process.
func runAs(cmd *exec.Cmd, cred *credential) {
	cmd.SysProcAttr = &syscall.SysProcAttr{Credential: cred}
	dieWithParent(cmd.SysProcAttr)
}

// chown gives path to cred's user (nothing to do for nil).
func chown(path string, cred *credential) error {
	if cred == nil {
		return nil
	}
	return os.Chown(path, int(cred.Uid), int(cred.Gid))
}
