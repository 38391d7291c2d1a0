package org.othellier.app;

import static org.mockito.ArgumentMatchers.any;
import static org.mockito.ArgumentMatchers.anyLong;
import static org.mockito.Mockito.doAnswer;
import static org.mockito.Mockito.doReturn;
import static org.mockito.Mockito.mock;
import static org.mockito.Mockito.withSettings;

import java.nio.file.Path;
import java.time.Clock;
import java.time.Instant;
import java.time.ZoneOffset;
import java.util.ArrayDeque;
import java.util.Deque;
import java.util.Random;
import java.util.concurrent.atomic.AtomicLong;
import org.mockito.Answers;
import org.othellier.board.LedPlan;
import org.othellier.board.Reading;
import org.othellier.board.SensorFrame;
import org.othellier.board.SensorKind;
import org.othellier.board.octi.HandSteps;
import org.othellier.board.octi.OctiSensors;
import org.othellier.engine.octi.EngineSpec;
import org.othellier.engine.octi.OctiEngine;
import org.othellier.game.Side;
import org.othellier.game.octi.OctiMove;
import org.othellier.game.octi.OctiPosition;
import org.othellier.game.octi.Squares;
import org.othellier.hw.sim.SimulatedBoard;
import org.othellier.store.Journal;

/**
 * An Octi controller on a simulated 9x9 board, with time, the event queue and the AI worker in the
 * test's hands (no threads, no sleeping), and hands that lift and put down pods one square at a time:
 * the board keeps how many pods stand on each square, the sensors see only whether any do (and their
 * colour with colour sensors).
 */
final class OctiTable implements AutoCloseable {

    final AtomicLong time = new AtomicLong(5_000_000);
    final Deque<Runnable> queue = new ArrayDeque<>();
    final SimulatedBoard board;
    final Journal journal;
    final OctiController controller;
    private final int[] count = new int[Squares.COUNT];
    private final char[] colour = new char[Squares.COUNT];
    /** Replaces the AI's choice when set. */
    java.util.function.Function<OctiPosition, OctiMove> scriptedAi;
    private final Random noise = new Random(5);
    /** While set, the AI's requests wait here, as on a busy worker, until {@link #runAi()}. */
    boolean holdAi;
    final Deque<Runnable> aiJobs = new ArrayDeque<>();
    /** The cancellation flag the AI was last asked with. */
    java.util.function.BooleanSupplier lastCancelled;

    OctiTable(Path dir, OctiSettings settings) {
        this(dir, settings, b -> b);
    }

    /**
     * @param hardware the board the game plays on, made of the simulated one the test's hands play on: a Mockito mock
     *                 that delegates to it and reports the link as the test says
     */
    OctiTable(Path dir, OctiSettings settings, java.util.function.Function<SimulatedBoard, org.othellier.hw.BoardBackend> hardware) {
        board = new SimulatedBoard(9, settings.sensors(), time::get);
        journal = Journal.open(dir);
        controller = new OctiController(BoardConfig.DEFAULTS, hardware.apply(board), journal, time::get,
                Clock.fixed(Instant.parse("2026-01-01T12:00:00Z"), ZoneOffset.UTC), queue::add, spec -> {
                    OctiEngine engine = EngineSpec.parse(spec).create(new Random(11));
                    // the engine behind a Mockito mock: the test may script its move and sees what it was given
                    OctiEngine ai = mock(OctiEngine.class, withSettings().defaultAnswer(Answers.CALLS_REAL_METHODS));
                    doReturn(engine.name()).when(ai).name();
                    doAnswer(inv -> scriptedAi != null ? scriptedAi.apply(inv.getArgument(0))
                            : engine.choose(inv.getArgument(0), 0)).when(ai).choose(any(), anyLong());
                    doAnswer(inv -> {
                        lastCancelled = inv.getArgument(2);
                        return ai.choose(inv.getArgument(0), inv.<Long>getArgument(1));
                    }).when(ai).choose(any(), anyLong(), any());
                    return ai;
                }, job -> {
                    if (holdAi) {
                        aiJobs.add(job);
                    } else {
                        job.run();
                    }
                });
        board.sensors().start(f -> queue.add(() -> controller.onFrame(f)));
        board.buttons().start(p -> queue.add(() -> controller.onPress(p)));
        queue.add(() -> controller.begin(settings));
        drain();
        settle();
        syncHands();
    }

    static OctiSettings people(org.othellier.game.octi.OctiVariant v, SensorKind kind) {
        return OctiSettings.people(v, kind, "none");
    }

    /** The hands take the board as the game's position shows it (after a start, a set-up or a restart). */
    void syncHands() {
        syncHands(position());
    }

    void syncHands(OctiPosition p) {
        for (int sq = 0; sq < Squares.COUNT; sq++) {
            count[sq] = p.count(sq);
            colour[sq] = switch (p.view(sq)) {
                case BLACK -> 'X';
                case WHITE -> 'O';
                default -> '-';
            };
        }
    }

    /** Set-up: the hands arrange the board as {@code p} stands, the page gives the picture, the game takes it. */
    OctiTable setUp(OctiPosition p) {
        controller.beginSetup();
        drain();
        syncHands(p);
        show();
        controller.takeSetup(org.othellier.game.octi.OctiPicture.print(p));
        drain();
        return this;
    }

    OctiPosition position() {
        return controller.game().position();
    }

    /** Runs every queued event, and every tick that has come due. */
    void drain() {
        ManualLoop.drain(queue, controller, time);
    }

    /** The AI worker runs the requests it holds; their answers reach the loop. */
    OctiTable runAi() {
        while (!aiJobs.isEmpty()) {
            aiJobs.poll().run();
        }
        drain();
        return this;
    }

    /** Lets time pass, firing the timers that come due on the way. */
    OctiTable advance(long millis) {
        ManualLoop.advance(queue, controller, time, millis);
        return this;
    }

    OctiTable settle() {
        return advance(300);
    }

    /** The sensors' frame of the pods as they stand now. */
    SensorFrame frame() {
        Reading[] cells = new Reading[Squares.COUNT];
        for (int sq = 0; sq < Squares.COUNT; sq++) {
            cells[sq] = count[sq] == 0 ? Reading.EMPTY : Reading.fromSymbol(colour[sq]);
        }
        SensorFrame f = SensorFrame.of(9, 9, cells);
        return board.kind() == SensorKind.PRESENCE ? f.asPresence() : f;
    }

    /** The sensors read the pods as they stand, and the frame settles. */
    OctiTable show() {
        board.setDiscs(frame());
        drain();
        return settle();
    }

    OctiTable lift(String square) {
        int sq = Squares.parse(square);
        if (count[sq] == 0) {
            throw new IllegalStateException("no pod to lift on " + square);
        }
        count[sq]--;
        return show();
    }

    OctiTable liftAll(String square) {
        count[Squares.parse(square)] = 0;
        return show();
    }

    OctiTable put(String square, Side team) {
        int sq = Squares.parse(square);
        count[sq]++;
        colour[sq] = team == Side.BLACK ? 'X' : 'O';
        return show();
    }

    OctiTable putBack(String square, int n, Side team) {
        int sq = Squares.parse(square);
        count[sq] = n;
        colour[sq] = team == Side.BLACK ? 'X' : 'O';
        return show();
    }

    /** The point gesture: the pods of {@code square} lifted, touched down on {@code toward}, lifted, put back. */
    OctiTable point(String square, String toward, Side team) {
        int n = count[Squares.parse(square)];
        liftAll(square);
        put(toward, team);
        lift(toward);
        return putBack(square, n, team);
    }

    OctiTable press(Side side) {
        board.press(side);
        drain();
        return this;
    }

    /** A move only a gesture picks: the first press shows it, the second (after a look at the display) plays it. */
    OctiTable confirm(Side side) {
        return press(side).advance(BoardConfig.DEFAULTS.settleMillis()).press(side);
    }

    /**
     * Makes a move with the hands ({@link HandSteps}: leg by leg, captured pods off at the end, then what
     * else the move removes), each step settled, with a flicker shorter than the settle time now and then.
     */
    OctiTable make(OctiPosition before, OctiMove move) {
        for (String step : HandSteps.of(before, move, SensorKind.COLOUR)) {
            if (noise.nextInt(4) == 0) {
                SensorFrame flicker = OctiSensors.frame(step);
                int sq = noise.nextInt(Squares.COUNT);
                flicker = flicker.with(sq, flicker.get(sq).isOccupied() ? Reading.EMPTY : Reading.WHITE);
                board.setDiscs(board.kind() == SensorKind.PRESENCE ? flicker.asPresence() : flicker);
                drain();
                advance(BoardConfig.DEFAULTS.settleMillis() / 3);
            }
            SensorFrame f = OctiSensors.frame(step);
            board.setDiscs(board.kind() == SensorKind.PRESENCE ? f.asPresence() : f);
            drain();
            settle();
        }
        syncHands(before.play(move));
        return this;
    }

    OctiSnapshot state() {
        return controller.snapshot();
    }

    LedPlan leds() {
        return board.ledPlan();
    }

    String expectedReadings() {
        return OctiSensors.expected(position(), board.kind());
    }

    @Override
    public void close() {
        controller.close();
        journal.close();
    }
}
