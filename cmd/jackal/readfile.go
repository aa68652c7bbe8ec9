package main

import (
	"errors"
	"fmt"
	"io"
	"os"
)

// errNotFile: a path the command reads names no regular file.
var errNotFile = errors.New("not a regular file")

// readFileMax reads the regular file name, of at most max bytes. A
// directory, a FIFO (whose read would wait for a writer for good) or a
// device is refused before it is opened; a longer file is refused without
// reading it all.
func readFileMax(name string, max int64) ([]byte, error) {
	info, err := os.Stat(name)
	if err != nil {
		return nil, err
	}
	if !info.Mode().IsRegular() {
		return nil, fmt.Errorf("%s: %w", name, errNotFile)
	}
	if info.Size() > max {
		return nil, fmt.Errorf("%s is larger than %d bytes (%d)", name, max, info.Size())
	}
	f, err := os.Open(name)
	if err != nil {
		return nil, err
	}
	defer f.Close()
	data, err := io.ReadAll(io.LimitReader(f, max+1))
	if err != nil {
		return nil, fmt.Errorf("read %s: %w", name, err)
	}
	if int64(len(data)) > max {
		return nil, fmt.Errorf("%s is larger than %d bytes", name, max)
	}
	return data, nil
}
