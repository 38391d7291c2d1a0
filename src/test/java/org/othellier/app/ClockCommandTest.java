package org.othellier.app;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayInputStream;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.util.List;
import org.junit.jupiter.api.Test;

/** The {@code clock} command as an arbiter and a script see it: output lines and exit codes. */
class ClockCommandTest {

    private static CommandLineTest.Run withInput(String input, String... args) {
        InputStream saved = System.in;
        try {
            System.setIn(new ByteArrayInputStream(input.getBytes(StandardCharsets.UTF_8)));
            return CommandLineTest.run(args);
        } finally {
            System.setIn(saved);
        }
    }

    @Test
    void checkPrintsTheStages() {
        CommandLineTest.Run r = CommandLineTest.run("clock", "--control", "tournament", "--check");
        assertEquals(0, r.code());
        assertEquals(List.of("control 25m", "preset tournament: Othello tournament game: 25 minutes each, the upper end of O-12", "Black and White:", "  25m for the whole game", "  a player whose time runs out loses (O-13)"),
                r.out().lines().toList());
    }

    @Test
    void aBadControlExitsWithTwoAndOneLine() {
        CommandLineTest.Run r = CommandLineTest.run("clock", "--control", "90m/40+30x", "--check");
        assertEquals(2, r.code());
        assertEquals("clock: time control '90m/40+30x': '30x': the time of a period is missing (such as 5x30s)", r.err().strip());
        assertEquals(2, CommandLineTest.run("clock", "--check").code());
        assertEquals(2, CommandLineTest.run("clock", "--control", "5m", "--warn", "10", "--check").code());
    }

    @Test
    void presetsAreListed() {
        CommandLineTest.Run r = CommandLineTest.run("clock", "--presets");
        assertEquals(0, r.code());
        assertTrue(r.out().lines().anyMatch(l -> l.startsWith("tournament-20 ") && l.contains("20m")), r.out());
    }

    @Test
    void theStandaloneClockReadsCommandsLineByLineFromAPipe() {
        CommandLineTest.Run r = withInput("start\nblack\nwhite\nadjust white +30s\nadjust black -1h\npause\nblack\nstatus\nstop\n",
                "clock", "--control", "5m,3m", "--lines");
        assertEquals(0, r.code(), r.err());
        List<String> out = r.out().lines().toList();
        assertEquals("clock 5m,3m (reading commands line by line)", out.get(0));
        assertTrue(out.stream().anyMatch(l -> l.endsWith("clock started, Black to move")), r.out());
        assertTrue(out.stream().anyMatch(l -> l.endsWith("Black pressed (move 1)")), r.out());
        assertTrue(out.stream().anyMatch(l -> l.endsWith("White's time +30s")), r.out());
        assertTrue(out.stream().anyMatch(l -> l.startsWith("refused: taking 1h from Black's time would leave no time")), r.out());
        assertTrue(out.stream().anyMatch(l -> l.endsWith("Black's press ignored: paused")), r.out());
        assertTrue(out.stream().anyMatch(l -> l.startsWith("status  B") && l.contains("| W")), r.out());
        // Real time runs here (no waiting: the commands are queued), so only the shape of the times is fixed.
        assertTrue(out.get(out.size() - 1).matches("Black \\d:\\d\\d \\(1 move, used 0:\\d\\d\\); White 3:\\d\\d \\(1 move, used 0:\\d\\d\\)"),
                out.get(out.size() - 1));
    }
}
