package org.othellier.clock;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.fail;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Random;
import java.util.TreeMap;
import org.junit.jupiter.api.Test;
import org.othellier.game.Side;

/**
 * Random presses, passes, pauses, adjustments, polls and journal restarts over simulated hours, on
 * every kind of control, with time steps that often land exactly on (or one millisecond beside) the
 * clock's next event. After every step:
 * <ul>
 * <li>no time appears or vanishes: Black's and White's used time add up to the wall time the clock
 * ran (pauses and restarts excluded);</li>
 * <li>each player's time is exactly what the test credited (start, stages reached, increments,
 * Bronstein refunds, adjustments) minus what it charged (time run, less the simple delays);</li>
 * <li>the clock agrees, field by field and event by event, with {@link TickModel}, a naive
 * reference that steps one millisecond at a time.</li>
 * </ul>
 * A failure names the seed; {@code -Dclock.seed=N} replays from it.
 */
class ClockPropertyTest {

    /** Short controls, so that games pass through many stages and edges; and a few real ones, over hours. */
    private static final String[] SHORT = {
        "20s", "30s+2s", "30s+d3s", "30s+b3s", "20s/3+10s/2+5s+1s", "20s/3+10s/2", "15s/2+5s+i500ms", "10s+3x5s", "3x4s",
        "10s+3in10s", "2in5s", "hourglass20s", "countup", "20s,35s+1s", "10s+d2s,40s", "12s/2+8s+b1s,9s+3s", "1s+1ms",
    };
    private static final String[] LONG = {"tournament", "classical", "byo-yomi", "canadian", "classical-delay", "bronstein"};

    @Test
    void randomPlayConservesTimeAndMatchesTheReference() {
        long seed0 = Long.getLong("clock.seed", 20_261_122L);
        int games = Integer.getInteger("clock.games", 360);
        long simulated = 0;
        for (int g = 0; g < games; g++) {
            simulated += new Game(seed0 + g).play();
        }
        // The games together cover many hours of play (a few long controls run for hours each).
        if (simulated < 10 * 3_600_000L) {
            fail("only " + simulated / 60_000 + " simulated minutes");
        }
        // The random play must keep reaching every edge, or the checks above prove little.
        for (String kind : List.of("Pressed", "Passed", "Paused", "Adjusted", "DelayOver", "NextStage", "OvertimeStarted",
                "PeriodUsed", "LowTime", "Flagged", "Stopped", "Ignored")) {
            int n = SEEN.getOrDefault(kind, 0);
            if (n < 20 && games >= 360) {
                fail("only " + n + " " + kind + " events in " + games + " games: " + SEEN);
            }
        }
    }

    private static final Map<String, Integer> SEEN = new TreeMap<>();

    private static final class Game {
        final long seed;
        final Random rnd;
        final TimeControl control;
        final List<Long> warnings;
        final ManualTimeSource time = new ManualTimeSource();
        final TickModel model;
        ClockState clock;
        final List<ClockEvent> timed = new ArrayList<>();
        final long scale;
        // The test's own ledger, per side (index 0 Black, 1 White).
        final long[] adjusted = new long[2];
        final long[] refunds = new long[2];
        final long[] absorbed = new long[2];
        final long[] turnRun = new long[2];
        long runningWall;
        int step;

        Game(long seed) {
            this.seed = seed;
            this.rnd = new Random(seed);
            boolean isLong = rnd.nextInt(12) == 0;
            String spec = isLong ? LONG[rnd.nextInt(LONG.length)] : SHORT[rnd.nextInt(SHORT.length)];
            control = TimeControl.parse(spec);
            List<Long> w = new ArrayList<>();
            for (long t : new long[] {60_000, 10_000, 3_000, 1_500}) {
                if (rnd.nextBoolean()) {
                    w.add(t);
                }
            }
            warnings = w;
            clock = ClockState.create(control, warnings);
            model = new TickModel(control, warnings);
            long initial = Math.max(control.black().initialMillis(), control.white().initialMillis());
            scale = Math.max(initial, 4_000) / 30;
            time.set(rnd.nextLong(1L << 40));
        }

        long play() {
            long begin = time.nowMillis();
            clock = apply(clock.start(Side.BLACK, time.nowMillis()));
            model.start(Side.BLACK, time.nowMillis());
            long restarts = 0;
            for (step = 0; step < 600 && !clock.phase().frozen(); step++) {
                long before = time.nowMillis();
                advance();
                account(before, time.nowMillis());
                model.runTo(time.nowMillis());
                int op = rnd.nextInt(100);
                long now = time.nowMillis();
                Side mover = model.toMove;
                if (model.phase == ClockState.Phase.PAUSED && op < 60) {
                    pauseOrResume(now); // an arbiter's pause is short
                } else if (op < 55) {
                    press(mover, true);
                } else if (op < 60) {
                    press(mover.opponent(), true);
                } else if (op < 65) {
                    press(mover, false);
                } else if (op < 73) {
                    pauseOrResume(now);
                } else if (op < 82) {
                    adjust(now);
                } else if (op < 92) {
                    clock = apply(clock.poll(now));
                } else if (op < 97) {
                    // The service journals, goes down for a while, and comes back on a new time base.
                    clock = apply(clock.poll(now));
                    long gap = rnd.nextLong(10 * scale + 1);
                    restarts += gap;
                    clock = ClockState.decode(clock.encode()).resumeAt(time.advance(gap));
                    model.now = time.nowMillis();
                } else if (op == 99 && rnd.nextInt(4) == 0) {
                    clock = apply(clock.stop(now));
                    if (model.phase != ClockState.Phase.FLAGGED) {
                        model.phase = ClockState.Phase.STOPPED;
                    }
                }
                check();
            }
            return time.nowMillis() - begin - restarts;
        }

        /** How far time moves before the next action: often exactly to the next event, or a millisecond beside it. */
        void advance() {
            int kind = rnd.nextInt(20);
            var next = clock.nextEventAt();
            long now = time.nowMillis();
            if (kind < 5 && next.isPresent()) {
                long target = next.getAsLong() + (kind == 0 ? -1 : kind == 1 ? 1 : 0);
                time.set(Math.max(now, target));
            } else if (kind < 7) {
                // nothing: two things at the same instant
            } else if (kind < 18) {
                time.advance(rnd.nextLong(scale + 1));
            } else {
                time.advance(rnd.nextLong(6 * scale + 1));
            }
        }

        /** The test's own record of running time between {@code from} and {@code to}. */
        void account(long from, long to) {
            if (model.phase != ClockState.Phase.RUNNING) {
                return;
            }
            // The clock runs until the flag falls, if it falls in between.
            long end = to;
            long left = clock.view(from).of(model.toMove).timeToFlag();
            if (left != Long.MAX_VALUE && from + left <= to) {
                end = from + left;
            }
            int i = model.toMove.ordinal();
            runningWall += end - from;
            turnRun[i] += end - from;
        }

        void press(Side side, boolean move) {
            long now = time.nowMillis();
            boolean valid = model.phase == ClockState.Phase.RUNNING && side == model.toMove;
            clock = apply(move ? clock.press(side, now) : clock.pass(side, now));
            if (valid) {
                int i = side.ordinal();
                SideControl sc = control.of(side);
                if (sc.bonus().kind() == SideControl.MoveBonus.Kind.BRONSTEIN) {
                    refunds[i] += Math.min(turnRun[i], sc.bonus().millis());
                }
                absorbed[i] += Math.min(turnRun[i], sc.delayMillis());
                turnRun[i] = 0;
                model.endTurn(move);
            }
        }

        void pauseOrResume(long now) {
            if (model.phase == ClockState.Phase.RUNNING) {
                clock = apply(clock.pause(now));
                model.phase = ClockState.Phase.PAUSED;
            } else {
                clock = apply(clock.resume(now));
                if (model.phase == ClockState.Phase.PAUSED) {
                    model.phase = ClockState.Phase.RUNNING;
                }
            }
        }

        void adjust(long now) {
            Side side = rnd.nextBoolean() ? Side.BLACK : Side.WHITE;
            TickModel.Player p = model.of(side);
            long base = p.inOvertime() ? p.period : p.main;
            long delta = rnd.nextLong(-base - 2, base + scale + 2);
            boolean frozen = model.phase.frozen();
            boolean zeroAllowed = !p.inOvertime() && (p.c.mode() == SideControl.Mode.COUNT_UP
                    || p.c.overtime().kind() != SideControl.Overtime.Kind.NONE);
            boolean allowed = frozen || base + delta > 0 || (base + delta == 0 && zeroAllowed);
            try {
                clock = apply(clock.adjust(side, delta, now));
                if (!allowed) {
                    fail(where() + ": adjusting " + side + " by " + delta + " from " + base + " should be refused");
                }
            } catch (IllegalArgumentException e) {
                if (allowed) {
                    fail(where() + ": adjusting " + side + " by " + delta + " from " + base + " was refused: " + e.getMessage());
                }
                return;
            }
            if (!frozen) {
                if (p.inOvertime()) {
                    p.period += delta;
                } else {
                    p.main += delta;
                    adjusted[side.ordinal()] += delta;
                }
            }
        }

        ClockState apply(ClockState.Step s) {
            for (ClockEvent e : s.events()) {
                SEEN.merge(e.getClass().getSimpleName(), 1, Integer::sum);
                if (e instanceof ClockEvent.DelayOver || e instanceof ClockEvent.OvertimeStarted || e instanceof ClockEvent.PeriodUsed
                        || e instanceof ClockEvent.LowTime || e instanceof ClockEvent.Flagged) {
                    timed.add(e);
                }
            }
            return s.clock();
        }

        String where() {
            return "seed " + seed + " (" + control.spec() + ", warnings " + warnings + ") step " + step;
        }

        void check() {
            long now = time.nowMillis();
            ClockView v = clock.view(now);
            // What the event loop's timer does: anything time alone did is reported by a poll.
            clock = apply(clock.poll(now));
            assertEquals(v, clock.view(now), where() + ": a view is what a poll settles to");
            String at = where();
            assertEquals(model.phase, v.phase(), at + ": phase");
            assertEquals(model.toMove, v.toMove(), at + ": player to move");
            assertEquals(model.events, timed, at + ": events");
            long usedTotal = 0;
            for (Side s : Side.values()) {
                TickModel.Player m = model.of(s);
                ClockView.Player p = v.of(s);
                String who = at + ", " + s + ": ";
                assertEquals(m.main, p.main(), who + "main time");
                assertEquals(m.used, p.used(), who + "used");
                assertEquals(m.moves, p.moves(), who + "moves");
                assertEquals(m.stage, p.stage(), who + "stage");
                assertEquals(m.periods, p.periods(), who + "periods");
                assertEquals(m.period, p.period(), who + "period");
                if (p.toMove()) {
                    assertEquals(m.delay, p.delay(), who + "delay");
                }
                ledger(s, p, who);
                usedTotal += p.used();
            }
            assertEquals(runningWall, usedTotal, at + ": Black's and White's used time add up to the time the clock ran");
        }

        /** Each player's time is exactly what was credited minus what was charged. */
        void ledger(Side s, ClockView.Player p, String who) {
            int i = s.ordinal();
            SideControl sc = control.of(s);
            switch (sc.mode()) {
                case COUNT_UP -> assertEquals(p.used() + adjusted[i], p.main(), who + "count-up ledger");
                case HOURGLASS -> {
                    long opponentUsed = clock.view(time.nowMillis()).of(s.opponent()).used();
                    assertEquals(sc.initialMillis() + adjusted[i] - p.used() + opponentUsed, p.main(), who + "hourglass ledger");
                }
                case STAGES -> {
                    if (sc.overtime().kind() != SideControl.Overtime.Kind.NONE) {
                        return; // overtime periods start afresh: the reference model checks them
                    }
                    long stages = 0;
                    int left = p.moves();
                    int k = 0;
                    stages += sc.stages().get(0).millis();
                    while (sc.stages().get(k).moves() > 0 && left >= sc.stages().get(k).moves()) {
                        left -= sc.stages().get(k).moves();
                        k = Math.min(k + 1, sc.stages().size() - 1);
                        stages += sc.stages().get(k).millis();
                    }
                    long increments = sc.bonus().kind() == SideControl.MoveBonus.Kind.FISCHER ? p.moves() * sc.bonus().millis() : 0;
                    long inTurn = Math.min(turnRun[i], sc.delayMillis()); // the turn in progress (0 for the other player)
                    long credited = stages + increments + refunds[i] + adjusted[i];
                    long charged = p.used() - absorbed[i] - inTurn;
                    assertEquals(credited - charged, p.main(), who + "ledger (credited " + credited + ", charged " + charged + ")");
                }
            }
        }
    }
}
