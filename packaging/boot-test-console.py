#!/usr/bin/env python3
"""The emulated Pi's serial console and QEMU's monitor, as boot-test.sh drives them.

  boot-test-console.py wait SOCKET SECONDS LOG     wait until the console's root shell answers
  boot-test-console.py run SOCKET SECONDS COMMAND  run COMMAND in that shell: its output, its exit status
  boot-test-console.py monitor SOCKET COMMAND      one command to QEMU's human monitor, its answer printed

The console's shell is the image's own (a root /bin/sh on ttyAMA0 without echo or prompt): each command
is framed by two markers made of a random token, written so that the typed line never contains them,
so the kernel's and systemd's lines on the same console around it do not disturb the answer.

Nothing is typed on the console before systemd reports multi-user.target reached (the boot's status lines,
systemd.show_status=1, in the console's stream or in LOG, QEMU's log of it): bytes that reach QEMU's PL011
before the guest opens ttyAMA0 can leave its receive side stalled for good (QEMU stops reading the socket,
the shell never sees a line), which hung the first boot of some runs with the guest idle.
"""
import os
import re
import secrets
import socket
import sys
import time


def connect(path, deadline):
    while True:
        try:
            s = socket.socket(socket.AF_UNIX, socket.SOCK_STREAM)
            s.connect(path)
            return s
        except OSError:
            if time.monotonic() > deadline:
                raise
            time.sleep(0.5)


def run(path, seconds, command):
    deadline = time.monotonic() + seconds
    s = connect(path, deadline)
    token = secrets.token_hex(6)
    # "@@B" "token" typed apart: only the shell's printf joins them into the marker
    line = f"printf '%s\\n' '@@B''{token}'; {{ {command}\n}} 2>&1; printf '%s\\n' \"@@E{token} $?\"\n"
    s.sendall(b"\n" + line.encode())
    begin, end = f"@@B{token}".encode(), re.compile(rf"@@E{token} (\d+)".encode())
    buf = b""
    while True:
        remaining = deadline - time.monotonic()
        if remaining <= 0:
            sys.stderr.write(f"console: no answer in {seconds} s to: {command}\n")
            return 124
        s.settimeout(remaining)
        try:
            chunk = s.recv(65536)
        except socket.timeout:
            continue
        if not chunk:
            sys.stderr.write("console: the VM went away\n")
            return 125
        buf += chunk
        m = end.search(buf)
        if m and begin in buf:
            out = buf[buf.index(begin) + len(begin):m.start()]
            text = out.replace(b"\r", b"").decode(errors="replace").strip("\n")
            if text:
                print(text)
            return int(m.group(1))


BOOTED = re.compile(rb"Reached target .{0,20}multi-user\.target")


def booted(path, log, deadline):
    """Reads the console without typing until the boot has reached multi-user.target."""
    s = connect(path, deadline)
    seen = b""
    while time.monotonic() < deadline:
        try:
            with open(log, "rb") as f:
                if BOOTED.search(f.read()):
                    return True
        except OSError:
            pass
        if BOOTED.search(seen):
            return True
        s.settimeout(1)
        try:
            chunk = s.recv(65536)
        except socket.timeout:
            continue
        if not chunk:
            return False
        seen = seen[-4096:] + chunk
    return False


def wait(path, seconds, log):
    deadline = time.monotonic() + seconds
    if not booted(path, log, deadline):
        sys.stderr.write(f"console: the boot did not reach multi-user.target in {seconds} s\n")
        return 1
    time.sleep(2)  # the console's shell sets its terminal up right after its start
    while time.monotonic() < deadline:
        left = max(1, int(deadline - time.monotonic()))
        with open(os.devnull, "w") as quiet:
            saved, sys.stderr = sys.stderr, quiet
            try:
                status = run(path, min(10, left), "true")
            except OSError:
                status = 1
                time.sleep(1)
            finally:
                sys.stderr = saved
        if status == 0:
            return 0
    sys.stderr.write(f"console: no shell on the console in {seconds} s\n")
    return 1


def monitor(path, command):
    s = connect(path, time.monotonic() + 10)
    s.settimeout(30)
    buf = b""
    while b"(qemu)" not in buf:
        buf += s.recv(4096)
    s.sendall(command.encode() + b"\n")
    buf = b""
    while buf.count(b"(qemu)") < 1:
        chunk = s.recv(4096)
        if not chunk:
            break
        buf += chunk
    # the monitor echoes the command with terminal escapes: keep the answer's lines after the first
    text = re.sub(rb"\x1b\[[0-9;]*[A-Za-z]", b"", buf).replace(b"\r", b"").decode(errors="replace")
    lines = [x for x in text.split("\n")[1:] if x and not x.startswith("(qemu)")]
    print("\n".join(lines))
    return 0


if __name__ == "__main__":
    what = sys.argv[1]
    if what == "run":
        sys.exit(run(sys.argv[2], float(sys.argv[3]), sys.argv[4]))
    if what == "wait":
        sys.exit(wait(sys.argv[2], float(sys.argv[3]), sys.argv[4]))
    if what == "monitor":
        sys.exit(monitor(sys.argv[2], sys.argv[3]))
    sys.exit(f"usage: {sys.argv[0]} run|wait|monitor ...")
