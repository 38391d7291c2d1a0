package org.othellier.club;

import static org.mockito.Mockito.doCallRealMethod;

import java.nio.file.Path;
import java.util.concurrent.TimeUnit;
import java.util.function.BooleanSupplier;
import org.othellier.app.OthelloSnapshot;
import org.othellier.app.ServiceConfig;
import org.othellier.board.SensorFrame;
import org.othellier.board.SensorKind;
import org.othellier.config.ConfigSection;
import org.othellier.game.othello.OthelloGame;
import org.othellier.game.othello.OthelloMove;
import org.othellier.game.othello.OthelloVariant;
import org.othellier.hw.BoardBackend;
import org.othellier.hw.MockedBoards;
import org.othellier.hw.sim.SimulatedBoard;
import org.othellier.service.Service;

/**
 * One board of a club in a test: the real service ({@code serve}'s composition) on a simulated colour board, its
 * own data folder, a free web port on loopback, settle time 0, and a {@code [club]} section. Hands play a move by
 * laying out the position after it; every wait is on a condition with a deadline, never a fixed sleep.
 */
public final class ClubBoard implements AutoCloseable {

    public static final long WAIT_S = 30;

    public final String name;
    public final Service service;
    public final SimulatedBoard sim;

    private ClubBoard(String name, Service service, SimulatedBoard sim) {
        this.name = name;
        this.service = service;
        this.sim = sim;
    }

    public static ClubBoard start(Path data, String broker, String name, String clock) throws Exception {
        return start(data, broker, name, clock, "");
    }

    /** @param moreClub more lines of the {@code [club]} section ({@code ca-file = "..."}) */
    public static ClubBoard start(Path data, String broker, String name, String clock, String moreClub) throws Exception {
        ServiceConfig config = ServiceConfig.read(ConfigSection.parse("[service]\nport = 0\nbind = \"127.0.0.1\"\ndata = \""
                + data + "\"\n[board]\nsettle-ms = 0\n[game]\nclock = \"" + clock + "\"\n[security]\narbiter-pin = \"1234\"\n"
                + "[club]\nbroker = \"" + broker + "\"\nname = \"" + name + "\"\n" + moreClub, "test"));
        SimulatedBoard sim = new SimulatedBoard(8, SensorKind.COLOUR, Service::monotonicMillis);
        return new ClubBoard(name, Service.start(config, sim), sim);
    }

    /**
     * A board whose grid is fixed at 8x8, as a real one's is: the simulated board's faces behind a backend that
     * is not the simulated board, which would become whatever a game needs.
     */
    public static ClubBoard startFixedGrid(Path data, String broker, String name) throws Exception {
        ServiceConfig config = ServiceConfig.read(ConfigSection.parse("[service]\nport = 0\nbind = \"127.0.0.1\"\ndata = \""
                + data + "\"\n[board]\nsettle-ms = 0\n[game]\nclock = \"none\"\n[security]\narbiter-pin = \"1234\"\n"
                + "[club]\nbroker = \"" + broker + "\"\nname = \"" + name + "\"\n", "test"));
        SimulatedBoard sim = new SimulatedBoard(8, SensorKind.COLOUR, Service::monotonicMillis);
        BoardBackend fixed = MockedBoards.hardwareWith(sim, "an 8x8 board");
        doCallRealMethod().when(fixed).status(); // connected, sensing what its sensors sense now: one kind
        return new ClubBoard(name, Service.start(config, fixed), sim);
    }

    /** The game as the board's loop holds it now. */
    public OthelloSnapshot snapshot() {
        return (OthelloSnapshot) service.snapshot();
    }

    /** Lays out the position after {@code move} (the flips turned) and waits until the game took it. */
    public void play(String move) throws InterruptedException {
        OthelloSnapshot before = snapshot();
        OthelloGame game = new OthelloGame(OthelloVariant.OTHELLO);
        for (String m : before.moves()) {
            game.play(OthelloMove.parse(m));
        }
        game.play(OthelloMove.parse(move));
        int wanted = before.moves().size() + 1;
        if (!game.isOver() && game.position().mustPass()) {
            wanted++; // the service passes for the side without a move (O-7)
        }
        sim.setDiscs(SensorFrame.parse(game.position().squares()));
        int w = wanted;
        await("the board took " + move, () -> snapshot().moves().size() >= w);
    }

    public static void await(String what, BooleanSupplier done) throws InterruptedException {
        long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(WAIT_S);
        while (!done.getAsBoolean()) {
            if (System.nanoTime() > deadline) {
                throw new AssertionError("not within " + WAIT_S + " s: " + what);
            }
            Thread.sleep(5); // polling a condition, bounded by the deadline
        }
    }

    @Override
    public void close() {
        service.close();
    }
}
