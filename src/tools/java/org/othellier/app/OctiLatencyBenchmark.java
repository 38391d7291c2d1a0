package org.othellier.app;

import java.nio.file.Path;
import java.time.Clock;
import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import java.util.function.LongSupplier;
import org.othellier.board.SensorKind;
import org.othellier.board.octi.HandSteps;
import org.othellier.board.octi.OctiSensors;
import org.othellier.board.octi.OctiTurn;
import org.othellier.engine.octi.EngineSpec;
import org.othellier.engine.octi.OctiEngine;
import org.othellier.game.octi.OctiMove;
import org.othellier.game.octi.OctiNotation;
import org.othellier.game.octi.OctiPosition;
import org.othellier.game.octi.OctiVariant;
import org.othellier.hw.ButtonPress;
import org.othellier.hw.sim.SimulatedBoard;
import org.othellier.store.Journal;

/**
 * An Octi game's frame in, LED plan out: games of an engine against itself made by hands at a
 * simulated 9x9 board (every hand step one frame, {@link HandSteps}) through the real controller and
 * journal on disk, on the calling thread (the event loop's hand-over is timed by {@link LatencyBenchmark}
 * for Othello and is the same code). A turn is ended by the mover's press when the board fits one move,
 * else by the page's choice. The press and the choice include the journal's commit and the next
 * position's {@link org.othellier.board.octi.MoveIndex}.
 */
public final class OctiLatencyBenchmark {

    /** Timings in nanoseconds, sorted: each frame's handling, and each turn's end (press or page choice). */
    public record Result(long[] frames, long[] turnEnds, int games, int plies, int chosenOnPage) {
    }

    private OctiLatencyBenchmark() {
    }

    public static Result run(OctiVariant variant, SensorKind kind, int games, int maxPlies, Path dataDir, long seed) {
        LongSupplier now = () -> Math.floorDiv(System.nanoTime(), 1_000_000L);
        List<Long> frames = new ArrayList<>();
        List<Long> ends = new ArrayList<>();
        int plies = 0;
        int chosen = 0;
        SimulatedBoard board = new SimulatedBoard(9, kind, now);
        try (Journal journal = Journal.open(dataDir)) {
            OctiController c = new OctiController(new BoardConfig(0, 3000, false, false, 5000), board, journal,
                    now, Clock.systemUTC(), Runnable::run, spec -> {
                        throw new IllegalArgumentException("people only: the moves come from the benchmark's engine");
                    }, Runnable::run);
            board.sensors().start(c::onFrame);
            board.buttons().start(c::onPress);
            OctiEngine engine = EngineSpec.parse("ai:1").create(new Random(seed));
            for (int g = 0; g < games; g++) {
                c.newGame(OctiSettings.people(variant, kind, "none"));
                for (int ply = 0; ply < maxPlies && !c.game().position().isOver(); ply++) {
                    OctiPosition before = c.game().position();
                    OctiMove m = engine.choose(before, 0);
                    for (String step : HandSteps.of(before, m, kind)) {
                        long t0 = System.nanoTime();
                        c.onFrame(OctiSensors.frame(step));
                        frames.add(System.nanoTime() - t0);
                    }
                    long t0 = System.nanoTime();
                    if (c.turn().state().status() == OctiTurn.Status.READY) {
                        c.onPress(new ButtonPress(before.toMove().team(), now.getAsLong()));
                    } else {
                        c.choose(OctiNotation.format(before, m)); // an invisible or ambiguous move: one tap on the page
                        chosen++;
                    }
                    ends.add(System.nanoTime() - t0);
                    if (c.game().position() == before) {
                        throw new IllegalStateException("the controller did not take " + OctiNotation.format(before, m));
                    }
                    plies++;
                }
            }
        }
        return new Result(LatencyBenchmark.sorted(frames), LatencyBenchmark.sorted(ends), games, plies, chosen);
    }
}
