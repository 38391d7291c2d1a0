package org.othellier.engine.nboard;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.PrintStream;
import java.io.Reader;
import java.util.List;
import java.util.Locale;
import org.othellier.engine.Level;
import org.othellier.engine.othello.MoveScore;
import org.othellier.engine.othello.OthelloEngine;
import org.othellier.engine.othello.SearchResult;
import org.othellier.formats.Ggf;
import org.othellier.game.othello.IllegalOthelloMoveException;
import org.othellier.game.othello.OthelloGame;
import org.othellier.game.othello.OthelloMove;
import org.othellier.game.othello.OthelloVariant;

/**
 * The NBoard engine protocol (version 2) on a pair of streams, so the NBoard GUI and other tools
 * can use this engine. Commands are handled in the order received, each to the end before the next
 * (so a {@code pong} answers once everything sent before its {@code ping} is done):
 * <ul>
 *   <li>{@code nboard 2}: answered with {@code set myname othellier};</li>
 *   <li>{@code set depth N}: search depth 1 to 60 (see {@link #levelForDepth});</li>
 *   <li>{@code set game GGF}: the game so far; {@code move SQUARE[/eval/time]}: one more move;</li>
 *   <li>{@code go}: answered with {@code === SQUARE/eval/seconds} and {@code nodestats};</li>
 *   <li>{@code hint N}: answered with one {@code search SQUARE eval 0 depth} line per move, best
 *       first (up to N), then {@code status};</li>
 *   <li>{@code ping N}: answered with {@code pong N}; {@code learn}: {@code learned};
 *       {@code set contempt}, {@code analyze} and unknown commands are acknowledged on standard error.</li>
 * </ul>
 * A message that cannot be used (bad GGF, illegal move, bad number) is reported on the error
 * stream with the reason and otherwise ignored; the game stays as it was.
 */
public final class NboardServer {

    private final OthelloEngine engine;
    private final PrintStream out;
    private final PrintStream err;
    private OthelloGame game = new OthelloGame(OthelloVariant.OTHELLO);
    private Level level = levelForDepth(12);

    public NboardServer(OthelloEngine engine, PrintStream out, PrintStream err) {
        this.engine = engine;
        this.out = out;
        this.err = err;
    }

    /**
     * The level for an NBoard depth: that many plies in the middle game, and perfect play from
     * {@code depth + 6} empties (at most 22, so a hint or move never takes minutes).
     */
    public static Level levelForDepth(int depth) {
        return new Level(10, "nboard depth " + depth, depth, Math.min(22, depth + 6), 0, 0, 0);
    }

    /** Serves until the input ends or {@code quit}. */
    public void serve(Reader input) throws IOException {
        BufferedReader in = new BufferedReader(input);
        String line;
        while ((line = in.readLine()) != null) {
            if (!handle(line.strip())) {
                break;
            }
        }
    }

    /** Handles one command; false for {@code quit}. */
    boolean handle(String line) {
        if (line.isEmpty()) {
            return true;
        }
        String[] words = line.split("\\s+", 3);
        String command = words[0].toLowerCase(Locale.ROOT);
        try {
            switch (command) {
                case "nboard" -> send("set myname othellier");
                case "set" -> set(words, line);
                case "move" -> move(words);
                case "go" -> go();
                case "hint" -> hint(words);
                case "ping" -> send("pong" + (words.length > 1 ? " " + words[1] : ""));
                case "learn" -> send("learned");
                case "analyze" -> err.println("nboard: 'analyze' is not supported; use hint");
                case "quit" -> {
                    return false;
                }
                default -> err.println("nboard: unknown command '" + words[0] + "'");
            }
        } catch (IllegalArgumentException e) {
            err.println("nboard: '" + abbreviate(line) + "': " + e.getMessage());
        }
        return true;
    }

    private static String abbreviate(String s) {
        return s.length() > 60 ? s.substring(0, 57) + "..." : s;
    }

    private void set(String[] words, String line) {
        if (words.length < 3) {
            throw new IllegalArgumentException("expected 'set NAME VALUE'");
        }
        switch (words[1].toLowerCase(Locale.ROOT)) {
            case "depth" -> {
                int depth = parseInt(words[2], "depth");
                if (depth < 1 || depth > 60) {
                    throw new IllegalArgumentException("depth " + depth + " is outside 1 to 60");
                }
                level = levelForDepth(depth);
            }
            case "game" -> {
                List<Ggf.GgfGame> games = Ggf.parseAll(words[2]);
                if (games.size() != 1) {
                    throw new IllegalArgumentException("expected one GGF game, got " + games.size());
                }
                try {
                    game = games.get(0).replay();
                } catch (IllegalOthelloMoveException e) {
                    throw new IllegalArgumentException("the game has an illegal move: " + e.getMessage());
                }
                engine.newGame();
            }
            case "contempt" -> parseInt(words[2], "contempt"); // accepted; draws are scored as draws
            default -> err.println("nboard: unknown setting '" + words[1] + "'");
        }
    }

    private static int parseInt(String s, String what) {
        try {
            return Integer.parseInt(s.strip());
        } catch (NumberFormatException e) {
            throw new IllegalArgumentException(what + " '" + s + "' is not a whole number");
        }
    }

    private void move(String[] words) {
        if (words.length < 2) {
            throw new IllegalArgumentException("expected 'move SQUARE'");
        }
        String square = (words[1] + (words.length > 2 ? words[2] : "")).split("/")[0].strip();
        OthelloMove m = OthelloMove.parse(square);
        if (!m.isPass() && game.position().mustPass()) {
            game.play(OthelloMove.PASS);
        }
        try {
            game.play(m);
        } catch (IllegalOthelloMoveException e) {
            throw new IllegalArgumentException(e.getMessage());
        }
    }

    private void go() {
        if (game.isOver()) {
            throw new IllegalArgumentException("the game is over");
        }
        send("status thinking");
        SearchResult r = engine.think(game.position(), level, null, null);
        send(String.format(Locale.ROOT, "=== %s/%.2f/%.3f", name(r.move()), r.score(), r.millis() / 1000.0));
        send(String.format(Locale.ROOT, "nodestats %d %.3f", r.nodes(), r.millis() / 1000.0));
        send("status");
    }

    private void hint(String[] words) {
        int n = words.length > 1 ? parseInt(words[1], "hint count") : 1;
        if (game.isOver()) {
            throw new IllegalArgumentException("the game is over");
        }
        send("status analysing");
        List<MoveScore> scores = engine.analyze(game.position(), level, null);
        if (scores.isEmpty() && game.position().mustPass()) {
            send("search PA 0.00 0 " + level.depth());
        }
        for (int i = 0; i < Math.min(n, scores.size()); i++) {
            MoveScore s = scores.get(i);
            send(String.format(Locale.ROOT, "search %s %.2f 0 %s", name(s.move()), s.score(),
                    s.exact() ? "100%" : String.valueOf(s.depth())));
        }
        send("status");
    }

    private static String name(OthelloMove m) {
        return m.isPass() ? "PA" : m.toString().toUpperCase(Locale.ROOT);
    }

    private void send(String message) {
        out.println(message);
        out.flush();
    }
}
