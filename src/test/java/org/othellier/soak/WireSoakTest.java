package org.othellier.soak;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.BlockingQueue;
import java.util.concurrent.LinkedBlockingQueue;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.othellier.board.SensorFrame;
import org.othellier.config.ConfigSection;
import org.othellier.hw.serial.NoisyCable;
import org.othellier.hw.serial.SerialBoard;
import org.othellier.hw.serial.SerialConfig;
import org.othellier.testing.RequiredTool;

/**
 * The short form of {@code soak --kind wire}: 20 s of Othello on the firmware's host simulator over a
 * cable that damages and drops bytes and is pulled out about every 1.5 s. The long form's figures are
 * in docs/RELIABILITY.md.
 */
class WireSoakTest {

    static final Path SIMULATOR = Path.of("firmware-protocol", "firmware", "build", "sim");

    @TempDir
    Path dir;

    @Test
    void noDamagedFrameIsTakenAndNoPressIsLostOrDoubled() {
        RequiredTool.require(Files.isExecutable(SIMULATOR), "the firmware simulator " + SIMULATOR,
                "make -C firmware-protocol/firmware host, which mvn verify runs; it needs g++ and make");
        // The campaign's damage, the cable pulled more often.
        SoakResult r = WireSoak.run(1, new WireSoak.Settings(20_000, 1e-3, 1e-3, 1_500, 500), SIMULATOR, dir);
        assertEquals(List.of(), r.failures(), r.summary());
        assertEquals(0, r.counted("corrupt frames accepted"), r.summary());
        assertEquals(0, r.counted("presses lost"), r.summary());
        assertEquals(0, r.counted("presses doubled"), r.summary());
        assertTrue(r.counted("presses") >= 10, r.summary());
        assertTrue(r.counted("cable pulls") >= 5, r.summary());
        assertTrue(r.counted("damaged frames dropped") >= 1, r.summary());
    }

    /**
     * Seed 1's long run, game 21: the campaign reported a frame the board "never showed", the new game's
     * board with c4 still white from the last game. Not a damaged frame: c4 changed twice within the
     * debounce time (cleared for the new game, then black's first disc), so it kept its old reading while
     * every other square had settled. The campaign now lets the board settle before the first move
     * ({@link WireSoak#SET_UP_MS}); this shows the controller's behaviour it allows for.
     */
    @Test
    void aSquareChangedTwiceWithinTheDebounceTimeKeepsItsOldReading() throws Exception {
        RequiredTool.require(Files.isExecutable(SIMULATOR), "the firmware simulator " + SIMULATOR,
                "make -C firmware-protocol/firmware host, which mvn verify runs; it needs g++ and make");
        String start = "---------------------------OX------XO---------------------------";
        String lastGame = "X".repeat(26) + "O" + "X".repeat(37); // c4 white, every other square black
        try (SimulatedController sim = new SimulatedController(SIMULATOR, dir.resolve("board"), lastGame)) {
            NoisyCable quiet = new NoisyCable(sim.link().toString(), 115200, 1, 0, 0);
            SerialBoard board = quiet.open(SerialConfig.read(ConfigSection.parse("port = \"" + sim.link() + "\"\n", "test")),
                    WireSoak::now);
            try {
                BlockingQueue<SensorFrame> frames = new LinkedBlockingQueue<>();
                board.sensors().start(frames::add);
                sim.command("board " + start);
                // The simulator runs in real time: a scan (every 5 ms) sees c4 cleared, the next ones black,
                // all within the debounce time (30 ms).
                Thread.sleep(12);
                sim.command("put c4 X");
                String mixed = start.substring(0, 26) + "O" + start.substring(27);
                String played = start.substring(0, 26) + "X" + start.substring(27);
                List<String> seen = new java.util.ArrayList<>();
                while (!seen.contains(played)) {
                    SensorFrame f = frames.poll(5, TimeUnit.SECONDS);
                    assertTrue(f != null, "no frame with black's c4 came: " + seen);
                    seen.add(f.toCompactString());
                }
                // On a machine too busy to send the second command within the debounce time, c4 settles empty first.
                org.junit.jupiter.api.Assumptions.assumeFalse(seen.contains(start), "too slow to change c4 twice within 30 ms");
                assertTrue(seen.contains(mixed), "the frames were " + seen);
            } finally {
                board.close();
            }
        }
    }
}
