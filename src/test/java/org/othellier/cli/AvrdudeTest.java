package org.othellier.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.mockito.ArgumentMatchers.any;
import static org.mockito.ArgumentMatchers.anyLong;
import static org.mockito.Mockito.mock;
import static org.mockito.Mockito.verify;
import static org.mockito.Mockito.when;

import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermissions;
import java.time.Duration;
import java.util.concurrent.TimeUnit;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * avrdude as a board builder meets it when the controller does not answer. The texts are avrdude 7.1's own, run
 * against a port where no bootloader listens (captured on a pseudo-terminal, whose ioctl complaints are left out):
 * the Mega's programmer gives up after 30 s, the Uno's after 56 s, and both end on "avrdude done.  Thank you.".
 */
class AvrdudeTest {

    static String says(String name) throws IOException {
        try (InputStream in = AvrdudeTest.class.getResourceAsStream("/avrdude/" + name + ".txt")) {
            return new String(in.readAllBytes(), StandardCharsets.UTF_8);
        }
    }

    private static Process avrdude(int exit, boolean finishes, String says) throws InterruptedException {
        Process p = mock(Process.class);
        when(p.getInputStream()).thenReturn(new ByteArrayInputStream(says.getBytes(StandardCharsets.UTF_8)));
        when(p.waitFor(anyLong(), any(TimeUnit.class))).thenReturn(finishes);
        when(p.exitValue()).thenReturn(exit);
        return p;
    }

    @Test
    void aMegaThatDoesNotAnswerIsReportedWithAvrdudesErrorNotItsLastLine() throws Exception {
        Process p = avrdude(1, true, says("wiring-no-answer"));
        BadInputException e = assertThrows(BadInputException.class,
                () -> Avrdude.finish(p, Avrdude.LIMIT, "/dev/othellier-board", "an Arduino Mega 2560"));
        assertEquals("""
                avrdude failed (exit 1) on /dev/othellier-board:
                  avrdude error: timeout (6 such lines)
                  avrdude error: timeout communicating with programmer
                  avrdude error: unable to open programmer wiring on port /dev/ttyACM0
                  avrdude done.  Thank you.
                (is the service using the port? sudo systemctl stop othellier)""", e.getMessage());
    }

    @Test
    void anUnosTenAttemptsAtSyncAreOneLine() throws Exception {
        assertEquals(String.join("\n",
                "  avrdude error: programmer is not responding (10 such lines)",
                "  avrdude warning: attempt 10 of 10: not in sync: resp=0x00 (10 such lines)",
                "  avrdude error: unable to open programmer arduino on port /dev/ttyACM0",
                "  avrdude done.  Thank you."), Avrdude.whatMatters(says("arduino-no-answer")));
    }

    @Test
    void aLongStoryIsCutInTheMiddle() {
        StringBuilder said = new StringBuilder();
        for (String what : "abcdefghijklmnopqrst".split("")) {
            said.append("avrdude error: ").append(what).append(" went wrong\n");
        }
        String shown = Avrdude.whatMatters(said.toString());
        assertEquals(13, shown.lines().count(), shown);
        assertTrue(shown.startsWith("  avrdude error: a went wrong\n"), shown);
        assertTrue(shown.contains("\n  (8 more lines)\n"), shown);
        assertTrue(shown.endsWith("  avrdude error: t went wrong"), shown);
    }

    @Test
    void avrdudeThatHangsIsStoppedWithWhatItStartedAndTheResetNamed() throws Exception {
        // avrdude 7.1's wiring programmer on a port it could not open: one line, then it spins without end
        Process p = avrdude(0, false, "avrdude OS error: cannot open port /dev/ttyACM0: No such file or directory\n");
        ProcessHandle child = mock(ProcessHandle.class);
        when(p.descendants()).thenReturn(Stream.of(child));
        BadInputException e = assertThrows(BadInputException.class,
                () -> Avrdude.finish(p, Avrdude.LIMIT, "/dev/othellier-board", "an Arduino Mega 2560"));
        verify(child).destroyForcibly();
        verify(p).destroyForcibly();
        assertEquals("avrdude did not finish in 3 minutes and was stopped. Is /dev/othellier-board the controller's port,"
                + " and does an Arduino Mega 2560 reset when the port opens? Its bootloader listens only for a moment after"
                + " a reset: press the board's reset button as flashing starts. avrdude said:\n"
                + "  avrdude OS error: cannot open port /dev/ttyACM0: No such file or directory", e.getMessage());
    }
}
