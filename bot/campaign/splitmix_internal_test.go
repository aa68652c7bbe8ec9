package campaign

import "testing"

// TestSplitmix checks the generator against SplitMix64's published first
// outputs for seed 0 and 1234567 (the reference implementation's tests).
func TestSplitmix(t *testing.T) {
	r := splitmix{0}
	if got := r.next(); got != 0xe220a8397b1dcdaf {
		t.Errorf("seed 0: %#x", got)
	}
	r = splitmix{1234567}
	for i, want := range []uint64{6457827717110365317, 3203168211198807973, 9817491932198370423} {
		if got := r.next(); got != want {
			t.Errorf("seed 1234567, output %d: %d, want %d", i, got, want)
		}
	}
	counts := make([]int, 3)
	for i := 0; i < 3000; i++ {
		counts[r.intn(3)]++
	}
	for v, c := range counts {
		if c < 850 || c > 1150 {
			t.Errorf("intn(3) drew %d %d times in 3000", v, c)
		}
	}
}
