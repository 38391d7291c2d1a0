package org.othellier.coach;

import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.io.Reader;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import org.othellier.formats.Obf;
import org.othellier.game.othello.OthelloMove;
import org.othellier.game.othello.OthelloVariant;

/**
 * The puzzles shipped with the service ({@code src/main/resources/puzzles/}, README there): our own short endings
 * and the FFO endgame positions, each with the exact score of every legal move, in OBF lines whose comment names
 * the puzzle ({@code % FFO #41}). Ordered by grade, then empties, then name: the order "next" walks.
 */
public final class PuzzleBook {

    /** The shipped files, in the order they are read. */
    static final List<String> FILES = List.of("/puzzles/own.obf", "/puzzles/ffo.obf");

    private static volatile PuzzleBook shipped;

    private final List<Puzzle> puzzles;
    private final Map<String, Puzzle> byId = new LinkedHashMap<>();

    PuzzleBook(List<Puzzle> puzzles) {
        List<Puzzle> sorted = new ArrayList<>(puzzles);
        sorted.sort(Comparator.comparing(Puzzle::grade).thenComparingInt(Puzzle::empties)
                .thenComparing(p -> p.id().replaceAll("[0-9]+$", "")).thenComparingInt(PuzzleBook::number));
        this.puzzles = List.copyOf(sorted);
        for (Puzzle p : this.puzzles) {
            if (byId.put(p.id(), p) != null) {
                throw new IllegalArgumentException("two puzzles are named " + p.id());
            }
        }
    }

    /** The collection shipped in the jar, read once. A line that cannot be read is a broken build: it throws. */
    public static PuzzleBook shipped() {
        PuzzleBook b = shipped;
        if (b == null) {
            List<Puzzle> all = new ArrayList<>();
            for (String file : FILES) {
                try (InputStream in = PuzzleBook.class.getResourceAsStream(file)) {
                    if (in == null) {
                        throw new IllegalStateException("the puzzle file " + file + " is missing from this build");
                    }
                    all.addAll(read(new InputStreamReader(in, StandardCharsets.UTF_8), file));
                } catch (IOException e) {
                    throw new UncheckedIOException(e);
                }
            }
            b = new PuzzleBook(all);
            shipped = b;
        }
        return b;
    }

    /** Puzzles from OBF lines; each needs a comment naming it and a score for every legal move. */
    static List<Puzzle> read(Reader reader, String file) throws IOException {
        Obf.Parsed parsed = Obf.read(reader, OthelloVariant.OTHELLO);
        if (!parsed.errors().isEmpty()) {
            throw new IllegalStateException(file + ": " + parsed.errors().get(0).getMessage());
        }
        List<Puzzle> out = new ArrayList<>();
        for (Obf.Entry e : parsed.entries()) {
            if (e.comment().isBlank()) {
                throw new IllegalStateException(file + " line " + e.line() + ": a puzzle needs its name as the comment (% FFO #41)");
            }
            Map<OthelloMove, Integer> scores = new LinkedHashMap<>();
            e.knownMoves().forEach(m -> scores.put(m.move(), m.score()));
            try {
                out.add(new Puzzle(id(e.comment()), e.comment(), e.position(), scores));
            } catch (IllegalArgumentException ex) {
                throw new IllegalStateException(file + " line " + e.line() + ": " + ex.getMessage(), ex);
            }
        }
        return out;
    }

    /** {@code FFO #41} to {@code ffo-41}. */
    static String id(String name) {
        return name.strip().toLowerCase(Locale.ROOT).replace("#", "").replaceAll("\\s+", "-");
    }

    private static int number(Puzzle p) {
        String digits = p.id().replaceAll("^.*?([0-9]+)$", "$1");
        return digits.matches("[0-9]+") ? Integer.parseInt(digits) : 0;
    }

    public List<Puzzle> all() {
        return puzzles;
    }

    public List<Puzzle> of(PuzzleGrade grade) {
        return puzzles.stream().filter(p -> p.grade() == grade).toList();
    }

    public Optional<Puzzle> find(String id) {
        return Optional.ofNullable(byId.get(id.strip().toLowerCase(Locale.ROOT)));
    }

    /** The puzzle named {@code id}, or an error naming a few. */
    public Puzzle get(String id) {
        return find(id).orElseThrow(() -> new IllegalArgumentException("no puzzle '" + id + "' (for example "
                + puzzles.get(0).id() + " or " + puzzles.get(puzzles.size() - 1).id() + "; GET /api/puzzles lists them)"));
    }

    /** The puzzle after {@code current} in {@code grade} (the first one when {@code current} is null or of another grade), wrapping. */
    public Puzzle next(PuzzleGrade grade, Puzzle current) {
        List<Puzzle> g = of(grade);
        if (g.isEmpty()) {
            throw new IllegalStateException("no puzzle of grade " + grade.id());
        }
        int i = current == null ? -1 : g.indexOf(current);
        return g.get((i + 1) % g.size());
    }
}
