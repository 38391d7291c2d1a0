// The companion page: the state arrives over a WebSocket (GET /api/state as a fallback), commands go
// to the JSON API (docs/API.md). On the simulated board a click puts, turns or takes away one disc and the
// page posts only that (POST /api/sim/hand): the service applies it to the board as it stands, so quick taps
// sent before the page hears back do not undo each other.
"use strict";

let state = null;
let receivedAt = 0;
// set-up on a hardware presence board: the colours the page gives the occupied squares (default black)
const setupColours = {};
const $ = (id) => document.getElementById(id);

function squareName(i, size) {
  return String.fromCharCode(97 + (i % size)) + (Math.floor(i / size) + 1);
}

async function api(method, path, body, retried) {
  const opts = { method, headers: {} };
  if (body !== undefined) {
    opts.body = JSON.stringify(body);
    opts.headers["Content-Type"] = "application/json";
  }
  let r, j;
  try {
    r = await fetch(path, opts);
    j = await r.json();
  } catch (e) {
    const text = "the service did not answer " + method + " " + path + " (" + e.message + ")";
    note(text);
    throw new Error(text);
  }
  if (r.status === 401 && !retried) {
    // Only the arbiter may do this: ask for the PIN once, then the page holds a session (a cookie).
    if (await askPin()) return api(method, path, body, true);
  }
  if (!r.ok) {
    note("refused: " + j.error);
    throw new Error(j.error);
  }
  if (j.version !== undefined) {
    show(j);
  }
  return j;
}

// The arbiter's PIN: asked in a dialog; true once the service took it.
function askPin() {
  const dialog = $("pin-dialog");
  $("pin-error").textContent = "";
  $("pin").value = "";
  return new Promise((resolve) => {
    const done = (ok) => {
      dialog.close();
      $("pin-form").onsubmit = null;
      $("pin-cancel").onclick = null;
      resolve(ok);
    };
    $("pin-form").onsubmit = async (e) => {
      e.preventDefault();
      let r, j;
      try {
        r = await fetch("/api/login", { method: "POST", headers: { "Content-Type": "application/json" },
          body: JSON.stringify({ pin: $("pin").value }) });
        j = await r.json();
      } catch (err) {
        $("pin-error").textContent = "the service did not answer (" + err.message + ")";
        return;
      }
      if (r.ok) {
        done(true);
      } else {
        $("pin-error").textContent = j.error;
      }
    };
    $("pin-cancel").onclick = () => done(false);
    dialog.showModal();
    $("pin").focus();
  });
}

// A command's promise ends here: api() has already put what went wrong among the messages.
function shown() {}

// What the page itself has to say (a refused command, a network error), with the time, among the messages.
let localNotes = [];
function note(text) {
  localNotes.push({ at: new Date().toISOString(), text });
  renderMessages();
}

// An instant of the service (ISO, UTC) in the viewer's own time: 14:05:09.
function localTime(iso) {
  const d = new Date(iso);
  return isNaN(d) ? iso : d.toLocaleTimeString([], { hour: "2-digit", minute: "2-digit", second: "2-digit", hour12: false });
}

function connect() {
  const ws = new WebSocket((location.protocol === "https:" ? "wss://" : "ws://") + location.host + "/ws");
  ws.onopen = () => { $("connection").textContent = "live"; $("connection").className = "ok"; };
  ws.onmessage = (e) => show(JSON.parse(e.data));
  ws.onclose = () => {
    $("connection").textContent = "reconnecting…";
    $("connection").className = "bad";
    setTimeout(connect, 1000);
  };
}

function show(s) {
  if (state && s.version < state.version && s.gameId === state.gameId) {
    return; // an older answer arriving late
  }
  if (!state || state.gameId !== s.gameId) fillNewGameForm(s);
  state = s;
  receivedAt = performance.now();
  showBoard(s);
  render();
  document.dispatchEvent(new CustomEvent("state", { detail: s })); // for the page's other parts (coach.js)
}

// The board's link in the header, and the sensing the New game form offers: what the board can play.
function showBoard(s) {
  const b = s.board, link = $("board-link");
  link.textContent = "board " + b.link + (b.reason ? ": " + b.reason : "");
  link.className = b.link === "connected" ? "ok" : "bad";
  const sensors = $("new-game").sensors;
  for (const o of sensors.options) o.disabled = !b.sensing.includes(o.value);
  if (!b.sensing.includes(sensors.value)) sensors.value = s.sensors;
}

function render() {
  const s = state;
  const octi = s.game === "octi";
  for (const el of document.querySelectorAll(".octi-only")) el.hidden = !octi;
  for (const el of document.querySelectorAll(".othello-only")) el.hidden = octi;
  $("octi-panel").hidden = !octi;
  if (octi) {
    renderOcti();
    return;
  }
  const n = s.size;
  $("backend").textContent = s.backend;
  $("status").textContent = "game " + s.gameId + ": " + s.variant + ", " + s.sensors + " sensors, " + s.status;
  $("to-move").textContent = s.result ? "result " + s.result.score + (s.result.winner ? " (" + s.result.winner + " wins)" : " (draw)")
    : s.toMove ? s.toMove + " to move" + (s.ai.thinking ? " (AI thinking)" : s.ai.move ? " (AI plays " + s.ai.move + ")" : "") : "";
  const pos = s.position;
  const blacks = [...pos].filter((c) => c === "X").length;
  const whites = [...pos].filter((c) => c === "O").length;
  $("score").textContent = "· ● " + blacks + " ○ " + whites;
  $("player-black").textContent = s.players.black;
  $("player-white").textContent = s.players.white;
  renderBoard();
  renderMini($("mini-sensors"), s.frame || "", n);
  renderMini($("mini-game"), s.position, n);
  $("moves").textContent = s.moves.map((m, i) => (i % 2 === 0 ? (i / 2 + 1) + "." : "") + m).join(" ");
  renderMessages();
  renderGuide();
  renderResult(s.result ? (s.result.winner ? cap(s.result.winner) + " wins " : "Draw ") + s.result.score : "",
    s.result ? s.result.reason : "");
  $("export-transcript").href = "/api/games/" + s.gameId + "/transcript";
  $("export-ggf").href = "/api/games/" + s.gameId + "/ggf";
  $("export-ggf").hidden = false;
  $("btn-black").disabled = !s.simulated;
  $("btn-white").disabled = !s.simulated;
  $("hand").style.display = s.simulated ? "" : "none";
  renderClocks();
}

function renderBoard() {
  const s = state;
  const n = s.size;
  const board = $("board");
  const discs = s.sim ? s.sim.discs : setupView(s.frame || s.position);
  buildBoard(n, false, '<div class="disc-slot"></div>');
  const leds = {};
  for (const l of s.leds) leds[l.square] = l;
  // the dots are for a person to move; the AI's move has its own blue LED
  const personToMove = s.playerSpecs && s.toMove && s.playerSpecs[s.toMove] === "human";
  const legal = new Set(personToMove && s.legalMoves || []);
  for (let i = 0; i < n * n; i++) {
    const sq = board.children[i];
    const c = discs[i];
    sq.dataset.disc = c;
    const led = leds[squareName(i, n)];
    // the AI's square also shows the disc to put there, faint, so it is seen between two blinks
    const aiSquare = led && led.colour === "blue" && led.pattern === "slow-blink" && c === "-";
    const slot = c === "-" ? (aiSquare ? '<div class="ghost ' + (s.toMove === "white" ? "O" : "X") + '"></div>' : "")
      : '<div class="disc ' + (c === "#" ? "occupied" : c) + '"></div>';
    const slotEl = sq.querySelector(".disc-slot");
    if (slotEl.innerHTML !== slot) slotEl.innerHTML = slot;
    const ring = sq.querySelector(".ring");
    ring.className = "ring" + (led ? " " + led.colour + " " + led.pattern : "");
    sq.dataset.led = led ? led.colour + " " + led.pattern : "off";
    const words = { X: "black disc", O: "white disc", "#": "a disc", "-": "empty" };
    sq.setAttribute("aria-label", squareName(i, n) + ": " + words[c] + (led ? ", LED " + ledWords(led) : "") +
      (legal.has(squareName(i, n)) && c === "-" ? ", a legal move" : "") + (s.lastMove === squareName(i, n) ? ", the last move" : ""));
  }
  renderMarks([...legal], s.lastMove);
}

// The squares of an n x n board, made again only when the size or the game changes; content is what
// each square holds between its name and its LED ring.
function buildBoard(n, octi, content) {
  const board = $("board");
  if (board.children.length === n * n && board.classList.contains("octi") === octi) return;
  board.innerHTML = "";
  board.classList.toggle("octi", octi);
  board.style.gridTemplateColumns = "repeat(" + n + ", 1fr)";
  for (let i = 0; i < n * n; i++) {
    const sq = document.createElement("div");
    sq.className = "sq";
    sq.dataset.square = squareName(i, n);
    sq.dataset.index = i;
    sq.innerHTML = content + '<div class="ring"></div>';
    sq.setAttribute("role", "button");
    sq.tabIndex = i === 0 ? 0 : -1; // one stop for the Tab key; the arrows move within the board
    sq.addEventListener("click", (e) => {
      if (longPressed) { longPressed = false; return; } // the long press has lifted it already
      click(i, e);
    });
    sq.addEventListener("contextmenu", (e) => { e.preventDefault(); if (!longPressed) click(i, e, true); });
    sq.addEventListener("keydown", (e) => squareKey(e, i, n));
    sq.addEventListener("touchstart", () => startLongPress(i), { passive: true });
    sq.addEventListener("touchend", cancelLongPress);
    sq.addEventListener("touchmove", cancelLongPress, { passive: true });
    sq.addEventListener("touchcancel", cancelLongPress);
    board.appendChild(sq);
  }
  buildCoords(n);
}

// ---------------------------------------------------------------- coordinates and marks

// The squares' names on the board's edges only (files under it, ranks beside it), never inside a square.
function buildCoords(n) {
  const files = $("files"), ranks = $("ranks");
  if (!files || !ranks || files.children.length === n) return;
  files.innerHTML = "";
  ranks.innerHTML = "";
  for (let k = 0; k < n; k++) {
    const file = document.createElement("span");
    file.textContent = String.fromCharCode(97 + k);
    files.appendChild(file);
    const rank = document.createElement("span");
    rank.textContent = String(k + 1);
    ranks.appendChild(rank);
  }
}

// The legal moves as dots and the last move as a mark, both from the service's state (legalMoves, lastMove: the
// rules are the service's); the page's settings turn either off (layout.js, classes on the body).
function renderMarks(legalMoves, lastMove) {
  const legal = new Set(legalMoves || []);
  for (const sq of $("board").children) {
    const name = sq.dataset.square;
    sq.classList.toggle("legal", legal.has(name) && sq.dataset.disc === "-");
    sq.classList.toggle("last", name === lastMove);
  }
}

// The keyboard: the arrows move between squares, Enter or Space does what a click does, Delete or Backspace lifts.
function squareKey(e, i, n) {
  const moves = { ArrowLeft: -1, ArrowRight: 1, ArrowUp: -n, ArrowDown: n };
  if (moves[e.key] !== undefined) {
    const j = i + moves[e.key];
    const sameRow = e.key === "ArrowUp" || e.key === "ArrowDown" || Math.floor(j / n) === Math.floor(i / n);
    if (j >= 0 && j < n * n && sameRow) {
      const board = $("board");
      board.children[i].tabIndex = -1;
      board.children[j].tabIndex = 0;
      board.children[j].focus();
    }
    e.preventDefault();
  } else if (e.key === "Enter" || e.key === " ") {
    e.preventDefault();
    click(i, e);
  } else if (e.key === "Delete" || e.key === "Backspace") {
    e.preventDefault();
    click(i, e, true);
  }
}

// A long press (half a second) on a touch screen lifts a disc, as a right click does with a mouse.
const LONG_PRESS_MS = 500;
let longPressTimer = null;
let longPressed = false;
function startLongPress(i) {
  cancelLongPress();
  longPressed = false;
  longPressTimer = setTimeout(() => {
    longPressTimer = null;
    longPressed = true;
    click(i, null, true);
  }, LONG_PRESS_MS);
}
function cancelLongPress() {
  if (longPressTimer) clearTimeout(longPressTimer);
  longPressTimer = null;
}

function setupView(frame) {
  if (state.status !== "setup" || state.sensors !== "presence") return frame;
  return [...frame].map((c, i) => (c === "#" ? setupColours[i] || "X" : c)).join("");
}

function cap(word) {
  return word ? word[0].toUpperCase() + word.substring(1) : "";
}

// The end of a game as a result, above the board: who won and by what, and why it ended.
function renderResult(text, reason) {
  const el = $("result");
  el.hidden = !text;
  el.innerHTML = "";
  if (!text) return;
  const small = document.createElement("small");
  small.textContent = reason;
  el.append(text, small);
}

// The guide line under the board: what to do at the board now, from the first look at the page to the result.
function renderGuide() {
  const s = state;
  const o = s.observation;
  const mover = cap(s.toMove);
  const colour = s.toMove === "white" ? "white" : "black";
  const tapHint = s.simulated ? " (here: tap an empty square to put a disc, tap a disc to turn it over)" : "";
  let text = "";
  if (s.result) {
    text = "Game over: " + (s.result.winner ? cap(s.result.winner) + " wins " : "a draw, ") + s.result.score +
      " (" + s.result.reason + "). Start a new game under New game";
  } else if (s.status === "paused") {
    text = "The clock is paused: Resume (Arbiter) goes on";
  } else if (s.clock.stands) {
    text = "The clock stands: " + s.clock.stands + "; it runs again when the board is back (Resume (Arbiter) runs it anyway)";
  } else if (s.status === "setup") {
    text = "Set-up: arrange the discs, choose who moves, then Take the board";
  } else if (s.ai.thinking) {
    text = mover + " (AI) is choosing its move; it will blink blue on the board";
  } else if (s.ai.move && (o.kind === "in-sync" || o.kind === "move" && o.complete && s.sensors === "presence")) {
    text = mover + " (AI) plays " + s.ai.move + ": put a " + colour + " disc on " + s.ai.move +
      " (blinking blue) and turn the blue discs" + (s.sensors === "presence" ? ", then press " + mover + "'s clock" : "");
  } else if (o.kind === "in-sync" && s.toMove) {
    text = mover + " to move: put a " + colour + " disc where it encloses a line of the other colour, then turn the" +
      " enclosed discs" + (s.sensors === "presence" ? " and press " + mover + "'s clock" : "") + tapHint;
  } else if (o.kind === "mismatch" && s.lostTrack) {
    const words = { "put-black": "put a black disc on", "put-white": "put a white disc on", put: "put a disc on",
      remove: "take away", flip: "turn" };
    text = "The way back: " + o.fixes.map((f) => words[f.fix] + " " + f.square).join(", ");
  } else if (o.kind === "mismatch") {
    text = "Wrong: " + o.faults.map((f) => f.square + " (" + f.reason + ")").join(", ");
  } else if (o.kind === "move" && !o.complete) {
    text = s.sensors === "colour" ? "Turn " + o.toFlip.join(" ") : "";
  } else if (o.kind === "move" && s.sensors === "presence") {
    const who = o.side === "black" ? "Black" : "White";
    text = (o.toFlip.length ? "Turn " + o.toFlip.join(" ") + ", then press " : "Press ") + who + "'s clock";
  }
  const coached = window.puzzleGuide ? window.puzzleGuide(s) : null; // a puzzle's set-up and verdict (coach.js)
  if (coached) text = coached;
  $("guide").textContent = text;
}

function renderMini(el, text, n) {
  if (el.children.length !== n * n) {
    el.innerHTML = "";
    el.style.gridTemplateColumns = "repeat(" + n + ", 1fr)";
    for (let i = 0; i < n * n; i++) el.appendChild(document.createElement("div"));
  }
  for (let i = 0; i < n * n; i++) {
    const c = text[i] || "-";
    el.children[i].innerHTML = c === "-" ? "" : '<div class="disc ' + (c === "#" ? "occupied" : c) + '"></div>';
  }
}

function renderMessages() {
  if (!state) return;
  const ol = $("messages");
  const items = state.messages.concat(localNotes).sort((a, b) => new Date(a.at) - new Date(b.at));
  ol.innerHTML = "";
  for (const m of items.slice(-30)) {
    const li = document.createElement("li");
    const time = document.createElement("time");
    time.dateTime = m.at;
    time.textContent = localTime(m.at);
    li.append(time, " " + m.text);
    ol.appendChild(li);
  }
  ol.scrollTop = ol.scrollHeight;
}

function fmt(ms) {
  if (ms < 0) return "--:--";
  if (ms < 20000) return (Math.floor(ms / 100) / 10).toFixed(1);
  const s = Math.ceil(ms / 1000);
  const h = Math.floor(s / 3600), m = Math.floor((s % 3600) / 60), sec = s % 60;
  return (h ? h + ":" + String(m).padStart(2, "0") : m) + ":" + String(sec).padStart(2, "0");
}

function renderClocks() {
  if (!state) return;
  const c = state.clock;
  const elapsed = performance.now() - receivedAt;
  for (const side of ["black", "white"]) {
    let ms = c[side];
    if (c.running === side && ms >= 0) ms = Math.max(0, ms - elapsed);
    $("clock-" + side).textContent = c.control === "none" ? "--:--" : fmt(ms);
    $("btn-" + side).classList.toggle("running", c.running === side);
  }
}

function click(i, e, lift) {
  if (state && state.game === "octi") {
    octiClick(i, lift);
    return;
  }
  if (state && !state.simulated && state.status === "setup" && state.sensors === "presence") {
    setupColours[i] = (setupColours[i] || "X") === "X" ? "O" : "X"; // the colour the sensors cannot see
    render();
    return;
  }
  if (!state || !state.simulated) return;
  const square = squareName(i, simSize());
  const disc = tapped.has(square) ? tapped.get(square) : state.sim.discs[i];
  const mode = $("hand-mode").value;
  if (lift || mode === "lift" || disc === "#") {
    hand({ intent: "take", square }, "-"); // a disc of unknown colour is lifted too
  } else if (disc === "-") {
    const colour = mode === "black" || mode === "white" ? mode : state.toMove === "white" ? "white" : "black";
    hand({ intent: "put", square, colour }, colour === "white" ? "O" : "X");
  } else {
    hand({ intent: "turn", square }, disc === "X" ? "O" : "X");
  }
}

// The taps sent and not all answered yet: each square as the page's own taps leave it. A second tap on a square reads
// it here, so it turns the disc the first one put even before the service's answer says the disc is there; once
// every tap is answered the service's picture (in the last answer) is the whole truth again.
const tapped = new Map();
let tapsInFlight = 0;

// the simulated board is square; its frame names the squares from a1 row by row
function simSize() {
  return Math.round(Math.sqrt(state.sim.discs.length));
}

function hand(intent, leaves) {
  if (leaves !== undefined) tapped.set(intent.square, leaves);
  tapsInFlight++;
  api("POST", "/api/sim/hand", intent).catch(shown).finally(() => {
    if (--tapsInFlight === 0) tapped.clear();
  });
}

async function loadGames() {
  try {
    const r = await fetch("/api/games");
    const j = await r.json();
    const ul = $("games");
    ul.innerHTML = "";
    for (const g of j.games.slice(0, 20)) {
      // the journal's words (players' names above all) go in as text, never as markup
      const li = document.createElement("li");
      const started = new Date(g.started);
      li.textContent = "#" + g.id + " " + (isNaN(started) ? g.started : started.toLocaleString([], { dateStyle: "short",
        timeStyle: "short", hour12: false })) + " " + g.status + (g.result ? " " + g.result : "") + " — " + g.black +
        " v " + g.white + " ";
      const link = (href, text) => {
        const a = document.createElement("a");
        a.href = href;
        a.textContent = text;
        return a;
      };
      const id = encodeURIComponent(g.id);
      li.append(link("/api/games/" + id + "/transcript", g.game === "octi" ? "record" : "transcript"));
      if (g.game !== "octi") li.append(" ", link("/api/games/" + id + "/ggf", "GGF"));
      ul.appendChild(li);
    }
  } catch (e) {
    note("the list of games could not be loaded (" + e.message + "); it is asked again in 15 s");
  }
}

$("btn-black").addEventListener("click", () => api("POST", "/api/sim/button/black").catch(shown));
$("btn-white").addEventListener("click", () => api("POST", "/api/sim/button/white").catch(shown));
$("pause").addEventListener("click", () => api("POST", "/api/pause").catch(shown));
$("resume").addEventListener("click", () => api("POST", "/api/resume").catch(shown));
$("setup-begin").addEventListener("click", () => api("POST", "/api/setup/begin").catch(shown));
$("setup-cancel").addEventListener("click", () => api("POST", "/api/setup/cancel").catch(shown));
$("setup-take").addEventListener("click", () => {
  if (state && state.game === "octi") {
    api("POST", "/api/setup/take", { picture: $("setup-picture").value }).then(loadGames).catch(shown);
    return;
  }
  const body = { toMove: $("setup-side").value };
  if (state && state.sensors === "presence") {
    body.position = state.sim ? state.sim.discs.replace(/#/g, "X") : setupView(state.frame || "");
  }
  api("POST", "/api/setup/take", body).then(loadGames).catch(shown);
});
// Before a new game replaces one in progress (a move made, not over), the page asks: the journal keeps the old one
// as abandoned and nothing brings it back. A dialog of the page, so a keyboard, a screen reader and a test can answer.
function confirmAbandon() {
  const s = state;
  if (!s || s.result || s.status === "over" || !s.moves.length) return Promise.resolve(true);
  const dialog = $("abandon-dialog");
  const plies = s.moves.length;
  $("abandon-text").textContent = "Game " + s.gameId + " has " + plies + (plies === 1 ? " move" : " moves") +
    " and is not over. A new game ends it: it is kept in the games list as abandoned and cannot be played on.";
  return new Promise((resolve) => {
    dialog.returnValue = "";
    dialog.addEventListener("close", () => resolve(dialog.returnValue === "yes"), { once: true });
    dialog.showModal();
  });
}

$("new-game").addEventListener("change", () => { newGameEdited = true; });
$("new-game").addEventListener("submit", async (e) => {
  e.preventDefault();
  if (!(await confirmAbandon())) return;
  newGameEdited = false;
  const f = e.target;
  if (f.game.value === "octi") {
    const players = [f.seat0.value, f.seat1.value];
    if (f.octiVariant.value === "four-player") players.push(f.seat2.value, f.seat3.value);
    api("POST", "/api/game", { game: "octi", variant: f.octiVariant.value, sensors: f.sensors.value, players,
      clock: f.clock.value || "none" }).then(loadGames).catch(shown);
    return;
  }
  // a remote side names the far board: remote:anna (docs/REMOTE.md)
  const player = (v) => v === "remote" ? "remote:" + f.farBoard.value.trim() : v;
  const body = { game: "othello",
    start: f.start.value, size: Number(f.size.value), variant: f.variant.value, sensors: f.sensors.value,
    black: player(f.black.value), white: player(f.white.value), clock: f.clock.value || "none",
    tournament: f.tournament.checked,
  };
  api("POST", "/api/game", body).then(loadGames).catch(shown);
});

// ---------------------------------------------------------------- Octi

// Prong directions clockwise from N as the notation names them, with their unit vectors (y down, row 1 on top).
const DIRS = { 8: [0, -1], 9: [1, -1], 6: [1, 0], 3: [1, 1], 2: [0, 1], 1: [-1, 1], 4: [-1, 0], 7: [-1, -1] };
let octiHover = null; // the candidate whose LEDs the board draws while the pointer is on it

const DIR_NAMES = { 8: "N", 9: "NE", 6: "E", 3: "SE", 2: "S", 1: "SW", 4: "W", 7: "NW" };

// One pod at (cx, cy) of radius r in a 100-unit picture: its prongs as light bars with a dark edge (readable on
// the wood and on either colour of pod), a super-prong red; "2" marks Black 2 and White 2.
function podShape(token, cx, cy, r, reach) {
  const owner = token[0];
  const black = owner === "B" || owner === "b";
  const width = Math.max(5, reach * 0.2);
  let edges = "", bars = "";
  for (let k = 1; k < token.length; k++) {
    const d = DIRS[token[k]];
    if (!d) continue;
    const sup = token[k + 1] === "!";
    const len = Math.hypot(d[0], d[1]);
    const x = (cx + reach * d[0] / len).toFixed(1), y = (cy + reach * d[1] / len).toFixed(1);
    const line = '<line x1="' + cx + '" y1="' + cy + '" x2="' + x + '" y2="' + y + '" stroke-linecap="round" ';
    edges += line + 'stroke="#2b1a00" stroke-width="' + (width + 3).toFixed(1) + '"/>';
    bars += line + 'stroke="' + (sup ? "#ff3030" : "#ffe680") + '" stroke-width="' + width.toFixed(1) + '"/>';
  }
  const label = owner === "b" || owner === "w" ? '<text x="' + cx + '" y="' + (cy + r * 0.35) + '" text-anchor="middle" font-size="' +
    r.toFixed(1) + '" fill="' + (black ? "#fff" : "#111") + '">2</text>' : "";
  return edges + bars + '<circle cx="' + cx + '" cy="' + cy + '" r="' + r + '" fill="' + (black ? "#111" : "#f4f4f4") +
    '" stroke="#555" stroke-width="' + Math.max(1, r / 12).toFixed(1) + '"/>' + label;
}

// Every pod of a square with its prongs: one pod fills it, a stack is drawn as a grid of its pods (2x2 up to four,
// 3x3 up to nine), so which pod has which prong can be read (the notation's e7[N] tells them apart).
function squareSvg(tokens, faded) {
  const n = tokens.length;
  const k = n === 1 ? 1 : n <= 4 ? 2 : 3;
  const cell = 100 / k;
  let body = "";
  tokens.forEach((t, i) => {
    const cx = +(cell * (i % k) + cell / 2).toFixed(1), cy = n === 2 ? 50 : +(cell * Math.floor(i / k) + cell / 2).toFixed(1);
    // in a stack the prongs matter more than the pods: small pods, long bars
    body += podShape(t, cx, cy, +(cell * (k === 1 ? 0.28 : 0.22)).toFixed(1), +(cell * 0.47).toFixed(1));
  });
  return '<svg viewBox="0 0 100 100" class="pod' + (faded ? " faded" : "") + '" aria-hidden="true">' + body + "</svg>";
}

// Kept for one pod alone (the sensors' reading of a square the game has no pods on, the help's pictures).
function podSvg(token, faded) {
  return squareSvg([token], faded);
}

// A pod in words, for screen readers and the list of stacks: "Black, prongs N SE", "White 2, no prong".
function podWords(token) {
  const owner = { B: "Black", W: "White", b: "Black 2", w: "White 2" }[token[0]] || token[0];
  const prongs = [];
  for (let k = 1; k < token.length; k++) {
    if (DIR_NAMES[token[k]]) prongs.push(DIR_NAMES[token[k]] + (token[k + 1] === "!" ? " (super)" : ""));
  }
  return owner + (prongs.length ? ", prongs " + prongs.join(" ") : ", no prong");
}

function renderOcti() {
  const s = state;
  const n = 9;
  $("backend").textContent = s.backend;
  $("status").textContent = "game " + s.gameId + ": " + s.variant + ", " + s.sensors + " sensors, " + s.status;
  $("to-move").textContent = s.result ? s.result.text + " (" + s.result.reason + ")"
    : s.toMove ? s.toMove + " to move" + (s.ai.thinking ? " (AI thinking)" : s.ai.move ? " (AI plays " + s.ai.move + ")" : "") : "";
  $("score").textContent = "";
  const team = (t) => s.seats.filter((x) => x.team === t).map((x) => x.player).join(", ");
  $("player-black").textContent = team("black");
  $("player-white").textContent = team("white");
  $("octi-seats").textContent = s.seats.map((x) => x.seat + " (" + x.player + "): reserve " + x.reserve + ", captured " +
    x.captured + ", prongs " + x.prongs + (s.octiVariant === "advanced" ? ", super-prongs " + x.supers : "")).join(" · ");
  renderOctiBoard();
  renderResult(s.result ? s.result.text : "", s.result ? s.result.reason : "");
  $("moves").textContent = s.moves.map((m, i) => (i % s.seats.length === 0 ? (i / s.seats.length + 1) + "." : "") + m).join(" ");
  $("guide").textContent = s.guide;
  renderOctiTurn();
  renderMessages();
  $("export-transcript").href = "/api/games/" + s.gameId + "/transcript";
  $("export-ggf").hidden = true;
  $("btn-black").disabled = !s.simulated;
  $("btn-white").disabled = !s.simulated;
  $("octi-hand").hidden = !s.simulated;
  if (s.status === "setup" && !$("setup-picture").value) $("setup-picture").value = s.picture;
  renderClocks();
}

// The 9x9 board: the game's pods where the sensors see pods, the LEDs (or the hovered candidate's) as rings.
function renderOctiBoard() {
  const s = state;
  const n = 9;
  const board = $("board");
  buildBoard(n, true, '<div class="pods"></div><span class="count"></span>');
  const homes = {};
  for (const h of s.homes) homes[h.square] = h.owner || "neutral";
  const sensed = s.sim ? s.sim.discs : s.frame || "";
  const shown = octiHover ? octiHover.leds : s.leds;
  const leds = {};
  for (const l of shown) leds[l.square] = l;
  for (let i = 0; i < n * n; i++) {
    const sq = board.children[i];
    const name = squareName(i, n);
    const token = s.squares[i];
    const reading = sensed[i] || "-";
    const led = leds[name];
    let html = "";
    const pods = token ? token.split("+") : [];
    if (token) {
      html = squareSvg(pods, reading === "-"); // the game's pods; faded where the board has none (in the hand)
    } else if (reading !== "-") {
      html = podSvg(reading === "O" ? "W" : "B", false); // a pod the game does not have here (moving, or wrong)
    }
    const pods_ = sq.querySelector(".pods");
    if (pods_.dataset.html !== html) { pods_.innerHTML = html; pods_.dataset.html = html; }
    // up to four pods the drawing shows how many; from five on (a 3x3 grid) the count says it too
    sq.querySelector(".count").textContent = pods.length > 4 ? "×" + pods.length : "";
    const home = homes[name] ? " (home of " + homeName(homes[name]) + ")" : "";
    sq.title = name + (token ? ": " + token : "") + home;
    sq.setAttribute("aria-label", name + home + ": " + (pods.length ? pods.map(podWords).join("; ") : "empty") +
      (reading === "-" && pods.length ? " (lifted)" : !pods.length && reading !== "-" ? " (a pod the game does not have)" : "") +
      (led ? ", LED " + ledWords(led) : ""));
    sq.classList.toggle("home", !!homes[name]);
    sq.dataset.pods = token || "";
    sq.dataset.disc = reading;
    sq.querySelector(".ring").className = "ring" + (led ? " " + led.colour + " " + led.pattern : "");
    sq.dataset.led = led ? led.colour + " " + led.pattern : "off";
  }
  renderOctiStacks();
  renderMini($("mini-sensors"), sensed, n);
  renderMini($("mini-game"), s.squares.map((t) => (t ? (t[0] === "B" || t[0] === "b" ? "X" : "O") : "-")).join(""), n);
}

function homeName(owner) {
  return { B: "Black", W: "White", b: "Black 2", w: "White 2", neutral: "nobody (neutral)" }[owner] || owner;
}

// What an LED says, in the legend's words: for screen readers and the square's description.
function ledWords(led) {
  const octi = state && state.game === "octi";
  const words = octi ? {
    "blue steady": "the AI's pod", "cyan steady": "the AI's path", "blue slow-blink": "the AI's move ends here",
    "yellow slow-blink": "prong direction", "yellow fast-blink": "super-prong direction", "white steady": "candidate's pod",
    "green steady": "candidate's path", "white slow-blink": "candidate ends here", "orange steady": "several moves fit",
    "magenta fast-blink": "take off", "red fast-blink": "wrong", "green slow-blink": "winner", "cyan slow-blink": "draw",
  } : {
    "yellow steady": "turn this disc", "blue slow-blink": "the AI's square", "blue steady": "the AI's flip",
    "red fast-blink": "wrong or remove", "green slow-blink": state && state.result ? "the winner's disc" : "put a disc here",
    "magenta slow-blink": "pass", "green steady": "a legal move", "white steady": "the last move",
    "cyan slow-blink": "a draw",
  };
  const key = led.colour + " " + led.pattern;
  return words[key] || led.colour + " " + led.pattern.replace("-blink", " blink");
}

// The stacks drawn large under the board, each pod with its prongs and in words: a phone's squares are small.
function renderOctiStacks() {
  const s = state;
  const div = $("octi-stacks");
  let html = "";
  s.squares.forEach((token, i) => {
    const pods = token ? token.split("+") : [];
    if (pods.length < 2) return;
    const name = squareName(i, 9);
    html += '<figure class="stack" data-square="' + name + '"><div class="stack-pods">' +
      pods.map((p) => '<span class="stack-pod" title="' + podWords(p) + '">' + podSvg(p, false) + "</span>").join("") +
      "</div><figcaption>" + name + ": " + pods.map(podWords).join("; ") + "</figcaption></figure>";
  });
  div.hidden = !html;
  if (div.dataset.html !== html) {
    div.innerHTML = html ? "<h3>Stacks</h3>" + html : "";
    div.dataset.html = html;
  }
}

function renderOctiTurn() {
  const s = state;
  const t = s.turn;
  const ol = $("octi-candidates");
  const mover = s.seats.find((x) => x.seat === s.toMove);
  const person = t && mover && mover.player === "human" && s.status === "playing";
  // an untouched board: every legal move ("your moves"); once the board shows something, the moves it fits
  const all = person && t.status === "untouched";
  const list = !person ? [] : all ? s.yourMoves : t.candidates;
  const count = !person ? 0 : all ? s.legalCount : t.candidateCount;
  $("octi-turn").textContent = !count ? "" : (all ? "Your " + count + (count === 1 ? " move" : " moves")
    : count + (count === 1 ? " move fits" : " moves fit") + " the board") + ": tap one to play it" +
    (all ? " (the LEDs then show how to make it)" : "") +
    (count > list.length ? "; the first " + list.length + " are listed, type any other below" : "");
  const key = JSON.stringify([list.map((c) => c.move), t && t.choice]);
  if (ol.dataset.key === key) return;
  ol.dataset.key = key;
  ol.innerHTML = "";
  // one row per square the moves start from, so a phone shows them in a few short lines
  const rows = new Map();
  list.forEach((c, k) => {
    const from = (c.move.match(/^@?([a-i][1-9])/) || ["", ""])[1];
    if (!rows.has(from)) rows.set(from, []);
    rows.get(from).push([c, k]);
  });
  for (const [from, moves] of rows) {
    const li = document.createElement("li");
    if (from) {
      const label = document.createElement("span");
      label.className = "from";
      label.textContent = from;
      li.appendChild(label);
    }
    for (const [c, k] of moves) {
      const b = document.createElement("button");
      b.textContent = c.move;
      b.className = "candidate" + (k === t.choice ? " chosen" : "");
      const preview = () => { octiHover = c; renderOctiBoard(); };
      const unpreview = () => { octiHover = null; renderOctiBoard(); };
      b.addEventListener("mouseenter", preview);
      b.addEventListener("focus", preview);
      b.addEventListener("mouseleave", unpreview);
      b.addEventListener("blur", unpreview);
      b.addEventListener("click", () => {
        octiHover = null;
        api("POST", "/api/octi/choose", { move: c.move }).catch(shown);
      });
      li.appendChild(b);
    }
    ol.appendChild(li);
  }
}

function octiClick(i, lift) {
  if (!state.simulated) return;
  const square = squareName(i, simSize());
  if (lift || state.sim.discs[i] !== "-") {
    hand({ intent: "take", square }); // every pod of the square lifted: the sensors see it empty
  } else {
    const mode = $("octi-hand-mode").value;
    const colour = mode === "black" || mode === "white" ? mode : state.toMoveTeam === "white" ? "white" : "black";
    hand({ intent: "put", square, colour: state.sensors === "presence" ? "occupied" : colour });
  }
}

$("octi-move").addEventListener("submit", (e) => {
  e.preventDefault();
  const move = e.target.move.value.trim();
  const error = $("octi-move-error");
  error.textContent = "";
  if (!move) return;
  api("POST", "/api/octi/choose", { move }).then(() => { e.target.move.value = ""; })
    .catch((err) => { error.textContent = localTime(new Date().toISOString()) + " " + err.message; });
});

// A few squares of the board drawn for the help: cells maps "col,row" to pod tokens, marks to "step", "land" or
// "take" (the picture's own legend).
function helpBoard(cols, rows, cells, marks, names) {
  const u = 40;
  let body = "";
  for (let r = 0; r < rows; r++) {
    for (let c = 0; c < cols; c++) {
      const mark = (marks || {})[c + "," + r];
      body += '<rect x="' + c * u + '" y="' + r * u + '" width="' + (u - 2) + '" height="' + (u - 2) + '" rx="2" fill="' +
        (mark === "home" ? "#a47a40" : "#c99a5c") + '"/>';
      if (mark === "step" || mark === "land") {
        body += '<circle cx="' + (c * u + 19) + '" cy="' + (r * u + 19) + '" r="7" fill="none" stroke="#0a5" stroke-width="4"/>';
      }
      if (names && names[c + "," + r]) {
        body += '<text x="' + (c * u + 3) + '" y="' + (r * u + 10) + '" font-size="9" fill="#3a2606">' + names[c + "," + r] + "</text>";
      }
      const pods = (cells || {})[c + "," + r];
      if (pods) {
        body += '<g transform="translate(' + c * u + "," + r * u + ') scale(0.38)">' +
          squareSvg(pods, false).replace(/^<svg[^>]*>|<\/svg>$/g, "") + "</g>";
      }
      if (mark === "take") {
        body += '<path d="M' + (c * u + 6) + " " + (r * u + 6) + "l26 26M" + (c * u + 32) + " " + (r * u + 6) +
          'l-26 26" stroke="#d00" stroke-width="4"/>';
      }
    }
  }
  return '<svg class="help-board" viewBox="0 0 ' + cols * u + " " + rows * u + '" width="' + cols * 40 + '" role="img">' + body + "</svg>";
}

// The help panel: the goal, prongs, jumps and captures, the reserve and the notation, with pictures the page draws.
function octiHelp() {
  const homes = {};
  for (const sq of ["2,2", "4,2", "6,2", "2,6", "4,6", "6,6"]) homes[sq] = "home";
  const start = { "2,2": ["W"], "4,2": ["W"], "6,2": ["W"], "2,6": ["B"], "4,6": ["B"], "6,6": ["B"] };
  const names = {};
  for (const sq of ["2,2", "4,2", "6,2", "2,6", "4,6", "6,6"]) {
    const [c, r] = sq.split(",").map(Number);
    names[sq] = String.fromCharCode(97 + c) + (r + 1);
  }
  const code = (t) => "<code>" + t + "</code>";
  $("octi-help-body").innerHTML =
    '<h3>The goal</h3><figure class="help">' + helpBoard(9, 9, start, homes, names) +
    "<figcaption>Each player has three <b>home squares</b> (darker): Black c7 e7 g7, White c3 e3 g3. " +
    "You win by standing on <b>all of the opponent's home squares</b> at once. A player who cannot move loses; " +
    "200 turns without a capture, an entry or a prong make a draw. Black moves first.</figcaption></figure>" +
    '<h3>Prongs: where a pod may go</h3><figure class="help">' +
    helpBoard(3, 3, { "1,1": ["B96"] }, { "2,0": "step", "2,1": "step" }, { "1,1": "e6" }) +
    "<figcaption>A pod moves only the ways its <b>prongs</b> point: this one (prongs NE and E) may step to the " +
    "ringed squares (empty, or onto your own pods), and nowhere else; a pod without prongs cannot move. Adding one prong to one of your pods " +
    "is a whole turn (" + code("e6+N") + "); the sensors cannot see it, so say it with a gesture or tap it in " +
    "the list.</figcaption></figure>" +
    '<h3>Jumps and captures</h3><figure class="help">' +
    helpBoard(5, 1, { "0,0": ["B6"], "1,0": ["W"], "3,0": ["W"] }, { "2,0": "land", "1,0": "take", "4,0": "land" },
      { "0,0": "c5", "1,0": "d5", "2,0": "e5", "3,0": "f5", "4,0": "g5" }) +
    "<figcaption>Along a prong a pod may jump over the next pod, of either colour, onto the empty square behind " +
    "it (" + code("c5:e5") + "), and on over further pods in its prongs' directions (" + code("c5:e5:g5") + "). " +
    "A jumped pod may be captured: take it off the board (" + code("c5xe5") + "). A jumped pod left " +
    "standing is not captured.</figcaption></figure>" +
    '<h3>The reserve and stacks</h3><figure class="help">' +
    helpBoard(3, 2, { "1,0": ["B8", "B"] }, { "1,0": "home" }, { "1,0": "e7" }) +
    "<figcaption>Pods not on the board are the <b>reserve</b> (the numbers beside the board). A turn may " +
    "<b>enter</b> one on a home square of your own (" + code("@e7") + "), also on top of your own pods: a " +
    "<b>stack</b>. The pods of a stack move alone or together, each along its own prongs (" +
    code("e7[N]-e6") + " names the pod with prong N; " + code("e7-e6&e7-d6") + " moves two).</figcaption></figure>" +
    "<h3>The notation</h3><table class=\"notation\"><tbody>" +
    [["@e7", "enter a pod from the reserve on e7"], ["e7+NE", "put a prong into the pod on e7, pointing NE"],
      ["e7-e6", "step"], ["e7:e5", "jump over e6, capturing nothing"], ["e7xe5", "jump over e6, capturing what stands there"],
      ["e4xe2{2[]}", "capture some pods of a stack: two without prongs"], ["e7xe5:c3", "a chain: capture on e6, not on d4"],
      ["e7-e6&e7:e5", "two pods leave the stack on e7"], ["e7[N,E]-f7", "the pod with prongs N and E"],
      ["e6-e5/e5-e4", "advanced game: an extra move, then the normal one"], ["pass", "four players: no legal move"]]
      .map(([m, what]) => "<tr><td>" + code(m) + "</td><td>" + what + "</td></tr>").join("") + "</tbody></table>" +
    "<h3>At the board</h3><p>Make the move with your hands, then press your clock. When the board cannot show " +
    "the move (a prong), point it: lift the pod, touch it down on the square in the prong's direction, lift it " +
    "and put it back. A gesture only picks the move: your first press shows it on your clock's display (" +
    code("1-1") + "), the second plays it; moving any pod forgets the gesture. Or tap the move in the list.</p>";
}

function octiSeatOptions() {
  const options = ["human", "random", "greedy"].concat([1, 2, 3, 4, 5, 6, 7, 8].map((k) => "ai:" + k));
  for (const sel of document.querySelectorAll(".octi-seat")) {
    sel.innerHTML = options.map((o) => '<option value="' + o + '">' + (o.startsWith("ai:") ? "AI " + o.substring(3) : o) + "</option>").join("");
  }
}

// The New game form offers the game in play (its rules, players, sensors and clock), so a rematch is one press;
// what a person has changed in the form since is kept until they start a game with it.
let newGameEdited = false;
function fillNewGameForm(s) {
  if (newGameEdited) return;
  const f = $("new-game");
  const set = (el, value) => {
    if (el && value !== undefined && value !== null && [...el.options].some((o) => o.value === value)) el.value = value;
  };
  f.game.value = s.game;
  set(f.sensors, s.sensors);
  if (s.clock && s.clock.control) f.clock.value = s.clock.control;
  if (s.game === "octi") {
    set(f.octiVariant, s.octiVariant);
    s.seats.forEach((x, i) => set(f["seat" + i], x.player));
  } else {
    for (const side of ["black", "white"]) {
      const spec = s.playerSpecs ? s.playerSpecs[side] : s.players[side];
      const far = /^remote:(.+)$/.exec(spec || "");
      if (far) f.farBoard.value = far[1];
      set(f[side], far ? "remote" : spec);
    }
    set(f.size, String(s.size));
    set(f.start, s.start);
    set(f.variant, s.rules);
    f.tournament.checked = !!s.tournament;
  }
  newGameForm();
}

function newGameForm() {
  const f = $("new-game");
  const octi = f.game.value === "octi";
  for (const el of f.querySelectorAll(".octi-form")) el.hidden = !octi;
  for (const el of f.querySelectorAll(".othello-form")) el.hidden = octi;
  for (const el of f.querySelectorAll(".four")) el.hidden = f.octiVariant.value !== "four-player";
  for (const el of f.querySelectorAll(".remote-form")) el.hidden = octi || (f.black.value !== "remote" && f.white.value !== "remote");
}
$("new-game").game.addEventListener("change", newGameForm);
$("new-game").octiVariant.addEventListener("change", newGameForm);
$("new-game").black.addEventListener("change", newGameForm);
$("new-game").white.addEventListener("change", newGameForm);
$("setup-begin").addEventListener("click", () => { $("setup-picture").value = ""; });
octiSeatOptions();
octiHelp();
newGameForm();

setInterval(renderClocks, 100);
setInterval(loadGames, 15000);
fetch("/api/state").then((r) => r.json()).then(show)
  .catch((e) => note("the game's state could not be loaded (" + e.message + "); the live connection brings it"));
loadGames();
connect();
