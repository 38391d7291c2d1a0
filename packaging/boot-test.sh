#!/usr/bin/env bash
# The Debian package on an emulated Pi that boots: a Debian 13 "trixie" arm64 system from Debian's archive
# (debootstrap: linux-image-arm64, systemd, udev, avahi-daemon, OpenJDK 21) booted in qemu-system-aarch64
# (-M virt, Cortex-A72, no KVM) with its own kernel and initramfs, systemd as PID 1. The package is
# installed from the host, the VM rebooted, and everything is checked from the host through a forwarded
# port (the page, the API) and the serial console (a root shell: systemctl, journalctl):
#   - othellier.service active after boot, as the othellier user, the unit's hardening in force in its
#     process (no new privileges, read-only /usr and /etc, its own /tmp, the dialout group), the exposure
#     `systemd-analyze security` gives it, the page and /api/state, its log in the journal;
#   - `systemctl kill -s KILL othellier`: back within the unit's RestartSec; a service that keeps failing
#     (a JVM that refuses its heap) stops restarting at the unit's start limit and the journal says why;
#   - power cuts: the VM killed with SIGKILL mid-game at a random moment, booted again with a forced fsck:
#     the service is back by itself, the game holds every acknowledged move and goes on to its end, the
#     previous boot's journal opens, the filesystem is clean;
#   - the board controller on the VM's USB port: the firmware's host simulator (firmware-protocol/firmware,
#     make host) on a pty here, carried by QEMU's usb-serial (an FTDI FT232, 0403:6001) plugged through
#     QEMU's monitor: udev names it /dev/othellier-board for the dialout group, the service's serial backend
#     finds it, and a whole game is played on it (the LEDs lighting a flip, the clock on its display),
#     unplugged and plugged again half-way with a move made while it was out;
#   - an upgrade (the service restarted on the new version, the game kept) and a purge (the service
#     stopped, its unit, user and data gone) under the running systemd.
# One line per check ("ok" or "FAIL"); the exit status is the number of failed checks (capped at 100).
#
# Needs: root; the firmware's host simulator (firmware-protocol/firmware/build/sim); Debian packages qemu-system-arm, qemu-utils, debootstrap, qemu-user-static and
# binfmt-support (the first run configures the arm64 system in a chroot), e2fsprogs, curl, python3;
# Debian's archive reachable for the first run, which makes the system and its disk image in CACHE
# (debootstrap's second stage under qemu-user: well over an hour on a busy 2-core machine) and reuses
# them afterwards; each run boots a copy-on-write layer over that image, so every run starts from the
# same freshly made system. Too slow for CI: run it by hand after a change to packaging/.
#
# Usage: packaging/boot-test.sh [DEB] [CACHE]
#   DEB     the package (default: the newest target/othellier_*_all.deb; `mvn package` makes it)
#   CACHE   where the system, its disk image, kernel and each run's files live
#           (default /var/cache/othellier-boot-test; delete it to make the system again)
# Environment: BOOT_TEST_PORT (the host's loopback port forwarded to the VM's 8080, default 18080),
#   BOOT_TEST_POWER_CUTS (default 3), BOOT_TEST_SKIP (parts left out: reboot, restart), BOOT_TEST_CPUS (default 2), BOOT_TEST_MEMORY_MB (default 1024),
#   DEBIAN_MIRROR.
set -uo pipefail
cd "$(dirname "$0")/.."
here=$(pwd)

deb=${1:-$(ls -t target/othellier_*_all.deb 2>/dev/null | head -n 1)}
cache=${2:-/var/cache/othellier-boot-test}
mirror=${DEBIAN_MIRROR:-http://deb.debian.org/debian}
port=${BOOT_TEST_PORT:-18080}
power_cuts=${BOOT_TEST_POWER_CUTS:-3}
cpus=${BOOT_TEST_CPUS:-2}
memory=${BOOT_TEST_MEMORY_MB:-1024}
console_py="$here/packaging/boot-test-console.py"
[ -n "$deb" ] && [ -f "$deb" ] || { echo "boot-test: no package: run mvn package first" >&2; exit 2; }
deb=$(readlink -f "$deb")
[ "$(id -u)" = 0 ] || { echo "boot-test: needs root (debootstrap, chroot, the disk image's owners)" >&2; exit 2; }
for tool in qemu-system-aarch64 qemu-img debootstrap chroot mkfs.ext4 curl python3 dpkg-deb; do
  command -v "$tool" >/dev/null || { echo "boot-test: $tool is missing" >&2; exit 2; }
done

# BOOT_TEST_SKIP: parts left out, to try the others sooner: "reboot" (the reboot after the install and the
# checks of the service as the boot starts it), "restart" (systemctl kill and the start limit)
skipped() { [[ " ${BOOT_TEST_SKIP:-} " == *" $1 "* ]] && { printf '%s  skip  %s\n' "$(date +%T)" "$1 (BOOT_TEST_SKIP)"; return 0; }; return 1; }
step() { printf '%s  %s\n' "$(date +%T)" "$*"; }
seconds_since() { python3 -c "import time,sys; print(f'{time.time() - float(sys.argv[1]):.1f}')" "$1"; }
failures=0
check() { # check NAME COMMAND...: one line, ok or FAIL, and the command's output indented when it fails
  local name=$1 out; shift
  if out=$("$@" 2>&1); then
    printf '%s  ok    %s%s\n' "$(date +%T)" "$name" "${out:+: ${out//$'\n'/; }}"
  else
    printf '%s  FAIL  %s\n' "$(date +%T)" "$name"; [ -n "$out" ] && printf '        %s\n' "${out//$'\n'/$'\n'        }"
    failures=$((failures + 1))
  fi
}

# --- the system: debootstrap once, configured in a chroot through qemu-user, then an ext4 image -------------
rootfs=$cache/rootfs
image=$cache/trixie-arm64.img
make_system() {
  [ -e /proc/sys/fs/binfmt_misc/qemu-aarch64 ] || update-binfmts --enable qemu-aarch64 2>/dev/null || true
  [ -e /proc/sys/fs/binfmt_misc/qemu-aarch64 ] \
    || { echo "boot-test: arm64 binaries cannot run here (apt-get install qemu-user-static binfmt-support)" >&2; exit 2; }
  mkdir -p "$cache"
  local t0; t0=$(date +%s.%N)
  if [ ! -e "$rootfs/.debootstrapped" ]; then
    step "making the trixie arm64 system in $rootfs (once; log: $cache/debootstrap.log)"
    rm -rf "$rootfs"
    debootstrap --arch=arm64 --variant=minbase \
      --include=systemd-sysv,udev,dbus,kmod,linux-image-arm64,initramfs-tools,avahi-daemon,openjdk-21-jre-headless,adduser,ca-certificates,curl,iproute2,e2fsprogs,procps \
      trixie "$rootfs" "$mirror" >"$cache/debootstrap.log" 2>&1 \
      || { tail -5 "$cache/debootstrap.log" >&2; echo "boot-test: debootstrap failed" >&2; exit 1; }
    touch "$rootfs/.debootstrapped"
  fi
  # a debootstrap that stopped half-way leaves /proc and /sys mounted inside: never copy those into the image
  for m in proc sys dev; do
    ! mountpoint -q "$rootfs/$m" || { echo "boot-test: $rootfs/$m is still mounted (umount it first)" >&2; exit 1; }
  done
  step "configuring it: fstab, DHCP, the persistent journal, a root shell on the serial console"
  echo othellier >"$rootfs/etc/hostname"
  printf '127.0.0.1 localhost\n127.0.1.1 othellier\n' >"$rootfs/etc/hosts"
  printf '/dev/vda / ext4 errors=remount-ro 0 1\n' >"$rootfs/etc/fstab"
  printf 'nameserver 10.0.2.3\n' >"$rootfs/etc/resolv.conf"
  printf 'deb %s trixie main\n' "$mirror" >"$rootfs/etc/apt/sources.list"
  mkdir -p "$rootfs/etc/systemd/network" "$rootfs/var/log/journal"
  printf '[Match]\nName=en*\n\n[Network]\nDHCP=ipv4\n' >"$rootfs/etc/systemd/network/20-wired.network"
  # The harness's shell on ttyAMA0: no login, no echo, no prompt (boot-test-console.py frames each command).
  cat >"$rootfs/etc/systemd/system/boot-test-console.service" <<'EOF'
[Unit]
Description=root shell on the serial console for packaging/boot-test.sh
After=systemd-user-sessions.service
[Service]
Environment=PS1= PS2=
ExecStart=/bin/sh -c 'stty -echo; exec /bin/sh -i'
StandardInput=tty-force
StandardOutput=tty
StandardError=tty
TTYPath=/dev/ttyAMA0
Restart=always
[Install]
WantedBy=multi-user.target
EOF
  chroot "$rootfs" /bin/sh -ec '
    systemctl enable systemd-networkd boot-test-console >/dev/null 2>&1
    systemctl mask serial-getty@ttyAMA0.service apt-daily.timer apt-daily-upgrade.timer man-db.timer \
      e2scrub_all.timer fstrim.timer >/dev/null 2>&1 || true
    passwd -l root >/dev/null' \
    || { echo "boot-test: configuring the system failed" >&2; exit 1; }
  [ -x "$rootfs/usr/lib/systemd/systemd-networkd" ] || { echo "boot-test: the system has no systemd-networkd" >&2; exit 1; }
  local kernel; kernel=$(ls -v "$rootfs"/boot/vmlinuz-* | tail -n 1)
  cp "$kernel" "$cache/vmlinuz"
  cp "$rootfs/boot/initrd.img-${kernel##*/vmlinuz-}" "$cache/initrd.img"
  step "writing the disk image $image (3 GiB ext4, from the tree)"
  rm -f "$image.tmp"
  mkfs.ext4 -q -F -L othellier-root -d "$rootfs" "$image.tmp" 3G || { echo "boot-test: mkfs.ext4 -d failed" >&2; exit 1; }
  mv "$image.tmp" "$image"
  step "system made in $(seconds_since "$t0") s"
}
[ -f "$image" ] && [ -f "$cache/vmlinuz" ] && [ -f "$cache/initrd.img" ] || make_system

# --- the VM -------------------------------------------------------------------------------------------------
run_dir=$cache/run
rm -rf "$run_dir"; mkdir -p "$run_dir"
overlay=$run_dir/disk.qcow2
qemu-img create -q -f qcow2 -F raw -b "$image" "$overlay" || exit 1
serial=$run_dir/serial.sock
monitor=$run_dir/monitor.sock
qemu_pid=""
http_pid=""
sim_pid=""
boots=0
cleanup() {
  [ -n "$qemu_pid" ] && kill -9 "$qemu_pid" 2>/dev/null
  [ -n "$http_pid" ] && kill "$http_pid" 2>/dev/null
  [ -n "$sim_pid" ] && kill "$sim_pid" 2>/dev/null
  true
}
trap cleanup EXIT
if curl -s -o /dev/null "http://127.0.0.1:$port/"; then echo "boot-test: port $port is taken (BOOT_TEST_PORT)" >&2; exit 2; fi

vm_start() { # vm_start [EXTRA KERNEL ARGUMENTS]: boots the overlay; the console's output goes to console-N.log
  boots=$((boots + 1))
  rm -f "$serial" "$monitor"
  qemu-system-aarch64 -M virt -cpu cortex-a72 -smp "$cpus" -m "$memory" -display none -no-user-config -no-reboot \
    -kernel "$cache/vmlinuz" -initrd "$cache/initrd.img" \
    -append "root=/dev/vda ro rootwait console=ttyAMA0 loglevel=4 systemd.show_status=1 $*" \
    -drive if=none,id=root,file="$overlay",format=qcow2 -device virtio-blk-pci,drive=root \
    -netdev user,id=net,hostname=othellier,hostfwd=tcp:127.0.0.1:"$port"-:8080 -device virtio-net-pci,netdev=net \
    -device virtio-rng-pci -device qemu-xhci,id=xhci \
    -chardev socket,id=console,path="$serial",server=on,wait=off,logfile="$run_dir/console-$boots.log" \
    -serial chardev:console -monitor unix:"$monitor",server=on,wait=off \
    >"$run_dir/qemu-$boots.log" 2>&1 &
  qemu_pid=$!
  vm_started_at=$(date +%s.%N)
}
vm_power_cut() { kill -9 "$qemu_pid"; wait "$qemu_pid" 2>/dev/null; qemu_pid=""; }
# vm_down SECONDS: waits for the VM to end after a reboot or poweroff (-no-reboot: QEMU exits at the reset)
vm_down() {
  local t0; t0=$(date +%s)
  while kill -0 "$qemu_pid" 2>/dev/null; do
    [ $(( $(date +%s) - t0 )) -lt "$1" ] || { echo "the VM did not go down in $1 s"; vm_power_cut; return 1; }
    sleep 1
  done
  wait "$qemu_pid" 2>/dev/null; qemu_pid=""
  echo "down in $(( $(date +%s) - t0 )) s"
}
vm_shell() { python3 "$console_py" wait "$serial" "${1:-900}" "$run_dir/console-$boots.log"; }
# in_vm [SECONDS] COMMAND: a command in the VM's root shell over the serial console
in_vm() {
  local seconds=120
  [[ $1 =~ ^[0-9]+$ ]] && { seconds=$1; shift; }
  python3 "$console_py" run "$serial" "$seconds" "$*"
}
vm_monitor() { python3 "$console_py" monitor "$monitor" "$*"; }
api() {
  curl -sf -m 30 -X "$1" -H 'Content-Type: application/json' ${pin:+-H "Authorization: Bearer $pin"} \
    "http://127.0.0.1:$port$2" ${3:+--data "$3"}
}
# wait_api SECONDS: until /api/state answers through the forwarded port
wait_api() {
  local deadline=$(( $(date +%s) + $1 ))
  while [ "$(date +%s)" -lt "$deadline" ]; do
    curl -sf -m 10 -o /dev/null "http://127.0.0.1:$port/api/state" && return 0
    [ -n "$qemu_pid" ] && ! kill -0 "$qemu_pid" 2>/dev/null && { echo "the VM stopped"; return 1; }
    sleep 1
  done
  echo "/api/state did not answer in $1 s"; return 1
}
# The service's start under emulation as the VM sees it: from its process's start to its "http://" line in the
# journal (the web server listening), and that line's time since the kernel started.
service_start_seconds() {
  in_vm 'ready=$(journalctl -b -u othellier -o short-monotonic --no-pager | grep "http://" | tail -n 1 | sed "s/^\[ *\([0-9.]*\)\].*/\1/");
    started=$(systemctl show -p ExecMainStartTimestampMonotonic --value othellier);
    echo "$ready $started" | awk "{printf \"%.1f s from its start, %.1f s from the kernel start\", \$1 - \$2 / 1000000, \$1}"'
}
state_field() { python3 -c "import json,sys; s=json.load(sys.stdin); print($1)"; }

# --- install, reboot ----------------------------------------------------------------------------------------
step "booting the fresh system ($(basename "$image"), overlay in $run_dir; console logs console-N.log there)"
vm_start
vm_shell 1200 || { tail -20 "$run_dir/console-1.log"; exit 1; }
step "first boot: a shell on the console after $(seconds_since "$vm_started_at") s"

mkdir -p "$run_dir/www"
cp "$deb" "$run_dir/www/othellier.deb"
rm -rf "$run_dir/newer"; dpkg-deb -R "$deb" "$run_dir/newer"
version=$(sed -n 's/^Version: //p' "$run_dir/newer/DEBIAN/control")
sed -i "s/^Version: .*/Version: ${version}+1/" "$run_dir/newer/DEBIAN/control"
dpkg-deb -b "$run_dir/newer" "$run_dir/www/othellier-newer.deb" >/dev/null
http_port=$(python3 -c 'import socket; s=socket.socket(); s.bind(("127.0.0.1", 0)); print(s.getsockname()[1])')
python3 -m http.server --bind 127.0.0.1 --directory "$run_dir/www" "$http_port" >"$run_dir/http.log" 2>&1 &
http_pid=$!
# QEMU's user network: the host's loopback is 10.0.2.2 from inside
fetch_in_vm() { in_vm 300 "curl -sSf -o /tmp/$1 http://10.0.2.2:$http_port/$1"; }

t0=$(date +%s.%N)
check "the package fetched into the VM ($(du -k "$deb" | cut -f1) KB)" fetch_in_vm othellier.deb
check "apt-get install ./othellier.deb under systemd" in_vm 900 \
  'DEBIAN_FRONTEND=noninteractive apt-get install -y --no-install-recommends /tmp/othellier.deb >/tmp/install.log 2>&1 || { tail -20 /tmp/install.log; false; }; dpkg-query -W -f "\${Version}" othellier'
step "installed in $(seconds_since "$t0") s"
check "othellier.service enabled" in_vm systemctl is-enabled othellier

unit=$here/packaging/deb/othellier.service
if ! skipped reboot; then
in_vm 60 'systemctl reboot' >/dev/null
check "systemctl reboot: the system shut down" vm_down 600
vm_start
check "the page after the reboot (boot and service start, through 127.0.0.1:$port)" wait_api 1200
ready_after=$(seconds_since "$vm_started_at")
step "reboot to /api/state answering: $ready_after s"
vm_shell 300 >/dev/null

# --- after boot: the service as systemd runs it -------------------------------------------------------------
check "othellier.service active after boot" in_vm systemctl is-active othellier
check "started at boot by multi-user.target (not by the install)" in_vm \
  'systemctl show -p NRestarts,ActiveEnterTimestamp othellier | tr "\n" " "; [ "$(systemctl show -p NRestarts --value othellier)" = 0 ]'
check "its process runs as othellier, in the dialout group" in_vm \
  'pid=$(systemctl show -p MainPID --value othellier); ps -o user=,group=,supgrp= -p $pid;
   [ "$(ps -o user= -p $pid)" = othellier ] && grep -q "Groups:.*\b$(getent group dialout | cut -d: -f3)\b" /proc/$pid/status'
expected=$(grep -E '^(User|Group|SupplementaryGroups|NoNewPrivileges|ProtectSystem|ReadWritePaths|PrivateTmp|ProtectHome|ProtectKernelTunables|ProtectKernelModules|ProtectControlGroups|RestrictSUIDSGID|LockPersonality)=' "$unit" | sort)
shown() { in_vm "systemctl show othellier $(sed 's/=.*//; s/^/-p /' <<<"$expected" | tr '\n' ' ') | sort"; }
hardening_as_written() {
  local got; got=$(shown) || return 1
  diff <(echo "$expected") <(echo "$got") >&2 && echo "$(wc -l <<<"$expected") settings as the unit writes them"
}
check "systemctl show: the unit's hardening as written" hardening_as_written
check "the hardening in force in the process (no new privileges; /usr, /etc read-only; /var/lib/othellier writable; its own /tmp)" in_vm \
  'pid=$(systemctl show -p MainPID --value othellier); touch /tmp/.boot-test; grep -q "NoNewPrivs:.*1" /proc/$pid/status &&
   nsenter -t $pid -m -- sh -c "findmnt -no OPTIONS -T /usr | grep -q ^ro, && findmnt -no OPTIONS -T /etc | grep -q ^ro, &&
     findmnt -no OPTIONS -T /var/lib/othellier | grep -q ^rw, && [ ! -e /tmp/.boot-test ] && [ -z \"\$(ls -A /root)\" ]"'
exposure() { in_vm 300 'systemd-analyze security othellier --no-pager | tail -n 1'; }
check "systemd-analyze security othellier" exposure
check "GET / through the forwarded port" sh -c "curl -sf -m 30 http://127.0.0.1:$port/ | grep -c -i '<html' >/dev/null && echo 'the page'"
check "GET /api/state through the forwarded port" sh -c "curl -sf -m 30 http://127.0.0.1:$port/api/state | python3 -c 'import json,sys; s=json.load(sys.stdin); print(\"game\", s[\"gameId\"], s[\"status\"])'"
check "its log in journalctl -u othellier" in_vm \
  'journalctl -b -u othellier --no-pager -o cat | grep -c . | sed "s/$/ lines this boot/"; journalctl -b -u othellier -o cat | grep -q -i "http://"'
check "avahi-daemon active (othellier.local)" in_vm systemctl is-active avahi-daemon
service_start=$(service_start_seconds)
step "service start under emulation (its process to its web server listening): $service_start"
else
  check "the service answering after the install (through 127.0.0.1:$port)" wait_api 1200
fi
pin=$(in_vm 300 'su -s /bin/sh othellier -c "othellier pin --config /etc/othellier/othellier.toml"' | tail -n 1)
check "the arbiter's PIN read in the VM" test -n "$pin"

# --- systemd's restart, and its limit -----------------------------------------------------------------------
if ! skipped restart; then
restart_after_kill() {
  local before after t0
  before=$(in_vm 'systemctl show -p MainPID --value othellier')
  t0=$(date +%s.%N)
  in_vm 'systemctl kill -s KILL othellier' || return 1
  wait_api 600 || return 1
  after=$(in_vm 'systemctl show -p MainPID,NRestarts,Result --value othellier | tr "\n" " "')
  [ "${after%% *}" != "$before" ] || { echo "the same process $before"; return 1; }
  echo "pid $before killed, now $after; answering again $(seconds_since "$t0") s after the kill (RestartSec=$(sed -n 's/^RestartSec=//p' "$unit"))"
}
check "systemctl kill -s KILL othellier: restarted by systemd" restart_after_kill
keeps_failing() {
  # A service that cannot start: its JVM refuses a heap too small and exits within seconds. (A configuration
  # the service refuses fails only once its JVM is up, over a minute apart under emulation on a loaded machine:
  # then fewer than StartLimitBurst starts fit in StartLimitIntervalSec and systemd never gives up.)
  in_vm 600 'mkdir -p /run/systemd/system/othellier.service.d &&
    printf "[Service]\nEnvironment=OTHELLIER_JAVA_OPTS=-Xmx1k\n" >/run/systemd/system/othellier.service.d/broken.conf &&
    systemctl daemon-reload && systemctl show -p Environment othellier | grep -q Xmx1k && systemctl restart othellier' \
    || { echo "the drop-in that breaks it did not take: $(in_vm 'systemctl show -p DropInPaths,Environment othellier')"; return 1; }
  local t0; t0=$(date +%s)
  # Given up: failed, no restart pending, and the journal's "Start request repeated too quickly" (systemd 257
  # keeps Result=exit-code then, not start-limit-hit)
  local gave_up='[ "$(systemctl show -p ActiveState --value othellier)" = failed ] &&
    journalctl -b -u othellier --no-pager -o cat | grep -q "repeated too quickly"'
  while [ $(( $(date +%s) - t0 )) -lt 900 ]; do
    in_vm "$gave_up" >/dev/null && break
    sleep 5
  done
  in_vm 'systemctl show -p ActiveState,Result,NRestarts othellier | tr "\n" " ";
    journalctl -b -u othellier --no-pager -o cat | grep -m1 -i "heap"; journalctl -b -u othellier --no-pager -o cat | grep -m1 "repeated too quickly"
    '"$gave_up" || return 1
  echo " (gave up after $(( $(date +%s) - t0 )) s)"
}
check "a service that keeps failing stops restarting and says why" keeps_failing
check "the drop-in removed: started again" in_vm 600 \
  'rm -r /run/systemd/system/othellier.service.d; systemctl daemon-reload; systemctl reset-failed othellier; systemctl start othellier; systemctl is-active othellier'
wait_api 600 >/dev/null
fi

# --- power cuts mid-game ------------------------------------------------------------------------------------
# A whole short game, frame by frame: packaging/short-game.sh.
. packaging/short-game.sh
moves_now() { api GET /api/state | state_field 'len(s["moves"])'; }
# play_to N: posts frames until N moves are acknowledged (shown by /api/state)
play_to() {
  local n i
  n=$(moves_now) || return 1
  for ((i = n; i < $1; i++)); do
    api POST /api/sim/frame "{\"frame\": \"${frames[$i]}\"}" >/dev/null || return 1
    for _ in $(seq 1 240); do
      n=$(moves_now) || return 1
      [ "$n" -gt "$i" ] && break
      sleep 0.25
    done
    [ "$n" -gt "$i" ] || { echo "move $((i + 1)) was not taken"; return 1; }
  done
}
new_game() { api POST /api/game '{"clock": "none", "black": "human", "white": "human", "sensors": "colour"}' >/dev/null; }
check "a new game on the simulated board" new_game
game=$(api GET /api/state | state_field 's["gameId"]')
acknowledged=0
for ((cut = 1; cut <= power_cuts; cut++)); do
  # at a random moment: after a random number of moves, and while the next frame is being taken or not
  target=$(( acknowledged + 1 + RANDOM % 3 )); [ "$target" -gt 7 ] && target=7
  check "power cut $cut: moves played up to $target" play_to "$target"
  acknowledged=$(moves_now)
  if (( RANDOM % 2 )); then
    api POST /api/sim/frame "{\"frame\": \"${frames[$acknowledged]}\"}" >/dev/null &
    sleep "0.$(( RANDOM % 10 ))"
  fi
  vm_power_cut
  step "power cut $cut: the VM killed with SIGKILL, $acknowledged moves acknowledged; booting again (fsck forced)"
  vm_start fsck.mode=force
  # A forced fsck that repairs the root file system (orphaned inodes after the cut) reboots the machine, as
  # systemd-fsck asks; under -no-reboot QEMU then exits and is started again, as a Pi would come back.
  reboots=0
  while ! wait_api 1200 >/dev/null && ! kill -0 "$qemu_pid" 2>/dev/null && [ "$reboots" -lt 2 ] &&
      tail -c 2000 "$run_dir/console-$boots.log" | grep -q "reboot: Restarting"; do
    reboots=$((reboots + 1)); wait "$qemu_pid" 2>/dev/null; qemu_pid=""
    step "power cut $cut: the machine rebooted itself after $(seconds_since "$vm_started_at") s (fsck's repair); starting it again"
    vm_start
  done
  back_after_cut() { wait_api 60 && echo "$([ "$reboots" = 0 ] && echo "without" || echo "after $reboots") reboot(s) by fsck"; }
  check "power cut $cut: the service back by itself" back_after_cut
  step "power cut $cut: boot to /api/state answering in $(seconds_since "$vm_started_at") s"
  vm_shell 300 >/dev/null
  resumed() {
    api GET /api/state | python3 -c "
import json, sys
s = json.load(sys.stdin); moves = [m if isinstance(m, str) else m.get('move', m.get('square')) for m in s['moves']]
want = '${game_moves[*]}'.split()[:$acknowledged]
assert s['gameId'] == $game, f'game {s[\"gameId\"]}, not $game'
assert [str(m).lower() for m in moves[:len(want)]] == want and len(moves) <= len(want) + 1, f'{moves} against {want}'
print('game', s['gameId'], len(moves), 'moves:', ' '.join(str(m) for m in moves))"
  }
  check "power cut $cut: the game resumed with every acknowledged move" resumed
  check "power cut $cut: the journal of the killed boot opens" in_vm \
    'journalctl -b -1 --no-pager -q -u othellier -o cat | tail -n 1; [ "$(journalctl --list-boots --no-pager -q | wc -l)" -ge 2 ]'
  check "power cut $cut: the filesystem clean (fsck at boot, no ext4 error)" in_vm \
    '{ cat /run/initramfs/fsck.log 2>/dev/null; journalctl -b -u systemd-fsck-root --no-pager -q -o cat; } | grep -i vda | tail -n 2;
     [ "$(systemctl show -p Result --value systemd-fsck-root)" = success ] && ! dmesg | grep -i "EXT4-fs error" &&
     tune2fs -l /dev/vda | grep -Eq "^Filesystem state: +clean$"'
done
check "the game played on to its end after the power cuts" play_to ${#frames[@]}
finished() {
  api GET /api/games/"$game" | python3 -c "import json,sys; s=json.load(sys.stdin); m=s['moves']; assert len(m) == 9, s; print('game', s['id'], s['status'], len(m), 'moves')"
}
check "the game finished, every move kept" finished

# --- the controller on the VM's USB port: the firmware's host simulator behind QEMU's usb-serial ------------
# The firmware built for the host (firmware-protocol/firmware: make host) serves the link on a pty here; QEMU's
# usb-serial (an FTDI FT232, 0403:6001) carries it into the VM, where udev names it /dev/othellier-board and
# the service's serial backend plays a whole game through it, unplugged and plugged again half-way.
sim_out=$run_dir/sim.out
# sim_cmd COMMAND: one command to the simulator (board, put, press), waits for its OK
sim_cmd() {
  local before answer; before=$(grep -c -E '^(OK|ERROR)' "$sim_out")
  echo "$*" >&7
  for _ in $(seq 1 100); do
    answer=$(grep -E '^(OK|ERROR)' "$sim_out" | sed -n "$((before + 1))p")
    [ -n "$answer" ] && { [ "$answer" = OK ] || { echo "simulator: $*: $answer"; return 1; }; return 0; }
    sleep 0.1
  done
  echo "simulator: no answer to $*"; return 1
}
# sim_line_after LINE REGEX SECONDS: the first line of the simulator's output after line LINE that matches
sim_line_after() {
  local deadline=$(( $(date +%s) + $3 )) line
  while [ "$(date +%s)" -lt "$deadline" ]; do
    line=$(tail -n +"$(( $1 + 1 ))" "$sim_out" | grep -m1 -E "$2") && { echo "$line"; return 0; }
    sleep 0.25
  done
  echo "no line matching '$2' from the simulator in $3 s"; return 1
}
board_field() { api GET /api/state | state_field "$1"; }
# wait_board_link STATE SECONDS: until /api/state's board link is STATE (connected, reconnecting)
wait_board_link() {
  local deadline=$(( $(date +%s) + $2 )) got
  while [ "$(date +%s)" -lt "$deadline" ]; do
    got=$(board_field 's["board"]["link"]') && [ "$got" = "$1" ] && { echo "board link $got"; return 0; }
    sleep 1
  done
  echo "board link ${got:-?}, not $1, after $2 s"; return 1
}
# play_board_to N: the simulator's board shows each position in turn until N moves are acknowledged
play_board_to() {
  local n i
  n=$(moves_now) || return 1
  for ((i = n; i < $1; i++)); do
    sim_cmd board "${frames[$i]}" || return 1
    for _ in $(seq 1 240); do
      n=$(moves_now) || return 1
      [ "$n" -gt "$i" ] && break
      sleep 0.25
    done
    [ "$n" -gt "$i" ] || { echo "move $((i + 1)) (${game_moves[$i]}) was not taken"; return 1; }
  done
  echo "$n moves"
}
sim_bin=$here/firmware-protocol/firmware/build/sim
# The simulator runs in this shell (a check runs its command in a subshell, whose end would close the
# simulator's input and stop it); fd 7 is its standard input.
if [ -x "$sim_bin" ]; then
  rm -f "$run_dir/sim.in" "$sim_out"; mkfifo "$run_dir/sim.in"
  "$sim_bin" --link "$run_dir/board.pty" --board ---------------------------OX------XO--------------------------- \
    <"$run_dir/sim.in" >"$sim_out" 2>&1 &
  sim_pid=$!
  exec 7>"$run_dir/sim.in"
else
  touch "$sim_out"
fi
simulator_up() {
  [ -x "$sim_bin" ] || { echo "$sim_bin is missing (make -C firmware-protocol/firmware host)"; return 1; }
  sim_line_after 0 '^PTY ' 10
}
check "the firmware's host simulator on a pty" simulator_up
board_named() { in_vm 'udevadm settle; l=$(readlink -f /dev/othellier-board) && ls -l $l | cut -d" " -f1,4 && [ "$(stat -c %G $l)" = dialout ]'; }
# plug: the adapter into the VM's xHCI port (a device just unplugged lets go of its chardev a moment later)
plug() {
  local out
  for _ in $(seq 1 30); do
    out=$(vm_monitor "device_add usb-serial,chardev=board,id=boardusb,bus=xhci.0")
    [ -z "$out" ] && return 0
    grep -q "in use" <<<"$out" || break
    sleep 1
  done
  echo "$out"; return 1
}
add_chardev() { local out; out=$(vm_monitor "chardev-add serial,id=board,path=$run_dir/board.pty"); [ -z "$out" ] || { echo "$out"; return 1; }; }
check "the pty as QEMU's chardev" add_chardev
check "usb-serial (an FTDI FT232) plugged through QEMU's monitor" plug
check "udev names it /dev/othellier-board, group dialout" board_named
serial_backend() {
  in_vm 300 'sed -i "s/^backend = .*/backend = \"serial\"  # the boot test: the controller on the USB port/" /etc/othellier/othellier.toml &&
    grep "^backend" /etc/othellier/othellier.toml && systemctl restart othellier' || return 1
  wait_api 900 || return 1
  wait_board_link connected 300 || return 1
  board_field '"backend " + s["backend"] + ", sensing " + ",".join(s["board"]["sensing"])'
}
check "the service on its serial backend finds the controller" serial_backend
new_serial_game() { api POST /api/game '{"clock": "5m", "black": "human", "white": "human"}' >/dev/null && board_field '"game %s %s" % (s["gameId"], s["status"])'; }
game_mark=$(wc -l <"$sim_out")
check "a new game with a 5-minute clock on the controller" new_serial_game
game=$(api GET /api/state | state_field 's["gameId"]')
first_move_with_leds() {
  local mark lit dark
  mark=$(wc -l <"$sim_out")
  sim_cmd put e6 X || return 1
  # e5 is the 37th square from a1: the LEDs light it to be turned
  lit=$(sim_line_after "$mark" '^LEDS' 60 | awk '$38 != "." { print "e5 lit (" $38 ")"; ok = 1 } END { exit !ok }') \
    || { echo "e5 not lit for its flip: $(grep '^LEDS' "$sim_out" | tail -n 1)"; return 1; }
  mark=$(wc -l <"$sim_out")
  sim_cmd put e5 X || return 1
  play_board_to 1 >/dev/null || return 1
  dark=$(sim_line_after "$mark" '^LEDS( \.)+$' 60) || { echo "$lit; the LEDs not dark after the flip"; return 1; }
  echo "$lit for the flip of e6, dark once turned; $(moves_now) move"
}
check "move 1 made on the controller: the LEDs light the flip" first_move_with_leds
check "moves 2 to 4 on the controller" play_board_to 4
# clock_running: the controller's display shows times, and they have changed since the game began
clock_running() {
  local first last
  first=$(tail -n +"$(( game_mark + 1 ))" "$sim_out" | grep -m1 '^DISPLAY')
  last=$(grep '^DISPLAY' "$sim_out" | tail -n 1)
  [[ $first =~ [0-9] && $last =~ [0-9] && $last != "$first" ]] \
    || { echo "the clock display: first ${first:-nothing}, now ${last:-nothing}"; return 1; }
  echo "${first#DISPLAY } at the start, now ${last#DISPLAY } ($(tail -n +"$(( game_mark + 1 ))" "$sim_out" | grep -c '^DISPLAY') display changes)"
}
check "the clock runs on the controller's display" clock_running
unplugged() {
  vm_monitor 'device_del boardusb' >/dev/null
  wait_board_link reconnecting 120 || return 1
  in_vm 'udevadm settle; [ ! -e /dev/othellier-board ]' || { echo "/dev/othellier-board still there"; return 1; }
  echo "/dev/othellier-board gone"
}
check "unplugged mid-game through QEMU's monitor: the service sees it gone" unplugged
check "move 5 made on the board while unplugged" sim_cmd board "${frames[4]}"
replugged() { plug && board_named && wait_board_link connected 300; }
check "replugged: /dev/othellier-board back, the controller connected again" replugged
check "the move made while unplugged taken after the replug" play_board_to 5
check "the game played on to its end on the controller" play_board_to ${#frames[@]}
check "the game finished, every move kept" finished
check "the clock still shown" clock_running

# --- an upgrade and a purge under the running systemd -------------------------------------------------------
check "the newer package fetched" fetch_in_vm othellier-newer.deb
upgraded() {
  in_vm 900 'DEBIAN_FRONTEND=noninteractive apt-get install -y --no-install-recommends /tmp/othellier-newer.deb >/tmp/upgrade.log 2>&1 || { tail -20 /tmp/upgrade.log; false; }' || return 1
  wait_api 600 || return 1
  in_vm 'echo "$(dpkg-query -W -f "\${Version}" othellier) $(systemctl is-active othellier) since $(systemctl show -p ActiveEnterTimestamp --value othellier)"'
  api GET /api/games | python3 -c "import json,sys; g=[x for x in json.load(sys.stdin)['games'] if x['id']==$game]; assert g, 'game $game lost'; print('game', g[0]['id'], g[0]['status'])"
}
check "upgrade: the service restarted on the new version, the game kept" upgraded
check "purge: the service stopped, its unit, user, configuration and games gone" in_vm 900 \
  'DEBIAN_FRONTEND=noninteractive apt-get purge -y othellier >/tmp/purge.log 2>&1 || { tail -20 /tmp/purge.log; false; };
   ! pgrep -u othellier >/dev/null 2>&1 && [ "$(systemctl show -p LoadState --value othellier)" = not-found ] && ! id othellier 2>/dev/null &&
   [ ! -e /var/lib/othellier ] && [ ! -e /etc/othellier ] || { systemctl status othellier --no-pager; false; }'

in_vm 60 'systemctl poweroff' >/dev/null
check "systemctl poweroff" vm_down 600
if [ "$failures" = 0 ]; then
  step "boot test passed ($boots boots)"
else
  step "boot test: $failures checks failed (console logs in $run_dir)"
fi
exit $(( failures > 100 ? 100 : failures ))
