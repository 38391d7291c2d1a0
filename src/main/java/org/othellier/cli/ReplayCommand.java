package org.othellier.cli;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.util.List;
import java.util.Locale;
import java.util.concurrent.Callable;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.othellier.formats.FormatException;
import org.othellier.formats.Ggf;
import org.othellier.formats.Wthor;
import org.othellier.game.Side;
import org.othellier.game.othello.IllegalOthelloMoveException;
import org.othellier.game.othello.OthelloGame;
import org.othellier.game.othello.OthelloMove;
import org.othellier.game.othello.OthelloPosition;
import org.othellier.game.othello.OthelloResult;
import org.othellier.game.othello.OthelloVariant;
import org.othellier.game.othello.Start;
import org.othellier.game.othello.Transcript;
import org.othellier.game.othello.TranscriptException;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;

/**
 * Replays recorded games and checks them against the rules: every move legal, and every finished
 * game's recorded score equal to the score of its final position (O-10).
 */
@Command(name = "replay", mixinStandardHelpOptions = true,
        description = {"Replays games from transcript files (one per line, optionally followed by the recorded",
            "score as black-white), GGF files or WTHOR databases (.wtb), and checks them.",
            "Prints one tab-separated line per game: number, legal|illegal, finished|unfinished, score",
            "(black-white, empties to the winner; as the discs stand for an unfinished game), then a note",
            "when something is wrong; last a summary line. Exit code 0 only when every game is legal",
            "and every finished game's recorded score matches."})
public final class ReplayCommand implements Callable<Integer> {

    /** Text files are read whole: 16 MB is some 100,000 games, and fits a Pi Zero 2 W's small heap. */
    static final long MAX_TEXT_BYTES = 16 << 20;

    @Parameters(arity = "1..*", paramLabel = "FILE", description = "Transcript, GGF or WTHOR files.")
    List<Path> files;

    @Option(names = "--size", defaultValue = "8", description = "Board size of transcripts: 6, 8 or 10 (default ${DEFAULT-VALUE}).")
    int size;

    @Option(names = "--start", defaultValue = "othello", description = "Start of transcripts: othello or reversi (default ${DEFAULT-VALUE}).")
    String start;

    @Option(names = "--variant", defaultValue = "standard",
            description = "Rules of transcripts: standard, single-flank, anti-reversi (default ${DEFAULT-VALUE}).")
    String rules;

    private static final Pattern TRAILING_SCORE = Pattern.compile("\\s+(\\d{1,3})\\s*[-:]\\s*(\\d{1,3})\\s*$");

    private int games;
    private int illegal;
    private int unfinished;
    private int mismatches;

    @Override
    public Integer call() {
        OthelloVariant variant;
        try {
            variant = OthelloVariant.of(size, Start.parse(start)).withRules(rules);
        } catch (IllegalArgumentException e) {
            throw new BadInputException(e.getMessage());
        }
        for (Path file : files) {
            try {
                String name = file.getFileName().toString().toLowerCase(Locale.ROOT);
                if (name.endsWith(".wtb")) {
                    replayWthor(file);
                } else {
                    if (Files.size(file) > MAX_TEXT_BYTES) {
                        throw new BadInputException(file + " is " + Files.size(file) + " bytes; a transcript or GGF file is read"
                                + " whole, up to " + MAX_TEXT_BYTES + " (split it, or give WTHOR .wtb files)");
                    }
                    String text = Files.readString(file, StandardCharsets.ISO_8859_1);
                    if (text.contains("(;")) {
                        replayGgf(text);
                    } else {
                        replayTranscripts(text, variant);
                    }
                }
            } catch (NoSuchFileException e) {
                throw new BadInputException(file + ": no such file");
            } catch (IOException e) {
                throw new BadInputException(file + ": cannot be read: " + e.getMessage());
            } catch (FormatException e) {
                throw new BadInputException(e.getMessage().startsWith(file.toString()) ? e.getMessage()
                        : file + ": " + e.getMessage());
            }
        }
        System.out.printf("summary\t%d games\t%d illegal\t%d unfinished\t%d score mismatches%n",
                games, illegal, unfinished, mismatches);
        return illegal == 0 && mismatches == 0 ? 0 : 1;
    }

    private void replayWthor(Path file) throws IOException {
        for (Wthor.Game g : Wthor.readGames(file)) {
            OthelloGame game = new OthelloGame(OthelloVariant.OTHELLO);
            String error = null;
            for (OthelloMove m : g.moves()) {
                try {
                    if (game.position().mustPass()) {
                        game.play(OthelloMove.PASS);
                    }
                    game.play(m);
                } catch (IllegalOthelloMoveException e) {
                    error = "move " + (game.ply() + 1) + " '" + m + "': " + e.getMessage();
                    break;
                }
            }
            report(game, error, g.blackScore(), null);
        }
    }

    private void replayGgf(String text) {
        for (Ggf.GgfGame g : Ggf.parseAll(text)) {
            OthelloGame game = new OthelloGame(g.start());
            String error = null;
            for (OthelloMove m : g.moves()) {
                try {
                    if (!m.isPass() && game.position().mustPass()) {
                        game.play(OthelloMove.PASS);
                    }
                    game.play(m);
                } catch (IllegalOthelloMoveException e) {
                    error = "move " + (game.ply() + 1) + " '" + m + "': " + e.getMessage();
                    break;
                }
            }
            Double diff = g.endedEarly() ? null : g.resultDifference();
            report(game, error, null, diff);
        }
    }

    private void replayTranscripts(String text, OthelloVariant variant) {
        for (String line : text.split("\r?\n")) {
            String t = line.strip();
            if (t.isEmpty() || t.startsWith("#") || t.startsWith("%")) {
                continue;
            }
            Integer recordedBlack = null;
            Integer recordedWhite = null;
            Matcher m = TRAILING_SCORE.matcher(t);
            if (m.find()) {
                recordedBlack = Integer.parseInt(m.group(1));
                recordedWhite = Integer.parseInt(m.group(2));
                t = t.substring(0, m.start());
            }
            OthelloGame game;
            String error = null;
            try {
                game = Transcript.replay(variant, t);
            } catch (TranscriptException e) {
                error = e.getMessage();
                game = partial(variant, t, e.moveNumber());
            }
            report(game, error, recordedBlack, recordedWhite == null || recordedBlack == null ? null
                    : (double) (recordedBlack - recordedWhite));
        }
    }

    /** The game up to the move before the bad one, for the score column of an illegal game. */
    private static OthelloGame partial(OthelloVariant variant, String text, int badMove) {
        OthelloGame game = new OthelloGame(OthelloPosition.start(variant));
        try {
            for (String token : Transcript.tokens(text)) {
                if (game.ply() + 1 >= badMove) {
                    break;
                }
                OthelloMove move = OthelloMove.parse(token);
                if (!move.isPass() && game.position().mustPass()) {
                    game.play(OthelloMove.PASS);
                }
                game.play(move);
            }
        } catch (IllegalArgumentException ignored) {
            // Stop at the first problem: the note already names it.
        }
        return game;
    }

    /**
     * One line per game. {@code recordedBlack} is Black's recorded count with empties to the winner;
     * {@code recordedDifference} is Black's recorded disc difference; either may be absent.
     */
    private void report(OthelloGame game, String error, Integer recordedBlack, Double recordedDifference) {
        games++;
        OthelloPosition end = game.position();
        boolean finished = error == null && end.isOver();
        String score;
        String note = error;
        if (finished) {
            OthelloResult result = end.result();
            score = result.score();
            boolean mismatch = recordedBlack != null && recordedBlack != result.black()
                    || recordedDifference != null && Math.round(recordedDifference) != result.black() - result.white();
            if (mismatch) {
                mismatches++;
                note = "recorded " + (recordedBlack != null ? "Black " + recordedBlack : "difference " + recordedDifference);
            }
        } else {
            score = end.count(Side.BLACK) + "-" + end.count(Side.WHITE);
            unfinished++;
        }
        if (error != null) {
            illegal++;
        }
        System.out.println(games + "\t" + (error == null ? "legal" : "illegal") + "\t"
                + (finished ? "finished" : "unfinished") + "\t" + score + (note == null ? "" : "\t" + note));
    }
}
