package org.othellier.hw.serial;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermissions;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.othellier.hw.serial.ProbeCommandTest.Run;
import org.othellier.testing.OutsideProgram;

/**
 * {@code flash} as a board builder meets it: the image chosen for the board, avrdude called through the Arduino
 * bootloader, and the controller's greeting checked afterwards (here the firmware simulator stands in for the
 * freshly flashed controller, and a script that records its arguments for avrdude).
 */
@OutsideProgram
class FlashCommandTest {

    @TempDir
    Path dir;

    private Path fakeAvrdude(int exit, String says) throws Exception {
        Path script = dir.resolve("avrdude");
        Files.writeString(dir.resolve("avrdude.says"), says + "\n");
        Files.writeString(script, "#!/bin/sh\necho \"$@\" > " + dir.resolve("avrdude.args") + "\ncat " + dir.resolve("avrdude.says")
                + "\nexit " + exit + "\n");
        Files.setPosixFilePermissions(script, PosixFilePermissions.fromString("rwxr-xr-x"));
        return script;
    }

    private Path image() throws Exception {
        Path hex = dir.resolve("firmware.hex");
        Files.writeString(hex, ":00000001FF\n");
        return hex;
    }

    @Test
    void flashesThroughTheBootloaderThenHearsTheControllerGreet() throws Exception {
        FirmwareBuilds.assumeBuilt();
        try (FirmwareSimulator sim = FirmwareSimulator.start(dir.resolve("board"), "--sensor", "reed")) {
            Run r = ProbeCommandTest.run("flash", "--port", sim.path(), "--board", "mega", "--size", "8", "--sensors", "reed",
                    "--avrdude", fakeAvrdude(0, "avrdude done.  Thank you.").toString());
            assertEquals(0, r.code(), r.err() + r.out());
            String args = Files.readString(dir.resolve("avrdude.args")).strip();
            assertTrue(args.matches("-p atmega2560 -c wiring -P \\S+ -b 115200 -D -U flash:w:\\S+avr-mega-8x8-reed/firmware\\.ino\\.hex:i"),
                    args);
            assertTrue(r.out().contains("the controller answers: firmware 1.2.0, 8x8 reed board"), r.out());
        }
    }

    @Test
    void flashesTheNineByNineOctiImageAndHearsAnOctiGridGreet() throws Exception {
        FirmwareBuilds.assumeBuilt();
        try (FirmwareSimulator sim = FirmwareSimulator.start(dir.resolve("board"), "--rows", "9", "--cols", "9", "--sensor", "reed")) {
            Run r = ProbeCommandTest.run("flash", "--port", sim.path(), "--size", "9", "--sensors", "reed",
                    "--avrdude", fakeAvrdude(0, "avrdude done.  Thank you.").toString());
            assertEquals(0, r.code(), r.err() + r.out());
            String args = Files.readString(dir.resolve("avrdude.args")).strip();
            assertTrue(args.matches("-p atmega2560 -c wiring -P \\S+ -b 115200 -D -U flash:w:\\S+avr-mega-9x9-reed/firmware\\.ino\\.hex:i"),
                    args);
            assertTrue(r.out().contains("the controller answers: firmware 1.2.0, 9x9 reed board"), r.out());
        }
        Run seven = ProbeCommandTest.run("flash", "--size", "7");
        assertEquals("flash: --size 7 is not 8, 9 or 10\n", seven.err());
    }

    @Test
    void aControllerOfAnotherKindAfterFlashingIsReported() throws Exception {
        FirmwareBuilds.assumeBuilt();
        try (FirmwareSimulator sim = FirmwareSimulator.start(dir.resolve("board"))) { // a Hall controller answers
            Run r = ProbeCommandTest.run("flash", "--port", sim.path(), "--sensors", "reed",
                    "--avrdude", fakeAvrdude(0, "ok").toString());
            assertEquals(2, r.code());
            assertEquals("flash: the controller answers as a 8x8 hall board after flashing a 8x8 reed image\n", r.err());
        }
    }

    @Test
    void refusesInOneLineWhenSomethingIsMissing() throws Exception {
        Path port = dir.resolve("tty");
        Files.writeString(port, "");
        Run noPort = ProbeCommandTest.run("flash", "--port", dir.resolve("no-such-port").toString(), "--hex", image().toString());
        assertEquals(2, noPort.code());
        assertEquals("flash: the port " + dir.resolve("no-such-port") + " does not exist: is the controller plugged in?"
                + " (--port names another)\n", noPort.err());

        Run noAvrdude = ProbeCommandTest.run("flash", "--port", port.toString(), "--hex", image().toString(),
                "--avrdude", dir.resolve("not-installed/avrdude").toString());
        assertEquals(2, noAvrdude.code());
        assertEquals("flash: avrdude is not installed: sudo apt-get install avrdude\n", noAvrdude.err());

        Run silent = ProbeCommandTest.run("flash", "--port", port.toString(), "--hex", image().toString(),
                "--avrdude", fakeAvrdude(0, "ok").toString());
        assertEquals(2, silent.code());
        assertTrue(silent.err().startsWith("flash: the controller did not answer after flashing"), silent.err());

        Run badBoard = ProbeCommandTest.run("flash", "--board", "nano");
        assertEquals("flash: --board nano is not mega or uno\n", badBoard.err());
    }

    @Test
    void avrdudesErrorIsShownNotItsLastLine() throws Exception {
        // avrdude 7.1 on a Mega whose bootloader does not answer: the error, then "avrdude done.  Thank you."
        Path port = dir.resolve("tty");
        Files.writeString(port, "");
        String says = new String(FlashCommandTest.class.getResourceAsStream("/avrdude/wiring-no-answer.txt").readAllBytes(),
                StandardCharsets.UTF_8);
        Run failed = ProbeCommandTest.run("flash", "--port", port.toString(), "--hex", image().toString(),
                "--avrdude", fakeAvrdude(1, says).toString());
        assertEquals(2, failed.code());
        assertTrue(failed.err().startsWith("flash: avrdude failed (exit 1) on " + port + ":\n"), failed.err());
        assertTrue(failed.err().contains("\n  avrdude error: timeout communicating with programmer\n"), failed.err());
        assertTrue(failed.err().contains("\n  avrdude error: unable to open programmer wiring on port"), failed.err());
    }

    @Test
    void anUnoIsToldWhatItCannotReadBeforeAnyImageOrPortIsLookedFor() {
        Run unoReed = ProbeCommandTest.run("flash", "--board", "uno", "--sensors", "reed");
        assertEquals(2, unoReed.code());
        assertTrue(unoReed.err().startsWith("flash: an Arduino Uno cannot read reed switches: it reads at most 64 Hall"
                + " sensors"), unoReed.err());
        assertTrue(unoReed.err().endsWith("; use an Arduino Mega 2560 (--board mega) or Hall sensors (--sensors hall)\n"),
                unoReed.err());
        Run unoTen = ProbeCommandTest.run("flash", "--board", "uno", "--size", "10", "--sensors", "hall");
        assertTrue(unoTen.err().startsWith("flash: an Arduino Uno cannot read a 10x10 grid: "), unoTen.err());
    }
}
