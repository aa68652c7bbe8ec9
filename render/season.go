package render

import (
	"image"
	"image/color"
	"math"
	"strconv"
	"strings"
)

// Season is what a campaign's standings picture shows (issue 13): the
// players in standing order, each game's points per player (gold per
// island in Jackal Archipelago, gold or wins elsewhere), and, once the
// campaign is over, its champion. The bot fills it from the campaign's
// games; Standings draws it.
type Season struct {
	Title string
	// Games label the games played so far, in order ("1", "2", …).
	Games []string
	// Players are in standing order, first first.
	Players []SeasonPlayer
	// Over marks a finished campaign: the first player is its champion
	// (with those sharing the first place, Rank 1).
	Over bool
	// Coins marks points that are coins (Archipelago's islands): the
	// table's column says so.
	Coins bool
	// Islands marks a campaign that counts islands, each of its games one
	// island (Archipelago's): the title's count says "3 islands played",
	// «Сыграно: 3 острова», not games.
	Islands bool
}

// SeasonPlayer is one player's line of the standings.
type SeasonPlayer struct {
	Name string
	// Points are the player's points in each game of Season.Games (a game
	// the player sat out counts 0).
	Points []int
	Wins   int
	// Rating is shown when not 0.
	Rating int
	// Rank is the player's place, shared by equal records (1, 2, 2);
	// 0 ranks by the order of Players (1, 2, 3).
	Rank int
}

// place is player i's place in s: its Rank, else its position.
func (s *Season) place(i int) int {
	if r := s.Players[i].Rank; r > 0 {
		return r
	}
	return i + 1
}

// champions names the players in the first place: the first, and those
// ranked with it.
func (s *Season) champions() string {
	names := []string{s.Players[0].Name}
	for i := 1; i < len(s.Players); i++ {
		if s.Players[i].Rank > 0 && s.place(i) == s.place(0) {
			names = append(names, s.Players[i].Name)
		}
	}
	return strings.Join(names, ", ")
}

// SeasonOptions choose the standings picture's size (its width; 0 is
// DefaultSize) and its language.
type SeasonOptions struct {
	Size int
	// Lang is the language of the picture's words: "ru" Russian, anything
	// else English.
	Lang string
}

// Check reports whether the options' size is in range; Standings clamps.
func (o SeasonOptions) Check() error { return checkSize(o.Size) }

// seasonColors tell the players apart on the chart, by standing: the
// first four bright on the dark ground and apart in lightness as well as
// hue, so that no two of them look alike to a colour-blind eye (red and
// green would), the rest as far from them as the named colours allow.
var seasonColors = []color.RGBA{colGold, colIceDk, colDeadly, colPaper, colBalloon, colGrass, colTrail, colHorseBg}

// Standings draws a campaign's standings: the title (a champion's banner
// once over), the table (place, name, wins, points, rating) and the season
// chart, each player's running total game after game. It never fails: a
// season with no game draws its table alone, long names are cut short.
func Standings(s *Season, o SeasonOptions) *image.RGBA {
	w := clampSize(o.Size, DefaultSize)
	rows := max(1, len(s.Players))
	u := float64(w) / 1024
	rowH := int(52 * u)
	head := int(110 * u)
	tableH := rowH * (rows + 1)
	chartH := 0
	if len(s.Games) > 0 {
		chartH = int(420 * u)
	}
	h := head + tableH + chartH + int(40*u)
	img := image.NewRGBA(image.Rect(0, 0, w, h))
	fillRect(img, img.Rect, colBackground)
	t := tongueOf(o.Lang)
	drawSeasonTitle(img, t, s, w, head, u)
	drawSeasonTable(img, t, s, w, head, rowH, u)
	if chartH > 0 {
		drawSeasonChart(img, s, image.Rect(int(70*u), head+tableH+int(20*u), w-int(40*u), head+tableH+chartH), u)
	}
	return img
}

// drawSeasonTitle writes the title, and under it, in t, the games played
// or the champion once the season is over.
func drawSeasonTitle(img *image.RGBA, t tongue, s *Season, w, head int, u float64) {
	title, st := clipWords(s.Title, textStyle{face: bold, px: int(44 * u), col: colGold}, w-int(80*u), w)
	drawText(img, title, int(40*u), int(60*u), st)
	line := s.played(t)
	if s.Over && len(s.Players) > 0 {
		line = t.say(wChampion, s.champions())
		p := penOn(img, 0, 0, 1)
		trophy(p, 40*u, 74*u, 26*u)
		// drawn at the size it fits (it was drawn cut but at full size)
		champion, st := clipWords(line, textStyle{face: bold, px: int(30 * u), col: colText}, w-int(120*u), w)
		drawText(img, champion, int(76*u), int(98*u), st)
		return
	}
	drawText(img, line, int(40*u), int(98*u), textStyle{face: regular, px: int(28 * u), col: colTextDim})
}

// islandForms are "island"'s forms as nounForms holds a noun's: the
// English singular and plural, the Russian forms for one, a few and many.
var islandForms = [5]string{"island", "islands", "остров", "острова", "островов"}

// played is the title's count of what the season played, in t: "3 games
// played", «Сыграно: 3 игры»; a season of islands counts islands, "1
// island played", «Сыграно: 5 островов».
func (s *Season) played(t tongue) string {
	n := len(s.Games)
	if !s.Islands {
		return t.say(wPlayed, t.count(n, nGame))
	}
	form := islandForms[1]
	switch {
	case t == russian:
		form = islandForms[2+ruPlural(n)]
	case n == 1:
		form = islandForms[0]
	}
	return t.say(wPlayed, strconv.Itoa(n)+" "+form)
}

// trophy draws a gold cup in the box of side r with its top left at (x, y).
func trophy(p *pen, x, y, r float64) {
	p.dc.SetColor(colGold)
	p.dc.DrawRectangle(x+r*0.3, y+r*0.75, r*0.4, r*0.12)
	p.dc.Fill()
	p.dc.DrawRectangle(x+r*0.45, y+r*0.5, r*0.1, r*0.3)
	p.dc.Fill()
	p.dc.DrawEllipticalArc(x+r*0.5, y+r*0.1, r*0.35, r*0.45, 0, math.Pi)
	p.dc.Fill()
	p.dc.SetColor(colGoldDark)
	p.dc.SetLineWidth(r * 0.06)
	p.dc.DrawArc(x+r*0.12, y+r*0.25, r*0.12, 1.6, 4.7)
	p.dc.Stroke()
	p.dc.DrawArc(x+r*0.88, y+r*0.25, r*0.12, -1.55, 1.6)
	p.dc.Stroke()
}

// drawSeasonTable draws the header, in t, and one row a player.
func drawSeasonTable(img *image.RGBA, t tongue, s *Season, w, top, rowH int, u float64) {
	cols := []int{int(40 * u), int(110 * u), w - int(420*u), w - int(280*u), w - int(140*u)}
	hd := textStyle{face: bold, px: int(24 * u), col: colTextDim}
	points := wPoints
	if s.Coins {
		points = wCoins
	}
	for i, h := range []string{"#", t.say(wPlayer), t.say(wWins), t.say(points), t.say(wRating)} {
		drawText(img, h, cols[i], top+rowH*2/3, hd)
	}
	rated := false
	for _, p := range s.Players {
		rated = rated || p.Rating != 0
	}
	for i, p := range s.Players {
		y := top + rowH*(i+1)
		if i%2 == 0 {
			fillRect(img, image.Rect(int(24*u), y, w-int(24*u), y+rowH), colShadow)
		}
		base := y + rowH*2/3
		st := textStyle{face: regular, px: int(28 * u), col: colText}
		if s.place(i) == 1 {
			st.face = bold
		}
		pen := penOn(img, 0, 0, 1)
		pen.dc.SetColor(seasonColors[i%len(seasonColors)])
		pen.dc.DrawCircle(float64(cols[0])+12*u, float64(y+rowH/2), 11*u)
		pen.dc.Fill()
		drawText(img, strconv.Itoa(s.place(i)), cols[0]+int(30*u), base, st)
		name, nst := clipWords(p.Name, st, cols[2]-cols[1]-int(20*u), w)
		drawText(img, name, cols[1], base, nst)
		drawText(img, strconv.Itoa(p.Wins), cols[2], base, st)
		drawText(img, strconv.Itoa(total(p.Points)), cols[3], base, st)
		r := "—"
		if p.Rating != 0 {
			r = strconv.Itoa(p.Rating)
		}
		if rated {
			drawText(img, r, cols[4], base, st)
		}
	}
}

func total(xs []int) int {
	n := 0
	for _, x := range xs {
		n += x
	}
	return n
}

// drawSeasonChart draws each player's running total after each game, a
// line a player in its table colour, with the axes and the games' labels.
func drawSeasonChart(img *image.RGBA, s *Season, r image.Rectangle, u float64) {
	top := 1
	for _, p := range s.Players {
		run := 0
		for k := range s.Games {
			if k < len(p.Points) {
				run += p.Points[k]
			}
			top = max(top, run)
		}
	}
	n := len(s.Games)
	x := func(k int) float64 { // game k's column; 0 is the start
		return float64(r.Min.X) + float64(r.Dx())*float64(k)/float64(n)
	}
	y := func(v int) float64 { return float64(r.Max.Y) - float64(r.Dy())*float64(v)/float64(top) }
	pen := penOn(img, 0, 0, 1)
	dc := pen.dc
	dc.SetColor(colSeaLine)
	dc.SetLineWidth(2 * u)
	dc.DrawLine(float64(r.Min.X), float64(r.Min.Y), float64(r.Min.X), float64(r.Max.Y))
	dc.DrawLine(float64(r.Min.X), float64(r.Max.Y), float64(r.Max.X), float64(r.Max.Y))
	dc.Stroke()
	lab := textStyle{face: regular, px: chartLabelPx(img.Rect.Dx()), col: colTextDim}
	drawTextCentered(img, "0", r.Min.X-int(24*u), r.Max.Y, lab)
	drawTextCentered(img, strconv.Itoa(top), r.Min.X-int(24*u), r.Min.Y, lab)
	step := labelStep(s.Games, lab, x(1)-x(0))
	for k, g := range s.Games {
		if k%step == 0 {
			drawTextCentered(img, g, int(x(k+1)), r.Max.Y+int(18*u), lab)
		}
	}
	for i := len(s.Players) - 1; i >= 0; i-- { // the leader drawn last, on top
		p := s.Players[i]
		dc.SetColor(seasonColors[i%len(seasonColors)])
		dc.SetLineWidth(5 * u)
		run := 0
		dc.MoveTo(x(0), y(0))
		for k := range s.Games {
			if k < len(p.Points) {
				run += p.Points[k]
			}
			dc.LineTo(x(k+1), y(run))
		}
		dc.Stroke()
		run = 0
		for k := range s.Games {
			if k < len(p.Points) {
				run += p.Points[k]
			}
			dc.DrawCircle(x(k+1), y(run), 7*u)
			dc.Fill()
		}
	}
}

// labelStep is how many games apart the chart labels its games, in style
// st, games pitch pixels apart: every game when the labels fit side by
// side, else every second, third… game from the first, so that no two
// labels touch.
func labelStep(games []string, st textStyle, pitch float64) int {
	widest := 0
	for _, g := range games {
		widest = max(widest, textWidth(g, st))
	}
	room := float64(widest + st.px/2) // a label and a little space
	if pitch <= 0 || pitch >= room {
		return 1
	}
	return int(math.Ceil(room / pitch))
}

// chartLabelPx is the size of the chart's labels on standings w pixels
// wide: 20/1024 of the width, minTextPx at least.
func chartLabelPx(w int) int { return max(w*20/1024, minTextPx(w)) }
