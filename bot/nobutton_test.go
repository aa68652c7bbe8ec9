package bot

import "testing"

// TestNoButton: a button number typed at the terminal that no button has
// is refused with the numbers that may be pressed, in English and
// Russian: an Archipirata island's buttons have their islands' numbers,
// so 1 may be missing while 2, 4 and 7 are shown.
func TestNoButton(t *testing.T) {
	for _, tc := range []struct {
		lang    string
		n       int
		numbers []int
		want    string
	}{
		{"en", 1, []int{7, 2, 4}, "There is no button 1: press 2, 4 or 7."},
		{"ru", 1, []int{2, 4, 7}, "Нет кнопки 1: нажмите 2, 4 или 7."},
		{"en", 9, []int{1, 2, 3, 4, 5, 8}, "There is no button 9: press 1–5 or 8."},
		{"en", 3, []int{2}, "There is no button 3: press 2."},
		{"en", 5, []int{1, 2, 2}, "There is no button 5: press 1 or 2."},
		{"en", 1, nil, "There is no button 1: no button is shown now."},
		{"ru", 1, nil, "Нет кнопки 1: сейчас кнопок нет."},
	} {
		if got := NoButton(tc.lang, tc.n, tc.numbers); got != tc.want {
			t.Errorf("NoButton(%s, %d, %v) = %q, want %q", tc.lang, tc.n, tc.numbers, got, tc.want)
		}
	}
}
