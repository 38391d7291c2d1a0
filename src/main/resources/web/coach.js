// The coach at the board (README "The coach at the board"): the hint button, hold-to-hint on the simulated board's
// clock buttons, and puzzle mode. It reads the state app.js receives (the "state" event) and uses app.js's api().
"use strict";

(() => {
  const panel = document.getElementById("coach-panel");
  let puzzles = null; // GET /api/puzzles, once
  let current = null;

  panel.innerHTML = `
    <div class="coach-row">
      <button id="coach-hint" title="the engine's best move, on the LEDs (casual games; on the board: hold your clock button 1.5 s)">Hint</button>
      <span id="coach-hint-text" aria-live="polite"></span>
    </div>
    <div id="coach-verdict" role="status" hidden></div>
    <ul id="coach-steps" aria-label="the set-up" hidden></ul>
    <div id="coach-line" hidden>
      <div id="coach-line-board" class="coach-line-board" role="img"></div>
      <p id="coach-line-text"></p>
    </div>
    <details id="coach-puzzles">
      <summary>Puzzles</summary>
      <div class="coach-row">
        <label>Grade <select id="coach-grade"></select></label>
        <label>Puzzle <select id="coach-puzzle"><option value="">the next of the grade</option></select></label>
        <button id="coach-start">Start puzzle</button>
        <button id="coach-retry" hidden title="the same puzzle from its start">Retry</button>
        <button id="coach-next" hidden>Next puzzle</button>
        <button id="coach-set-out" hidden title="the simulated board only: put the puzzle's discs out at once">Set out the discs</button>
      </div>
      <p class="hint">The LEDs guide the set-up (green: put a disc, red: take it away, yellow: turn it); then play
        the best move with your hands. The board says what it is worth against the exact solution.</p>
    </details>`;
  const $c = (id) => document.getElementById(id);
  const legend = document.getElementById("legend");
  if (legend) {
    const item = document.createElement("span");
    item.innerHTML = '<i class="led white slow"></i>hint: the best move';
    legend.appendChild(item);
  }

  async function loadPuzzles() {
    if (puzzles) return;
    const r = await fetch("/api/puzzles");
    puzzles = await r.json();
    const grade = $c("coach-grade");
    for (const g of puzzles.grades) {
      const o = document.createElement("option");
      o.value = g.grade;
      o.textContent = g.text + ", " + g.count;
      grade.appendChild(o);
    }
    grade.value = "club";
    fillPuzzles();
  }

  function fillPuzzles() {
    const sel = $c("coach-puzzle");
    sel.length = 1;
    for (const p of puzzles.puzzles.filter((p) => p.grade === $c("coach-grade").value)) {
      const o = document.createElement("option");
      o.value = p.id;
      o.textContent = p.name + " · " + p.empties + " empties · " + p.toMove + " to move";
      sel.appendChild(o);
    }
  }

  function render(s) {
    current = s;
    if (s.game !== "othello" || !s.hints) {
      panel.hidden = true;
      return;
    }
    panel.hidden = false;
    const h = s.hints;
    const button = $c("coach-hint");
    button.disabled = !h.available;
    button.title = h.off || "the engine's best move, on the LEDs (on the board: hold your clock button 1.5 s)";
    const used = "hints used: Black " + h.black + ", White " + h.white;
    $c("coach-hint-text").textContent = h.off ? h.off : h.thinking ? "the engine is looking… · " + used
      : h.move ? "hint: " + h.move + " (blinking white) · " + used : used;
    const p = s.puzzle;
    const verdict = $c("coach-verdict");
    $c("coach-next").hidden = $c("coach-retry").hidden = !p;
    $c("coach-set-out").hidden = !p || p.setUp || !s.simulated;
    const steps = $c("coach-steps");
    steps.hidden = !p || p.setUp || !p.setUpSteps.length;
    $c("coach-line").hidden = !p || !p.verdict;
    if (!p) {
      verdict.hidden = true;
      return;
    }
    $c("coach-puzzles").open = true;
    verdict.hidden = false;
    verdict.className = p.verdict ? (p.verdict.isBest ? "best" : "gives-away") : "";
    verdict.textContent = "Puzzle " + p.name + " (" + p.grade + ", " + p.empties + " empties): "
      + (!p.setUp ? "set the position up" + (p.setUpSteps.length ? ":" : " as the LEDs show")
        : !p.verdict ? cap(p.toMove) + " to move: play the best move on the board"
          : (p.verdict.isBest ? "✓ " : "✗ ") + p.verdict.text + ". Retry for another try, Next for the next puzzle.");
    const items = p.setUp ? [] : p.setUpSteps.map(cap);
    if (steps.textContent !== items.join("")) {
      steps.innerHTML = "";
      for (const t of items) steps.append(Object.assign(document.createElement("li"), { textContent: t }));
    }
    if (p.verdict) drawLine(p);
  }

  // The best line on a small board of the puzzle's position: the best move numbered 1, then the replies, each number
  // on a disc of its mover's colour; the move played, when it was not the best, crossed.
  function drawLine(p) {
    const board = $c("coach-line-board");
    const key = p.id + "|" + p.verdict.move + "|" + p.bestLine.join(" ");
    if (board.dataset.key === key) return;
    board.dataset.key = key;
    board.innerHTML = "";
    const sq = (m) => (m.charCodeAt(0) - 97) + (parseInt(m.slice(1), 10) - 1) * 8;
    const numbers = new Map();
    let mover = p.toMove === "white" ? "O" : "X";
    p.bestLine.forEach((m, i) => {
      if (m !== "PA") numbers.set(sq(m), { n: i + 1, side: mover });
      mover = mover === "X" ? "O" : "X";
    });
    const played = p.verdict.isBest ? -1 : sq(p.verdict.move);
    for (let i = 0; i < 64; i++) {
      const cell = document.createElement("div");
      cell.dataset.square = String.fromCharCode(97 + (i % 8)) + (Math.floor(i / 8) + 1);
      const c = p.position[i];
      if (c === "X" || c === "O") cell.innerHTML = '<div class="disc ' + c + '"></div>';
      const step = numbers.get(i);
      if (step) {
        cell.append(Object.assign(document.createElement("span"),
          { className: "line-step " + step.side, textContent: String(step.n) }));
      } else if (i === played) {
        cell.append(Object.assign(document.createElement("span"), { className: "line-played", textContent: "✗" }));
      }
      board.append(cell);
    }
    const words = p.bestLine.map((m, i) => (i + 1) + ". " + (m === "PA" ? "pass" : m)).join(" ");
    board.setAttribute("aria-label", "the puzzle's position with the best line: " + (words || "being worked out"));
    $c("coach-line-text").textContent = p.bestLine.length
      ? "The best line from the puzzle's position: " + words + " (numbered on the board; a black disc is Black's move, a white one White's"
        + (played >= 0 ? "; ✗ the move played" : "") + ")."
      : "The engine is working out the best line…";
  }

  // The guide line under the board while a puzzle is set up or judged (app.js asks): the set-up's few steps, then
  // the verdict as the last word. Null: the game's own guide.
  window.puzzleGuide = (s) => {
    const p = s.game === "othello" ? s.puzzle : null;
    if (!p) return null;
    if (!p.setUp) {
      return "Set up puzzle " + p.name + ": " + (p.setUpSteps.length ? p.setUpSteps.join("; ") : "follow the LEDs") +
        (s.simulated ? " (or Set out the discs)" : " (the LEDs show them)");
    }
    if (p.verdict) {
      return (p.verdict.isBest ? "✓ " : "✗ ") + p.verdict.text + ". Retry for another try, Next for the next puzzle";
    }
    return null;
  };

  function cap(w) {
    return w ? w[0].toUpperCase() + w.slice(1) : "";
  }

  document.addEventListener("state", (e) => render(e.detail));
  $c("coach-puzzles").addEventListener("toggle", () => loadPuzzles().catch(shown));
  $c("coach-grade").addEventListener("change", fillPuzzles);
  $c("coach-hint").addEventListener("click", () => api("POST", "/api/hint", {}).catch(shown));
  $c("coach-start").addEventListener("click", async () => {
    const id = $c("coach-puzzle").value;
    if (current && current.status === "playing" && current.moves.length > 0 && !current.puzzle
        && !window.confirm("A puzzle replaces the game in progress, which is kept as abandoned. Start the puzzle?")) {
      return;
    }
    api("POST", "/api/puzzle", id ? { id } : { grade: $c("coach-grade").value }).catch(shown);
  });
  $c("coach-next").addEventListener("click", () => api("POST", "/api/puzzle/next").catch(shown));
  $c("coach-retry").addEventListener("click", () => api("POST", "/api/puzzle/retry").catch(shown));
  $c("coach-set-out").addEventListener("click", () => {
    if (current && current.puzzle) api("POST", "/api/sim/frame", { frame: current.puzzle.position }).catch(shown);
  });

  // The simulated board's clock buttons: pressed and let go as a finger does, so holding one 1.5 s asks for a hint.
  // A keyboard's Enter or Space (a click with no pointer) stays the plain press app.js sends.
  for (const side of ["black", "white"]) {
    const b = document.getElementById("btn-" + side);
    let down = false;
    let sent = Promise.resolve(); // the release goes out only once the press has arrived: never before it
    b.addEventListener("pointerdown", (e) => {
      if (e.button !== 0 || b.disabled) return;
      down = true;
      b.setPointerCapture(e.pointerId);
      sent = api("POST", "/api/sim/button/" + side + "/down").catch(shown);
    });
    const up = () => {
      if (!down) return;
      down = false;
      sent = sent.then(() => api("POST", "/api/sim/button/" + side + "/up")).catch(shown);
    };
    b.addEventListener("pointerup", up);
    b.addEventListener("pointercancel", up);
  }
  window.addEventListener("click", (e) => {
    if (e.detail > 0 && e.target.closest && e.target.closest("#btn-black, #btn-white")) {
      e.stopPropagation(); // the pointer already pressed and let go
    }
  }, true);
})();
