package org.othellier.app;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.othellier.coach.BenchGames;
import org.othellier.game.othello.OthelloGame;
import org.othellier.game.othello.Transcript;
import org.othellier.store.GameExport;
import org.othellier.store.Journal;

/** {@code othellier review} as a script sees it: a kept game, a GGF file and a transcript give the same lines. */
class ReviewCommandTest {

    private static final String LINE = "\\d+\t[a-h][1-8]\t(0|[+-]\\d+(\\.\\d)?|0\\.0)\t[a-h][1-8]\t(0|[+-]\\d+(\\.\\d)?|0\\.0)"
            + "\t(\\d+(\\.\\d)?)\t(best|good|inaccuracy|mistake|blunder)";

    @Test
    void aKeptGameAFileOfGgfAndATranscriptAreReviewedAlike(@TempDir Path dir) throws Exception {
        OthelloGame g = BenchGames.play("f5d6c3d3c4", 2, 11);
        long id;
        String ggf;
        try (Journal j = Journal.open(dir)) {
            id = BenchGames.keep(j, g);
            ggf = GameExport.ggf(j.load(id).orElseThrow());
        }
        Files.writeString(dir.resolve("game.ggf"), ggf);
        Files.writeString(dir.resolve("game.txt"), Transcript.format(g.moves(), false) + "\n");
        String[] options = {"--level", "2", "--exact-from", "12"};
        CommandLineTest.Run kept = CommandLineTest.run(concat(new String[] {"review", Long.toString(id), "--data", dir.toString()}, options));
        CommandLineTest.Run file = CommandLineTest.run(concat(new String[] {"review", dir.resolve("game.ggf").toString()}, options));
        CommandLineTest.Run text = CommandLineTest.run(concat(new String[] {"review", dir.resolve("game.txt").toString()}, options));
        assertEquals(0, kept.code(), kept.err());
        List<String> lines = kept.out().lines().toList();
        // f5 d6 c3 d3 c4, then f4 c5 (seeded): c4 e3 f6 e6 f5 c5 d6 turned, the Brightwell
        assertTrue(lines.get(0).startsWith("# opening\tBrightwell\tleft-theory\t"), lines.get(0));
        assertEquals(g.moves().stream().filter(m -> !m.isPass()).count(), lines.size() - 1);
        boolean lostSome = false;
        for (String l : lines.subList(1, lines.size())) {
            assertTrue(l.matches(LINE), l);
            // one convention (docs/REVIEW.md): values signed for the mover, the loss unsigned, best value less value
            String[] f = l.split("\t");
            double loss = Double.parseDouble(f[5]);
            assertEquals(Double.parseDouble(f[4]) - Double.parseDouble(f[2]), loss, 0.151, l);
            lostSome |= loss > 0;
        }
        assertTrue(lostSome, "the seeded game has moves that lose discs: " + kept.out());
        assertEquals(kept.out(), file.out());
        assertEquals(kept.out(), text.out());
    }

    @Test
    void badInputIsOneLineNamingIt(@TempDir Path dir) throws Exception {
        Files.writeString(dir.resolve("bad.txt"), "f5 d6 a1\n");
        CommandLineTest.Run bad = CommandLineTest.run("review", dir.resolve("bad.txt").toString());
        assertEquals(2, bad.code());
        assertTrue(bad.err().contains("a1"), bad.err());
        CommandLineTest.Run level = CommandLineTest.run("review", dir.resolve("bad.txt").toString(), "--level", "11");
        assertEquals(2, level.code());
        assertTrue(level.err().contains("level 11"), level.err());
        CommandLineTest.Run missing = CommandLineTest.run("review", dir.resolve("none.txt").toString());
        assertEquals(2, missing.code());
    }

    @Test
    void aFileThatIsNoGameSaysSoAndWhatAGameLooksLike(@TempDir Path dir) throws Exception {
        Path notes = Files.writeString(dir.resolve("notes.txt"), "garbage file here\n");
        CommandLineTest.Run r = CommandLineTest.run("review", notes.toString());
        assertEquals(2, r.code());
        assertEquals("review: " + notes + " is not a game: it starts 'garbage', where a GGF file starts (;GM[Othello]"
                + " and a transcript with moves such as f5d6c3\n", r.err());
        Path empty = Files.writeString(dir.resolve("empty.txt"), "\n");
        CommandLineTest.Run none = CommandLineTest.run("review", empty.toString());
        assertEquals(2, none.code(), "an empty file is no game to review");
        assertEquals("review: " + empty + " is empty: a GGF file starts (;GM[Othello] and a transcript with moves such"
                + " as f5d6c3\n", none.err());
    }

    private static String[] concat(String[] a, String[] b) {
        String[] out = java.util.Arrays.copyOf(a, a.length + b.length);
        System.arraycopy(b, 0, out, a.length, b.length);
        return out;
    }
}
