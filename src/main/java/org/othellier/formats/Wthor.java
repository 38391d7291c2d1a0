package org.othellier.formats;

import java.io.IOException;
import java.nio.ByteBuffer;
import java.nio.ByteOrder;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.othellier.game.othello.OthelloMove;

/**
 * The French federation's WTHOR databases: games ({@code .wtb}), player names ({@code WTHOR.JOU})
 * and tournament names ({@code WTHOR.TRN}). Little-endian; a 16-byte header, then fixed-size records.
 * A game record is 68 bytes: tournament, black and white player numbers (int16 each), Black's disc
 * count at the end with the empties counted for the winner (O-10), the theoretical score, and 60
 * move bytes written {@code 10 * row + column} (1..8 each), 0 after the last. Passes are not stored.
 * The header's byte 14 is the number of empties from which the theoretical scores were solved; 0 says
 * the file has none (its theoretical scores then merely repeat the recorded ones).
 */
public final class Wthor {

    private static final int HEADER = 16;
    private static final int GAME_RECORD = 68;
    private static final int PLAYER_RECORD = 20;
    private static final int TOURNAMENT_RECORD = 26;

    private Wthor() {
    }

    /**
     * One game of a database.
     *
     * @param number          its place in the file, from 1
     * @param year            the year of the file's games
     * @param tournament      tournament number in {@code WTHOR.TRN}
     * @param blackPlayer     player number in {@code WTHOR.JOU}
     * @param whitePlayer     player number in {@code WTHOR.JOU}
     * @param blackScore      Black's recorded count: discs at the end, the empties going to the winner
     * @param theoreticalScore Black's count with perfect play from {@code solvingDepth} empties
     * @param solvingDepth    the empties from which the file's theoretical scores were solved, 0 for none
     * @param moves           the moves, passes left out
     */
    public record Game(int number, int year, int tournament, int blackPlayer, int whitePlayer, int blackScore,
                       int theoreticalScore, int solvingDepth, List<OthelloMove> moves) {

        /** True when the file solved this game's theoretical score (a header with a solving depth). */
        public boolean hasTheoreticalScore() {
            return solvingDepth > 0;
        }
    }

    /** The header of any WTHOR file ({@code solvingDepth} is meaningful for {@code .wtb} files only). */
    public record Header(int created, int games, int records, int year, int boardSize, int solvingDepth) {
    }

    public static Header header(ByteBuffer buf, Path file) {
        if (buf.limit() < HEADER) {
            throw new FormatException(file + ": " + buf.limit() + " bytes is too short for a WTHOR header (16 bytes)");
        }
        int century = buf.get(0) & 0xFF;
        int yy = buf.get(1) & 0xFF;
        return new Header(century * 100 + yy, buf.getInt(4), buf.getShort(8) & 0xFFFF, buf.getShort(10) & 0xFFFF,
                buf.get(12) & 0xFF, buf.get(14) & 0xFF);
    }

    /** The {@code .wtb} game files of a folder (any case of the ending), sorted by name; empty when there are none. */
    public static List<Path> gameFiles(Path dir) throws IOException {
        try (java.util.stream.Stream<Path> s = Files.list(dir)) {
            return s.filter(f -> f.getFileName().toString().toLowerCase(java.util.Locale.ROOT).endsWith(".wtb"))
                    .sorted().toList();
        }
    }

    /** Reads every game of a {@code .wtb} file; a malformed file or record throws {@link FormatException}. */
    public static List<Game> readGames(Path file) throws IOException {
        ByteBuffer buf = ByteBuffer.wrap(Files.readAllBytes(file)).order(ByteOrder.LITTLE_ENDIAN);
        Header h = header(buf, file);
        if (h.boardSize() != 8 && h.boardSize() != 0) {
            throw new FormatException(file + ": board size " + h.boardSize() + " (only 8x8 games are supported)");
        }
        long expected = HEADER + (long) GAME_RECORD * h.games();
        if (buf.limit() != expected) {
            throw new FormatException(file + ": the header announces " + h.games() + " games (" + expected
                    + " bytes) but the file has " + buf.limit() + " bytes");
        }
        List<Game> games = new ArrayList<>(h.games());
        for (int g = 0; g < h.games(); g++) {
            int at = HEADER + g * GAME_RECORD;
            List<OthelloMove> moves = new ArrayList<>(60);
            for (int i = 0; i < 60; i++) {
                int code = buf.get(at + 8 + i) & 0xFF;
                if (code == 0) {
                    break;
                }
                int row = code / 10;
                int col = code % 10;
                if (row < 1 || row > 8 || col < 1 || col > 8) {
                    throw new FormatException(file + ": game " + (g + 1) + " move " + (i + 1) + " has byte " + code
                            + ", which is no square (10 * row + column, 1..8 each)");
                }
                moves.add(new OthelloMove(col - 1, row - 1));
            }
            games.add(new Game(g + 1, h.year(), buf.getShort(at) & 0xFFFF, buf.getShort(at + 2) & 0xFFFF,
                    buf.getShort(at + 4) & 0xFFFF, buf.get(at + 6) & 0xFF, buf.get(at + 7) & 0xFF, h.solvingDepth(),
                    moves));
        }
        return games;
    }

    /** Player names ({@code WTHOR.JOU}), indexed by player number. */
    public static List<String> readPlayers(Path file) throws IOException {
        return readNames(file, PLAYER_RECORD);
    }

    /** Tournament names ({@code WTHOR.TRN}), indexed by tournament number. */
    public static List<String> readTournaments(Path file) throws IOException {
        return readNames(file, TOURNAMENT_RECORD);
    }

    private static List<String> readNames(Path file, int recordSize) throws IOException {
        ByteBuffer buf = ByteBuffer.wrap(Files.readAllBytes(file)).order(ByteOrder.LITTLE_ENDIAN);
        Header h = header(buf, file);
        long expected = HEADER + (long) recordSize * h.records();
        if (buf.limit() != expected) {
            throw new FormatException(file + ": the header announces " + h.records() + " names (" + expected
                    + " bytes) but the file has " + buf.limit() + " bytes");
        }
        List<String> names = new ArrayList<>(h.records());
        byte[] bytes = buf.array();
        for (int i = 0; i < h.records(); i++) {
            int at = HEADER + i * recordSize;
            int len = 0;
            while (len < recordSize && bytes[at + len] != 0) {
                len++;
            }
            names.add(new String(bytes, at, len, StandardCharsets.ISO_8859_1).strip());
        }
        return names;
    }
}
