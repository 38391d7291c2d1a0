package org.othellier.app;

import java.time.Clock;
import java.util.ArrayList;
import java.util.EnumMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.Executor;
import java.util.function.LongSupplier;
import java.util.logging.Logger;
import org.othellier.app.clock.GameClock;
import org.othellier.app.clock.GameClocks;
import org.othellier.app.opponent.Opponent;
import org.othellier.app.opponent.PlayerSpec;
import org.othellier.board.LedPlan;
import org.othellier.board.Reading;
import org.othellier.board.SensorFrame;
import org.othellier.board.SensorKind;
import org.othellier.board.othello.Fault;
import org.othellier.board.othello.LedPlanner;
import org.othellier.board.othello.Observation;
import org.othellier.board.othello.Reconciler;
import org.othellier.board.othello.Situation;
import org.othellier.engine.TimeBudget;
import org.othellier.game.Side;
import org.othellier.game.othello.Game;
import org.othellier.game.othello.GameResult;
import org.othellier.game.othello.Move;
import org.othellier.game.othello.Position;
import org.othellier.game.othello.Variant;
import org.othellier.hw.BoardBackend;
import org.othellier.hw.ButtonPress;
import org.othellier.hw.sim.SimulatedBoard;
import org.othellier.store.GameHeader;
import org.othellier.store.Journal;
import org.othellier.store.JournalEntry;
import org.othellier.store.OctiReplay;
import org.othellier.store.Replay;
import org.othellier.store.StoredGame;

/**
 * The single owner of the game. Frames, presses, the AI's answers, timer ticks and the page's
 * commands all arrive here on one thread (the {@link EventLoop}); nothing else changes the game.
 * Every accepted event is committed to the {@link Journal} before the LEDs, the clock or the
 * page act on it. Time comes from an injected monotonic source, so tests drive it by hand.
 */
public final class GameController extends BoardSession {

    private static final Logger LOG = Logger.getLogger(GameController.class.getName());

    /** Where the AI's answers go: the event loop's queue. */
    public interface Mailbox {
        void post(Runnable event);
    }

    /** Makes the computer player for a side; refuses (IllegalArgumentException) what this build cannot play. */
    public interface Opponents {
        Opponent create(PlayerSpec spec);
    }

    /**
     * Settings of the controller itself (the board section of the configuration).
     *
     * @param settleMillis     a frame counts once unchanged for this long
     * @param lostTrackMillis  a mismatch this old turns the LEDs into the way back
     * @param hints            show the legal moves of a person to move
     * @param lastMove         show the last move
     * @param checkpointMillis how often the running clock is written down between events
     */
    public record Options(long settleMillis, long lostTrackMillis, boolean hints, boolean lastMove,
                          long checkpointMillis) {
        public static final Options DEFAULTS = new Options(250, 3000, false, false, 5_000);
    }

    private final Mailbox mailbox;
    private final Opponents opponentFactory;
    private final Executor aiWorker;
    private final Map<Side, Opponent> opponents = new EnumMap<>(Side.class);

    private GameSettings settings;
    private Game game;
    private GameResult result;
    private Observation observation = new Observation.InSync();
    private Move requested;
    private boolean thinking;
    /** Which AI request is current; written on the loop, read by the worker to stop a search nobody waits for. */
    private volatile long aiToken;
    /** The position in which the AI last failed: it is not asked again until the game has left it. */
    private Position aiFailedOn;
    private long mismatchSince = -1;
    private boolean guideAtOnce;
    private Side passed;
    private List<Integer> flipBack = List.of();
    private String lastObservationText = "";
    private long version;
    private volatile Snapshot snapshot;
    private Object[] lastPublishedKey;

    public GameController(Options options, BoardBackend board, Journal journal, LongSupplier monotonicMillis, Clock wall,
                          Mailbox mailbox, Opponents opponents, Executor aiWorker) {
        super(options, board, journal, monotonicMillis, wall);
        this.mailbox = mailbox;
        this.opponentFactory = opponents;
        this.aiWorker = aiWorker;
    }

    // ---------------------------------------------------------------- start

    /**
     * Resumes the journal's game in progress, or starts a game with {@code defaults}. Call once,
     * on the loop thread, before the board's frames flow.
     */
    @Override
    public void begin(SessionSettings defaults) {
        if (resumeFromJournal(g -> !OctiReplay.isOcti(g.header()), this::resume)) {
            return;
        }
        GameSettings s = othello(defaults);
        start(s, Position.start(s.variant()));
    }

    private static GameSettings othello(SessionSettings s) {
        if (s instanceof GameSettings g) {
            return g;
        }
        throw new IllegalArgumentException("the Othello controller plays Othello, not " + s.game());
    }

    /** Records the game in progress as abandoned (a switch to Octi). */
    @Override
    void abandon(String why) {
        super.abandon(why);
        requested = null;
        thinking = false;
        aiToken++;
    }

    private void resume(StoredGame stored) {
        GameHeader h = stored.header();
        GameSettings s = new GameSettings(h.game(), Replay.variant(h), GameSettings.sensors(h.sensors()),
                PlayerSpec.parse(h.black(), 1), PlayerSpec.parse(h.white(), 1), h.clock(), h.tournament());
        checkBoardFits(s);
        Game g = Replay.game(stored);
        GameLog.Restored restored = GameLog.Restored.of(stored);
        List<Opponent> made = makeOpponents(s);
        useOpponents(made);
        log.resume(stored);
        install(s, g, restored.clock().resumeAt(now.getAsLong()));
        status = restored.paused() ? Status.PAUSED : Status.PLAYING;
        if (board instanceof SimulatedBoard sim) {
            sim.rebuild(s.sensors(), Reconciler.expectedFrame(g.position(), SensorKind.COLOUR));
        }
        message("resumed game " + stored.id() + " after a restart at move " + (g.ply() + 1)
                + "; the time the service was down is charged to nobody");
        afterChange();
    }

    /** Starts a new game from a position; the game in progress, if any, is kept as abandoned. */
    private void start(GameSettings s, Position startPosition) {
        checkBoardFits(s);
        List<Opponent> made = makeOpponents(s); // refuses before anything changes
        if (game != null && status != Status.OVER) {
            log.abandon("a new game was started");
        }
        String sp = startPosition.squares() + " " + startPosition.sideToMove().symbol();
        GameHeader h = new GameHeader(s.game(), s.variant().size(), s.variant().start().name().toLowerCase(java.util.Locale.ROOT),
                s.rules(), GameSettings.name(s.sensors()), s.black().toString(), s.white().toString(), s.clock(),
                s.tournament(), sp);
        long id = log.start(h);
        useOpponents(made);
        install(s, new Game(startPosition), GameClocks.create(s.clock()));
        if (board instanceof SimulatedBoard sim) {
            // the discs set out count at once, as Octi's do: the old game's board is not read against the new game
            sim.rebuild(s.sensors(), Reconciler.expectedFrame(startPosition, SensorKind.COLOUR));
            stabilizer.offer(sim.sensed(), now.getAsLong());
            stabilizer.settle();
        }
        message("game " + id + ": " + s.variant().describe() + ", " + s.black() + " (Black) against " + s.white()
                + " (White), clock " + s.clock() + (s.tournament() ? ", tournament rules" : ""));
        guideAtOnce = true;
        playForcedPasses(now.getAsLong());
        afterChange();
    }

    private void install(GameSettings s, Game g, GameClock c) {
        if (game != null && game.variant().size() != g.variant().size()) {
            stabilizer.reset(); // a simulated board of another size: its frames start again
            forgetShownPlan();
        }
        settings = s;
        game = g;
        clock = c;
        status = Status.PLAYING;
        result = g.isOver() ? g.result() : null;
        if (result != null) {
            status = Status.OVER;
        }
        requested = null;
        thinking = false;
        aiToken++;
        passed = null;
        flipBack = List.of();
        mismatchSince = -1;
        clockInstalled();
    }

    private void useOpponents(List<Opponent> made) {
        closeOpponents();
        for (int i = 0; i < 2; i++) {
            if (made.get(i) != null) {
                opponents.put(Side.values()[i], made.get(i));
            }
        }
    }

    private List<Opponent> makeOpponents(GameSettings s) {
        List<Opponent> made = new ArrayList<>();
        for (Side side : Side.values()) {
            made.add(s.player(side).isHuman() ? null : opponentFactory.create(s.player(side)));
        }
        return made;
    }

    private void closeOpponents() {
        opponents.values().forEach(Opponent::close);
        opponents.clear();
    }

    private void checkBoardFits(GameSettings s) {
        checkSensing(s.sensors());
        if (board instanceof SimulatedBoard) {
            return; // a simulated board becomes whatever the game needs
        }
        int size = board.sensors().rows();
        if (size != s.variant().size()) {
            throw new IllegalArgumentException("the board is " + size + "x" + size + "; a " + s.variant().size() + "x"
                    + s.variant().size() + " game needs a board of that size");
        }
    }

    // ---------------------------------------------------------------- events


    /** A press of a clock button. */
    @Override
    public void onPress(ButtonPress press) {
        if (game == null) {
            return; // a press before the game has begun
        }
        long t = now.getAsLong();
        Side side = press.side();
        String who = name(side);
        if (status == Status.SETUP || status == Status.OVER || status == Status.PAUSED) {
            message(who + " pressed the clock while the game is " + status.text() + ": ignored");
            afterChange();
            return;
        }
        Side mover = game.position().sideToMove();
        SensorFrame latest = stabilizer.latest();
        Observation o = latest == null ? new Observation.InSync() : Reconciler.observe(situation(), latest);
        if (side == mover && o instanceof Observation.MoveSeen seen) {
            if (seen.complete()) {
                stabilizer.settle(); // the press says the hands are off the board: the latest frame counts now
                accept(seen.move(), t);
            } else {
                ignorePress(side, t, who + " pressed before the move was complete on the board ("
                        + describeIncomplete(seen) + ")");
            }
        } else if (!clock.started() && o instanceof Observation.InSync) {
            GameClock.Step step = clock.start(mover, t);
            commit(List.of(entry("clock-start", mover, null, step.clock())), null);
            clock = step.clock();
            message("the clock starts: " + name(mover) + " to move");
        } else if (side != mover) {
            ignorePress(side, t, who + " pressed while " + name(mover) + " is to move: ignored");
        } else {
            ignorePress(side, t, who + " pressed without a move on the board: ignored");
        }
        afterChange();
    }



    @Override
    boolean hasGame() {
        return game != null;
    }

    @Override
    int boardSize() {
        return game.variant().size();
    }

    /** A mismatch that has lasted: the LEDs turn from the faults to the way back. */
    @Override
    void ticked(long t) {
        if (observation instanceof Observation.Mismatch && mismatchSince >= 0 && t - mismatchSince >= options.lostTrackMillis()) {
            showLeds(t);
        }
    }

    @Override
    long gameWakeUp(long t) {
        return observation instanceof Observation.Mismatch && mismatchSince >= 0 && !lostTrack(t)
                ? mismatchSince + options.lostTrackMillis() : Long.MAX_VALUE;
    }

    // ---------------------------------------------------------------- commands from the page

    @Override
    public void newGame(SessionSettings settings) {
        GameSettings s = othello(settings);
        start(s, Position.start(s.variant()));
    }





    @Override
    String setupMessage() {
        return "set-up: arrange the board, then take it as the new position";
    }

    @Override
    void setupCancelled() {
        guideAtOnce = true;
    }

    /**
     * Takes the board as it stands as the start of a new game with {@code toMove} to move. A
     * presence board cannot tell colours: {@code squares} (one {@code X}/{@code O}/{@code -} per
     * square) gives them, and must have a disc exactly where the board has one. A colour board
     * needs no squares (when given, they must equal the board).
     */
    public void takeSetup(Side toMove, String squares) {
        if (status != Status.SETUP) {
            throw new IllegalArgumentException("the board is not in set-up (POST /api/setup/begin first)");
        }
        SensorFrame f = stabilizer.latest();
        if (f == null) {
            throw new IllegalArgumentException("the board has sent no frame yet");
        }
        Variant v = settings.variant();
        Position p;
        if (squares == null || squares.isBlank()) {
            if (settings.sensors() == SensorKind.PRESENCE) {
                throw new IllegalArgumentException("a presence board cannot see colours: give the position's squares");
            }
            StringBuilder sb = new StringBuilder();
            for (int i = 0; i < f.squares(); i++) {
                Reading r = f.get(i);
                if (r == Reading.OCCUPIED) {
                    throw new IllegalArgumentException("square " + Move.at(i, v.size()) + " reads occupied without a colour");
                }
                sb.append(r.symbol());
            }
            p = Position.of(v, sb.toString(), toMove);
        } else {
            p = Position.of(v, squares.strip(), toMove);
            for (int i = 0; i < f.squares(); i++) {
                Reading r = f.get(i);
                Side s = p.at(i);
                boolean ok = settings.sensors() == SensorKind.PRESENCE ? r.isOccupied() == (s != null)
                        : r == (s == null ? Reading.EMPTY : Reconciler.reading(s));
                if (!ok) {
                    throw new IllegalArgumentException("square " + Move.at(i, v.size()) + ": the position has "
                            + (s == null ? "no disc" : name(s) + "'s disc") + ", the board reads " + r.name().toLowerCase());
                }
            }
        }
        endSetup();
        start(settings, p);
        message("set-up taken: " + name(toMove) + " to move");
        afterChange();
    }

    // ---------------------------------------------------------------- the game's steps

    private Situation situation() {
        Side mover = game.position().sideToMove();
        boolean ai = opponents.containsKey(mover) && status != Status.OVER;
        return new Situation(game, settings.sensors(), ai, requested, !settings.tournament() && status == Status.PLAYING);
    }

    /** Reads the stable frame against the game and acts: a completed colour move, a takeback. */
    @Override
    void reconcile(long t) {
        SensorFrame f = stabilizer.stable();
        if (game == null) {
            return; // frames before the game begins only fill the stabilizer
        }
        if (f == null || status == Status.SETUP) {
            showLeds(t);
            return;
        }
        for (int guard = 0; guard < 3; guard++) {
            observation = Reconciler.observe(situation(), f);
            if (status != Status.PLAYING) {
                break;
            }
            if (observation instanceof Observation.TakenBack tb) {
                takeBack(tb.ply(), t);
            } else if (observation instanceof Observation.MoveSeen seen && seen.complete()
                    && settings.sensors() == SensorKind.COLOUR) {
                // The LEDs first mirror the board (the last flip done goes dark) without waiting for the disk;
                // what follows from the move (clock, pass, AI, result) waits for the commit in accept().
                showLeds(t);
                accept(seen.move(), t); // O-12: the board shows the move complete; the clock switches by itself
            } else {
                break;
            }
        }
        switch (observation) {
            case Observation.InSync in -> {
                mismatchSince = -1;
                guideAtOnce = false;
            }
            case Observation.MoveSeen seen -> {
                mismatchSince = -1;
                guideAtOnce = false;
                passed = null;
                flipBack = List.of();
            }
            case Observation.Mismatch mm -> {
                passed = null;
                if (mismatchSince < 0) {
                    mismatchSince = t;
                }
            }
            case Observation.TakenBack tb -> { }
        }
        describeObservation();
        askAi();
        showLeds(t);
    }

    private void accept(Move move, long t) {
        Position before = game.position();
        Side mover = before.sideToMove();
        Position after = before.play(move);
        List<JournalEntry> entries = new ArrayList<>();
        GameClock.Step step = clock.press(mover, t);
        GameClock c = step.clock();
        entries.add(entry("move", mover, move.toString(), c));
        List<String> notes = new ArrayList<>();
        notes.add(name(mover) + " " + move);
        Position p = after;
        boolean passes = false;
        if (p.mustPass()) {
            c = c.pass(p.sideToMove(), t).clock();
            entries.add(entry("pass", p.sideToMove(), null, c));
            notes.add(name(p.sideToMove()) + " has no move and passes (O-7); " + name(mover) + " moves again");
            p = p.play(Move.PASS);
            passes = true;
        }
        GameResult r = null;
        if (p.isGameOver()) {
            c = c.stop(t).clock();
            r = p.result();
            entries.add(entry("result", r.winner(), r.score(), c));
            notes.add("game over: " + describe(r));
        }
        commit(entries, r);
        game.play(move);
        if (passes) {
            game.play(Move.PASS);
            passed = p.sideToMove().opponent();
        } else {
            passed = null;
        }
        clock = c;
        requested = null;
        thinking = false;
        aiToken++;
        flipBack = List.of();
        if (r != null) {
            result = r;
            status = Status.OVER;
        }
        notes.forEach(this::message);
    }

    /** A game (resumed or set up) whose side to move cannot move: the passes are played at once. */
    private void playForcedPasses(long t) {
        Position p = game.position();
        if (p.mustPass() && status == Status.PLAYING) {
            GameClock c = clock.pass(p.sideToMove(), t).clock();
            commit(List.of(entry("pass", p.sideToMove(), null, c)), null);
            game.play(Move.PASS);
            clock = c;
            passed = p.sideToMove();
            message(name(passed) + " has no move and passes (O-7)");
        } else if (p.isGameOver() && status != Status.OVER) {
            GameResult r = p.result();
            GameClock c = clock.stop(t).clock();
            commit(List.of(entry("result", r.winner(), r.score(), c)), r);
            clock = c;
            result = r;
            status = Status.OVER;
            message("game over: " + describe(r));
        }
    }

    private void takeBack(int ply, long t) {
        Position from = game.position();
        Position to = game.positionAt(ply);
        GameClock c = clock;
        if (c.running() != null && c.running() != to.sideToMove()) {
            c = c.pass(c.running(), t).clock(); // the turn goes back without a move counted
        }
        commit(List.of(entry("takeback", null, Integer.toString(ply), c)), null);
        int undone = game.ply() - ply;
        while (game.ply() > ply) {
            game.undo();
        }
        clock = c;
        requested = null;
        thinking = false;
        aiToken++;
        passed = null;
        if (settings.sensors() == SensorKind.PRESENCE) {
            List<Integer> turn = new ArrayList<>();
            for (int i = 0; i < to.variant().squares(); i++) {
                if (to.at(i) != null && from.at(i) != null && to.at(i) != from.at(i)) {
                    turn.add(i);
                }
            }
            flipBack = turn;
        }
        message("takeback of " + undone + (undone == 1 ? " move" : " moves") + ": " + name(to.sideToMove()) + " to move"
                + (flipBack.isEmpty() ? "" : "; turn back the lit discs"));
    }

    @Override
    void flag(Side flagged, long t) {
        GameResult r = game.position().timeForfeit(flagged); // O-13
        commit(List.of(entry("result", r.winner(), r.score(), clock)), r);
        result = r;
        status = Status.OVER;
        requested = null;
        aiToken++;
        message(name(flagged) + "'s time is up (O-13): " + describe(r));
        showLeds(t);
    }

    private void ignorePress(Side side, long t, String text) {
        commit(List.of(entry("press-ignored", side, text, null)), null);
        LOG.info(text);
        message(text);
    }

    /** Commits entries (and the result with them) before anything acts on them. */
    private void commit(List<JournalEntry> entries, GameResult r) {
        if (r == null) {
            log.append(entries);
        } else {
            log.finish(entries, r.score(), reason(r));
        }
    }

    private JournalEntry entry(String kind, Side side, String data, GameClock c) {
        return log.entry(kind, side, data, c);
    }

    // ---------------------------------------------------------------- after each change

    /** The AI, the LEDs, the display and the page after a change of the game. */
    @Override
    void afterChange() {
        long t = now.getAsLong();
        askAi();
        if (stabilizer.stable() != null) {
            reconcile(t);
        } else {
            showLeds(t);
        }
        showDisplay(t);
        publishIfChanged(t);
    }

    private void askAi() {
        if (status != Status.PLAYING || game.isOver() || requested != null || thinking) {
            return;
        }
        Position p = game.position();
        Opponent ai = opponents.get(p.sideToMove());
        if (ai == null || p.mustPass() || p == aiFailedOn) {
            return;
        }
        thinking = true;
        long token = ++aiToken;
        TimeBudget budget = clock.budget(p.sideToMove(), now.getAsLong());
        Game copy = game.copy();
        aiWorker.execute(() -> {
            Move m;
            try {
                m = ai.choose(copy, budget, () -> aiToken != token);
            } catch (InterruptedException e) {
                return;
            } catch (RuntimeException e) {
                mailbox.post(() -> aiFailed(token, p, e));
                return;
            }
            mailbox.post(() -> aiAnswered(token, p, m));
        });
    }

    private void aiAnswered(long token, Position asked, Move m) {
        if (token != aiToken) {
            return; // the game has moved on (a takeback, a new game)
        }
        thinking = false;
        if (!game.position().isLegal(m)) {
            message(opponents.get(asked.sideToMove()).name() + " answered " + m + ", not a legal move: asking again");
            askAi();
            return;
        }
        requested = m;
        message(name(asked.sideToMove()) + " (" + opponents.get(asked.sideToMove()).name() + ") plays " + m
                + ": put the disc on the blinking blue square and turn the blue ones"
                + (settings.sensors() == SensorKind.PRESENCE ? ", then press " + name(asked.sideToMove()) + "'s clock button" : ""));
        afterChange();
    }

    private void aiFailed(long token, Position asked, RuntimeException e) {
        if (token != aiToken) {
            return;
        }
        thinking = false;
        aiFailedOn = asked; // not asked again here: a broken engine would fail again at once, for ever
        message("the AI failed: " + e.getMessage() + "; it is asked again after a takeback or in a new game");
        afterChange();
    }

    private boolean lostTrack(long t) {
        return observation instanceof Observation.Mismatch && mismatchSince >= 0
                && (guideAtOnce || t - mismatchSince >= options.lostTrackMillis());
    }

    private void showLeds(long t) {
        LedPlan plan;
        if (game == null) {
            return;
        }
        int size = game.variant().size();
        if (status == Status.SETUP || stabilizer.stable() == null) {
            plan = LedPlan.dark(size, size);
        } else {
            var x = new LedPlanner.Extras(lostTrack(t), passed, flipBack, result, options.hints(), options.lastMove());
            plan = LedPlanner.plan(situation(), observation, x);
        }
        show(plan);
    }


    private void describeObservation() {
        String text = switch (observation) {
            case Observation.Mismatch mm -> mm.faults().stream().map(f -> f.describe(game.variant().size()))
                    .reduce((a, b) -> a + "; " + b).map(s -> "the board does not match: " + s).orElse("");
            case Observation.MoveSeen seen when !seen.faults().isEmpty() -> name(seen.mover()) + " " + seen.move() + ": "
                    + seen.faults().stream().map(f -> f.describe(game.variant().size())).reduce((a, b) -> a + "; " + b).orElse("");
            default -> "";
        };
        if (!text.isEmpty() && !text.equals(lastObservationText)) {
            message(text);
        }
        lastObservationText = text;
    }

    private String describeIncomplete(Observation.MoveSeen seen) {
        List<String> parts = new ArrayList<>();
        int size = game.variant().size();
        if (!seen.lifted().isEmpty()) {
            parts.add("put back " + squares(seen.lifted(), size));
        }
        if (settings.sensors() == SensorKind.COLOUR && !seen.toFlip().isEmpty()) {
            parts.add("turn " + squares(seen.toFlip(), size));
        }
        for (Fault f : seen.faults()) {
            parts.add(f.describe(size));
        }
        return String.join("; ", parts);
    }

    private static String squares(List<Integer> sq, int size) {
        return String.join(" ", sq.stream().map(i -> Move.at(i, size).toString()).toList());
    }


    // ---------------------------------------------------------------- the page's view


    /** The latest snapshot (safe from any thread). */
    @Override
    public Snapshot snapshot() {
        return snapshot;
    }


    @Override
    void publishIfChanged(long t) {
        if (game == null) {
            return;
        }
        Object[] key = {status, game.ply(), stabilizer.latest(), stabilizer.stable(), shownPlan(), clock, requested, thinking,
                log.lastMessage(), result, lostTrack(t), settings, log.gameId(), List.of(clock.display(t)), board.status()};
        if (lastPublishedKey != null && java.util.Arrays.equals(key, lastPublishedKey)) {
            return;
        }
        lastPublishedKey = key;
        List<String> moves = game.moves().stream().map(Move::toString).toList();
        Position p = game.position();
        Snapshot.ClockState cs = clockState(t);
        List<String> players = new ArrayList<>();
        for (Side s : Side.values()) {
            Opponent o = opponents.get(s);
            players.add(o == null ? "human" : o.name());
        }
        version++;
        snapshot = new Snapshot(version, log.gameId(), settings, status.text(), status == Status.OVER ? null : p.sideToMove(),
                p.squares(), moves, stabilizer.latest(), stabilizer.stable(), shownPlan(), observation, cs, players,
                requested == null ? null : requested.toString(), thinking, lostTrack(t), result, log.messages(),
                board.describe(), board.status());
        publish(snapshot);
    }

    // ---------------------------------------------------------------- small helpers


    /** The game (read only; for tests and the benchmark on the loop thread). */
    public Game game() {
        return game;
    }

    public GameSettings settings() {
        return settings;
    }

    private static String name(Side side) {
        return side == Side.BLACK ? "Black" : "White";
    }

    private static String reason(GameResult r) {
        return r.reason().name().toLowerCase(java.util.Locale.ROOT).replace('_', ' ');
    }

    static String describe(GameResult r) {
        return r.score() + (r.winner() == null ? ", a draw" : ", " + name(r.winner()) + " wins")
                + (r.reason() == GameResult.Reason.TIME_FORFEIT ? " on time" : "");
    }

    /** Stops the AI (its answers are dropped) and releases the opponents. */
    @Override
    public void close() {
        aiToken++;
        closeOpponents();
    }
}
