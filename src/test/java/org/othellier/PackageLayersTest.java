package org.othellier;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.io.IOException;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;
import java.util.TreeSet;
import org.junit.jupiter.api.Test;

/**
 * The packages in layers (docs/ARCHITECTURE.md, "Packages"): a package uses only packages of lower layers or of
 * its own family ({@code board.othello} uses {@code board}), and the concrete board backends only from the
 * composition roots. {@link PackageCyclesTest} finds cycles; this finds a dependency that points the wrong way
 * before it closes one. The dependencies that point the wrong way today are listed with their reason, and the
 * list must stay true: one that is gone must leave it.
 */
class PackageLayersTest {

    /** Lowest first; a package not listed fails the test, so a new package is placed on purpose. */
    static final List<List<String>> LAYERS = List.of(
            List.of("text", "config", "game", "hw.gpio.io"), // words, configuration, the rules' vocabulary
            // the rules of each game, the tournament clock, who may steer the board
            List.of("game.othello", "game.octi", "clock", "security"),
            // the board's reading, the AIs, the file formats
            List.of("board", "board.othello", "board.octi", "engine", "engine.othello", "engine.octi", "voice", "formats"),
            List.of("store", "hw"), // the journal; the backend interfaces
            List.of("tournament", "engine.nboard", "coach", "hw.sim", "hw.serial", "hw.gpio"), // the backends themselves
            List.of("hw.gpio.sim", "app.clock", "app.opponent"),
            List.of("app"), // the games' controllers and their event loop
            List.of("club"), // the board's link to the club
            List.of("remote", "phone"), // a game against a far board, over the club's connection; a phone player
            List.of("hub", "web"), // the club's hub; the board's page (neither knows the other)
            List.of("hub.web"), // the hub's page, on the web server's pieces
            List.of("service", "soak"), // composition roots
            List.of("cli")); // the commands

    /** The concrete backends: only the composition roots (and the commands that drive one directly) choose one. */
    static final Set<String> BACKENDS = Set.of("hw.sim", "hw.serial", "hw.gpio", "hw.gpio.sim", "hw.gpio.io");
    static final Set<String> ROOTS = Set.of("service", "soak", "cli");

    /**
     * The dependencies that point the wrong way, each with why it is still there: none today. The training reading
     * WTHOR files (engine -> store) and the benchmarks building a simulated board (app -> hw.sim) left the product
     * for src/tools, and the page asks the backend what it can do instead of naming the simulated board.
     */
    static final Map<String, String> KNOWN = Map.of();

    /**
     * Families that must not use each other though the layers would allow it, by family ({@code hub} is also
     * {@code hub.web}), each with why.
     */
    static final Map<String, String> APART = Map.of(
            "hub -> app", "the hub plays no game: its security settings are security's and it waits for its own thread");

    @Test
    void everyDependencyPointsDownward() throws IOException {
        Map<String, Integer> layer = new TreeMap<>();
        for (int i = 0; i < LAYERS.size(); i++) {
            for (String p : LAYERS.get(i)) {
                layer.put("org.othellier." + p, i);
            }
        }
        Map<String, Map<String, Set<String>>> uses = PackageCyclesTest.dependencies();
        Set<String> unplaced = new TreeSet<>(uses.keySet());
        unplaced.removeAll(layer.keySet());
        assertEquals(Set.of(), unplaced, "packages in no layer of PackageLayersTest.LAYERS");

        Map<String, String> wrong = new TreeMap<>();
        uses.forEach((from, targets) -> targets.forEach((to, files) -> {
            String why = wrongWay(local(from), local(to), layer.get(from), layer.get(to));
            if (why != null) {
                wrong.put(local(from) + " -> " + local(to), why + " (" + files + ")");
            }
        }));
        Map<String, String> unknown = new TreeMap<>(wrong);
        unknown.keySet().removeAll(KNOWN.keySet());
        assertEquals(Map.of(), unknown, "dependencies that point the wrong way");
        Set<String> gone = new TreeSet<>(KNOWN.keySet());
        gone.removeAll(wrong.keySet());
        assertEquals(Set.of(), gone, "wrong-way dependencies fixed: take them out of PackageLayersTest.KNOWN");
    }

    /** Why the edge is wrong, or null when it is not. */
    static String wrongWay(String from, String to, int fromLayer, int toLayer) {
        String apart = APART.get(family(from) + " -> " + family(to));
        if (apart != null) {
            return "kept apart: " + apart;
        }
        if (BACKENDS.contains(to) && !BACKENDS.contains(from) && !ROOTS.contains(from)) {
            return "a concrete backend used outside the composition roots";
        }
        if (toLayer < fromLayer || family(from).equals(family(to))) {
            return null;
        }
        return toLayer == fromLayer ? "a package uses another of its own layer" : "a package uses a higher layer";
    }

    static String family(String p) {
        int dot = p.indexOf('.');
        return dot < 0 ? p : p.substring(0, dot);
    }

    static String local(String p) {
        return p.substring("org.othellier.".length());
    }

    @Test
    void theRulesCatchAWrongWayEdge() {
        assertEquals("a package uses a higher layer", wrongWay("game", "app", 0, 6));
        assertEquals("a package uses another of its own layer", wrongWay("store", "hw", 3, 3));
        assertEquals("a concrete backend used outside the composition roots", wrongWay("web", "hw.serial", 9, 4));
        assertEquals(null, wrongWay("hw.gpio.sim", "hw.gpio", 5, 4));
        assertEquals(null, wrongWay("board.othello", "board", 2, 2));
        assertEquals(null, wrongWay("service", "hw.gpio", 10, 4));
        assertEquals("kept apart: " + APART.get("hub -> app"), wrongWay("hub.web", "app.clock", 10, 5));
    }
}
