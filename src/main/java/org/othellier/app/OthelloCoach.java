package org.othellier.app;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.concurrent.Executor;
import org.othellier.app.opponent.Opponent;
import org.othellier.app.opponent.Opponents;
import org.othellier.app.opponent.PlayerSpec;
import org.othellier.board.LedPlan;
import org.othellier.board.SensorFrame;
import org.othellier.board.Signals;
import org.othellier.board.othello.OthelloObservation;
import org.othellier.coach.Puzzle;
import org.othellier.coach.PuzzleBook;
import org.othellier.coach.PuzzleGrade;
import org.othellier.coach.PuzzleVerdict;
import org.othellier.engine.othello.EngineTime;
import org.othellier.engine.othello.Evaluator;
import org.othellier.engine.othello.OthelloEngine;
import org.othellier.game.GameKind;
import org.othellier.game.Side;
import org.othellier.game.othello.OthelloGame;
import org.othellier.game.othello.OthelloMove;
import org.othellier.game.othello.OthelloPosition;
import org.othellier.hw.ButtonPress;
import org.othellier.hw.ButtonRelease;
import org.othellier.store.JournalEntry;
import org.othellier.store.StoredGame;

/**
 * The coach at the board for an Othello game (README "The coach at the board"): hints asked by a long press or the
 * page, and puzzle mode. Owned by its {@link OthelloController} and called from the controller's few hook points on
 * the event loop; it changes the game only through the controller.
 */
final class OthelloCoach {

    private final OthelloController at;
    private final Opponents opponentFactory;
    private CoachConfig options = CoachConfig.DEFAULTS;
    private final AiRequest<OthelloPosition, OthelloMove> hintAi;
    private Opponent hintEngine;
    /** The engine's best move, shown while the game stays in {@link #hintIn}. */
    private OthelloMove hint;
    private OthelloPosition hintIn;
    private final List<CoachView.Hint> hintsUsed = new ArrayList<>();
    private LongPress longPress = new LongPress(CoachConfig.DEFAULTS.holdMillis());
    private PuzzleRun puzzle;
    /** The best line of the puzzle on the board, worked out after its verdict on the AI worker. */
    private final AiRequest<PuzzleRun, List<OthelloMove>> lineAi;
    /** The exact solver of the puzzles' best lines: small tables, made at the first verdict. */
    private OthelloEngine lineEngine;
    /** The longest best line shown: the best move and the replies, numbered on the page's small board. */
    static final int LINE = 10;
    /** The best line's solver tables: the puzzles' endings need little. */
    private static final long LINE_TABLE_BYTES = 8L << 20;

    OthelloCoach(OthelloController at, Opponents opponents, Executor aiWorker, Mailbox mailbox) {
        this.at = at;
        this.opponentFactory = opponents;
        this.hintAi = new AiRequest<>(aiWorker, mailbox, () -> at.game().position());
        this.lineAi = new AiRequest<>(aiWorker, mailbox, () -> puzzle);
    }

    void options(CoachConfig options) {
        this.options = options;
        this.longPress = new LongPress(options.holdMillis());
    }

    /** A new game (or one resumed) is installed: nothing of the last one's coaching stays. */
    void reset() {
        puzzle = null;
        lineAi.cancel();
        hint = null;
        hintIn = null;
        hintAi.cancel();
        hintsUsed.clear();
        longPress.clear();
    }

    /** The puzzle the game just started is (null: an ordinary game). */
    void puzzleStarted(PuzzleRun run) {
        puzzle = run;
    }

    PuzzleRun puzzle() {
        return puzzle;
    }

    // ---------------------------------------------------------------- the clock buttons

    /** A clock press in a game: true when it asked for the next puzzle, the puzzle's verdict being said. */
    boolean pressAsksNextPuzzle() {
        if (puzzle != null && puzzle.verdict() != null && !(at.observationAt() instanceof OthelloObservation.MoveSeen)) {
            nextPuzzle();
            return true;
        }
        return false;
    }

    /**
     * A press on a board that senses releases: one that would do nothing at once (the person to move, the board in
     * order, a casual game) waits for its release, since held it is a long press, a hint, and not a clock press.
     * True when the press is taken here and must not act as a press now.
     */
    boolean onPress(ButtonPress press) {
        if (at.hasGame() && puzzle != null && puzzle.verdict() != null && at.status == BoardSession.Status.OVER) {
            nextPuzzle(); // the puzzle's move ended the game: the press still asks for the next one
            return true;
        }
        if (at.hasGame() && at.board.buttons().sensesReleases() && at.status == BoardSession.Status.PLAYING) {
            OthelloGame game = at.game();
            Side mover = game.position().toMove();
            boolean defer = options.hints() && !at.settings().tournament() && press.side() == mover && !game.isOver()
                    && !at.aiPlays(mover) && at.observationAt() instanceof OthelloObservation.InSync;
            longPress.down(press.side(), press.atMillis(), defer);
            if (defer) {
                at.publishIfChanged(at.now.getAsLong());
                return true;
            }
        }
        return false;
    }

    /** Both buttons are down: a gesture (OthelloEndings), so no hold is a hint and no deferred press a clock press. */
    void forgetHolds() {
        longPress.clear();
    }

    /** A release: a deferred press let go before the hold time acts as the press it was, dated when it closed. */
    void onRelease(ButtonRelease release) {
        var pressAt = longPress.up(release.side());
        if (pressAt.isPresent()) {
            at.clockPress(new ButtonPress(release.side(), pressAt.getAsLong()));
        }
    }

    void ticked(long t) {
        for (LongPress.Held held : longPress.due(t)) {
            longPressed(held);
        }
    }

    long nextDue() {
        return longPress.nextDue();
    }

    private void longPressed(LongPress.Held held) {
        if (held.deferred()) {
            try {
                hint(held.side());
            } catch (IllegalArgumentException e) {
                at.message(e.getMessage());
            }
        } else if (at.settings().tournament()) {
            at.message(OthelloController.name(held.side()) + " held the clock button: hints are off in tournament games");
        }
    }

    // ---------------------------------------------------------------- hints

    /** See {@link OthelloController#hint(Side)}. */
    void hint(Side side) {
        OthelloGame game = at.game();
        if (at.settings().tournament()) {
            throw new IllegalArgumentException("hints are off in tournament games (casual games only)");
        }
        if (!options.hints()) {
            throw new IllegalArgumentException("hints are off on this board (coach.hints = false)");
        }
        if (puzzle != null && (!puzzle.setUp() || puzzle.verdict() != null)) {
            throw new IllegalArgumentException(puzzle.setUp() ? "no hint: the puzzle's verdict is given; Retry for"
                    + " another try, Next for the next puzzle" : "no hint: the puzzle is still being set up");
        }
        if (at.status != BoardSession.Status.PLAYING || game.isOver()) {
            throw new IllegalArgumentException("no hint: the game is " + (game.isOver() ? "over" : at.status.text()));
        }
        OthelloPosition p = game.position();
        Side mover = p.toMove();
        if (side != null && side != mover) {
            throw new IllegalArgumentException("only the player to move may ask for a hint: " + OthelloController.name(mover)
                    + " is to move");
        }
        if (at.aiPlays(mover)) {
            throw new IllegalArgumentException("no hint: the AI is to move");
        }
        if (p.mustPass()) {
            throw new IllegalArgumentException("no hint: " + OthelloController.name(mover) + " has no move and passes");
        }
        if (hintShown() || hintAi.thinking()) {
            return; // already shown, or on its way
        }
        if (hintEngine == null) {
            hintEngine = opponentFactory.create(PlayerSpec.ai(options.hintLevel()));
        }
        Opponent engine = hintEngine;
        OthelloGame copy = game.copy();
        hintAi.ask(p, cancelled -> engine.choose(copy, null, cancelled), this::hintAnswered, (asked, e) -> {
            at.message("no hint: the engine failed (" + e.getMessage() + ")");
            at.afterChange();
        });
        at.message(OthelloController.name(mover) + " asks for a hint: the engine is looking");
        at.afterChange();
    }

    private void hintAnswered(OthelloPosition asked, OthelloMove m) {
        if (at.status != BoardSession.Status.PLAYING || !asked.isLegal(m)) {
            return;
        }
        Side mover = asked.toMove();
        at.commit(List.of(at.entry("hint", mover, m.toString(), null)), null);
        hintsUsed.add(new CoachView.Hint(mover, at.game().ply() + 1, m.toString()));
        hint = m;
        hintIn = asked;
        long n = hintsUsed.stream().filter(h -> h.side() == mover).count();
        String who = OthelloController.name(mover);
        at.message("hint for " + who + ": " + m + " (blinking white); " + who + "'s hint " + n + " in this game");
        at.afterChange();
    }

    private boolean hintShown() {
        return hint != null && at.game() != null && hintIn == at.game().position();
    }

    /** The hint on the LEDs over the game's plan, while it is shown and the board is in order. */
    LedPlan withHint(LedPlan plan, OthelloObservation observation, int size) {
        if (hintShown() && observation instanceof OthelloObservation.InSync) {
            return plan.with(hint.square(size), Signals.BEST_MOVE);
        }
        return plan;
    }

    // ---------------------------------------------------------------- the game's steps

    /**
     * A puzzle still being set up: the LEDs guide the set-up, and the board's reading is this guide (null: no
     * puzzle being set up, the game reads the board).
     */
    OthelloObservation guideSetUp(SensorFrame f) {
        if (puzzle == null || puzzle.setUp() || at.status != BoardSession.Status.PLAYING) {
            return null;
        }
        OthelloPosition p = at.game().position();
        OthelloObservation guide = PuzzleRun.guide(p, f, at.settings().sensors());
        if (guide instanceof OthelloObservation.Mismatch m) {
            puzzle.setUpSteps(PuzzleSetUpSteps.of(p, m.fixes()));
        }
        if (guide instanceof OthelloObservation.InSync) {
            puzzle.markSetUp();
            at.message("the puzzle is set up: " + OthelloController.name(p.toMove()) + " to move; play the best move");
        }
        return guide;
    }

    /** A move accepted: in a puzzle, its verdict. */
    void played(OthelloPosition before, OthelloMove move) {
        PuzzleVerdict verdict = puzzle == null ? null : puzzle.played(before, move);
        if (verdict != null) {
            at.message("puzzle " + puzzle.puzzle().name() + ": " + verdict.describe() + ". Press a clock button for the"
                    + " next puzzle, or take the move back to try again");
            askBestLine();
        }
    }

    /** After the verdict: the best line from the puzzle's position, from the move played when it was a best one. */
    private void askBestLine() {
        PuzzleRun run = puzzle;
        Puzzle p = run.puzzle();
        OthelloMove first = run.verdict().isBest() ? run.verdict().move() : p.bestMoves().get(0);
        if (lineEngine == null) {
            lineEngine = new OthelloEngine(LINE_TABLE_BYTES, Evaluator.shipped(), EngineTime.SYSTEM, 1);
        }
        OthelloEngine engine = lineEngine;
        lineAi.ask(run, cancelled -> p.bestLine(first, engine, LINE, cancelled), (asked, line) -> {
            if (asked.verdict() != null) {
                asked.bestLine(line);
                at.afterChange();
            }
        }, (asked, e) -> {
            at.message("the puzzle's best line could not be worked out (" + e.getMessage() + ")");
            at.afterChange();
        });
    }

    /** A takeback to {@code to}. */
    void tookBack(OthelloPosition to) {
        if (puzzle != null) {
            puzzle.backAtStart(to);
        }
        hint = null; // a hint is shown once: back at its position, it is not shown again
    }

    /** After a restart: the hints already used, and the puzzle the game is, from the journal's events. */
    void restore(StoredGame stored, OthelloGame g) {
        OthelloGame replay = new OthelloGame(g.positionAt(0));
        for (JournalEntry e : stored.entries()) {
            switch (e.kind()) {
                case "hint" -> hintsUsed.add(new CoachView.Hint(Side.valueOf(e.side().toUpperCase(Locale.ROOT)),
                        replay.ply() + 1, e.data()));
                case "puzzle" -> PuzzleBook.shipped().find(e.data()).ifPresent(p -> puzzle = new PuzzleRun(p, p.grade()));
                case "move" -> replay.play(OthelloMove.parse(e.data()));
                case "pass" -> replay.play(OthelloMove.PASS);
                case "takeback" -> {
                    while (replay.ply() > Integer.parseInt(e.data())) {
                        replay.undo();
                    }
                }
                default -> { }
            }
        }
        if (puzzle != null && g.ply() > 0) {
            puzzle.markSetUp();
            if (puzzle.played(g.positionAt(0), g.moves().get(0)) != null) {
                askBestLine();
            }
        }
    }

    // ---------------------------------------------------------------- puzzles

    /** See {@link OthelloController#startPuzzle(String, PuzzleGrade)}. */
    void startPuzzle(String id, PuzzleGrade grade) {
        PuzzleBook book = PuzzleBook.shipped();
        Puzzle p;
        PuzzleGrade g;
        if (id != null) {
            p = book.get(id);
            g = grade == null ? p.grade() : grade;
        } else {
            g = grade == null ? options.grade() : grade;
            p = book.next(g, puzzle == null ? null : puzzle.puzzle());
        }
        OthelloSettings s = new OthelloSettings(GameKind.OTHELLO, p.position().variant(), at.settings().sensors(),
                PlayerSpec.HUMAN, PlayerSpec.HUMAN, "none", false);
        at.start(s, p.position(), new PuzzleRun(p, g));
        at.afterChange();
    }

    /** See {@link OthelloController#retryPuzzle()}. */
    void retryPuzzle() {
        if (puzzle == null) {
            throw new IllegalArgumentException("no puzzle on the board to retry: start one first (POST /api/puzzle)");
        }
        startPuzzle(puzzle.puzzle().id(), puzzle.grade());
    }

    /** See {@link OthelloController#nextPuzzle()}. */
    void nextPuzzle() {
        if (puzzle == null) {
            throw new IllegalArgumentException("no puzzle on the board: start one first (POST /api/puzzle)");
        }
        startPuzzle(null, puzzle.grade());
    }

    /**
     * A puzzle has no clock: the clock display says where the puzzle stands, for a player who looks at the board
     * (four digits: {@code SEt uP}, {@code PLAY} on the mover's side, {@code bESt}, or {@code -8} for eight discs given
     * away; a 16x2 LCD in words). Null when the game's clock shows instead.
     */
    String[] displayTexts() {
        if (puzzle == null || !at.clock.control().equals("none")) {
            return null;
        }
        boolean lcd = at.board.display().characterLines();
        PuzzleVerdict v = puzzle.verdict();
        if (!puzzle.setUp()) {
            return lcd ? new String[] {"puzzle " + puzzle.puzzle().name(), "set it up"} : new String[] {"SEt", "uP"};
        }
        if (v == null) {
            Side mover = at.game().position().toMove();
            String play = lcd ? OthelloController.name(mover) + " to play" : "PLAY";
            return mover == Side.BLACK ? new String[] {play, ""} : new String[] {"", play};
        }
        if (v.isBest()) {
            return lcd ? new String[] {v.move() + ": best move", ""} : new String[] {"bESt", "bESt"};
        }
        int n = v.givesAway();
        return lcd ? new String[] {v.move() + " gives away", n + (n == 1 ? " disc" : " discs")}
                : new String[] {"-" + n, "-" + n};
    }

    // ---------------------------------------------------------------- the page's view

    CoachView view() {
        String off = at.settings().tournament() ? "hints are off in tournament games"
                : !options.hints() ? "hints are off on this board" : null;
        OthelloGame game = at.game();
        OthelloPosition p = game.position();
        boolean allowed = off == null && at.status == BoardSession.Status.PLAYING && !game.isOver()
                && !at.aiPlays(p.toMove()) && !p.mustPass() && !hintShown() && !hintAi.thinking()
                && (puzzle == null || puzzle.setUp() && puzzle.verdict() == null); // the verdict is the last word
        return new CoachView(allowed, off, hintAi.thinking(), hintShown() ? hint.toString() : null, hintsUsed,
                puzzle == null ? null : puzzle.view());
    }

    /** What of the coach, changed, makes a new snapshot. */
    List<Object> viewKey() {
        return java.util.Arrays.asList(hintShown(), hintAi.thinking(), hintsUsed.size(),
                puzzle == null ? null : puzzle.view());
    }

    /** Stops the hint's search (its answer is dropped) and releases its engine. */
    void close() {
        hintAi.cancel();
        if (hintEngine != null) {
            hintEngine.close();
            hintEngine = null;
        }
    }
}
