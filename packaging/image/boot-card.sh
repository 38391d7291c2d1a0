#!/usr/bin/env bash
# The card image's own system booted in the emulated machine, and its first boot checked from the host.
# A copy of the image made by build-image.sh is grown as a bigger SD card would be, given an othellier.txt
# (written with mtools on its FAT partition, as a person would on any computer: host name clubboard, an
# arbiter PIN, SSH with a key made here), and booted in qemu-system-aarch64 (-M virt, Cortex-A72, no KVM)
# with the kernel and initramfs of its root filesystem (/boot) and the kernel command line of its cmdline.txt.
# Then, one line per check ("ok" or "FAIL"):
#   - the first boot: the root partition grown to the disk's end and its ext4 filesystem to the partition;
#     othellier.txt applied (the host name, the PIN opening an arbiter route through the forwarded port, SSH
#     on with the key, a login through the forwarded port) and its secrets blanked on the FAT partition;
#     othellier.service active and /api/state answering; avahi announcing clubboard.local;
#   - a second boot: nothing grown again, every setting kept.
# What QEMU cannot check (the Pi's firmware, config.txt, device trees, Wi-Fi, the SD card): README.md here.
# The checks in the VM go through a root shell that the kernel command line asks of systemd on the serial
# console (systemd.debug_shell=ttyAMA0; nothing is changed on the card for it), driven by
# packaging/boot-test-console.py. The exit status is the number of failed checks (capped at 100).
#
# Needs: qemu-system-aarch64 (qemu-system-arm), sfdisk (fdisk), mtools, debugfs (e2fsprogs), ssh and
# ssh-keygen (openssh-client), curl, python3. No root: nothing is mounted.
#
# Usage: packaging/image/boot-card.sh OUT.img [RUN]
#   RUN  where the card's copy, the kernel and the console logs go (default IMAGE_CACHE/boot-card,
#        IMAGE_CACHE being /var/cache/othellier-image unless set); emptied at the start
# Environment: BOOT_CARD_PORT (the host's loopback port forwarded to the VM's 8080, default 18090),
#   BOOT_CARD_SSH_PORT (to its 22, default 18022), BOOT_CARD_SIZE_GB (the card, default 4),
#   BOOT_CARD_CPUS (default 2), BOOT_CARD_MEMORY_MB (default 1024), BOOT_CARD_LOCK (a file locked with flock
#   while the VM runs, for machines that run one VM at a time).
set -uo pipefail
cd "$(dirname "$0")/../.."
here=$(pwd)

image=${1:?usage: packaging/image/boot-card.sh OUT.img [RUN]}
run_dir=${2:-${IMAGE_CACHE:-/var/cache/othellier-image}/boot-card}
port=${BOOT_CARD_PORT:-18090}
ssh_port=${BOOT_CARD_SSH_PORT:-18022}
card_gb=${BOOT_CARD_SIZE_GB:-4}
cpus=${BOOT_CARD_CPUS:-2}
memory=${BOOT_CARD_MEMORY_MB:-1024}
console_py=$here/packaging/boot-test-console.py
board_name=clubboard
[ -f "$image" ] || { echo "boot-card: no image $image (packaging/image/build-image.sh makes it)" >&2; exit 2; }
for tool in qemu-system-aarch64 sfdisk mtype mcopy debugfs ssh ssh-keygen curl python3 shuf; do
  command -v "$tool" >/dev/null || { echo "boot-card: $tool is missing" >&2; exit 2; }
done
for p in "$port" "$ssh_port"; do
  ! (exec 3<>"/dev/tcp/127.0.0.1/$p") 2>/dev/null || { echo "boot-card: port $p is taken (BOOT_CARD_PORT, BOOT_CARD_SSH_PORT)" >&2; exit 2; }
done
export MTOOLS_SKIP_CHECK=1

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
finish() {
  if [ "$failures" = 0 ]; then step "card boot test passed ($boots boots)"; else step "card boot test: $failures checks failed (console logs in $run_dir)"; fi
  exit $(( failures > 100 ? 100 : failures ))
}

# --- the card: a copy, grown, with othellier.txt written on its FAT partition --------------------------------
rm -rf "$run_dir"; mkdir -p "$run_dir"
card=$run_dir/card.img
t0=$(date +%s.%N)
cp --sparse=always "$image" "$card" || exit 1
image_bytes=$(stat -c %s "$image")
[ "$image_bytes" -lt $((card_gb << 30)) ] || { echo "boot-card: the image is bigger than a $card_gb GiB card" >&2; exit 2; }
truncate -s "${card_gb}G" "$card"
# partition N's start and size in 512-byte sectors
partition() { sfdisk -J "$card" | python3 -c "import json,sys; p=json.load(sys.stdin)['partitiontable']['partitions'][$1 - 1]; print(p['start'], p['size'])"; }
read -r fat_start _ < <(partition 1)
read -r root_start root_size < <(partition 2)
fat="$card@@$((fat_start * 512))"
step "the card: $(basename "$image") ($((image_bytes >> 20)) MiB, the root partition $((root_size >> 11)) MiB) copied to a $card_gb GiB card in $(seconds_since "$t0") s"

ssh-keygen -q -t ed25519 -N '' -C boot-card -f "$run_dir/key" || exit 1
pin=$(shuf -i 100000-999999 -n 1)
mtype -i "$fat" ::othellier.txt >"$run_dir/othellier.txt.shipped" || { echo "boot-card: no othellier.txt on the FAT partition" >&2; exit 1; }
# What a person writes in the file: each line replaced where the shipped file has it
sed -e "s/^hostname =.*/hostname = $board_name/" -e "s/^pin =.*/pin = $pin/" -e "s/^ssh =.*/ssh = yes/" \
  -e "s|^ssh_key =.*|ssh_key = $(cat "$run_dir/key.pub")|" "$run_dir/othellier.txt.shipped" >"$run_dir/othellier.txt"
mcopy -o -i "$fat" "$run_dir/othellier.txt" ::othellier.txt || exit 1
written() { mtype -i "$fat" ::othellier.txt | grep -E '^(hostname|pin|ssh|ssh_key) ='; }
check "othellier.txt written on the FAT partition with mtools" written

# The kernel and the initramfs from the root filesystem's /boot, read with debugfs at the partition's offset
root_fs="$card?offset=$((root_start * 512))"
kernel=$(debugfs -R 'ls -p /boot' "$root_fs" 2>/dev/null | awk -F/ '$6 ~ /^vmlinuz-/ { print $6 }' | sort -V | tail -n 1)
[ -n "$kernel" ] || { echo "boot-card: no /boot/vmlinuz-* in the root filesystem" >&2; exit 1; }
debugfs -R "dump /boot/$kernel $run_dir/vmlinuz" "$root_fs" 2>/dev/null
debugfs -R "dump /boot/initrd.img-${kernel#vmlinuz-} $run_dir/initrd.img" "$root_fs" 2>/dev/null
[ -s "$run_dir/vmlinuz" ] && [ -s "$run_dir/initrd.img" ] || { echo "boot-card: $kernel or its initramfs could not be read" >&2; exit 1; }
# The kernel command line of cmdline.txt, root= as written there (the label of the root filesystem, which
# the virt machine sees the same). Its consoles are the Pi's (ttyS1, the mini UART on the GPIO pins, and the
# screen): the virt machine's serial port is a PL011, ttyAMA0, in their place. For the checks: systemd's
# status lines on it, and its debug shell there instead of a login prompt.
cmdline=$(mtype -i "$fat" ::cmdline.txt | tr -d '\r' | tr '\n' ' ')
kernel_args="$(for a in $cmdline; do [[ $a == console=* ]] || printf '%s ' "$a"; done)console=ttyAMA0 loglevel=4"
kernel_args+=" systemd.show_status=1 systemd.debug_shell=ttyAMA0 systemd.mask=serial-getty@ttyAMA0.service"
step "booting $kernel with: $kernel_args"

# --- the VM -------------------------------------------------------------------------------------------------
serial=$run_dir/serial.sock
qemu_pid=""
boots=0
trap '[ -n "$qemu_pid" ] && kill -9 "$qemu_pid" 2>/dev/null; true' EXIT
if [ -n "${BOOT_CARD_LOCK:-}" ]; then
  exec 9>"$BOOT_CARD_LOCK"
  t0=$(date +%s.%N)
  step "waiting for $BOOT_CARD_LOCK (one VM at a time)"
  flock 9
  step "lock taken after $(seconds_since "$t0") s"
fi
vm_start() {
  boots=$((boots + 1))
  rm -f "$serial"
  qemu-system-aarch64 -M virt -cpu cortex-a72 -smp "$cpus" -m "$memory" -display none -no-user-config -no-reboot \
    -kernel "$run_dir/vmlinuz" -initrd "$run_dir/initrd.img" -append "$kernel_args" \
    -drive if=none,id=card,file="$card",format=raw -device virtio-blk-pci,drive=card \
    -netdev user,id=net,hostfwd=tcp:127.0.0.1:"$port"-:8080,hostfwd=tcp:127.0.0.1:"$ssh_port"-:22 \
    -device virtio-net-pci,netdev=net -device virtio-rng-pci \
    -chardev socket,id=console,path="$serial",server=on,wait=off,logfile="$run_dir/console-$boots.log" \
    -serial chardev:console >"$run_dir/qemu-$boots.log" 2>&1 9>&- &
  qemu_pid=$!
  vm_started_at=$(date +%s.%N)
}
vm_down() { # vm_down SECONDS: until QEMU ends after a poweroff
  local t0; t0=$(date +%s)
  while kill -0 "$qemu_pid" 2>/dev/null; do
    [ $(( $(date +%s) - t0 )) -lt "$1" ] || { echo "the VM did not go down in $1 s"; kill -9 "$qemu_pid"; qemu_pid=""; return 1; }
    sleep 1
  done
  wait "$qemu_pid" 2>/dev/null; qemu_pid=""
  echo "down in $(( $(date +%s) - t0 )) s"
}
vm_shell() { python3 "$console_py" wait "$serial" "$1" "$run_dir/console-$boots.log"; }
# in_vm [SECONDS] COMMAND: a command in the debug shell on the serial console (bash, its output on the tty: no pager)
in_vm() {
  local seconds=120
  [[ $1 =~ ^[0-9]+$ ]] && { seconds=$1; shift; }
  python3 "$console_py" run "$serial" "$seconds" "export SYSTEMD_PAGER= SYSTEMD_COLORS=0 LC_ALL=C; $*"
}
wait_api() { # wait_api SECONDS: until /api/state answers through the forwarded port
  local deadline=$(( $(date +%s) + $1 ))
  while [ "$(date +%s)" -lt "$deadline" ]; do
    curl -sf -m 10 -o /dev/null "http://127.0.0.1:$port/api/state" && return 0
    kill -0 "$qemu_pid" 2>/dev/null || { echo "the VM stopped"; return 1; }
    # a boot that waits for someone to answer on the console (systemd-firstboot's questions) would wait for ever
    grep -s -a -m1 'Please enter' "$run_dir/console-$boots.log" && { echo "the boot asks a question on the console"; return 1; }
    sleep 2
  done
  echo "/api/state did not answer in $1 s"; return 1
}
# boot NAME: starts the VM, waits for the service through the forwarded port, then for the console's shell
boot() {
  vm_start
  check "$1: /api/state answering through 127.0.0.1:$port" wait_api 1800
  ready_after=$(seconds_since "$vm_started_at")
  step "$1: power on to /api/state answering in $ready_after s"
  vm_shell 600 >/dev/null || { check "$1: the debug shell on the serial console" false; tail -n 20 "$run_dir/console-$boots.log"; finish; }
  # bash expands "!" of history when it reads a line, before the line runs: turned off once, on its own
  in_vm 'set +H' >/dev/null
}
# new_game [PIN]: an arbiter's route (a new game): its HTTP status
new_game() {
  curl -s -m 60 -o /dev/null -w '%{http_code}' -X POST -H 'Content-Type: application/json' ${1:+-H "Authorization: Bearer $1"} \
    --data '{"clock": "none", "black": "human", "white": "human"}' "http://127.0.0.1:$port/api/game"
}
pin_opens() {
  local without with; without=$(new_game); with=$(new_game "$pin")
  echo "POST /api/game: $without without a PIN, $with with the PIN from othellier.txt"
  [ "$without" = 401 ] && [[ $with == 2?? ]]
}
ssh_login() {
  ssh -i "$run_dir/key" -p "$ssh_port" -o BatchMode=yes -o ConnectTimeout=60 -o LogLevel=ERROR -o "StrictHostKeyChecking=$1" \
    -o UserKnownHostsFile="$run_dir/known_hosts" root@127.0.0.1 'echo "$(id -un)@$(hostname)"'
}
settings_applied() {
  check "$1: host name $board_name" in_vm '[ "$(hostname)" = '$board_name' ] && [ "$(cat /etc/hostname)" = '$board_name' ] && hostname'
  check "$1: the arbiter PIN from othellier.txt opens an arbiter route" pin_opens
  check "$1: sshd active, the key from othellier.txt installed for root" in_vm \
    "systemctl is-active ssh && grep -qxF '$(cat "$run_dir/key.pub")' /root/.ssh/authorized_keys && echo key installed"
  check "$1: othellier.service active" in_vm 'systemctl is-active othellier'
  # avahi's own name, and the name asked through NSS (libnss-mdns asks avahi-daemon), answered with the VM's address
  check "$1: avahi announces $board_name.local" in_vm 60 \
    'journalctl -b -u avahi-daemon -o cat | grep -o "Host name is '$board_name'.local"; found=no; for i in $(seq 30); do
       if getent hosts '$board_name'.local; then found=yes; break; fi; sleep 2; done; [ $found = yes ]'
}
# The root partition's end, the disk's end and the filesystem's size, in bytes
sizes() {
  in_vm 'part=$(findmnt -n -o SOURCE /); p=${part#/dev/}; d=$(lsblk -n -o PKNAME $part);
    bs=$(tune2fs -l $part | sed -n "s/^Block size: *//p"); blocks=$(tune2fs -l $part | sed -n "s/^Block count: *//p");
    echo $part $((($(cat /sys/class/block/$p/start) + $(cat /sys/class/block/$p/size)) * 512)) $(($(cat /sys/block/$d/size) * 512)) $((bs * blocks)) $(($(cat /sys/class/block/$p/size) * 512))'
}

# --- the first boot -----------------------------------------------------------------------------------------
step "first boot of the card (console logs console-N.log in $run_dir)"
boot "first boot"
check "first boot: othellier-firstboot succeeded" in_vm \
  '[ "$(systemctl show -p Result --value othellier-firstboot)" = success ] && systemctl is-active othellier-firstboot'
grown() {
  local part part_end disk_end fs part_bytes
  read -r part part_end disk_end fs part_bytes < <(sizes) || return 1
  echo "$part ends at $((part_end >> 20)) MiB of the disk's $((disk_end >> 20)) MiB (was $(((root_start + root_size) >> 11)) MiB), its ext4 $((fs >> 20)) MiB"
  [ "$part_end" = "$disk_end" ] && [ "$fs" -le "$part_bytes" ] && [ $((part_bytes - fs)) -lt $((1 << 20)) ] && [ "$part_bytes" -gt $((root_size * 512)) ]
}
check "first boot: the root partition and its filesystem grown to the disk's end" grown
first_sizes=$(sizes)
grow_time() {
  # from the unit's start to the script's "grown" line, in the journal's monotonic clock
  in_vm 'journalctl -b -u othellier-firstboot -o short-monotonic --no-pager | sed -n "s/^\[ *\([0-9.]*\)\] [^:]*: */\1 /p" |
    awk "NR == 1 { t0 = \$1 } /grown to the card/ { printf \"%.1f s (%s)\", \$1 - t0, \$0; ok = 1 } END { exit !ok }"'
}
check "first boot: the grow's time in othellier-firstboot's journal" grow_time
settings_applied "first boot"
check "first boot: a login with the key through 127.0.0.1:$ssh_port" ssh_login accept-new
check "first boot: othellier.txt's secrets blanked, the rest kept" in_vm \
  'f=/boot/firmware/othellier.txt; grep -qx "pin =" $f && grep -q "^# (pin applied on .* removed from this card)" $f &&
   ! grep -q '$pin' $f && grep -qx "hostname = '$board_name'" $f && grep -qx "ssh = yes" $f && echo "pin blanked, note written"'
check "first boot: the PIN in /etc/othellier/othellier.toml" in_vm "grep -x 'arbiter-pin = \"$pin\"' /etc/othellier/othellier.toml"
in_vm 60 'systemctl poweroff' >/dev/null
check "first boot: systemctl poweroff" vm_down 600
on_a_computer() { # the card as a computer reads it: the PIN gone from othellier.txt
  local text; text=$(mtype -i "$fat" ::othellier.txt) || return 1
  ! grep -q "$pin" <<<"$text" && grep -qx 'pin =' <<<"$text" && grep -x "hostname = $board_name" <<<"$text"
}
check "the card read by a computer after the first boot: no PIN in othellier.txt" on_a_computer

# --- the second boot ----------------------------------------------------------------------------------------
step "second boot"
boot "second boot"
not_grown_again() {
  local now; now=$(sizes) || return 1
  [ "$now" = "$first_sizes" ] || { echo "sizes $now after the first boot's $first_sizes"; return 1; }
  in_vm '! journalctl -b -u othellier-firstboot -o cat | grep -E "grown|sfdisk|resize2fs" && [ -e /var/lib/othellier-firstboot/grown ] &&
    echo "the table and the filesystem as the first boot left them; no grow in this boot'"'"'s journal"'
}
check "second boot: nothing grown again" not_grown_again
settings_applied "second boot"
check "second boot: a login with the key, the same host key as the first boot" ssh_login yes
in_vm 60 'systemctl poweroff' >/dev/null
check "second boot: systemctl poweroff" vm_down 600
finish
