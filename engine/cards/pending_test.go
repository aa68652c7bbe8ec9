package cards

import "testing"

// TestPendingOffers: each question of the resolution offers its special
// card; a direction, no question and a value that is none offer nothing.
func TestPendingOffers(t *testing.T) {
	for _, tc := range []struct {
		p    Pending
		want Card
		ok   bool
	}{
		{PendRum, Rum, true},
		{PendFriday, Friday, true},
		{PendWeapon, Weapon, true},
		{PendDouble, Double, true},
		{PendDir, 0, false},
		{PendNone, 0, false},
		{numPending, 0, false},
	} {
		if c, ok := tc.p.Offers(); c != tc.want || ok != tc.ok {
			t.Errorf("Pending %d offers %v %v, want %v %v", tc.p, c, ok, tc.want, tc.ok)
		}
	}
}
