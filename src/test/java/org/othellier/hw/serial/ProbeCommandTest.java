package org.othellier.hw.serial;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.othellier.cli.Main;
import org.othellier.testing.OutsideProgram;
import picocli.CommandLine;

/** {@code probe} as a person bringing up a board sees it, against the firmware simulator. */
@OutsideProgram
class ProbeCommandTest {

    @TempDir
    Path dir;

    record Run(int code, String out, String err) {
    }

    static Run run(String... args) {
        PrintStream saved = System.out;
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        StringWriter err = new StringWriter();
        try {
            System.setOut(new PrintStream(out, true));
            CommandLine cl = Main.commandLine();
            cl.setErr(new PrintWriter(err));
            return new Run(cl.execute(args), out.toString(), err.toString());
        } finally {
            System.setOut(saved);
        }
    }

    @Test
    void probePrintsTheGreetingTheFrameAndTheCounters() throws Exception {
        FirmwareBuilds.assumeBuilt();
        try (FirmwareSimulator sim = FirmwareSimulator.start(dir.resolve("board"), "--rows", "6", "--cols", "6",
                "--board", "-".repeat(14) + "OX----XO" + "-".repeat(14))) {
            Run r = run("probe", "--port", sim.path(), "--seconds", "1");
            assertEquals(0, r.code(), r.err());
            assertTrue(r.out().contains("protocol 1, firmware 1.2.0"), r.out());
            assertTrue(r.out().contains("grid 6x6, sensors: analog Hall"), r.out());
            assertTrue(r.out().contains("frame (as connected)\n    - - - - - -\n    - - - - - -\n    - - O X - -\n"), r.out());
            assertTrue(r.out().contains("ping round trip: "), r.out());
            assertTrue(r.out().contains("link: bytes received"), r.out());
        }
    }

    @Test
    void badInputIsOneLine() {
        Run r = run("probe", "--seconds", "0");
        assertEquals(2, r.code());
        assertEquals("probe: --seconds 0 is outside 1 to 86400\n", r.err());
        Run none = run("probe", "--port", dir.resolve("no-such-port").toString(), "--seconds", "1");
        assertEquals(1, none.code());
        assertTrue(none.err().startsWith("probe: no board controller answered on " + dir.resolve("no-such-port")), none.err());
    }
}
