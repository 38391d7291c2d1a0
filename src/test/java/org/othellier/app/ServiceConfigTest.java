package org.othellier.app;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.othellier.app.opponent.PlayerSpec;
import org.othellier.board.SensorKind;
import org.othellier.board.othello.FlipWatch;
import org.othellier.cli.Main;
import org.othellier.config.ConfigException;
import org.othellier.config.ConfigSection;
import org.othellier.hw.BoardStatus;

/** The configuration file: defaults, every option read, and a wrong one refused naming it. */
class ServiceConfigTest {

    private static ServiceConfig read(String toml) {
        return ServiceConfig.read(ConfigSection.parse(toml, "test"));
    }

    private static void refused(String toml, String messagePart) {
        ConfigException e = assertThrows(ConfigException.class, () -> read(toml));
        assertTrue(e.getMessage().contains(messagePart), e.getMessage());
    }

    @Test
    void unliftedFlipsAreConfirmedByASecondPressUnlessTheBoardSectionSaysOtherwise() {
        assertEquals(FlipWatch.Mode.CONFIRM, read("").controller().unliftedFlips());
        assertEquals(FlipWatch.Mode.STRICT, read("[board]\nunlifted-flips = \"strict\"").controller().unliftedFlips());
        assertEquals(FlipWatch.Mode.OFF, read("[board]\nunlifted-flips = \"off\"").controller().unliftedFlips());
        refused("[board]\nunlifted-flips = \"strikt\"", "board.unlifted-flips = \"strikt\" is not one of off, confirm, strict");
        refused("[board]\nunlifted-flip = \"off\"", "unknown option board.unlifted-flip");
    }

    @Test
    void aFileNestedADeepAsAnAttackOrNotUtf8IsOneLine(@org.junit.jupiter.api.io.TempDir Path dir) throws Exception {
        Path deep = java.nio.file.Files.writeString(dir.resolve("deep.toml"), "a = " + "[".repeat(1000) + "]".repeat(1000) + "\n");
        ConfigException e = assertThrows(ConfigException.class, () -> ServiceConfig.load(deep));
        assertTrue(e.getMessage().endsWith("nested too deeply to be a configuration"), e.getMessage());
        Path latin1 = java.nio.file.Files.write(dir.resolve("latin1.toml"), "# caf\u00e9\n".getBytes(java.nio.charset.StandardCharsets.ISO_8859_1));
        ConfigException l = assertThrows(ConfigException.class, () -> ServiceConfig.load(latin1));
        assertEquals("configuration file " + latin1 + " is not UTF-8 text (TOML files are UTF-8)", l.getMessage());
    }

    @Test
    void noFileMeansEightByEightOthelloOnTheSimulatedBoard() {
        ServiceConfig c = ServiceConfig.defaults();
        assertEquals(8080, c.port());
        assertEquals("simulated", c.backend());
        assertEquals(8, ((OthelloSettings) c.game()).variant().size());
        assertEquals(SensorKind.COLOUR, c.game().sensors());
        assertEquals("25m", c.game().clock());
        assertEquals(250, c.controller().settleMillis());
        assertTrue(c.dataDir().endsWith(".othellier"));
    }

    @Test
    void theExampleFileListsTheDefaults() {
        ServiceConfig example = ServiceConfig.load(Path.of("docs", "othellier.example.toml"));
        ServiceConfig defaults = ServiceConfig.defaults();
        assertEquals(defaults.game(), example.game());
        assertEquals(defaults.controller(), example.controller());
        assertEquals(defaults.port(), example.port());
        assertEquals(defaults.dataDir(), example.dataDir());
        assertEquals(defaults.aiLevel(), example.aiLevel());
        assertEquals(defaults.opponents(), example.opponents());
        assertEquals(defaults.security(), example.security());
    }

    @Test
    void thePackagedConfigurationIsTheDefaultsWithThePisPaths() throws java.io.IOException {
        Path conffile = Path.of("packaging", "deb", "othellier.toml");
        ServiceConfig packaged = ServiceConfig.load(conffile);
        ServiceConfig defaults = ServiceConfig.defaults();
        assertEquals(defaults.game(), packaged.game());
        assertEquals(defaults.controller(), packaged.controller());
        assertEquals(defaults.port(), packaged.port());
        assertEquals(defaults.bind(), packaged.bind());
        assertEquals(defaults.backend(), packaged.backend());
        assertEquals(defaults.aiLevel(), packaged.aiLevel());
        assertEquals(defaults.opponents(), packaged.opponents());
        assertEquals(Path.of("/var/lib/othellier"), packaged.dataDir());
        assertEquals(defaults.security(), packaged.security());
        String text = java.nio.file.Files.readString(conffile);
        assertTrue(text.contains("port = \"/dev/othellier-board\""), "the serial board by the udev rule's name");
        // Every option of the example file and of [serial] is present in the packaged file, set or commented.
        String example = java.nio.file.Files.readString(Path.of("docs", "othellier.example.toml"));
        java.util.List<String> keys = new java.util.ArrayList<>(example.lines()
                .map(l -> l.replaceFirst("^#\\s*", "")).filter(l -> l.matches("[a-z0-9-]+ = .*"))
                .map(l -> l.substring(0, l.indexOf(' '))).toList());
        keys.addAll(org.othellier.hw.serial.SerialConfig.KEYS);
        for (String key : keys) {
            assertTrue(text.lines().anyMatch(l -> l.replaceFirst("^#\\s*", "").startsWith(key + " = ")),
                    "the packaged configuration shows " + key);
        }
    }

    @Test
    void everyOptionIsRead() {
        ServiceConfig c = read("""
                [service]
                port = 9000
                bind = "127.0.0.1"
                data = "/var/lib/othellier"
                [board]
                backend = "simulated"
                sensors = "presence"
                settle-ms = 300
                lost-track-ms = 5000
                checkpoint-ms = 2000
                [game]
                size = 10
                start = "reversi"
                variant = "anti-reversi"
                clock = "15m+10s"
                tournament = true
                [players]
                black = "ai:3"
                white = "human"
                ai-level = 1
                ai-table-mb = 8
                ai-threads = 3
                nboard-command = "  ./othellier   nboard "
                nboard-depth = 6
                [leds]
                hints = true
                last-move = true
                """);
        assertEquals(9000, c.port());
        assertEquals(Path.of("/var/lib/othellier"), c.dataDir());
        assertEquals(SensorKind.PRESENCE, c.game().sensors());
        OthelloSettings g = (OthelloSettings) c.game();
        assertEquals("reversi 10x10 anti-reversi", g.variant().describe());
        assertEquals(PlayerSpec.ai(3), g.black());
        assertEquals(new ServiceConfig.OpponentConfig(8, 3, List.of("./othellier", "nboard"), 6), c.opponents());
        assertEquals(new BoardConfig(300, 5000, true, true, 2000, FlipWatch.Mode.CONFIRM), c.controller());
        assertTrue(g.tournament());
    }

    @Test
    void aWrongOptionIsRefusedNamingIt() {
        refused("[board]\nsettle = 100", "unknown option board.settle");
        refused("[bord]\nbackend = \"gpio\"", "unknown option bord");
        refused("[board]\nsettle-ms = -1", "board.settle-ms = -1 is outside 0 to 5000");
        refused("[board]\nbackend = \"usb\"", "board.backend = \"usb\" is not one of");
        refused("[board]\nsensors = \"magnetic\"", "board.sensors");
        refused("[game]\nsize = 7", "board size 7");
        refused("[game]\nclock = \"25 minutes\"", "time control");
        refused("[game]\nstart = \"chess\"", "game.start");
        refused("[players]\nwhite = \"nboard\"", "players.white = \"nboard\" needs players.nboard-command");
        refused("[players]\nnboard-command = \"  \"", "players.nboard-command: empty");
        refused("[players]\nblack = \"ai:11\"", "players.black: AI level 11 is outside 1 to 10");
        refused("[players]\nai-level = 0", "players.ai-level");
        refused("[players]\nai-threads = 0", "players.ai-threads = 0 is outside 1 to 16");
    }

    @Test
    void serveRefusesABadFileWithExitCode2(@org.junit.jupiter.api.io.TempDir Path dir) throws Exception {
        Path file = dir.resolve("bad.toml");
        Files.writeString(file, "[board]\nsettle = 100\n");
        assertEquals(2, Main.run("serve", "--config", file.toString(), "--data", dir.toString()));
    }

    @Test
    void anOctiGameWithItsVariantAndSeats() {
        ServiceConfig c = read("""
                [game]
                game = "octi"
                variant = "four-player"
                clock = "30m"
                [players]
                ai-level = 10
                white = "ai"
                black-2 = "greedy"
                white-2 = "ai:2"
                """);
        OctiSettings o = (OctiSettings) c.game();
        assertEquals(org.othellier.game.octi.OctiVariant.FOUR_PLAYER, o.variant());
        assertEquals(java.util.List.of("human", "ai:8", "greedy", "ai:2"), o.players(), "a plain ai at most the deepest Octi level");
        assertEquals(9, o.boardSize());
        assertEquals("30m", o.clock());
    }

    @Test
    void octiOptionsThatDoNotApplyAreRefused() {
        refused("[game]\ngame = \"octi\"\nsize = 8\n", "game.size is an Othello option");
        refused("[game]\ngame = \"octi\"\nvariant = \"huge\"\n", "game.variant: unknown Octi variant 'huge'");
        refused("[game]\ngame = \"octi\"\n[players]\nblack-2 = \"human\"\n", "players.black-2: the fast game has two players");
        refused("[game]\ngame = \"octi\"\n[players]\nwhite = \"ai:12\"\n", "players.white");
        refused("[players]\nwhite-2 = \"human\"\n", "players.white-2 is a seat of the four-player Octi game");
        refused("[game]\ngame = \"chess\"\n", "is not othello or octi");
    }

    /** The games' sensing follows what the board's sensors see; {@code board.sensors} may only ask for what they can. */
    @Test
    void theSensingFollowsTheBoard() {
        BoardStatus reed = BoardStatus.connected(SensorKind.PRESENCE);
        BoardStatus hall = BoardStatus.connected(SensorKind.COLOUR);
        assertEquals(SensorKind.PRESENCE, read("[board]\nbackend = \"serial\"").forBoard(reed).game().sensors(),
                "a reed-switch board plays presence games from the first start");
        assertEquals(SensorKind.PRESENCE, read("[board]\nbackend = \"gpio\"\n[game]\ngame = \"octi\"").forBoard(reed)
                .game().sensors());
        assertEquals(SensorKind.COLOUR, read("[board]\nbackend = \"serial\"").forBoard(hall).game().sensors());
        assertEquals(SensorKind.PRESENCE, read("[board]\nbackend = \"serial\"\nsensors = \"presence\"").forBoard(hall)
                .game().sensors(), "a colour board may play presence games");
        ConfigException e = assertThrows(ConfigException.class,
                () -> read("[board]\nbackend = \"gpio\"\nsensors = \"colour\"").forBoard(reed));
        assertTrue(e.getMessage().startsWith("board.sensors = \"colour\" cannot be played on this gpio board: its sensors"
                + " see only presence"), e.getMessage());
    }
}
