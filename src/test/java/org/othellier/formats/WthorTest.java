package org.othellier.formats;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.othellier.game.othello.OthelloGame;
import org.othellier.game.othello.OthelloMove;
import org.othellier.game.othello.OthelloVariant;
import org.othellier.store.DataFiles;

class WthorTest {

    @Test
    void readsEveryGameWithItsPlayersYearAndScore() throws IOException {
        List<Wthor.Game> games = Wthor.readGames(DataFiles.path("wthor/WTH_1977.wtb"));
        assertEquals(12, games.size());
        Wthor.Game first = games.get(0);
        assertEquals(1977, first.year());
        assertEquals(OthelloMove.parse("f5"), first.moves().get(0));
        assertEquals(34, first.blackScore());
        List<String> players = Wthor.readPlayers(DataFiles.path("wthor/WTHOR.JOU"));
        assertTrue(players.get(first.blackPlayer()).length() > 0);
        assertEquals(5540, Wthor.readGames(DataFiles.path("wthor/WTH_2001.wtb")).size());
        assertTrue(Wthor.readTournaments(DataFiles.path("wthor/WTHOR.TRN")).size() > 0);
    }

    /** O-10: every finished game's recorded count is Black's discs with the empties to the winner. */
    @Test
    void everyFinishedGameOfTheDatabasesEndsOnItsRecordedScore() throws IOException {
        int finished = 0;
        for (String file : List.of("wthor/WTH_1977.wtb", "wthor/WTH_2001.wtb", "wthor/WTH_2020.wtb")) {
            for (Wthor.Game g : Wthor.readGames(DataFiles.path(file))) {
                OthelloGame game = new OthelloGame(OthelloVariant.OTHELLO);
                for (OthelloMove m : g.moves()) {
                    if (game.position().mustPass()) {
                        game.play(OthelloMove.PASS);
                    }
                    game.play(m);
                }
                if (game.isOver()) {
                    finished++;
                    assertEquals(g.blackScore(), game.result().black(), file + " game " + g.number());
                }
            }
        }
        assertEquals(5820 - 8, finished);
    }

    @Test
    void aTruncatedFileIsRefusedWithItsSizes(@TempDir Path dir) throws IOException {
        byte[] bytes = Files.readAllBytes(DataFiles.path("wthor/WTH_1977.wtb"));
        Path cut = dir.resolve("cut.wtb");
        Files.write(cut, java.util.Arrays.copyOf(bytes, bytes.length - 10));
        var e = assertThrows(FormatException.class, () -> Wthor.readGames(cut));
        assertTrue(e.getMessage().contains("announces 12 games"), e.getMessage());
        bytes[16 + 8 + 3] = 99;
        Path bad = dir.resolve("bad.wtb");
        Files.write(bad, bytes);
        var e2 = assertThrows(FormatException.class, () -> Wthor.readGames(bad));
        assertTrue(e2.getMessage().contains("game 1 move 4 has byte 99"), e2.getMessage());
    }
}
