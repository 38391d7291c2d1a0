package org.othellier.app;

import static org.mockito.ArgumentMatchers.any;
import static org.mockito.ArgumentMatchers.anyInt;
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
import java.util.List;
import java.util.concurrent.atomic.AtomicLong;
import java.util.function.Function;
import org.mockito.Answers;
import org.othellier.app.opponent.EngineOpponent;
import org.othellier.app.opponent.Opponent;
import org.othellier.app.opponent.OpponentFactory;
import org.othellier.app.opponent.PlayerSpec;
import org.othellier.board.LedPlan;
import org.othellier.board.SensorFrame;
import org.othellier.board.SensorKind;
import org.othellier.engine.Level;
import org.othellier.engine.TimeBudget;
import org.othellier.engine.othello.EngineTime;
import org.othellier.engine.othello.Evaluator;
import org.othellier.engine.othello.OthelloEngine;
import org.othellier.game.Side;
import org.othellier.game.othello.OthelloGame;
import org.othellier.game.othello.OthelloMove;
import org.othellier.game.othello.OthelloVariant;
import org.othellier.hw.BoardBackend;
import org.othellier.hw.sim.SimulatedBoard;
import org.othellier.store.Journal;

/**
 * A game controller on a simulated board with time and the event queue in the test's hands: no
 * threads, no sleeping. Frames and presses go through the board as the web page sends them.
 */
final class OthelloTable implements AutoCloseable {

    final AtomicLong time;
    final Deque<Runnable> queue = new ArrayDeque<>();
    final SimulatedBoard board;
    final Journal journal;
    final OthelloController controller;
    /** Replaces the AI's choice when set. */
    Script scriptedAi;

    /** The clock the AI was last asked with (null: no clock). */
    volatile TimeBudget lastBudget;
    /** The time a far board's player reports left after their move (-1: none). */
    volatile long reportedLeft = -1;
    /** The plies the game's opponents were told it was taken back to. */
    final List<Integer> tookBack = new java.util.ArrayList<>();
    /** While set, the AI's requests wait here, as on a busy worker, until {@link #runAi()}. */
    boolean holdAi;
    final Deque<Runnable> aiJobs = new ArrayDeque<>();

    interface Script {
        OthelloMove choose(OthelloGame game, TimeBudget clock);
    }

    OthelloTable(Path dir, OthelloSettings settings) {
        this(dir, settings, BoardConfig.DEFAULTS);
    }

    OthelloTable(Path dir, OthelloSettings settings, BoardConfig options) {
        this(dir, settings, options, 1_000_000);
    }

    /** @param startMillis the monotonic clock's reading at the start: each run of a service has its own origin */
    OthelloTable(Path dir, OthelloSettings settings, BoardConfig options, long startMillis) {
        this(dir, settings, options, startMillis, List.of());
    }

    /** @param nboardCommand the external engine a {@code nboard} player runs (empty: none configured) */
    OthelloTable(Path dir, OthelloSettings settings, BoardConfig options, long startMillis, List<String> nboardCommand) {
        this(dir, settings, options, startMillis, nboardCommand, b -> b);
    }

    /**
     * @param hardware the board the game plays on, made of the simulated one the test's hands play on: a Mockito mock
     *                 that delegates to it and reports the link as the test says
     */
    OthelloTable(Path dir, OthelloSettings settings, BoardConfig options, long startMillis, List<String> nboardCommand,
          Function<SimulatedBoard, BoardBackend> hardware) {
        time = new AtomicLong(startMillis);
        board = new SimulatedBoard(settings.variant().size(), settings.sensors(), time::get);
        journal = Journal.open(dir);
        controller = new OthelloController(options, hardware.apply(board), journal, time::get,
                Clock.fixed(Instant.parse("2026-01-01T12:00:00Z"), ZoneOffset.UTC), queue::add,
                spec -> {
                    if (spec.kind() == PlayerSpec.Kind.NBOARD) {
                        return new OpponentFactory(1, 1, nboardCommand, 2).create(spec);
                    }
                    // the real engine, seeded, with small tables: the AI's moves are the product's; a far board's
                    // player and a phone's answer by the script alone
                    boolean remote = spec.kind() == PlayerSpec.Kind.REMOTE;
                    boolean phone = spec.kind() == PlayerSpec.Kind.PHONE;
                    Opponent engine = remote || phone ? null : new EngineOpponent(
                            new OthelloEngine(1 << 20, Evaluator.shipped(), EngineTime.SYSTEM, 7), Level.of(spec.level()));
                    // behind a Mockito mock: the test may script its move and sees the budget it had and the takebacks
                    Opponent ai = mock(Opponent.class, withSettings().defaultAnswer(Answers.CALLS_REAL_METHODS));
                    doReturn(engine != null ? engine.name() : spec.board() + (phone ? " (phone)" : " (remote)"))
                            .when(ai).name();
                    doAnswer(inv -> tookBack.add(inv.getArgument(0))).when(ai).tookBack(anyInt());
                    doAnswer(inv -> remote ? reportedLeft : -1L).when(ai).reportedTimeLeft();
                    try {
                        doAnswer(inv -> {
                            TimeBudget budget = inv.getArgument(1);
                            lastBudget = budget;
                            return scriptedAi != null ? scriptedAi.choose(inv.getArgument(0), budget)
                                    : engine.choose(inv.getArgument(0), budget, inv.getArgument(2));
                        }).when(ai).choose(any(), any(), any());
                    } catch (InterruptedException e) {
                        throw new AssertionError(e); // stubbing calls nothing
                    }
                    return ai;
                },
                job -> {
                    if (holdAi) {
                        aiJobs.add(job);
                    } else {
                        job.run();
                    }
                });
        board.sensors().start(f -> queue.add(() -> controller.onFrame(f)));
        board.buttons().start(p -> queue.add(() -> controller.onPress(p)));
        board.buttons().startReleases(r -> queue.add(() -> controller.onRelease(r)));
        queue.add(() -> controller.begin(settings));
        drain();
    }

    static OthelloSettings settings(SensorKind kind, boolean tournament) {
        return new OthelloSettings("othello", OthelloVariant.OTHELLO, kind, PlayerSpec.HUMAN, PlayerSpec.HUMAN, "none", tournament);
    }

    /** Runs every queued event, and every tick that has come due. */
    void drain() {
        ManualLoop.drain(queue, controller, time);
    }

    /** The AI worker runs the requests it holds; their answers reach the loop. */
    OthelloTable runAi() {
        while (!aiJobs.isEmpty()) {
            aiJobs.poll().run();
        }
        drain();
        return this;
    }

    /** The board now shows this picture (frame delivered, not yet stable). */
    OthelloTable frame(String picture) {
        board.setDiscs(SensorFrame.parse(picture));
        drain();
        return this;
    }

    OthelloTable frame(SensorFrame f) {
        board.setDiscs(f);
        drain();
        return this;
    }

    /** Lets time pass, firing the timers that come due on the way. */
    OthelloTable advance(long millis) {
        ManualLoop.advance(queue, controller, time, millis);
        return this;
    }

    /** Waits out the settle time: the last frame becomes stable. */
    OthelloTable settle() {
        return advance(300);
    }

    OthelloTable press(Side side) {
        board.press(side);
        drain();
        return this;
    }

    /** A clock button pressed and held (let go with {@link #up}): held long, a hint. */
    OthelloTable down(Side side) {
        board.buttonDown(side);
        drain();
        return this;
    }

    OthelloTable up(Side side) {
        board.buttonUp(side);
        drain();
        return this;
    }

    /** Runs {@code command} on the loop, as the web server does, and drains what follows. */
    OthelloTable run(Runnable command) {
        queue.add(command);
        drain();
        return this;
    }

    OthelloSnapshot state() {
        return controller.snapshot();
    }

    LedPlan leds() {
        return board.ledPlan();
    }

    String moves() {
        return String.join(" ", state().moves());
    }

    @Override
    public void close() {
        controller.close();
        journal.close();
    }
}
