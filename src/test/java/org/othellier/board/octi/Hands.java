package org.othellier.board.octi;

import java.util.List;
import java.util.Random;
import org.othellier.board.Reading;
import org.othellier.board.SensorFrame;
import org.othellier.board.SensorKind;
import org.othellier.board.Stabilizer;
import org.othellier.game.octi.Dir;
import org.othellier.game.octi.OctiMove;
import org.othellier.game.octi.OctiPosition;
import org.othellier.game.octi.SquareView;
import org.othellier.game.octi.Squares;

/**
 * Hands at a simulated 9x9 Octi board: pods lifted, put down, touched down and taken off one at a time,
 * every change read by the sensors and passed through a {@link Stabilizer} with a hand-moved clock, with
 * noise frames (a square flickering for less than the settle time) in between. Each stable frame goes to
 * the {@link OctiTurn} in play.
 */
final class Hands {

    static final long SETTLE_MS = 250;

    private final SensorKind kind;
    private final Random random;
    private final Stabilizer stabilizer = new Stabilizer(SETTLE_MS);
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

    /** Makes a move with the hands: pods lifted and put down leg by leg, captured pods taken off at the end (D-5). */
    void make(OctiPosition position, OctiMove move, char colour) {
        switch (move) {
            case OctiMove.Enter e -> put(e.square(), colour);
            case OctiMove.Insert i -> {
                // invisible: the gesture comes from the caller
            }
            case OctiMove.Walk w -> walk(w, colour);
            case OctiMove.Turn t -> {
                for (OctiMove.Walk w : t.extras()) {
                    walk(w, colour);
                }
                make(position, t.normal(), colour);
            }
            case OctiMove.Pass p -> {
            }
        }
    }

    private void walk(OctiMove.Walk w, char colour) {
        for (OctiMove.Part part : w.parts()) {
            lift(w.origin());
            List<Integer> landings = part.route().landings();
            for (int i = 0; i < landings.size(); i++) {
                put(landings.get(i), colour);
                if (i < landings.size() - 1) {
                    lift(landings.get(i));
                }
            }
        }
        for (OctiMove.Part part : w.parts()) {
            for (OctiMove.Captured c : part.captures()) {
                lift(c.square());
            }
        }
    }

    /** Takes off what the move removed besides its captures (X-13: a player's pods when an enemy takes their home). */
    void tidy(OctiPosition after) {
        for (int sq = 0; sq < Squares.COUNT; sq++) {
            while (count[sq] > after.count(sq)) {
                lift(sq);
            }
            if (count[sq] != after.count(sq)) {
                throw new AssertionError(Squares.name(sq) + " holds " + count[sq] + " pods, the position " + after.count(sq));
            }
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
