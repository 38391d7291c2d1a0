package org.othellier.cli;

import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermissions;
import java.time.Duration;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.othellier.testing.OutsideProgram;

/** An avrdude that hangs, as a real process (a shell script) rather than AvrdudeTest's mocked one: it is killed. */
@OutsideProgram
class AvrdudeHangTest {

    @Test
    void aRealProgramThatHangsIsKilledAtTheLimit(@TempDir Path dir) throws Exception {
        Path script = dir.resolve("avrdude");
        Files.writeString(script, "#!/bin/sh\necho 'avrdude error: timeout'\nexec sleep 600\n");
        Files.setPosixFilePermissions(script, PosixFilePermissions.fromString("rwxr-xr-x"));
        Process p = new ProcessBuilder(script.toString()).redirectErrorStream(true).start();
        BadInputException e = assertThrows(BadInputException.class,
                () -> Avrdude.finish(p, Duration.ofMillis(500), "/dev/ttyACM0", "an Arduino Uno"));
        assertFalse(p.isAlive());
        assertTrue(e.getMessage().startsWith("avrdude did not finish in 500 ms and was stopped. Is /dev/ttyACM0 the"
                + " controller's port, and does an Arduino Uno reset when the port opens?"), e.getMessage());
    }
}
