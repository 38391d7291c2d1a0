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
import org.othellier.board.LedPlan;
import org.othellier.board.SensorFrame;
import org.othellier.board.SensorKind;
import org.othellier.board.octi.MoveIndex;
import org.othellier.board.octi.OctiLedPlanner;
import org.othellier.board.octi.OctiSensors;
import org.othellier.board.octi.OctiTurn;
import org.othellier.engine.TimeBudget;
import org.othellier.engine.octi.EngineSpec;
import org.othellier.engine.octi.OctiEngine;
import org.othellier.game.GameKind;
import org.othellier.game.Side;
import org.othellier.game.octi.OctiGame;
import org.othellier.game.octi.OctiMove;
import org.othellier.game.octi.OctiNotation;
import org.othellier.game.octi.OctiPicture;
import org.othellier.game.octi.OctiPlayer;
import org.othellier.game.octi.OctiPosition;
import org.othellier.game.octi.OctiResult;
import org.othellier.game.octi.OctiVariant;
import org.othellier.game.octi.OctiWords;
import org.othellier.game.octi.Squares;
import org.othellier.hw.BoardBackend;
import org.othellier.store.Journal;
import org.othellier.store.JournalEntry;
import org.othellier.store.OctiReplay;
import org.othellier.store.StoredGame;

/**
 * The single owner of an Octi game at the board, as {@link OthelloController} is of an Othello game:
 * frames, presses, the AI's answers, ticks and the page's commands arrive on the event loop's thread.
 * Each turn is an {@link OctiTurn} (pure: what the board fits, the gestures, the chooser); this class
 * adds time, the clock, the journal, the AI worker and the LEDs. Every accepted move is committed to
 * the {@link Journal} before the LEDs, the clock or the page act on it.
 *
 * <p>The two clock buttons are the two teams' (in the two-player games, the two players'): the button
 * of the team to move is {@link OctiTurn.Button#MOVER}, the other steps the chooser.
 */
public final class OctiController extends BoardSession<OctiSnapshot> {

    /** Without a clock the AI's level bounds its search; this bounds it too, so nobody waits long at a board. */
    static final long AI_MILLIS_WITHOUT_CLOCK = 5_000;

    /** Makes the Octi engine of a seat from its spec ({@code ai:4}); refuses (IllegalArgumentException) a bad one. */
    public interface Engines {
        OctiEngine create(String spec);
    }

    private final Engines engines;
    private final AiRequest<OctiPosition, OctiMove> ai;
    private final Map<OctiPlayer, OctiEngine> ais = new EnumMap<>(OctiPlayer.class);

    private OctiSettings settings;
    private OctiGame game;
    private OctiResult outcome;
    /** Why the game ended when the position alone does not say (a flag fall). */
    private String endReason;
    private OctiTurn turn;
    private String lastStateMessage = "";
    /** When a press last opened or stepped the chooser. */
    private long chooserShownAt = Long.MIN_VALUE / 2;

    public OctiController(BoardConfig options, BoardBackend board, Journal journal, LongSupplier monotonicMillis,
                          Clock wall, Mailbox mailbox, Engines engines, Executor aiWorker) {
        super(options, board, journal, monotonicMillis, wall);
        this.engines = engines;
        this.ai = new AiRequest<>(aiWorker, mailbox, () -> game.position());
    }

    // ---------------------------------------------------------------- start

    @Override
    boolean plays(StoredGame stored) {
        return stored.header().kind() == GameKind.OCTI;
    }

    @Override
    void newGame(SessionSettings s, Journal.Abandoned replaced) {
        if (!(s instanceof OctiSettings o)) {
            throw new IllegalArgumentException("the Octi controller plays Octi, not " + s.game().id());
        }
        start(o, OctiPosition.start(o.variant()), replaced);
    }

    @Override
    boolean finished() {
        return outcome != null;
    }

    @Override
    void resume(StoredGame stored) {
        OctiSettings s = OctiSettings.of(stored.header());
        OctiGame g = OctiReplay.game(stored);
        resumeGame(stored, gameStart(s, g));
        message("resumed game " + stored.id() + " after a restart at ply " + (g.ply() + 1)
                + "; the time the service was down is charged to nobody");
        afterChange();
    }

    /**
     * Starts a new game from a position; {@code replaced}, or else the Octi game in progress, if any, is kept as
     * abandoned in the same transaction (a journal that fails leaves it as it was, still playing).
     */
    private void start(OctiSettings s, OctiPosition startPosition, Journal.Abandoned replaced) {
        long id = startGame(gameStart(s, new OctiGame(startPosition)), GameClocks.create(s.clock()), replaced,
                "a new game was started");
        message("game " + id + ": " + s.describe() + ", " + s.seats() + ", clock " + s.clock());
        playForcedPass(now.getAsLong());
        afterChange();
    }

    /** The game {@code g} about to begin, made before anything changes: the board's fit checked, the AI players made. */
    private GameStart gameStart(OctiSettings s, OctiGame g) {
        checkBoardFits(s);
        Map<OctiPlayer, OctiEngine> made = makeEngines(s);
        return new GameStart(s.header(g.start()), List::of, Squares.SIZE, s.sensors(),
                OctiSensors.expectedFrame(g.position(), SensorKind.COLOUR), () -> {
                    useEngines(made);
                    install(s, g);
                }, () -> { });
    }

    /** The game in progress was ended as abandoned in the journal (a new game, or a switch to Othello). */
    @Override
    void abandoned() {
        super.abandoned();
        ai.cancel();
    }

    private void install(OctiSettings s, OctiGame g) {
        settings = s;
        game = g;
        outcome = g.position().isOver() ? g.position().result() : null;
        endReason = null;
        ai.reset();
        newTurn();
    }

    private Map<OctiPlayer, OctiEngine> makeEngines(OctiSettings s) {
        Map<OctiPlayer, OctiEngine> made = new EnumMap<>(OctiPlayer.class);
        for (OctiPlayer p : s.variant().playerList()) {
            if (!s.isHuman(p)) {
                made.put(p, engines.create(s.player(p)));
            }
        }
        return made;
    }

    private void useEngines(Map<OctiPlayer, OctiEngine> made) {
        ais.clear();
        ais.putAll(made);
    }

    private void checkBoardFits(OctiSettings s) {
        // Octi is played on 9x9 only (docs/RULES.md X-1): a 10x10 board would leave a row and a column no rule knows
        checkBoardFits(s.sensors(), Squares.SIZE, "Octi is played on a 9x9 board only: a 9x9 grid is needed (a serial"
                + " board controller takes the 9x9 image: othellier flash --size 9)");
    }

    // ---------------------------------------------------------------- events

    @Override
    void pressed(Side side, long t) {
        String who = sideName(side);
        OctiPlayer mover = game.position().toMove();
        OctiTurn.State s = turn.state();
        if (!clock.started() && s.status() == OctiTurn.Status.UNTOUCHED && s.gestures().isEmpty()) {
            startClock(mover.team(), mover.displayName(), t);
            return;
        }
        if (ai.thinking()) {
            ignorePress(side, who + " pressed while " + mover.displayName() + " (AI) is choosing its move: ignored");
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
    String setupMessage() {
        return "set-up: arrange the pods, then give the position (prongs, stacks) on the page and take it";
    }

    @Override
    void setupBegun() {
        ai.cancel();
    }

    // ---------------------------------------------------------------- commands from the page

    /**
     * The page's one-tap choice (or a move typed in the notation): the turn ends as soon as the board shows
     * it, at once when it already does. Refused, naming why, when it is not a legal move of a person to move.
     */
    @Override
    public void choose(String notation) {
        if (status != Status.PLAYING) {
            throw new IllegalArgumentException("the game is " + status.text() + ": no move can be chosen");
        }
        OctiPlayer mover = game.position().toMove();
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
        message(mover.displayName() + " chose on the page: " + OctiWords.withNotation(game.position(), m)
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
    @Override
    public void takeSetup(Side toMove, String picture) {
        if (toMove != null) {
            throw new IllegalArgumentException("an Octi set-up takes who moves from the picture; give only the picture");
        }
        takeSetup(picture);
    }

    public void takeSetup(String picture) {
        if (status != Status.SETUP) {
            throw new IllegalArgumentException("the board is not in set-up (POST /api/setup/begin first)");
        }
        OctiPosition p = BoardSetup.octi(stabilizer.latest(), settings.variant(), settings.sensors(), picture);
        endSetup();
        try {
            start(settings, p, null);
        } catch (RuntimeException e) {
            status = Status.SETUP; // not kept: still in set-up, as before
            throw e;
        }
        message("set-up taken: " + p.toMove().displayName() + " to move");
        afterChange();
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
        boardFits(!wrong, t);
        describeTurn();
        askAi();
        showLeds();
    }

    private void accept(OctiMove move, long t) {
        OctiPosition before = game.position();
        OctiPlayer mover = before.toMove();
        String notation = OctiNotation.format(before, move);
        OctiPosition after = before.play(move);
        List<JournalEntry> entries = new ArrayList<>();
        GameClock c = clockForMove(t).press(mover.team(), t).clock();
        entries.add(entry("move", mover.team(), notation, c));
        OctiResult o = null;
        if (after.isOver()) {
            c = c.stop(t).clock();
            o = after.result();
            entries.add(entry("result", o.winner(), o.describe(after.variant()), c));
        }
        commit(entries, o == null ? null : o.describe(after.variant()), o == null ? null : o.reason());
        game.play(move);
        clockMoved(c);
        ai.cancel();
        message(mover.displayName() + " played: " + OctiWords.withNotation(before, move));
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
        lost(flagged, List.of(), clock, sideName(flagged) + "'s time is up (docs/OCTI.md D-12)", "time forfeit");
    }

    /**
     * {@code side} (a seat's team; null: the only team of people) resigns: the other team wins, journalled as the
     * result with its reason, {@code resignation}.
     */
    @Override
    public void resign(Side side) {
        if (!hasGame() || status == Status.OVER || status == Status.SETUP) {
            throw new IllegalArgumentException("the game is " + (hasGame() ? status.text() : "not on") + ": nobody can resign");
        }
        Side who = side;
        if (who == null) {
            boolean black = !aiTeam(Side.BLACK);
            boolean white = !aiTeam(Side.WHITE);
            if (black == white) {
                throw new IllegalArgumentException("say who resigns: \"side\" is \"black\" or \"white\"");
            }
            who = black ? Side.BLACK : Side.WHITE;
        } else if (aiTeam(who)) {
            throw new IllegalArgumentException(sideName(who) + " is the AI: only a person can resign");
        }
        long t = now.getAsLong();
        GameClock c = clockForMove(t).stop(t).clock();
        lost(who, List.of(entry("resign", who, null, c)), c, sideName(who) + " resigns", "resignation");
        afterChange();
    }

    /** Octi has no draw offers nor takebacks by agreement: a game is won or lost on the board, or resigned. */
    @Override
    public void offer(Side side, String what) {
        throw new IllegalArgumentException("Octi takes no offers: play on, or resign");
    }

    @Override
    public void answerOffer(Side side, boolean accept) {
        throw new IllegalArgumentException("Octi takes no offers: there is none to answer");
    }

    private boolean aiTeam(Side team) {
        return ais.keySet().stream().anyMatch(p -> p.team() == team);
    }

    /** {@code loser}'s team loses off the board ({@code why}: a flag, a resignation), after {@code first} entries. */
    private void lost(Side loser, List<JournalEntry> first, GameClock c, String why, String reason) {
        Side winner = loser.opponent();
        OctiResult o = new OctiResult(OctiResult.State.WIN, winner, why);
        List<JournalEntry> entries = new ArrayList<>(first);
        entries.add(entry("result", winner, o.describe(settings.variant()), c));
        commit(entries, o.describe(settings.variant()), reason);
        clockMoved(c);
        outcome = o;
        endReason = why;
        status = Status.OVER;
        ai.cancel();
        message(why + ": " + o.describe(settings.variant()));
        showLeds();
    }

    // ---------------------------------------------------------------- the AI

    private void askAi() {
        if (status != Status.PLAYING || game.position().isOver() || ai.thinking()) {
            return;
        }
        OctiPosition p = game.position();
        OctiEngine engine = ais.get(p.toMove());
        if (engine == null || turn.state().target() != null || ai.failedIn(p)) {
            return;
        }
        long budget = budgetMillis(clock.budget(p.toMove().team(), now.getAsLong()));
        ai.ask(p, cancelled -> engine.choose(p, budget, cancelled), this::aiAnswered, this::aiFailed);
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

    private void aiAnswered(OctiPosition asked, OctiMove m) {
        String why = asked.whyIllegal(m);
        if (why != null) {
            ai.failed(asked);
            aiFailed(asked, new IllegalStateException("it answered an illegal move: " + why));
            return;
        }
        turn = OctiTurn.ai(turn.index(), m, boardFrame(asked));
        OctiPlayer mover = asked.toMove();
        String notation = OctiNotation.format(asked, m);
        boolean pressNeeded = !turn.isDone() && needsPress(turn.index(), m);
        boolean held = holdClock(mover.team(), now.getAsLong());
        message(mover.displayName() + ", " + EngineSpec.describe(ais.get(mover).name()) + ", plays: "
                + OctiWords.withNotation(asked, m) + ". On the board: " + howTo(m)
                + (pressNeeded ? ", then press " + sideName(mover.team()) + "'s clock" : "")
                + (held && !turn.isDone() ? " (the clock stands until the move is on the board)" : ""));
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

    private void aiFailed(OctiPosition asked, RuntimeException e) {
        // the page's choice is refused for an AI seat, but the board takes a person's hands for it
        String team = sideName(asked.toMove().team());
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
            plan = OctiLedPlanner.result(game.position(), outcome);
        } else if (status == Status.SETUP || stabilizer.stable() == null || turn == null) {
            plan = LedPlan.dark(Squares.SIZE, Squares.SIZE);
        } else {
            plan = OctiLedPlanner.plan(game.position(), turn.state(), wrongTooLong(now.getAsLong()));
        }
        show(plan);
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
    List<Object> viewKey(long t) {
        return java.util.Arrays.asList(game.ply(), turn == null ? null : turn.state(), ai.thinking(), outcome, settings);
    }

    @Override
    OctiSnapshot view(long version, long t) {
        OctiTurn.State ts = turn == null ? null : turn.state();
        List<String> moves = new ArrayList<>();
        for (int ply = 0; ply < game.ply(); ply++) {
            moves.add(game.notation(ply));
        }
        List<String> players = new ArrayList<>();
        for (OctiPlayer p : settings.variant().playerList()) {
            OctiEngine e = ais.get(p);
            players.add(e == null ? "human" : e.name());
        }
        OctiPosition p = game.position();
        boolean aiTurn = ts != null && ts.target() != null && ais.containsKey(p.toMove());
        return new OctiSnapshot(version, log.gameId(), settings, status.text(), status == Status.OVER ? null : p.toMove(), p,
                moves, stabilizer.latest(), stabilizer.stable(), shownPlan(), ts, aiTurn, clockState(t), players,
                ai.thinking(), outcome, endReason, log.messages(), board.describe(), board.status(),
                turn == null ? List.of() : turn.index().listed(OctiSnapshot.LISTED_MOVES),
                turn == null ? 0 : turn.index().legalCount());
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

    @Override
    String sideName(Side side) {
        String colour = side == Side.BLACK ? "Black" : "White";
        return settings != null && settings.variant() == OctiVariant.FOUR_PLAYER ? colour + " team" : colour;
    }

    @Override
    public void close() {
        ai.cancel();
        ais.clear();
    }
}
