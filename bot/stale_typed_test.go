package bot

import (
	"context"
	"errors"
	"fmt"
	"slices"
	"strings"
	"testing"

	"github.com/jackalbot/jackal/engine"
	"github.com/jackalbot/jackal/storage"
)

// movedOn is a real store on which every change finds the state moved
// on: a campaign's update is stale, and a game's update sees one more
// log entry than its reader did (another action stored first); nothing
// is written.
type movedOn struct{ storage.Store }

func (s movedOn) UpdateCampaign(id string, v uint64, fn func(*storage.Campaign) error) (*storage.Campaign, error) {
	return nil, fmt.Errorf("%w: campaign %s moved on", storage.ErrStale, id)
}

func (s movedOn) Update(k storage.Key, v uint64, fn func(*storage.Game) error) (*storage.Game, error) {
	return s.Store.Update(k, v, func(r *storage.Game) error {
		r.Log = append(slices.Clone(r.Log), "moved on")
		if err := fn(r); err != nil {
			return err
		}
		return errors.New("test: a change on a moved-on game went through")
	})
}

// TestTypedCommandMovedOn: a typed command that finds the state moved on
// (a campaign changed, a game's move stored first) is told so in words
// for a typed command, in the user's language, not of old buttons (the
// words for a press of an old copy, which a press still gets).
func TestTypedCommandMovedOn(t *testing.T) {
	f := draftFixture(t, func(x *storage.Campaign) {
		x.Holdings = []storage.Holding{{Player: "1", Pirate: 2, Ability: "scout"}}
	})
	f.cmd(user("1"), "campaign", "")
	pick := f.out.lastBoard()
	if len(pick.Buttons) == 0 {
		t.Fatalf("the pick is not asked: %q", pick.Caption)
	}
	b, _ := f.botOver(movedOn{f.store})
	ru := User{ID: "1", Name: "U1", Lang: "ru"}
	for _, tc := range []struct {
		name string
		req  Request
		want text
	}{
		{"typed name", Request{User: user("1"), Command: "campaign", Args: "name 2 Long John"}, txtCampaignStaleTyped},
		{"typed name, ru", Request{User: ru, Command: "campaign", Args: "name 2 Long John"}, txtCampaignStaleTyped},
		{"typed end", Request{User: user("1"), Command: "campaign", Args: "end"}, txtCampaignStaleTyped},
		{"pressed pick", Request{User: user("1"), Button: pick.Buttons[0][0].Data}, txtDraftStale},
	} {
		lang := "en"
		if tc.req.User.Lang != "" {
			lang = tc.req.User.Lang
		}
		tc.req.Chat = f.chat
		b.Handle(context.Background(), tc.req, f.out)
		if got, want := f.out.lastAnswer(), tr(lang, tc.want); got != want {
			t.Errorf("%s: answered %q, want %q", tc.name, got, want)
		}
	}
	if strings.Contains(tr("en", txtCampaignStaleTyped), "button") || strings.Contains(tr("ru", txtCampaignStaleTyped), "кнопк") {
		t.Error("a typed command is told of buttons")
	}

	g := newFixture(t)
	startDuel(g)
	gb, gg := g.botOver(movedOn{g.store})
	a := engine.Legal(*gg.cl())[0]
	actor := *seatUser(gg.actor())
	for _, tc := range []struct {
		name string
		req  Request
		want string
	}{
		{"typed move", Request{User: actor, Command: "move", Args: a.String()}, tr("en", txtStaleTyped)},
		{"pressed move", Request{User: actor, Button: gg.button(VerbAct, a.String())}, tr("en", txtStale)},
	} {
		tc.req.Chat = g.chat
		gb.Handle(context.Background(), tc.req, g.out)
		if got := g.out.lastAnswer(); got != tc.want {
			t.Errorf("%s: answered %q, want %q", tc.name, got, tc.want)
		}
	}
	if n := len(g.game().Log); n != 0 {
		t.Errorf("the moved-on game holds %d entries", n)
	}
}
