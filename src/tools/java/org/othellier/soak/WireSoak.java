package org.othellier.soak;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Locale;
import java.util.Random;
import java.util.concurrent.ConcurrentLinkedQueue;
import java.util.concurrent.CopyOnWriteArrayList;
import org.othellier.board.SensorFrame;
import org.othellier.config.ConfigSection;
import org.othellier.game.Side;
import org.othellier.game.othello.OthelloMove;
import org.othellier.game.othello.OthelloPosition;
import org.othellier.game.othello.OthelloVariant;
import org.othellier.hw.BoardStatus;
import org.othellier.hw.ButtonPress;
import org.othellier.hw.serial.FirmwareSimulator;
import org.othellier.hw.serial.LinkCounters;
import org.othellier.hw.serial.NoisyCable;
import org.othellier.hw.serial.SerialBoard;
import org.othellier.hw.serial.SerialConfig;

/**
 * The wire campaign: Othello games played on the board controller's firmware (the host simulator, in
 * real time) through the service's serial driver, over a cable that damages and drops bytes both ways
 * and is pulled out every few seconds. Every frame the driver passes on must be a board the
 * simulator really showed, in order (a damaged frame accepted would show one it never did); every
 * press of a clock button must arrive once, no more, dated when it was made; the time from the cable
 * going back in to the link serving again is measured.
 */
public final class WireSoak {

    /**
     * How the campaign plays.
     *
     * @param playMillis      how long to play (the simulator runs in real time)
     * @param corruptRate     chance that a byte on the wire, either way, is damaged
     * @param dropRate        chance that a byte is lost
     * @param pullEveryMillis the cable is pulled after a random wait up to twice this long
     * @param pullForMillis   and stays out a random time up to twice this long
     */
    public record Settings(long playMillis, double corruptRate, double dropRate, long pullEveryMillis, long pullForMillis) {
        /** The campaign's: 1 byte in 1,000 damaged and 1 in 1,000 lost, the cable out every 4 s for 0.8 s on average. */
        public static Settings of(long playMillis) {
            return new Settings(playMillis, 1e-3, 1e-3, 4_000, 800);
        }
    }

    /** A press dated on the controller may be this far from when the simulator was told to make it. */
    static final long PRESS_TIME_TOLERANCE_MS = 100;
    /** After the play, how long the link may take to bring the last board and presses. */
    private static final long SETTLE_MS = 10_000;

    private static final String[] SIDES = {"black", "white"};
    /** The campaign goes on after a failure, up to this many. */
    private static final int MAX_FAILURES = 20;
    /** Between a new game's board and its first disc: longer than the controller's debounce (30 ms). */
    static final long SET_UP_MS = 300;

    private WireSoak() {
    }

    public static SoakResult run(long seed, Settings settings, Path simulator, Path dir) {
        SoakResult result = new SoakResult("wire", seed);
        if (!Files.isExecutable(simulator)) {
            result.fail(0, 0, "the firmware simulator " + simulator + " is missing: make -C firmware-protocol/firmware host");
            return result;
        }
        // The driver logs every lost and regained link: hundreds here, and the summary says it all.
        java.util.logging.Logger driverLog = java.util.logging.Logger.getLogger(SerialBoard.class.getName());
        java.util.logging.Level level = driverLog.getLevel();
        driverLog.setLevel(java.util.logging.Level.SEVERE);
        try {
            return play(seed, settings, simulator, dir, result);
        } finally {
            driverLog.setLevel(level);
        }
    }

    private static SoakResult play(long seed, Settings settings, Path simulator, Path dir, SoakResult result) {
        Random random = new Random(HandsSoak.gameSeed(seed, 0));
        OthelloPosition start = OthelloPosition.start(OthelloVariant.OTHELLO);
        Run run = new Run(result, settings, random);
        try (FirmwareSimulator sim = FirmwareSimulator.start(simulator, dir.resolve("board"), "--board", start.squares())) {
            run.shown.add(start.squares());
            NoisyCable cable = new NoisyCable(sim.path(), 115200, random.nextLong(), settings.corruptRate(),
                    settings.dropRate());
            SerialBoard board = cable.open(SerialConfig.read(ConfigSection.parse("port = \"" + sim.path() + "\"\n", "wire")),
                    WireSoak::now);
            try {
                run.play(sim, board, cable, start);
            } finally {
                board.close();
            }
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        } catch (RuntimeException e) {
            result.fail(run.game, run.step, "the campaign stopped: " + e);
        }
        return result;
    }

    static long now() {
        return System.nanoTime() / 1_000_000;
    }

    /** One press the simulator was told to make: between {@code before} and {@code after} on the host's clock. */
    private record Made(Side side, long before, long after, int game, int step) {
    }

    private static final class Run {
        final SoakResult result;
        final Settings settings;
        final Random random;
        /** Every board the simulator showed, in order (compact text). */
        final List<String> shown = Collections.synchronizedList(new ArrayList<>());
        final ConcurrentLinkedQueue<SensorFrame> frames = new ConcurrentLinkedQueue<>();
        final List<ButtonPress> delivered = new CopyOnWriteArrayList<>();
        final List<Made> made = new ArrayList<>();
        final List<Long> reconnects = new ArrayList<>();
        volatile long pluggedAt = -1;
        int matched; // the index in shown of the last frame checked
        long framesChecked;
        int game;
        int step;
        long pulls;

        Run(SoakResult result, Settings settings, Random random) {
            this.result = result;
            this.settings = settings;
            this.random = random;
        }

        void play(FirmwareSimulator sim, SerialBoard board, NoisyCable cable, OthelloPosition start) {
            board.sensors().start(frames::add);
            board.buttons().start(delivered::add);
            board.watchStatus(() -> {
                long at = pluggedAt;
                if (at >= 0 && board.status().link() == BoardStatus.Link.CONNECTED) {
                    synchronized (reconnects) {
                        reconnects.add(now() - at);
                    }
                    pluggedAt = -1;
                }
            });
            long begin = now();
            long end = begin + settings.playMillis();
            long nextPull = begin + randomly(settings.pullEveryMillis());
            long plugInAt = -1;
            OthelloPosition p = start;
            while (now() < end && result.failures().size() < MAX_FAILURES) {
                // The cable, between two actions of the players.
                long t = now();
                if (plugInAt < 0 && t >= nextPull) {
                    cable.pull();
                    pulls++;
                    plugInAt = t + randomly(settings.pullForMillis());
                } else if (plugInAt >= 0 && t >= plugInAt) {
                    pluggedAt = now();
                    cable.plugIn();
                    plugInAt = -1;
                    nextPull = t + randomly(settings.pullEveryMillis());
                }
                if (p.isOver()) {
                    game++;
                    step = 0;
                    p = start;
                    show(sim, "board " + start.squares(), start.squares());
                    // The players set up the board and sit back before the first move: a square changed
                    // again within the debounce time (the first disc where a disc of the last game stood)
                    // would make a frame with that square as it was and every other one as it is now.
                    pause(SET_UP_MS);
                    continue;
                }
                if (p.mustPass()) {
                    p = p.play(OthelloMove.PASS);
                    continue;
                }
                List<OthelloMove> moves = p.legalMoves();
                OthelloMove m = moves.get(random.nextInt(moves.size()));
                step++;
                OthelloPosition next = p.play(m);
                // The disc, then the flips one by one, as a hand does.
                String on = p.squares();
                int size = p.size();
                on = put(sim, on, m.square(size), next.at(m.square(size)), size);
                for (int f : p.flips(m)) {
                    pause(10 + random.nextInt(60));
                    on = put(sim, on, f, next.at(f), size);
                }
                pause(20 + random.nextInt(100));
                int side = p.toMove() == Side.BLACK ? 0 : 1;
                long before = now();
                sim.press(side, 40 + random.nextInt(60));
                made.add(new Made(p.toMove(), before, now(), game, step));
                result.count("presses", 1);
                result.count("moves", 1);
                p = next;
                checkFrames();
                pause(100 + random.nextInt(400));
            }
            if (plugInAt >= 0) {
                pluggedAt = now();
                cable.plugIn();
            }
            settle(p);
            result.count("games", game);
            result.figure("minutes", String.format(Locale.ROOT, "%.1f", (now() - begin) / 60_000.0));
            report(board.counters(), cable);
        }

        private long randomly(long mean) {
            return 1 + (long) (random.nextDouble() * 2 * mean);
        }

        private String put(FirmwareSimulator sim, String on, int square, Side side, int size) {
            char c = side == Side.BLACK ? 'X' : 'O';
            String after = on.substring(0, square) + c + on.substring(square + 1);
            String name = "" + (char) ('a' + square % size) + (square / size + 1);
            show(sim, "put " + name + " " + c, after);
            return after;
        }

        /** The board changes: recorded before the simulator is told, as its frame may come before its OK. */
        private void show(FirmwareSimulator sim, String command, String board) {
            shown.add(board);
            sim.command(command);
        }

        /** Every frame passed on must be a board the simulator showed, at or after the last one matched. */
        private void checkFrames() {
            for (SensorFrame f; (f = frames.poll()) != null; ) {
                framesChecked++;
                String board = f.toCompactString();
                int at = -1;
                synchronized (shown) {
                    for (int i = matched; i < shown.size(); i++) {
                        if (shown.get(i).equals(board)) {
                            at = i;
                            break;
                        }
                    }
                }
                if (at < 0) {
                    result.count("corrupt frames accepted", 1);
                    result.fail(game, step, "a frame the board never showed (or out of order) was passed on: " + board);
                } else {
                    matched = at;
                }
            }
        }

        /** The link brings the last board and every press once the play stops; then the presses are compared. */
        private void settle(OthelloPosition last) {
            long deadline = now() + SETTLE_MS;
            String board = shown.get(shown.size() - 1);
            while (now() < deadline && (delivered.size() < made.size() || matched < shown.size() - 1)) {
                pause(50);
                checkFrames();
            }
            checkFrames();
            if (!shown.get(matched).equals(board)) {
                result.fail(game, step, "the service's board is not the last one shown " + SETTLE_MS + " ms after the play");
            }
            comparePresses();
        }

        private void comparePresses() {
            List<ButtonPress> got = new ArrayList<>(delivered);
            got.sort((a, b) -> Long.compare(a.atMillis(), b.atMillis()));
            int lost = 0;
            int doubled = 0;
            long worst = 0;
            int j = 0;
            // Walk both in time order: a made press takes the delivered press of its side nearest its window.
            for (Made m : made) {
                if (j < got.size() && got.get(j).side() == m.side() && near(got.get(j), m)) {
                    worst = Math.max(worst, error(got.get(j), m));
                    j++;
                    while (j < got.size() && got.get(j).side() == m.side() && got.get(j).atMillis() <= m.after() + PRESS_TIME_TOLERANCE_MS) {
                        doubled++;
                        result.fail(m.game(), m.step(), "a " + SIDES[m.side() == Side.BLACK ? 0 : 1] + " press was delivered twice");
                        j++;
                    }
                } else {
                    lost++;
                    result.fail(m.game(), m.step(), "a " + SIDES[m.side() == Side.BLACK ? 0 : 1] + " press was lost"
                            + (j < got.size() ? " (next delivered: " + got.get(j) + ", made " + m.before() + ".." + m.after() + ")" : ""));
                }
            }
            for (; j < got.size(); j++) {
                doubled++;
                result.fail(game, step, "a press nobody made was delivered: " + got.get(j));
            }
            result.count("presses lost", lost);
            result.count("presses doubled", doubled);
            result.figure("press time error max ms", worst);
        }

        private static boolean near(ButtonPress p, Made m) {
            return p.atMillis() >= m.before() - PRESS_TIME_TOLERANCE_MS && p.atMillis() <= m.after() + PRESS_TIME_TOLERANCE_MS;
        }

        private static long error(ButtonPress p, Made m) {
            return p.atMillis() < m.before() ? m.before() - p.atMillis() : Math.max(0, p.atMillis() - m.after());
        }

        private void report(LinkCounters c, NoisyCable cable) {
            result.count("frames received", c.framesReceived.sum());
            result.count("frames checked", framesChecked);
            result.count("corrupt frames accepted", 0);
            result.count("damaged frames dropped", c.corruptFrames());
            result.count("bytes damaged", cable.corruptedBytes.sum());
            result.count("bytes dropped", cable.droppedBytes.sum());
            result.count("bytes carried", cable.bytesCarried.sum());
            result.count("cable pulls", pulls);
            result.count("presses missed by the driver", c.missedPresses.sum());
            List<Long> times;
            synchronized (reconnects) {
                times = new ArrayList<>(reconnects);
            }
            Collections.sort(times);
            result.count("reconnects", times.size());
            if (!times.isEmpty()) {
                result.figure("reconnect ms p50", percentile(times, 50));
                result.figure("reconnect ms p99", percentile(times, 99));
                result.figure("reconnect ms max", times.get(times.size() - 1));
            }
        }

        private static long percentile(List<Long> sorted, int p) {
            int i = (int) Math.ceil(p / 100.0 * sorted.size()) - 1;
            return sorted.get(Math.max(0, Math.min(sorted.size() - 1, i)));
        }

        private static void pause(long ms) {
            try {
                Thread.sleep(ms);
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
                throw new IllegalStateException("interrupted");
            }
        }
    }
}
