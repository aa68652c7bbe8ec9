package main

import (
	"errors"
	"fmt"
	"io"
	"os"
	"syscall"
	"time"
)

// pipeWait is how long a named pipe may stay silent before its read is
// given up.
const pipeWait = 10 * time.Second

// errNotFile: a path the command reads names a directory.
var errNotFile = errors.New("is a directory, not a file")

// readFileMax reads the file name, of at most max bytes: a regular file,
// or a pipe (`<(envsubst < c.yaml)`, /dev/stdin fed by cat). It is opened
// without waiting, so a named pipe nobody writes to reads as empty
// instead of blocking for good, and a silent writer is given up after
// pipeWait; a directory is refused; a longer file is refused without
// reading it all.
func readFileMax(name string, max int64) ([]byte, error) {
	f, err := os.OpenFile(name, os.O_RDONLY|syscall.O_NONBLOCK, 0)
	if err != nil {
		return nil, err
	}
	defer f.Close()
	info, err := f.Stat()
	if err != nil {
		return nil, err
	}
	switch mode := info.Mode(); {
	case mode.IsDir():
		return nil, fmt.Errorf("%s %w", name, errNotFile)
	case mode.IsRegular() && info.Size() > max:
		return nil, fmt.Errorf("%s is larger than %d bytes (%d)", name, max, info.Size())
	case mode&os.ModeNamedPipe != 0:
		_ = f.SetReadDeadline(time.Now().Add(pipeWait)) // a pipe the runtime polls
	}
	data, err := io.ReadAll(io.LimitReader(f, max+1))
	if errors.Is(err, os.ErrDeadlineExceeded) {
		return nil, fmt.Errorf("read %s: nothing came through it for %v", name, pipeWait)
	}
	if err != nil {
		return nil, fmt.Errorf("read %s: %w", name, err)
	}
	if int64(len(data)) > max {
		return nil, fmt.Errorf("%s is larger than %d bytes", name, max)
	}
	return data, nil
}
