package org.othellier.app;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.PrintStream;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.othellier.cli.Main;
import org.othellier.game.othello.OthelloGame;
import org.othellier.game.othello.OthelloMove;
import org.othellier.game.othello.OthelloPosition;
import org.othellier.game.othello.OthelloResult;
import org.othellier.game.othello.OthelloVariant;
import picocli.CommandLine;

/** The rules commands as a script sees them: output lines and exit codes. */
class CommandLineTest {

    record Run(int code, String out, String err) {
    }

    static Run run(String... args) {
        PrintStream saved = System.out;
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        StringWriter err = new StringWriter();
        try {
            System.setOut(new PrintStream(out, true));
            CommandLine cl = Main.commandLine();
            cl.setErr(new PrintWriter(err));
            int code = cl.execute(args);
            return new Run(code, out.toString(), err.toString());
        } finally {
            System.setOut(saved);
        }
    }

    @Test
    void filesThatAreNotTextOrTooLargeAreRefusedInOneLine(@TempDir Path dir) throws IOException {
        Path latin1 = Files.write(dir.resolve("caf\u00e9.obf"), "caf\u00e9\n".getBytes(java.nio.charset.StandardCharsets.ISO_8859_1));
        Run solve = run("solve", latin1.toString());
        assertEquals(2, solve.code());
        assertEquals("solve: " + latin1 + " is not UTF-8 text (an OBF file is plain text)\n", solve.err());
        Run octi = run("octi", "show", latin1.toString());
        assertEquals(2, octi.code());
        assertEquals("show: " + latin1 + " is not UTF-8 text (an Octi record is plain text)\n", octi.err());
        Path huge = dir.resolve("one-line.txt");
        try (var out = Files.newOutputStream(huge)) {
            byte[] line = "f5".repeat(1 << 19).getBytes(java.nio.charset.StandardCharsets.US_ASCII);
            for (int i = 0; i < 17; i++) {
                out.write(line);
            }
        }
        Run replay = run("replay", huge.toString());
        assertEquals(2, replay.code());
        assertTrue(replay.err().startsWith("replay: " + huge + " is 17825792 bytes; a transcript or GGF file is read whole"),
                replay.err());
    }

    @Test
    void analyzeGivesWholeDiscsWhenExactAndAnEstimateToOneDecimalOtherwise() {
        Run searched = run("analyze", "f5d6", "--level", "2");
        assertEquals(0, searched.code(), searched.err());
        for (String line : searched.out().lines().toList()) {
            assertTrue(line.matches("[a-h][1-8]\t[+-]\\d+\\.\\d\tdepth \\d+"), line);
        }
        // Four empties, Black to move: solved at every level.
        Run exact = run("analyze", "XXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXOO---- X", "--level", "2");
        assertEquals(0, exact.code(), exact.err());
        assertFalse(exact.out().isBlank());
        assertFalse(searched.out().isBlank());
        for (String line : exact.out().lines().toList()) {
            assertTrue(line.matches("[a-h][1-8]\t[+-]\\d+\texact"), line);
        }
    }

    @Test
    void aBadOptionIsOneLineNamingItAndWhereTheOptionsAre() {
        Run r = run("serve", "--port", "abc");
        assertEquals(2, r.code());
        assertEquals("serve: --port must be a whole number, not 'abc' (./othellier help serve lists the options)\n", r.err());
        Run nested = run("octi", "perft", "--depth", "2", "--colour", "x");
        assertEquals(2, nested.code());
        assertEquals(1, nested.err().lines().count(), nested.err());
        assertTrue(nested.err().endsWith("(./othellier help octi perft lists the options)\n"), nested.err());
    }

    @Test
    void theCommandListGivesEveryCommandAWholeSentence() {
        Run r = run();
        String list = r.out().substring(r.out().indexOf("Commands:"));
        String joined = list.lines().skip(1).map(String::strip).reduce("", (a, b) -> a + " " + b).replaceAll("\\s+", " ");
        for (String command : Main.commandLine().getSubcommands().keySet()) {
            int at = joined.indexOf(" " + command + " ");
            assertTrue(at >= 0, command + " is listed");
            String rest = joined.substring(at + command.length() + 2);
            String sentence = rest.substring(0, rest.indexOf('.') + 1);
            assertFalse(sentence.isEmpty() || sentence.endsWith(",.") || sentence.contains("%n"),
                    command + ": '" + sentence + "'");
        }
        assertTrue(joined.contains("companion-bench Times the companion from a sensor frame handed to the game loop to the LED"
                + " plan leaving for the LEDs, over whole games"), joined);
    }

    @Test
    void aBusyPortIsSaidBeforeAnythingIsWritten(@TempDir Path dir) throws IOException {
        Path data = dir.resolve("data");
        Path config = writeConfig(dir);
        try (java.net.ServerSocket taken = new java.net.ServerSocket(0, 1, java.net.InetAddress.getLoopbackAddress())) {
            int port = taken.getLocalPort();
            Run serve = run("serve", "--port", String.valueOf(port), "--data", data.toString(), "--config", config.toString());
            assertEquals(1, serve.code());
            assertEquals("serve: the web server cannot listen on 127.0.0.1:" + port + ": the port is in use (another"
                    + " othellier running?); choose another with --port N or service.port in the configuration\n", serve.err());
            assertFalse(Files.exists(data), "no data folder, PIN or game 1 left behind to resume");
            Run club = run("club", "--port", String.valueOf(port), "--data", data.toString(), "--config", config.toString(),
                    "--broker", "tcp://127.0.0.1:1");
            assertEquals(1, club.code());
            assertEquals("club: the hub's page cannot listen on 127.0.0.1:" + port + ": the port is in use (another"
                    + " othellier running?); choose another with --port N or service.port in the configuration\n", club.err());
            assertFalse(Files.exists(data), "no data folder, PIN or hub database left behind");
        }
    }

    private static Path writeConfig(Path dir) throws IOException {
        return Files.writeString(dir.resolve("loopback.toml"), "[service]\nbind = \"127.0.0.1\"\n");
    }

    @Test
    void perftPrintsOneLinePerDepth() {
        Run r = run("perft", "--depth", "3");
        assertEquals(0, r.code());
        String[] lines = r.out().strip().split("\n");
        assertEquals(3, lines.length);
        assertTrue(lines[2].startsWith("3\t56\t"), lines[2]);
        assertEquals(4, lines[2].split("\t").length);
        assertTrue(run("perft", "--depth", "2", "--size", "10", "--start", "reversi").out().startsWith("1\t4\t"));
    }

    @Test
    void showPrintsThePictureMovesAndScore() {
        Run r = run("show", "f5d6c3");
        assertEquals(0, r.code());
        assertTrue(r.out().contains("White to move"), r.out());
        assertTrue(r.out().contains("Legal moves: d3 f3 f4 g5"), r.out());
        Run pos = run("show", "-".repeat(27) + "OX" + "-".repeat(6) + "XO" + "-".repeat(27) + " O");
        assertTrue(pos.out().contains("White to move"), pos.out());
    }

    @Test
    void badInputGetsOneLineAndExitCodeTwo() {
        Run r = run("show", "f5d6z3");
        assertEquals(2, r.code());
        assertEquals("show: transcript: move 3 'z3': 'z3' has no column letter a to j", r.err().strip());
        assertEquals(2, run("perft", "--depth", "0").code());
        assertEquals(2, run("perft", "--depth", "3", "--size", "7").code());
        assertEquals(2, run("perft").code());
        assertFalse(run("show", "f5f5").err().contains("Exception"));
        Run words = run("show", "hello");
        assertEquals(2, words.code());
        assertEquals("show: 'hello' is neither a transcript (moves such as f5d6c3) nor a position (64 squares of X, O and"
                + " -, then X or O to move)\n", words.err());
    }

    @Test
    void aCommandOfCommandsAloneListsThemALineEach() {
        for (String parent : new String[] {"games", "octi"}) {
            Run r = run(parent);
            assertEquals(0, r.code(), r.err());
            String list = r.out().substring(r.out().indexOf("Commands:"));
            for (String command : Main.commandLine().getSubcommands().get(parent).getSubcommands().keySet()) {
                assertTrue(list.lines().anyMatch(l -> l.startsWith("  " + command + " ") && l.strip().length() > command.length()),
                        parent + " " + command + " listed with its line:\n" + list);
            }
        }
        // A whole sentence, as the top list gives (picocli would cut a description's first line short).
        assertTrue(run("octi").out().replaceAll("\\s+", " ").contains("index-bench Times MoveIndex (legal moves grouped by the"
                + " sensor readings after them) on seeded random midgame positions"), run("octi").out());
    }

    @Test
    void replayChecksEveryGameAndSummarises(@TempDir Path dir) throws IOException {
        Path file = dir.resolve("games.txt");
        // A whole game: always the first legal move, to the end (64-0 is not needed: any end will do).
        OthelloGame game = new OthelloGame(OthelloVariant.OTHELLO);
        while (!game.isOver()) {
            OthelloPosition p = game.position();
            game.play(p.mustPass() ? OthelloMove.PASS : p.legalMoves().get(0));
        }
        String whole = game.transcript();
        OthelloResult result = game.result();
        String wrong = (result.black() + 2) + "-" + (result.white() - 2);
        Files.writeString(file, String.join("\n",
                "# transcripts: a finished game, an illegal one, an unfinished one, a wrong recorded score",
                whole + " " + result.score(),
                "f5 d6 a1",
                "f5d6c3",
                whole + "\t" + wrong));
        Run r = run("replay", file.toString());
        String[] lines = r.out().strip().split("\n");
        assertEquals(5, lines.length, r.out());
        assertEquals("1\tlegal\tfinished\t" + result.score(), lines[0]);
        assertTrue(lines[1].startsWith("2\tillegal\tunfinished\t"), lines[1]);
        assertTrue(lines[1].contains("move 3 'a1'"), lines[1]);
        assertTrue(lines[2].startsWith("3\tlegal\tunfinished\t"), lines[2]);
        assertEquals("summary\t4 games\t1 illegal\t2 unfinished\t1 score mismatches", lines[4]);
        assertEquals(1, r.code());
        assertEquals(2, run("replay", dir.resolve("missing.txt").toString()).code());
    }
}
