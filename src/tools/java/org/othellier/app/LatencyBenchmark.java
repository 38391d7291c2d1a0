package org.othellier.app;

import java.nio.file.Path;
import java.time.Clock;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Random;
import java.util.function.Consumer;
import java.util.function.LongSupplier;
import org.othellier.app.opponent.PlayerSpec;
import org.othellier.board.LedPlan;
import org.othellier.board.Reading;
import org.othellier.board.SensorFrame;
import org.othellier.board.SensorKind;
import org.othellier.board.othello.OthelloReconciler;
import org.othellier.game.Side;
import org.othellier.game.othello.OthelloMove;
import org.othellier.game.othello.OthelloPosition;
import org.othellier.game.othello.OthelloVariant;
import org.othellier.hw.BoardBackend;
import org.othellier.hw.ButtonPress;
import org.othellier.hw.ClockButtons;
import org.othellier.hw.ClockDisplay;
import org.othellier.hw.FrameSource;
import org.othellier.hw.LedSink;
import org.othellier.store.Journal;

/**
 * Frame in, LED plan out: games played through the real event loop, controller and journal (on
 * disk), one frame at a time as a driver would hand them over (placing, each flip lifted and put
 * back turned, the press on a presence board), timing each frame from its hand-over to the loop
 * until the LED plan it causes leaves for the LEDs.
 */
public final class LatencyBenchmark {

    /** The timings of one run, in nanoseconds. */
    public record Result(long[] toLeds, long[] quiet, long[] moves, long[] presses, int games) {
    }

    private LatencyBenchmark() {
    }

    public static Result run(List<List<OthelloMove>> games, SensorKind kind, Path dataDir, long settleMillis) {
        LongSupplier now = () -> Math.floorDiv(System.nanoTime(), 1_000_000L);
        MeasuringBoard board = new MeasuringBoard(kind);
        List<Long> toLeds = new ArrayList<>();
        List<Long> quiet = new ArrayList<>();
        List<Long> moves = new ArrayList<>();
        List<Long> presses = new ArrayList<>();
        OthelloSettings settings = new OthelloSettings("othello", OthelloVariant.OTHELLO, kind, PlayerSpec.HUMAN, PlayerSpec.HUMAN,
                "25m", true);
        try (Journal journal = Journal.open(dataDir); EventLoop loop = new EventLoop(now)) {
            OthelloController c = new OthelloController(new BoardConfig(settleMillis, 3000, false, false, 5000), board,
                    journal, now, Clock.systemUTC(), loop, spec -> {
                        throw new IllegalArgumentException("people only");
                    }, Runnable::run);
            loop.start(c, () -> c.begin(settings));
            board.sensors().start(f -> loop.post(() -> c.onFrame(f)));
            board.buttons().start(p -> loop.post(() -> c.onPress(p)));
            for (List<OthelloMove> game : games) {
                loop.call(() -> {
                    c.newGame(settings);
                    return null;
                });
                OthelloPosition p = OthelloPosition.start(OthelloVariant.OTHELLO);
                SensorFrame discs = OthelloReconciler.expectedFrame(p, SensorKind.COLOUR);
                board.deliver(discs, loop);
                for (OthelloMove m : game) {
                    if (m.isPass()) {
                        p = p.play(m);
                        continue;
                    }
                    Reading own = OthelloReconciler.reading(p.toMove());
                    int plies = c.game().ply();
                    discs = discs.with(m.square(8), own);
                    record(board.deliver(discs, loop), toLeds, quiet);
                    int[] flips = p.flips(m);
                    for (int i = 0; i < flips.length; i++) {
                        record(board.deliver(discs.with(flips[i], Reading.EMPTY), loop), toLeds, quiet);
                        discs = discs.with(flips[i], own);
                        long[] t = board.deliver(discs, loop);
                        if (i == flips.length - 1 && kind == SensorKind.COLOUR) {
                            moves.add(t[2]);
                        }
                        record(t, toLeds, quiet);
                    }
                    if (kind == SensorKind.PRESENCE) {
                        long[] t = board.press(p.toMove(), loop);
                        presses.add(t[0]);
                    }
                    p = p.play(m);
                    if (c.game().ply() <= plies) {
                        throw new IllegalStateException("the benchmark's move " + m + " was not taken");
                    }
                }
            }
            loop.call(() -> {
                c.close();
                return null;
            });
        }
        return new Result(sorted(toLeds), sorted(quiet), sorted(moves), sorted(presses), games.size());
    }

    private static void record(long[] t, List<Long> toLeds, List<Long> quiet) {
        (t[1] == 1 ? toLeds : quiet).add(t[0]);
    }

    static long[] sorted(List<Long> l) {
        long[] a = l.stream().mapToLong(Long::longValue).toArray();
        Arrays.sort(a);
        return a;
    }

    public static double percentile(long[] sorted, double p) {
        if (sorted.length == 0) {
            return Double.NaN;
        }
        int i = (int) Math.ceil(p / 100.0 * sorted.length) - 1;
        return sorted[Math.max(0, Math.min(sorted.length - 1, i))] / 1e6;
    }

    /** Random legal games to the end, passes included: used when no WTHOR file is given. */
    public static List<List<OthelloMove>> randomGames(int n, long seed) {
        Random random = new Random(seed);
        List<List<OthelloMove>> games = new ArrayList<>();
        for (int g = 0; g < n; g++) {
            List<OthelloMove> moves = new ArrayList<>();
            OthelloPosition p = OthelloPosition.start(OthelloVariant.OTHELLO);
            while (!p.isOver()) {
                OthelloMove m = p.mustPass() ? OthelloMove.PASS : p.legalMoves().get(random.nextInt(p.legalMoves().size()));
                moves.add(m);
                p = p.play(m);
            }
            games.add(moves);
        }
        return games;
    }

    /** A board whose frames the benchmark hands over and whose LED sink notes when a plan leaves. */
    private static final class MeasuringBoard implements BoardBackend, FrameSource, LedSink, ClockDisplay {
        private final SensorKind kind;
        private Consumer<SensorFrame> frames;
        private Consumer<ButtonPress> presses;
        private volatile long shownAt;
        private volatile long lastShownAt;

        MeasuringBoard(SensorKind kind) {
            this.kind = kind;
        }

        /**
         * Hands a frame to the loop; returns {nanoseconds until the first LED plan left (or until handled),
         * 1 if the LEDs changed, nanoseconds until the loop had handled it (a move's commit included)}.
         */
        long[] deliver(SensorFrame f, EventLoop loop) {
            SensorFrame sensed = kind == SensorKind.PRESENCE ? f.asPresence() : f;
            shownAt = 0;
            lastShownAt = 0;
            long t0 = System.nanoTime();
            frames.accept(sensed);
            loop.call(() -> null);
            long done = System.nanoTime();
            long shown = shownAt;
            return new long[] {(shown != 0 ? shown : done) - t0, shown != 0 ? 1 : 0, done - t0};
        }

        long[] press(Side side, EventLoop loop) {
            shownAt = 0;
            long t0 = System.nanoTime();
            presses.accept(new ButtonPress(side, Math.floorDiv(t0, 1_000_000L)));
            loop.call(() -> null);
            long shown = lastShownAt;
            return new long[] {(shown != 0 ? shown : System.nanoTime()) - t0, shown != 0 ? 1 : 0};
        }

        @Override
        public void show(LedPlan plan) {
            long t = System.nanoTime();
            if (shownAt == 0) {
                shownAt = t;
            }
            lastShownAt = t;
        }

        @Override
        public void show(String black, String white) {
        }

        @Override
        public void start(Consumer<SensorFrame> listener) {
            frames = listener;
        }

        @Override
        public SensorKind kind() {
            return kind;
        }

        @Override
        public int rows() {
            return 8;
        }

        @Override
        public int cols() {
            return 8;
        }

        @Override
        public FrameSource sensors() {
            return this;
        }

        @Override
        public LedSink leds() {
            return this;
        }

        @Override
        public ClockButtons buttons() {
            return listener -> presses = listener;
        }

        @Override
        public ClockDisplay display() {
            return this;
        }

        @Override
        public String describe() {
            return "benchmark board";
        }

        @Override
        public void close() {
        }
    }
}
