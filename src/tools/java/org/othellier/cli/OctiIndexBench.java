package org.othellier.cli;

import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import java.util.concurrent.Callable;
import org.othellier.board.SensorKind;
import org.othellier.board.octi.MoveIndex;
import org.othellier.engine.octi.RandomEngine;
import org.othellier.game.octi.HardPositions;
import org.othellier.game.octi.OctiPosition;
import org.othellier.game.octi.OctiVariant;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;

/**
 * How long the board takes to index a position's moves by what the sensors read after them
 * (MoveIndex, built when a turn begins), against the literal method of playing every move.
 */
@Command(name = "index-bench", mixinStandardHelpOptions = true,
        description = {"Times MoveIndex (legal moves grouped by the sensor readings after them) on seeded random midgame",
            "positions of every variant and on hand-made worst cases, against playing every move.",
            "Prints one tab-separated line per position: name, legal moves, classes, new ms, old ms (or why not run)."})
final class OctiIndexBench implements Callable<Integer> {

    @Option(names = "--seed", defaultValue = "1", description = "Seed of the random games (default ${DEFAULT-VALUE}).")
    long seed;

    @Option(names = "--games", defaultValue = "3", description = "Random games per variant (default ${DEFAULT-VALUE}).")
    int games;

    @Option(names = "--old-limit", defaultValue = "3000000",
            description = "Play every move (the old method) only up to this many legal moves (default ${DEFAULT-VALUE}).")
    long oldLimit;

    @Option(names = "--kind", defaultValue = "colour", description = "Sensor kind: colour or presence (default ${DEFAULT-VALUE}).")
    String kindName;

    record Case(String name, OctiPosition position) {
    }

    @Override
    public Integer call() {
        if (games < 0 || games > 100) {
            throw new BadInputException("--games " + games + " is outside 0 to 100");
        }
        SensorKind kind = switch (kindName.toLowerCase(java.util.Locale.ROOT)) {
            case "colour", "color" -> SensorKind.COLOUR;
            case "presence" -> SensorKind.PRESENCE;
            default -> throw new BadInputException("--kind " + kindName + ": expected colour or presence");
        };
        List<Case> cases = new ArrayList<>();
        for (OctiVariant v : OctiVariant.values()) {
            for (int g = 0; g < games; g++) {
                cases.add(biggestOfARandomGame(v, new Random(seed * 1000 + v.ordinal() * 100 + g), v + " game " + g));
            }
        }
        cases.add(new Case("stack of seven", HardPositions.stackOfSeven()));
        cases.add(new Case("chain over four stacks", HardPositions.chainOverStacks()));
        // Warm-up, so that the first figures are not the interpreter's.
        for (Case c : cases) {
            MoveIndex.of(c.position(), kind);
        }
        System.out.println("position\tmoves\tclasses\tnew ms\told ms");
        for (Case c : cases) {
            OctiPosition p = c.position();
            long moves = p.legalMoves().count();
            double best = Double.MAX_VALUE;
            int classes = 0;
            for (int r = 0; r < 5; r++) {
                long t0 = System.nanoTime();
                classes = MoveIndex.of(p, kind).classCount();
                best = Math.min(best, (System.nanoTime() - t0) / 1e6);
            }
            String old;
            if (moves > oldLimit) {
                old = "not run (over --old-limit)";
            } else {
                try {
                    long t0 = System.nanoTime();
                    int oldClasses = MoveIndex.byPlayingEveryMove(p, kind).size();
                    old = String.format("%.1f", (System.nanoTime() - t0) / 1e6);
                    if (oldClasses != classes) {
                        old += " (DIFFERENT class count: " + oldClasses + ")";
                    }
                } catch (OutOfMemoryError e) {
                    old = "out of memory";
                }
            }
            System.out.printf("%s\t%d\t%d\t%.2f\t%s%n", c.name(), moves, classes, best, old);
            System.out.flush();
        }
        return 0;
    }

    /** The position with the most legal moves met in a game of uniformly random moves (up to 200 plies). */
    private static Case biggestOfARandomGame(OctiVariant v, Random rng, String name) {
        RandomEngine engine = new RandomEngine(rng);
        OctiPosition p = OctiPosition.start(v);
        OctiPosition biggest = p;
        int at = 0;
        for (int ply = 0; ply < 200 && !p.isOver(); ply++) {
            if (p.legalMoves().count() > biggest.legalMoves().count()) {
                biggest = p;
                at = ply;
            }
            p = p.play(engine.choose(p, 0));
        }
        return new Case(name + ", ply " + at, biggest);
    }
}
