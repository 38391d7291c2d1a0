package org.othellier.coach;

import java.util.Set;
import org.othellier.config.ConfigSection;
import org.othellier.engine.Level;

/**
 * {@code [review]} of the configuration (docs/CONFIG.md): the engine's review of finished games.
 *
 * @param auto      review every finished game in the background (kept games are reviewed on request either way)
 * @param level     the level whose search depth values the moves before the exact solve
 * @param exactFrom from this many empties the moves are solved exactly
 * @param tableMb   the review engine's own transposition tables
 */
public record ReviewConfig(boolean auto, int level, int exactFrom, int tableMb) {

    static final Set<String> KEYS = Set.of("auto", "level", "exact-from", "table-mb");

    public static ReviewConfig defaults() {
        return read(ConfigSection.empty());
    }

    public static ReviewConfig read(ConfigSection s) {
        s.rejectUnknown(KEYS);
        return new ReviewConfig(s.bool("auto", true), s.integer("level", Reviewer.DEFAULT_LEVEL, Level.MIN, Level.MAX),
                s.integer("exact-from", Reviewer.DEFAULT_EXACT_FROM, 0, 30), s.integer("table-mb", 8, 1, 1024));
    }
}
