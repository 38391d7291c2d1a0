package org.othellier.hw.gpio;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.InputStream;
import java.io.PrintStream;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.othellier.cli.Main;
import picocli.CommandLine;

/** {@code othellier hwtest --mock}: what a builder sees, with commands in place of hands. */
class HwtestCommandTest {

    record Run(int code, String out, String err) {
    }

    static Run run(String stdin, String... args) {
        PrintStream savedOut = System.out;
        InputStream savedIn = System.in;
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        StringWriter err = new StringWriter();
        try {
            System.setOut(new PrintStream(out, true, StandardCharsets.UTF_8));
            System.setIn(new ByteArrayInputStream(stdin.getBytes(StandardCharsets.UTF_8)));
            CommandLine cl = Main.commandLine();
            cl.setErr(new PrintWriter(err));
            int code = cl.execute(args);
            return new Run(code, out.toString(StandardCharsets.UTF_8), err.toString());
        } finally {
            System.setOut(savedOut);
            System.setIn(savedIn);
        }
    }

    @Test
    void walksTheLedsAndReportsEachSwitchAndButton(@TempDir Path dir) throws Exception {
        Path config = dir.resolve("board.toml");
        Files.writeString(config, "[gpio.matrix]\ndebounce-ms = 5\n[gpio.leds]\ndriver = \"ht16k33\"\ncolours = \"bicolour\"\n");
        Run r = run("d4\ne5\nblack\nd4\nz9\nwhite\nquit\n", "hwtest", "--mock", "--config", config.toString(), "--step-ms", "0");
        assertEquals(0, r.code(), r.err());
        String out = r.out();
        assertTrue(out.startsWith("gpio: 8x8 switch matrix on GPIO"), out);
        assertTrue(out.contains("clock display: every segment and the colon on"), out);
        assertTrue(out.contains("LEDs: one at a time, red, a1 first"), out);
        assertTrue(out.contains("LEDs: one at a time, green, a1 first"), out);
        assertTrue(out.contains("   a8 b8 c8 d8 e8 f8 g8 h8\n"), out);
        assertTrue(out.contains("first scan: 0 switches closed"), out);
        assertTrue(out.contains("d4 closed (1 closed)"), out);
        assertTrue(out.contains("e5 closed (2 closed)"), out);
        assertTrue(out.contains("black button pressed"), out);
        assertTrue(out.contains("d4 opened (1 closed)"), out);
        assertTrue(out.contains("? z9 (a square such as d4"), out);
        assertTrue(out.contains("white button pressed"), out);
        assertTrue(out.strip().endsWith("done"), out);
        int d4 = out.indexOf("d4 closed");
        int black = out.indexOf("black button pressed");
        assertTrue(d4 < out.indexOf("e5 closed") && out.indexOf("e5 closed") < black && black < out.indexOf("d4 opened"), out);
    }

    @Test
    void aCharacterLcdShowsEveryCellThenEveryColumnThenTheSwitches(@TempDir Path dir) throws Exception {
        Path config = dir.resolve("board.toml");
        Files.writeString(config, "[gpio.matrix]\ndebounce-ms = 5\n[gpio.display]\ndriver = \"lcd\"\n");
        Run r = run("d4\nquit\n", "hwtest", "--mock", "--config", config.toString(), "--step-ms", "0");
        assertEquals(0, r.code(), r.err());
        String out = r.out();
        assertTrue(out.contains("clock display: 16x2 LCD at simulated PCF8574 LCD 0x27"), out);
        assertTrue(out.contains("clock display: every character of both lines a full block"), out);
        assertTrue(out.contains("the top line shows 0123456789ABCDEF, the bottom one B> 12:34 W 56:78"), out);
        assertTrue(out.contains("d4 closed (1 closed)"), out);
    }

    @Test
    void aWrongConfigurationIsOneLineAndExitCodeTwo(@TempDir Path dir) throws Exception {
        Path config = dir.resolve("board.toml");
        Files.writeString(config, "[gpio.buttons]\nblack = 4\n");
        Run r = run("", "hwtest", "--mock", "--config", config.toString());
        assertEquals(2, r.code());
        assertEquals("hwtest: gpio.buttons.black = 4: BCM 4 is already gpio.matrix.rows item 1; every pin does one job", r.err().strip());
    }

    @Test
    void withoutAPiTheRealBoardIsRefusedWithAHint() {
        Run r = run("", "hwtest", "--seconds", "1");
        assertEquals(1, r.code());
        assertTrue(r.err().contains("not a Raspberry Pi") && r.err().contains("hwtest --mock"), r.err());
    }
}
