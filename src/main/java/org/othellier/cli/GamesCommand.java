package org.othellier.cli;

import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Instant;
import java.time.ZoneId;
import java.time.format.DateTimeFormatter;
import java.time.format.DateTimeParseException;
import java.util.Locale;
import java.util.concurrent.Callable;
import org.othellier.game.GameKind;
import org.othellier.store.GameExport;
import org.othellier.store.Journal;
import org.othellier.store.StoredGame;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;

/** {@code games list} and {@code games export}: the kept games, read from the journal (also while the service runs). */
@Command(name = "games", mixinStandardHelpOptions = true,
        description = "Lists the kept games or exports one (transcript or GGF).",
        subcommands = {GamesCommand.ListGames.class, GamesCommand.Export.class})
public final class GamesCommand implements Runnable {

    @Spec
    CommandSpec spec;

    /** {@code games} alone: what it can do, a line each. */
    @Override
    public void run() {
        spec.commandLine().usage(System.out);
    }

    static Journal open(Path data) {
        Path dir = data != null ? data : Path.of(System.getProperty("user.home"), ".othellier");
        if (!Files.isRegularFile(dir.resolve(Journal.FILE_NAME))) {
            throw new BadInputException("no games kept in " + dir + " (no " + Journal.FILE_NAME + "; --data DIR names another place)");
        }
        return Journal.openReadOnly(dir); // never writes: the service may be running, the folder read-only
    }

    @Command(name = "list", mixinStandardHelpOptions = true, description = "One line per game, newest first: "
            + "number, started, status, result, players, rules.")
    static final class ListGames implements Callable<Integer> {
        @Option(names = "--data", paramLabel = "DIR", description = "where games are kept (default ~/.othellier)")
        Path data;

        @Override
        public Integer call() {
            try (Journal j = open(data)) {
                for (StoredGame g : j.list()) {
                    var h = g.header();
                    System.out.println(g.id() + "\t" + localTime(g.started(), ZoneId.systemDefault()) + "\t" + g.status() + "\t"
                            + (g.result() == null ? "-" : g.result()) + "\t" + h.black() + " - " + h.white() + "\t"
                            + rules(h) + ", " + h.sensors() + ", clock " + h.clock());
                }
            }
            return 0;
        }
    }

    private static final DateTimeFormatter LOCAL_TIME = DateTimeFormatter.ofPattern("yyyy-MM-dd HH:mm:ss", Locale.ROOT);

    /** A journal's time (ISO-8601, UTC, maybe to the nanosecond) as the clock on the wall shows it, to the second. */
    public static String localTime(String instant, ZoneId zone) {
        if (instant == null) {
            return "-";
        }
        try {
            return LOCAL_TIME.format(Instant.parse(instant).atZone(zone));
        } catch (DateTimeParseException e) {
            return instant; // shown as kept rather than hidden
        }
    }

    /**
     * The rules as a person names them: {@code othello 8x8 standard}, {@code octi fast} (an Octi header keeps its
     * variant as the start).
     */
    static String rules(org.othellier.store.GameHeader h) {
        if (h.kind() == GameKind.OCTI) {
            return "octi " + h.start();
        }
        return h.start() + " " + h.size() + "x" + h.size() + " " + h.rules();
    }

    @Command(name = "export", mixinStandardHelpOptions = true, description = "Prints one game as a transcript or as GGF.")
    static final class Export implements Callable<Integer> {
        @Parameters(paramLabel = "ID", description = "the game's number (games list shows it)")
        long id;

        @Option(names = "--format", paramLabel = "F", description = "transcript (default; an Octi game's record) or ggf")
        String format = "transcript";

        @Option(names = "--data", paramLabel = "DIR", description = "where games are kept (default ~/.othellier)")
        Path data;

        @Override
        public Integer call() {
            if (!format.equals("transcript") && !format.equals("ggf")) {
                throw new BadInputException("--format " + format + " is not transcript or ggf");
            }
            try (Journal j = open(data)) {
                StoredGame g = j.load(id).orElseThrow(() -> new BadInputException("no game " + id + " in " + j.file()));
                if (format.equals("ggf") && g.header().kind() == GameKind.OCTI) {
                    throw new BadInputException("game " + id + " is Octi: GGF is an Othello format (--format transcript"
                            + " writes its record)");
                }
                System.out.println(format.equals("ggf") ? GameExport.ggf(g) : GameExport.transcript(g));
            }
            return 0;
        }
    }
}
