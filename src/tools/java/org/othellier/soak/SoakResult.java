package org.othellier.soak;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * What one kind of the campaign found: how much it played, its figures, and every failure with the
 * seed and step that replay it.
 */
public final class SoakResult {

    /**
     * One failure.
     *
     * @param game the game's number in the run: {@code soak --kind KIND --seed S --first GAME --games 1} replays it
     * @param step the step within the game (a move's ply, a kill's number)
     * @param what what went wrong
     */
    public record Failure(String kind, long seed, int game, int step, String what) {
        @Override
        public String toString() {
            return kind + " failure, seed " + seed + " game " + game + " step " + step + ": " + what + " (" + replay() + ")";
        }

        /** How to run it again: a hands game alone; the kills and the day from the start (their instants follow the machine). */
        public String replay() {
            return switch (kind) {
                case "hands" -> "replay: othellier soak --kind hands --seed " + seed + " --first " + game + " --games 1";
                case "crashes" -> "replay: othellier soak --kind crashes --seed " + seed + " --games " + Math.max(step, 1)
                        + "; the same games and kill plan, the kills' instants as the machine's timing falls";
                // in real time: the same seed makes the same noise and moves, not the same timing
                case "wire" -> "replay: othellier soak --kind wire --seed " + seed + "; the same games and noise, not the same timing";
                default -> "replay: othellier soak --kind " + kind + " --seed " + seed;
            };
        }
    }

    private final String kind;
    private final long seed;
    private final Map<String, Object> figures = new LinkedHashMap<>();
    private final List<Failure> failures = new ArrayList<>();

    public SoakResult(String kind, long seed) {
        this.kind = kind;
        this.seed = seed;
    }

    public String kind() {
        return kind;
    }

    /** Adds to a counted figure (games, moves, noise events...). */
    public void count(String figure, long n) {
        figures.merge(figure, n, (a, b) -> (Long) a + (Long) b);
    }

    /** Sets a measured figure, printed as given. */
    public void figure(String figure, Object value) {
        figures.put(figure, value);
    }

    public long counted(String figure) {
        return figures.get(figure) instanceof Long l ? l : 0;
    }

    public void fail(int game, int step, String what) {
        failures.add(new Failure(kind, seed, game, step, what));
    }

    public List<Failure> failures() {
        return List.copyOf(failures);
    }

    public boolean passed() {
        return failures.isEmpty();
    }

    /** The one summary line: the kind, pass or how many failures, then every figure. */
    public String summary() {
        StringBuilder sb = new StringBuilder(kind).append(": ")
                .append(failures.isEmpty() ? "ok" : failures.size() + (failures.size() == 1 ? " FAILURE" : " FAILURES"))
                .append(", seed ").append(seed);
        figures.forEach((k, v) -> sb.append(", ").append(k).append(' ').append(v));
        return sb.toString();
    }
}
