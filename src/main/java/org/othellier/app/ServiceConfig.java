package org.othellier.app;

import java.nio.file.Path;
import java.util.Arrays;
import java.util.List;
import java.util.Set;
import org.othellier.app.opponent.OpponentFactory;
import org.othellier.app.opponent.PlayerSpec;
import org.othellier.board.SensorKind;
import org.othellier.coach.ReviewConfig;
import org.othellier.config.ConfigException;
import org.othellier.config.ConfigSection;
import org.othellier.engine.Level;
import org.othellier.engine.octi.SearchEngine;
import org.othellier.engine.othello.EngineDefaults;
import org.othellier.game.GameKind;
import org.othellier.game.octi.OctiVariant;
import org.othellier.game.othello.OthelloVariant;
import org.othellier.game.othello.Start;
import org.othellier.hw.BoardStatus;
import org.othellier.security.SecurityConfig;
import org.othellier.voice.VoiceConfig;

/**
 * The service's configuration file, read strictly: every option of docs/CONFIG.md with its
 * default, and a wrong one refused at start naming it. The hardware sections ({@code [gpio]},
 * {@code [serial]}) are read by their backends.
 *
 * @param port            the web page's port
 * @param bind            the address the web server listens on
 * @param dataDir         where the journal is kept
 * @param backend         {@code simulated}, {@code serial} or {@code gpio}
 * @param hardware        the whole file, for the hardware backend's own section
 * @param controller      settle time, lost-track delay, LED options
 * @param game            the first game's settings (and the defaults of {@code POST /api/game})
 * @param aiLevel         the level of a plain {@code ai} player
 * @param opponents       the computer players the configuration allows (the engine's memory, the NBoard engine)
 * @param chosenSensors   {@code board.sensors} when set, null when the games' sensing follows the board; after {@link #forBoard}, the sensing settled
 */
public record ServiceConfig(int port, String bind, Path dataDir, String backend, ConfigSection hardware,
                            BoardConfig controller, SessionSettings game, int aiLevel, OpponentConfig opponents,
                            SensorKind chosenSensors) {

    /**
     * @param tableMegabytes the engine's transposition tables
     * @param threads        the threads of the engine's 8x8 searches (middle game and exact solves)
     * @param nboardCommand  an external NBoard engine's program and arguments; empty when none
     * @param nboardDepth    the depth asked of it
     */
    public record OpponentConfig(int tableMegabytes, int threads, List<String> nboardCommand, int nboardDepth) {
        public OpponentConfig {
            nboardCommand = List.copyOf(nboardCommand);
        }

        public OpponentFactory factory() {
            return new OpponentFactory(tableMegabytes, threads, nboardCommand, nboardDepth);
        }
    }

    public static final int DEFAULT_PORT = 8080;
    /** A plain {@code ai} plays at this level: a club player's strength, quick on a Pi Zero 2 W. */
    public static final int DEFAULT_AI_LEVEL = 4;

    private static final Set<String> TOP = Set.of("service", "board", "game", "players", "leds", "gpio", "serial",
            "security", "coach", "puzzle", "voice", "review", "club", "remote");
    private static final Set<String> SERVICE = Set.of("port", "bind", "data");
    private static final Set<String> BOARD = Set.of("backend", "sensors", "settle-ms", "lost-track-ms", "checkpoint-ms",
            "unlifted-flips");
    private static final Set<String> GAME = Set.of("game", "size", "start", "variant", "clock", "tournament");
    private static final Set<String> PLAYERS = Set.of("black", "white", "black-2", "white-2", "ai-level", "ai-table-mb",
            "ai-threads", "nboard-command", "nboard-depth");
    private static final Set<String> LEDS = Set.of("hints", "last-move");

    /** Every option at its default: 8x8 Othello on the simulated board. */
    public static ServiceConfig defaults() {
        return read(ConfigSection.empty());
    }

    public static ServiceConfig load(Path file) {
        return read(ConfigSection.read(file));
    }

    public static ServiceConfig read(ConfigSection root) {
        root.rejectUnknown(TOP);
        SecurityConfig.read(root.section("security")); // refused at start, not at the first request
        CoachConfig.read(root.section("coach"), root.section("puzzle"));
        VoiceConfig.read(root.section("voice"));
        ReviewConfig.read(root.section("review"));
        ConfigSection service = root.section("service");
        service.rejectUnknown(SERVICE);
        int port = service.integer("port", DEFAULT_PORT, 0, 65535);
        String bind = service.string("bind", "0.0.0.0");
        Path data = dataDir(service.string("data", "~/.othellier"));

        ConfigSection board = root.section("board");
        board.rejectUnknown(BOARD);
        String backend = board.string("backend", "simulated");
        switch (backend) {
            case "simulated", "gpio", "serial" -> { }
            default -> throw new ConfigException("board.backend = \"" + backend + "\" is not one of simulated, serial, gpio");
        }
        // Until the board is open, colour stands for "not chosen": forBoard settles it.
        SensorKind sensors = board.choice("sensors", SensorKind.COLOUR, SensorKind.class);
        SensorKind chosen = board.has("sensors") ? sensors : null;
        int settle = board.integer("settle-ms", 250, 0, 5000);
        int lostTrack = board.integer("lost-track-ms", 3000, 500, 60_000);
        int checkpoint = board.integer("checkpoint-ms", 5000, 200, 600_000);

        ConfigSection leds = root.section("leds");
        leds.rejectUnknown(LEDS);
        BoardConfig options = new BoardConfig(settle, lostTrack, leds.bool("hints", false),
                leds.bool("last-move", false), checkpoint,
                board.choice("unlifted-flips", org.othellier.board.othello.FlipWatch.Mode.CONFIRM,
                        org.othellier.board.othello.FlipWatch.Mode.class));

        ConfigSection players = root.section("players");
        players.rejectUnknown(PLAYERS);
        int level = players.integer("ai-level", DEFAULT_AI_LEVEL, Level.MIN, Level.MAX);
        List<String> nboard = players.has("nboard-command")
                ? Arrays.stream(players.string("nboard-command", "").strip().split("\\s+")).filter(w -> !w.isEmpty()).toList()
                : List.of();
        if (players.has("nboard-command") && nboard.isEmpty()) {
            throw new ConfigException("players.nboard-command: empty; give the engine's program and its arguments");
        }
        OpponentConfig opponents = new OpponentConfig(
                players.integer("ai-table-mb", EngineDefaults.DEFAULT_TABLE_MB, 1, 4096),
                players.integer("ai-threads", 1, 1, 16), nboard,
                players.integer("nboard-depth", 12, 1, 60));
        ConfigSection g = root.section("game");
        g.rejectUnknown(GAME);
        String gameName = g.string("game", GameKind.OTHELLO.id());
        GameKind kind;
        try {
            kind = GameKind.parse(gameName);
        } catch (IllegalArgumentException e) {
            throw new ConfigException("game.game = \"" + gameName + "\" is not " + GameKind.ACCEPTED);
        }
        if (kind == GameKind.OCTI) {
            return new ServiceConfig(port, bind, data, backend, root, options, octi(g, players, sensors, level), level,
                    opponents, chosen);
        }
        for (String seat : List.of("black-2", "white-2")) {
            if (players.has(seat)) {
                throw new ConfigException("players." + seat + " is a seat of the four-player Octi game, not of Othello");
            }
        }
        PlayerSpec black = player(players, "black", level, opponents);
        PlayerSpec white = player(players, "white", level, opponents);
        OthelloSettings settings;
        try {
            OthelloVariant variant = OthelloVariant.of(g.integer("size", 8, 6, 10), start(g)).withRules(g.string("variant", "standard"));
            String clock = g.string("clock", "25m");
            settings = new OthelloSettings(gameName, variant, sensors, black, white, clock, g.bool("tournament", false));
        } catch (IllegalArgumentException e) {
            throw new ConfigException("[game]: " + e.getMessage());
        }
        return new ServiceConfig(port, bind, data, backend, root, options, settings, level, opponents, chosen);
    }

    /**
     * The configuration for the board that was opened: the games' sensing follows what its sensors can
     * see (presence on a reed-switch board, colour on a Hall board unless {@code board.sensors = "presence"}).
     * A {@code board.sensors} the board cannot play is refused, naming both.
     */
    public ServiceConfig forBoard(BoardStatus board) {
        SensorKind kind = chosenSensors == null ? board.preferred() : chosenSensors;
        if (!board.sensing().contains(kind)) {
            throw new ConfigException("board.sensors = \"" + OthelloSettings.name(kind) + "\" cannot be played on this "
                    + backend + " board: its sensors see only presence (reed switches), so its games are presence games;"
                    + " leave board.sensors out or set it to \"presence\"");
        }
        return new ServiceConfig(port, bind, dataDir, backend, hardware, controller, withSensors(game, kind), aiLevel,
                opponents, kind);
    }

    /** The same settings with another sensing. */
    static SessionSettings withSensors(SessionSettings s, SensorKind kind) {
        return switch (s) {
            case OthelloSettings g -> new OthelloSettings(g.game(), g.variant(), kind, g.black(), g.white(), g.clock(), g.tournament());
            case OctiSettings o -> new OctiSettings(o.variant(), kind, o.players(), o.clock());
        };
    }

    /**
     * The Octi game of {@code [game]}: {@code variant} is an Octi variant; {@code size} and {@code start}
     * are Othello's. Seats: black, white, and for the four-player game black-2 and white-2. A plain
     * {@code ai} plays at {@code players.ai-level}, at most the Octi engine's deepest level.
     */
    private static OctiSettings octi(ConfigSection g, ConfigSection players, SensorKind sensors, int level) {
        for (String othelloOnly : List.of("size", "start", "tournament")) {
            if (g.has(othelloOnly)) {
                throw new ConfigException("game." + othelloOnly + " is an Othello option; an Octi game has a 9x9 board"
                        + " and its variant (game.variant)");
            }
        }
        OctiVariant variant;
        try {
            variant = OctiVariant.parse(g.string("variant", "fast"));
        } catch (IllegalArgumentException e) {
            throw new ConfigException("game.variant: " + e.getMessage());
        }
        List<String> seats = new java.util.ArrayList<>();
        List<String> keys = variant.fourPlayer() ? List.of("black", "white", "black-2", "white-2") : List.of("black", "white");
        if (!variant.fourPlayer()) {
            for (String seat : List.of("black-2", "white-2")) {
                if (players.has(seat)) {
                    throw new ConfigException("players." + seat + ": the " + variant.id() + " game has two players");
                }
            }
        }
        for (String key : keys) {
            String text = players.string(key, "human").strip();
            if (text.equalsIgnoreCase("ai")) {
                text = "ai:" + Math.min(level, SearchEngine.MAX_LEVEL);
            }
            try {
                seats.add(OctiSettings.player(text));
            } catch (IllegalArgumentException e) {
                throw new ConfigException("players." + key + ": " + e.getMessage());
            }
        }
        try {
            return new OctiSettings(variant, sensors, seats, g.string("clock", "25m"));
        } catch (IllegalArgumentException e) {
            throw new ConfigException("[game]: " + e.getMessage());
        }
    }

    private static Start start(ConfigSection g) {
        try {
            return Start.parse(g.string("start", "othello"));
        } catch (IllegalArgumentException e) {
            throw new ConfigException("game.start: " + e.getMessage());
        }
    }

    private static PlayerSpec player(ConfigSection players, String key, int level, OpponentConfig opponents) {
        String text = players.string(key, "human");
        PlayerSpec spec;
        try {
            spec = PlayerSpec.parse(text, level);
        } catch (IllegalArgumentException e) {
            throw new ConfigException("players." + key + ": " + e.getMessage());
        }
        if (spec.kind() == PlayerSpec.Kind.NBOARD && opponents.nboardCommand().isEmpty()) {
            throw new ConfigException("players." + key + " = \"nboard\" needs players.nboard-command (the engine's program)");
        }
        return spec;
    }

    /** {@code ~} at the start is the home directory. */
    static Path dataDir(String text) {
        if (text.equals("~") || text.startsWith("~/")) {
            return Path.of(System.getProperty("user.home")).resolve(text.length() > 2 ? text.substring(2) : "");
        }
        return Path.of(text);
    }

    /** {@code [review]}: the engine's review of finished games (docs/REVIEW.md). */
    public ReviewConfig review() {
        return ReviewConfig.read(hardware.section("review"));
    }

    /** {@code [security]}: the arbiter's PIN, the board's names, the session's length. */
    public SecurityConfig security() {
        return SecurityConfig.read(hardware.section("security"));
    }

    /** {@code [coach]} and {@code [puzzle]}: hints and puzzle mode. */
    public CoachConfig coach() {
        return CoachConfig.read(hardware.section("coach"), hardware.section("puzzle"));
    }

    /** {@code [voice]}: the moves spoken aloud. */
    public VoiceConfig voice() {
        return VoiceConfig.read(hardware.section("voice"));
    }

    public ServiceConfig withPort(int newPort) {
        return new ServiceConfig(newPort, bind, dataDir, backend, hardware, controller, game, aiLevel, opponents,
                chosenSensors);
    }

    public ServiceConfig withDataDir(Path dir) {
        return new ServiceConfig(port, bind, dir, backend, hardware, controller, game, aiLevel, opponents, chosenSensors);
    }
}
