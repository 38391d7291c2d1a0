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
import org.othellier.app.OctiController;
import org.othellier.app.OctiSettings;
import org.othellier.app.OctiSnapshot;
import org.othellier.board.Reading;
import org.othellier.board.SensorFrame;
import org.othellier.board.SensorKind;
import org.othellier.board.octi.HandSteps;
import org.othellier.board.octi.OctiSensors;
import org.othellier.board.octi.OctiTurn;
import org.othellier.engine.octi.EngineSpec;
import org.othellier.game.Side;
import org.othellier.game.octi.OctiMove;
import org.othellier.game.octi.OctiNotation;
import org.othellier.game.octi.OctiPosition;
import org.othellier.game.octi.OctiVariant;
import org.othellier.game.octi.Squares;
import org.othellier.hw.sim.SimulatedBoard;
import org.othellier.store.Journal;

/**
 * Octi games at the simulated board: every seat a random player (it makes what a cautious AI never does:
 * group moves, partial and own captures), its move lit on the LEDs and carried out by hands leg by leg
 * ({@link HandSteps}) with flickers shorter than the settle time and the wrong team's button pressed now
 * and then, through the real controller, turn state machine, clock and journal. After each move the
 * service must have taken exactly the move the LEDs asked for.
 */
final class OctiAtTheBoard implements AutoCloseable {

    private static final long SETTLE = BoardConfig.DEFAULTS.settleMillis();
    /** Past this many plies a random game is stopped (the quiet-ply limit ends most before it). */
    private static final int MAX_PLIES = 400;

    private final AtomicLong time = new AtomicLong(5_000_000);
    private final Deque<Runnable> queue = new ArrayDeque<>();
    private final SimulatedBoard board;
    private final Journal journal;
    private final OctiController controller;
    private final Random random;
    private final SoakResult result;
    private final int gameNumber;
    private final SensorKind kind;
    private final OctiVariant variant;

    OctiAtTheBoard(Path dir, OctiVariant variant, SensorKind kind, Random random, SoakResult result, int gameNumber) {
        this.random = random;
        this.result = result;
        this.gameNumber = gameNumber;
        this.kind = kind;
        this.variant = variant;
        board = new SimulatedBoard(Squares.SIZE, kind, time::get);
        journal = Journal.open(dir);
        long engineSeed = random.nextLong();
        controller = new OctiController(BoardConfig.DEFAULTS, board, journal, time::get,
                Clock.fixed(Instant.parse("2026-01-01T12:00:00Z"), ZoneOffset.UTC), queue::add,
                spec -> EngineSpec.parse(spec).create(new Random(engineSeed)), Runnable::run);
        board.sensors().start(f -> queue.add(() -> controller.onFrame(f)));
        board.buttons().start(p -> queue.add(() -> controller.onPress(p)));
        List<String> seats = new ArrayList<>();
        for (int i = 0; i < variant.players(); i++) {
            seats.add("random");
        }
        OctiSettings settings = new OctiSettings(variant, kind, seats, "none");
        queue.add(() -> controller.begin(settings));
        drain();
        show(OctiSensors.frame(OctiSensors.expected(controller.game().position(), SensorKind.COLOUR)));
    }

    boolean playToTheEnd(int flickerChance, int wrongButtonChance) {
        OctiPosition shadow = controller.game().position();
        int plies = 0;
        while (controller.snapshot().result() == null && plies < MAX_PLIES) {
            OctiSnapshot st = controller.snapshot();
            if (!st.aiTurn() || st.turn() == null || st.turn().target() == null) {
                return fail(plies, "no move lit for the hands at ply " + plies + ": " + st.turn());
            }
            OctiMove m = st.turn().target();
            OctiPosition before = controller.game().position();
            String made = OctiNotation.format(before, m);
            Side team = before.toMove().team();
            for (String step : HandSteps.of(before, m, SensorKind.COLOUR)) {
                if (random.nextInt(100) < flickerChance) {
                    SensorFrame flicker = OctiSensors.frame(step);
                    int sq = random.nextInt(Squares.COUNT);
                    show(flicker.with(sq, flicker.get(sq).isOccupied() ? Reading.EMPTY : Reading.WHITE));
                    advance(SETTLE / 3);
                    result.count("flicker", 1);
                }
                show(OctiSensors.frame(step));
                advance(SETTLE + 50);
            }
            if (controller.snapshot().moves().size() == plies) {
                if (controller.snapshot().turn().status() != OctiTurn.Status.READY) {
                    return lost(plies, made, "the board shows it but the turn is " + controller.snapshot().turn().status());
                }
                if (random.nextInt(100) < wrongButtonChance) {
                    press(team.opponent());
                    result.count("wrong button", 1);
                    if (controller.snapshot().moves().size() != plies) {
                        result.count("wrong moves accepted", 1);
                        return fail(plies, "the other team's button played " + made);
                    }
                }
                press(team);
            }
            plies++;
            shadow = shadow.play(m);
            List<String> taken = controller.snapshot().moves();
            // a forced pass of the four-player game is played by the controller itself
            while (taken.size() > plies) {
                shadow = shadow.play(OctiNotation.parse(shadow, taken.get(plies)));
                plies++;
            }
            if (taken.size() < plies) {
                return lost(plies, made, "not taken");
            }
            if (!taken.get(plies - 1).equals(made) && !shadow.equals(controller.game().position())) {
                result.count("wrong moves accepted", 1);
                return fail(plies, "the service took " + taken.get(plies - 1) + " for " + made);
            }
            if (!shadow.equals(controller.game().position())) {
                result.count("wrong moves accepted", 1);
                return fail(plies, "the service's position differs after " + made);
            }
            result.count("moves", 1);
            advance(200 + random.nextInt(800));
        }
        result.count("games", 1);
        return true;
    }

    private boolean lost(int ply, String made, String why) {
        result.count("legal moves lost", 1);
        return fail(ply, "a legal move lost: " + made + ": " + why);
    }

    private boolean fail(int step, String what) {
        result.fail(gameNumber, step, "octi " + variant.id() + " " + kind.name().toLowerCase() + ": " + what);
        return false;
    }

    private void show(SensorFrame colours) {
        board.setDiscs(kind == SensorKind.PRESENCE ? colours.asPresence() : colours);
        drain();
    }

    private void press(Side side) {
        board.press(side);
        drain();
    }

    private void drain() {
        ManualLoop.drain(queue, controller, time);
    }

    private void advance(long millis) {
        ManualLoop.advance(queue, controller, time, millis);
    }

    @Override
    public void close() {
        controller.close();
        journal.close();
    }
}
