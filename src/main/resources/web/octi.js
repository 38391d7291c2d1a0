// The Octi game on the companion page (app.js has the page itself: the state, the API, the squares): the pods with
// their prongs drawn on the 9x9 board, the candidate moves, a move entered by tapping a pod and then where it goes,
// and the help. The service says every move in words (the guide, the messages, the tap choices); the page only
// shows them.
"use strict";

// Prong directions clockwise from N as the notation names them, with their unit vectors (y down, row 1 on top).
const DIRS = { 8: [0, -1], 9: [1, -1], 6: [1, 0], 3: [1, 1], 2: [0, 1], 1: [-1, 1], 4: [-1, 0], 7: [-1, -1] };
let octiHover = null; // the candidate whose LEDs the board draws while the pointer is on it

const DIR_NAMES = { 8: "N", 9: "NE", 6: "E", 3: "SE", 2: "S", 1: "SW", 4: "W", 7: "NW" };

// One pod at (cx, cy) of radius r in a 100-unit picture: its prongs as light bars with a dark edge (readable on
// the wood and on either colour of pod), a super-prong red; "2" marks Black 2 and White 2.
function podShape(token, cx, cy, r, reach) {
  const owner = token[0];
  const black = owner === "B" || owner === "b";
  const width = Math.max(7, reach * 0.32);
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
    // the prongs matter more than the pods: small pods, bars to the edge of the square (or of the stack's cell)
    body += podShape(t, cx, cy, +(cell * (k === 1 ? 0.2 : 0.19)).toFixed(1), +(cell * 0.49).toFixed(1));
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
  const team = (t) => s.seats.filter((x) => x.team === t).map((x) => x.name).join(", ");
  $("player-black").textContent = team("black");
  $("player-white").textContent = team("white");
  $("octi-seats").textContent = s.seats.map((x) => x.seat + " (" + x.name + "): reserve " + x.reserve + ", captured " +
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
  if (octiFrom && !(s.podMoves || []).some((m) => m.from === octiFrom)) octiFrom = null; // the position moved on
  const tapTo = new Set((s.podMoves || []).filter((m) => m.from === octiFrom).map((m) => m.to));
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
    sq.classList.toggle("tap-from", name === octiFrom);
    sq.classList.toggle("tap-to", tapTo.has(name));
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
        octiChoose(c.move).catch(shown);
      });
      li.appendChild(b);
    }
    ol.appendChild(li);
  }
}

function octiClick(i, lift) {
  const square = squareName(i, 9);
  if (!lift && (!state.simulated || $("octi-hand-mode").value === "move")) {
    octiTap(square);
    return;
  }
  if (!state.simulated) return;
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
  octiChoose(move).then(() => { e.target.move.value = ""; })
    .catch((err) => { error.textContent = localTime(new Date().toISOString()) + " " + err.message; });
});

// ---------------------------------------------------------------- a move by two taps

let octiFrom = null; // the square of the pod tapped first; the next tap says where it goes

// A tap on the board while entering a move: the first on one of the mover's pods chooses it (its destinations are
// marked), the second on a marked square plays the move there; several moves to one square (capture or not, which
// pod of a stack) are offered as buttons in words. The service checks the move against the rules.
function octiTap(square) {
  const moves = state.podMoves || [];
  const from = moves.filter((m) => m.from === square);
  if (octiFrom && square !== octiFrom) {
    const fit = moves.filter((m) => m.from === octiFrom && m.to === square);
    if (fit.length === 1) {
      octiFrom = null;
      octiTapSay("");
      octiChoose(fit[0].move).catch((err) => octiTapSay(err.message));
      renderOctiBoard();
      return;
    }
    if (fit.length > 1) {
      octiTapChoices(fit);
      return;
    }
  }
  if (from.length && square !== octiFrom) {
    octiFrom = square;
    const to = [...new Set(from.map((m) => m.to))];
    octiTapSay("The pod on " + square + " may go to " + to.join(", ") + ": tap where it goes (tap " + square + " again to let go)");
  } else if (square === octiFrom) {
    octiFrom = null;
    octiTapSay("");
  } else {
    octiTapSay(octiFrom ? "The pod on " + octiFrom + " cannot go to " + square + "; the marked squares are where it may go"
      : !moves.length ? "No move can be tapped now" + (state.toMove ? " (" + state.toMove + " is not a person, or the turn is"
        + " under way)" : "") : square + " has no pod of " + state.toMove + " that can move alone: tap one that can (" +
        [...new Set(moves.map((m) => m.from))].join(", ") + "), or add a prong with a move below");
  }
  renderOctiBoard();
}

function octiTapSay(text) {
  const el = $("octi-tap");
  el.textContent = text;
  el.hidden = !text;
}

// Several moves end on the same square: each one a button, in words with its notation.
function octiTapChoices(fit) {
  const el = $("octi-tap");
  el.hidden = false;
  el.textContent = "Which move? ";
  for (const m of fit) {
    const b = document.createElement("button");
    b.type = "button";
    b.className = "tap-choice";
    b.textContent = m.words + " (" + m.move + ")";
    b.addEventListener("click", () => {
      octiFrom = null;
      octiTapSay("");
      octiChoose(m.move).catch((err) => octiTapSay(err.message));
      renderOctiBoard();
    });
    el.appendChild(b);
  }
}

// A move chosen on the page (a tap, the list, the box): the service checks it and shows it on the LEDs; on the
// simulated board the page then makes it, as hands would on the real one (the turn ends once the board shows it).
function octiChoose(move) {
  return api("POST", "/api/octi/choose", { move }).then((j) => {
    const t = state.turn;
    if (state.simulated && t && t.target === move && t.targetBoard) makeOnSimulatedBoard(t.targetBoard);
    return j;
  });
}

// The hands on the simulated board: the pods lifted where the move empties a square, then put where it fills one.
function makeOnSimulatedBoard(target) {
  const discs = state.sim.discs;
  const presence = state.sensors === "presence";
  const takes = [], puts = [];
  for (let i = 0; i < target.length; i++) {
    const have = discs[i], want = target[i], square = squareName(i, 9);
    const colour = presence ? "occupied" : want === "O" ? "white" : "black";
    if (want === "-" && have !== "-") takes.push({ intent: "take", square });
    else if (want !== "-" && have === "-") puts.push({ intent: "put", square, colour });
    else if (want !== "-" && !presence && have !== want) puts.push({ intent: "take", square }, { intent: "put", square, colour });
  }
  for (const intent of takes.concat(puts)) hand(intent);
}

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

// The players of the New game form, the AI's levels named as the Othello form names them.
function octiSeatOptions() {
  const levels = ["beginner", "novice", "casual", "club", "intermediate", "advanced", "strong", "expert"];
  const options = [["human", "human"], ["random", "random mover"], ["greedy", "greedy (one ply)"]]
    .concat(levels.map((word, k) => ["ai:" + (k + 1), "AI " + (k + 1) + " " + word]));
  for (const sel of document.querySelectorAll(".octi-seat")) {
    sel.innerHTML = options.map(([value, label]) => '<option value="' + value + '">' + label + "</option>").join("");
  }
}

octiSeatOptions();
octiHelp();
