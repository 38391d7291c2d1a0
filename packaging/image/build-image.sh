#!/usr/bin/env bash
# A Raspberry Pi SD-card image (Pi 3, 4, 400, Zero 2 W: arm64) from Debian's archive alone, the othellier
# package preinstalled: Debian 13 "trixie" arm64 (debootstrap), Debian's linux-image-arm64 and raspi-firmware
# (the Pi's boot files, config.txt and cmdline.txt on the FAT partition), avahi-daemon (NAME.local),
# systemd-networkd with wpa_supplicant for the network, openssh-server installed but disabled, and the card's
# set-up at boot (othellier-firstboot: grows the root filesystem, applies othellier.txt from the FAT partition).
# The system is configured in a chroot through qemu-user; the image is assembled without loop devices or
# mounts: sfdisk on the file, mkfs.vfat and mcopy for the FAT partition, mkfs.ext4 -d for the root, dd.
#
# Needs: root; Debian packages debootstrap, qemu-user-static and binfmt-support, fdisk (sfdisk), dosfstools,
# mtools, e2fsprogs; Debian's archive reachable.
#
# Usage: packaging/image/build-image.sh OUT.img [DEB]
#   DEB  the package (default: the newest target/othellier_*_all.deb; `mvn -B package` makes it)
# Environment: IMAGE_CACHE (the debootstrapped base system, kept between runs; default
#   /var/cache/othellier-image; delete it to make the base again), IMAGE_BASE_ROOTFS (a debootstrapped trixie
#   arm64 tree to copy as the base instead of running debootstrap, such as the boot test's CACHE/rootfs),
#   DEBIAN_MIRROR, IMAGE_FAT_MB (the FAT partition, default 256).
set -euo pipefail
cd "$(dirname "$0")/../.."

out=${1:?usage: packaging/image/build-image.sh OUT.img [DEB]}
deb=${2:-$(ls -t target/othellier_*_all.deb 2>/dev/null | head -n 1)}
cache=${IMAGE_CACHE:-/var/cache/othellier-image}
mirror=${DEBIAN_MIRROR:-http://deb.debian.org/debian}
fat_mb=${IMAGE_FAT_MB:-256}
here=$(pwd)/packaging/image
[ -n "$deb" ] && [ -f "$deb" ] || { echo "build-image: no package: run mvn -B package first" >&2; exit 2; }
deb=$(readlink -f "$deb")
[ "$(id -u)" = 0 ] || { echo "build-image: needs root (debootstrap, chroot, the files' owners)" >&2; exit 2; }
for tool in debootstrap chroot sfdisk mkfs.vfat mcopy mmd mkfs.ext4 dd; do
  command -v "$tool" >/dev/null || { echo "build-image: $tool is missing" >&2; exit 2; }
done
[ -e /proc/sys/fs/binfmt_misc/qemu-aarch64 ] || update-binfmts --enable qemu-aarch64 2>/dev/null || true
[ -e /proc/sys/fs/binfmt_misc/qemu-aarch64 ] \
  || { echo "build-image: arm64 binaries cannot run here (apt-get install qemu-user-static binfmt-support)" >&2; exit 2; }

step() { printf '%s  %s\n' "$(date +%T)" "$*"; }
t0=$(date +%s)
mkdir -p "$cache"

# --- the base system, made once ------------------------------------------------------------------------------
base=$cache/base
if [ ! -e "$base/.made" ]; then
  rm -rf "$base"
  if [ -n "${IMAGE_BASE_ROOTFS:-}" ]; then
    step "copying the base system from $IMAGE_BASE_ROOTFS"
    cp -a "$IMAGE_BASE_ROOTFS" "$base"
  else
    step "making the trixie arm64 base system in $base (once; log: $cache/debootstrap.log)"
    debootstrap --arch=arm64 --variant=minbase \
      --include=systemd-sysv,udev,dbus,kmod,linux-image-arm64,initramfs-tools,avahi-daemon,openjdk-21-jre-headless,adduser,ca-certificates,curl,iproute2,e2fsprogs,procps \
      trixie "$base" "$mirror" >"$cache/debootstrap.log" 2>&1 \
      || { tail -5 "$cache/debootstrap.log" >&2; echo "build-image: debootstrap failed" >&2; exit 1; }
  fi
  touch "$base/.made"
fi

# --- this image's tree: a copy of the base, configured in a chroot -------------------------------------------
tree=$cache/tree
mounted=()
cleanup() { for m in "${mounted[@]}"; do umount -l "$m" 2>/dev/null || true; done; }
trap cleanup EXIT
trap 'exit 1' INT TERM
# never remove or copy a tree with the host's /dev or /sys still bound inside it (a run killed half-way)
for t in "$base" "$tree"; do
  ! grep -q " $t/" /proc/mounts || { echo "build-image: something is mounted under $t (umount it first)" >&2; exit 1; }
done
step "copying the base into $tree"
rm -rf "$tree"; cp -a "$base" "$tree"; rm -f "$tree/.made" "$tree/.debootstrapped"
# what a boot test may have left in a base it made: its serial root shell and its masks
rm -f "$tree/etc/systemd/system/boot-test-console.service" \
  "$tree/etc/systemd/system/multi-user.target.wants/boot-test-console.service"
find "$tree/etc/systemd/system" -maxdepth 1 -type l -lname /dev/null -delete
for m in proc sys dev; do
  if [ "$m" = proc ]; then mount -t proc proc "$tree/proc"; else mount --rbind "/$m" "$tree/$m"; fi
  mounted=("$tree/$m" "${mounted[@]}")
done
in_root() { chroot "$tree" env -i PATH=/usr/sbin:/usr/bin:/sbin:/bin HOME=/root LANG=C.UTF-8 DEBIAN_FRONTEND=noninteractive "$@"; }
# our /etc/default/raspi-firmware is written before the package: dpkg keeps it without asking
apt_install() { in_root apt-get install -y -o Dpkg::Options::=--force-confdef -o Dpkg::Options::=--force-confold "$@"; }
# no service starts inside the chroot
printf '#!/bin/sh\nexit 101\n' >"$tree/usr/sbin/policy-rc.d"; chmod +x "$tree/usr/sbin/policy-rc.d"
cp /etc/resolv.conf "$tree/etc/resolv.conf"
printf 'deb %s trixie main non-free-firmware\ndeb http://security.debian.org/debian-security trixie-security main non-free-firmware\n' \
  "$mirror" >"$tree/etc/apt/sources.list"
mkdir -p "$tree/boot/firmware" "$tree/etc/default"
# raspi-firmware's cmdline.txt: the root by its label, the console on the Pi's serial pins and the screen
printf 'ROOTPART=LABEL=othellier-root\nCONSOLES="ttyS1,115200 tty0"\n' >"$tree/etc/default/raspi-firmware"
step "installing raspi-firmware, the Pi's Wi-Fi firmware, the network, SSH and the package (log: $cache/apt.log)"
cp "$deb" "$tree/tmp/othellier.deb"
# the packages fetched by an earlier run, kept in the cache
mkdir -p "$cache/debs"; find "$cache/debs" -name '*.deb' -exec cp -t "$tree/var/cache/apt/archives" {} +
# The initramfs is made once at the end: under qemu-user each run takes a quarter of an hour, and the
# firmware packages would trigger one each.
initramfs_conf=$tree/etc/initramfs-tools/update-initramfs.conf
sed -i 's/^update_initramfs=.*/update_initramfs=no/' "$initramfs_conf"
{
  in_root apt-get update
  apt_install --no-install-recommends raspi-firmware firmware-brcm80211 wireless-regdb \
    wpasupplicant systemd-resolved systemd-timesyncd openssh-server fdisk \
    avahi-daemon libnss-mdns dosfstools
  # systemd-resolved made resolv.conf a link into /run, empty in the chroot: the host's again until the end
  rm -f "$tree/etc/resolv.conf"; cp /etc/resolv.conf "$tree/etc/resolv.conf"
  apt_install /tmp/othellier.deb
} >"$cache/apt.log" 2>&1 || { tail -20 "$cache/apt.log" >&2; echo "build-image: apt-get failed" >&2; exit 1; }
cp -u "$tree"/var/cache/apt/archives/*.deb "$cache/debs/"
sed -i 's/^update_initramfs=.*/update_initramfs=yes/' "$initramfs_conf"
# raspi-firmware's hook copies the kernel, the initramfs and the device trees to /boot/firmware
step "making the initramfs with the Pi's Wi-Fi firmware (log: $cache/apt.log)"
in_root update-initramfs -u -k all >>"$cache/apt.log" 2>&1 || { tail -20 "$cache/apt.log" >&2; exit 1; }
[ -f "$tree/boot/firmware/config.txt" ] && [ -f "$tree/boot/firmware/cmdline.txt" ] \
  || { echo "build-image: raspi-firmware wrote no config.txt or cmdline.txt in /boot/firmware" >&2; exit 1; }

step "configuring: fstab, host name, network, the card's set-up, SSH off"
echo othellier >"$tree/etc/hostname"
printf '127.0.0.1 localhost\n127.0.1.1 othellier\n' >"$tree/etc/hosts"
printf 'LABEL=othellier-root / ext4 errors=remount-ro,noatime 0 1\nLABEL=RASPIFIRM /boot/firmware vfat defaults,umask=0077 0 2\n' \
  >"$tree/etc/fstab"
mkdir -p "$tree/etc/systemd/network"
printf '[Match]\nName=en* eth*\n\n[Network]\nDHCP=yes\nMulticastDNS=no\n' >"$tree/etc/systemd/network/20-wired.network"
printf '[Match]\nName=wl*\n\n[Network]\nDHCP=yes\nMulticastDNS=no\n' >"$tree/etc/systemd/network/25-wireless.network"
install -m 0755 "$here/othellier-firstboot" "$tree/usr/local/sbin/othellier-firstboot"
install -m 0644 "$here/othellier-firstboot.service" "$tree/etc/systemd/system/othellier-firstboot.service"
in_root /bin/sh -ec '
  systemctl enable othellier-firstboot systemd-networkd systemd-resolved systemd-timesyncd avahi-daemon othellier
  systemctl disable ssh.service ssh.socket 2>/dev/null || true
  passwd -l root >/dev/null' >>"$cache/apt.log" 2>&1 || { tail -20 "$cache/apt.log" >&2; exit 1; }
ln -sf ../run/systemd/resolve/stub-resolv.conf "$tree/etc/resolv.conf"
# each card makes its own machine id and SSH host keys (firstboot runs ssh-keygen -A when SSH is asked)
: >"$tree/etc/machine-id"; rm -f "$tree/var/lib/dbus/machine-id" "$tree"/etc/ssh/ssh_host_*
rm -f "$tree/usr/sbin/policy-rc.d" "$tree/tmp/othellier.deb"
in_root apt-get clean
cleanup; mounted=()
install -m 0644 "$here/othellier.txt" "$tree/boot/firmware/othellier.txt"

# --- the image: a FAT partition and an ext4 root, put together without loop devices ---------------------------
step "assembling $out"
work=$cache/parts; rm -rf "$work"; mkdir -p "$work"
root_mb=$(( $(du -sm --exclude=./boot/firmware "$tree" | cut -f1) * 5 / 4 + 300 ))
mkfs.vfat -C -F 32 -n RASPIFIRM "$work/fat.img" $((fat_mb * 1024)) >/dev/null
(cd "$tree/boot/firmware" && mcopy -s -p -Q -i "$work/fat.img" ./* ::/)
# the root holds an empty /boot/firmware, where the FAT partition is mounted
mv "$tree/boot/firmware" "$work/firmware"; mkdir "$tree/boot/firmware"
mkfs.ext4 -q -F -L othellier-root -d "$tree" "$work/root.img" "${root_mb}M"
rmdir "$tree/boot/firmware"; mv "$work/firmware" "$tree/boot/firmware"
start_mb=4
rm -f "$out"
truncate -s $(( (start_mb + fat_mb + root_mb) * 1024 * 1024 )) "$out"
sfdisk -q "$out" <<PARTS
label: dos
start=$((start_mb * 2048)), size=$((fat_mb * 2048)), type=c, bootable
start=$(((start_mb + fat_mb) * 2048)), size=$((root_mb * 2048)), type=83
PARTS
dd if="$work/fat.img" of="$out" bs=1M seek="$start_mb" conv=notrunc,fsync status=none
dd if="$work/root.img" of="$out" bs=1M seek="$((start_mb + fat_mb))" conv=notrunc,fsync status=none
rm -rf "$work"
step "made $out: $(du -h --apparent-size "$out" | cut -f1) in $(( $(date +%s) - t0 )) s (write it with dd or Raspberry Pi Imager)"
