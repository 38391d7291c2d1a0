package org.othellier.hw;

import java.util.Locale;
import java.util.Set;
import org.othellier.board.SensorKind;

/**
 * What the game and the page need to know of the board beyond its grid: whether it is there (the link
 * to a board controller: connected, reconnecting or refusing the controller it found, with the reason),
 * and which games its sensors can play. Colour sensors (Hall) can play colour games and, by ignoring the
 * colour, presence games; presence sensors (reed switches) presence games only; the simulated board both.
 *
 * @param link    the link's state
 * @param reason  why the link is not connected; empty when it is
 * @param sensing the sensing a game on this board may use
 * @param lastHeard while the link is down, when the board was last heard before it went (the service's monotonic
 *                  milliseconds, as button presses are dated): a clock that stands for the outage is charged up to
 *                  there; -1 while connected, or when the driver cannot tell
 */
public record BoardStatus(Link link, String reason, Set<SensorKind> sensing, long lastHeard) {

    public enum Link {
        /** The board answers (always, for a board wired to the Pi or simulated). */
        CONNECTED,
        /** The controller is gone (unplugged, silent, restarting): the driver tries again. */
        RECONNECTING,
        /** A controller answered that this board cannot use (another grid or kind of sensor, another protocol). */
        REFUSED;

        public String text() {
            return name().toLowerCase(Locale.ROOT);
        }
    }

    /** A status that does not say when the board was last heard. */
    public BoardStatus(Link link, String reason, Set<SensorKind> sensing) {
        this(link, reason, sensing, -1);
    }

    public BoardStatus {
        sensing = Set.copyOf(sensing);
        if (sensing.isEmpty()) {
            throw new IllegalArgumentException("a board plays at least one kind of game");
        }
    }

    /** A board that is there, whose sensors see {@code kind}. */
    public static BoardStatus connected(SensorKind kind) {
        return new BoardStatus(Link.CONNECTED, "", sensing(kind));
    }

    /** The sensing games a board whose sensors see {@code kind} can play. */
    public static Set<SensorKind> sensing(SensorKind kind) {
        return kind == SensorKind.COLOUR ? Set.of(SensorKind.COLOUR, SensorKind.PRESENCE) : Set.of(SensorKind.PRESENCE);
    }

    /** The sensing a game on this board takes when nobody chose: colour where the sensors see it. */
    public SensorKind preferred() {
        return sensing.contains(SensorKind.COLOUR) ? SensorKind.COLOUR : SensorKind.PRESENCE;
    }

    /** One line for logs and the page: {@code connected}, {@code reconnecting: why}, {@code refused: why}. */
    public String describe() {
        return reason.isEmpty() ? link.text() : link.text() + ": " + reason;
    }
}
