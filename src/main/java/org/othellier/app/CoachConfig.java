package org.othellier.app;

import java.util.Set;
import org.othellier.coach.PuzzleGrade;
import org.othellier.config.ConfigException;
import org.othellier.config.ConfigSection;

/**
 * The engine as a coach at the board ({@code [coach]} and {@code [puzzle]} of the configuration).
 *
 * @param hints      a person to move in a casual game may ask for the engine's best move
 * @param hintLevel  the engine's level for a hint (6 to 10: no deliberate noise)
 * @param holdMillis how long a clock button is held for a hint (boards that sense releases)
 * @param grade      the puzzles "next" takes when none is chosen
 */
public record CoachConfig(boolean hints, int hintLevel, long holdMillis, PuzzleGrade grade) {

    public static final CoachConfig DEFAULTS = new CoachConfig(true, 7, 1500, PuzzleGrade.CLUB);

    /** {@code [coach]} and {@code [puzzle]}, read strictly: an unknown option or a value out of range names itself. */
    public static CoachConfig read(ConfigSection coach, ConfigSection puzzle) {
        coach.rejectUnknown(Set.of("hints", "hint-level", "hint-hold-ms"));
        puzzle.rejectUnknown(Set.of("grade"));
        PuzzleGrade grade;
        try {
            grade = PuzzleGrade.parse(puzzle.string("grade", DEFAULTS.grade().id()));
        } catch (IllegalArgumentException e) {
            throw new ConfigException("puzzle.grade: " + e.getMessage());
        }
        return new CoachConfig(coach.bool("hints", DEFAULTS.hints()), coach.integer("hint-level", DEFAULTS.hintLevel(), 6, 10),
                coach.integer("hint-hold-ms", (int) DEFAULTS.holdMillis(), 500, 5000), grade);
    }
}
