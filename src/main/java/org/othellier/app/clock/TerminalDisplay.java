package org.othellier.app.clock;

import java.io.PrintStream;
import org.othellier.clock.ClockEvent;
import org.othellier.hw.ClockDisplay;

/**
 * The terminal standing in for the clock display. Live (on a terminal): one status line redrawn in
 * place, event lines printed above it. Not live (output to a pipe or file): event lines, and after
 * the events of one input the status they led to, so a script can follow the clock line by line.
 */
public final class TerminalDisplay implements ClockDisplay {

    private final PrintStream out;
    private final boolean live;
    private final long origin;
    private String status = "";
    private boolean eventsSinceStatus;

    /**
     * @param origin the instant shown as 0:00.000 in front of event lines
     */
    public TerminalDisplay(PrintStream out, boolean live, long origin) {
        this.out = out;
        this.live = live;
        this.origin = origin;
    }

    @Override
    public synchronized void show(String black, String white) {
        status = black + " | " + white;
        if (live) {
            out.print("\r" + status + "\033[K");
            out.flush();
        } else if (eventsSinceStatus) {
            status();
        }
    }

    /** An event, with its instant since the start of the program. */
    public synchronized void event(ClockEvent e) {
        message(stamp(e.at()) + "  " + e.describe());
        eventsSinceStatus |= !(e instanceof ClockEvent.Ignored);
    }

    /** A line above the status (or, not live, a line of its own). */
    public synchronized void message(String text) {
        if (live) {
            out.print("\r\033[K" + text + "\n" + status);
        } else {
            out.println(text);
        }
        out.flush();
    }

    /** The status line now (not live: printed as a line of its own). */
    public synchronized void status() {
        message("status  " + status);
        eventsSinceStatus = false;
    }

    /** Leaves the status line in place and moves to a fresh line. */
    public synchronized void close() {
        if (live) {
            out.println();
        }
        out.flush();
    }

    private String stamp(long at) {
        long ms = Math.max(0, at - origin);
        long s = ms / 1000;
        return String.format("%d:%02d.%03d", s / 60, s % 60, ms % 1000);
    }
}
