package org.othellier.soak;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Random;
import java.util.stream.Stream;
import org.othellier.board.SensorKind;
import org.othellier.game.octi.OctiVariant;
import org.othellier.game.othello.OthelloVariant;
import org.othellier.game.othello.Start;

/**
 * The hands campaign: game {@code i} of a run is one of every Othello variant (sizes 6, 8 and 10, both
 * starts, single flank, anti-reversi) or an Octi variant, on a colour or a presence board, casual (with
 * takebacks) or tournament, with or without a clock, all drawn from its own seed, so any game can be
 * replayed alone.
 */
public final class HandsSoak {

    /** Each noise's chance in a hundred per move, in {@link OthelloAtTheBoard.Noise} order. */
    private static final int[] CHANCE = {30, 20, 20, 40, 8, 10, 20, 6};
    /** One game in this many is Octi. */
    private static final int OCTI_EVERY = 8;

    private HandsSoak() {
    }

    /** Every Othello variant the rules know (docs/RULES.md O-2 to O-11). */
    static List<OthelloVariant> othelloVariants() {
        List<OthelloVariant> all = new ArrayList<>();
        for (int size : new int[] {6, 8, 10}) {
            for (Start start : Start.values()) {
                for (boolean single : new boolean[] {false, true}) {
                    for (boolean anti : new boolean[] {false, true}) {
                        all.add(new OthelloVariant(size, start, single, anti));
                    }
                }
            }
        }
        return all;
    }

    /** The seed of game {@code i} of a run: each game replays alone from it. */
    static long gameSeed(long seed, int i) {
        return seed * 0x9E3779B97F4A7C15L + i * 0xBF58476D1CE4E5B9L;
    }

    /**
     * Plays games {@code first} to {@code first + games - 1}.
     *
     * @param dir a scratch folder for the games' journals (emptied after each game)
     */
    public static SoakResult run(long seed, int first, int games, Path dir) {
        SoakResult result = new SoakResult("hands", seed);
        List<OthelloVariant> variants = othelloVariants();
        for (int i = first; i < first + games; i++) {
            Random random = new Random(gameSeed(seed, i));
            SensorKind kind = random.nextBoolean() ? SensorKind.COLOUR : SensorKind.PRESENCE;
            result.count(kind == SensorKind.COLOUR ? "colour boards" : "presence boards", 1);
            Path journal = dir.resolve("game-" + i);
            try {
                if (random.nextInt(OCTI_EVERY) == 0) {
                    OctiVariant v = OctiVariant.values()[random.nextInt(OctiVariant.values().length)];
                    try (OctiAtTheBoard t = new OctiAtTheBoard(journal, v, kind, random, result, i)) {
                        t.playToTheEnd(25, 15);
                    }
                    result.count("octi games", 1);
                } else {
                    OthelloVariant v = variants.get(random.nextInt(variants.size()));
                    boolean tournament = random.nextInt(3) == 0;
                    String clock = random.nextBoolean() ? "none" : "10m+5s";
                    try (OthelloAtTheBoard t = new OthelloAtTheBoard(journal,
                            OthelloAtTheBoard.settings(v, kind, clock, tournament), 1_000_000, random, result, i)) {
                        t.playToTheEnd(CHANCE);
                    }
                }
            } catch (RuntimeException e) {
                result.fail(i, -1, "the service threw " + e);
            } finally {
                delete(journal);
            }
        }
        return result;
    }

    /** Removes a scratch folder and everything in it. */
    public static void delete(Path dir) {
        if (!Files.exists(dir)) {
            return;
        }
        try (Stream<Path> all = Files.walk(dir)) {
            for (Path p : all.sorted(Comparator.reverseOrder()).toList()) {
                Files.delete(p);
            }
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}
