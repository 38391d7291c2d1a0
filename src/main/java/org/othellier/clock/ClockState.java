package org.othellier.clock;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Objects;
import java.util.Optional;
import java.util.OptionalLong;
import org.othellier.clock.ClockEvent.Command;
import org.othellier.clock.ClockEvent.Reason;
import org.othellier.game.Side;

/**
 * The tournament clock: an immutable value. Every command takes the instant it happens at (the
 * milliseconds of a {@link TimeSource}) and returns a {@link Step}: the clock after it and the
 * events it caused. Nothing here reads a clock, sleeps or starts a thread.
 *
 * <p>Time is settled lazily and exactly: the value holds each player's time as of its last event,
 * and a command or {@link #poll} first plays out what time alone did in between (a delay ending,
 * a byo-yomi period used up, a warning threshold, the flag) at the exact millisecond each
 * happened. A time that reaches 0 at the very millisecond of a press has run out: the flag wins.
 *
 * <p>For an event loop: after each command, schedule a wake-up at {@link #nextEventAt} and call
 * {@link #poll} then. Journal {@link #encode()} after every step; after a restart,
 * {@link #decode} and then {@link #resumeAt} with the new time source's instant, so the time the
 * service was down is charged to nobody (see {@link #resumeAt}).
 *
 * <p>A press is valid only from the player to move ({@link ClockEvent.Ignored} otherwise). Before
 * the start, a press by one player starts the other's clock, as on any chess clock. When the player
 * to move has no legal move, the game calls {@link #pass}: no press is needed and the turn returns.
 * On a flag fall the clock reports {@link ClockEvent.Flagged} and freezes; the game applies O-13.
 */
public final class ClockState {

    /** Thresholds for the low-time warnings unless a caller gives others: one minute and ten seconds. */
    public static final List<Long> DEFAULT_WARNINGS = List.of(60_000L, 10_000L);

    /** The phases of the clock. {@code FLAGGED} and {@code STOPPED} are final: the clock is frozen. */
    public enum Phase {
        READY('N'), RUNNING('R'), PAUSED('P'), FLAGGED('F'), STOPPED('S');

        private final char code;

        Phase(char code) {
            this.code = code;
        }

        public boolean frozen() {
            return this == FLAGGED || this == STOPPED;
        }
    }

    /** The clock after a command or a poll, and what happened, in order. */
    public record Step(ClockState clock, List<ClockEvent> events) {
        public Step {
            events = List.copyOf(events);
        }

        /** The flag event among these, if a flag fell. */
        public Optional<ClockEvent.Flagged> flag() {
            return events.stream().filter(e -> e instanceof ClockEvent.Flagged).map(e -> (ClockEvent.Flagged) e).findFirst();
        }
    }

    private final TimeControl control;
    private final long[] warnings;
    private final Phase phase;
    private final Side toMove;
    private final long since;
    private final SideTime black;
    private final SideTime white;

    private ClockState(TimeControl control, long[] warnings, Phase phase, Side toMove, long since, SideTime black, SideTime white) {
        this.control = control;
        this.warnings = warnings;
        this.phase = phase;
        this.toMove = toMove;
        this.since = since;
        this.black = black;
        this.white = white;
    }

    /** A clock set to {@code control}, not started, with the default warnings. */
    public static ClockState create(TimeControl control) {
        return create(control, DEFAULT_WARNINGS);
    }

    /** A clock set to {@code control}, not started, warning when a player's time comes down to each threshold. */
    public static ClockState create(TimeControl control, List<Long> warningThresholds) {
        long[] w = warningThresholds.stream().mapToLong(Long::longValue).sorted().distinct().toArray();
        for (long t : w) {
            if (t <= 0 || t > Durations.MAX_MILLIS) {
                throw new IllegalArgumentException("warning threshold " + t + " ms is outside 1 ms to 99h");
            }
        }
        return new ClockState(Objects.requireNonNull(control), reverse(w), Phase.READY, Side.BLACK, 0,
                SideTime.initial(control.black()), SideTime.initial(control.white()));
    }

    private static long[] reverse(long[] ascending) {
        long[] d = new long[ascending.length];
        for (int i = 0; i < d.length; i++) {
            d[i] = ascending[ascending.length - 1 - i];
        }
        return d;
    }

    public TimeControl control() {
        return control;
    }

    /** The warning thresholds, longest first. */
    public List<Long> warnings() {
        return Arrays.stream(warnings).boxed().toList();
    }

    public Phase phase() {
        return phase;
    }

    /** The player whose time runs (or would run); after a flag fall, the player who flagged. */
    public Side toMove() {
        return toMove;
    }

    /** The instant of the last event: the values of this clock are as of then. */
    public long lastEventAt() {
        return since;
    }

    /** The player whose flag fell, if the clock is frozen by a flag. */
    public Optional<Side> flagged() {
        return phase == Phase.FLAGGED ? Optional.of(toMove) : Optional.empty();
    }

    // ---- commands ----

    /** Starts the clock with {@code first}'s time running (Black in Othello, O-3). */
    public Step start(Side first, long now) {
        if (phase != Phase.READY) {
            return ignored(Command.START, null, now);
        }
        ClockState c = begin(first, now);
        return new Step(c, List.of(new ClockEvent.Started(first, now)));
    }

    /**
     * {@code side} presses its button. Valid from the player to move: its turn ends (increment,
     * Bronstein refund, next stage, byo-yomi reset) and the opponent's time runs. Before the start,
     * any press starts the presser's opponent's clock. Otherwise the press is ignored and reported.
     */
    public Step press(Side side, long now) {
        if (phase == Phase.READY) {
            ClockState c = begin(side.opponent(), now);
            return new Step(c, List.of(new ClockEvent.Started(side.opponent(), now)));
        }
        return endTurn(side, now, true);
    }

    /**
     * {@code side}, the player to move, has no legal move (O-7): its turn ends without a move (no
     * increment, no move counted) and the opponent, who just moved, has the turn again.
     */
    public Step pass(Side side, long now) {
        if (phase == Phase.READY) {
            return ignored(Command.PASS, side, now);
        }
        return endTurn(side, now, false);
    }

    private Step endTurn(Side side, long now, boolean move) {
        List<ClockEvent> events = new ArrayList<>();
        ClockState c = settle(now, events);
        long at = Math.max(now, c.since);
        Command command = move ? Command.PRESS : Command.PASS;
        if (c.phase != Phase.RUNNING) {
            events.add(new ClockEvent.Ignored(command, side, c.reason(), at));
            return new Step(c, events);
        }
        if (side != c.toMove) {
            events.add(new ClockEvent.Ignored(command, side, Reason.NOT_YOUR_TURN, at));
            return new Step(c, events);
        }
        SideControl sc = control.of(side);
        SideTime before = c.of(side);
        SideTime after = before.endTurn(sc, move);
        SideTime next = c.of(side.opponent()).beginTurn(control.of(side.opponent()));
        ClockState result = c.with(side, after).with(side.opponent(), next).at(Phase.RUNNING, side.opponent(), at);
        events.add(move ? new ClockEvent.Pressed(side, after.moves(), at) : new ClockEvent.Passed(side, at));
        SideControl.Stage stage = sc.mode() == SideControl.Mode.STAGES ? sc.stages().get(before.stage()) : null;
        if (move && stage != null && !stage.forRestOfGame() && before.stageMoves() + 1 == stage.moves()) {
            events.add(new ClockEvent.NextStage(side, after.stage(), sc.stages().get(after.stage()).millis(), at));
        }
        return new Step(result, events);
    }

    /** The arbiter stops the running clock; a simple delay in progress keeps what is left of it. */
    public Step pause(long now) {
        List<ClockEvent> events = new ArrayList<>();
        ClockState c = settle(now, events);
        if (c.phase != Phase.RUNNING) {
            events.add(new ClockEvent.Ignored(Command.PAUSE, null, c.reason(), Math.max(now, c.since)));
            return new Step(c, events);
        }
        events.add(new ClockEvent.Paused(c.since));
        return new Step(c.at(Phase.PAUSED, c.toMove, c.since), events);
    }

    /** The arbiter restarts a paused clock: the player to move's time runs again from {@code now}. */
    public Step resume(long now) {
        if (phase != Phase.PAUSED) {
            return ignored(Command.RESUME, null, now);
        }
        long at = Math.max(now, since);
        return new Step(at(Phase.RUNNING, toMove, at), List.of(new ClockEvent.Resumed(at)));
    }

    /**
     * The arbiter adds {@code deltaMillis} to {@code side}'s time (negative to take time away): to the
     * main time, or in byo-yomi to the current period; for a count-up clock, to the time shown.
     * Possible before the start, while running and while paused. Throws
     * {@link IllegalArgumentException} when the result would leave the player no time (a flag is
     * never made by an adjustment).
     */
    public Step adjust(Side side, long deltaMillis, long now) {
        List<ClockEvent> events = new ArrayList<>();
        ClockState c = settle(now, events);
        long at = Math.max(now, c.since);
        if (c.phase.frozen()) {
            events.add(new ClockEvent.Ignored(Command.ADJUST, side, c.reason(), at));
            return new Step(c, events);
        }
        if (Math.abs(deltaMillis) > Durations.MAX_MILLIS) {
            throw new IllegalArgumentException("an adjustment of " + deltaMillis + " ms is more than 99h");
        }
        SideControl sc = control.of(side);
        SideTime s = c.of(side);
        SideTime adjusted;
        String who = side == Side.BLACK ? "Black" : "White";
        if (s.inOvertime(sc)) {
            long p = s.period() + deltaMillis;
            if (p <= 0) {
                throw new IllegalArgumentException("taking " + Durations.format(-deltaMillis) + " from " + who
                        + "'s byo-yomi period would leave no time (" + Durations.format(s.period()) + " left)");
            }
            adjusted = s.withPeriod(p);
        } else {
            long m = s.main() + deltaMillis;
            boolean zeroAllowed = sc.mode() == SideControl.Mode.COUNT_UP || sc.overtime().kind() != SideControl.Overtime.Kind.NONE;
            if (m < 0 || (m == 0 && !zeroAllowed)) {
                throw new IllegalArgumentException("taking " + Durations.format(-deltaMillis) + " from " + who
                        + "'s time would leave " + (sc.mode() == SideControl.Mode.COUNT_UP ? "less than nothing" : "no time")
                        + " (" + Durations.format(s.main()) + " left)");
            }
            adjusted = s.withMain(m);
        }
        events.add(new ClockEvent.Adjusted(side, deltaMillis, at));
        return new Step(c.with(side, adjusted).at(c.phase, c.toMove, at), events);
    }

    /**
     * The arbiter corrects {@code side}'s move counter. With moves-in-time stages the stage follows
     * the counter, and the main time gains (or loses) the stage time the correction crosses, as if
     * the counter had been right all along. Throws {@link IllegalArgumentException} when that would
     * leave no time.
     */
    public Step setMoves(Side side, int moves, long now) {
        if (moves < 0 || moves > 99_999) {
            throw new IllegalArgumentException("a move counter of " + moves + " is outside 0 to 99999");
        }
        List<ClockEvent> events = new ArrayList<>();
        ClockState c = settle(now, events);
        long at = Math.max(now, c.since);
        if (c.phase.frozen()) {
            events.add(new ClockEvent.Ignored(Command.SET_MOVES, side, c.reason(), at));
            return new Step(c, events);
        }
        SideControl sc = control.of(side);
        SideTime s = c.of(side);
        SideTime corrected;
        if (sc.mode() == SideControl.Mode.STAGES && sc.overtime().kind() == SideControl.Overtime.Kind.NONE) {
            long m = s.main() + sc.stageTimeAfter(moves) - sc.stageTimeAfter(s.moves());
            if (m <= 0) {
                throw new IllegalArgumentException("setting " + (side == Side.BLACK ? "Black" : "White") + "'s moves to " + moves
                        + " takes away stage time and would leave no time (" + Durations.format(s.main()) + " left)");
            }
            int[] stage = sc.stageAt(moves);
            corrected = s.withMain(m).withMoves(moves, stage[0], stage[1]);
        } else {
            corrected = s.withMoves(moves, s.stage(), s.stageMoves());
        }
        events.add(new ClockEvent.MovesSet(side, moves, at));
        return new Step(c.with(side, corrected).at(c.phase, c.toMove, at), events);
    }

    /** The game ended on the board: the clock freezes as it stands (unless a flag fell first). */
    public Step stop(long now) {
        List<ClockEvent> events = new ArrayList<>();
        ClockState c = settle(now, events);
        long at = Math.max(now, c.since);
        if (c.phase.frozen()) {
            events.add(new ClockEvent.Ignored(Command.STOP, null, c.reason(), at));
            return new Step(c, events);
        }
        events.add(new ClockEvent.Stopped(at));
        SideTime mover = c.of(c.toMove).idle();
        return new Step(c.with(c.toMove, mover).at(Phase.STOPPED, c.toMove, at), events);
    }

    /**
     * What time alone did up to {@code now}: every delay end, byo-yomi event, warning and the flag,
     * each at its exact instant, in order. After a flag fall the clock stays frozen at that instant.
     */
    public Step poll(long now) {
        List<ClockEvent> events = new ArrayList<>();
        return new Step(settle(now, events), events);
    }

    /**
     * The next instant at which {@link #poll} will report something (a flag fall, the end of a
     * delay, byo-yomi, a warning threshold), when the clock runs; empty when nothing can happen
     * without a command. An event loop schedules its timer for exactly this instant.
     */
    public OptionalLong nextEventAt() {
        long offset = nextEventOffset();
        return offset == Long.MAX_VALUE ? OptionalLong.empty() : OptionalLong.of(since + offset);
    }

    /** The clock as it stands at {@code now}, for displays; this value is unchanged. */
    public ClockView view(long now) {
        ClockState c = phase == Phase.RUNNING ? settle(now, new ArrayList<>()) : this;
        long at = Math.max(now, since);
        return new ClockView(c.phase, c.toMove, at, control.mode(), c.player(Side.BLACK), c.player(Side.WHITE));
    }

    /**
     * The same clock, its last event moved to {@code now}: for a clock restored from the journal
     * after a restart, whose instants belong to the previous run's time source. Both players keep
     * exactly the time the journal recorded; the time between that record and {@code now} is charged
     * to nobody. A running clock runs on for the player to move (the service may pause it first).
     */
    public ClockState resumeAt(long now) {
        return new ClockState(control, warnings, phase, toMove, now, black, white);
    }

    // ---- serialisation ----

    /**
     * The whole state as one short line, such as
     * {@code c1;25m;1m,10s;RB;81234;1432110,0,0,12,0,0,67890,0,1234;1500000,0,0,11,0,0,55000,0,0}:
     * format version, control, warnings, phase and player to move, last event instant, then each
     * player's time. {@link #decode} restores exactly this clock.
     */
    public String encode() {
        StringBuilder sb = new StringBuilder("c1;").append(control.spec()).append(';');
        if (warnings.length == 0) {
            sb.append('-');
        }
        for (int i = 0; i < warnings.length; i++) {
            sb.append(i > 0 ? "," : "").append(Durations.format(warnings[i]));
        }
        sb.append(';').append(phase.code).append(toMove.symbol() == 'X' ? 'B' : 'W').append(';').append(since);
        for (SideTime s : new SideTime[] {black, white}) {
            sb.append(';').append(s.main()).append(',').append(s.stage()).append(',').append(s.stageMoves()).append(',')
                    .append(s.moves()).append(',').append(s.periods()).append(',').append(s.period()).append(',')
                    .append(s.used()).append(',').append(s.delay()).append(',').append(s.turnUsed());
        }
        return sb.toString();
    }

    /** Restores a clock from {@link #encode}; a damaged or foreign line throws {@link IllegalArgumentException} saying what is wrong. */
    public static ClockState decode(String line) {
        String[] parts = line.strip().split(";", -1);
        if (parts.length != 7 || !parts[0].equals("c1")) {
            throw new IllegalArgumentException("clock state '" + abbreviate(line) + "' is not a version-1 clock line (7 fields from 'c1;')");
        }
        try {
            TimeControl control = TimeControl.parse(parts[1], false);
            List<Long> warn = new ArrayList<>();
            if (!parts[2].equals("-")) {
                for (String w : parts[2].split(",", -1)) {
                    warn.add(Durations.parse(w));
                }
            }
            if (parts[3].length() != 2) {
                throw new IllegalArgumentException("phase and side '" + parts[3] + "' are not two letters");
            }
            Phase phase = null;
            for (Phase p : Phase.values()) {
                if (p.code == parts[3].charAt(0)) {
                    phase = p;
                }
            }
            if (phase == null) {
                throw new IllegalArgumentException("phase '" + parts[3].charAt(0) + "' is not one of N R P F S");
            }
            char sideCode = parts[3].charAt(1);
            if (sideCode != 'B' && sideCode != 'W') {
                throw new IllegalArgumentException("side '" + sideCode + "' is not B or W");
            }
            Side toMove = sideCode == 'B' ? Side.BLACK : Side.WHITE;
            long since = number(parts[4], "last event instant");
            SideTime b = sideTime(parts[5], "Black");
            SideTime w = sideTime(parts[6], "White");
            b.check(control.black(), "Black", phase == Phase.FLAGGED && toMove == Side.BLACK);
            w.check(control.white(), "White", phase == Phase.FLAGGED && toMove == Side.WHITE);
            ClockState base = create(control, warn);
            return new ClockState(control, base.warnings, phase, toMove, since, b, w);
        } catch (IllegalArgumentException e) {
            throw new IllegalArgumentException("clock state '" + abbreviate(line) + "': " + e.getMessage(), e);
        }
    }

    private static SideTime sideTime(String text, String who) {
        String[] f = text.split(",", -1);
        if (f.length != 9) {
            throw new IllegalArgumentException(who + "'s time has " + f.length + " fields, not 9");
        }
        long[] v = new long[9];
        for (int i = 0; i < 9; i++) {
            v[i] = number(f[i], who + "'s field " + (i + 1));
        }
        for (int i : new int[] {1, 2, 3, 4}) {
            if (v[i] < 0 || v[i] > Integer.MAX_VALUE) {
                throw new IllegalArgumentException(who + "'s field " + (i + 1) + " '" + f[i] + "' is out of range");
            }
        }
        return new SideTime(v[0], (int) v[1], (int) v[2], (int) v[3], (int) v[4], v[5], v[6], v[7], v[8]);
    }

    private static long number(String text, String what) {
        try {
            return Long.parseLong(text);
        } catch (NumberFormatException e) {
            throw new IllegalArgumentException(what + " '" + text + "' is not a number");
        }
    }

    private static String abbreviate(String s) {
        return s.length() <= 60 ? s : s.substring(0, 57) + "...";
    }

    // ---- settling time ----

    /** Plays out time from the last event to {@code now}, adding the events on the way; stops at a flag fall. */
    private ClockState settle(long now, List<ClockEvent> events) {
        if (phase != Phase.RUNNING) {
            return this;
        }
        long target = Math.max(now, since); // an instant before the last event counts as that event's instant
        ClockState c = this;
        while (true) {
            long offset = c.nextEventOffset();
            if (offset == Long.MAX_VALUE || c.since + offset > target) {
                return c.runTo(target);
            }
            if (offset <= 0) {
                throw new IllegalStateException("clock stuck at " + c.since + ": " + c.encode());
            }
            ClockState after = c.runTo(c.since + offset);
            c.addChanges(after, events);
            c = after;
            if (c.phase == Phase.FLAGGED) {
                return c;
            }
        }
    }

    /** Runs the clock of the player to move up to {@code t}, no further than its flag. */
    private ClockState runTo(long t) {
        SideControl sc = control.of(toMove);
        SideTime mover = of(toMove);
        long e = t - since;
        long left = mover.timeToFlag(sc);
        boolean flag = e >= left;
        if (flag) {
            e = left;
        }
        ClockState c = with(toMove, mover.run(sc, e));
        if (sc.mode() == SideControl.Mode.HOURGLASS) {
            c = c.with(toMove.opponent(), of(toMove.opponent()).gain(e));
        }
        return c.at(flag ? Phase.FLAGGED : Phase.RUNNING, toMove, since + e);
    }

    /** The events between this clock and {@code after}, the same turn a little later. */
    private void addChanges(ClockState after, List<ClockEvent> events) {
        Side s = toMove;
        SideControl sc = control.of(s);
        SideTime b = of(s);
        SideTime a = after.of(s);
        long at = after.since;
        if (after.phase == Phase.FLAGGED) {
            events.add(new ClockEvent.Flagged(s, at));
            return;
        }
        if (b.delay() > 0 && a.delay() == 0) {
            events.add(new ClockEvent.DelayOver(s, at));
        }
        if (b.main() > 0 && a.inOvertime(sc)) {
            events.add(new ClockEvent.OvertimeStarted(s, at));
        }
        if (a.periods() < b.periods() && sc.overtime().kind() == SideControl.Overtime.Kind.BYO_YOMI) {
            events.add(new ClockEvent.PeriodUsed(s, a.periods(), at));
        }
        long mb = b.lowTimeMetric(sc);
        long ma = a.lowTimeMetric(sc);
        for (long w : warnings) {
            if (ma <= w && mb > w) {
                events.add(new ClockEvent.LowTime(s, w, at));
            }
        }
    }

    /** Milliseconds from the last event to the next thing time alone does, or {@link Long#MAX_VALUE}. */
    private long nextEventOffset() {
        if (phase != Phase.RUNNING) {
            return Long.MAX_VALUE;
        }
        SideControl sc = control.of(toMove);
        SideTime s = of(toMove);
        long next = s.timeToFlag(sc);
        if (sc.mode() == SideControl.Mode.COUNT_UP) {
            return next;
        }
        SideControl.Overtime.Kind overtime = sc.overtime().kind();
        long p = sc.overtime().millis();
        if (s.delay() > 0) {
            next = Math.min(next, s.delay());
        }
        boolean inOvertime = s.inOvertime(sc);
        if (overtime != SideControl.Overtime.Kind.NONE && !inOvertime) {
            next = Math.min(next, s.delay() + s.main());
        }
        if (inOvertime && overtime == SideControl.Overtime.Kind.BYO_YOMI && s.periods() > 1) {
            next = Math.min(next, s.period());
        }
        for (long w : warnings) {
            long crossing = Long.MAX_VALUE;
            if (!inOvertime) {
                if (s.main() > w) {
                    crossing = s.delay() + s.main() - w;
                } else if (overtime != SideControl.Overtime.Kind.NONE && p > w) {
                    crossing = s.delay() + s.main() + p - w;
                }
            } else if (s.period() > w) {
                crossing = s.period() - w;
            } else if (overtime == SideControl.Overtime.Kind.BYO_YOMI && s.periods() > 1 && p > w) {
                crossing = s.period() + p - w;
            }
            next = Math.min(next, crossing);
        }
        return next;
    }

    // ---- helpers ----

    private Step ignored(Command command, Side side, long now) {
        return new Step(this, List.of(new ClockEvent.Ignored(command, side, reason(), Math.max(now, since))));
    }

    /** Why a command that needs another phase is ignored in this one. */
    private Reason reason() {
        return switch (phase) {
            case READY -> Reason.NOT_STARTED;
            case RUNNING -> Reason.NOT_PAUSED;
            case PAUSED -> Reason.PAUSED;
            case FLAGGED -> Reason.FLAGGED;
            case STOPPED -> Reason.STOPPED;
        };
    }

    private ClockState begin(Side first, long now) {
        return with(first, of(first).beginTurn(control.of(first))).at(Phase.RUNNING, first, now);
    }

    private SideTime of(Side side) {
        return side == Side.BLACK ? black : white;
    }

    private ClockState with(Side side, SideTime t) {
        return side == Side.BLACK ? new ClockState(control, warnings, phase, toMove, since, t, white)
                : new ClockState(control, warnings, phase, toMove, since, black, t);
    }

    private ClockState at(Phase newPhase, Side newToMove, long instant) {
        return new ClockState(control, warnings, newPhase, newToMove, instant, black, white);
    }

    private ClockView.Player player(Side side) {
        SideControl sc = control.of(side);
        SideTime s = of(side);
        boolean moving = side == toMove && (phase == Phase.RUNNING || phase == Phase.PAUSED);
        long metric = s.lowTimeMetric(sc);
        int low = 0;
        for (long w : warnings) {
            if (metric <= w) {
                low++;
            }
        }
        int stageMovesLeft = 0;
        if (sc.mode() == SideControl.Mode.STAGES) {
            SideControl.Stage st = sc.stages().get(s.stage());
            stageMovesLeft = st.forRestOfGame() ? 0 : st.moves() - s.stageMoves();
        }
        boolean flag = phase == Phase.FLAGGED && side == toMove;
        long ttf = flag ? 0 : moving ? s.timeToFlag(sc) : s.idle().beginTurn(sc).timeToFlag(sc);
        return new ClockView.Player(side, moving, s.main(), moving ? s.delay() : 0, s.inOvertime(sc), sc.overtime().kind(),
                s.periods(), s.period(), s.moves(), s.stage(), stageMovesLeft, ttf, low, flag, s.used());
    }

    @Override
    public boolean equals(Object o) {
        return o instanceof ClockState c && control.equals(c.control) && Arrays.equals(warnings, c.warnings) && phase == c.phase
                && toMove == c.toMove && since == c.since && black.equals(c.black) && white.equals(c.white);
    }

    @Override
    public int hashCode() {
        return Objects.hash(control, Arrays.hashCode(warnings), phase, toMove, since, black, white);
    }

    /** The {@link #encode} line. */
    @Override
    public String toString() {
        return encode();
    }
}
