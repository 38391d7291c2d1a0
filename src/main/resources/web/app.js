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
    : s.toMove ? s.toMove + " to move" + (s.ai.thinking ? " (" + thinker(s) + ")" : s.ai.move ? " (" + mover(s) + " plays " + s.ai.move + ")" : "") : "";
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
  // a remote game is adjourned from the Arbiter tab while it goes on (docs/REMOTE.md, "Adjournment")
  const remote = s.playerSpecs && ["black", "white"].some((side) => (s.playerSpecs[side] || "").startsWith("remote:"));
  $("remote-adjourn").hidden = !remote || !(s.status === "playing" || s.status === "paused");
  $("btn-black").disabled = !s.simulated;
  $("btn-white").disabled = !s.simulated;
  $("hand").style.display = s.simulated ? "" : "none";
  renderClocks();
}

// The opponent the board waits for, or whose move its LEDs show: the AI, or a far board's or a phone's player
// (docs/REMOTE.md), who is a person and named so.
function farPerson(s) {
  const spec = (s.playerSpecs && s.playerSpecs[s.toMove]) || "";
  return spec.startsWith("phone:") || spec.startsWith("remote:");
}
function thinker(s) {
  return farPerson(s) ? s.players[s.toMove] + " to play" : "AI thinking";
}
function mover(s) {
  return farPerson(s) ? s.players[s.toMove] : "AI";
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

// the clocks (clock.js) on the simulated board's clock buttons
function renderClocks() {
  if (state) showClocks(state.clock, receivedAt, "btn-");
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

// The taps go one after the other, each once the one before is answered: two requests in flight at once travel on two
// connections and may reach the service in either order (a turn before the put it turns).
let handsSent = Promise.resolve();

function hand(intent, leaves) {
  if (leaves !== undefined) tapped.set(intent.square, leaves);
  tapsInFlight++;
  handsSent = handsSent.then(() => api("POST", "/api/sim/hand", intent).catch(shown)).finally(() => {
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
  // an adjourned game is kept as adjourned, to be taken up again by its code: nothing is lost
  if (!s || s.result || s.status === "over" || s.status === "adjourned" || !s.moves.length) return Promise.resolve(true);
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
  // a remote side names the far board: remote:anna; a phone player their name: phone:carla (docs/REMOTE.md)
  const player = (v) => v === "remote" ? "remote:" + f.farBoard.value.trim()
    : v === "phone" ? "phone" + (f.phoneName.value.trim() ? ":" + f.phoneName.value.trim() : "") : v;
  const body = { game: "othello",
    start: f.start.value, size: Number(f.size.value), variant: f.variant.value, sensors: f.sensors.value,
    black: player(f.black.value), white: player(f.white.value), clock: f.clock.value || "none",
    tournament: f.tournament.checked,
  };
  api("POST", "/api/game", body).then(loadGames).catch(shown);
});

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
      const phone = /^phone:(.+)$/.exec(spec || "");
      if (far) f.farBoard.value = far[1];
      if (phone) f.phoneName.value = phone[1];
      set(f[side], far ? "remote" : phone ? "phone" : spec);
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
  for (const el of f.querySelectorAll(".phone-form")) el.hidden = octi || (f.black.value !== "phone" && f.white.value !== "phone");
}
// The arbiter's one-game link for the phone player (docs/REMOTE.md): shown here only, to be read out or sent to them.
$("phone-invite").addEventListener("click", () => {
  api("POST", "/api/phone/invite", {}).then((j) => {
    $("phone-link").textContent = location.origin + j.path + " (" + j.name + ", " + j.side + ", game " + j.gameId + ")";
  }).catch(shown);
});
// An adjourned remote game: adjourned by the arbiter, taken up again by its code on both boards (docs/REMOTE.md).
$("remote-adjourn").addEventListener("click", () => { api("POST", "/api/remote/adjourn", {}).catch(shown); });
$("remote-resume").addEventListener("click", () => {
  api("POST", "/api/remote/resume", { code: $("remote-code").value.trim().toUpperCase() }).catch(shown);
});
$("new-game").game.addEventListener("change", newGameForm);
$("new-game").octiVariant.addEventListener("change", newGameForm);
$("new-game").black.addEventListener("change", newGameForm);
$("new-game").white.addEventListener("change", newGameForm);
$("setup-begin").addEventListener("click", () => { $("setup-picture").value = ""; });
newGameForm();

setInterval(renderClocks, 100);
setInterval(loadGames, 15000);
fetch("/api/state").then((r) => r.json()).then(show)
  .catch((e) => note("the game's state could not be loaded (" + e.message + "); the live connection brings it"));
loadGames();
connect();
