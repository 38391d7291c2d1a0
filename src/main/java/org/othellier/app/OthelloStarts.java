package org.othellier.app;

import java.util.List;
import org.othellier.app.clock.GameClocks;
import org.othellier.app.opponent.Opponent;
import org.othellier.board.SensorFrame;
import org.othellier.board.SensorKind;
import org.othellier.board.othello.OthelloReconciler;
import org.othellier.game.othello.OthelloGame;
import org.othellier.game.othello.OthelloPosition;
import org.othellier.store.Journal;
import org.othellier.store.Replay;
import org.othellier.store.StoredGame;

/**
 * The ways an Othello game begins: a new game (from the start, a set-up taken, a puzzle's position) or the journal's
 * game resumed after a restart. Each is made whole before anything changes (the board's fit checked, the AI players
 * made, the board's discs for a board that sets itself out), then handed to {@link BoardSession}'s one start or
 * resume sequence, which keeps it in the journal and installs it; what follows (the coach's and the endings' state,
 * the players told, forced passes) is done here. Apart from {@link OthelloController} so the controller reads as the
 * game in play. Runs on the event loop.
 */
final class OthelloStarts {

    private final OthelloController at;
    private final OthelloAiTurn ai;
    private final OthelloHands hands;
    private final OthelloCoach coach;
    private final OthelloEndings endings;

    OthelloStarts(OthelloController at, OthelloAiTurn ai, OthelloHands hands, OthelloCoach coach, OthelloEndings endings) {
        this.at = at;
        this.ai = ai;
        this.hands = hands;
        this.coach = coach;
        this.endings = endings;
    }

    /** The journal's game in progress, replayed: over when its position is, paused when the arbiter had paused it. */
    void resume(StoredGame stored) {
        OthelloSettings s = OthelloSettings.of(stored.header());
        OthelloGame g = Replay.game(stored);
        at.resumeGame(stored, gameStart(s, g, null));
        coach.restore(stored, g);
        endings.restore(stored);
        at.message("resumed game " + stored.id() + " after a restart at move " + (g.ply() + 1)
                + "; the time the service was down is charged to nobody");
        at.afterChange();
    }

    /**
     * The adjourned game {@code adjourned} taken up again (docs/REMOTE.md, "Adjournment"), {@code replaced} (or else
     * the game in progress) kept as abandoned in the same transaction: it resumes paused, its clocks as the
     * adjournment kept them, and the LEDs guide the hands to its position; it runs once both boards agree on its record.
     */
    void reopen(StoredGame adjourned, Journal.Abandoned replaced) {
        OthelloSettings s = OthelloSettings.of(adjourned.header());
        OthelloGame g = Replay.game(adjourned);
        GameStart start = gameStart(s, g, null);
        StoredGame reopened;
        try {
            reopened = at.log.reopen(adjourned, replaced != null ? replaced
                    : at.abandoning("adjourned game " + adjourned.id() + " was taken up again"));
        } catch (RuntimeException e) {
            start.discard().run();
            throw e;
        }
        at.resumeGame(reopened, start);
        coach.restore(reopened, g);
        endings.restore(reopened);
        hands.guideAtOnce();
        at.message("adjourned game " + adjourned.id() + " taken up again at move " + (g.ply() + 1) + ": set the board"
                + " as the LEDs show (green: put a disc, red: take it away, yellow: turn it); the clock runs once both"
                + " boards agree on the record");
        at.afterChange();
    }

    /**
     * Starts a new game from a position (a puzzle's when {@code run} is given); {@code replaced}, or else the game in
     * progress, if any, is kept as abandoned in the same transaction.
     */
    void start(OthelloSettings s, OthelloPosition startPosition, PuzzleRun run, Journal.Abandoned replaced) {
        // the puzzle's event is journalled with the game's start, in the same transaction
        long id = at.startGame(gameStart(s, new OthelloGame(startPosition), run), GameClocks.create(s.clock()), replaced,
                run == null ? "a new game was started" : "a puzzle was started");
        coach.puzzleStarted(run);
        if (run != null) {
            at.message("puzzle " + run.puzzle().name() + " (" + run.puzzle().grade().id() + ", " + run.puzzle().empties()
                    + " empties): set the position up as the LEDs show (green: put a disc, red: take it away, yellow: turn"
                    + " it); then " + OthelloController.name(startPosition.toMove()) + " plays the best move");
        } else {
            at.message("game " + id + ": " + s.variant().describe() + ", " + s.black() + " (Black) against " + s.white()
                    + " (White), clock " + s.clock() + (s.tournament() ? ", tournament rules" : ""));
        }
        hands.guideAtOnce();
        at.playForcedPasses(at.now.getAsLong());
        at.afterChange();
    }

    /**
     * The game {@code g} about to begin ({@code run}: a puzzle's), made before anything changes: the board's fit
     * checked, the AI players made. A board that sets itself out shows the position, or for a puzzle (set up by hand
     * as the LEDs guide) an empty board when the size changes.
     */
    private GameStart gameStart(OthelloSettings s, OthelloGame g, PuzzleRun run) {
        int n = s.variant().size();
        at.checkBoardFits(s.sensors(), n, "a " + n + "x" + n + " game needs a board of that size");
        List<Opponent> made = ai.make(s);
        OthelloGame current = at.game();
        SensorFrame discs = run == null ? OthelloReconciler.expectedFrame(g.position(), SensorKind.COLOUR)
                : current != null && current.variant().size() == n ? null : SensorFrame.empty(n, n);
        return new GameStart(s.header(g.start()), () -> run == null ? List.of()
                : List.of(at.entry("puzzle", null, run.puzzle().id(), null)), n, s.sensors(), discs, () -> {
                    ai.use(made);
                    at.install(s, g);
                }, () -> OthelloAiTurn.discard(made));
    }
}
