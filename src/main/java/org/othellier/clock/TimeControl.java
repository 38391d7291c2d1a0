package org.othellier.clock;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.othellier.game.Side;
import org.othellier.text.Ascii;

/**
 * The time control of a game: one {@link SideControl} per player (the same for both unless a
 * handicap gives them different times). Written as a short string, read by {@link #parse}:
 *
 * <pre>
 *   25m                   sudden death: 25 minutes each for the whole game
 *   15m+10s               Fischer: 10 s added after every move
 *   25m+d5s               simple (US) delay: each move's first 5 s do not count
 *   25m+b5s               Bronstein delay: up to 5 s of each move's time is given back
 *   90m/40+30m+30s        40 moves in 90 m, then 30 m for the rest, 30 s increment from move 1
 *   2h/40+1h/20           40 moves in 2 h, then 20 moves per hour, repeating
 *   2h/40+1h/20+i30s      the same with a 30 s increment (i marks it after a repeating stage)
 *   60m+5x30s             byo-yomi: after 60 m, 5 periods of 30 s
 *   60m+25in10m           Canadian byo-yomi: after 60 m, 25 moves in every 10 m
 *   5x30s, 25in10m        byo-yomi only, without main time
 *   hourglass3m           hourglass: 3 m each; time used by one is added to the other
 *   countup               counts the time used; no flag
 *   25m,20m               handicap: Black 25 m, White 20 m (Black first, then White)
 *   tournament            a preset name (see {@link Presets})
 * </pre>
 *
 * Durations take units h, m, s, ms and combine ({@code 1h30m}, {@code 2.5s}); spaces and case do
 * not matter. After a stage with a move count ({@code /40}) a plain duration is the next stage;
 * after the stage for the rest of the game it is the Fischer increment.
 */
public record TimeControl(SideControl black, SideControl white) {

    private static final Pattern BYO_YOMI = Pattern.compile("(\\d+)x(.*)");
    private static final Pattern CANADIAN = Pattern.compile("(\\d+)in(.*)");

    public TimeControl {
        if ((black.mode() == SideControl.Mode.STAGES) != (white.mode() == SideControl.Mode.STAGES)
                || (black.mode() != SideControl.Mode.STAGES && black.mode() != white.mode())) {
            throw new IllegalArgumentException("both players need the same kind of clock: hourglass and count-up apply to both");
        }
    }

    /** The same control for both players. */
    public static TimeControl of(SideControl both) {
        return new TimeControl(both, both);
    }

    public SideControl of(Side side) {
        return side == Side.BLACK ? black : white;
    }

    /** Hourglass, count-up, or stages (every other control). Both players share it. */
    public SideControl.Mode mode() {
        return black.mode();
    }

    public boolean sameForBoth() {
        return black.equals(white);
    }

    /** The canonical short string: {@code parse(spec()).equals(this)}. */
    public String spec() {
        return sameForBoth() ? black.spec() : black.spec() + "," + white.spec();
    }

    /** The stages for an arbiter, one line each, per player when they differ. */
    public List<String> describe() {
        List<String> lines = new ArrayList<>();
        lines.add("control " + spec());
        if (sameForBoth()) {
            lines.add("Black and White:");
            black.describe().forEach(l -> lines.add("  " + l));
        } else {
            lines.add("Black:");
            black.describe().forEach(l -> lines.add("  " + l));
            lines.add("White:");
            white.describe().forEach(l -> lines.add("  " + l));
        }
        return lines;
    }

    @Override
    public String toString() {
        return spec();
    }

    /**
     * Reads a time control or a preset name. Throws {@link IllegalArgumentException} with a message
     * that quotes the control and names the part that is wrong.
     */
    public static TimeControl parse(String spec) {
        return parse(spec, true);
    }

    /** Reads a written control; {@code presets} says whether preset names are looked up (a preset's own spec is read without). */
    static TimeControl parse(String spec, boolean presets) {
        String text = spec == null ? "" : spec.strip().toLowerCase(Locale.ROOT);
        try {
            if (text.isEmpty()) {
                throw new IllegalArgumentException("it is empty (try 25m, 15m+10s or a preset such as tournament)");
            }
            Presets.Preset preset = presets ? Presets.find(text) : null;
            if (preset != null) {
                return preset.control();
            }
            String[] sides = text.split(",", -1);
            if (sides.length > 2) {
                throw new IllegalArgumentException("it has " + sides.length + " parts; write one control, or Black's and White's separated by one comma");
            }
            SideControl black = side(sides[0], sides.length == 2 ? "Black's part" : "it", presets);
            SideControl white = sides.length == 2 ? side(sides[1], "White's part", presets) : black;
            return new TimeControl(black, white);
        } catch (IllegalArgumentException e) {
            throw new IllegalArgumentException("time control '" + (spec == null ? "" : spec.strip()) + "': " + e.getMessage(), e);
        }
    }

    private static SideControl side(String raw, String which, boolean presets) {
        String text = raw.replaceAll("\\s+", "");
        if (text.isEmpty()) {
            throw new IllegalArgumentException(which + " is empty");
        }
        Presets.Preset preset = presets ? Presets.find(text) : null;
        if (preset != null) {
            if (!preset.control().sameForBoth()) {
                throw new IllegalArgumentException("preset '" + text + "' gives each player a different time and cannot be one side");
            }
            return preset.control().black();
        }
        if (text.equals("countup") || text.equals("count-up")) {
            return SideControl.countUp();
        }
        if (text.startsWith("hourglass")) {
            long t = Durations.parse(text.substring("hourglass".length()));
            if (t == 0) {
                throw new IllegalArgumentException("'" + text + "': an hourglass needs some time");
            }
            return SideControl.hourglass(t);
        }
        return stages(text);
    }

    /** Main time stages, then a move bonus or an overtime: the grammar of the class comment. */
    private static SideControl stages(String text) {
        List<SideControl.Stage> stages = new ArrayList<>();
        SideControl.MoveBonus bonus = SideControl.MoveBonus.NONE;
        SideControl.Overtime overtime = SideControl.Overtime.NONE;
        String bonusTerm = null;
        String overtimeTerm = null;
        String lastStageTerm = null;
        String[] terms = text.split("\\+", -1);
        for (String term : terms) {
            if (term.isEmpty()) {
                throw new IllegalArgumentException("'" + text + "' has an empty part between '+' signs");
            }
            if (overtimeTerm != null) {
                throw new IllegalArgumentException("'" + term + "': nothing may follow the byo-yomi '" + overtimeTerm + "'");
            }
            Matcher byo = BYO_YOMI.matcher(term);
            Matcher canadian = CANADIAN.matcher(term);
            char first = term.charAt(0);
            if (byo.matches() || canadian.matches()) {
                boolean isByo = byo.matches();
                Matcher m = isByo ? byo : canadian;
                int count = count(term, m.group(1), isByo ? 99 : 999, isByo ? "periods" : "moves");
                if (m.group(2).isEmpty()) {
                    throw new IllegalArgumentException("'" + term + "': the time of a period is missing (such as "
                            + (isByo ? "5x30s" : "25in10m") + ")");
                }
                long millis = Durations.parse(m.group(2));
                if (millis == 0) {
                    throw new IllegalArgumentException("'" + term + "': a period needs some time");
                }
                overtime = new SideControl.Overtime(isByo ? SideControl.Overtime.Kind.BYO_YOMI : SideControl.Overtime.Kind.CANADIAN,
                        count, millis);
                overtimeTerm = term;
            } else if ((first == 'i' || first == 'd' || first == 'b') && term.length() > 1 && Ascii.isDigit(term.charAt(1))) {
                if (bonusTerm != null) {
                    throw new IllegalArgumentException("'" + term + "': a move bonus is already given ('" + bonusTerm + "')");
                }
                long millis = Durations.parse(term.substring(1));
                SideControl.MoveBonus.Kind kind = first == 'i' ? SideControl.MoveBonus.Kind.FISCHER
                        : first == 'd' ? SideControl.MoveBonus.Kind.DELAY : SideControl.MoveBonus.Kind.BRONSTEIN;
                bonus = millis == 0 ? SideControl.MoveBonus.NONE : new SideControl.MoveBonus(kind, millis);
                bonusTerm = term;
            } else if (Ascii.isDigit(first)) {
                int slash = term.indexOf('/');
                String movesText = slash < 0 ? null : term.substring(slash + 1);
                boolean expectingStage = stages.isEmpty() || !stages.get(stages.size() - 1).forRestOfGame();
                long millis = Durations.parse(slash < 0 ? term : term.substring(0, slash));
                if (expectingStage && bonusTerm == null) {
                    int moves = movesText == null ? 0 : count(term, movesText, 999, "moves");
                    if (millis == 0 && !stages.isEmpty()) {
                        throw new IllegalArgumentException("'" + term + "': a stage needs some time");
                    }
                    stages.add(new SideControl.Stage(millis, moves));
                    lastStageTerm = term;
                } else if (movesText != null) {
                    throw new IllegalArgumentException("'" + term + "' cannot follow '" + lastStageTerm
                            + "', the time for the rest of the game (for Canadian byo-yomi write moves 'in' time, such as 25in10m)");
                } else if (bonusTerm != null) {
                    throw new IllegalArgumentException("'" + term + "': a move bonus is already given ('" + bonusTerm + "')");
                } else {
                    bonus = millis == 0 ? SideControl.MoveBonus.NONE : new SideControl.MoveBonus(SideControl.MoveBonus.Kind.FISCHER, millis);
                    bonusTerm = term;
                }
            } else {
                throw new IllegalArgumentException("'" + term + "' is not a time (25m), a stage (90m/40), an increment (10s, i10s),"
                        + " a delay (d5s, b5s), a byo-yomi (5x30s, 25in10m) or a preset name (clock --presets lists them)");
            }
        }
        if (stages.isEmpty()) {
            if (overtime.kind() == SideControl.Overtime.Kind.NONE) {
                throw new IllegalArgumentException("'" + text + "' has no main time");
            }
            stages.add(new SideControl.Stage(0, 0));
        }
        if (overtime.kind() != SideControl.Overtime.Kind.NONE) {
            if (stages.size() > 1 || !stages.get(0).forRestOfGame()) {
                throw new IllegalArgumentException("'" + overtimeTerm + "': byo-yomi follows a single main time (such as 60m+5x30s)");
            }
            if (bonusTerm != null) {
                throw new IllegalArgumentException("'" + overtimeTerm + "': byo-yomi cannot be combined with the move bonus '" + bonusTerm + "'");
            }
        } else if (stages.get(0).millis() == 0) {
            throw new IllegalArgumentException("'" + terms[0] + "': the main time must be longer than 0");
        }
        return new SideControl(SideControl.Mode.STAGES, stages, bonus, overtime);
    }

    private static int count(String term, String digits, int max, String what) {
        if (digits.isEmpty()) {
            throw new IllegalArgumentException("'" + term + "': the number of moves after '/' is missing");
        }
        if (!digits.chars().allMatch(Ascii::isDigit)) {
            throw new IllegalArgumentException("'" + term + "': '" + digits + "' is not a number of " + what);
        }
        if (digits.length() > 4 || Integer.parseInt(digits) < 1 || Integer.parseInt(digits) > max) {
            throw new IllegalArgumentException("'" + term + "': " + digits + " " + what + " is outside 1 to " + max);
        }
        return Integer.parseInt(digits);
    }
}
