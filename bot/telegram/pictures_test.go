package telegram

import (
	"crypto/sha256"
	"testing"
)

func TestPictureCacheForgetsOldest(t *testing.T) {
	p := newPictureCache(2)
	sum := func(s string) [sha256.Size]byte { return sha256.Sum256([]byte(s)) }
	p.put(sum("a"), "A")
	p.put(sum("b"), "B")
	p.put(sum("a"), "A2") // known: kept as it was
	p.put(sum("c"), "C")  // full: "a" goes
	tests := []struct {
		key    string
		want   string
		wantOK bool
	}{
		{"a", "", false},
		{"b", "B", true},
		{"c", "C", true},
		{"d", "", false},
	}
	for _, tt := range tests {
		got, ok := p.get(sum(tt.key))
		if got != tt.want || ok != tt.wantOK {
			t.Errorf("get(%s) = %q, %v; want %q, %v", tt.key, got, ok, tt.want, tt.wantOK)
		}
	}
}
