package org.othellier.hw.serial;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.othellier.app.LiveService.link;
import static org.othellier.app.LiveService.lit;
import static org.othellier.app.LiveService.moves;

import com.google.gson.JsonObject;
import java.net.http.HttpResponse;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.logging.Handler;
import java.util.logging.LogRecord;
import java.util.logging.Logger;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.othellier.app.LiveService.Step;
import org.othellier.app.LiveService;
import org.othellier.game.othello.OthelloMove;
import org.othellier.testing.OutsideProgram;

/**
 * {@code serve} on the reference firmware's simulator, as a builder runs it: the real service (board,
 * journal, event loop, web server) on a reed-switch controller and on a Hall controller, each playing a
 * whole game through the board, the LEDs read back from the controller; and the link's state on the page
 * at once when the controller is unplugged, refused or back.
 */
@OutsideProgram
class ServeOnTheControllerTest {

    /** The start position as the controller's board: four discs (reed switches see them as {@code #}). */
    static final String START = ScriptedControllerTest.START.toCompactString();

    @TempDir
    Path dir;

    private FirmwareSimulator sim;
    private LiveService live;

    @BeforeEach
    void built() {
        FirmwareBuilds.assumeBuilt();
    }

    @AfterEach
    void stop() throws InterruptedException {
        if (live != null) {
            live.close();
        }
        if (sim != null) {
            sim.close();
        }
    }

    private Path port() {
        return dir.resolve("board");
    }

    /** {@code serve}'s configuration for the controller at {@link #port()}: nothing about its sensors. */
    private LiveService serve() throws Exception {
        live = serveOn(dir.resolve("data"), port());
        return live;
    }

    /** {@code serve} on the serial backend with the controller at {@code port}, its link timings short for tests. */
    static LiveService serveOn(Path data, Path port) throws Exception {
        return serveOn(data, port, "");
    }

    /** The same with more lines of {@code [game]}, such as {@code game = "octi"}. */
    static LiveService serveOn(Path data, Path port, String game) throws Exception {
        return serveOn(data, port, game, "");
    }

    /** The same with more lines of {@code [serial]} too, such as {@code led-chain = "serpentine-a1-rows"}. */
    static LiveService serveOn(Path data, Path port, String game, String serial) throws Exception {
        return LiveService.start(LiveService.config(data, """
                [board]
                backend = "serial"
                settle-ms = 0
                [game]
                clock = "10m"
                %s
                [serial]
                port = "%s"
                heartbeat-ms = 200
                ping-interval-ms = 200
                link-timeout-ms = 1000
                ack-timeout-ms = 200
                reconnect-interval-ms = 50
                open-timeout-ms = 5000
                %s
                """.formatted(game, port.toString().replace("\\", "\\\\"), serial)), null);
    }

    /** The squares a controller's {@code LEDS} line lights, by name, sorted. */
    static List<String> litOnTheController(String ledsLine) {
        String[] tokens = ledsLine.substring("LEDS ".length()).split(" ");
        List<String> lit = new ArrayList<>();
        for (int i = 0; i < tokens.length; i++) {
            if (!tokens[i].equals(".")) {
                lit.add(OthelloMove.at(i, 8).toString());
            }
        }
        return lit.stream().sorted().toList();
    }

    /** Waits for the controller to light exactly these squares. */
    private void awaitControllerLeds(List<String> squares) throws InterruptedException {
        String line = sim.awaitEvent("LEDS");
        while (!litOnTheController(line).equals(squares)) {
            line = sim.awaitEvent("LEDS");
        }
    }

    @Test
    void aReedSwitchBoardPlaysAWholePresenceGameFromTheFirstStart() throws Exception {
        sim = FirmwareSimulator.start(port(), "--sensor", "reed", "--board", START.replace('X', '#').replace('O', '#'));
        JsonObject s = serve().await("a presence game", st -> st.get("sensors").getAsString().equals("presence"));
        assertEquals("connected", link(s));
        assertEquals("[\"presence\"]", s.getAsJsonObject("board").get("sensing").toString(), "reed switches see presence only");
        List<Step> steps = LiveService.steps(LiveService.SHORTEST_GAME);
        for (int i = 0; i < steps.size(); i++) {
            Step step = steps.get(i);
            sim.command("put " + step.name() + " #");
            awaitControllerLeds(step.flipNames()); // the LEDs ask for exactly the move's flips
            live.await(step.name() + "'s flips on the page", st -> lit(st).stream().sorted().toList().equals(step.flipNames()));
            // the flips themselves are invisible to reed switches; the mover's press says the move is done
            // held 150 ms, as a hand does (the firmware's 30 ms debounce sees it even on a loaded machine), and let go
            // before that side's next press
            for (String flip : step.flipNames()) { // each flip lifted, seen off the board, and put back turned over
                int square = (flip.charAt(1) - '1') * 8 + (flip.charAt(0) - 'a');
                sim.command("put " + flip + " -");
                live.await(flip + " lifted", st -> st.get("frame").getAsString().charAt(square) == '-');
                sim.command("put " + flip + " #");
                live.await(flip + " put back", st -> st.get("frame").getAsString().charAt(square) == '#');
            }
            String side = step.black() ? "black" : "white";
            sim.command("press " + side + " 150");
            int played = i + 1;
            live.await(step.name() + " played", st -> moves(st).size() == played);
            sim.awaitEvent("RELEASED " + side);
            if (i == 0) {
                // White's clock runs: the controller's display shows every second, one after the other
                String first = sim.awaitEvent("DISPLAY");
                String second = sim.awaitEvent("DISPLAY");
                assertEquals(seconds(first) - 1, seconds(second), first + " then " + second);
            }
        }
        JsonObject end = live.await("the game over", st -> st.get("status").getAsString().equals("over"));
        assertEquals(String.join("", moves(end)), LiveService.SHORTEST_GAME);
        assertEquals("black", end.getAsJsonObject("result").get("winner").getAsString());
        assertEquals(0, end.getAsJsonObject("result").get("white").getAsInt());

        HttpResponse<String> colour = live.send("POST", "/api/game", "{\"sensors\": \"colour\"}");
        assertEquals(400, colour.statusCode(), colour.body());
        String error = com.google.gson.JsonParser.parseString(colour.body()).getAsJsonObject().get("error").getAsString();
        assertTrue(error.startsWith("this board's sensors see only presence (reed switches)"), error);
        HttpResponse<String> next = live.send("POST", "/api/game", "{}");
        assertEquals(200, next.statusCode(), next.body());
        assertTrue(next.body().contains("\"sensors\":\"presence\""), "a new game follows the board: " + next.body());
    }

    @Test
    void aHallBoardPlaysAWholeColourGameTurningTheFlipsItAsksFor() throws Exception {
        sim = FirmwareSimulator.start(port(), "--sensor", "hall", "--board", START);
        JsonObject s = serve().await("a colour game", st -> st.get("sensors").getAsString().equals("colour"));
        assertEquals("connected", link(s));
        List<Step> steps = LiveService.steps(LiveService.SHORTEST_GAME);
        for (int i = 0; i < steps.size(); i++) {
            Step step = steps.get(i);
            String colour = step.black() ? "X" : "O";
            sim.command("put " + step.name() + " " + colour);
            awaitControllerLeds(step.flipNames());
            for (String flip : step.flipNames()) {
                sim.command("put " + flip + " " + colour); // turned by hand: the Hall sensors see it
            }
            int played = i + 1;
            live.await(step.name() + " played", st -> moves(st).size() == played);
        }
        JsonObject end = live.await("the game over", st -> st.get("status").getAsString().equals("over"));
        assertEquals(LiveService.SHORTEST_GAME, String.join("", moves(end)));
        assertEquals("black", end.getAsJsonObject("result").get("winner").getAsString());
        HttpResponse<String> presence = live.send("POST", "/api/game", "{\"sensors\": \"presence\"}");
        assertEquals(200, presence.statusCode(), "a colour board may play a presence game: " + presence.body());
    }

    @Test
    void aNineByNineReedControllerPlaysAWholeOctiGame() throws Exception {
        sim = FirmwareSimulator.start(port(), "--rows", "9", "--cols", "9", "--sensor", "reed",
                "--board", OctiAtTheController.start());
        live = serveOn(dir.resolve("data"), port(), "game = \"octi\"");
        JsonObject s = live.await("an Octi game", st -> st.get("game").getAsString().equals("octi"));
        assertEquals("connected", link(s));
        assertEquals("presence", s.get("sensors").getAsString());
        int plies = OctiAtTheController.record().ply(); // 72
        OctiAtTheController.play(live, sim, plies);
        JsonObject end = live.await("the game over", st -> st.get("status").getAsString().equals("over"));
        assertEquals(plies, moves(end).size());
        assertEquals("white", end.getAsJsonObject("result").get("winner").getAsString(), end.get("result").toString());
    }

    @Test
    void anOctiGameOnATenByTenControllerIsRefusedNamingTheNineByNineImage() throws Exception {
        sim = FirmwareSimulator.start(port(), "--rows", "10", "--cols", "10", "--sensor", "reed");
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class,
                () -> serveOn(dir.resolve("data"), port(), "game = \"octi\""));
        assertEquals("the board is 10x10; Octi is played on a 9x9 board only: a 9x9 grid is needed (a serial board"
                + " controller takes the 9x9 image: othellier flash --size 9)", e.getMessage());
    }

    @Test
    void theLinkIsOnThePageAtOnceWhenUnpluggedRefusedAndBack() throws Exception {
        List<String> logged = new CopyOnWriteArrayList<>();
        Logger log = Logger.getLogger(SerialBoard.class.getName());
        Handler handler = new Handler() {
            @Override
            public void publish(LogRecord r) {
                logged.add(new java.util.logging.SimpleFormatter().formatMessage(r));
            }

            @Override
            public void flush() {
            }

            @Override
            public void close() {
            }
        };
        log.addHandler(handler);
        try {
            sim = FirmwareSimulator.start(port(), "--board", START);
            assertEquals("connected", link(serve().await("connected", st -> true)));

            sim.kill(); // unplugged
            JsonObject down = live.await("the link down", st -> link(st).equals("reconnecting"));
            assertEquals("reconnecting", link(live.get("/api/state")), "GET /api/state says the same");
            assertNotEquals("", down.getAsJsonObject("board").get("reason").getAsString());

            // a reed-switch controller plugged in its place: not this board's kind
            sim = FirmwareSimulator.start(port(), "--sensor", "reed", "--board", START.replace('X', '#').replace('O', '#'));
            JsonObject refused = live.await("the controller refused", st -> link(st).equals("refused"));
            String why = refused.getAsJsonObject("board").get("reason").getAsString();
            assertEquals("refused", link(live.get("/api/state")));
            assertTrue(why.contains("is a 8x8 presence (reed switch) board; the service started with a 8x8 colour (Hall) board"),
                    why);
            assertTrue(refused.toString().contains("the board controller found was refused"), "told in the messages");

            sim.kill();
            sim = FirmwareSimulator.start(port(), "--board", START); // the right one again: retried and taken
            JsonObject back = live.await("the link back", st -> link(st).equals("connected"));
            assertTrue(back.toString().contains("the board is back"), back.toString());
            assertEquals("connected", link(live.get("/api/state")));
            assertTrue(logged.stream().anyMatch(l -> l.startsWith("board controller link back on ")), logged.toString());
        } finally {
            log.removeHandler(handler);
        }
    }

    /** A clock text's seconds ({@code DISPLAY  9:58| 9:59} → White's 599), for seeing it count down. */
    private static int seconds(String displayLine) {
        String white = displayLine.substring(displayLine.indexOf('|') + 1).strip();
        String[] ms = white.split(":");
        return Integer.parseInt(ms[0].strip()) * 60 + Integer.parseInt(ms[1]);
    }
}
