package org.othellier.soak;

import java.nio.file.Path;
import java.time.Clock;
import java.time.Instant;
import java.time.ZoneOffset;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Deque;
import java.util.List;
import java.util.Random;
import java.util.concurrent.atomic.AtomicLong;
import org.othellier.app.BoardConfig;
import org.othellier.app.ManualLoop;
import org.othellier.app.OthelloController;
import org.othellier.app.OthelloSettings;
import org.othellier.app.OthelloSnapshot;
import org.othellier.app.opponent.PlayerSpec;
import org.othellier.board.Reading;
import org.othellier.board.SensorFrame;
import org.othellier.board.SensorKind;
import org.othellier.board.othello.OthelloReconciler;
import org.othellier.game.Side;
import org.othellier.game.othello.OthelloMove;
import org.othellier.game.othello.OthelloPosition;
import org.othellier.game.othello.OthelloVariant;
import org.othellier.hw.sim.SimulatedBoard;
import org.othellier.store.Journal;

/**
 * Othello games played at the simulated board by hands that make every mistake hands make: through the
 * real controller, stabilizer, reconciler, clock and journal (on disk), with the event loop and time in
 * this class's hands (no threads, no sleeping; {@link ManualLoop}). After each move it checks that the
 * service took exactly the moves the hands made: a move taken that was not made is a wrong move accepted,
 * a move made and not taken is a legal move lost.
 */
final class OthelloAtTheBoard implements AutoCloseable {

    /** How the hands err, each drawn per move with its chance in a hundred. */
    enum Noise { HOVER, SLIDE, BOUNCE, LIFTED_FLIP, WRONG_SQUARE, EARLY_PRESS, WRONG_BUTTON, TAKEBACK }

    /** How long the hands let a disc lie before they take it as put down: the service's default settle time. */
    private static final long SETTLE = BoardConfig.DEFAULTS.settleMillis();

    final AtomicLong time;
    private final Deque<Runnable> queue = new ArrayDeque<>();
    private final SimulatedBoard board;
    private final Journal journal;
    final OthelloController controller;
    private final Random random;
    private final SoakResult result;
    private final int gameNumber;
    private SensorKind kind;
    private OthelloVariant variant;
    private boolean takebacks;
    /** The discs as they lie, colours included (a presence board's sensors see only where). */
    private SensorFrame discs;
    private OthelloPosition position;
    private final List<String> made = new ArrayList<>();

    OthelloAtTheBoard(Path dir, OthelloSettings settings, long startMillis, Random random, SoakResult result, int gameNumber) {
        this(dir, settings, BoardConfig.DEFAULTS, startMillis, random, result, gameNumber);
    }

    /** @param options the service's board settings (a test gives a slower board than the hands expect) */
    OthelloAtTheBoard(Path dir, OthelloSettings settings, BoardConfig options, long startMillis, Random random,
                      SoakResult result, int gameNumber) {
        this.time = new AtomicLong(startMillis);
        this.random = random;
        this.result = result;
        this.gameNumber = gameNumber;
        board = new SimulatedBoard(settings.variant().size(), settings.sensors(), time::get);
        journal = Journal.open(dir);
        controller = new OthelloController(options, board, journal, time::get,
                Clock.fixed(Instant.parse("2026-01-01T12:00:00Z"), ZoneOffset.UTC), queue::add,
                spec -> {
                    throw new IllegalArgumentException("the hands play both sides");
                }, Runnable::run);
        board.sensors().start(f -> queue.add(() -> controller.onFrame(f)));
        board.buttons().start(p -> queue.add(() -> controller.onPress(p)));
        queue.add(() -> controller.begin(settings));
        drain();
        prepare(settings);
    }

    static OthelloSettings settings(OthelloVariant variant, SensorKind kind, String clock, boolean tournament) {
        return new OthelloSettings("othello", variant, kind, PlayerSpec.HUMAN, PlayerSpec.HUMAN, clock, tournament);
    }

    /** A new game on the same table, as a club plays one after another (same size of board). */
    void newGame(OthelloSettings settings) {
        queue.add(() -> controller.newGame(settings));
        drain();
        prepare(settings);
    }

    private void prepare(OthelloSettings settings) {
        kind = settings.sensors();
        variant = settings.variant();
        takebacks = !settings.tournament();
        position = OthelloPosition.start(variant);
        made.clear();
        discs = OthelloReconciler.expectedFrame(position, SensorKind.COLOUR);
        show(discs);
        advance(SETTLE + 50);
    }

    /**
     * Plays random legal moves to the end with noisy hands; false when a check failed (recorded in the result).
     *
     * @param chance per noise, its chance in a hundred per move
     */
    boolean playToTheEnd(int[] chance) {
        int step = 0;
        while (!position.isOver()) {
            step++;
            List<OthelloMove> legal = position.legalMoves();
            OthelloMove m = legal.get(random.nextInt(legal.size()));
            if (!make(m, chance, step)) {
                return false;
            }
            if (takebacks && !position.isOver() && roll(chance, Noise.TAKEBACK) && !takeBackAndRedo(m, chance, step)) {
                return false;
            }
            // the clock's time for thinking before the next move
            advance(200 + random.nextInt(1500));
        }
        OthelloSnapshot s = controller.snapshot();
        if (!"over".equals(s.status())) {
            return fail(step, "the game is over on the board but the service says " + s.status());
        }
        if (!position.squares().equals(s.position())) {
            return fail(step, "the final position differs: expected " + position.squares() + ", service " + s.position());
        }
        if (!position.result().equals(s.result())) {
            return fail(step, "the result differs: expected " + position.result() + ", service " + s.result());
        }
        result.count("games", 1);
        return true;
    }

    /** The hands make {@code m} with their noise; then the service must have taken exactly it. */
    private boolean make(OthelloMove m, int[] chance, int step) {
        Side mover = position.toMove();
        Reading own = OthelloReconciler.reading(mover);
        int sq = m.square(variant.size());
        if (roll(chance, Noise.HOVER)) {
            int hover = randomEmpty(-1);
            show(discs.with(hover, own));
            advance(30 + random.nextInt((int) SETTLE - 60));
            show(discs);
            noise(Noise.HOVER);
        }
        if (roll(chance, Noise.EARLY_PRESS) && kind == SensorKind.PRESENCE) {
            press(mover); // nothing on the board yet: nothing to take
            noise(Noise.EARLY_PRESS);
            if (!expectMoves(step, "a press before the disc was down")) {
                return false;
            }
        }
        if (roll(chance, Noise.WRONG_SQUARE)) {
            int wrong = randomEmpty(sq);
            if (wrong >= 0 && !position.legalMoves().contains(OthelloMove.at(wrong, variant.size()))) {
                show(discs.with(wrong, own));
                advance(SETTLE + 100 + random.nextInt(800)); // it settles: the board does not match
                if (kind == SensorKind.PRESENCE) {
                    press(mover); // refused: not a legal move
                }
                if (!expectMoves(step, "a disc on " + OthelloMove.at(wrong, variant.size()) + ", not a legal move")) {
                    return false;
                }
                show(discs);
                advance(SETTLE + 50);
                noise(Noise.WRONG_SQUARE);
            }
        }
        if (roll(chance, Noise.SLIDE)) {
            int near = emptyNeighbour(sq);
            if (near >= 0) {
                show(discs.with(near, own));
                advance(40 + random.nextInt((int) SETTLE - 80));
                noise(Noise.SLIDE);
            }
        }
        if (roll(chance, Noise.BOUNCE)) {
            for (int i = 0; i < 1 + random.nextInt(3); i++) {
                show(discs.with(sq, own));
                advance(5 + random.nextInt(30));
                show(discs);
                advance(5 + random.nextInt(30));
            }
            noise(Noise.BOUNCE);
        }
        discs = discs.with(sq, own);
        show(discs);
        advance(SETTLE + random.nextInt(300));
        for (int f : position.flips(m)) {
            if (roll(chance, Noise.LIFTED_FLIP)) {
                show(discs.with(f, Reading.EMPTY)); // lifted long enough to count, then put back turned
                advance(SETTLE + random.nextInt(400));
                noise(Noise.LIFTED_FLIP);
            }
            discs = discs.with(f, own);
            show(discs);
            advance(40 + random.nextInt(250));
        }
        advance(SETTLE + 50);
        if (kind == SensorKind.PRESENCE) {
            if (roll(chance, Noise.WRONG_BUTTON)) {
                press(mover.opponent()); // the other player's button: ignored
                noise(Noise.WRONG_BUTTON);
            }
            press(mover);
        }
        position = position.play(m);
        made.add(m.toString());
        if (position.mustPass()) {
            position = position.play(OthelloMove.PASS); // the service plays a forced pass by itself (O-7)
            made.add("PA");
        }
        result.count("moves", 1);
        return expectMoves(step, "after " + m);
    }

    /** The hands take the move back (the disc off, the flips turned back) and then make it again. */
    private boolean takeBackAndRedo(OthelloMove m, int[] chance, int step) {
        int undo = made.size() >= 2 && made.get(made.size() - 1).equals("PA") ? 2 : 1;
        List<String> before = List.copyOf(made.subList(0, made.size() - undo));
        OthelloPosition back = OthelloPosition.start(variant);
        for (String s : before) {
            back = back.play(s.equals("PA") ? OthelloMove.PASS : OthelloMove.parse(s));
        }
        discs = OthelloReconciler.expectedFrame(back, SensorKind.COLOUR);
        show(discs);
        advance(SETTLE + 100 + random.nextInt(500));
        position = back;
        made.subList(before.size(), made.size()).clear();
        noise(Noise.TAKEBACK);
        if (!expectMoves(step, "the takeback of " + m)) {
            return false;
        }
        return make(m, chance, step);
    }

    private boolean expectMoves(int step, String when) {
        List<String> taken = controller.snapshot().moves();
        if (taken.equals(made)) {
            return true;
        }
        int common = 0;
        while (common < taken.size() && common < made.size() && taken.get(common).equals(made.get(common))) {
            common++;
        }
        if (taken.size() > common) {
            result.count("wrong moves accepted", 1);
            return fail(step, "a wrong move accepted " + when + ": made " + made + ", service took " + taken);
        }
        result.count("legal moves lost", 1);
        return fail(step, "a legal move lost " + when + ": made " + made + ", service took " + taken);
    }

    private boolean fail(int step, String what) {
        result.fail(gameNumber, step, variant.describe() + " " + kind.name().toLowerCase() + ": " + what);
        return false;
    }

    private boolean roll(int[] chance, Noise n) {
        return random.nextInt(100) < chance[n.ordinal()];
    }

    private void noise(Noise n) {
        result.count(n.name().toLowerCase().replace('_', ' '), 1);
    }

    private int randomEmpty(int except) {
        List<Integer> empty = new ArrayList<>();
        for (int i = 0; i < variant.squares(); i++) {
            if (position.at(i) == null && i != except) {
                empty.add(i);
            }
        }
        return empty.isEmpty() ? -1 : empty.get(random.nextInt(empty.size()));
    }

    private int emptyNeighbour(int sq) {
        int n = variant.size();
        List<Integer> near = new ArrayList<>();
        for (int dr = -1; dr <= 1; dr++) {
            for (int dc = -1; dc <= 1; dc++) {
                int c = sq % n + dc;
                int r = sq / n + dr;
                if ((dr != 0 || dc != 0) && c >= 0 && c < n && r >= 0 && r < n && position.at(r * n + c) == null) {
                    near.add(r * n + c);
                }
            }
        }
        return near.isEmpty() ? -1 : near.get(random.nextInt(near.size()));
    }

    private void show(SensorFrame f) {
        board.setDiscs(f);
        drain();
    }

    private void press(Side side) {
        board.press(side);
        drain();
    }

    private void drain() {
        ManualLoop.drain(queue, controller, time);
    }

    void advance(long millis) {
        ManualLoop.advance(queue, controller, time, millis);
    }

    @Override
    public void close() {
        controller.close();
        journal.close();
    }
}
