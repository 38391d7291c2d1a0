#!/bin/sh
# The pictures of docs/PAGE.md: the board's page at phone and desktop sizes, in Debian's headless Chromium, from a
# running `./othellier serve` on the simulated board. It starts a new game (Black: a person, White: AI level 1),
# plays a few moves with the simulated board's taps (POST /api/sim/hand) and photographs the page.
#
#   docs/pictures/make-pictures.sh [BASE-URL]      (default http://127.0.0.1:8080)
#
# The arbiter's PIN is read from $OTHELLIER_PIN, else from the data folder's arbiter-pin ($OTHELLIER_DATA, default
# ~/.othellier). Needs curl, jq and chromium; pngquant, where installed, makes the pictures about a third as big.
# The game in progress on that service is replaced (kept as abandoned).
set -eu

base=${1:-http://127.0.0.1:8080}
out=$(cd "$(dirname "$0")" && pwd)
pin=${OTHELLIER_PIN:-$(cat "${OTHELLIER_DATA:-$HOME/.othellier}/arbiter-pin")}
chromium=${CHROMIUM:-chromium}

api() { # METHOD PATH [JSON]
  if [ $# -ge 3 ]; then
    curl -fsS -X "$1" -H "Authorization: Bearer $pin" -H 'Content-Type: application/json' --data "$3" "$base$2"
  else
    curl -fsS -X "$1" -H "Authorization: Bearer $pin" "$base$2"
  fi
}

# Waits (up to 10 s) until the state answers jq's test $1 with true.
until_state() {
  tries=0
  until [ "$(api GET /api/state | jq -r "$1")" = true ]; do
    tries=$((tries + 1))
    [ $tries -lt 100 ] || { echo "make-pictures: the state never showed $1" >&2; exit 1; }
    sleep 0.1
  done
}

# One move by hand: the disc put, then every disc the service says to turn.
play() { # SQUARE COLOUR
  plies=$(api GET /api/state | jq '.moves | length')
  api POST /api/sim/hand "{\"intent\": \"put\", \"square\": \"$1\", \"colour\": \"$2\"}" >/dev/null
  until_state '.observation.kind == "move" or (.moves | length) > '"$plies"
  for square in $(api GET /api/state | jq -r '.observation.toFlip // [] | .[]'); do
    api POST /api/sim/hand "{\"intent\": \"turn\", \"square\": \"$square\"}" >/dev/null
  done
  until_state '(.moves | length) > '"$plies"
}

# The AI's move made by hand, as the LEDs ask.
ai_plays() {
  until_state '.ai.move != null'
  play "$(api GET /api/state | jq -r '.ai.move')" white
}

api POST /api/game '{"game": "othello", "sensors": "colour", "black": "human", "white": "ai:1", "clock": "10m"}' >/dev/null
# Black's moves: the first of the legal moves the state lists (the AI's answers may vary)
for move in 1 2 3; do
  play "$(api GET /api/state | jq -r '.legalMoves[0]')" black
  ai_plays
done
until_state '.toMove == "black"'

shoot() { # NAME WIDTH HEIGHT [#PANEL]
  "$chromium" --headless --no-sandbox --disable-gpu --hide-scrollbars --no-first-run --disable-sync \
    --window-size="$2,$3" --virtual-time-budget=3000 --screenshot="$out/$1.png" "$base/${4:-}" 2>/dev/null
  if command -v pngquant >/dev/null 2>&1; then
    pngquant --force --skip-if-larger --quality 70-95 --output "$out/$1.png" "$out/$1.png" || true
  fi
  echo "$out/$1.png: $(wc -c <"$out/$1.png") bytes"
}
shoot phone-board 390 844
# the Games tab open, the window tall enough for the whole page (headless Chromium's picture does not scroll)
shoot phone-panels 390 1500 "#panel-game"
shoot desktop 1280 800
