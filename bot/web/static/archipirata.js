// archipirata.js draws Archipirata's board (the JSON of one viewer's
// view): the ring of eight islands, each with its pile (the top card, the
// rest face down unless the viewer looked), its permanent and its red and
// white pirates; in the middle the teams' kept cards and airships.
"use strict";

const PIRATA_CARD = {
  sabre: "⚔", bomb: "✹", compass: "✧", aid: "✚", rum: "Ru", gold: "$", "rum-chest": "R$",
  reef: "Reef", fort: "Fort", whirlpool: "Whirl", tavern: "Tav", storm: "Storm", lookout: "Look",
  harbor: "Harb", kraken: "Krak", "?": "?", chest: "▣",
};

// PIRATA_RU are the cards' marks that are words, in Russian: the top
// card's short mark, then the permanent's name under the pile.
const PIRATA_RU = {
  mark: { reef: "Риф", fort: "Форт", whirlpool: "Вихрь", tavern: "Тав", storm: "Шторм", lookout: "Выш",
    harbor: "Гав", kraken: "Крак", rum: "Ром", "rum-chest": "Р$" },
  perm: { reef: "риф", fort: "форт", whirlpool: "водоворот", tavern: "таверна", storm: "шторм", lookout: "вышка",
    harbor: "гавань", kraken: "кракен" },
};

// pirataWord is card c's mark (what "mark") or permanent's name ("perm")
// in the page's language.
function pirataWord(what, c) {
  const ru = document.documentElement.lang === "ru" && PIRATA_RU[what][c];
  return ru || (what === "mark" ? PIRATA_CARD[c] : "") || c;
}

// pirataXY is the centre of island n (1–8) on the ring, island 1 at the
// top, the numbers growing clockwise.
function pirataXY(n) {
  const a = (n - 1) * Math.PI / 4;
  return [300 + Math.sin(a) * 215, 300 - Math.cos(a) * 215];
}

// drawArchipirata draws Archipirata's board b into svg; o as drawClassic's,
// with o.onChoose(actions) asking which of an island's takes to play.
function drawArchipirata(svg, b, o) {
  svg.textContent = "";
  svg.setAttribute("viewBox", "0 0 600 600");
  el("rect", { x: 0, y: 0, width: 600, height: 600, fill: "#5aa0cc" }, svg);
  el("circle", { cx: 300, cy: 300, r: 215, fill: "none", stroke: "#9cc9e6", "stroke-width": 6, "stroke-dasharray": "10 8" }, svg);
  const legal = o.legal || [];
  const takes = {};
  for (const a of legal) if (a.menu && a.piece) (takes[a.piece] = takes[a.piece] || []).push(a);
  const targets = new Set(legal.filter(a => a.to && !a.piece).map(a => a.to));
  for (const isle of b.islands) {
    const [cx, cy] = pirataXY(isle.n);
    const name = "i" + isle.n;
    const g = el("g", { "data-island": name }, svg);
    el("circle", { cx, cy, r: 62, class: "isle" + (takes[name] ? " can" : "") }, g);
    el("text", { x: cx, y: cy - 46, class: "isle-n" }, g).textContent = String(isle.n);
    // the pile: its top card face up (or a chest's lid), the rest as a count
    const pile = isle.pile || [];
    if (pile.length) {
      el("rect", { x: cx - 22, y: cy - 34, width: 44, height: 30, rx: 4, class: "pirata-card" + (pile[0] === "?" ? " down" : "") }, g);
      el("text", { x: cx, y: cy - 19, class: "card-n" }, g).textContent = pirataWord("mark", pile[0]);
      el("title", {}, g).textContent = pile.map(c => markName(b, c)).join(", ");
      if (pile.length > 1) el("text", { x: cx + 32, y: cy - 19, class: "small" }, g).textContent = "+" + (pile.length - 1);
    }
    if (isle.perm) el("text", { x: cx, y: cy + 4, class: "perm" }, g).textContent = pirataWord("perm", isle.perm);
    pirataPirates(g, cx - 18, cy + 28, "red", isle.red);
    pirataPirates(g, cx + 18, cy + 28, "white", isle.white);
    if (takes[name]) g.addEventListener("click", () => o.onChoose && o.onChoose(takes[name]));
    if (targets.has(name)) {
      const t = el("circle", { cx, cy, r: 58, class: "target", "data-target": name }, svg);
      t.addEventListener("click", () => o.onTarget && o.onTarget(name));
    }
  }
  // the teams in the middle: kept cards, injured pirates on the airship
  b.teams.forEach((t, i) => {
    const y = 250 + i * 60;
    el("circle", { cx: 190, cy: y, r: 10, fill: t.colour === "red" ? "#d8322a" : "#fff", class: "piece" }, svg);
    const held = Object.entries(t.held || {}).map(([c, n]) => `${pirataWord("mark", c)}×${n}`).join(" ");
    el("text", { x: 208, y: y, class: "team-line" }, svg).textContent = held || "—";
    if (t.injured) el("text", { x: 208, y: y + 18, class: "team-line small-line" }, svg).textContent = `✈ ${t.injured}`;
  });
  if (b.turn) el("text", { x: 300, y: 380, class: "isle-n" }, svg).textContent = b.over ? (b.winner ? "★ " + seatWord(b.winner) : "—") : "▶ " + seatWord(b.turn);
  pirataOwn(document.getElementById("own"), b.mine);
}

// pirataOwn tells the viewer their own captain under the ring (the chat
// tells it in private only): its name, then what it does or that it is
// used. Nobody else's view holds it.
function pirataOwn(box, mine) {
  if (!box || !mine) return;
  const name = document.createElement("b");
  name.textContent = tr("ownCaptain", mine.name) + (mine.spent ? " " + tr("captainSpent") : mine.revealed ? " " + tr("captainShown") : "");
  box.appendChild(name);
  if (!mine.spent && mine.text) {
    const p = document.createElement("div");
    p.textContent = mine.text;
    box.appendChild(p);
  }
  box.hidden = false;
}

// pirataPirates draws n pirates of a colour as a disc with their number.
function pirataPirates(g, cx, cy, colour, n) {
  if (!n) return;
  el("circle", { cx, cy, r: 13, fill: colour === "red" ? "#d8322a" : "#ffffff", class: "piece", "data-pirates": colour }, g);
  el("text", { x: cx, y: cy, class: "piece-n", fill: colour === "red" ? "#fff" : "#222" }, g).textContent = String(n);
}

Drawings.archipirata = drawArchipirata;
