#!/usr/bin/env bash
# The Debian package installed as on a Raspberry Pi: a Debian 13 "trixie" arm64 userland run through
# qemu-user-static, `apt-get install ./othellier_*.deb` in it, the unit's ExecStart run as the service's
# user, GET /api/state, `othellier perft --depth 6`, a whole game on the simulated board through the HTTP
# API, an upgrade to a newer package with the configuration a person changed and the game kept, then
# remove (the games stay) and purge (everything goes). Prints the figures docs/BENCHMARKS.md records.
#
# Needs: root; Debian packages debootstrap, qemu-user-static and binfmt-support (arm64 binaries run
# through binfmt_misc); curl and python3 on this machine; Debian's archive reachable for the first run
# (which makes the userland, about 10-15 minutes); port 8080 free on loopback (the service listens
# there as its configuration says; nothing leaves the machine). Too slow for CI: run it by hand after a
# change to packaging/.
#
# Usage: packaging/install-test.sh [DEB] [ROOTFS]
#   DEB     the package (default: the newest target/othellier_*_all.deb; `mvn package` makes it)
#   ROOTFS  the arm64 userland, made when missing and reused (default /var/tmp/othellier-trixie-arm64)
set -euo pipefail
cd "$(dirname "$0")/.."

deb=${1:-$(ls -t target/othellier_*_all.deb 2>/dev/null | head -n 1)}
root=${2:-/var/tmp/othellier-trixie-arm64}
mirror=${DEBIAN_MIRROR:-http://deb.debian.org/debian}
port=8080
[ -n "$deb" ] && [ -f "$deb" ] || { echo "install-test: no package: run mvn package first" >&2; exit 2; }
[ "$(id -u)" = 0 ] || { echo "install-test: needs root (chroot, debootstrap)" >&2; exit 2; }
for tool in debootstrap chroot curl python3; do
  command -v "$tool" >/dev/null || { echo "install-test: $tool is missing" >&2; exit 2; }
done
[ -e /proc/sys/fs/binfmt_misc/qemu-aarch64 ] || update-binfmts --enable qemu-aarch64 2>/dev/null || true
[ -e /proc/sys/fs/binfmt_misc/qemu-aarch64 ] || { echo "install-test: arm64 binaries cannot run here (apt-get install qemu-user-static binfmt-support)" >&2; exit 2; }

step() { printf '%s  %s\n' "$(date +%T)" "$*"; }
seconds_since() { python3 -c "import time,sys; print(f'{time.time() - float(sys.argv[1]):.1f}')" "$1"; }

if [ ! -x "$root/usr/bin/java" ]; then
  step "making the trixie arm64 userland in $root (once)"
  t0=$(date +%s.%N)
  debootstrap --arch=arm64 --include=openjdk-21-jre-headless,adduser,ca-certificates trixie "$root" "$mirror" >"$root.log" 2>&1 \
    || { tail -5 "$root.log" >&2; echo "install-test: debootstrap failed (log: $root.log)" >&2; exit 1; }
  step "userland made in $(seconds_since "$t0") s"
fi

mounted=()
service_pid=""
cleanup() {
  [ -n "$service_pid" ] && kill "$service_pid" 2>/dev/null || true
  for m in "${mounted[@]}"; do umount -l "$m" 2>/dev/null || true; done
}
trap cleanup EXIT
for m in proc dev sys; do
  mountpoint -q "$root/$m" && continue
  if [ "$m" = proc ]; then mount -t proc proc "$root/proc"; else mount --rbind "/$m" "$root/$m"; fi
  mounted=("$root/$m" "${mounted[@]}")
done
in_root() { chroot "$root" env -i PATH=/usr/sbin:/usr/bin:/sbin:/bin HOME=/root LANG=C.UTF-8 DEBIAN_FRONTEND=noninteractive "$@"; }

# The service as systemd would start it: the unit's user, environment and ExecStart.
start_service() {
  local unit="$root/usr/lib/systemd/system/othellier.service" envs=() cmd
  while IFS= read -r line; do envs+=("$line"); done < <(sed -n 's/^Environment="\{0,1\}\([^"]*\)"\{0,1\}$/\1/p' "$unit")
  cmd=$(sed -n 's/^ExecStart=//p' "$unit")
  if curl -s -o /dev/null "http://127.0.0.1:$port/"; then echo "install-test: port $port is taken" >&2; exit 1; fi
  local t0; t0=$(date +%s.%N)
  # shellcheck disable=SC2086 # the unit's command line is words
  chroot --userspec=othellier:othellier "$root" env -i PATH=/usr/bin:/bin HOME=/var/lib/othellier LANG=C.UTF-8 \
    "${envs[@]}" $cmd >"$root/tmp/service.log" 2>&1 &
  service_pid=$!
  for _ in $(seq 1 600); do
    if curl -sf -o /dev/null "http://127.0.0.1:$port/api/state"; then
      step "GET /api/state answers $(seconds_since "$t0") s after start (under emulation)"
      return
    fi
    kill -0 "$service_pid" 2>/dev/null || { cat "$root/tmp/service.log" >&2; echo "install-test: the service stopped" >&2; exit 1; }
    sleep 0.5
  done
  echo "install-test: the service did not answer in 300 s" >&2; exit 1
}
stop_service() {
  kill "$service_pid"; wait "$service_pid" 2>/dev/null || true; service_pid=""
}
rss_mb() {
  local pid; pid=$(pgrep -f "qemu-aarch64.*othellier.jar serve|othellier.jar serve" | head -n 1)
  awk '/VmRSS/ {printf "%.0f", $2 / 1024}' "/proc/$pid/status"
}
api() {
  curl -sf -X "$1" -H 'Content-Type: application/json' ${pin:+-H "Authorization: Bearer $pin"} \
    "http://127.0.0.1:$port$2" ${3:+--data "$3"}
}

step "installing $(basename "$deb") ($(du -k "$deb" | cut -f1) KB)"
cp "$deb" "$root/tmp/othellier.deb"
in_root apt-get install -y /tmp/othellier.deb >"$root/tmp/install.log" 2>&1 || { cat "$root/tmp/install.log" >&2; exit 1; }
in_root id othellier
in_root test -d /var/lib/othellier
in_root test -f /etc/othellier/othellier.toml

start_service
step "RSS of the service's process after start: $(rss_mb) MB (qemu's own memory included)"
# The arbiter's PIN the service made at its first start, as the person who installed it reads it.
pin=$(in_root su -s /bin/sh othellier -c "/usr/bin/othellier pin --config /etc/othellier/othellier.toml")
step "the arbiter's PIN: $pin"

t0=$(date +%s.%N)
in_root su -s /bin/sh othellier -c "/usr/bin/othellier perft --depth 6" | tail -n 1
step "perft --depth 6 in $(seconds_since "$t0") s (a JVM start included)"

# A whole short game, frame by frame: packaging/short-game.sh.
. packaging/short-game.sh
api POST /api/game '{"clock": "none", "black": "human", "white": "human", "sensors": "colour"}' >/dev/null
t0=$(date +%s.%N)
for i in "${!frames[@]}"; do
  api POST /api/sim/frame "{\"frame\": \"${frames[$i]}\"}" >/dev/null
  n=0
  for _ in $(seq 1 120); do
    n=$(api GET /api/state | python3 -c 'import json,sys; print(len(json.load(sys.stdin)["moves"]))')
    [ "$n" -gt "$i" ] && break
    sleep 0.25
  done
  [ "$n" -gt "$i" ] || { echo "install-test: move $((i + 1)) was not taken" >&2; exit 1; }
done
state=$(api GET /api/state)
echo "$state" | python3 -c 'import json,sys; s=json.load(sys.stdin); print("game", s["gameId"], s["status"], s.get("result") or s.get("outcome"))'
game=$(echo "$state" | python3 -c 'import json,sys; print(json.load(sys.stdin)["gameId"])')
step "a whole game of ${#frames[@]} moves through the API in $(seconds_since "$t0") s"
step "RSS after the game: $(rss_mb) MB"
stop_service

step "upgrade: the same package as a newer version, with the configuration changed by hand"
sed -i 's/^ai-level = 4/ai-level = 5/' "$root/etc/othellier/othellier.toml"
rm -rf "$root/tmp/newer"; dpkg-deb -R "$deb" "$root/tmp/newer"
version=$(sed -n 's/^Version: //p' "$root/tmp/newer/DEBIAN/control")
sed -i "s/^Version: .*/Version: ${version}+1/" "$root/tmp/newer/DEBIAN/control"
dpkg-deb -b "$root/tmp/newer" "$root/tmp/othellier-newer.deb" >/dev/null
in_root apt-get install -y /tmp/othellier-newer.deb >"$root/tmp/upgrade.log" 2>&1 || { cat "$root/tmp/upgrade.log" >&2; exit 1; }
in_root dpkg-query -W -f '${Version}\n' othellier
grep -q '^ai-level = 5' "$root/etc/othellier/othellier.toml" || { echo "install-test: the changed configuration was lost" >&2; exit 1; }
start_service
api GET /api/games | python3 -c "import json,sys; g=[x for x in json.load(sys.stdin)['games'] if x['id']==$game]; assert g and g[0]['status']=='finished', g; print('after the upgrade, game', g[0]['id'], g[0]['status'], g[0].get('result'))"
stop_service

step "remove keeps the games; purge removes them, the configuration and the user"
in_root apt-get remove -y othellier >/dev/null 2>&1
in_root test -f /var/lib/othellier/othellier.db
in_root su -s /bin/sh othellier -c true 2>/dev/null || true
in_root apt-get purge -y othellier >/dev/null 2>&1
if in_root test -e /var/lib/othellier || in_root test -e /etc/othellier || in_root id othellier >/dev/null 2>&1; then
  echo "install-test: purge left something behind" >&2; exit 1
fi
step "install test passed"
