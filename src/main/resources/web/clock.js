// The two clocks as the board runs them (the state's clock, docs/API.md), one script for the board's page (app.js) and
// the phone opponent's (play.js), so both show a time alike: each shows the times of the last state it received, the
// running one counted down until the next.
"use strict";

// A time left as the clock display shows it: tenths under 20 s, then m:ss or h:mm:ss; "--:--" for no time.
function clockText(ms) {
  if (ms < 0) return "--:--";
  if (ms < 20000) return (Math.floor(ms / 100) / 10).toFixed(1);
  const s = Math.ceil(ms / 1000);
  const h = Math.floor(s / 3600), m = Math.floor((s % 3600) / 60), sec = s % 60;
  return (h ? h + ":" + String(m).padStart(2, "0") : m) + ":" + String(sec).padStart(2, "0");
}

// Both clocks of a state received at receivedAt (performance.now()): the times in #clock-black and #clock-white, and
// the running side's box (boxPrefix + "black" or "white") lit.
function showClocks(clock, receivedAt, boxPrefix) {
  const elapsed = performance.now() - receivedAt;
  for (const side of ["black", "white"]) {
    let ms = clock[side];
    if (clock.running === side && ms >= 0) ms = Math.max(0, ms - elapsed);
    document.getElementById("clock-" + side).textContent = clock.control === "none" ? "--:--" : clockText(ms);
    document.getElementById(boxPrefix + side).classList.toggle("running", clock.running === side);
  }
}
