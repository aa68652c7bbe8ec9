package telegram

import (
	"reflect"
	"testing"

	"github.com/jackalbot/jackal/bot"
)

// TestPairsStayOneRow: a pair (a deadly move's confirmation and "back",
// the two answers of a vote, ready and undo) stays on one row however
// wide its Russian labels, cut to what a phone shows whole; two choices
// of one kind still split rather than be cut alike.
func TestPairsStayOneRow(t *testing.T) {
	pair := func(l1, d1, l2, d2 string) []bot.Button {
		return []bot.Button{{Label: l1, Data: d1}, {Label: l2, Data: d2}}
	}
	tests := []struct {
		name string
		row  []bot.Button
		want [][]string // labels by row
	}{
		{"a deadly move in Russian", pair("☠ Да, e5 +сокровище 🍾", "ab12/7:a:W1 e5", "↩ Назад", "ab12/7:b"),
			[][]string{{"☠ Да, e5 +сокр…", "↩ Назад"}}},
		{"a long move in English", pair("☠ Yes, e5/2 +treasure 🍾", "ab12/7:a:W1 e5", "↩ Back", "ab12/7:b"),
			[][]string{{"☠ Yes, e5/2 +t…", "↩ Back"}}},
		{"an end vote in Russian", pair("🏁 Закончить игру сейчас", "ab12/7:v:y", "▶ Играть дальше", "ab12/7:v:n"),
			[][]string{{"🏁 Закончить иг…", "▶ Играть дальше"}}},
		{"ready and undo in Russian", pair("✓ готово, ряд из трёх карт", "ab12/7:e:p1:ready", "↩ вернуть карту", "ab12/7:e:p1:undo"),
			[][]string{{"✓ готово, ряд…", "↩ вернуть карту"}}},
		{"a campaign's ready and start", pair("✅ Готово к следующей", "ab12/0:j", "▶ Старт", "ab12/0:s"),
			[][]string{{"✅ Готово к сле…", "▶ Старт"}}},
		{"a pair that fits", pair("✅ За", "ab12/7:v:y", "❌ Против", "ab12/7:v:n"), [][]string{{"✅ За", "❌ Против"}}},
		{"two sowings split", pair("6 ↺ WRW, ром 5,4,3", "ab12/7:a:#3", "6 ↺ WRW, ром 5,4,2", "ab12/7:a:#4"),
			[][]string{{"6 ↺ WRW, ром 5,4,3"}, {"6 ↺ WRW, ром 5,4,2"}}},
		{"two cards split", pair("🐴 конь, на остров", "ab12/7:e:p1:lay horse", "🏹 стрела на северо-восток", "ab12/7:e:p1:lay arrow-ne"),
			[][]string{{"🐴 конь, на остров"}, {"🏹 стрела на северо-восток"}}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			before := labelsOf(tt.row)
			var got [][]string
			for _, r := range phoneRows(tt.row) {
				var labels []string
				for _, b := range r {
					labels = append(labels, b.Label)
				}
				if len(r) > 1 && !rowFits(r) {
					t.Errorf("row %q does not fit a phone", labels)
				}
				got = append(got, labels)
			}
			if !reflect.DeepEqual(got, tt.want) {
				t.Errorf("rows %q, want %q", got, tt.want)
			}
			if after := labelsOf(tt.row); !reflect.DeepEqual(after, before) {
				t.Errorf("the core's labels changed: %q, were %q", after, before)
			}
		})
	}
}

// labelsOf lists a row's labels.
func labelsOf(row []bot.Button) []string {
	var out []string
	for _, b := range row {
		out = append(out, b.Label)
	}
	return out
}

// TestCutLabel: a label is cut to a width with "…", not after a space or
// a comma.
func TestCutLabel(t *testing.T) {
	tests := []struct {
		label string
		width int
		want  string
	}{
		{"↩ Назад", 16, "↩ Назад"},
		{"☠ Да, e5 +сокровище", 16, "☠ Да, e5 +сокр…"},
		{"abc, defgh", 6, "abc…"},
		{"🏁🏁🏁", 3, "🏁…"},
		{"🏁🏁", 1, "…"},
	}
	for _, tt := range tests {
		if got := cutLabel(tt.label, tt.width); got != tt.want || labelWidth(got) > max(tt.width, 1) {
			t.Errorf("cutLabel(%q, %d) = %q, want %q", tt.label, tt.width, got, tt.want)
		}
	}
}
