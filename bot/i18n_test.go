package bot

import (
	"regexp"
	"slices"
	"testing"
)

var verbRE = regexp.MustCompile(`%[-+# 0-9.]*[a-zA-Z%]`)

// TestTextsComplete checks that every text exists in both languages and
// that both take the same arguments in the same order.
func TestTextsComplete(t *testing.T) {
	for id := txtNone + 1; id < numTexts; id++ {
		en, ru := texts[id][0], texts[id][1]
		if en == "" || ru == "" {
			t.Errorf("text %d: en %q, ru %q: a language is missing", id, en, ru)
			continue
		}
		if ve, vr := verbRE.FindAllString(en, -1), verbRE.FindAllString(ru, -1); !slices.Equal(ve, vr) {
			t.Errorf("text %d: en takes %v, ru takes %v", id, ve, vr)
		}
	}
	if got := tr("en", txtNone); got != "" {
		t.Errorf("txtNone says %q", got)
	}
}
