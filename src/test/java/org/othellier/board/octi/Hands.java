package org.othellier.board.octi;

import java.util.Random;
import org.othellier.board.Reading;
import org.othellier.board.SensorFrame;
import org.othellier.board.SensorKind;
import org.othellier.board.DeferFrameDebouncer;
import org.othellier.game.octi.Dir;
import org.othellier.game.octi.OctiMove;
import org.othellier.game.octi.OctiPosition;
import org.othellier.game.octi.SquareView;
import org.othellier.game.octi.Squares;

/**
 * Hands at a simulated 9x9 Octi board: pods lifted, put down, touched down and taken off one at a time,
 * every change read by the sensors and passed through a {@link DeferFrameDebouncer} with a hand-moved clock, with
 * noise frames (a square flickering for less than the settle time) in between. Each stable frame goes to
 * the {@link OctiTurn} in play.
 */
final class Hands {

    static final long SETTLE_MS = 250;

    private final SensorKind kind;
    private final Random random;
    private final DeferFrameDebouncer stabilizer = new DeferFrameDebouncer(SETTLE_MS);
    private final int[] count = new int[Squares.COUNT];
    private final char[] team = new char[Squares.COUNT];
    private long now;
    private OctiTurn turn;
    int noiseFrames;
    int stableFrames;

    Hands(SensorKind kind, OctiPosition start, Random random) {
        this.kind = kind;
        this.random = random;
        for (int sq = 0; sq < Squares.COUNT; sq++) {
            count[sq] = start.count(sq);
            team[sq] = symbol(start.view(sq));
        }
        stabilizer.offer(frame(), now);
        now += SETTLE_MS;
        stabilizer.poll(now);
    }

    void turn(OctiTurn t) {
        this.turn = t;
    }

    SensorFrame stable() {
        return stabilizer.stable();
    }

    /** The sensors' reading of the pods as they stand (colours kept: the reconciler reads a presence board's as occupied). */
    SensorFrame frame() {
        Reading[] cells = new Reading[Squares.COUNT];
        for (int sq = 0; sq < Squares.COUNT; sq++) {
            cells[sq] = count[sq] == 0 ? Reading.EMPTY
                    : kind == SensorKind.PRESENCE ? Reading.OCCUPIED : Reading.fromSymbol(team[sq]);
        }
        return SensorFrame.of(Squares.SIZE, Squares.SIZE, cells);
    }

    int count(int square) {
        return count[square];
    }

    void lift(int square) {
        if (count[square] == 0) {
            throw new IllegalStateException("no pod to lift on " + Squares.name(square));
        }
        count[square]--;
        settle();
    }

    void put(int square, char colour) {
        count[square]++;
        team[square] = colour;
        settle();
    }

    /** Lifts every pod of a square at once, returning how many. */
    int liftAll(int square) {
        int n = count[square];
        count[square] = 0;
        settle();
        return n;
    }

    void putBack(int square, int n, char colour) {
        count[square] = n;
        team[square] = colour;
        settle();
    }

    void press(OctiTurn.Button button) {
        stabilizer.settle();
        turn.press(button);
    }

    /** A noise frame now and then (shorter than the settle time), then the board as it stands until it settles. */
    private void settle() {
        if (random.nextInt(3) == 0) {
            SensorFrame noisy = frame();
            int sq = random.nextInt(Squares.COUNT);
            noisy = noisy.with(sq, noisy.get(sq).isOccupied() ? Reading.EMPTY : Reading.OCCUPIED);
            assertNotStable(stabilizer.offer(noisy, now));
            now += SETTLE_MS / 3;
            noiseFrames++;
        }
        assertNotStable(stabilizer.offer(frame(), now));
        now += SETTLE_MS;
        stabilizer.poll(now).ifPresent(f -> {
            stableFrames++;
            turn.frame(f);
        });
    }

    private static void assertNotStable(java.util.Optional<SensorFrame> f) {
        if (f.isPresent()) {
            throw new AssertionError("a frame became stable before its settle time");
        }
    }

    /**
     * Makes a move with the hands, step by step as {@link HandSteps} says (leg by leg, captured pods taken off at
     * the end, D-5; then what else the move removes, X-13), each step through the stabilizer with its noise.
     */
    void make(OctiPosition position, OctiMove move) {
        for (String step : HandSteps.of(position, move, SensorKind.COLOUR)) {
            for (int sq = 0; sq < Squares.COUNT; sq++) {
                char c = step.charAt(sq);
                count[sq] = c == Reading.EMPTY.symbol() ? 0 : Math.max(1, count[sq]);
                team[sq] = c;
            }
            settle();
        }
        OctiPosition after = position.play(move);
        for (int sq = 0; sq < Squares.COUNT; sq++) {
            if ((count[sq] > 0) != (after.count(sq) > 0)) {
                throw new AssertionError(Squares.name(sq) + " is not as the position after the move has it");
            }
            count[sq] = after.count(sq);
        }
    }

    /** Tap: every pod of the square lifted and put back. */
    void tap(int square) {
        char c = team[square];
        int n = liftAll(square);
        putBack(square, n, c);
    }

    /** Point: the pods lifted, touched down on the empty neighbour, lifted again, put back. */
    void point(int square, Dir toward, boolean cylinder) {
        int n = Squares.next(square, toward, cylinder);
        char c = team[square];
        int held = liftAll(square);
        put(n, c);
        lift(n);
        putBack(square, held, c);
    }

    static char symbol(SquareView v) {
        return switch (v) {
            case BLACK -> 'X';
            case WHITE -> 'O';
            default -> '-';
        };
    }
}
