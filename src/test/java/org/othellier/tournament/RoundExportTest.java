package org.othellier.tournament;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import org.junit.jupiter.api.Test;
import org.othellier.formats.Ggf;
import org.othellier.game.Side;
import org.othellier.game.othello.OthelloGame;
import org.othellier.game.othello.OthelloVariant;
import org.othellier.game.othello.Transcript;

/** A round's games as GGF (read back by our GGF reader) and the standings as CSV and as a table. */
class RoundExportTest {

    private static Tournament played() {
        Tournament t = Tournament.create("Club night, November", 8);
        t.addPlayer("Ann", 2000);
        t.addPlayer("Bob [B]", 1900);
        t.addPlayer("Cat, C.", null);
        t.addPlayer("Dan", null);
        t.addPlayer("Eve", null);
        t.pairNextRound(); // 1-3, 4-2, bye 5
        t.record(1, 1, Result.played(40, 24));
        t.record(1, 2, Result.timeForfeit(OthelloVariant.OTHELLO, 30, 20, Side.BLACK));
        return t;
    }

    @Test
    void aRoundsGamesAreOneGgfFileWithNamesResultsAndMoves() {
        Tournament t = played();
        OthelloGame game = Transcript.replay(OthelloVariant.OTHELLO, "f5d6c3d3c4");
        String ggf = RoundExport.ggf(t, 1, table -> table == 1 ? game : null, "2026.11.24");
        List<Ggf.GgfGame> games = Ggf.parseAll(ggf);
        assertEquals(2, games.size(), ggf);
        assertEquals("Ann", games.get(0).black());
        assertEquals("Cat, C.", games.get(0).white());
        assertEquals("+16.000", games.get(0).property("RE"));
        assertEquals("Club night, November, round 1, table 1", games.get(0).property("PC"));
        assertEquals("2026.11.24", games.get(0).property("DT"));
        assertEquals(5, games.get(0).moves().size());
        assertEquals("Dan", games.get(1).black());
        assertEquals("Bob [B]", games.get(1).white());
        assertEquals("-2.000:t", games.get(1).property("RE")); // Dan flagged while ahead 30-20: 31-33 (O-13)
        assertEquals(0, games.get(1).moves().size());
        assertEquals(2, ggf.lines().count());
    }

    @Test
    void theStandingsAreCsvAndATextTable() {
        Tournament t = played();
        assertEquals("""
                rank,id,name,rating,points,discs,opponents_points,games,byes
                1,1,Ann,2000,1,40,0,1,0
                2,2,Bob [B],1900,1,33,0,1,0
                3,5,Eve,,1,32,0,0,1
                4,4,Dan,,0,31,1,1,0
                5,3,"Cat, C.",,0,24,1,1,0
                """, RoundExport.csv(t.standings()));
        assertEquals("""
                rank  player   rating  points  discs  opp. points  games  byes
                   1  Ann        2000       1     40            0      1     0
                   2  Bob [B]    1900       1     33            0      1     0
                   3  Eve           -       1     32            0      0     1
                   4  Dan           -       0     31            1      1     0
                   5  Cat, C.       -       0     24            1      1     0
                """, RoundExport.table(t.standings()));
    }

    @Test
    void aNameThatASpreadsheetWouldTakeForAFormulaIsWrittenAsText() {
        Tournament t = Tournament.create("Club night", 8);
        t.addPlayer("=HYPERLINK(\"http://evil.example/\",\"win\")", null);
        t.addPlayer("+1", null);
        t.addPlayer("-Dan", null);
        t.addPlayer("@Eve", null);
        t.addPlayer("Ann-Marie", null);
        String csv = RoundExport.csv(t.standings());
        assertTrue(csv.contains(",\"'=HYPERLINK(\"\"http://evil.example/\"\",\"\"win\"\")\","), csv);
        assertTrue(csv.contains(",\"'+1\","), csv);
        assertTrue(csv.contains(",\"'-Dan\","), csv);
        assertTrue(csv.contains(",\"'@Eve\","), csv);
        assertTrue(csv.contains(",Ann-Marie,"), csv); // a dash inside a name is no formula
        assertEquals("\"'\tx\"", RoundExport.csvField("\tx"));
    }

    @Test
    void aTableWhoseGameCannotBeMadeIsExportedWithoutItsMovesAndTheOthersWithTheirs() {
        Tournament t = played();
        OthelloGame game = Transcript.replay(OthelloVariant.OTHELLO, "f5d6c3d3c4");
        String ggf = RoundExport.ggf(t, 1, table -> {
            if (table == 2) {
                throw new IllegalArgumentException("board-2's game 7: move 2 (a1) is not legal there");
            }
            return game;
        }, null);
        List<Ggf.GgfGame> games = Ggf.parseAll(ggf);
        assertEquals(2, games.size(), ggf);
        assertEquals(5, games.get(0).moves().size());
        assertEquals(0, games.get(1).moves().size());
        assertEquals("moves left out: board-2's game 7: move 2 (a1) is not legal there", games.get(1).property("C"));
        assertEquals("Dan", games.get(1).black());
    }
}
