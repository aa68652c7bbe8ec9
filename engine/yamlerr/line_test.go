package yamlerr

import "testing"

// TestLine: a key path points at the line it is written on, the deepest
// key found when a later one is not written, 0 when the first is not.
func TestLine(t *testing.T) {
	const src = `# a scenario
name: test
island: |
  name: inside the block
  seats: 9
seats: 3
pirates:
  1: [2, 0]
  # a comment
  "7": [0, 1]
coins: {p1: 2}
expect:
  coins:
    p2: 4
  seats: 2
`
	for _, tc := range []struct {
		path []string
		want int
	}{
		{[]string{"name"}, 2},
		{[]string{"seats"}, 6}, // not the line inside island's block
		{[]string{"pirates", "1"}, 8},
		{[]string{"pirates", "7"}, 10},
		{[]string{"pirates", "9"}, 7},
		{[]string{"coins", "p1"}, 11}, // a flow map: its key's line
		{[]string{"expect", "coins", "p2"}, 14},
		{[]string{"expect", "seats"}, 15},
		{[]string{"expect", "p2"}, 12}, // p2 is deeper than expect's keys
		{[]string{"deck"}, 0},
		{nil, 0},
	} {
		if got := Line([]byte(src), tc.path...); got != tc.want {
			t.Errorf("Line(%q) = %d, want %d", tc.path, got, tc.want)
		}
	}
}
