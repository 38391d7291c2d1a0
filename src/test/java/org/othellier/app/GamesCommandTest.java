package org.othellier.app;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import java.time.ZoneId;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.othellier.board.SensorKind;
import org.othellier.store.GameExport;
import org.othellier.store.GameHeader;
import org.othellier.store.Journal;
import org.othellier.store.JournalEntry;

/** {@code games list} and {@code games export} on a journal, and a damaged journal game at start. */
class GamesCommandTest {

    @TempDir
    Path dir;

    private long keepAGame() {
        try (Journal j = Journal.open(dir)) {
            long id = j.startGame(new GameHeader("othello", 8, "othello", "standard", "colour", "human", "ai:2", "25m",
                    false, "---------------------------OX------XO--------------------------- X"), "2026-01-01T10:00:00.123456789Z");
            j.append(id, List.of(new JournalEntry(1, "2026-01-01T10:00:05Z", "move", "black", "f5", null),
                    new JournalEntry(2, "2026-01-01T10:00:09Z", "move", "white", "d6", null)));
            return id;
        }
    }

    @Test
    void anEmptyJournalIsRefusedAndLeftAsItWas(@TempDir Path empty) throws Exception {
        Path file = empty.resolve(org.othellier.store.Journal.FILE_NAME);
        java.nio.file.Files.createFile(file);
        var r = CommandLineTest.run("games", "list", "--data", empty.toString());
        assertEquals(1, r.code());
        assertEquals("list: " + file + " is empty: not a journal (the service writes one at its first start)\n", r.err());
        assertEquals(0, java.nio.file.Files.size(file), "games never writes");
        try (var files = java.nio.file.Files.list(empty)) {
            assertEquals(1, files.count(), "no journal, WAL or lock file made");
        }
    }

    @Test
    void listAndExport() {
        long id = keepAGame();
        var list = CommandLineTest.run("games", "list", "--data", dir.toString());
        assertEquals(0, list.code(), list.err());
        String wallClock = java.time.format.DateTimeFormatter.ofPattern("yyyy-MM-dd HH:mm:ss")
                .format(java.time.Instant.parse("2026-01-01T10:00:00.123456789Z").atZone(java.time.ZoneId.systemDefault()));
        assertTrue(list.out().startsWith(id + "\t" + wallClock + "\tplaying\t-\thuman - ai:2\t"), list.out());
        var transcript = CommandLineTest.run("games", "export", Long.toString(id), "--data", dir.toString());
        assertEquals("f5d6\n", transcript.out());
        var ggf = CommandLineTest.run("games", "export", Long.toString(id), "--format", "ggf", "--data", dir.toString());
        String date = java.time.format.DateTimeFormatter.ofPattern("yyyy.MM.dd_HH:mm:ss.zzz", java.util.Locale.US)
                .format(java.time.Instant.parse("2026-01-01T10:00:00Z").atZone(java.time.ZoneId.systemDefault()));
        assertTrue(ggf.out().startsWith("(;GM[Othello]PC[othellier]DT[" + date + "]PB[human]PW[ai:2]TI[25m]"), ggf.out());
        assertTrue(ggf.out().contains("B[F5]W[D6];)"), ggf.out());
    }

    @Test
    void timesAreTheWallClocksToTheSecondAndGgfWritesThemAsGgsDoes() {
        ZoneId paris = ZoneId.of("Europe/Paris");
        assertEquals("2026-01-01 11:00:00", org.othellier.cli.GamesCommand.localTime("2026-01-01T10:00:00.123456789Z", paris));
        assertEquals("2026-07-01 12:00:05", org.othellier.cli.GamesCommand.localTime("2026-07-01T10:00:05Z", paris));
        long id = keepAGame();
        try (Journal j = Journal.openReadOnly(dir)) {
            String ggf = GameExport.ggf(j.load(id).orElseThrow(), paris);
            assertTrue(ggf.startsWith("(;GM[Othello]PC[othellier]DT[2026.01.01_11:00:00.CET]PB[human]"), ggf);
            assertTrue(GameExport.ggf(j.load(id).orElseThrow(), ZoneId.of("UTC")).contains("DT[2026.01.01_10:00:00.UTC]"));
        }
    }

    @Test
    void anOctiGameIsListedWithItsVariant() {
        try (Journal j = Journal.open(dir)) {
            j.startGame(new GameHeader("octi", 9, "fast", "", "colour", "human", "ai:4", "none", false,
                    org.othellier.game.octi.OctiPicture.print(org.othellier.game.octi.OctiPosition.start(
                            org.othellier.game.octi.OctiVariant.FAST))), "2026-01-01T10:00:00Z");
        }
        var list = CommandLineTest.run("games", "list", "--data", dir.toString());
        assertEquals(0, list.code(), list.err());
        assertTrue(list.out().endsWith("\thuman - ai:4\tocti fast, colour, clock none\n"), list.out());
    }

    @Test
    void badInputExitsWith2() {
        keepAGame();
        assertEquals(2, CommandLineTest.run("games", "export", "99", "--data", dir.toString()).code());
        assertEquals(2, CommandLineTest.run("games", "export", "1", "--format", "pgn", "--data", dir.toString()).code());
        assertEquals(2, CommandLineTest.run("games", "list", "--data", dir.resolve("nowhere").toString()).code());
    }

    @Test
    void aGameThatCannotBeReplayedIsAbandonedAndANewOneStarts() {
        long id;
        try (Journal j = Journal.open(dir)) {
            id = j.startGame(new GameHeader("othello", 8, "othello", "standard", "colour", "human", "human", "none",
                    false, "---------------------------OX------XO--------------------------- X"), "2026-01-01T10:00:00Z");
            j.append(id, List.of(new JournalEntry(1, "2026-01-01T10:00:05Z", "move", "black", "a1", null)));
        }
        try (OthelloTable t = new OthelloTable(dir, OthelloTable.settings(SensorKind.COLOUR, false))) {
            assertEquals(id + 1, t.controller.gameId());
            var old = t.journal.load(id).orElseThrow();
            assertEquals("abandoned", old.status());
            assertTrue(old.reason().contains("event 1 (move a1)"), old.reason());
            assertTrue(t.state().messages().stream().anyMatch(m -> m.text().contains("could not be resumed")));
        }
    }
}
