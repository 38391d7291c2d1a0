package org.othellier.clock;

import java.util.ArrayList;
import java.util.List;

/**
 * One player's time control. Three modes:
 * <ul>
 * <li>{@link Mode#STAGES}: one or more stages of main time, each either for a number of moves
 * (the next stage's time is added when they are made; the last such stage repeats) or for the
 * rest of the game; optionally a per-move {@link MoveBonus} (Fischer increment, simple delay,
 * Bronstein delay), or an {@link Overtime} (byo-yomi, Canadian byo-yomi) after a single main time.</li>
 * <li>{@link Mode#HOURGLASS}: the time one player uses is added to the other's.</li>
 * <li>{@link Mode#COUNT_UP}: the clock only counts the time used; no flag ever falls.</li>
 * </ul>
 * The constructor refuses combinations that have no meaning; {@link TimeControl#parse} gives the
 * friendlier messages for written controls.
 */
public record SideControl(Mode mode, List<Stage> stages, MoveBonus bonus, Overtime overtime) {

    public enum Mode { STAGES, HOURGLASS, COUNT_UP }

    /**
     * A stage of main time.
     *
     * @param millis time for the stage (added to what is left of the previous one)
     * @param moves  moves to make in it, or 0 for the rest of the game
     */
    public record Stage(long millis, int moves) {
        public Stage {
            if (millis < 0 || millis > Durations.MAX_MILLIS) {
                throw new IllegalArgumentException("stage time " + millis + " ms is outside 0 to 99h");
            }
            if (moves < 0 || moves > 999) {
                throw new IllegalArgumentException("a stage of " + moves + " moves is outside 1 to 999");
            }
        }

        public boolean forRestOfGame() {
            return moves == 0;
        }
    }

    /** What each move earns: nothing, a Fischer increment, a simple (US) delay or a Bronstein delay. */
    public record MoveBonus(Kind kind, long millis) {
        public enum Kind { NONE, FISCHER, DELAY, BRONSTEIN }

        public static final MoveBonus NONE = new MoveBonus(Kind.NONE, 0);

        public MoveBonus {
            if ((kind == Kind.NONE) != (millis == 0) || millis < 0 || millis > Durations.MAX_MILLIS) {
                throw new IllegalArgumentException("a " + kind + " bonus of " + millis + " ms is not possible");
            }
        }
    }

    /**
     * Time after the main time is used up. Byo-yomi: {@code count} periods of {@code millis}; a move
     * made within a period keeps it, a period that runs out is used up, the flag falls with the last.
     * Canadian: {@code count} moves in {@code millis}; after they are made the period starts afresh
     * (time left over is not kept).
     */
    public record Overtime(Kind kind, int count, long millis) {
        public enum Kind { NONE, BYO_YOMI, CANADIAN }

        public static final Overtime NONE = new Overtime(Kind.NONE, 0, 0);

        public Overtime {
            if (kind == Kind.NONE ? count != 0 || millis != 0
                    : count < 1 || count > (kind == Kind.BYO_YOMI ? 99 : 999) || millis < 1 || millis > Durations.MAX_MILLIS) {
                throw new IllegalArgumentException("an overtime of " + count + " x " + millis + " ms is not possible");
            }
        }
    }

    public SideControl {
        stages = List.copyOf(stages);
        switch (mode) {
            case COUNT_UP -> {
                if (!stages.isEmpty() || bonus.kind() != MoveBonus.Kind.NONE || overtime.kind() != Overtime.Kind.NONE) {
                    throw new IllegalArgumentException("a count-up clock has no stages, bonus or overtime");
                }
            }
            case HOURGLASS -> {
                if (stages.size() != 1 || stages.get(0).moves() != 0 || stages.get(0).millis() == 0
                        || bonus.kind() != MoveBonus.Kind.NONE || overtime.kind() != Overtime.Kind.NONE) {
                    throw new IllegalArgumentException("an hourglass has one time and nothing else");
                }
            }
            case STAGES -> {
                if (stages.isEmpty()) {
                    throw new IllegalArgumentException("a time control needs at least one stage");
                }
                for (int i = 0; i < stages.size() - 1; i++) {
                    if (stages.get(i).forRestOfGame()) {
                        throw new IllegalArgumentException("only the last stage may be for the rest of the game");
                    }
                }
                for (int i = 1; i < stages.size(); i++) {
                    if (stages.get(i).millis() == 0) {
                        throw new IllegalArgumentException("stage " + (i + 1) + " adds no time");
                    }
                }
                if (overtime.kind() != Overtime.Kind.NONE) {
                    if (stages.size() != 1 || !stages.get(0).forRestOfGame() || bonus.kind() != MoveBonus.Kind.NONE) {
                        throw new IllegalArgumentException("byo-yomi follows a single main time, without increment or delay");
                    }
                } else if (stages.get(0).millis() == 0) {
                    throw new IllegalArgumentException("a main time of 0 needs byo-yomi after it");
                }
            }
        }
    }

    /** Sudden death: the whole game in {@code millis}. */
    public static SideControl suddenDeath(long millis) {
        return new SideControl(Mode.STAGES, List.of(new Stage(millis, 0)), MoveBonus.NONE, Overtime.NONE);
    }

    public static SideControl hourglass(long millis) {
        return new SideControl(Mode.HOURGLASS, List.of(new Stage(millis, 0)), MoveBonus.NONE, Overtime.NONE);
    }

    public static SideControl countUp() {
        return new SideControl(Mode.COUNT_UP, List.of(), MoveBonus.NONE, Overtime.NONE);
    }

    /** The same control with a move bonus. */
    public SideControl with(MoveBonus newBonus) {
        return new SideControl(mode, stages, newBonus, overtime);
    }

    /** The same control with an overtime. */
    public SideControl with(Overtime newOvertime) {
        return new SideControl(mode, stages, bonus, newOvertime);
    }

    /** The time on the clock before the first move (0 for count-up). */
    public long initialMillis() {
        return stages.isEmpty() ? 0 : stages.get(0).millis();
    }

    /** The simple (US) delay at the start of each turn, 0 when there is none. */
    public long delayMillis() {
        return bonus.kind() == MoveBonus.Kind.DELAY ? bonus.millis() : 0;
    }

    /**
     * The main time granted in total once {@code moves} moves are made: the first stage's time plus
     * the time of every stage reached (a repeating last stage counted each time it starts again).
     */
    public long stageTimeAfter(int moves) {
        if (mode != Mode.STAGES) {
            return initialMillis();
        }
        long total = stages.get(0).millis();
        int stage = 0;
        int left = moves;
        while (!stages.get(stage).forRestOfGame() && left >= stages.get(stage).moves()) {
            left -= stages.get(stage).moves();
            stage = Math.min(stage + 1, stages.size() - 1);
            total += stages.get(stage).millis();
        }
        return total;
    }

    /** Stage index and moves made in it after {@code moves} moves, as {@code {stage, movesInStage}}. */
    int[] stageAt(int moves) {
        int stage = 0;
        int left = moves;
        while (!stages.get(stage).forRestOfGame() && left >= stages.get(stage).moves()) {
            left -= stages.get(stage).moves();
            stage = Math.min(stage + 1, stages.size() - 1);
        }
        return new int[] {stage, left};
    }

    /** The canonical short string, as {@link TimeControl#parse} reads it. */
    public String spec() {
        return switch (mode) {
            case COUNT_UP -> "countup";
            case HOURGLASS -> "hourglass" + Durations.format(stages.get(0).millis());
            case STAGES -> {
                List<String> terms = new ArrayList<>();
                boolean pureOvertime = overtime.kind() != Overtime.Kind.NONE && stages.get(0).millis() == 0;
                if (!pureOvertime) {
                    for (Stage s : stages) {
                        terms.add(Durations.format(s.millis()) + (s.forRestOfGame() ? "" : "/" + s.moves()));
                    }
                }
                boolean lastIsRest = stages.get(stages.size() - 1).forRestOfGame();
                switch (bonus.kind()) {
                    case FISCHER -> terms.add((lastIsRest ? "" : "i") + Durations.format(bonus.millis()));
                    case DELAY -> terms.add("d" + Durations.format(bonus.millis()));
                    case BRONSTEIN -> terms.add("b" + Durations.format(bonus.millis()));
                    case NONE -> { }
                }
                switch (overtime.kind()) {
                    case BYO_YOMI -> terms.add(overtime.count() + "x" + Durations.format(overtime.millis()));
                    case CANADIAN -> terms.add(overtime.count() + "in" + Durations.format(overtime.millis()));
                    case NONE -> { }
                }
                yield String.join("+", terms);
            }
        };
    }

    /** What an arbiter reads: one line per stage, bonus and overtime. */
    public List<String> describe() {
        List<String> lines = new ArrayList<>();
        switch (mode) {
            case COUNT_UP -> lines.add("count-up: the clock counts the time used; no flag falls");
            case HOURGLASS -> {
                lines.add(Durations.format(initialMillis()) + " to start with, hourglass: the time one player uses is added to the other's");
                lines.add("a player whose time runs out loses (O-13)");
            }
            case STAGES -> {
                int firstMove = 1;
                for (int i = 0; i < stages.size(); i++) {
                    Stage s = stages.get(i);
                    if (i == 0 && s.millis() == 0) {
                        continue;
                    }
                    String time = i == 0 ? Durations.format(s.millis()) : "then " + Durations.format(s.millis()) + " more";
                    boolean last = i == stages.size() - 1;
                    if (s.forRestOfGame()) {
                        lines.add(time + (i == 0 ? " for the whole game" : " for the rest of the game"));
                    } else {
                        lines.add(time + " for moves " + firstMove + "-" + (firstMove + s.moves() - 1));
                        if (last) {
                            lines.add("then " + Durations.format(s.millis()) + " more for every further " + s.moves() + " moves (repeats)");
                        }
                        firstMove += s.moves();
                    }
                }
                switch (bonus.kind()) {
                    case FISCHER -> lines.add("+" + Durations.format(bonus.millis()) + " after every move (Fischer increment)");
                    case DELAY -> lines.add(Durations.format(bonus.millis())
                            + " delay at the start of every move before the time runs (simple/US delay)");
                    case BRONSTEIN -> lines.add("up to " + Durations.format(bonus.millis())
                            + " of each move's time given back after it (Bronstein delay)");
                    case NONE -> { }
                }
                String intro = stages.get(0).millis() == 0 ? "" : "then ";
                switch (overtime.kind()) {
                    case BYO_YOMI -> lines.add(intro + "byo-yomi: " + overtime.count() + " period" + (overtime.count() > 1 ? "s" : "")
                            + " of " + Durations.format(overtime.millis())
                            + "; a move within a period keeps it, a period that runs out is used up");
                    case CANADIAN -> lines.add(intro + "Canadian byo-yomi: " + overtime.count() + " moves in "
                            + Durations.format(overtime.millis()) + ", starting afresh after each " + overtime.count() + " moves");
                    case NONE -> { }
                }
                lines.add("a player whose time runs out loses (O-13)");
            }
        }
        return lines;
    }
}
