package org.othellier.engine;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** Small, seeded versions of the level matches (the full ones are the match command's). */
class MatchTest {

    @Test
    void aMiddleLevelBeatsTheOnePlyMobilityPlayerFromEveryOpening() {
        List<String> openings = Match.randomOpenings(4, 6, 11);
        Match.Summary s = Match.play(MatchPlayers.level(Level.of(6), 1 << 22, 1), MatchPlayers.mobility(2), openings, 8, true, null);
        assertEquals(8, s.games());
        assertEquals(8, s.aWins(), s.toString());
    }

    @Test
    void aLevelBeatsTheLevelTwoBelowIt() {
        List<String> openings = Match.randomOpenings(5, 6, 12);
        Match.Summary s = Match.play(MatchPlayers.level(Level.of(4), 1 << 22, 3), MatchPlayers.level(Level.of(2), 1 << 22, 4),
                openings, 10, true, null);
        assertTrue(s.aScore() > 0.6, s.toString());
    }

    @Test
    void openingsFilesAreCheckedLineByLine(@TempDir Path dir) throws Exception {
        Path file = dir.resolve("openings.txt");
        Files.writeString(file, "# openings\nf5d6c3\nf5f6\nf5a1\n");
        IllegalArgumentException e = org.junit.jupiter.api.Assertions.assertThrows(IllegalArgumentException.class,
                () -> Match.readOpenings(file));
        assertTrue(e.getMessage().contains("line 4"), e.getMessage());
        Files.writeString(file, "f5d6c3\n\nf5f6e6\n");
        assertEquals(List.of("f5d6c3", "f5f6e6"), Match.readOpenings(file));
        assertEquals(7, Match.randomOpenings(7, 6, 1).stream().distinct().count());
    }
}
