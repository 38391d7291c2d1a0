package org.othellier.app;

import java.time.Clock;
import java.util.ArrayList;
import java.util.EnumMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.Executor;
import java.util.function.LongSupplier;
import java.util.logging.Logger;
import org.othellier.app.GameController.Mailbox;
import org.othellier.app.clock.GameClock;
import org.othellier.app.clock.GameClocks;
import org.othellier.board.LedPlan;
import org.othellier.board.SensorFrame;
import org.othellier.board.SensorKind;
import org.othellier.board.Signals;
import org.othellier.board.octi.MoveIndex;
import org.othellier.board.octi.OctiFault;
import org.othellier.board.octi.OctiLedPlanner;
import org.othellier.board.octi.OctiSensors;
import org.othellier.board.octi.OctiTurn;
import org.othellier.engine.TimeBudget;
import org.othellier.engine.octi.OctiEngine;
import org.othellier.game.Side;
import org.othellier.game.octi.OctiGame;
import org.othellier.game.octi.OctiMove;
import org.othellier.game.octi.OctiNotation;
import org.othellier.game.octi.OctiPicture;
import org.othellier.game.octi.OctiPosition;
import org.othellier.game.octi.OctiVariant;
import org.othellier.game.octi.Outcome;
import org.othellier.game.octi.Player;
import org.othellier.game.octi.Squares;
import org.othellier.hw.BoardBackend;
import org.othellier.hw.ButtonPress;
import org.othellier.hw.sim.SimulatedBoard;
import org.othellier.store.GameHeader;
import org.othellier.store.Journal;
import org.othellier.store.JournalEntry;
import org.othellier.store.OctiReplay;
import org.othellier.store.StoredGame;

/**
 * The single owner of an Octi game at the board, as {@link GameController} is of an Othello game:
 * frames, presses, the AI's answers, ticks and the page's commands arrive on the event loop's thread.
 * Each turn is an {@link OctiTurn} (pure: what the board fits, the gestures, the chooser); this class
 * adds time, the clock, the journal, the AI worker and the LEDs. Every accepted move is committed to
 * the {@link Journal} before the LEDs, the clock or the page act on it.
 *
 * <p>The two clock buttons are the two teams' (in the two-player games, the two players'): the button
 * of the team to move is {@link OctiTurn.Button#MOVER}, the other steps the chooser.
 */
public final class OctiController extends BoardSession {

    private static final Logger LOG = Logger.getLogger(OctiController.class.getName());
    /** Without a clock the AI's level bounds its search; this bounds it too, so nobody waits long at a board. */
    static final long AI_MILLIS_WITHOUT_CLOCK = 5_000;

    /** Makes the Octi engine of a seat from its spec ({@code ai:4}); refuses (IllegalArgumentException) a bad one. */
    public interface Engines {
        OctiEngine create(String spec);
    }

    private final Mailbox mailbox;
    private final Engines engines;
    private final Executor aiWorker;
    private final Map<Player, OctiEngine> ais = new EnumMap<>(Player.class);

    private OctiSettings settings;
    private OctiGame game;
    private Outcome outcome;
    /** Why the game ended when the position alone does not say (a flag fall). */
    private String endReason;
    private OctiTurn turn;
    private boolean thinking;
    /** Which AI request is current: an answer for an older one is dropped. */
    private long aiToken;
    /** The position in which the AI last failed: it is not asked again there. */
    private OctiPosition aiFailedOn;
    private long version;
    private volatile OctiSnapshot snapshot;
    private Object[] lastPublishedKey;
    private String lastStateMessage = "";
    /** Since when the board has fitted no legal move (-1: it fits): after a while the LEDs show the way back. */
    private long wrongSince = -1;
    /** When a press last opened or stepped the chooser. */
    private long chooserShownAt = Long.MIN_VALUE / 2;

    public OctiController(GameController.Options options, BoardBackend board, Journal journal, LongSupplier monotonicMillis,
                          Clock wall, Mailbox mailbox, Engines engines, Executor aiWorker) {
        super(options, board, journal, monotonicMillis, wall);
        this.mailbox = mailbox;
        this.engines = engines;
        this.aiWorker = aiWorker;
    }

    // ---------------------------------------------------------------- start

    @Override
    public void begin(SessionSettings defaults) {
        if (resumeFromJournal(g -> OctiReplay.isOcti(g.header()), this::resume)) {
            return;
        }
        OctiSettings s = octi(defaults);
        start(s, OctiPosition.start(s.variant()));
    }

    @Override
    public void newGame(SessionSettings s) {
        OctiSettings o = octi(s);
        start(o, OctiPosition.start(o.variant()));
    }

    private static OctiSettings octi(SessionSettings s) {
        if (s instanceof OctiSettings o) {
            return o;
        }
        throw new IllegalArgumentException("the Octi controller plays Octi, not " + s.game());
    }

    private void resume(StoredGame stored) {
        GameHeader h = stored.header();
        List<String> seats = new ArrayList<>(List.of(h.black().split(",")));
        List<String> whites = List.of(h.white().split(","));
        seats.add(1, whites.get(0));
        if (whites.size() > 1) {
            seats.add(whites.get(1));
        }
        OctiSettings s = new OctiSettings(OctiReplay.variant(h), GameSettings.sensors(h.sensors()), seats, h.clock());
        checkBoardFits(s);
        OctiGame g = OctiReplay.game(stored);
        GameLog.Restored restored = GameLog.Restored.of(stored);
        Map<Player, OctiEngine> made = makeEngines(s);
        useEngines(made);
        log.resume(stored);
        setOut(s, g.position());
        install(s, g, restored.clock().resumeAt(now.getAsLong()));
        status = outcome != null ? Status.OVER : restored.paused() ? Status.PAUSED : Status.PLAYING;
        message("resumed game " + stored.id() + " after a restart at ply " + (g.ply() + 1)
                + "; the time the service was down is charged to nobody");
        afterChange();
    }

    /** Starts a new game from a position; the Octi game in progress, if any, is kept as abandoned. */
    private void start(OctiSettings s, OctiPosition startPosition) {
        checkBoardFits(s);
        Map<Player, OctiEngine> made = makeEngines(s); // refuses before anything changes
        abandon("a new game was started");
        List<String> black = new ArrayList<>();
        List<String> white = new ArrayList<>();
        for (Player p : s.variant().playerList()) {
            (p.team() == Side.BLACK ? black : white).add(s.player(p));
        }
        GameHeader h = new GameHeader("octi", Squares.SIZE, s.variant().id(), "", GameSettings.name(s.sensors()),
                String.join(",", black), String.join(",", white), s.clock(), false, OctiPicture.print(startPosition));
        long id = log.start(h);
        useEngines(made);
        setOut(s, startPosition);
        install(s, new OctiGame(startPosition), GameClocks.create(s.clock()));
        message("game " + id + ": " + s.describe() + ", " + playersText(s) + ", clock " + s.clock());
        playForcedPass(now.getAsLong());
        afterChange();
    }

    /**
     * On the simulated board the pods are set out for the position, and that frame counts at once: it is
     * the board, not a hand passing over it (a script's next command sees the new game's board).
     */
    private void setOut(OctiSettings s, OctiPosition p) {
        if (board instanceof SimulatedBoard sim) {
            sim.rebuild(s.sensors(), OctiSensors.expectedFrame(p, SensorKind.COLOUR));
            stabilizer.offer(sim.sensed(), now.getAsLong());
            stabilizer.settle();
        }
    }

    /** Records the game in progress as abandoned (a new game, or a switch to Othello). */
    @Override
    void abandon(String why) {
        super.abandon(why);
        aiToken++;
        thinking = false;
    }

    private void install(OctiSettings s, OctiGame g, GameClock c) {
        settings = s;
        game = g;
        clock = c;
        status = Status.PLAYING;
        outcome = g.position().isOver() ? g.position().outcome() : null;
        endReason = null;
        if (outcome != null) {
            status = Status.OVER;
        }
        thinking = false;
        aiToken++;
        aiFailedOn = null;
        wrongSince = -1;
        forgetShownPlan();
        clockInstalled();
        newTurn();
    }

    private Map<Player, OctiEngine> makeEngines(OctiSettings s) {
        Map<Player, OctiEngine> made = new EnumMap<>(Player.class);
        for (Player p : s.variant().playerList()) {
            if (!s.isHuman(p)) {
                made.put(p, engines.create(s.player(p)));
            }
        }
        return made;
    }

    private void useEngines(Map<Player, OctiEngine> made) {
        ais.clear();
        ais.putAll(made);
    }

    private void checkBoardFits(OctiSettings s) {
        checkSensing(s.sensors());
        if (board instanceof SimulatedBoard) {
            return; // a simulated board becomes whatever the game needs
        }
        int size = board.sensors().rows();
        if (size != Squares.SIZE || board.sensors().cols() != Squares.SIZE) {
            throw new IllegalArgumentException("the board is " + size + "x" + board.sensors().cols()
                    + "; Octi needs the 9x9 grid");
        }
    }

    // ---------------------------------------------------------------- events


    @Override
    public void onPress(ButtonPress press) {
        if (game == null) {
            return;
        }
        long t = now.getAsLong();
        Side side = press.side();
        String who = teamName(side);
        if (status != Status.PLAYING) {
            message(who + " pressed the clock while the game is " + status.text() + ": ignored");
            afterChange();
            return;
        }
        Player mover = game.position().toMove();
        OctiTurn.State s = turn.state();
        if (!clock.started() && s.status() == OctiTurn.Status.UNTOUCHED && s.gestures().isEmpty()) {
            GameClock.Step step = clock.start(mover.team(), t);
            commit(List.of(entry("clock-start", mover.team(), null, step.clock())), null, null);
            clock = step.clock();
            message("the clock starts: " + mover.displayName() + " to move");
            afterChange();
            return;
        }
        if (thinking) {
            ignorePress(side, who + " pressed while " + mover.displayName() + " (AI) is choosing its move: ignored");
            afterChange();
            return;
        }
        stabilizer.settle(); // the press says the hands are off the board: the latest frame counts now
        if (stabilizer.stable() != null) {
            turn.frame(stabilizer.stable());
        }
        OctiTurn.Button button = side == mover.team() ? OctiTurn.Button.MOVER : OctiTurn.Button.OTHER;
        OctiTurn.State before = turn.state();
        if (button == OctiTurn.Button.MOVER && before.status() == OctiTurn.Status.CHOOSING
                && t - chooserShownAt < options.settleMillis()) {
            // a confirmation counts only once the board's settle time has passed since the press that showed the
            // candidate, as a frame must stand still that long: a doubled press is not a decision (docs/OCTI.md)
            ignorePress(side, who + " pressed again at once: look at the candidate on the LEDs and the display ("
                    + displayChoice(before) + ": " + OctiNotation.format(game.position(), before.shown())
                    + "), then press again to play it");
            afterChange();
            return;
        }
        OctiTurn.State after = turn.press(button);
        if (turn.isDone()) {
            accept(after.move(), t);
        } else if (!after.message().isEmpty()) {
            ignorePress(side, who + ": " + after.message());
            lastStateMessage = after.message(); // said once, with who pressed
        } else if (after.choice() >= 0) {
            chooserShownAt = t;
        }
        afterChange();
    }


    /** The board has fitted no legal move for {@code board.lost-track-ms}. */
    private boolean lostTrack(long t) {
        return wrongSince >= 0 && t - wrongSince >= options.lostTrackMillis();
    }


    @Override
    boolean hasGame() {
        return game != null;
    }

    @Override
    int boardSize() {
        return Squares.SIZE;
    }

    /** The LEDs change with time too: a wrong board grown old shows the way back. */
    @Override
    void ticked(long t) {
        showLeds();
    }

    @Override
    long gameWakeUp(long t) {
        return wrongSince >= 0 && !lostTrack(t) ? wrongSince + options.lostTrackMillis() : Long.MAX_VALUE;
    }

    @Override
    String setupMessage() {
        return "set-up: arrange the pods, then give the position (prongs, stacks) on the page and take it";
    }

    @Override
    void setupBegun() {
        aiToken++;
        thinking = false;
    }

    // ---------------------------------------------------------------- commands from the page

    /**
     * The page's one-tap choice (or a move typed in the notation): the turn ends as soon as the board shows
     * it, at once when it already does. Refused, naming why, when it is not a legal move of a person to move.
     */
    public void choose(String notation) {
        if (status != Status.PLAYING) {
            throw new IllegalArgumentException("the game is " + status.text() + ": no move can be chosen");
        }
        Player mover = game.position().toMove();
        if (ais.containsKey(mover)) {
            throw new IllegalArgumentException(mover.displayName() + " is the AI: its move is shown on the LEDs");
        }
        OctiMove m;
        try {
            m = OctiNotation.parse(game.position(), notation == null ? "" : notation.strip());
        } catch (IllegalArgumentException e) {
            // the notation's message names the move already ('g7-g6': why)
            String what = e instanceof OctiNotation.NotationException ? e.getMessage()
                    : "'" + notation + "': " + e.getMessage();
            throw new IllegalArgumentException(mover.displayName() + "'s move " + what, e);
        }
        long t = now.getAsLong();
        turn.choose(m);
        message(mover.displayName() + " chose " + OctiNotation.format(game.position(), m) + " on the page"
                + (turn.isDone() ? "" : ": make it on the board as the LEDs show"));
        if (turn.isDone()) {
            accept(m, t);
        }
        afterChange();
    }





    /**
     * Takes a position as the start of a new game: {@code picture} as {@link OctiPicture} reads it (the
     * sensors cannot see prongs nor stack sizes, so the page gives them). The board must read exactly
     * what the position shows; a square that does not is named.
     */
    public void takeSetup(String picture) {
        if (status != Status.SETUP) {
            throw new IllegalArgumentException("the board is not in set-up (POST /api/setup/begin first)");
        }
        if (picture == null || picture.isBlank()) {
            throw new IllegalArgumentException("an Octi set-up needs the position as a picture (docs/OCTI.md)");
        }
        OctiPosition p = OctiPicture.parse(settings.variant(), picture);
        SensorFrame f = stabilizer.latest();
        if (f == null || f.rows() != Squares.SIZE) {
            throw new IllegalArgumentException("the board has sent no 9x9 frame yet");
        }
        String board = OctiSensors.read(f, settings.sensors());
        String expected = OctiSensors.expected(p, settings.sensors());
        List<String> wrong = new ArrayList<>();
        for (int sq = 0; sq < Squares.COUNT; sq++) {
            if (board.charAt(sq) != expected.charAt(sq)) {
                wrong.add(Squares.name(sq) + " (the position has " + what(expected.charAt(sq)) + ", the board reads "
                        + what(board.charAt(sq)) + ")");
            }
        }
        if (!wrong.isEmpty()) {
            throw new IllegalArgumentException("the board does not show this position: " + String.join(", ", wrong));
        }
        endSetup();
        start(settings, p);
        message("set-up taken: " + p.toMove().displayName() + " to move");
        afterChange();
    }

    private static String what(char reading) {
        return switch (reading) {
            case '-' -> "no pod";
            case 'X' -> "black pods";
            case 'O' -> "white pods";
            default -> "pods";
        };
    }

    // ---------------------------------------------------------------- the game's steps

    /** The turn at the board for the position in play; a person's until the AI has answered. */
    private void newTurn() {
        OctiPosition p = game.position();
        lastStateMessage = "";
        if (p.isOver()) {
            turn = null; // nothing more to make on the board
            return;
        }
        MoveIndex index = MoveIndex.of(p, settings.sensors());
        turn = OctiTurn.person(index, boardFrame(p));
    }

    /** The stable frame, or the position's own readings before the board has sent one. */
    private SensorFrame boardFrame(OctiPosition p) {
        SensorFrame f = stabilizer.stable();
        return f != null && f.rows() == Squares.SIZE ? f : OctiSensors.expectedFrame(p, settings.sensors());
    }

    /** Gives the stable frame to the turn and acts on a move it ends (the AI's or the page's, made on the board). */
    @Override
    void reconcile(long t) {
        SensorFrame f = stabilizer.stable();
        if (game == null || f == null) {
            return;
        }
        if (status == Status.PLAYING && turn != null) {
            turn.frame(f);
            if (turn.isDone()) {
                accept(turn.state().move(), t);
            }
        }
        boolean wrong = status == Status.PLAYING && turn != null && turn.state().status() == OctiTurn.Status.WRONG;
        wrongSince = !wrong ? -1 : wrongSince >= 0 ? wrongSince : t;
        describeTurn();
        askAi();
        showLeds();
    }

    private void accept(OctiMove move, long t) {
        OctiPosition before = game.position();
        Player mover = before.toMove();
        String notation = OctiNotation.format(before, move);
        OctiPosition after = before.play(move);
        List<JournalEntry> entries = new ArrayList<>();
        GameClock c = clock.press(mover.team(), t).clock();
        entries.add(entry("move", mover.team(), notation, c));
        Outcome o = null;
        if (after.isOver()) {
            c = c.stop(t).clock();
            o = after.outcome();
            entries.add(entry("result", o.winner(), o.describe(after.variant()), c));
        }
        commit(entries, o, null);
        game.play(move);
        clock = c;
        aiToken++;
        thinking = false;
        message(mover.displayName() + " " + notation);
        if (o != null) {
            outcome = o;
            status = Status.OVER;
            message("game over: " + o.describe(after.variant()) + " (" + o.reason() + ")");
        }
        newTurn();
        playForcedPass(t);
    }

    /** A player whose only move is a pass (the four-player game, D-8) passes at once. */
    private void playForcedPass(long t) {
        OctiPosition p = game.position();
        if (status != Status.PLAYING || p.isOver()) {
            return;
        }
        var legal = p.legalMoves();
        if (legal.count() == 1 && legal.get(0) instanceof OctiMove.Pass pass) {
            message(p.toMove().displayName() + " has no move and passes (docs/OCTI.md D-8)");
            accept(pass, t);
        }
    }

    @Override
    void flag(Side flagged, long t) {
        Side winner = flagged.opponent();
        String reason = teamName(flagged) + "'s time is up (docs/OCTI.md D-12)";
        Outcome o = new Outcome(Outcome.State.WIN, winner, reason);
        commit(List.of(entry("result", winner, o.describe(settings.variant()), clock)), o, "time forfeit");
        outcome = o;
        endReason = reason;
        status = Status.OVER;
        aiToken++;
        thinking = false;
        message(reason + ": " + o.describe(settings.variant()));
        showLeds();
    }

    private void ignorePress(Side side, String text) {
        commit(List.of(entry("press-ignored", side, text, null)), null, null);
        LOG.info(text);
        message(text);
    }

    private void commit(List<JournalEntry> entries, Outcome o, String reason) {
        if (o == null) {
            log.append(entries);
        } else {
            log.finish(entries, o.describe(settings.variant()), reason != null ? reason : o.reason());
        }
    }

    private JournalEntry entry(String kind, Side side, String data, GameClock c) {
        return log.entry(kind, side, data, c);
    }

    // ---------------------------------------------------------------- the AI

    private void askAi() {
        if (status != Status.PLAYING || game.position().isOver() || thinking) {
            return;
        }
        OctiPosition p = game.position();
        OctiEngine ai = ais.get(p.toMove());
        if (ai == null || turn.state().target() != null || p == aiFailedOn) {
            return;
        }
        thinking = true;
        long token = ++aiToken;
        long budget = budgetMillis(clock.budget(p.toMove().team(), now.getAsLong()));
        aiWorker.execute(() -> {
            OctiMove m;
            try {
                m = ai.choose(p, budget);
            } catch (RuntimeException e) {
                mailbox.post(() -> aiFailed(token, p, e));
                return;
            }
            mailbox.post(() -> aiAnswered(token, p, m));
        });
    }

    /**
     * What the AI may spend on this move: a share of its time as if 30 moves were left (Octi games
     * run long), most of any increment or delay, never more than a third of what is left.
     */
    static long budgetMillis(TimeBudget b) {
        if (b == null) {
            return AI_MILLIS_WITHOUT_CLOCK;
        }
        long left = Math.max(0, b.remainingMs() - 500); // what a person's hands need to make the move
        long share = left / (b.movesToGo() > 0 ? Math.min(b.movesToGo(), 30) : 30)
                + (b.incrementMs() + b.delayMs()) * 3 / 4;
        return Math.max(50, Math.min(Math.min(share, left / 3 + b.delayMs()), AI_MILLIS_WITHOUT_CLOCK * 6));
    }

    private void aiAnswered(long token, OctiPosition asked, OctiMove m) {
        if (token != aiToken || game.position() != asked) {
            return; // the game has moved on (a new game, a set-up)
        }
        thinking = false;
        String why = asked.whyIllegal(m);
        if (why != null) {
            aiFailed(token, asked, new IllegalStateException("it answered an illegal move: " + why));
            return;
        }
        turn = OctiTurn.ai(turn.index(), m, boardFrame(asked));
        Player mover = asked.toMove();
        String notation = OctiNotation.format(asked, m);
        boolean pressNeeded = !turn.isDone() && needsPress(turn.index(), m);
        message(mover.displayName() + " (" + ais.get(mover).name() + ") plays " + notation + ": " + howTo(m)
                + (pressNeeded ? ", then press " + teamName(mover.team()) + "'s clock" : ""));
        if (turn.isDone()) {
            accept(m, now.getAsLong());
        }
        afterChange();
    }

    /** An AI's move the board cannot tell from the others (a prong, a stack's pod): the press says it is done. */
    private static boolean needsPress(MoveIndex index, OctiMove m) {
        String after = index.after(m);
        return index.count(after) != 1 || after.equals(index.before());
    }

    private void aiFailed(long token, OctiPosition asked, RuntimeException e) {
        if (token != aiToken) {
            return;
        }
        thinking = false;
        aiFailedOn = asked;
        // the page's choice is refused for an AI seat, but the board takes a person's hands for it
        String team = teamName(asked.toMove().team());
        message("the AI failed: " + e.getMessage() + "; it is not asked again in this position: make a move for "
                + asked.toMove().displayName() + " on the board (a prong by pointing it) and press " + team
                + "'s clock, or start a new game");
        afterChange();
    }

    /** How to make the AI's move, in the words of the LED legend. */
    static String howTo(OctiMove m) {
        return switch (m) {
            case OctiMove.Enter e -> "put a pod from the reserve on the blinking blue square";
            case OctiMove.Insert i -> "put a " + (i.superProng() ? "super-prong" : "prong") + " into the pod on the blue square,"
                    + " toward the blinking yellow one";
            case OctiMove.Walk w -> "move the " + (w.parts().size() > 1 ? "pods" : "pod") + " from the blue square"
                    + (w.parts().stream().anyMatch(p -> p.route().landings().size() > 1)
                    ? " along the cyan squares" : "")
                    + " to the blinking blue " + (w.parts().size() > 1 ? "ones" : "one")
                    + (w.parts().stream().anyMatch(p -> !p.captures().isEmpty()) ? " and take off the magenta ones" : "");
            case OctiMove.Turn t -> "make the extra moves and then " + howTo(t.normal());
            case OctiMove.Pass p -> "pass";
        };
    }

    // ---------------------------------------------------------------- after each change

    @Override
    void afterChange() {
        long t = now.getAsLong();
        if (stabilizer.stable() != null) {
            reconcile(t);
        } else {
            askAi();
            showLeds();
        }
        showDisplay(t);
        publishIfChanged(t);
    }

    private void showLeds() {
        if (game == null) {
            return;
        }
        LedPlan plan;
        if (status == Status.OVER) {
            plan = result(game.position());
        } else if (status == Status.SETUP || stabilizer.stable() == null || turn == null) {
            plan = LedPlan.dark(Squares.SIZE, Squares.SIZE);
        } else {
            plan = OctiLedPlanner.plan(game.position(), turn.state());
            if (lostTrack(now.getAsLong())) {
                // as for Othello: after a while the faults turn into the way back (put pods back here)
                for (OctiFault f : turn.state().faults()) {
                    if (f.kind() == OctiFault.Kind.MISSING_POD) {
                        plan = plan.with(f.square(), Signals.PUT);
                    }
                }
            }
        }
        show(plan);
    }

    /** Game over: the winners' pods blink green (every pod cyan for a draw), as the Othello board shows its winner. */
    private LedPlan result(OctiPosition p) {
        LedPlan plan = LedPlan.dark(Squares.SIZE, Squares.SIZE);
        if (outcome == null) {
            return plan;
        }
        for (int sq = 0; sq < Squares.COUNT; sq++) {
            var view = p.view(sq);
            if (view == org.othellier.game.octi.SquareView.EMPTY) {
                continue;
            }
            if (outcome.winner() == null) {
                plan = plan.with(sq, Signals.DRAW);
            } else if (view == org.othellier.game.octi.SquareView.of(outcome.winner())) {
                plan = plan.with(sq, Signals.WINNER);
            }
        }
        return plan;
    }

    /**
     * The clock's texts; while the chooser runs, the mover's side shows which candidate: {@code 2-5}, the second
     * of five, or {@code c12} (the twelfth) when that does not fit four digits.
     */
    @Override
    String[] displayTexts(long t) {
        String[] d = clock.display(t);
        if (turn != null && turn.state().choice() >= 0 && status == Status.PLAYING) {
            d[game.position().toMove().team().ordinal()] = displayChoice(turn.state());
        }
        return d;
    }

    /** {@code 2-5}, the second candidate of five; {@code c12} (the twelfth) when that does not fit four digits. */
    private static String displayChoice(OctiTurn.State s) {
        String text = (s.choice() + 1) + "-" + s.candidates().size();
        return text.length() <= 4 ? text : "c" + (s.choice() + 1);
    }

    /** A message for what the turn's state says once (a refused press, a gesture that fits nothing). */
    private void describeTurn() {
        if (turn == null) {
            return;
        }
        String text = turn.state().message();
        if (!text.isEmpty() && !text.equals(lastStateMessage)) {
            message(text);
        }
        lastStateMessage = text;
    }


    // ---------------------------------------------------------------- the page's view


    @Override
    public OctiSnapshot snapshot() {
        return snapshot;
    }

    @Override
    void publishIfChanged(long t) {
        if (game == null) {
            return;
        }
        OctiTurn.State ts = turn == null ? null : turn.state();
        Object[] key = {status, game.ply(), stabilizer.latest(), stabilizer.stable(), shownPlan(), clock, ts, thinking,
                log.lastMessage(), outcome, settings, log.gameId(), List.of(clock.display(t)), board.status()};
        if (lastPublishedKey != null && java.util.Arrays.equals(key, lastPublishedKey)) {
            return;
        }
        lastPublishedKey = key;
        List<String> moves = new ArrayList<>();
        for (int ply = 0; ply < game.ply(); ply++) {
            moves.add(game.notation(ply));
        }
        Snapshot.ClockState cs = clockState(t);
        List<String> players = new ArrayList<>();
        for (Player p : settings.variant().playerList()) {
            OctiEngine e = ais.get(p);
            players.add(e == null ? "human" : e.name());
        }
        OctiPosition p = game.position();
        boolean aiTurn = ts != null && ts.target() != null && ais.containsKey(p.toMove());
        version++;
        snapshot = new OctiSnapshot(version, log.gameId(), settings, status.text(), status == Status.OVER ? null : p.toMove(), p,
                moves, stabilizer.latest(), stabilizer.stable(), shownPlan(), ts, aiTurn, cs, players,
                thinking, outcome, endReason, log.messages(), board.describe(), board.status(),
                turn == null ? List.of() : turn.index().listed(OctiSnapshot.LISTED_MOVES),
                turn == null ? 0 : turn.index().legalCount());
        publish(snapshot);
    }

    // ---------------------------------------------------------------- small helpers


    /** The game (read only; for tests on the loop thread). */
    public OctiGame game() {
        return game;
    }

    public OctiSettings settings() {
        return settings;
    }

    /** The turn at the board (read only; for tests on the loop thread). */
    OctiTurn turn() {
        return turn;
    }

    private String teamName(Side side) {
        String colour = side == Side.BLACK ? "Black" : "White";
        return settings != null && settings.variant() == OctiVariant.FOUR_PLAYER ? colour + " team" : colour;
    }

    private static String playersText(OctiSettings s) {
        List<String> parts = new ArrayList<>();
        for (Player p : s.variant().playerList()) {
            parts.add(p.displayName() + " " + s.player(p));
        }
        return String.join(", ", parts);
    }

    /** Faults as the page lists them, with what the position has there so the pods can be put back. */
    static String faultText(OctiPosition p, OctiFault f) {
        String has = p.podsAt(f.square()).isEmpty() ? ""
                : " (the position has " + String.join("+", p.podsAt(f.square()).stream().map(OctiPicture::podToken).toList())
                + " there)";
        return f.describe() + has;
    }

    @Override
    public void close() {
        aiToken++;
        ais.clear();
    }
}
