package org.othellier.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The train command's refusals: each says which argument was wrong, and nothing is written. */
class TrainCommandTest {

    @Test
    void badArgumentsAreRefusedSayingWhich(@TempDir Path dir) throws Exception {
        Path out = dir.resolve("weights.bin.gz");
        String[] r = SolveCommandTest.run("train", "--search-depth", "13", "--out", out.toString());
        assertEquals("2", r[0]);
        assertTrue(r[2].contains("--search-depth 13 is outside 0 to 12"), r[2]);
        r = SolveCommandTest.run("train", "--search-depth", "-1", "--out", out.toString());
        assertEquals("2", r[0]);
        assertTrue(r[2].contains("--search-depth -1 is outside 0 to 12"), r[2]);
        r = SolveCommandTest.run("train", "--self-play", "-5", "--out", out.toString());
        assertEquals("2", r[0]);
        assertTrue(r[2].contains("--self-play -5 is outside 0 to 10000000"), r[2]);
        r = SolveCommandTest.run("train", "--search-weight", "1.5", "--out", out.toString());
        assertEquals("2", r[0]);
        assertTrue(r[2].contains("--search-weight 1.5 is outside 0 to 1"), r[2]);
        Path file = Files.writeString(dir.resolve("games.txt"), "not a folder");
        r = SolveCommandTest.run("train", "--from", file.toString(), "--out", out.toString());
        assertEquals("2", r[0]);
        assertTrue(r[2].contains("--from " + file + " is not a weights file train wrote"), r[2]);
        r = SolveCommandTest.run("train", "--wthor", file.toString(), "--out", out.toString());
        assertEquals("2", r[0]);
        assertTrue(r[2].contains("is not a folder"), r[2]);
        assertFalse(Files.exists(out));
    }
}
