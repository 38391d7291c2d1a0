package org.othellier.app;

import java.time.Clock;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.Executor;
import java.util.function.LongSupplier;
import org.othellier.app.clock.GameClock;
import org.othellier.app.opponent.Opponents;
import org.othellier.app.opponent.PlayerSpec;
import org.othellier.board.SensorFrame;
import org.othellier.board.SensorKind;
import org.othellier.board.othello.OthelloObservation;
import org.othellier.board.othello.Situation;
import org.othellier.coach.PuzzleGrade;
import org.othellier.game.GameKind;
import org.othellier.game.Side;
import org.othellier.game.othello.OthelloGame;
import org.othellier.game.othello.OthelloMove;
import org.othellier.game.othello.OthelloPosition;
import org.othellier.game.othello.OthelloResult;
import org.othellier.hw.BoardBackend;
import org.othellier.hw.ButtonPress;
import org.othellier.hw.ButtonRelease;
import org.othellier.store.Journal;
import org.othellier.store.JournalEntry;
import org.othellier.store.StoredGame;

/**
 * The single owner of the game. Frames, presses, the AI's answers, timer ticks and the page's
 * commands all arrive here on one thread (the {@link EventLoop}); nothing else changes the game.
 * Every accepted event is committed to the {@link Journal} before the LEDs, the clock or the
 * page act on it. Time comes from an injected monotonic source, so tests drive it by hand. Its jobs beside the
 * game in play and the moves kept: {@link OthelloStarts} (how a game begins or resumes), {@link OthelloHands} (what
 * the board shows between two kept moves), {@link OthelloAiTurn} (the computer's turns), {@link OthelloEndings}
 * (the ways out of a game) and {@link OthelloCoach} (hints and puzzles).
 */
public final class OthelloController extends BoardSession<OthelloSnapshot> {

    private OthelloSettings settings;
    private OthelloGame game;
    private OthelloResult result;

    /** The computer's turns: its opponents, its question, its move waiting for the hands. */
    final OthelloAiTurn ai;
    /** What the board shows between two kept moves, and the LEDs for it. */
    private final OthelloHands hands = new OthelloHands(this);
    /** The coach at the board: hints and puzzles. */
    private final OthelloCoach coach;
    /** Resignation, draws and takebacks by agreement. */
    final OthelloEndings endings = new OthelloEndings(this);
    /** A new game, a set-up's, a puzzle's, or the journal's resumed. */
    private final OthelloStarts starts;
    /** The far player of a remote game: their flags, offers and outages. */
    private final OthelloFarPlayer far = new OthelloFarPlayer(this);

    public OthelloController(BoardConfig options, BoardBackend board, Journal journal, LongSupplier monotonicMillis, Clock wall,
                          Mailbox mailbox, Opponents opponents, Executor aiWorker) {
        super(options, board, journal, monotonicMillis, wall);
        this.ai = new OthelloAiTurn(this, opponents, aiWorker, mailbox);
        this.coach = new OthelloCoach(this, opponents, aiWorker, mailbox);
        this.starts = new OthelloStarts(this, ai, hands, coach, endings);
    }

    /** The coach's options ({@code [coach]}, {@code [puzzle]}); before the game begins. */
    public void coach(CoachConfig options) {
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
        ai.cancel();
    }

    @Override
    boolean finished() {
        return result != null;
    }

    @Override
    void resume(StoredGame stored) {
        starts.resume(stored);
    }

    /** The adjourned game {@code stored} taken up again, {@code replaced} (or the game in progress) abandoned. */
    void reopen(StoredGame stored, Journal.Abandoned replaced) {
        starts.reopen(stored, replaced);
    }

    /** ... or a puzzle's game: journalled with a {@code puzzle} event, and the board guided to its position. */
    void start(OthelloSettings s, OthelloPosition startPosition, PuzzleRun run) {
        starts.start(s, startPosition, run, null);
    }

    /** The game {@code g} with settings {@code s} kept: the one in play from now on, nothing waiting from the old one. */
    void install(OthelloSettings s, OthelloGame g) {
        settings = s;
        game = g;
        result = g.isOver() ? g.result() : null;
        ai.cancel();
        hands.reset();
        coach.reset();
        endings.reset();
        far.reset();
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
        OthelloObservation o = observationAt();
        if (side == mover && o instanceof OthelloObservation.MoveSeen seen) {
            String refused = hands.refusePress(seen, who);
            if (refused == null) {
                stabilizer.settle(); // the press says the hands are off the board: the latest frame counts now
                accept(seen.move(), t);
            } else {
                ignorePress(side, refused);
            }
        } else if (!clock.started() && o instanceof OthelloObservation.InSync) {
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
        if (hands.observation() instanceof OthelloObservation.Mismatch && wrongTooLong(t)) {
            showLeds(t);
        }
        coach.ticked(t);
        endings.ticked(t);
        far.ticked(t);
    }

    @Override
    long gameWakeUp(long t) {
        long wake = hands.observation() instanceof OthelloObservation.Mismatch && !hands.lostTrack(t) ? super.gameWakeUp(t)
                : Long.MAX_VALUE;
        return Math.min(Math.min(Math.min(wake, coach.nextDue()), endings.nextDue(t)), far.standAt());
    }

    // ---------------------------------------------------------------- commands from the page

    @Override
    void newGame(SessionSettings settings, Journal.Abandoned replaced) {
        if (!(settings instanceof OthelloSettings s)) {
            throw new IllegalArgumentException("the Othello controller plays Othello, not " + settings.game().id());
        }
        starts.start(s, OthelloPosition.start(s.variant()), null, replaced);
    }

    @Override
    String setupMessage() {
        return "set-up: arrange the board, then take it as the new position";
    }

    @Override
    void setupCancelled() {
        hands.guideAtOnce();
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
        OthelloPosition p = BoardSetup.othello(f, settings.variant(), settings.sensors(), toMove, squares);
        endSetup();
        try {
            starts.start(settings, p, null, null);
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

    /** The game as the board's reading needs it. */
    Situation situation() {
        boolean aiToMove = ai.plays(game.position().toMove()) && status != Status.OVER;
        // a takeback on the board would leave the far board's record apart: across boards it is offered and agreed
        return new Situation(game, settings.sensors(), aiToMove, ai.requested(), !settings.tournament()
                && status == Status.PLAYING && !remotePlays(Side.BLACK) && !remotePlays(Side.WHITE));
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
            OthelloObservation observation = hands.read(f);
            OthelloObservation puzzleSetUp = coach.guideSetUp(f);
            if (puzzleSetUp != null) {
                hands.readAs(puzzleSetUp);
                break;
            }
            if (status != Status.PLAYING) {
                break;
            }
            if (observation instanceof OthelloObservation.TakenBack tb) {
                takeBack(tb.ply(), t);
            } else if (observation instanceof OthelloObservation.MoveSeen seen && seen.complete()
                    && settings.sensors() == SensorKind.COLOUR) {
                // The LEDs first mirror the board (the last flip done goes dark) without waiting for the disk;
                // what follows from the move (clock, pass, AI, result) waits for the commit in accept().
                showLeds(t);
                accept(seen.move(), t); // O-12: the board shows the move complete; the clock switches by itself
            } else {
                break;
            }
        }
        hands.settled(t);
        ai.ask();
        showLeds(t);
    }

    private void accept(OthelloMove move, long t) {
        OthelloPosition before = game.position();
        Side mover = before.toMove();
        OthelloPosition after = before.play(move);
        List<JournalEntry> entries = new ArrayList<>();
        GameClock.Step step = clockForMove(t).press(mover, t);
        GameClock c = step.clock();
        entries.add(entry("move", mover, move.toString(), c));
        List<String> notes = new ArrayList<>();
        notes.add(name(mover) + " " + move);
        OthelloPosition p = after;
        boolean passes = false;
        if (p.mustPass()) {
            c = c.pass(p.toMove(), t).clock();
            entries.add(entry("pass", p.toMove(), null, c));
            notes.add(name(p.toMove()) + " has no move and passes (O-7); " + name(mover) + " moves again");
            p = p.play(OthelloMove.PASS);
            passes = true;
        }
        OthelloResult r = null;
        if (p.isOver()) {
            c = c.stop(t).clock();
            r = p.result();
            entries.add(entry("result", r.winner(), r.score(), c));
            notes.add("game over: " + OthelloResultWords.describe(r));
        }
        addLapse(entries);
        commit(entries, r);
        endings.lapsed();
        game.play(move);
        if (passes) {
            game.play(OthelloMove.PASS);
        }
        clockMoved(c);
        ai.cancel();
        hands.moved(passes ? p.toMove().opponent() : null);
        if (r != null) {
            result = r;
            status = Status.OVER;
        }
        notes.forEach(this::message);
        coach.played(before, move);
    }

    /** A game (resumed or set up) whose side to move cannot move: the passes are played at once. */
    void playForcedPasses(long t) {
        OthelloPosition p = game.position();
        if (p.mustPass() && status == Status.PLAYING) {
            GameClock c = clock.pass(p.toMove(), t).clock();
            commit(List.of(entry("pass", p.toMove(), null, c)), null);
            game.play(OthelloMove.PASS);
            clock = c;
            hands.passed(p.toMove());
            message(name(p.toMove()) + " has no move and passes (O-7)");
        } else if (p.isOver() && status != Status.OVER) {
            OthelloResult r = p.result();
            GameClock c = clock.stop(t).clock();
            commit(List.of(entry("result", r.winner(), r.score(), c)), r);
            clock = c;
            result = r;
            status = Status.OVER;
            message("game over: " + OthelloResultWords.describe(r));
        }
    }

    private void takeBack(int ply, long t) {
        takeBack(ply, t, List.of());
    }

    /** A takeback by agreement (the page, the API, the clock buttons): the board is led back to it by the LEDs. */
    void takeBackAgreed(int ply, List<JournalEntry> first) {
        takeBack(ply, now.getAsLong(), first);
        hands.restoreTakeback();
    }

    private void takeBack(int ply, long t, List<JournalEntry> first) {
        OthelloPosition from = game.position();
        OthelloPosition to = game.positionAt(ply);
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
        ai.tookBack(ply);
        clockMoved(c);
        ai.cancel();
        boolean turnBack = hands.tookBack(from, to);
        coach.tookBack(to);
        message("takeback of " + undone + (undone == 1 ? " move" : " moves") + ": " + name(to.toMove()) + " to move"
                + (turnBack ? "; turn back the lit discs" : ""));
    }

    @Override
    void flag(Side flagged, long t) {
        OthelloResult r = game.position().timeForfeit(flagged); // O-13
        over(List.of(entry("result", r.winner(), r.score(), clock)), r, clock, name(flagged) + "'s time is up (O-13): "
                + OthelloResultWords.describe(r));
        showLeds(t);
    }

    @Override
    String standsFor() {
        return far.standsFor();
    }

    /** A far board times its own player: its flag is that board's to decide, and this one confirms it. */
    @Override
    boolean decidesFlag(Side side) {
        return !far.plays(side);
    }

    @Override
    void flagAwaited(Side side) {
        far.flagAwaited(side);
    }

    /** The game ends off the board (a flag, a resignation, a draw agreed): the entries kept, then the result stands. */
    void over(List<JournalEntry> entries, OthelloResult r, GameClock c, String note) {
        commit(entries, r);
        clockMoved(c);
        result = r;
        status = Status.OVER;
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

    /** The far player of a remote game, or a phone player: their resignation, offers, answers, flags and outages. */
    public OthelloFarPlayer far() {
        return far;
    }

    /** Whether a person at another board plays {@code side} (docs/REMOTE.md). */
    boolean remotePlays(Side side) {
        return far.plays(side);
    }

    /** The club's arbiter set game {@code gameId}'s result on the hub: it ends here with that score. */
    public void arbiterResult(long gameId, int black, int white) {
        endings.arbiterResult(gameId, black, white);
        afterChange();
    }

    /** Commits entries (and the result with them) before anything acts on them. */
    void commit(List<JournalEntry> entries, OthelloResult r) {
        commit(entries, r == null ? null : r.score(), r == null ? null : OthelloResultWords.reason(r));
    }

    // ---------------------------------------------------------------- after each change

    /** The AI, the LEDs, the display and the page after a change of the game. */
    @Override
    void afterChange() {
        long t = now.getAsLong();
        ai.ask();
        if (stabilizer.stable() != null) {
            reconcile(t);
        } else {
            showLeds(t);
        }
        showDisplay(t);
        publishIfChanged(t);
    }

    private void showLeds(long t) {
        if (game != null) {
            show(hands.plan(t, coach));
        }
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
        String unlifted = hands.firstUnlifted();
        if (unlifted != null && status == Status.PLAYING) { // the mover's display names the first disc never seen lifted
            d = d.clone();
            d[game.position().toMove() == Side.BLACK ? 0 : 1] = unlifted;
        }
        return d;
    }

    /** On a presence board, every frame counts for the flips seen lifted (a quick turn may never settle). */
    @Override
    void frameSeen(SensorFrame frame) {
        if (game != null) {
            hands.frameSeen(frame);
        }
    }

    /** Whether the computer plays {@code side} in this game. */
    boolean aiPlays(Side side) {
        return ai.plays(side);
    }

    /**
     * Whether a program plays {@code side}: not a person on a phone, who moves through an opponent as the AI does but
     * offers, takes and answers draws and takebacks as a person (docs/REMOTE.md).
     */
    boolean computerPlays(Side side) {
        return aiPlays(side) && settings.player(side).kind() != PlayerSpec.Kind.PHONE;
    }

    /** What the board's latest frame shows against the game (in sync before any frame came). */
    OthelloObservation observationAt() {
        return hands.observationAt();
    }

    // ---------------------------------------------------------------- the page's view

    @Override
    List<Object> viewKey(long t) {
        List<Object> key = new ArrayList<>(java.util.Arrays.asList(game.ply(), ai.requested(), ai.thinking(), result,
                hands.lostTrack(t), settings, endings.pending()));
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
    OthelloSnapshot view(long version, long t) {
        List<String> moves = game.moves().stream().map(OthelloMove::toString).toList();
        OthelloPosition p = game.position();
        List<String> players = new ArrayList<>();
        for (Side s : Side.values()) {
            String ai = this.ai.name(s);
            String name = clubNames.of(log.gameId(), s);
            players.add(ai != null ? ai : name != null ? name : "human");
        }
        String shown = endings.adjourned() ? "adjourned" : status.text();
        return new OthelloSnapshot(version, log.gameId(), settings, shown, status == Status.OVER ? null : p.toMove(),
                p.squares(), moves, stabilizer.latest(), stabilizer.stable(), shownPlan(), hands.observation(), clockState(t),
                players, ai.requested() == null ? null : ai.requested().toString(), ai.thinking(), hands.lostTrack(t), result,
                log.messages(),
                board.describe(), board.status(), coach.view(), endings.pending());
    }

    // ---------------------------------------------------------------- small helpers

    /** The game (read only; for tests and the benchmark on the loop thread). */
    public OthelloGame game() {
        return game;
    }

    public OthelloSettings settings() {
        return settings;
    }

    /** The game's result once it is over, else null. */
    OthelloResult result() {
        return result;
    }

    @Override
    String sideName(Side side) {
        return name(side);
    }

    static String name(Side side) {
        return side == Side.BLACK ? "Black" : "White";
    }

    /** Stops the AI (its answers are dropped) and releases the opponents. */
    @Override
    public void close() {
        ai.close();
        coach.close();
    }
}
