package splitmix

import "testing"

// TestNext: the stream from seed 1234567 is SplitMix64's published one
// (the reference implementation's first outputs).
func TestNext(t *testing.T) {
	x := uint64(1234567)
	for i, want := range []uint64{6457827717110365317, 3203168211198807973, 9817491932198370423, 4593380528125082431, 16408922859458223821} {
		if got := Next(&x); got != want {
			t.Fatalf("output %d: %d, want %d", i, got, want)
		}
	}
}
