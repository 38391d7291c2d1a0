package org.othellier.app;

import java.util.ArrayList;
import java.util.EnumMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.concurrent.Executor;
import org.othellier.app.opponent.Opponent;
import org.othellier.app.opponent.Opponents;
import org.othellier.board.SensorKind;
import org.othellier.engine.TimeBudget;
import org.othellier.game.Side;
import org.othellier.game.othello.OthelloGame;
import org.othellier.game.othello.OthelloMove;
import org.othellier.game.othello.OthelloPosition;

/**
 * The computer's turns in an Othello game: the opponents made for the game's AI players, the question for the side
 * to move handed to the AI worker, and its answer checked and held as the move the LEDs guide the hands to until the
 * board shows it. Apart from {@link OthelloController} so the controller reads as the game on the board, and the
 * opponents' life (made before a game is kept, closed when it is replaced) sits in one place. Runs on the event
 * loop, beside the controller it serves.
 */
final class OthelloAiTurn {

    private final OthelloController at;
    private final Opponents factory;
    private final AiRequest<OthelloPosition, OthelloMove> ai;
    private final Map<Side, Opponent> opponents = new EnumMap<>(Side.class);
    /** The AI's move, waiting to be made on the board. */
    private OthelloMove requested;

    OthelloAiTurn(OthelloController at, Opponents factory, Executor aiWorker, Mailbox mailbox) {
        this.at = at;
        this.factory = factory;
        this.ai = new AiRequest<>(aiWorker, mailbox, () -> at.game().position());
    }

    /** The AI's move waiting to be made on the board, or null. */
    OthelloMove requested() {
        return requested;
    }

    /** The AI is choosing its move. */
    boolean thinking() {
        return ai.thinking();
    }

    /** Whether the computer plays {@code side} in this game. */
    boolean plays(Side side) {
        return opponents.containsKey(side);
    }

    /** The name of {@code side}'s opponent, or null for a person. */
    String name(Side side) {
        Opponent o = opponents.get(side);
        return o == null ? null : o.name();
    }

    /** The game changed under the AI (a move, a takeback, its end, another game): its move and its question go. */
    void cancel() {
        requested = null;
        ai.cancel(); // the AI's answer, if it still comes, is of no use
    }

    /** The opponents of a game about to begin, made before anything changes; null for a person's side. */
    List<Opponent> make(OthelloSettings s) {
        List<Opponent> made = new ArrayList<>();
        for (Side side : Side.values()) {
            made.add(s.player(side).isHuman() ? null : factory.create(s.player(side)));
        }
        return made;
    }

    /** The game that needed {@code made} is kept: the old game's opponents are closed and these play. */
    void use(List<Opponent> made) {
        closeOpponents();
        for (int i = 0; i < 2; i++) {
            if (made.get(i) != null) {
                opponents.put(Side.values()[i], made.get(i));
            }
        }
    }

    /** The game that needed {@code made} was not kept. */
    static void discard(List<Opponent> made) {
        made.stream().filter(Objects::nonNull).forEach(Opponent::close);
    }

    /** Asks the AI for its move when it is to move, playing, with no move waiting or asked for already. */
    void ask() {
        OthelloGame game = at.game();
        if (at.status != BoardSession.Status.PLAYING || game.isOver() || requested != null || ai.thinking()) {
            return;
        }
        OthelloPosition p = game.position();
        Opponent opponent = opponents.get(p.toMove());
        if (opponent == null || p.mustPass() || ai.failedIn(p)) {
            return;
        }
        TimeBudget budget = at.clock.budget(p.toMove(), at.now.getAsLong());
        OthelloGame copy = game.copy();
        ai.ask(p, cancelled -> opponent.choose(copy, budget, cancelled), this::answered, this::failed);
    }

    private void answered(OthelloPosition asked, OthelloMove m) {
        Opponent opponent = opponents.get(asked.toMove());
        if (!asked.isLegal(m)) {
            at.message(opponent.name() + " answered " + m + ", not a legal move: asking again");
            ask();
            return;
        }
        requested = m;
        long t = at.now.getAsLong();
        boolean held = at.holdClock(asked.toMove(), t);
        long reported = opponent.reportedTimeLeft();
        String between = "";
        if (reported >= 0) {
            long estimate = at.clock.remaining(asked.toMove(), t);
            at.clock = at.clock.reported(asked.toMove(), reported, t); // a far board times its player: its word stands here
            if (estimate >= 0) { // the estimate ran on while the moves were on their way: charged to nobody
                between = String.format(java.util.Locale.ROOT, " (%.1f s between the boards, charged to nobody)",
                        Math.max(0, reported - estimate) / 1000.0);
            }
        }
        String who = OthelloController.name(asked.toMove());
        at.message(who + " (" + opponent.name() + ") plays " + m + between
                + ": put the disc on the blinking blue square and turn the blue ones"
                + (at.settings().sensors() == SensorKind.PRESENCE ? ", then press " + who + "'s clock button" : "")
                + (held ? " (the clock stands until the move is on the board)" : ""));
        at.afterChange();
    }

    private void failed(OthelloPosition asked, RuntimeException e) {
        at.message("the AI failed: " + e.getMessage() + "; it is asked again after a takeback or in a new game");
        at.afterChange();
    }

    /** The game went back to ply {@code ply}: each opponent hears it (a far board's moves after it no longer count). */
    void tookBack(int ply) {
        opponents.values().forEach(o -> o.tookBack(ply));
    }

    private void closeOpponents() {
        opponents.values().forEach(Opponent::close);
        opponents.clear();
    }

    /** Stops the AI (its answers are dropped) and releases the opponents. */
    void close() {
        ai.cancel();
        closeOpponents();
    }
}
