// words.js holds the page's own words in its languages (English and
// Russian): the viewer's, as the view says, else the Mini App user's or
// the browser's until the view comes.
"use strict";

const WORDS = {
  en: {
    title: "Jackal — live board", jackal: "Jackal", needLink: "This page needs a link from the bot.",
    refused: "Refused: ", disconnected: "Disconnected.", spectator: "spectator", lobby: "Waiting in the lobby.",
    deal: "The deal.", move: "Move {0}: {1}", dies: "(the piece dies)", live: "live",
    first: "the deal", prev: "step back", next: "step forth", back: "back to the game", island: "the island",
    reconnecting: "Reconnecting…", expired: "This link has expired: ask the bot for a new one (/web in the game's chat).",
    badLink: "This link is not valid: ask the bot for a new one (/web in the game's chat).",
    noGame: "This game is not here (any more).", unavailable: "The game's chat cannot be reached from here now: try again later.",
    white: "white", yellow: "yellow", black: "black", red: "red", red2: "red 2", white2: "white 2", player: "player {0}",
    planning: "planning", ready: "ready", tortuga: "Tortuga", passed: "passed", used: "used",
    waiting: "in the lobby", ownCaptain: "🔒 Your captain: {0}", captainSpent: "(used)", captainShown: "(shown to all)",
  },
  ru: {
    title: "Шакал — живая доска", jackal: "Шакал", needLink: "Этой странице нужна ссылка от бота.",
    refused: "Отказано: ", disconnected: "Соединение потеряно.", spectator: "зритель", lobby: "Ждём игроков в лобби.",
    deal: "Раздача.", move: "Ход {0}: {1}", dies: "(фигура погибнет)", live: "игра",
    first: "раздача", prev: "шаг назад", next: "шаг вперёд", back: "назад к игре", island: "остров",
    reconnecting: "Переподключаемся…", expired: "Срок этой ссылки истёк: попросите у бота новую (/web в чате игры).",
    badLink: "Эта ссылка недействительна: попросите у бота новую (/web в чате игры).",
    noGame: "Этой игры здесь нет (или уже нет).", unavailable: "Чат игры сейчас недоступен отсюда: попробуйте позже.",
    white: "белые", yellow: "жёлтые", black: "чёрные", red: "красные", red2: "красные 2", white2: "белые 2", player: "игрок {0}",
    planning: "планирует", ready: "готов", tortuga: "Тортуга", passed: "пропускает", used: "исп.",
    waiting: "в лобби", ownCaptain: "🔒 Ваш капитан: {0}", captainSpent: "(применён)", captainShown: "(раскрыт всем)",
  },
};

// words are the page's words now (English until a language is set).
let words = WORDS.en;

// tr is the word key with {0}, {1}… filled in from args.
function tr(key, ...args) {
  return (words[key] || WORDS.en[key] || key).replace(/\{(\d)\}/g, (_, i) => String(args[+i]));
}

// seatWord names a seat ("white", "p2", "red2") in the page's language.
function seatWord(seat) {
  const p = /^p([1-9])$/.exec(seat || "");
  if (p) return tr("player", p[1]);
  return words[seat] || seat || "";
}

// markName is what a board's mark (a tile's kind, a card) is called in
// the viewer's language, as the board's names say (the notation else).
function markName(b, mark) { return (b.names || {})[mark] || mark; }

// whoWord says who looks: their seat, in a lobby that they wait there,
// else a spectator.
function whoWord(viewer) {
  if (viewer.waiting) return `${viewer.name || ""} · ${tr("waiting")}`;
  return viewer.seat ? `${viewer.name || ""} · ${seatWord(viewer.seat)}` : tr("spectator");
}

// setLang makes lang ("ru", "en", a code like "ru-RU") the page's
// language and relabels the page's fixed parts.
function setLang(lang) {
  const code = /^ru/i.test(lang || "") ? "ru" : "en";
  words = WORDS[code];
  document.documentElement.lang = code;
  document.title = tr("title");
  document.getElementById("jackal").textContent = tr("jackal");
  document.getElementById("board").setAttribute("aria-label", tr("island"));
  for (const [id, key] of [["first", "first"], ["prev", "prev"], ["next", "next"], ["live", "back"]]) {
    document.getElementById(id).title = tr(key);
  }
}

// guessLang is the language before the view says it: the Mini App
// user's (Telegram's init data), else the browser's.
function guessLang(initData) {
  try {
    const user = JSON.parse(new URLSearchParams(initData).get("user") || "{}");
    if (user.language_code) return user.language_code;
  } catch (e) { /* no user: the browser's */ }
  return navigator.language || "en";
}
