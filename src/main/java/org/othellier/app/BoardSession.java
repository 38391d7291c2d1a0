package org.othellier.app;

import java.time.Clock;
import java.util.List;
import java.util.OptionalLong;
import java.util.function.Consumer;
import java.util.function.LongSupplier;
import java.util.logging.Logger;
import org.othellier.app.clock.GameClock;
import org.othellier.app.clock.GameClocks;
import org.othellier.board.DeferFrameDebouncer;
import org.othellier.board.LedPlan;
import org.othellier.board.SensorFrame;
import org.othellier.board.SensorKind;
import org.othellier.game.Side;
import org.othellier.hw.BoardBackend;
import org.othellier.hw.BoardStatus;
import org.othellier.hw.ButtonPress;
import org.othellier.store.Journal;
import org.othellier.store.JournalEntry;
import org.othellier.store.StoreException;
import org.othellier.store.StoredGame;

/**
 * A game at the board, whichever game: what {@link OthelloController} (Othello) and {@link OctiController}
 * (Octi) share beyond their rules. The one sequence that starts, resumes and abandons a game, the
 * stabilizer, the clock with its ticks, checkpoints and display, the journal's log and its commits (a
 * failing journal stops the clock and says so), the board-fit check, the clock buttons' common refusals
 * and the arbiter's commands (pause, resume, set-up: {@link SessionArbiter}) live here, the LEDs, display and snapshots sent
 * only on change in its {@link SessionOutputs}; what a frame, a press or a flag fall means is the game's own. Everything runs on the event loop's thread, except
 * {@link #snapshot()}.
 *
 * @param <V> the game's snapshot
 */
abstract class BoardSession<V extends SessionView> implements GameSession {

    private static final Logger LOG = Logger.getLogger(BoardSession.class.getName());

    enum Status {
        PLAYING, PAUSED, SETUP, OVER;

        String text() {
            return name().toLowerCase(java.util.Locale.ROOT);
        }
    }

    protected final BoardConfig options;
    protected final BoardBackend board;
    protected final Journal journal;
    protected final LongSupplier now;
    protected final DeferFrameDebouncer stabilizer;
    protected final GameLog log;
    private final SessionOutputs<V> outputs;

    protected GameClock clock;
    protected Status status = Status.PLAYING;
    /** The AI has chosen and a person carries out its move: the clock stands, nobody's time runs (README, the clock). */
    private boolean clockHeld;
    final LinkOutage outage = new LinkOutage();
    /** Pause, resume and set-up. */
    private final SessionArbiter arbiter = new SessionArbiter(this);
    private long lastCheckpoint;
    private String journalFault; // why the journal last failed to take a checkpoint; null while it works
    private BoardStatus toldBoard;
    private long displayAt = Long.MIN_VALUE; // the instant the display's texts were last made for
    /** Since when the board has fitted neither the position nor a move (-1: it fits). */
    private long wrongSince = -1;

    BoardSession(BoardConfig options, BoardBackend board, Journal journal, LongSupplier monotonicMillis,
                 Clock wall) {
        this.options = options;
        this.board = board;
        this.journal = journal;
        this.now = monotonicMillis;
        this.stabilizer = new DeferFrameDebouncer(options.settleMillis());
        this.log = new GameLog(journal, wall);
        this.outputs = new SessionOutputs<>(board);
    }

    // ---------------------------------------------------------------- what each game says

    /** Whether a journalled game in progress is this game's to resume. */
    abstract boolean plays(StoredGame stored);

    /** Goes on with a journalled game after a restart ({@link #resumeGame}); throws when it cannot. */
    abstract void resume(StoredGame stored);

    /** A game has begun (frames before it only fill the stabilizer). */
    abstract boolean hasGame();

    /** The game installed is over by its position (a finished position set up or replayed). */
    abstract boolean finished();

    /** The side of the board the game in play needs: frames of another size are from before a change. */
    abstract int boardSize();

    /** Reads the stable frame against the game and acts on it. */
    abstract void reconcile(long t);

    /** The AI, the LEDs, the display and the page after a change of the game. */
    abstract void afterChange();

    /** What the game's snapshot shows beyond what every game's does (the moves, the AI, the result): a change means a new one. */
    abstract List<Object> viewKey(long t);

    /** The game's snapshot, numbered {@code version}. */
    abstract V view(long version, long t);

    /** {@code side}'s clock button, pressed while the game is playing. */
    abstract void pressed(Side side, long t);

    /** A side as the players are told: {@code White}, {@code White team}. */
    abstract String sideName(Side side);

    /** {@code side}'s time is up. */
    abstract void flag(Side side, long t);

    /**
     * Whether this board decides {@code side}'s flag: it does unless another board times that player (a remote game,
     * docs/REMOTE.md), where this board's clock only estimates and waits for that board's word.
     */
    boolean decidesFlag(Side side) {
        return true;
    }

    /** Why the clock stands for the game's own reason (a far board away), or null. */
    String standsFor() {
        return null;
    }

    /** The estimate of {@code side}'s time, timed by another board, ran out: the clock stands, the flag is awaited. */
    void flagAwaited(Side side) {
    }

    /** Every frame of the game's board as it comes, stable or not (what a disc lifted for a moment shows). */
    void frameSeen(SensorFrame frame) {
    }

    /** What else a tick has to do (the LEDs of a mismatch grown old). */
    void ticked(long t) {
    }

    /** When the game itself wants a tick (a wrong board growing old: {@link #wrongTooLong}), or {@link Long#MAX_VALUE}. */
    long gameWakeUp(long t) {
        return wrongSince >= 0 && !wrongTooLong(t) ? wrongSince + options.lostTrackMillis() : Long.MAX_VALUE;
    }

    /** What the players are told when set-up begins. */
    abstract String setupMessage();

    /** Set-up begins: anything waiting on the game (the AI's answer) is of no use. */
    void setupBegun() {
    }

    /** Set-up is cancelled: back to the game as it was. */
    void setupCancelled() {
    }

    /** The clock display's two texts. */
    String[] displayTexts(long t) {
        return clock.display(t);
    }

    // ---------------------------------------------------------------- shared steps

    /**
     * Resumes the journal's game in progress when it is this game's, or starts one with {@code defaults}. A game
     * that cannot be resumed is kept as abandoned, saying why. Call once, on the loop, before the board's frames flow.
     */
    @Override
    public void begin(SessionSettings defaults) {
        var playing = journal.playing();
        Journal.Abandoned unresumable = null;
        if (playing.isPresent()) {
            try {
                if (plays(playing.get())) { // a game of no known kind is refused here, naming the kinds
                    resume(playing.get());
                    return;
                }
            } catch (RuntimeException e) {
                LOG.warning("game " + playing.get().id() + " cannot be resumed (" + e.getMessage() + "); a new game starts");
                unresumable = new Journal.Abandoned(playing.get().id(), "could not be resumed: " + e.getMessage());
                message("game " + playing.get().id() + " could not be resumed: " + e.getMessage());
            }
        }
        newGame(defaults, unresumable); // the unresumable game is ended with the new one's start, in one transaction
    }

    /** Starts a new game; the game in progress, if any, is ended as abandoned in the same transaction. */
    @Override
    public void newGame(SessionSettings settings) {
        newGame(settings, null);
    }

    /**
     * Starts a new game ({@link #startGame}); {@code replaced} (when not null: another controller's game, or one that
     * could not be resumed), or else this controller's game in progress, is ended as abandoned in the same
     * transaction. Throws IllegalArgumentException (and changes nothing) when the game cannot be played here.
     */
    abstract void newGame(SessionSettings settings, Journal.Abandoned replaced);

    /**
     * The one sequence that starts a game of either kind, with clock {@code c}: the old game's end ({@code replaced}
     * when given, else this controller's game in progress, abandoned saying {@code why}) and the new game's start are
     * one journal transaction, so a journal that fails leaves the old game as it was (the exception goes on); then the
     * old game is let go, the board set out and the new game installed. Returns the new game's id.
     */
    long startGame(GameStart start, GameClock c, Journal.Abandoned replaced, String why) {
        long id;
        try {
            id = log.start(start.header(), replaced != null ? replaced : abandoning(why), start.first());
        } catch (RuntimeException e) {
            start.discard().run();
            throw e;
        }
        install(start, c);
        status = finished() ? Status.OVER : Status.PLAYING;
        return id;
    }

    /**
     * The same sequence for a journalled game after a restart: its clock as it stood (the time the service was down
     * charged to nobody), paused when the arbiter had paused it, over when its position is.
     */
    void resumeGame(StoredGame stored, GameStart start) {
        GameLog.Restored restored;
        try {
            restored = GameLog.Restored.of(stored);
        } catch (RuntimeException e) {
            start.discard().run();
            throw e;
        }
        log.resume(stored);
        install(start, restored.clock().resumeAt(now.getAsLong()));
        status = finished() ? Status.OVER : restored.paused() ? Status.PAUSED : Status.PLAYING;
    }

    /**
     * The old game let go, the board set out and the game installed. A board that sets itself out (the simulated one)
     * is set out for the position, and that frame counts at once: it is the board, not a hand passing over it, and a
     * script's next command sees the new game's board.
     */
    private void install(GameStart start, GameClock c) {
        abandoned();
        if (hasGame() && boardSize() != start.size()) {
            stabilizer.reset(); // frames of the old size are of no use
        }
        if (start.discs() != null && board.setsItselfOut()) {
            stabilizer.offer(board.setOut(start.sensing(), start.discs()), now.getAsLong());
            stabilizer.settle();
        }
        clock = c;
        start.install().run();
        lastCheckpoint = now.getAsLong(); // the clock's checkpoints count from now; the board fits so far
        wrongSince = -1;
        clockHeld = false;
        outage.reset();
    }

    /** A game is on and not over. */
    boolean inProgress() {
        return hasGame() && status != Status.OVER;
    }

    /**
     * The game in progress as the journal ends it when a game of the other kind starts in its place (a switch from
     * Othello to Octi); null when there is none. {@link #abandoned()} once the new game is kept.
     */
    Journal.Abandoned abandoning(String why) {
        return inProgress() ? log.abandoning(why) : null;
    }

    /** The game in progress has been ended as abandoned in the journal (a switch to the other game); the outputs are sent afresh. */
    void abandoned() {
        if (hasGame()) {
            status = Status.OVER;
        }
        outputs.forget();
    }

    /**
     * {@code side}'s AI has chosen its move at {@code t}: its time stops, as a press would stop it, and no time runs
     * while a person carries the move out on the board, so the AI never loses time (nor on time) to slow hands. A clock
     * already stopped (the arbiter's pause, a set-up) stays stopped when they end. Returns whether the clock stands.
     */
    boolean holdClock(Side side, long t) {
        if (status == Status.PLAYING && clock.running() == side) {
            clock = clock.pause(t).clock();
            clockHeld = true;
        } else if (clock.paused()) {
            clockHeld = true;
        }
        return clockHeld;
    }

    /**
     * The clock a move or a takeback made at {@code t} is pressed on: a clock held for the AI's move runs again from
     * {@code t} first, so the press charges nobody for the hands' time and the opponent's time runs from the instant
     * the board shows the move. Nothing changes until the result is given to {@link #clockMoved}.
     */
    GameClock clockForMove(long t) {
        return clockHeld ? clock.resume(t).clock() : clock;
    }

    /** The clock stands for the AI's move until the board shows it ({@link #holdClock}). */
    boolean clockHeld() {
        return clockHeld;
    }

    /** The clock after a move or a takeback (from {@link #clockForMove}), once it is journalled. */
    void clockMoved(GameClock c) {
        clock = c;
        clockHeld = false;
    }

    /** After a stable frame: whether the board fits the game (the position, or a move being made), or since when not. */
    void boardFits(boolean fits, long t) {
        wrongSince = fits ? -1 : wrongSince >= 0 ? wrongSince : t;
    }

    /** The board has fitted nothing for {@code board.lost-track-ms}: the LEDs show the way back. */
    boolean wrongTooLong(long t) {
        return wrongSince >= 0 && t - wrongSince >= options.lostTrackMillis();
    }

    /** The board fits nothing since a stable frame. */
    boolean boardWrong() {
        return wrongSince >= 0;
    }

    /**
     * Refuses, before anything changes, a game the board cannot play: colour on reed switches, or a grid of another
     * size than {@code size} ({@code needs} says what the game needs). A board that offers the size (the simulated one
     * becomes whatever a game needs) and the sensing plays it.
     */
    void checkBoardFits(SensorKind wanted, int size, String needs) {
        if (!board.status().sensing().contains(wanted)) {
            throw new IllegalArgumentException("this board's sensors see only presence (reed switches): it plays presence"
                    + " games, not " + OthelloSettings.name(wanted) + " ones; choose sensors \"presence\"");
        }
        if (!board.offersSize(size)) {
            throw new IllegalArgumentException("the board is " + board.sensors().rows() + "x" + board.sensors().cols() + "; "
                    + needs);
        }
    }

    /** The next journal entry of the game: {@code side} and {@code clock} may be null. */
    JournalEntry entry(String kind, Side side, String data, GameClock c) {
        return log.entry(kind, side, data, c);
    }

    /**
     * Commits entries (with the result, when they end the game) before anything acts on them. When the journal
     * cannot keep them, the players are told and the clock stops ({@link #journalFailed}), and the exception goes
     * on: nothing that follows from the entries happens.
     */
    void commit(List<JournalEntry> entries, String result, String reason) {
        try {
            if (result == null) {
                log.append(entries);
            } else {
                log.finish(entries, result, reason);
            }
            journalWorks();
        } catch (StoreException e) {
            journalFailed(e, now.getAsLong());
            throw e;
        }
    }

    /** A press before the first move starts the clock for {@code side}, as on a chess clock (journalled first). */
    void startClock(Side side, String who, long t) {
        GameClock.Step step = clock.start(side, t);
        commit(List.of(entry("clock-start", side, null, step.clock())), null, null);
        clock = step.clock();
        message("the clock starts: " + who + " to move");
    }

    /** A press that does nothing: journalled (an arbiter may ask), logged and said. */
    void ignorePress(Side side, String text) {
        commit(List.of(entry("press-ignored", side, text, null)), null, null);
        LOG.info(text);
        message(text);
    }

    /** The clock as the page shows it at {@code t}. */
    OthelloSnapshot.ClockReading clockState(long t) {
        return new OthelloSnapshot.ClockReading(clock.control(), clock.started(), clock.running(),
                clock.paused() && !clockHeld && !outage.stands(), clock.remaining(Side.BLACK, t), clock.remaining(Side.WHITE, t),
                List.of(clock.display(t)), outage.stands() ? "the board's link is down" : standsFor());
    }

    /** The LEDs show {@code plan}; sent to the board only when it differs from what they show. */
    void show(LedPlan plan) {
        outputs.show(plan);
    }

    /** What the LEDs show now (null before the first plan, or after another game lit them). */
    LedPlan shownPlan() {
        return outputs.shownPlan();
    }

    void showDisplay(long t) {
        if (clock == null) {
            return;
        }
        displayAt = t;
        String[] d = displayTexts(t);
        if (board.display().characterLines()) {
            d = clock.lines(t, d); // a 16x2 LCD has room for who moves and the moves beside the time
        }
        outputs.display(d);
    }

    void message(String text) {
        log.message(text);
    }

    /** Leaves set-up for the status it interrupted (a set-up taken starts a new game from it). */
    void endSetup() {
        arbiter.endSetup();
    }

    // ---------------------------------------------------------------- events

    /** A press of a clock button: while the game is not playing, said and ignored; otherwise the game's. */
    @Override
    public void onPress(ButtonPress press) {
        if (!hasGame()) {
            return; // a press before the game has begun
        }
        if (status != Status.PLAYING) {
            message(sideName(press.side()) + " pressed the clock while the game is " + status.text() + ": ignored");
        } else {
            pressed(press.side(), now.getAsLong());
        }
        afterChange();
    }

    @Override
    public void startClock() {
        if (!hasGame() || status != Status.PLAYING) {
            throw new IllegalArgumentException("the game is " + status.text() + ", not playing: its clock cannot start");
        }
        if (clock.started()) {
            return; // started already: sent twice, or a player pressed first
        }
        outage.arbiterRan(board.status()); // started while the link is down: the arbiter's call
        pressed(Side.WHITE, now.getAsLong());
        afterChange();
        if (!clock.started()) {
            throw new IllegalArgumentException("the clock cannot start: the board does not show the game's position");
        }
    }

    @Override
    public void announce(String text) {
        message(text);
        afterChange();
    }

    @Override
    public void onFrame(SensorFrame frame) {
        long t = now.getAsLong();
        if (hasGame() && (frame.rows() != boardSize() || frame.cols() != boardSize())) {
            return; // a frame from before a change of board size
        }
        frameSeen(frame);
        stabilizer.offer(frame, t).ifPresent(f -> reconcile(t));
        publishIfChanged(t);
    }

    /** The board's link changed: the players are told (and the log), and the page shows it at once. */
    @Override
    public void boardChanged() {
        BoardStatus s = board.status();
        if (toldBoard != null && s.link() != toldBoard.link()) { // a new reason alone is shown, not told again
            String text = switch (s.link()) {
                case CONNECTED -> "the board is back: " + board.describe();
                case RECONNECTING -> "the board is not answering (" + s.reason() + "); reconnecting";
                case REFUSED -> "the board controller found was refused: " + s.reason();
            };
            if (s.link() == BoardStatus.Link.CONNECTED) {
                LOG.info(text);
            } else {
                LOG.warning(text);
            }
            message(text);
        }
        toldBoard = s;
        long t = now.getAsLong();
        if (hasGame()) {
            outage.follow(this, s, t);
        }
        publishIfChanged(t); // the driver itself sends the LEDs and the clock again on reconnection
    }

    @Override
    public void onTick() {
        long t = now.getAsLong();
        if (!hasGame()) {
            return;
        }
        if (stabilizer.poll(t).isPresent()) {
            reconcile(t);
        }
        if (status == Status.PLAYING) {
            GameClock before = clock;
            GameClock.Step step = outage.poll(clock, t);
            clock = step.clock();
            step.notes().forEach(this::message);
            if (step.flagged() != null && !decidesFlag(step.flagged())) {
                clock = GameClocks.standBeforeFlag(before, t);
                clockHeld = true; // the far move, when it comes, sets the time and runs the clock again
                flagAwaited(step.flagged());
            } else if (step.flagged() != null) {
                flag(step.flagged(), t);
            }
        }
        ticked(t);
        if (clock.running() != null && t - lastCheckpoint >= options.checkpointMillis()) {
            lastCheckpoint = t; // first: a failing disk is tried again at the next checkpoint, never in a loop
            try {
                log.checkpoint(clock);
                journalFault = null;
            } catch (RuntimeException e) {
                journalFailed(e, t);
            }
        }
        showDisplay(t);
        publishIfChanged(t);
    }

    /**
     * The journal cannot be written (a full or failing disk): said once, on the page and in the log, with the
     * cause; the clock stops, since no move could be kept, until the arbiter resumes once the disk works again.
     */
    @Override
    public void journalFailed(RuntimeException e) {
        long t = now.getAsLong();
        journalFailed(e, t);
        publishIfChanged(t);
    }

    void journalFailed(RuntimeException e, long t) {
        if (journalFault == null) {
            // the page says what happened in plain words; the log keeps the file and SQLite's words
            journalFault = e instanceof StoreException s ? s.plain() : "the journal failed";
            LOG.severe("the journal cannot be written, so no move can be kept: " + e.getMessage());
            message("journal full or failing: no move can be kept (" + journalFault + "); the clock is stopped until"
                    + " the arbiter resumes once the disk works again");
        }
        if (status == Status.PLAYING && clock.running() != null) {
            clock = clock.pause(t).clock();
            status = Status.PAUSED;
        }
    }

    @Override
    public OptionalLong nextWakeUp() {
        long t = now.getAsLong();
        long next = gameWakeUp(t);
        OptionalLong d = stabilizer.deadline();
        if (d.isPresent()) {
            next = Math.min(next, d.getAsLong());
        }
        if (clock != null && status == Status.PLAYING) {
            OptionalLong c = clock.nextEventAt();
            if (c.isPresent()) {
                next = Math.min(next, c.getAsLong());
            }
        }
        if (clock != null && status == Status.PLAYING) {
            // the display's next change after the texts it shows, computed from the clock (due from that very
            // instant on, whenever the loop asks): every second is shown at its boundary
            OptionalLong shown = clock.nextDisplayChangeAt(displayAt == Long.MIN_VALUE ? t : Math.min(displayAt, t));
            if (shown.isPresent()) {
                next = Math.min(next, shown.getAsLong());
            }
        }
        if (clock != null && clock.running() != null) {
            next = Math.min(next, lastCheckpoint + options.checkpointMillis());
        }
        return next == Long.MAX_VALUE ? OptionalLong.empty() : OptionalLong.of(next);
    }

    // ---------------------------------------------------------------- the arbiter

    @Override
    public void pause() {
        arbiter.pause();
    }

    @Override
    public void resume() {
        arbiter.resume();
    }

    @Override
    public void beginSetup() {
        arbiter.beginSetup();
    }

    @Override
    public void cancelSetup() {
        arbiter.cancelSetup();
    }

    /** The journal kept a write: a later failure is told again. */
    void journalWorks() {
        journalFault = null;
    }

    // ---------------------------------------------------------------- the page

    @Override
    public void addListener(Consumer<SessionView> listener) {
        outputs.addListener(listener);
    }

    /** A new snapshot for the page's listeners, when anything it shows has changed. */
    void publishIfChanged(long t) {
        if (!hasGame()) {
            return;
        }
        Object[] key = {status, stabilizer.latest(), stabilizer.stable(), shownPlan(), clock, List.of(clock.display(t)),
                log.lastMessage(), log.gameId(), board.status(), viewKey(t)};
        outputs.publishIfChanged(key, version -> view(version, t));
    }

    /** The latest snapshot (safe from any thread); null before the first game. */
    @Override
    public V snapshot() {
        return outputs.snapshot();
    }

    public long gameId() {
        return log.gameId();
    }
}
