package org.othellier.hw.serial;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.othellier.app.LiveService.moves;

import com.google.gson.JsonElement;
import com.google.gson.JsonObject;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.othellier.app.LiveService;
import org.othellier.board.SensorFrame;
import org.othellier.board.SensorKind;
import org.othellier.club.MosquittoProcess;
import org.othellier.formats.Wthor;
import org.othellier.game.Side;
import org.othellier.game.othello.OthelloGame;
import org.othellier.game.othello.OthelloMove;
import org.othellier.game.othello.OthelloPosition;
import org.othellier.game.othello.OthelloVariant;
import org.othellier.hw.sim.SimulatedBoard;
import org.othellier.service.Service;
import org.othellier.store.DataFiles;
import org.othellier.testing.OutsideProgram;
import org.othellier.testing.RequiredTool;

/**
 * A remote game (docs/REMOTE.md) with one board on the reference firmware: anna's {@code serve} runs on the host
 * build of the controller firmware over a pseudo-terminal (a Hall-sensor board), ben's on the simulated backend, and
 * the two meet through a real Mosquitto. They play a whole WTHOR game: anna's hands put each of her discs and turn
 * its flips on the controller's board; each of ben's moves is read off the controller's LEDs (its square and its
 * flips, lit as an AI's move is) and carried out there the same way. Both end with the recorded moves and score.
 */
@OutsideProgram
class RemoteFirmwareTest {

    @TempDir
    Path dir;

    private FirmwareSimulator controller;
    private final List<AutoCloseable> open = new ArrayList<>();

    @AfterEach
    void stop() throws Exception {
        for (int i = open.size() - 1; i >= 0; i--) {
            open.get(i).close();
        }
        if (controller != null) {
            controller.close();
        }
    }

    private static String remote(String broker, String name, String farSide, String far) {
        return """
                [game]
                clock = "60m"
                [players]
                %s = "remote:%s"
                [remote]
                broker = "%s"
                name = "%s"
                ask-ms = 300
                """.formatted(farSide, far, broker, name);
    }

    @Test
    void aBoardOnTheFirmwarePlaysAWholeWthorGameAgainstAFarBoard() throws Exception {
        FirmwareBuilds.assumeBuilt();
        RequiredTool.requireProgram("mosquitto", "mosquitto");
        Wthor.Game record = Wthor.readGames(DataFiles.path("wthor/WTH_2020.wtb")).get(5);
        MosquittoProcess broker = MosquittoProcess.start(dir.resolve("broker"), List.of());
        open.add(broker);
        Path port = dir.resolve("board");
        controller = FirmwareSimulator.start(port, "--sensor", "hall", "--board", ServeOnTheControllerTest.START);
        LiveService anna = LiveService.start(LiveService.config(dir.resolve("anna"), """
                [board]
                backend = "serial"
                settle-ms = 0
                [serial]
                port = "%s"
                heartbeat-ms = 200
                ping-interval-ms = 200
                link-timeout-ms = 1000
                ack-timeout-ms = 200
                reconnect-interval-ms = 50
                open-timeout-ms = 5000
                """.formatted(port) + remote(broker.url(), "anna", "white", "ben")), null);
        open.add(anna);
        SimulatedBoard benBoard = new SimulatedBoard(8, SensorKind.COLOUR, Service::monotonicMillis);
        LiveService ben = LiveService.start(LiveService.config(dir.resolve("ben"), "[board]\nsettle-ms = 0\n"
                + remote(broker.url(), "ben", "black", "anna")), benBoard);
        open.add(ben);
        anna.await("the game agreed on anna's board", s -> s.toString().contains("the game is on"));
        ben.await("the game agreed on ben's board", s -> s.toString().contains("the game is on"));

        OthelloGame g = new OthelloGame(OthelloVariant.OTHELLO);
        for (OthelloMove m : record.moves()) {
            if (g.position().mustPass()) {
                g.play(OthelloMove.PASS); // each board plays it by itself (O-7)
            }
            OthelloPosition before = g.position();
            Side mover = before.toMove();
            List<String> placed = squares(before, m);
            g.play(m);
            int held = g.ply() + (!g.isOver() && g.position().mustPass() ? 1 : 0);
            if (mover == Side.BLACK) {
                carryOut(placed, "X");
                anna.await("anna's board took " + m, s -> moves(s).size() >= held);
                ben.await("ben's board shows " + m, s -> m.toString().equals(requested(s)) || moves(s).size() >= held);
                benBoard.setDiscs(SensorFrame.parse(g.position().squares()));
                ben.await("ben's board took " + m, s -> moves(s).size() >= held);
            } else {
                benBoard.setDiscs(SensorFrame.parse(g.position().squares()));
                ben.await("ben's board took " + m, s -> moves(s).size() >= held);
                awaitControllerLeds(placed.stream().sorted().toList()); // the far move and its flips, lit
                carryOut(placed, "O");
                anna.await("anna's board took " + m, s -> moves(s).size() >= held);
            }
        }
        String recorded = record.blackScore() + "-" + (64 - record.blackScore());
        JsonObject onAnna = anna.await("the game over on anna's board", s -> !s.get("result").isJsonNull());
        JsonObject onBen = ben.await("the game over on ben's board", s -> !s.get("result").isJsonNull());
        List<String> expected = g.moves().stream().map(OthelloMove::toString).toList();
        assertEquals(expected, moves(onAnna));
        assertEquals(expected, moves(onBen));
        assertEquals(recorded, onAnna.getAsJsonObject("result").get("score").getAsString());
        assertEquals(recorded, onBen.getAsJsonObject("result").get("score").getAsString());
    }

    /** The square of {@code m} first, then the discs it turns. */
    private static List<String> squares(OthelloPosition p, OthelloMove m) {
        List<String> out = new ArrayList<>(List.of(m.toString()));
        for (int f : p.flips(m)) {
            out.add(OthelloMove.at(f, 8).toString());
        }
        return out;
    }

    /** A hand puts the disc and turns each flip on the controller's board, where its Hall sensors see them. */
    private void carryOut(List<String> squares, String colour) throws Exception {
        for (String sq : squares) {
            controller.command("put " + sq + " " + colour);
        }
    }

    /** Waits for the controller to light exactly these squares. */
    private void awaitControllerLeds(List<String> squares) throws InterruptedException {
        String line = controller.awaitEvent("LEDS");
        while (!ServeOnTheControllerTest.litOnTheController(line).equals(squares)) {
            line = controller.awaitEvent("LEDS");
        }
    }

    private static String requested(JsonObject state) {
        JsonElement m = state.getAsJsonObject("ai").get("move");
        return m == null || m.isJsonNull() ? null : m.getAsString();
    }
}
