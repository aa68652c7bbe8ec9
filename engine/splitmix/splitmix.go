// Package splitmix is SplitMix64 (Steele, Lea and Flood, 2014): the small
// generator every game of the project keeps its chance in. Its whole state
// is one uint64, so a game stores it in its state and a seed fixes the
// stream; it allocates nothing.
package splitmix

// Next advances the generator *x and returns its next 64 bits.
func Next(x *uint64) uint64 {
	*x += 0x9e3779b97f4a7c15
	z := *x
	z = (z ^ z>>30) * 0xbf58476d1ce4e5b9
	z = (z ^ z>>27) * 0x94d049bb133111eb
	return z ^ z>>31
}
