package org.othellier.app.clock;

import java.util.ArrayList;
import java.util.List;
import java.util.OptionalLong;
import org.othellier.clock.ClockState;
import org.othellier.clock.ClockEvent;
import org.othellier.clock.ClockFace;
import org.othellier.clock.ClockView;
import org.othellier.clock.SideControl;
import org.othellier.clock.TimeControl;
import org.othellier.engine.TimeBudget;
import org.othellier.game.Side;

/** The tournament clock of {@code org.othellier.clock} behind the controller's {@link GameClock} view. */
public record TournamentClock(ClockState clock) implements GameClock {

    static GameClock create(String control) {
        TimeControl tc = TimeControl.parse(control);
        for (Side side : Side.values()) {
            var c = tc.of(side);
            // "1ms" parses, but a game whose clock falls before anyone can move is a typing error, not a game
            if (c.mode() != org.othellier.clock.SideControl.Mode.COUNT_UP && !c.stages().isEmpty()
                    && c.stages().get(0).millis() < MIN_START_MILLIS) {
                throw new IllegalArgumentException("time control '" + control.strip() + "': each player needs at least one"
                        + " second to start with");
            }
        }
        return new TournamentClock(ClockState.create(tc));
    }

    private static final long MIN_START_MILLIS = 1000;

    static GameClock decode(String line) {
        return new TournamentClock(ClockState.decode(line));
    }

    private Step step(ClockState.Step s) {
        boolean accepted = s.events().stream().noneMatch(e -> e instanceof ClockEvent.Ignored);
        Side flagged = s.flag().map(ClockEvent.Flagged::side).orElse(null);
        List<String> notes = new ArrayList<>();
        for (ClockEvent e : s.events()) {
            switch (e) {
                case ClockEvent.LowTime lt -> notes.add(name(lt.side()) + " has " + ClockFace.time(lt.thresholdMillis()) + " left");
                case ClockEvent.OvertimeStarted ot -> notes.add(name(ot.side()) + "'s main time is used up: overtime");
                case ClockEvent.NextStage ns -> notes.add(name(ns.side()) + " reaches the next time stage (+"
                        + ClockFace.time(ns.addedMillis()) + ")");
                default -> { }
            }
        }
        return new Step(new TournamentClock(s.clock()), accepted, flagged, notes);
    }

    private static String name(Side s) {
        return s == Side.BLACK ? "Black" : "White";
    }

    @Override
    public GameClock reported(Side side, long leftMillis, long now) {
        long delta = leftMillis - remaining(side, now);
        if (leftMillis <= 0 || delta == 0) {
            return this;
        }
        try {
            return new TournamentClock(clock.adjust(side, delta, now).clock());
        } catch (IllegalArgumentException e) {
            return this; // more than the clock can hold: the time kept here stands
        }
    }

    @Override
    public String control() {
        return clock.control().spec();
    }

    @Override
    public boolean started() {
        return clock.phase() != ClockState.Phase.READY;
    }

    @Override
    public Side running() {
        return clock.phase() == ClockState.Phase.RUNNING ? clock.toMove() : null;
    }

    @Override
    public boolean paused() {
        return clock.phase() == ClockState.Phase.PAUSED;
    }

    @Override
    public Step start(Side first, long now) {
        return step(clock.start(first, now));
    }

    @Override
    public Step press(Side side, long now) {
        return step(clock.press(side, now));
    }

    @Override
    public Step pass(Side side, long now) {
        return step(clock.pass(side, now));
    }

    @Override
    public Step pause(long now) {
        return step(clock.pause(now));
    }

    @Override
    public Step resume(long now) {
        return step(clock.resume(now));
    }

    @Override
    public Step stop(long now) {
        return step(clock.stop(now));
    }

    @Override
    public Step poll(long now) {
        return step(clock.poll(now));
    }

    @Override
    public OptionalLong nextEventAt() {
        return clock.nextEventAt();
    }

    @Override
    public long remaining(Side side, long now) {
        ClockView v = clock.view(now);
        return v.of(side).shown();
    }

    /**
     * The clock as the engine plans with it. In byo-yomi the current period is all it counts on (a
     * period used up is a period lost); in Canadian overtime, the period for the moves left in it;
     * otherwise the main time with the increment or delay, and the moves left to the next stage
     * (0: the rest of the game). Overtime after the main time is not counted on while main time lasts.
     */
    @Override
    public TimeBudget budget(Side side, long now) {
        SideControl control = clock.control().of(side);
        if (control.mode() == SideControl.Mode.COUNT_UP) {
            return null;
        }
        ClockView.Player p = clock.view(now).of(side);
        if (p.overtime()) {
            int moves = p.overtimeKind() == SideControl.Overtime.Kind.CANADIAN ? Math.max(1, p.periods()) : 1;
            return new TimeBudget(Math.max(0, p.period()), 0, 0, moves);
        }
        SideControl.MoveBonus bonus = control.bonus();
        long increment = bonus.kind() == SideControl.MoveBonus.Kind.FISCHER ? bonus.millis() : 0;
        long delay = bonus.kind() == SideControl.MoveBonus.Kind.DELAY || bonus.kind() == SideControl.MoveBonus.Kind.BRONSTEIN
                ? bonus.millis() : 0;
        return new TimeBudget(Math.max(0, p.main()), increment, delay, Math.max(0, p.stageMovesLeft()));
    }

    @Override
    public String[] display(long now) {
        return ClockFace.sevenSegment(clock.view(now));
    }

    @Override
    public String[] lines(long now, String[] texts) {
        String[] own = display(now);
        String[] lines = ClockFace.lcd(clock.view(now));
        for (int i = 0; i < lines.length; i++) {
            if (!texts[i].equals(own[i])) {
                lines[i] = texts[i];
            }
        }
        return lines;
    }

    @Override
    public OptionalLong nextDisplayChangeAt(long now) {
        long at = ClockFace.nextChangeAt(clock.view(now));
        return at == Long.MAX_VALUE ? OptionalLong.empty() : OptionalLong.of(at);
    }

    @Override
    public String encode() {
        return clock.encode();
    }

    @Override
    public GameClock resumeAt(long now) {
        return new TournamentClock(clock.resumeAt(now));
    }
}
