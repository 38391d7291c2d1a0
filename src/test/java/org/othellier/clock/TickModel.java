package org.othellier.clock;

import java.util.ArrayList;
import java.util.List;
import org.othellier.game.Side;

/**
 * A reference clock written the naive way: it steps one millisecond at a time and applies the
 * rules of each control literally. Slow, but too simple to share the closed forms of
 * {@link SideTime}; the property test checks the real clock against it, events included.
 */
final class TickModel {

    static final class Player {
        final SideControl c;
        long main;
        long delay;
        long turnRun;
        long used;
        int stage;
        int stageMoves;
        int moves;
        int periods;
        long period;

        Player(SideControl c) {
            this.c = c;
            main = c.mode() == SideControl.Mode.COUNT_UP ? 0 : c.stages().get(0).millis();
            periods = c.overtime().count();
            period = c.overtime().millis();
        }

        boolean inOvertime() {
            return c.mode() == SideControl.Mode.STAGES && c.overtime().kind() != SideControl.Overtime.Kind.NONE && main == 0;
        }

        long metric() {
            return switch (c.mode()) {
                case COUNT_UP -> Long.MAX_VALUE;
                case HOURGLASS -> main;
                case STAGES -> inOvertime() ? period : main;
            };
        }
    }

    final Player black;
    final Player white;
    final long[] warnings;
    ClockState.Phase phase = ClockState.Phase.READY;
    Side toMove = Side.BLACK;
    long now;
    final List<ClockEvent> events = new ArrayList<>();

    TickModel(TimeControl control, List<Long> warnings) {
        black = new Player(control.black());
        white = new Player(control.white());
        this.warnings = warnings.stream().mapToLong(Long::longValue).sorted().toArray();
    }

    Player of(Side s) {
        return s == Side.BLACK ? black : white;
    }

    void start(Side first, long at) {
        now = at;
        phase = ClockState.Phase.RUNNING;
        toMove = first;
        beginTurn(of(first));
    }

    private void beginTurn(Player p) {
        p.delay = p.c.delayMillis();
        p.turnRun = 0;
    }

    /** Time passes up to {@code t}, a millisecond at a time. */
    void runTo(long t) {
        while (now < t) {
            now++;
            if (phase == ClockState.Phase.RUNNING) {
                tick();
            }
        }
    }

    private void tick() {
        Player p = of(toMove);
        long metricBefore = p.metric();
        boolean overtimeBefore = p.inOvertime();
        p.used++;
        p.turnRun++;
        switch (p.c.mode()) {
            case COUNT_UP -> p.main++;
            case HOURGLASS -> {
                p.main--;
                of(toMove.opponent()).main++;
                if (p.main == 0) {
                    flag();
                    return;
                }
            }
            case STAGES -> {
                if (p.delay > 0) {
                    p.delay--;
                    if (p.delay == 0) {
                        events.add(new ClockEvent.DelayOver(toMove, now));
                    }
                } else if (p.main > 0) {
                    p.main--;
                    if (p.main == 0 && p.c.overtime().kind() == SideControl.Overtime.Kind.NONE) {
                        flag();
                        return;
                    }
                } else {
                    p.period--;
                    if (p.period == 0) {
                        if (p.c.overtime().kind() == SideControl.Overtime.Kind.CANADIAN || p.periods == 1) {
                            p.periods = p.c.overtime().kind() == SideControl.Overtime.Kind.CANADIAN ? p.periods : 0;
                            flag();
                            return;
                        }
                        p.periods--;
                        p.period = p.c.overtime().millis();
                        events.add(new ClockEvent.PeriodUsed(toMove, p.periods, now));
                    }
                }
                if (!overtimeBefore && p.inOvertime()) {
                    events.add(new ClockEvent.OvertimeStarted(toMove, now));
                }
            }
        }
        long metricAfter = p.metric();
        for (int i = warnings.length - 1; i >= 0; i--) {
            if (metricAfter <= warnings[i] && metricBefore > warnings[i]) {
                events.add(new ClockEvent.LowTime(toMove, warnings[i], now));
            }
        }
    }

    private void flag() {
        phase = ClockState.Phase.FLAGGED;
        events.add(new ClockEvent.Flagged(toMove, now));
    }

    /** A press (move) or pass by the player to move, at the current instant. */
    void endTurn(boolean move) {
        Player p = of(toMove);
        if (p.c.mode() == SideControl.Mode.STAGES) {
            SideControl.MoveBonus b = p.c.bonus();
            if (b.kind() == SideControl.MoveBonus.Kind.BRONSTEIN) {
                p.main += Math.min(p.turnRun, b.millis());
            }
            if (move && b.kind() == SideControl.MoveBonus.Kind.FISCHER) {
                p.main += b.millis();
            }
            SideControl.Stage s = p.c.stages().get(p.stage);
            if (move && s.moves() > 0) {
                p.stageMoves++;
                if (p.stageMoves == s.moves()) {
                    p.stage = Math.min(p.stage + 1, p.c.stages().size() - 1);
                    p.stageMoves = 0;
                    p.main += p.c.stages().get(p.stage).millis();
                }
            }
            if (p.inOvertime()) {
                if (p.c.overtime().kind() == SideControl.Overtime.Kind.BYO_YOMI) {
                    p.period = p.c.overtime().millis();
                } else if (move) {
                    p.periods--;
                    if (p.periods == 0) {
                        p.periods = p.c.overtime().count();
                        p.period = p.c.overtime().millis();
                    }
                }
            }
        }
        if (move) {
            p.moves++;
        }
        p.delay = 0;
        p.turnRun = 0;
        toMove = toMove.opponent();
        beginTurn(of(toMove));
    }
}
