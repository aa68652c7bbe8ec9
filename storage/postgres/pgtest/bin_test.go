package pgtest

import (
	"path/filepath"
	"testing"
)

func TestVersion(t *testing.T) {
	tests := []struct {
		dir  string
		want int
	}{
		{"/usr/lib/postgresql/15/bin", 15},
		{"/usr/lib/postgresql/9/bin", 9},
		{"/usr/lib/postgresql/devel/bin", 0},
		{"/usr/bin", 0},
	}
	for _, tc := range tests {
		t.Run(tc.dir, func(t *testing.T) {
			if got := version(tc.dir); got != tc.want {
				t.Fatalf("version = %d, want %d", got, tc.want)
			}
		})
	}
}

// TestFindBin: the binaries this machine's tests need are found, and the
// directory holds both.
func TestFindBin(t *testing.T) {
	dir, err := FindBin()
	if err != nil {
		t.Fatal(err)
	}
	if !hasServer(dir) || !filepath.IsAbs(dir) {
		t.Fatalf("FindBin = %s, which lacks initdb or postgres", dir)
	}
	if hasServer(t.TempDir()) {
		t.Fatal("an empty directory has a server")
	}
}
