package org.othellier.hw.gpio;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.concurrent.ArrayBlockingQueue;
import java.util.concurrent.BlockingQueue;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.othellier.board.SensorFrame;
import org.othellier.board.SensorKind;

/** The switch matrix on the Pi's pins, through Pi4J's mock GPIO, scanned step by step on a fake clock. */
class GpioMatrixTest {

    static final long MS = 1_000_000;

    static SensorFrame frame(String picture) {
        return SensorFrame.parse(picture);
    }

    @Test
    void theFirstScanGivesTheWholeBoard() {
        try (Pi4jMockBoard b = Pi4jMockBoard.eightByEight(true)) {
            b.place("""
                    - - - - - - - -
                    - - - - - - - -
                    - - - - - - - -
                    - - - # # - - -
                    - - - # # - - -
                    - - - - - - - -
                    - - - - - - - -
                    - - - - - - - -
                    """);
            SensorFrame f = b.board.scanner().step(0);
            assertEquals(frame("""
                    - - - - - - - -
                    - - - - - - - -
                    - - - - - - - -
                    - - - # # - - -
                    - - - # # - - -
                    - - - - - - - -
                    - - - - - - - -
                    - - - - - - - -
                    """), f);
            assertEquals(SensorKind.PRESENCE, b.board.sensors().kind());
            assertNull(b.board.scanner().step(10 * MS), "nothing changed, nothing posted");
        }
    }

    @Test
    void aDiscCountsOnceItHasLainForTheDebounceTime() {
        try (Pi4jMockBoard b = Pi4jMockBoard.eightByEight(true)) {
            MatrixScanner s = b.board.scanner();
            s.step(0);
            b.place("""
                    - - - - - - - -
                    - - - - - - - -
                    - - - - - - - -
                    - - - - - - - -
                    - - - - - # - -
                    - - - - - - - -
                    - - - - - - - -
                    - - - - - - - -
                    """); // f5
            assertNull(s.step(10 * MS), "just landed");
            assertTrue(s.settling());
            assertNull(s.step(39 * MS), "29 ms later, still within the 30 ms debounce");
            SensorFrame f = s.step(40 * MS);
            assertNotNull(f);
            assertTrue(f.get(5, 4).isOccupied(), "f5");
            assertEquals(1, f.toCompactString().chars().filter(c -> c == '#').count());
        }
    }

    @Test
    void aBounceOrAHandPassingOverNeverReachesTheGame() {
        try (Pi4jMockBoard b = Pi4jMockBoard.eightByEight(true)) {
            MatrixScanner s = b.board.scanner();
            s.step(0);
            String c3 = """
                    - - - - - - - -
                    - - - - - - - -
                    - - # - - - - -
                    - - - - - - - -
                    - - - - - - - -
                    - - - - - - - -
                    - - - - - - - -
                    - - - - - - - -
                    """;
            String empty = c3.replace('#', '-');
            for (int t = 10; t < 200; t += 20) { // closed 10 ms, open 10 ms, ... never 30 ms in a row
                b.place(c3);
                assertNull(s.step(t * MS));
                b.place(empty);
                assertNull(s.step((t + 10) * MS));
            }
            assertTrue(!s.settling());
        }
    }

    @Test
    void manyClosedSwitchesAtOnceAllReadAndNoneGhosts() {
        // Three corners of rectangles everywhere: without diodes the fourth corners would read closed.
        String picture = """
                # # - - - - - #
                # - - - - - - -
                - - - - - - - -
                - - - # # - - -
                - - - # - - - -
                - - - - - - - -
                - - - - - - - -
                # - - - - - - #
                """;
        try (Pi4jMockBoard b = Pi4jMockBoard.eightByEight(true)) {
            b.place(picture);
            assertEquals(frame(picture), b.board.scanner().step(0));
        }
    }

    @Test
    void theFixtureItselfGhostsWithoutDiodes() {
        // The same scan on a matrix without diodes reads the fourth corner of each rectangle: this is
        // what the diodes are for, and it shows the fixture models the wiring rather than echoing it.
        try (Pi4jMockBoard b = Pi4jMockBoard.eightByEight(false)) {
            b.place("""
                    # # - - - - - -
                    # - - - - - - -
                    - - - - - - - -
                    - - - - - - - -
                    - - - - - - - -
                    - - - - - - - -
                    - - - - - - - -
                    - - - - - - - -
                    """);
            SensorFrame f = b.board.scanner().step(0);
            assertTrue(f.get(1, 1).isOccupied(), "b2 is a ghost of a1, b1 and a2");
        }
    }

    @Test
    void theWholeBoardFullAndEmptyAgain() {
        try (Pi4jMockBoard b = Pi4jMockBoard.eightByEight(true)) {
            MatrixScanner s = b.board.scanner();
            s.step(0);
            String full = "################################################################";
            b.place(full);
            s.step(MS);
            assertEquals(frame(full), s.step(31 * MS));
            b.place(full.replace('#', '-'));
            s.step(40 * MS);
            assertEquals(SensorFrame.empty(8, 8), s.step(70 * MS));
        }
    }

    @Test
    void theScanThreadPostsFramesWithoutTheCallerWaiting() throws Exception {
        try (Pi4jMockBoard b = Pi4jMockBoard.eightByEight(true)) {
            BlockingQueue<SensorFrame> frames = new ArrayBlockingQueue<>(100);
            b.board.sensors().start(frames::add);
            SensorFrame first = frames.poll(5, TimeUnit.SECONDS); // a safety net, not a timing
            assertEquals(SensorFrame.empty(8, 8), first);
            b.close();
            int after = frames.size();
            assertEquals(after, frames.size(), "closed: the thread has stopped");
        }
    }
}
