package org.othellier.app;

import java.util.ArrayList;
import java.util.List;
import java.util.OptionalLong;
import java.util.function.Consumer;
import org.othellier.app.opponent.PlayerSpec;
import org.othellier.board.SensorFrame;
import org.othellier.game.GameKind;
import org.othellier.game.Side;
import org.othellier.game.octi.OctiVariant;
import org.othellier.game.othello.OthelloVariant;
import org.othellier.hw.ButtonPress;
import org.othellier.store.Journal;
import org.othellier.store.StoreException;

/**
 * The board's one game at a time: Othello ({@link OthelloController}) or Octi ({@link OctiController}),
 * whichever the journal's game in progress or the last new game names. Events go to that controller
 * alone; a new game of the other kind abandons the current one and switches. Runs on the event loop.
 */
public final class Companion implements GameSession {

    private final OthelloController othello;
    private final OctiController octi;
    private final Journal journal;
    // added from other threads (the club link, the page) while the loop publishes
    private final List<Consumer<SessionView>> listeners = new java.util.concurrent.CopyOnWriteArrayList<>();
    private volatile GameSession active;
    private SensorFrame lastFrame;

    public Companion(OthelloController othello, OctiController octi, Journal journal) {
        this.othello = othello;
        this.octi = octi;
        this.journal = journal;
        this.active = othello;
        othello.addListener(v -> publish(othello, v));
        octi.addListener(v -> publish(octi, v));
    }

    private void publish(GameSession from, SessionView v) {
        if (from == active) {
            listeners.forEach(l -> l.accept(v));
        }
    }

    @Override
    public void begin(SessionSettings defaults) {
        GameKind kind = defaults.game();
        try {
            kind = journal.playing().map(g -> g.header().kind()).orElse(kind);
        } catch (IllegalArgumentException e) {
            // a game of no known kind: the defaults' controller keeps it as abandoned, saying why
        }
        active = controller(kind);
        active.begin(kind == defaults.game() ? defaults : peopleOnly(kind, defaults));
    }

    /** The defaults of the other game when the journal resumes it and it cannot be: people, the same sensors and clock. */
    private static SessionSettings peopleOnly(GameKind kind, SessionSettings like) {
        return kind == GameKind.OCTI ? OctiSettings.people(OctiVariant.FAST, like.sensors(), like.clock())
                : new OthelloSettings(GameKind.OTHELLO, OthelloVariant.OTHELLO, like.sensors(), PlayerSpec.HUMAN, PlayerSpec.HUMAN,
                like.clock(), false);
    }

    private BoardSession<?> session(GameSession s) {
        return s == othello ? othello : octi;
    }

    private GameSession controller(GameKind kind) {
        return kind == GameKind.OCTI ? octi : othello;
    }

    @Override
    public void newGame(SessionSettings settings) {
        GameSession target = controller(settings.game());
        if (target == active) {
            active.newGame(settings);
            return;
        }
        if (lastFrame != null) {
            target.onFrame(lastFrame); // a hardware board sends frames on change only
        }
        BoardSession<?> old = active == othello ? othello : octi;
        // the old game's end and the new game's start are one transaction: refused (a board of the wrong size, a
        // journal that fails) before anything changes, the old game still playing
        session(target).newGame(settings, old.abandoning(old == othello ? "a new Octi game was started"
                : "a new Othello game was started"));
        old.abandoned();
        active = target;
        publish(target, target.snapshot());
    }

    /**
     * Where the codes of remote games lead (docs/REMOTE.md, "Adjournment"): the remote link tells the journal's game of a
     * code, or refuses it naming why (this board does not hold it, it is over, it is not adjourned).
     */
    public interface AdjournedGames {
        /** The journal's id of the adjourned game with {@code code}; IllegalArgumentException naming why not. */
        long find(String code);
    }

    private volatile AdjournedGames adjournedGames;

    /** The remote link, once it runs: it knows the codes of the adjourned games. */
    public void adjournedGames(AdjournedGames games) {
        this.adjournedGames = games;
    }

    /** The arbiter adjourns the remote game in play ({@code POST /api/remote/adjourn}). */
    public void adjourn() {
        othello().far().adjourn();
    }

    /**
     * The arbiter takes up the adjourned remote game {@code code} again ({@code POST /api/remote/resume}): the game in
     * progress, of either kind, is abandoned in the same transaction, and the adjourned one resumes paused until both
     * boards agree on its record. Refused, naming why, without {@code [remote]} or for a code with no adjourned game.
     */
    public void resumeAdjourned(String code) {
        AdjournedGames games = adjournedGames;
        if (games == null) {
            throw new IllegalArgumentException("this board plays no remote games ([remote] is not set): there is no"
                    + " adjourned game to take up");
        }
        long id = games.find(code);
        org.othellier.store.StoredGame stored = journal.load(id).orElseThrow(() -> new IllegalArgumentException(
                "game " + code + " (game " + id + " here) is not in the journal"));
        if (!"adjourned".equals(stored.status())) {
            throw new IllegalArgumentException("game " + code + " (game " + id + " here) is " + stored.status()
                    + ", not adjourned");
        }
        BoardSession<?> old = session(active);
        Journal.Abandoned replaced = old == othello ? null : old.abandoning("adjourned game " + id + " was taken up again");
        if (lastFrame != null && old != othello) {
            othello.onFrame(lastFrame); // a hardware board sends frames on change only
        }
        othello.reopen(stored, replaced);
        if (old != othello) {
            old.abandoned();
            active = othello;
            publish(othello, othello.snapshot());
        }
    }

    /** The Othello controller while Othello is played; refused while Octi is. (The page's commands go through {@link GameSession}.) */
    public OthelloController othello() {
        if (active != othello) {
            throw new IllegalArgumentException("the board is playing Octi; this command is Othello's");
        }
        return othello;
    }

    /** The Octi controller while Octi is played; refused while Othello is. (The page's commands go through {@link GameSession}.) */
    public OctiController octi() {
        if (active != octi) {
            throw new IllegalArgumentException("the board is playing Othello; this command is Octi's");
        }
        return octi;
    }

    /** Which game the board plays now. */
    public GameKind playing() {
        return active == octi ? GameKind.OCTI : GameKind.OTHELLO;
    }

    @Override
    public void onFrame(SensorFrame frame) {
        lastFrame = frame;
        try {
            active.onFrame(frame);
        } catch (StoreException e) {
            active.journalFailed(e); // the move was not kept: said on the page, never silently dropped
        }
    }

    @Override
    public void onPress(ButtonPress press) {
        try {
            active.onPress(press);
        } catch (StoreException e) {
            active.journalFailed(e);
        }
    }

    @Override
    public void onRelease(org.othellier.hw.ButtonRelease release) {
        try {
            active.onRelease(release);
        } catch (StoreException e) {
            active.journalFailed(e);
        }
    }

    @Override
    public void journalFailed(RuntimeException e) {
        active.journalFailed(e);
    }

    @Override
    public void boardChanged() {
        active.boardChanged();
    }

    @Override
    public void onTick() {
        try {
            active.onTick(); // a move settling on the board is accepted here, so committed here
        } catch (StoreException e) {
            active.journalFailed(e);
        }
    }

    @Override
    public OptionalLong nextWakeUp() {
        return active.nextWakeUp();
    }

    @Override
    public SessionView snapshot() {
        return active.snapshot();
    }

    @Override
    public void addListener(Consumer<SessionView> listener) {
        listeners.add(listener);
    }

    @Override
    public void pause() {
        active.pause();
    }

    @Override
    public void startClock() {
        active.startClock();
    }

    @Override
    public void announce(String text) {
        active.announce(text);
    }

    @Override
    public void namePlayers(long gameId, String black, String white) {
        active.namePlayers(gameId, black, white);
    }

    @Override
    public void resume() {
        active.resume();
    }

    @Override
    public void beginSetup() {
        active.beginSetup();
    }

    @Override
    public void cancelSetup() {
        active.cancelSetup();
    }

    @Override
    public void takeSetup(Side toMove, String position) {
        active.takeSetup(toMove, position);
    }

    @Override
    public void resign(Side side) {
        active.resign(side);
    }

    @Override
    public void offer(Side side, String what) {
        active.offer(side, what);
    }

    @Override
    public void answerOffer(Side side, boolean accept) {
        active.answerOffer(side, accept);
    }

    /** The club's arbiter set the result of game {@code gameId} (an Othello game, as every club pairing). */
    public void arbiterResult(long gameId, int black, int white) {
        if (active != othello) {
            throw new IllegalArgumentException("game " + gameId + " is not the board's game (it plays Octi now)");
        }
        othello.arbiterResult(gameId, black, white);
    }

    @Override
    public void choose(String move) {
        active.choose(move);
    }

    @Override
    public void close() {
        othello.close();
        octi.close();
    }
}
