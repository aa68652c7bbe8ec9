package pgtest

import (
	"errors"
	"os"
	"os/exec"
	"path/filepath"
	"sort"
	"strconv"
)

// ErrNoPostgres is returned when no PostgreSQL server binaries are found.
var ErrNoPostgres = errors.New("pgtest: PostgreSQL binaries (initdb, postgres) not found on PATH or in /usr/lib/postgresql/*/bin; install Debian's postgresql package")

// debianBins is where Debian's packages put each version's binaries.
const debianBins = "/usr/lib/postgresql/*/bin"

// FindBin returns the directory holding initdb and postgres: the one on
// PATH, else the newest version's under /usr/lib/postgresql.
func FindBin() (string, error) {
	if p, err := exec.LookPath("initdb"); err == nil {
		if real, err := filepath.EvalSymlinks(p); err == nil {
			p = real
		}
		dir := filepath.Dir(p)
		if hasServer(dir) {
			return dir, nil
		}
	}
	dirs, _ := filepath.Glob(debianBins)
	sort.Slice(dirs, func(i, j int) bool { return version(dirs[i]) > version(dirs[j]) })
	for _, dir := range dirs {
		if hasServer(dir) {
			return dir, nil
		}
	}
	return "", ErrNoPostgres
}

// hasServer reports whether dir holds initdb and postgres.
func hasServer(dir string) bool {
	for _, name := range []string{"initdb", "postgres"} {
		if st, err := os.Stat(filepath.Join(dir, name)); err != nil || st.IsDir() {
			return false
		}
	}
	return true
}

// version is the major version in /usr/lib/postgresql/<version>/bin.
func version(dir string) int {
	v, err := strconv.Atoi(filepath.Base(filepath.Dir(dir)))
	if err != nil {
		return 0
	}
	return v
}
