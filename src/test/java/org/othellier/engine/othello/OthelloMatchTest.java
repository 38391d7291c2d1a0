package org.othellier.engine.othello;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.othellier.engine.Level;
import org.othellier.engine.othello.OthelloMatch;

/** Small, seeded versions of the level matches (the full ones are the match command's). */
class OthelloMatchTest {

    @Test
    void aMiddleLevelBeatsTheOnePlyMobilityPlayerFromEveryOpening() {
        List<String> openings = OthelloMatch.randomOpenings(4, 6, 11);
        OthelloMatch.Summary s = OthelloMatch.play(MatchPlayers.level(Level.of(6), 1 << 22, 1), MatchPlayers.mobility(2), openings, 8, true, null);
        assertEquals(8, s.games());
        assertEquals(8, s.aWins(), s.toString());
    }

    @Test
    void aLevelBeatsTheLevelTwoBelowIt() {
        List<String> openings = OthelloMatch.randomOpenings(5, 6, 12);
        OthelloMatch.Summary s = OthelloMatch.play(MatchPlayers.level(Level.of(4), 1 << 22, 3), MatchPlayers.level(Level.of(2), 1 << 22, 4),
                openings, 10, true, null);
        assertTrue(s.aScore() > 0.6, s.toString());
    }

    @Test
    void openingsFilesAreCheckedLineByLine(@TempDir Path dir) throws Exception {
        Path file = dir.resolve("openings.txt");
        Files.writeString(file, "# openings\nf5d6c3\nf5f6\nf5a1\n");
        IllegalArgumentException e = org.junit.jupiter.api.Assertions.assertThrows(IllegalArgumentException.class,
                () -> OthelloMatch.readOpenings(file));
        assertTrue(e.getMessage().contains("line 4"), e.getMessage());
        Files.writeString(file, "f5d6c3\n\nf5f6e6\n");
        assertEquals(List.of("f5d6c3", "f5f6e6"), OthelloMatch.readOpenings(file));
        assertEquals(7, OthelloMatch.randomOpenings(7, 6, 1).stream().distinct().count());
    }
}
