package org.othellier.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.othellier.formats.Obf;
import org.othellier.game.othello.OthelloVariant;
import org.othellier.store.DataFiles;

class SolveCommandTest {

    /** Runs the command line, returning exit code, standard output and standard error. */
    static String[] run(String... args) {
        PrintStream oldOut = System.out;
        PrintStream oldErr = System.err;
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        ByteArrayOutputStream err = new ByteArrayOutputStream();
        try {
            System.setOut(new PrintStream(out, true, StandardCharsets.UTF_8));
            System.setErr(new PrintStream(err, true, StandardCharsets.UTF_8));
            int code = Main.run(args);
            return new String[] {String.valueOf(code), out.toString(StandardCharsets.UTF_8), err.toString(StandardCharsets.UTF_8)};
        } finally {
            System.setOut(oldOut);
            System.setErr(oldErr);
        }
    }

    @Test
    void badLinesAreRefusedWithTheirNumberAndTheRestStillRuns(@TempDir Path dir) throws Exception {
        Path file = dir.resolve("mixed.obf");
        Files.writeString(file, String.join("\n",
                "XXXOXXXXOXXXXXXXOOXXXXXXOOOXXXXXOOOXXOO-OOOOO---OOOOOOO-OOOOOOO- X; H5:+6; % first",
                "XXXOXXXXOXXXXXXXOOXXXXXXOOOXXXXXOOOXXOO-OOOOO---OOOOOOO-OOOOOOO- Q;",
                "XXXOXXXXOXXXXXXX",
                "--------------------------------------------------------------X- X;",
                "OOOOOOOOXOOXXX--XXOOXOO-XOXOOO--XOOOOX--XOOXOO--XOOOOO--XXXX---- O; G5:+0;",
                ""));
        String[] r = run("solve", file.toString());
        assertEquals("2", r[0]);
        assertTrue(r[2].contains("line 2: side to move 'Q' is not X or O"), r[2]);
        assertTrue(r[2].contains("line 3:"), r[2]);
        assertTrue(r[2].contains("line 4: illegal position"), r[2]);
        List<String> lines = r[1].lines().toList();
        assertEquals(3, lines.size(), r[1]);
        assertTrue(lines.get(0).startsWith("1\tH5\t+6\t"), lines.get(0));
        assertTrue(lines.get(1).startsWith("2\tG5\t+0\t"), lines.get(1));
        assertTrue(lines.get(2).startsWith("total\t"), lines.get(2));
    }

    @Test
    void fforumPositionsOneToNineteenGetTheirKnownScores() throws Exception {
        Path file = DataFiles.path("ffo/fforum-1-19.obf");
        String[] r = run("solve", file.toString(), "--threads", "2");
        assertEquals("0", r[0], r[2]);
        Obf.Parsed parsed = Obf.read(Files.newBufferedReader(file), OthelloVariant.OTHELLO);
        List<String> lines = r[1].lines().toList();
        for (int i = 0; i < parsed.entries().size(); i++) {
            String score = lines.get(i).split("\t")[2];
            assertEquals((int) parsed.entries().get(i).bestScore(), Integer.parseInt(score.replace("+", "")), lines.get(i));
        }
    }
}
