package org.othellier.cli;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.Callable;
import org.othellier.coach.PlyReview;
import org.othellier.coach.Review;
import org.othellier.coach.Reviewer;
import org.othellier.engine.Level;
import org.othellier.engine.othello.OthelloEngine;
import org.othellier.formats.Ggf;
import org.othellier.game.GameKind;
import org.othellier.game.othello.OthelloGame;
import org.othellier.game.othello.OthelloVariant;
import org.othellier.game.othello.Transcript;
import org.othellier.game.othello.TranscriptException;
import org.othellier.store.Journal;
import org.othellier.store.Replay;
import org.othellier.store.StoredGame;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;

/** The engine's review of a game, one tab-separated line per move, for scripts. */
@Command(name = "review", mixinStandardHelpOptions = true,
        description = {"Reviews a kept game (its number, as `games list` shows it) or a game in a file (GGF, or a",
            "transcript) with the engine, and prints one tab-separated line per move: ply, move, value, best move,",
            "best value, loss, class. Values are the final disc difference from the mover's point of view, signed",
            "(+ ahead, - behind): whole numbers when solved exactly, the search's estimate to one decimal before",
            "that. The loss is the discs the move gives away against the best move, never signed. Classes by the loss:",
            "best, good (under 2 discs), inaccuracy (2 or more), mistake (4), blunder (8). A first line starting",
            "with # names the opening and the ply where the game left the named lines. Standard 8x8 Othello only."})
public final class ReviewCommand implements Callable<Integer> {

    private static final String EXPECTED = "a GGF file starts (;GM[Othello] and a transcript with moves such as f5d6c3";

    @Parameters(paramLabel = "GAME|FILE", description = "a kept game's number, or a .ggf or transcript file")
    String game;

    @Option(names = "--level", defaultValue = "" + Reviewer.DEFAULT_LEVEL,
            description = "the level whose search values the moves before the exact solve (default ${DEFAULT-VALUE})")
    int level;

    @Option(names = "--exact-from", defaultValue = "" + Reviewer.DEFAULT_EXACT_FROM,
            description = "solve exactly from this many empties (default ${DEFAULT-VALUE})")
    int exactFrom;

    @Option(names = "--data", paramLabel = "DIR", description = "where games are kept (default ~/.othellier)")
    Path data;

    @Override
    public Integer call() throws Exception {
        Level lvl;
        Reviewer reviewer;
        try {
            lvl = Level.of(level);
            reviewer = new Reviewer(new OthelloEngine(), lvl, exactFrom);
        } catch (IllegalArgumentException e) {
            throw new BadInputException(e.getMessage());
        }
        OthelloGame g = read();
        String why = Reviewer.refusal(g.variant());
        if (why != null) {
            throw new BadInputException(why);
        }
        Review r = reviewer.review(g, Reviewer.Gate.NEVER);
        System.out.println("# opening\t" + (r.opening() == null ? "-" : r.opening()) + "\tleft-theory\t"
                + (r.leftTheory() == 0 ? "-" : r.leftTheory()));
        for (PlyReview p : r.plies()) {
            System.out.println(Review.line(p));
        }
        return 0;
    }

    private OthelloGame read() {
        if (game.matches("[0-9]{1,18}")) {
            try (Journal j = GamesCommand.open(data)) {
                long id = Long.parseLong(game);
                StoredGame s = j.load(id).orElseThrow(() -> new BadInputException("no game " + id));
                if (s.header().kind() == GameKind.OCTI) {
                    throw new BadInputException("game " + id + " is Octi: the review is for 8x8 Othello");
                }
                return Replay.game(s);
            }
        }
        Path file = Path.of(game);
        String text;
        try {
            text = Files.readString(file);
        } catch (IOException e) {
            throw new BadInputException(game + " is neither a game number nor a readable file (" + e.getMessage() + ")");
        }
        if (text.isBlank()) {
            throw new BadInputException(game + " is empty: " + EXPECTED);
        }
        try {
            if (text.contains("(;")) {
                List<Ggf.GgfGame> games = Ggf.parseAll(text);
                if (games.size() != 1) {
                    throw new BadInputException(game + " holds " + games.size() + " GGF games; give a file with one");
                }
                return games.get(0).replay();
            }
            return Transcript.replay(OthelloVariant.OTHELLO, text.strip().split("\\s+(?=\\d+-\\d+$)")[0]);
        } catch (TranscriptException e) {
            if (PositionInput.notAMove(e)) {
                throw new BadInputException(game + " is not a game: it starts '" + PositionInput.firstWord(text) + "', where"
                        + " " + EXPECTED);
            }
            throw new BadInputException(game + ": " + e.getMessage());
        } catch (IllegalArgumentException e) { // a FormatException or a TranscriptException among them
            throw new BadInputException(game + ": " + e.getMessage());
        }
    }
}
