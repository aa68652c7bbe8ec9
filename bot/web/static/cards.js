// cards.js draws the card game's board (the JSON of one viewer's view):
// the island card with its flags, bandits and gold and the landed
// pirates, every seat's coins, hand size and row (its cards once the view
// shows them, else face down), and the viewer's own hand, whose cards to
// plan are tapped.
"use strict";

const CARD_MARK = {
  "arrow-ne": "↗", "arrow-nw": "↖", "arrow-se": "↘", "arrow-sw": "↙", "arrow-ew": "↔", "arrow-ns": "↕",
  "arrow-x": "✕", "arrow-plus": "✚", horse: "♞", "flag-red": "⚑", "flag-blue": "⚑", friday: "Fr",
  weapon: "⚔", double: "×2", rum: "Ru",
};
const SEAT_COLOUR = { p1: "#d8322a", p2: "#2a6fd8", p3: "#2f9a3c", p4: "#f5d000" };
const TERRAIN_MARK = { bandit: "☠", gold1: "1", gold2: "2", gold3: "3", "flag-white": "⚐", "flag-red": "⚑", "flag-blue": "⚑" };
const ISLE = 64; // an island cell's side
// a card of the hand: its size, and how many a line holds (a finger taps
// one on a phone, where the drawing is some 370 pixels wide)
const HAND_W = 64, HAND_H = 84, HAND_LINE = 8;
// a seat's two lines: its words (read on a phone, at some 12 pixels), then
// its row of cards
const SEAT_H = 80, ROW_CARD = 40;

// drawCards draws the card game's board b into svg; o as drawClassic's,
// with o.onPlay(action) playing a card tapped in the hand.
function drawCards(svg, b, o) {
  svg.textContent = "";
  const players = b.players || [];
  const handLines = b.hand ? Math.ceil(b.hand.length / HAND_LINE) || 1 : 0;
  const height = 30 + b.island.h * ISLE + 24 + players.length * SEAT_H + (b.hand ? handLines * (HAND_H + 8) + 10 : 10);
  svg.setAttribute("viewBox", `0 0 600 ${height}`);
  el("rect", { x: 0, y: 0, width: 600, height, fill: "#5aa0cc" }, svg);
  const x0 = 300 - b.island.w * ISLE / 2, y0 = 20;
  b.island.rows.forEach((row, y) => row.forEach((t, x) => {
    const px = x0 + x * ISLE, py = y0 + (b.island.h - 1 - y) * ISLE;
    const name = String.fromCharCode(97 + x) + (y + 1);
    const g = el("g", { "data-cell": name }, svg);
    el("rect", { x: px + 1, y: py + 1, width: ISLE - 2, height: ISLE - 2, rx: 5, class: "terrain t-" + t }, g);
    const mark = TERRAIN_MARK[t];
    if (mark) el("text", { x: px + ISLE / 2, y: py + ISLE / 2, class: "terrain-mark m-" + t }, g).textContent = mark;
  }));
  // the pirates landed, side by side on a shared cell
  const at = {};
  for (const p of players) if (p.at) (at[p.at] = at[p.at] || []).push(p);
  for (const [cell, ps] of Object.entries(at)) {
    const x = cell.charCodeAt(0) - 97, y = parseInt(cell.slice(1), 10) - 1;
    ps.forEach((p, i) => {
      const cx = x0 + x * ISLE + 16 + (i % 2) * 32, cy = y0 + (b.island.h - 1 - y) * ISLE + 16 + Math.floor(i / 2) * 32;
      el("circle", { cx, cy, r: 12, fill: SEAT_COLOUR[p.seat], class: "piece", "data-pirate": p.seat }, svg);
    });
  }
  // the seats: coins, hand size, status and row
  let y = y0 + b.island.h * ISLE + 24;
  for (const p of players) {
    const g = el("g", { "data-seat": p.seat }, svg);
    el("circle", { cx: 20, cy: y, r: 12, fill: SEAT_COLOUR[p.seat], class: "piece" + (p.seat === b.to_act || p.seat === b.resolving ? " can" : "") }, g);
    el("text", { x: 42, y, class: "team-line seat-line" }, g).textContent =
      `${seatWord(p.seat)}${p.seat === b.first ? " ⚑" : ""} · ${p.coins}¢ · ✋${p.hand_n} · ${tr(p.status)}`;
    for (let i = 0; i < p.row_n; i++) {
      const c = p.row ? p.row[i] : "";
      const cls = "mini-card" + (c ? "" : " down") + (p.seat === b.resolving && i === b.card ? " current" : "");
      const cx = 42 + i * (ROW_CARD + 6), cy = y + 18;
      el("rect", { x: cx, y: cy, width: ROW_CARD, height: ROW_CARD, rx: 4, class: cls }, g);
      if (c) el("text", { x: cx + ROW_CARD / 2, y: cy + ROW_CARD / 2, class: "card-n row-n" + (c === "flag-red" ? " red" : c === "flag-blue" ? " blue" : "") }, g).textContent = CARD_MARK[c] || c;
    }
    y += SEAT_H;
  }
  if (!b.hand) return;
  // the viewer's hand: a card to plan is tapped
  const plans = {};
  for (const a of o.legal || []) if (a.hand && a.piece) plans[a.piece] = a.a;
  el("text", { x: 10, y: y + 4, class: "team-line" }, svg).textContent = "✋";
  b.hand.forEach((c, i) => {
    const px = 36 + (i % HAND_LINE) * (HAND_W + 6), py = y - 10 + Math.floor(i / HAND_LINE) * (HAND_H + 8);
    const g = el("g", { "data-card": c }, svg);
    el("rect", { x: px, y: py, width: HAND_W, height: HAND_H, rx: 6, class: "hand-card" + (plans[c] ? " can" : "") }, g);
    el("text", { x: px + HAND_W / 2, y: py + HAND_H / 2, class: "card-n hand-n" + (c === "flag-red" ? " red" : c === "flag-blue" ? " blue" : "") }, g).textContent = CARD_MARK[c] || c;
    el("title", {}, g).textContent = markName(b, c);
    if (plans[c]) g.addEventListener("click", () => o.onPlay && o.onPlay(plans[c]));
  });
}

Drawings.cards = drawCards;
