package org.othellier.app;

import java.util.ArrayList;
import java.util.EnumMap;
import java.util.List;
import java.util.Map;
import java.util.function.Consumer;
import org.othellier.game.Side;
import org.othellier.game.othello.OthelloMove;
import org.othellier.game.othello.OthelloPosition;
import org.othellier.game.othello.OthelloResult;
import org.othellier.voice.Phrases;
import org.othellier.voice.Speaker;

/**
 * The voice (README "The coach at the board"): listens to the Othello game's snapshots, as the page does, and says
 * what a player who looks at the board wants to hear: the AI's move with the discs to turn, a pass, the last minute and
 * the last ten seconds of the player to move, the result; and the coach's hint and a puzzle's verdict. It runs on the loop's thread and only hands lines to the {@link Speaker},
 * which never blocks. What was already so when a game began (or resumed) is not said.
 */
public final class Announcer implements Consumer<SessionView> {

    /** The low-time lines, in milliseconds: the clock's default warnings (the lowest crossed is said). */
    static final long[] THRESHOLDS = {10_000, 60_000};

    private final Speaker speaker;
    private final Phrases phrases;
    private long gameId = -1;
    private String lastRequested;
    private int lastMoves;
    private boolean resultSaid;
    private String lastHint;
    private org.othellier.coach.PuzzleVerdict lastVerdict;
    private final Map<Side, Long> lastRemaining = new EnumMap<>(Side.class);

    public Announcer(Speaker speaker, Phrases phrases) {
        this.speaker = speaker;
        this.phrases = phrases;
    }

    @Override
    public void accept(SessionView view) {
        if (!(view instanceof OthelloSnapshot s)) {
            gameId = -1; // Octi: not spoken; a return to Othello starts afresh
            return;
        }
        List<String> lines = lines(s);
        lines.forEach(speaker::say);
    }

    /** The lines this snapshot brings, against the one before (package-private: the tests read them). */
    List<String> lines(OthelloSnapshot s) {
        List<String> out = new ArrayList<>();
        if (s.gameId() != gameId) {
            gameId = s.gameId();
            lastRequested = s.requested();
            lastMoves = s.moves().size();
            resultSaid = s.result() != null;
            lastHint = s.coach().hint();
            lastVerdict = verdict(s);
            remember(s);
            return out;
        }
        String hint = s.coach().hint();
        if (hint != null && !hint.equals(lastHint)) {
            out.add(phrases.text("hint", "square", phrases.square(hint)));
        }
        lastHint = hint;
        var verdict = verdict(s);
        if (verdict != null && !verdict.equals(lastVerdict)) {
            String square = phrases.square(verdict.move().toString());
            out.add(verdict.isBest() ? phrases.text("puzzle-best", "square", square)
                    : phrases.text("puzzle-gives-away", "square", square, "discs", phrases.discs(verdict.givesAway())));
        }
        lastVerdict = verdict;
        if (s.moves().size() > lastMoves && s.moves().get(s.moves().size() - 1).equals("PA") && s.toMove() != null) {
            out.add(phrases.text("pass", "side", side(s.toMove().opponent())));
        }
        lastMoves = s.moves().size();
        if (s.requested() != null && !s.requested().equals(lastRequested) && s.toMove() != null) {
            out.add(aiMove(s));
        }
        lastRequested = s.requested();
        OthelloSnapshot.ClockReading c = s.clock();
        Side running = c.running();
        if (running != null && !c.paused() && s.result() == null) {
            long before = lastRemaining.getOrDefault(running, Long.MAX_VALUE);
            long now = running == Side.BLACK ? c.black() : c.white();
            for (long threshold : THRESHOLDS) {
                if (now >= 0 && before > threshold && now <= threshold && now > 0) {
                    out.add(threshold == 60_000 ? phrases.text("low-time.minute", "side", sideTo(running))
                            : phrases.text("low-time.seconds", "side", sideTo(running), "n", Long.toString(threshold / 1000)));
                    break;
                }
            }
        }
        remember(s);
        if (s.result() != null && !resultSaid) {
            resultSaid = true;
            OthelloResult r = s.result();
            if (r.reason() == OthelloResult.Reason.TIME_FORFEIT && r.winner() != null) {
                out.add(phrases.text("time-up", "side", sideTo(r.winner().opponent())));
            }
            String[] bw = r.score().split("-");
            out.add(r.winner() == null ? phrases.text("draw", "black", bw[0], "white", bw[1])
                    : phrases.text("win", "side", side(r.winner()), "black", bw[0], "white", bw[1]));
        }
        return out;
    }

    private String aiMove(OthelloSnapshot s) {
        OthelloPosition p = OthelloPosition.of(s.settings().variant(), s.position(), s.toMove());
        OthelloMove m = OthelloMove.parse(s.requested());
        List<String> flips = new ArrayList<>();
        for (int sq : p.flips(m)) {
            flips.add(OthelloMove.at(sq, p.size()).toString());
        }
        String side = side(s.toMove());
        String square = phrases.square(m.toString());
        return flips.isEmpty() ? phrases.text("ai-move", "side", side, "square", square)
                : phrases.text("ai-move-flips", "side", side, "square", square, "discs", phrases.discs(flips.size()),
                "squares", phrases.squares(flips));
    }

    private static org.othellier.coach.PuzzleVerdict verdict(OthelloSnapshot s) {
        return s.coach().puzzle() == null ? null : s.coach().puzzle().verdict();
    }

    private void remember(OthelloSnapshot s) {
        lastRemaining.put(Side.BLACK, s.clock().black());
        lastRemaining.put(Side.WHITE, s.clock().white());
    }

    private String side(Side s) {
        return phrases.text(s == Side.BLACK ? "black" : "white");
    }

    private String sideTo(Side s) {
        return phrases.text(s == Side.BLACK ? "black.to" : "white.to");
    }
}
