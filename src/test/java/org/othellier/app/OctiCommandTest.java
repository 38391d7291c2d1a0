package org.othellier.app;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The octi commands as a script sees them: output lines and exit codes. */
class OctiCommandTest {

    private static CommandLineTest.Run run(String... args) {
        return CommandLineTest.run(args);
    }

    @Test
    void perftPrintsOneLinePerDepth() {
        var r = run("octi", "perft", "--depth", "2", "--variant", "four-player");
        assertEquals(0, r.code(), r.err());
        String[] lines = r.out().strip().split("\n");
        assertEquals(2, lines.length);
        assertTrue(lines[0].startsWith("1\t9\t"), lines[0]);
        assertTrue(lines[1].startsWith("2\t81\t"), lines[1]);
        assertTrue(run("octi", "perft", "--depth", "1").out().startsWith("1\t27\t"));
    }

    @Test
    void playPrintsGamesAndASummaryAndWritesRecordsThatShowReads(@TempDir Path dir) throws IOException {
        var r = run("octi", "play", "--variant", "classic", "--players", "random,greedy", "--games", "2", "--check",
                "--records", dir.toString());
        assertEquals(0, r.code(), r.err());
        String[] lines = r.out().strip().split("\n");
        assertEquals("game\tBlack\tWhite\tresult\tplies\tseconds", lines[0]);
        assertTrue(lines[1].startsWith("1\trandom\tgreedy\t"), lines[1]);
        assertTrue(lines[2].startsWith("2\tgreedy\trandom\t"), lines[2]);
        assertTrue(lines[3].startsWith("summary\tclassic\t2 games\trandom wins "), lines[3]);
        assertTrue(lines[3].contains("checked plies"), lines[3]);
        Path record = dir.resolve("game-0001.octi");
        assertTrue(Files.readString(record).startsWith("Variant: classic\nBlack: random\nWhite: greedy\n"));
        var show = run("octi", "show", record.toString(), "--ply", "0");
        assertEquals(0, show.code(), show.err());
        assertTrue(show.out().contains("classic, after 0 moves"), show.out());
        assertTrue(show.out().contains("Black to move, 27 legal moves: @c7 @e7 @g7 c7+N"), show.out());
    }

    @Test
    void badInputGetsOneLineAndExitCodeTwo(@TempDir Path dir) throws IOException {
        var variant = run("octi", "perft", "--depth", "2", "--variant", "hex");
        assertEquals(2, variant.code());
        assertEquals("perft: unknown Octi variant 'hex' (expected fast, classic, four-player, advanced)", variant.err().strip());
        var players = run("octi", "play", "--players", "random,chess");
        assertEquals(2, players.code());
        assertEquals("play: --players: 'chess' is not a player (random, greedy, ai or ai:N)", players.err().strip());
        assertEquals(2, run("octi", "play", "--players", "random,random,random").code());
        Path bad = dir.resolve("bad.octi");
        Files.writeString(bad, "Variant: fast\n\n1. e7+N c3+S\n2. e7-e5\n");
        var show = run("octi", "show", bad.toString());
        assertEquals(2, show.code());
        assertEquals("show: " + bad + ": record line 4: move 3 'e7-e5': e5 is not next to e7 (X-8)", show.err().strip());
        assertEquals(2, run("octi", "show", dir.resolve("missing.octi").toString()).code());
    }
}
