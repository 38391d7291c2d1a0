package org.othellier.app;

import java.time.Clock;
import java.util.ArrayList;
import java.util.EnumMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.Executor;
import java.util.function.LongSupplier;
import org.othellier.app.clock.GameClock;
import org.othellier.app.clock.GameClocks;
import org.othellier.app.opponent.Opponent;
import org.othellier.app.opponent.Opponents;
import org.othellier.app.opponent.PlayerSpec;
import org.othellier.board.LedPlan;
import org.othellier.board.SensorFrame;
import org.othellier.board.SensorKind;
import org.othellier.board.Signals;
import org.othellier.board.othello.FlipWatch;
import org.othellier.board.othello.LedPlanner;
import org.othellier.board.othello.Observation;
import org.othellier.board.othello.Reconciler;
import org.othellier.board.othello.Situation;
import org.othellier.coach.PuzzleGrade;
import org.othellier.engine.TimeBudget;
import org.othellier.game.GameKind;
import org.othellier.game.Side;
import org.othellier.game.othello.Game;
import org.othellier.game.othello.GameResult;
import org.othellier.game.othello.Move;
import org.othellier.game.othello.Position;
import org.othellier.hw.BoardBackend;
import org.othellier.hw.ButtonPress;
import org.othellier.hw.ButtonRelease;
import org.othellier.store.Journal;
import org.othellier.store.JournalEntry;
import org.othellier.store.Replay;
import org.othellier.store.StoredGame;

/**
 * The single owner of the game. Frames, presses, the AI's answers, timer ticks and the page's
 * commands all arrive here on one thread (the {@link EventLoop}); nothing else changes the game.
 * Every accepted event is committed to the {@link Journal} before the LEDs, the clock or the
 * page act on it. Time comes from an injected monotonic source, so tests drive it by hand.
 */
public final class GameController extends BoardSession<Snapshot> {

    private final Opponents opponentFactory;
    private final AiRequest<Position, Move> ai;
    private final Map<Side, Opponent> opponents = new EnumMap<>(Side.class);

    private GameSettings settings;
    private Game game;
    private GameResult result;
    private Observation observation = new Observation.InSync();
    /** The AI's move, waiting to be made on the board. */
    private Move requested;
    private boolean guideAtOnce;
    private Side passed;
    private List<Integer> flipBack = List.of();
    /** On a presence board: the move's flips the sensors saw lifted, and what a press on the move means. */
    private final FlipWatch flips = new FlipWatch();
    private String lastObservationText = "";

    /** The coach at the board: hints and puzzles. */
    private final OthelloCoach coach;
    /** Resignation, draws and takebacks by agreement. */
    private final OthelloEndings endings = new OthelloEndings(this);
    /** The far board of a remote game away: its player's clock stands after the grace period. */
    private final FarOutage farOutage = new FarOutage();
    /** A takeback made by command: until the board shows the position again, nothing on it is read as a move. */
    private boolean restoring;

    public GameController(BoardOptions options, BoardBackend board, Journal journal, LongSupplier monotonicMillis, Clock wall,
                          Mailbox mailbox, Opponents opponents, Executor aiWorker) {
        super(options, board, journal, monotonicMillis, wall);
        this.opponentFactory = opponents;
        this.ai = new AiRequest<>(aiWorker, mailbox, () -> game.position());
        this.coach = new OthelloCoach(this, opponents, aiWorker, mailbox);
    }

    /** The coach's options ({@code [coach]}, {@code [puzzle]}); before the game begins. */
    public void coach(CoachOptions options) {
        coach.options(options);
    }

    // ---------------------------------------------------------------- start

    @Override
    boolean plays(StoredGame stored) {
        return stored.header().kind() == GameKind.OTHELLO;
    }

    /** The game in progress was ended as abandoned in the journal (a switch to Octi). */
    @Override
    void abandoned() {
        super.abandoned();
        requested = null;
        ai.cancel();
    }

    @Override
    boolean finished() {
        return result != null;
    }

    @Override
    void resume(StoredGame stored) {
        GameSettings s = GameSettings.of(stored.header());
        Game g = Replay.game(stored);
        resumeGame(stored, gameStart(s, g, null));
        coach.restore(stored, g);
        endings.restore(stored);
        message("resumed game " + stored.id() + " after a restart at move " + (g.ply() + 1)
                + "; the time the service was down is charged to nobody");
        afterChange();
    }

    /** ... or a puzzle's game: journalled with a {@code puzzle} event, and the board guided to its position. */
    void start(GameSettings s, Position startPosition, PuzzleRun run) {
        start(s, startPosition, run, null);
    }

    /**
     * Starts a new game from a position (a puzzle's when {@code run} is given); {@code replaced}, or else the game in
     * progress, if any, is kept as abandoned in the same transaction.
     */
    private void start(GameSettings s, Position startPosition, PuzzleRun run, Journal.Abandoned replaced) {
        // the puzzle's event is journalled with the game's start, in the same transaction
        long id = startGame(gameStart(s, new Game(startPosition), run), GameClocks.create(s.clock()), replaced,
                run == null ? "a new game was started" : "a puzzle was started");
        coach.puzzleStarted(run);
        if (run != null) {
            message("puzzle " + run.puzzle().name() + " (" + run.puzzle().grade().id() + ", " + run.puzzle().empties()
                    + " empties): set the position up as the LEDs show (green: put a disc, red: take it away, yellow: turn"
                    + " it); then " + name(startPosition.toMove()) + " plays the best move");
        } else {
            message("game " + id + ": " + s.variant().describe() + ", " + s.black() + " (Black) against " + s.white()
                    + " (White), clock " + s.clock() + (s.tournament() ? ", tournament rules" : ""));
        }
        guideAtOnce = true;
        playForcedPasses(now.getAsLong());
        afterChange();
    }

    /**
     * The game {@code g} about to begin ({@code run}: a puzzle's), made before anything changes: the board's fit
     * checked, the AI players made. A board that sets itself out shows the position, or for a puzzle (set up by hand
     * as the LEDs guide) an empty board when the size changes.
     */
    private GameStart gameStart(GameSettings s, Game g, PuzzleRun run) {
        checkBoardFits(s);
        List<Opponent> made = makeOpponents(s);
        int n = s.variant().size();
        SensorFrame discs = run == null ? Reconciler.expectedFrame(g.position(), SensorKind.COLOUR)
                : game != null && game.variant().size() == n ? null : SensorFrame.empty(n, n);
        return new GameStart(s.header(g.start()), () -> run == null ? List.of()
                : List.of(entry("puzzle", null, run.puzzle().id(), null)), n, s.sensors(), discs, () -> {
                    useOpponents(made);
                    install(s, g);
                }, () -> made.stream().filter(java.util.Objects::nonNull).forEach(Opponent::close));
    }

    private void install(GameSettings s, Game g) {
        settings = s;
        game = g;
        flips.reset();
        result = g.isOver() ? g.result() : null;
        requested = null;
        ai.cancel();
        passed = null;
        flipBack = List.of();
        restoring = false;
        coach.reset();
        endings.reset();
        farOutage.reset();
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
        int n = s.variant().size();
        checkBoardFits(s.sensors(), n, "a " + n + "x" + n + " game needs a board of that size");
    }

    // ---------------------------------------------------------------- events

    /** A press of a clock button while the game is playing. */
    @Override
    void pressed(Side side, long t) {
        if (coach.pressAsksNextPuzzle()) {
            return; // the verdict is said: a press asks for the next puzzle
        }
        String who = name(side);
        Side mover = game.position().toMove();
        Observation o = observationAt();
        if (side == mover && o instanceof Observation.MoveSeen seen) {
            FlipWatch.Verdict verdict = !seen.complete() || settings.sensors() != SensorKind.PRESENCE
                    ? FlipWatch.Verdict.ACCEPT : flips.press(options.unliftedFlips(), seen);
            String unlifted = ObservationText.squares(flips.unlifted(seen), game.variant().size());
            if (seen.complete() && verdict == FlipWatch.Verdict.ACCEPT) {
                stabilizer.settle(); // the press says the hands are off the board: the latest frame counts now
                accept(seen.move(), t);
            } else if (verdict == FlipWatch.Verdict.ASK) {
                ignorePress(side, who + " pressed, but the sensors never saw " + unlifted + " lifted: turn "
                        + unlifted + " over, or press again if " + (unlifted.contains(" ") ? "they are" : "it is") + " turned");
            } else if (verdict == FlipWatch.Verdict.REFUSE) {
                ignorePress(side, who + " pressed, but the sensors never saw " + unlifted + " lifted: lift each disc"
                        + " to flip and put it back turned over, then press (board.unlifted-flips = \"strict\")");
            } else {
                ignorePress(side, who + " pressed before the move was complete on the board ("
                        + ObservationText.incomplete(seen, game.variant().size(), settings.sensors()) + ")");
            }
        } else if (!clock.started() && o instanceof Observation.InSync) {
            startClock(mover, name(mover), t);
        } else if (side != mover) {
            ignorePress(side, who + " pressed while " + name(mover) + " is to move: ignored");
        } else {
            ignorePress(side, who + " pressed without a move on the board: ignored");
        }
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
        if (observation instanceof Observation.Mismatch && wrongTooLong(t)) {
            showLeds(t);
        }
        coach.ticked(t);
        endings.ticked(t);
        if (t >= farOutage.standAt() && status == Status.PLAYING && clock.running() == farOutage.side()
                && requested == null) {
            holdClock(farOutage.side(), t);
            farOutage.stood();
            message(farOutage.why() + "; " + name(farOutage.side()) + "'s clock stands: nobody loses on time because of"
                    + " an outage");
        }
    }

    @Override
    long gameWakeUp(long t) {
        long wake = observation instanceof Observation.Mismatch && !lostTrack(t) ? super.gameWakeUp(t) : Long.MAX_VALUE;
        return Math.min(Math.min(Math.min(wake, coach.nextDue()), endings.nextDue(t)), farOutage.standAt());
    }

    // ---------------------------------------------------------------- commands from the page

    @Override
    void newGame(SessionSettings settings, Journal.Abandoned replaced) {
        if (!(settings instanceof GameSettings s)) {
            throw new IllegalArgumentException("the Othello controller plays Othello, not " + settings.game().id());
        }
        start(s, Position.start(s.variant()), null, replaced);
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
    @Override
    public void takeSetup(Side toMove, String squares) {
        if (status != Status.SETUP) {
            throw new IllegalArgumentException("the board is not in set-up (POST /api/setup/begin first)");
        }
        SensorFrame f = stabilizer.latest();
        if (f == null) {
            throw new IllegalArgumentException("the board has sent no frame yet");
        }
        Position p = BoardSetup.othello(f, settings.variant(), settings.sensors(), toMove, squares);
        endSetup();
        try {
            start(settings, p, null, null);
        } catch (RuntimeException e) {
            status = Status.SETUP; // not kept: still in set-up, as before
            throw e;
        }
        message("set-up taken: " + name(toMove) + " to move");
        afterChange();
    }

    /** Othello has no choice on the page: the move is made on the board. */
    @Override
    public void choose(String move) {
        throw new IllegalArgumentException("choose is for an Octi game; this is Othello: make the move on the board");
    }

    // ---------------------------------------------------------------- the game's steps

    private Situation situation() {
        Side mover = game.position().toMove();
        boolean ai = opponents.containsKey(mover) && status != Status.OVER;
        // a takeback on the board would leave the far board's record apart: across boards it is offered and agreed
        return new Situation(game, settings.sensors(), ai, requested, !settings.tournament() && status == Status.PLAYING
                && !remotePlays(Side.BLACK) && !remotePlays(Side.WHITE));
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
            observation = observe(f);
            Observation puzzleSetUp = coach.guideSetUp(f);
            if (puzzleSetUp != null) {
                observation = puzzleSetUp;
                break;
            }
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
                restoring = false;
                boardFits(true, t);
                guideAtOnce = false;
            }
            case Observation.MoveSeen seen -> {
                boardFits(true, t);
                guideAtOnce = false;
                passed = null;
                flipBack = List.of();
            }
            case Observation.Mismatch mm -> {
                passed = null;
                boardFits(false, t);
            }
            case Observation.TakenBack tb -> { }
        }
        describeObservation();
        askAi();
        showLeds(t);
    }

    private void accept(Move move, long t) {
        Position before = game.position();
        Side mover = before.toMove();
        Position after = before.play(move);
        List<JournalEntry> entries = new ArrayList<>();
        GameClock.Step step = clockForMove(t).press(mover, t);
        GameClock c = step.clock();
        entries.add(entry("move", mover, move.toString(), c));
        List<String> notes = new ArrayList<>();
        notes.add(name(mover) + " " + move);
        Position p = after;
        boolean passes = false;
        if (p.mustPass()) {
            c = c.pass(p.toMove(), t).clock();
            entries.add(entry("pass", p.toMove(), null, c));
            notes.add(name(p.toMove()) + " has no move and passes (O-7); " + name(mover) + " moves again");
            p = p.play(Move.PASS);
            passes = true;
        }
        GameResult r = null;
        if (p.isOver()) {
            c = c.stop(t).clock();
            r = p.result();
            entries.add(entry("result", r.winner(), r.score(), c));
            notes.add("game over: " + describe(r));
        }
        addLapse(entries);
        commit(entries, r);
        endings.lapsed();
        game.play(move);
        if (passes) {
            game.play(Move.PASS);
            passed = p.toMove().opponent();
        } else {
            passed = null;
        }
        clockMoved(c);
        requested = null;
        ai.cancel();
        flipBack = List.of();
        flips.reset();
        if (r != null) {
            result = r;
            status = Status.OVER;
        }
        notes.forEach(this::message);
        coach.played(before, move);
    }

    /** A game (resumed or set up) whose side to move cannot move: the passes are played at once. */
    private void playForcedPasses(long t) {
        Position p = game.position();
        if (p.mustPass() && status == Status.PLAYING) {
            GameClock c = clock.pass(p.toMove(), t).clock();
            commit(List.of(entry("pass", p.toMove(), null, c)), null);
            game.play(Move.PASS);
            clock = c;
            passed = p.toMove();
            message(name(passed) + " has no move and passes (O-7)");
        } else if (p.isOver() && status != Status.OVER) {
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
        takeBack(ply, t, List.of());
    }

    /** A takeback by agreement (the page, the API, the clock buttons): the board is led back to it by the LEDs. */
    void takeBackAgreed(int ply, List<JournalEntry> first) {
        takeBack(ply, now.getAsLong(), first);
        restoring = true;
        guideAtOnce = true;
    }

    private void takeBack(int ply, long t, List<JournalEntry> first) {
        Position from = game.position();
        Position to = game.positionAt(ply);
        GameClock c = clockForMove(t);
        if (c.running() != null && c.running() != to.toMove()) {
            c = c.pass(c.running(), t).clock(); // the turn goes back without a move counted
        }
        List<JournalEntry> entries = new ArrayList<>(first);
        entries.add(entry("takeback", null, Integer.toString(ply), c));
        addLapse(entries);
        commit(entries, null);
        endings.lapsed();
        int undone = game.ply() - ply;
        while (game.ply() > ply) {
            game.undo();
        }
        opponents.values().forEach(o -> o.tookBack(ply));
        clockMoved(c);
        requested = null;
        ai.cancel();
        passed = null;
        flips.reset();
        if (settings.sensors() == SensorKind.PRESENCE) {
            List<Integer> turn = new ArrayList<>();
            for (int i = 0; i < to.variant().squares(); i++) {
                if (to.at(i) != null && from.at(i) != null && to.at(i) != from.at(i)) {
                    turn.add(i);
                }
            }
            flipBack = turn;
        }
        coach.tookBack(to);
        message("takeback of " + undone + (undone == 1 ? " move" : " moves") + ": " + name(to.toMove()) + " to move"
                + (flipBack.isEmpty() ? "" : "; turn back the lit discs"));
    }

    @Override
    void flag(Side flagged, long t) {
        GameResult r = game.position().timeForfeit(flagged); // O-13
        over(List.of(entry("result", r.winner(), r.score(), clock)), r, clock, name(flagged) + "'s time is up (O-13): "
                + describe(r));
        showLeds(t);
    }

    /**
     * The far player's board (or the broker between) is away since {@code since} (this loop's time), {@code why} in
     * words: while that player is to move, their clock stands once {@code graceMillis} have passed.
     */
    public void farAway(Side side, long since, long graceMillis, String why) {
        if (!hasGame() || !remotePlays(side)) {
            return;
        }
        boolean news = !farOutage.away();
        farOutage.away(side, since, graceMillis, why);
        if (news) {
            message(why + ": " + name(side) + "'s clock stands after " + graceMillis / 1000 + " s while " + name(side)
                    + " is to move");
        }
        afterChange();
    }

    /** The far player's board is back: a clock that stood for it runs again. */
    public void farBack(Side side) {
        if (!farOutage.away()) {
            return;
        }
        String why = farOutage.why();
        if (farOutage.back() && status == Status.PLAYING && requested == null && clock.paused()) {
            long t = now.getAsLong();
            clockMoved(clock.resume(t).clock());
            message(settings.player(side).board() + "'s board is back: " + name(side) + "'s clock runs again");
        } else {
            message(settings.player(side).board() + "'s board is back (" + why + ")");
        }
        afterChange();
    }

    @Override
    String standsFor() {
        return farOutage.stands() ? farOutage.why() + "; the clock stands" : null;
    }

    /** A far board times its own player: its flag is that board's to decide, and this one confirms it. */
    @Override
    boolean decidesFlag(Side side) {
        return !remotePlays(side);
    }

    @Override
    void flagAwaited(Side side) {
        message(name(side) + "'s time is up by this board's estimate: waiting for " + settings.player(side).board()
                + "'s board to confirm the flag (it times " + name(side) + ")");
    }

    /**
     * The far board decided its player's flag after ply {@code atPly} (O-13): confirmed here, with the same result,
     * whatever this board's estimate of that player's time says.
     */
    public void farFlagged(Side side, int atPly) {
        farPlayed(side, atPly, "ran out of time");
        if (status != Status.PLAYING && status != Status.PAUSED) {
            throw new IllegalArgumentException("the game is " + status.text() + " here");
        }
        long t = now.getAsLong();
        clock = clockForMove(t).stop(t).clock();
        flag(side, t);
        afterChange();
    }

    /** The game ends off the board (a flag, a resignation, a draw agreed): the entries kept, then the result stands. */
    void over(List<JournalEntry> entries, GameResult r, GameClock c, String note) {
        commit(entries, r);
        clockMoved(c);
        result = r;
        status = Status.OVER;
        requested = null;
        ai.cancel(); // the AI's answer, if it still comes, is of no use in a game that is over
        message(note);
    }

    /** The waiting offer's withdrawal joins the entries of a move or a takeback: the game went on without an answer. */
    private void addLapse(List<JournalEntry> entries) {
        JournalEntry lapse = endings.lapse();
        if (lapse != null) {
            entries.add(lapse);
        }
    }

    // ---------------------------------------------------------------- the players' ways out

    @Override
    public void resign(Side side) {
        endings.resign(side);
        afterChange();
    }

    @Override
    public void offer(Side side, String what) {
        endings.offer(side, Offer.Kind.parse(what));
        afterChange();
    }

    @Override
    public void answerOffer(Side side, boolean accept) {
        endings.answer(side, accept);
        afterChange();
    }

    /**
     * The far player of a remote game resigned at their board after ply {@code atPly} (docs/REMOTE.md): it ends here
     * as there (a move of this board's player still on its way then stays in this board's record). Refused, naming
     * why, for a side played here or before this board has the far board's moves up to {@code atPly}.
     */
    public void farResigned(Side side, int atPly) {
        if (!hasGame() || settings.player(side).kind() != PlayerSpec.Kind.REMOTE) {
            throw new IllegalArgumentException(name(side) + " is not played from another board here");
        }
        if (game.ply() < atPly) {
            throw new IllegalArgumentException(name(side) + " resigned after move " + atPly + "; this board is at move "
                    + game.ply() + ": the moves before are still on their way");
        }
        endings.resigned(side);
        afterChange();
    }

    /**
     * The far player of a remote game offered a draw or a takeback ({@code what}) at their board after ply
     * {@code atPly}: it waits here for this board's player's answer. Refused, naming why, when the game is elsewhere.
     */
    public void farOffered(Side side, String what, int atPly) {
        farPlayed(side, atPly, "offered");
        endings.farOffered(side, Offer.Kind.parse(what));
        afterChange();
    }

    /** The far player answered this board's player's offer at their board: it acts here as it did there. */
    public void farAnswered(Side side, int atPly, boolean accept) {
        farPlayed(side, atPly, accept ? "accepted" : "declined");
        endings.farAnswered(side, accept);
        afterChange();
    }

    private void farPlayed(Side side, int atPly, String what) {
        if (!hasGame() || !remotePlays(side)) {
            throw new IllegalArgumentException(name(side) + " is not played from another board here");
        }
        if (game.ply() != atPly) {
            throw new IllegalArgumentException(name(side) + " " + what + " after move " + atPly + "; this board is at move "
                    + game.ply());
        }
    }

    /** Whether a person at another board plays {@code side} (docs/REMOTE.md). */
    boolean remotePlays(Side side) {
        return settings != null && settings.player(side).kind() == PlayerSpec.Kind.REMOTE;
    }

    /** The club's arbiter set game {@code gameId}'s result on the hub: it ends here with that score. */
    public void arbiterResult(long gameId, int black, int white) {
        if (!hasGame() || log.gameId() != gameId) {
            throw new IllegalArgumentException("game " + gameId + " is not the board's game" + (hasGame()
                    ? " (it plays game " + log.gameId() + ")" : ""));
        }
        endings.arbiterResult(black, white);
        afterChange();
    }

    /** Commits entries (and the result with them) before anything acts on them. */
    void commit(List<JournalEntry> entries, GameResult r) {
        commit(entries, r == null ? null : r.score(), r == null ? null : reason(r));
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
        if (status != Status.PLAYING || game.isOver() || requested != null || ai.thinking()) {
            return;
        }
        Position p = game.position();
        Opponent opponent = opponents.get(p.toMove());
        if (opponent == null || p.mustPass() || ai.failedIn(p)) {
            return;
        }
        TimeBudget budget = clock.budget(p.toMove(), now.getAsLong());
        Game copy = game.copy();
        ai.ask(p, cancelled -> opponent.choose(copy, budget, cancelled), this::aiAnswered, this::aiFailed);
    }

    private void aiAnswered(Position asked, Move m) {
        if (!asked.isLegal(m)) {
            message(opponents.get(asked.toMove()).name() + " answered " + m + ", not a legal move: asking again");
            askAi();
            return;
        }
        requested = m;
        long t = now.getAsLong();
        boolean held = holdClock(asked.toMove(), t);
        long reported = opponents.get(asked.toMove()).reportedTimeLeft();
        String between = "";
        if (reported >= 0) {
            long estimate = clock.remaining(asked.toMove(), t);
            clock = clock.reported(asked.toMove(), reported, t); // a far board times its player: its word stands here
            if (estimate >= 0) { // the estimate ran on while the moves were on their way: charged to nobody
                between = String.format(java.util.Locale.ROOT, " (%.1f s between the boards, charged to nobody)",
                        Math.max(0, reported - estimate) / 1000.0);
            }
        }
        message(name(asked.toMove()) + " (" + opponents.get(asked.toMove()).name() + ") plays " + m + between
                + ": put the disc on the blinking blue square and turn the blue ones"
                + (settings.sensors() == SensorKind.PRESENCE ? ", then press " + name(asked.toMove()) + "'s clock button" : "")
                + (held ? " (the clock stands until the move is on the board)" : ""));
        afterChange();
    }

    private void aiFailed(Position asked, RuntimeException e) {
        message("the AI failed: " + e.getMessage() + "; it is asked again after a takeback or in a new game");
        afterChange();
    }

    private boolean lostTrack(long t) {
        return observation instanceof Observation.Mismatch && boardWrong() && (guideAtOnce || wrongTooLong(t));
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
            plan = coach.withHint(LedPlanner.plan(situation(), observation, x), observation, size);
            for (int sq : flips.named(observation)) {
                plan = plan.with(sq, Signals.UNLIFTED_FLIP);
            }
        }
        show(plan);
    }

    private void describeObservation() {
        String text = ObservationText.faults(observation, game.variant().size());
        if (!text.isEmpty() && !text.equals(lastObservationText)) {
            message(text);
        }
        lastObservationText = text;
    }

    // ---------------------------------------------------------------- the coach's hook points

    /** A press: the coach takes those that are its own (a long press beginning, the next puzzle) first. */
    @Override
    public void onPress(ButtonPress press) {
        if (hasGame() && board.buttons().sensesReleases()) {
            endings.pressed(press.side(), press.atMillis());
            if (endings.bothDown()) {
                coach.forgetHolds();
                return; // the second button of a gesture: no clock press
            }
        }
        if (!coach.onPress(press)) {
            super.onPress(press);
        }
    }

    /** A release: a deferred press let go before the hold time acts as the press it was, dated when it closed. */
    @Override
    public void onRelease(ButtonRelease release) {
        if (hasGame()) {
            endings.released(release.side());
            coach.onRelease(release);
        }
    }

    /** A press acting as a clock press now (one the coach deferred until its release). */
    void clockPress(ButtonPress press) {
        super.onPress(press);
    }

    /**
     * The engine's best move for {@code side} (null: the side to move), shown on the LEDs: a long press on the clock
     * button, or the page. A casual game only, for the person to move; asked on the AI worker, never here, and counted
     * (a {@code hint} event in the journal) when it is shown.
     */
    public void hint(Side side) {
        coach.hint(side);
    }

    /**
     * Puzzle mode: the puzzle named {@code id}, or with {@code id} null the next of {@code grade} (null: the
     * configured grade). The game in progress is kept as abandoned, as for a new game; the LEDs guide the set-up.
     */
    public void startPuzzle(String id, PuzzleGrade grade) {
        coach.startPuzzle(id, grade);
    }

    /** The puzzle on the board again from its position, set up again as a new game; refused outside puzzle mode. */
    public void retryPuzzle() {
        coach.retryPuzzle();
    }

    /** The next puzzle of the grade being played; refused outside puzzle mode. */
    public void nextPuzzle() {
        coach.nextPuzzle();
    }

    /** A club's names until the clock starts; a puzzle has no clock: the display says where the puzzle stands instead. */
    @Override
    String[] displayTexts(long t) {
        String[] names = clubNames.beforeTheStart(log.gameId(), board.display().characterLines(), clock.started(),
                status == Status.OVER);
        if (names != null) {
            return names;
        }
        String[] puzzleTexts = coach.displayTexts();
        String[] notice = endings.displayTexts(t);
        if (notice != null) {
            return notice;
        }
        if (puzzleTexts != null) {
            return puzzleTexts;
        }
        String[] d = super.displayTexts(t);
        List<Integer> named = flips.named(observation);
        if (!named.isEmpty() && status == Status.PLAYING) { // the mover's display names the first disc never seen lifted
            d = d.clone();
            d[game.position().toMove() == Side.BLACK ? 0 : 1] = Move.at(named.get(0), game.variant().size()).toString();
        }
        return d;
    }

    /** On a presence board, every frame counts for the flips seen lifted (a quick turn may never settle). */
    @Override
    void frameSeen(SensorFrame frame) {
        if (game != null && settings.sensors() == SensorKind.PRESENCE && frame.rows() == game.variant().size()) {
            flips.frame(frame);
        }
    }

    /** Whether the computer plays {@code side} in this game. */
    boolean aiPlays(Side side) {
        return opponents.containsKey(side);
    }

    /** What the board's latest frame shows against the game (in sync before any frame came). */
    Observation observationAt() {
        SensorFrame latest = stabilizer.latest();
        return latest == null ? new Observation.InSync() : observe(latest);
    }

    /** A frame against the game; after a takeback by command only against its position, never as a move. */
    private Observation observe(SensorFrame f) {
        return restoring ? Reconciler.restoring(situation(), f) : Reconciler.observe(situation(), f);
    }

    // ---------------------------------------------------------------- the page's view

    @Override
    List<Object> viewKey(long t) {
        List<Object> key = new ArrayList<>(java.util.Arrays.asList(game.ply(), requested, ai.thinking(), result, lostTrack(t),
                settings, endings.pending()));
        key.addAll(coach.viewKey());
        key.addAll(clubNames.key());
        return key;
    }

    /** The club's names of the people at the board, for one game only. */
    private final ClubNames clubNames = new ClubNames();

    @Override
    public void namePlayers(long gameId, String black, String white) {
        clubNames.name(gameId, black, white);
        afterChange();
    }

    @Override
    Snapshot view(long version, long t) {
        List<String> moves = game.moves().stream().map(Move::toString).toList();
        Position p = game.position();
        List<String> players = new ArrayList<>();
        for (Side s : Side.values()) {
            Opponent o = opponents.get(s);
            String name = clubNames.of(log.gameId(), s);
            players.add(o != null ? o.name() : name != null ? name : "human");
        }
        return new Snapshot(version, log.gameId(), settings, status.text(), status == Status.OVER ? null : p.toMove(),
                p.squares(), moves, stabilizer.latest(), stabilizer.stable(), shownPlan(), observation, clockState(t), players,
                requested == null ? null : requested.toString(), ai.thinking(), lostTrack(t), result, log.messages(),
                board.describe(), board.status(), coach.view(), endings.pending());
    }

    // ---------------------------------------------------------------- small helpers

    /** The game (read only; for tests and the benchmark on the loop thread). */
    public Game game() {
        return game;
    }

    public GameSettings settings() {
        return settings;
    }

    @Override
    String sideName(Side side) {
        return name(side);
    }

    static String name(Side side) {
        return side == Side.BLACK ? "Black" : "White";
    }

    private static String reason(GameResult r) {
        return r.reason().name().toLowerCase(java.util.Locale.ROOT).replace('_', ' ');
    }

    static String describe(GameResult r) {
        return r.score() + (r.winner() == null ? ", a draw" : ", " + name(r.winner()) + " wins")
                + switch (r.reason()) {
                    case TIME_FORFEIT -> " on time";
                    case RESIGNATION -> " by resignation";
                    case AGREED_DRAW -> " by agreement";
                    case ARBITER -> " by the arbiter's decision";
                    case NO_MOVES -> "";
                };
    }

    /** Stops the AI (its answers are dropped) and releases the opponents. */
    @Override
    public void close() {
        ai.cancel();
        coach.close();
        closeOpponents();
    }
}
