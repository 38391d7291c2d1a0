package org.othellier.clock;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.params.provider.ValueSource;
import org.othellier.clock.SideControl.MoveBonus;
import org.othellier.clock.SideControl.Overtime;
import org.othellier.clock.SideControl.Stage;

/** The short time-control strings: what they mean, their canonical form, and the errors for bad ones. */
class TimeControlTest {

    private static SideControl side(String spec) {
        TimeControl c = TimeControl.parse(spec);
        assertTrue(c.sameForBoth(), spec);
        return c.black();
    }

    @Test
    void durationsCombineUnitsAndKeepMilliseconds() {
        assertEquals(5_400_000, Durations.parse("1h30m"));
        assertEquals(90_000, Durations.parse("1m30s"));
        assertEquals(2_500, Durations.parse("2.5s"));
        assertEquals(250, Durations.parse("250ms"));
        assertEquals(90_000, Durations.parse("1.5m"));
        assertEquals("1m30s", Durations.format(90_000));
        assertEquals("2.5s", Durations.format(2_500));
        assertEquals("0.001s", Durations.format(1));
        assertEquals("2h", Durations.format(7_200_000));
        assertEquals("90m", Durations.format(5_400_000));
    }

    @ParameterizedTest
    @CsvSource(delimiter = '|', value = {
        "10         | '10' has no unit (write 10m or 10s)",
        "5q         | '5q' has an unknown unit 'q' (use h, m, s or ms)",
        "30s5m      | '30s5m': units must go from hours to milliseconds, each once",
        "0.0001s    | '0.0001s' is not a whole number of milliseconds",
        "100h       | '100h' is longer than 99h",
        "1..5s      | '1..5s': '1..5' is not a number",
    })
    void badDurationsSayWhatIsWrong(String text, String message) {
        assertEquals(message, assertThrows(IllegalArgumentException.class, () -> Durations.parse(text)).getMessage());
    }

    @Test
    void suddenDeathAndFischer() {
        assertEquals(SideControl.suddenDeath(1_500_000), side("25m"));
        SideControl fischer = side("15m+10s");
        assertEquals(List.of(new Stage(900_000, 0)), fischer.stages());
        assertEquals(new MoveBonus(MoveBonus.Kind.FISCHER, 10_000), fischer.bonus());
    }

    @Test
    void delays() {
        assertEquals(new MoveBonus(MoveBonus.Kind.DELAY, 5_000), side("25m+d5s").bonus());
        assertEquals(new MoveBonus(MoveBonus.Kind.BRONSTEIN, 5_000), side("25m+b5s").bonus());
    }

    @Test
    void stagesWithMovesInTimeThenTheRestOfTheGame() {
        SideControl c = side("90m/40+30m+30s");
        assertEquals(List.of(new Stage(5_400_000, 40), new Stage(1_800_000, 0)), c.stages());
        assertEquals(new MoveBonus(MoveBonus.Kind.FISCHER, 30_000), c.bonus());
        // After a stage with a move count a plain time is the next stage; 'i' marks an increment there.
        assertEquals(List.of(new Stage(7_200_000, 40), new Stage(3_600_000, 20)), side("2h/40+1h/20").stages());
        assertEquals(MoveBonus.Kind.FISCHER, side("2h/40+1h/20+i30s").bonus().kind());
        assertEquals(3, side("2h/40+1h/20+30m").stages().size());
    }

    @Test
    void byoYomiCanadianHourglassCountUp() {
        assertEquals(new Overtime(Overtime.Kind.BYO_YOMI, 5, 30_000), side("60m+5x30s").overtime());
        assertEquals(new Overtime(Overtime.Kind.CANADIAN, 25, 600_000), side("60m+25in10m").overtime());
        SideControl pure = side("5x30s");
        assertEquals(0, pure.initialMillis());
        assertEquals(SideControl.hourglass(180_000), side("hourglass 3m"));
        assertEquals(SideControl.countUp(), side("count-up"));
    }

    @Test
    void differentTimesPerSideBlackFirst() {
        TimeControl c = TimeControl.parse("25m, 20m+5s");
        assertEquals(SideControl.suddenDeath(1_500_000), c.black());
        assertEquals(MoveBonus.Kind.FISCHER, c.white().bonus().kind());
        assertEquals("25m,20m+5s", c.spec());
        assertEquals(TimeControl.parse("25m,20m"), TimeControl.parse("tournament,tournament-20"), "presets work per side");
    }

    @ParameterizedTest
    @ValueSource(strings = {"25m", "15m+10s", "90m/40+30m+30s", "2h/40+1h/20+i30s", "25m+d5s", "25m+b2.5s", "60m+5x30s",
        "60m+25in10m", "5x30s", "25in10m", "hourglass3m", "countup", "25m,20m", "1h30m/40+1m30s+250ms", "hourglass3m,hourglass2m"})
    void theCanonicalFormReadsBackTheSame(String spec) {
        TimeControl c = TimeControl.parse(spec);
        assertEquals(c, TimeControl.parse(c.spec()));
    }

    @Test
    void upperCaseAndSpacesDoNotMatter() {
        assertEquals(TimeControl.parse("90m/40+30m+30s"), TimeControl.parse(" 90M / 40 + 30M + 30S "));
    }

    @Test
    void everyPresetParsesAndO12IsThere() {
        for (Presets.Preset p : Presets.all()) {
            assertEquals(p.control(), TimeControl.parse(p.name()), p.name());
        }
        assertEquals(TimeControl.parse("25m"), TimeControl.parse("tournament"));
        assertEquals(TimeControl.parse("20m"), TimeControl.parse("Tournament-20"));
    }

    @ParameterizedTest
    @CsvSource(delimiter = '|', value = {
        "''                 | time control '': it is empty (try 25m, 15m+10s or a preset such as tournament)",
        "15m+10             | time control '15m+10': '10' has no unit (write 10m or 10s)",
        "90m/40+30x         | time control '90m/40+30x': '30x': the time of a period is missing (such as 5x30s)",
        "90m/40+30q         | time control '90m/40+30q': '30q' has an unknown unit 'q' (use h, m, s or ms)",
        "90m/0              | time control '90m/0': '90m/0': 0 moves is outside 1 to 999",
        "90m/               | time control '90m/': '90m/': the number of moves after '/' is missing",
        "60m+10m/25         | time control '60m+10m/25': '10m/25' cannot follow '60m', the time for the rest of the game (for Canadian byo-yomi write moves 'in' time, such as 25in10m)",
        "15m+10s+5s         | time control '15m+10s+5s': '5s': a move bonus is already given ('10s')",
        "15m+d5s+b5s        | time control '15m+d5s+b5s': 'b5s': a move bonus is already given ('d5s')",
        "60m+5x30s+10s      | time control '60m+5x30s+10s': '10s': nothing may follow the byo-yomi '5x30s'",
        "90m/40+30m+5x30s   | time control '90m/40+30m+5x30s': '5x30s': byo-yomi follows a single main time (such as 60m+5x30s)",
        "60m+d5s+5x30s      | time control '60m+d5s+5x30s': '5x30s': byo-yomi cannot be combined with the move bonus 'd5s'",
        "0m                 | time control '0m': '0m': the main time must be longer than 0",
        "d5s                | time control 'd5s': 'd5s' has no main time",
        "15m++10s           | time control '15m++10s': '15m++10s' has an empty part between '+' signs",
        "25m,20m,15m        | time control '25m,20m,15m': it has 3 parts; write one control, or Black's and White's separated by one comma",
        "25m,               | time control '25m,': White's part is empty",
        "hourglass3m,25m    | time control 'hourglass3m,25m': both players need the same kind of clock: hourglass and count-up apply to both",
        "blitzz             | time control 'blitzz': 'blitzz' is not a time (25m), a stage (90m/40), an increment (10s, i10s), a delay (d5s, b5s), a byo-yomi (5x30s, 25in10m) or a preset name (clock --presets lists them)",
        "100x30s            | time control '100x30s': '100x30s': 100 periods is outside 1 to 99",
    })
    void badControlsNameTheOffendingPart(String spec, String message) {
        assertEquals(message, assertThrows(IllegalArgumentException.class, () -> TimeControl.parse(spec)).getMessage());
    }

    @Test
    void theStagesAreDescribedForAnArbiter() {
        assertEquals(List.of(
                "control 90m/40+30m+30s",
                "Black and White:",
                "  90m for moves 1-40",
                "  then 30m more for the rest of the game",
                "  +30s after every move (Fischer increment)",
                "  a player whose time runs out loses (O-13)"), TimeControl.parse("classical").describe());
        List<String> handicap = TimeControl.parse("2h/40+1h/20,60m+5x30s").describe();
        assertTrue(handicap.contains("  then 1h more for every further 20 moves (repeats)"), handicap.toString());
        assertTrue(handicap.contains("  then byo-yomi: 5 periods of 30s; a move within a period keeps it, a period that runs out is used up"),
                handicap.toString());
    }
}
