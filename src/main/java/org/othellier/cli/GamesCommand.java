package org.othellier.cli;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.concurrent.Callable;
import org.othellier.store.GameExport;
import org.othellier.store.Journal;
import org.othellier.store.OctiReplay;
import org.othellier.store.StoredGame;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;

/** {@code games list} and {@code games export}: the kept games, read from the journal (also while the service runs). */
@Command(name = "games", mixinStandardHelpOptions = true,
        description = "Lists the kept games or exports one (transcript or GGF).",
        subcommands = {GamesCommand.ListGames.class, GamesCommand.Export.class})
public final class GamesCommand implements Runnable {

    @Override
    public void run() {
        throw new BadInputException("say what: games list, or games export ID");
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
                    System.out.println(g.id() + "\t" + g.started() + "\t" + g.status() + "\t"
                            + (g.result() == null ? "-" : g.result()) + "\t" + h.black() + " - " + h.white() + "\t"
                            + rules(h) + ", " + h.sensors() + ", clock " + h.clock());
                }
            }
            return 0;
        }
    }

    /**
     * The rules as a person names them: {@code othello 8x8 standard}, {@code octi fast} (an Octi header keeps its
     * variant as the start).
     */
    static String rules(org.othellier.store.GameHeader h) {
        if (h.game().equals("octi")) {
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
                if (format.equals("ggf") && OctiReplay.isOcti(g.header())) {
                    throw new BadInputException("game " + id + " is Octi: GGF is an Othello format (--format transcript"
                            + " writes its record)");
                }
                System.out.println(format.equals("ggf") ? GameExport.ggf(g) : GameExport.transcript(g));
            }
            return 0;
        }
    }
}
