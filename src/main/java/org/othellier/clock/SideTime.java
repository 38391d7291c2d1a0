package org.othellier.clock;

import org.othellier.clock.SideControl.MoveBonus;
import org.othellier.clock.SideControl.Overtime;

/**
 * One player's time, exact to the millisecond, as of the clock's last event. Every operation is a
 * pure function; {@link #run} is additive ({@code run(a).run(b) == run(a + b)}), which is what lets
 * the clock settle at any instant without changing the outcome.
 *
 * @param main       main time left (for count-up: the time shown, which grows)
 * @param stage      index of the current stage
 * @param stageMoves moves made in the current stage (0 in a stage for the rest of the game)
 * @param moves      moves made in the game (passes do not count)
 * @param periods    byo-yomi: periods left, the current one included; Canadian: moves left in the current period
 * @param period     time left in the current overtime period (the full period before overtime starts)
 * @param used       time this player's clock has run in the game, delays included
 * @param delay      simple delay left in the current turn
 * @param turnUsed   time the current turn has run (what a Bronstein delay gives back from)
 */
record SideTime(long main, int stage, int stageMoves, int moves, int periods, long period, long used, long delay, long turnUsed) {

    static SideTime initial(SideControl c) {
        return new SideTime(c.initialMillis(), 0, 0, 0, c.overtime().count(), c.overtime().millis(), 0, 0, 0);
    }

    boolean inOvertime(SideControl c) {
        return c.mode() == SideControl.Mode.STAGES && c.overtime().kind() != Overtime.Kind.NONE && main == 0;
    }

    /** How long this clock can run before the flag falls; {@link Long#MAX_VALUE} for count-up. */
    long timeToFlag(SideControl c) {
        return switch (c.mode()) {
            case COUNT_UP -> Long.MAX_VALUE;
            case HOURGLASS -> main;
            case STAGES -> delay + main + switch (c.overtime().kind()) {
                case NONE -> 0;
                case CANADIAN -> period;
                case BYO_YOMI -> period + (periods - 1L) * c.overtime().millis();
            };
        };
    }

    /** What the low-time warnings watch: the main time, or in overtime the current period; none for count-up. */
    long lowTimeMetric(SideControl c) {
        return switch (c.mode()) {
            case COUNT_UP -> Long.MAX_VALUE;
            case HOURGLASS -> main;
            case STAGES -> inOvertime(c) ? period : main;
        };
    }

    /** The clock runs {@code e} ms for this player ({@code 0 <= e <= timeToFlag}): delay first, then main time, then overtime. */
    SideTime run(SideControl c, long e) {
        long newUsed = used + e;
        long newTurn = turnUsed + e;
        return switch (c.mode()) {
            case COUNT_UP -> new SideTime(main + e, stage, stageMoves, moves, periods, period, newUsed, delay, newTurn);
            case HOURGLASS -> new SideTime(main - e, stage, stageMoves, moves, periods, period, newUsed, delay, newTurn);
            case STAGES -> {
                long d = Math.min(delay, e);
                long left = e - d;
                long m = Math.min(main, left);
                left -= m;
                int newPeriods = periods;
                long newPeriod = period;
                if (left > 0) {
                    long p = c.overtime().millis();
                    switch (c.overtime().kind()) {
                        case CANADIAN -> newPeriod = period - left;
                        case BYO_YOMI -> {
                            if (left < period) {
                                newPeriod = period - left;
                            } else {
                                // The current period (which an arbiter may have lengthened) is used up at the
                                // instant it reaches 0; what remains is whole periods, cut back into full ones
                                // and the one now running.
                                long rest = (periods - 1L) * p - (left - period);
                                newPeriods = (int) ((rest + p - 1) / p);
                                newPeriod = rest == 0 ? 0 : rest - (newPeriods - 1L) * p;
                            }
                        }
                        case NONE -> throw new IllegalStateException("ran " + left + " ms past the flag");
                    }
                }
                yield new SideTime(main - m, stage, stageMoves, moves, newPeriods, newPeriod, newUsed, delay - d, newTurn);
            }
        };
    }

    /** Hourglass: the opponent's running time is added to this player's. */
    SideTime gain(long e) {
        return new SideTime(main + e, stage, stageMoves, moves, periods, period, used, delay, turnUsed);
    }

    /** A new turn begins for this player: a fresh simple delay. */
    SideTime beginTurn(SideControl c) {
        return new SideTime(main, stage, stageMoves, moves, periods, period, used, c.delayMillis(), 0);
    }

    /**
     * This player's turn ends by a move ({@code move}) or a pass: Bronstein gives back up to its
     * delay, Fischer adds its increment after a move, a completed stage adds the next stage's time,
     * and overtime periods start afresh as their kind says.
     */
    SideTime endTurn(SideControl c, boolean move) {
        if (c.mode() != SideControl.Mode.STAGES) {
            return new SideTime(main, stage, stageMoves, moves + (move ? 1 : 0), periods, period, used, 0, 0);
        }
        long newMain = main;
        int newStage = stage;
        int newStageMoves = stageMoves;
        int newPeriods = periods;
        long newPeriod = period;
        MoveBonus bonus = c.bonus();
        if (bonus.kind() == MoveBonus.Kind.BRONSTEIN) {
            newMain += Math.min(turnUsed, bonus.millis());
        }
        if (move && bonus.kind() == MoveBonus.Kind.FISCHER) {
            newMain += bonus.millis();
        }
        SideControl.Stage current = c.stages().get(stage);
        if (move && !current.forRestOfGame() && ++newStageMoves == current.moves()) {
            newStage = Math.min(stage + 1, c.stages().size() - 1);
            newStageMoves = 0;
            newMain += c.stages().get(newStage).millis();
        }
        if (inOvertime(c)) {
            switch (c.overtime().kind()) {
                case BYO_YOMI -> newPeriod = c.overtime().millis();
                case CANADIAN -> {
                    if (move && --newPeriods == 0) {
                        newPeriods = c.overtime().count();
                        newPeriod = c.overtime().millis();
                    }
                }
                case NONE -> { }
            }
        }
        return new SideTime(newMain, newStage, newStageMoves, moves + (move ? 1 : 0), newPeriods, newPeriod, used, 0, 0);
    }

    SideTime withMain(long newMain) {
        return new SideTime(newMain, stage, stageMoves, moves, periods, period, used, delay, turnUsed);
    }

    SideTime withPeriod(long newPeriod) {
        return new SideTime(main, stage, stageMoves, moves, periods, newPeriod, used, delay, turnUsed);
    }

    SideTime withMoves(int newMoves, int newStage, int newStageMoves) {
        return new SideTime(main, newStage, newStageMoves, newMoves, periods, period, used, delay, turnUsed);
    }

    /** A clean slate of turn state, for the player not to move. */
    SideTime idle() {
        return new SideTime(main, stage, stageMoves, moves, periods, period, used, 0, 0);
    }

    /** Checks a restored value against its control; the message names the player and the field. */
    void check(SideControl c, String who, boolean flagged) {
        require(main >= 0, who, "main time", main);
        require(used >= 0 && turnUsed >= 0 && turnUsed <= used, who, "time used", used);
        require(moves >= 0, who, "move count", moves);
        require(delay >= 0 && delay <= c.delayMillis(), who, "delay", delay);
        if (c.mode() == SideControl.Mode.STAGES) {
            require(stage >= 0 && stage < c.stages().size(), who, "stage", stage);
            SideControl.Stage s = c.stages().get(stage);
            require(stageMoves >= 0 && (s.forRestOfGame() ? stageMoves == 0 : stageMoves < s.moves()), who, "moves in stage", stageMoves);
            require(main > 0 || flagged || c.overtime().kind() != Overtime.Kind.NONE, who, "main time", main);
        } else {
            require(stage == 0 && stageMoves == 0, who, "stage", stage);
            require(main > 0 || flagged || c.mode() == SideControl.Mode.COUNT_UP, who, "main time", main);
        }
        Overtime o = c.overtime();
        switch (o.kind()) {
            case NONE -> require(periods == 0 && period == 0, who, "overtime", periods);
            case BYO_YOMI, CANADIAN -> {
                require(flagged ? periods >= 0 : periods >= 1 && periods <= o.count(), who, "periods", periods);
                require(period > 0 || (flagged && period == 0), who, "period", period);
            }
        }
    }

    private static void require(boolean ok, String who, String field, long value) {
        if (!ok) {
            throw new IllegalArgumentException(who + "'s " + field + " " + value + " is not possible for this time control");
        }
    }
}
