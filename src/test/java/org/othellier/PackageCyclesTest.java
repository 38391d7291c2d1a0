package org.othellier;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Deque;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;
import java.util.TreeSet;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;

/**
 * The packages of the product form no cycle (docs/ARCHITECTURE.md, "Packages"): every reference to another
 * of our packages, imported or written out in full, is an edge, and no two packages reach each other.
 */
class PackageCyclesTest {

    private static final Path SOURCES = Path.of("src/main/java");
    private static final Pattern PACKAGE = Pattern.compile("(?m)^package\\s+([\\w.]+);");
    /** A class named with its package: {@code org.othellier.web.WebServer}. */
    private static final Pattern REFERENCE = Pattern.compile("\\b(org\\.othellier(?:\\.[a-z]\\w*)*)\\.[A-Z]\\w*");

    @Test
    void noTwoPackagesDependOnEachOther() throws IOException {
        Map<String, Map<String, Set<String>>> uses = dependencies(); // package -> package -> the files that make the edge
        List<List<String>> cycles = stronglyConnected(uses);
        StringBuilder why = new StringBuilder();
        for (List<String> cycle : cycles) {
            why.append("\n  ").append(cycle).append(':');
            for (String from : cycle) {
                for (String to : cycle) {
                    if (uses.get(from).containsKey(to)) {
                        why.append("\n    ").append(from).append(" -> ").append(to).append(" in ").append(uses.get(from).get(to));
                    }
                }
            }
        }
        assertEquals(List.of(), cycles, "packages that depend on each other:" + why);
    }

    @Test
    void theCheckSeesTheWholeProduct() throws IOException {
        Map<String, Map<String, Set<String>>> uses = dependencies();
        assertTrue(uses.size() >= 20, "only " + uses.size() + " packages found under " + SOURCES.toAbsolutePath());
        assertTrue(uses.get("org.othellier.service").containsKey("org.othellier.web"), "the wiring uses the web server");
        assertTrue(uses.get("org.othellier.web").containsKey("org.othellier.app"), "the web server uses the games");
    }

    /** Every package of the product and, for each package it refers to, the files that refer to it. */
    static Map<String, Map<String, Set<String>>> dependencies() throws IOException {
        Map<Path, String> text = new HashMap<>();
        Map<Path, String> packageOf = new HashMap<>();
        try (Stream<Path> files = Files.walk(SOURCES)) {
            for (Path f : files.filter(p -> p.toString().endsWith(".java")).toList()) {
                String s = Files.readString(f);
                Matcher m = PACKAGE.matcher(s);
                assertTrue(m.find(), f + " has no package line");
                text.put(f, s);
                packageOf.put(f, m.group(1));
            }
        }
        Map<String, Map<String, Set<String>>> uses = new TreeMap<>();
        packageOf.values().forEach(p -> uses.putIfAbsent(p, new TreeMap<>()));
        for (Map.Entry<Path, String> file : text.entrySet()) {
            String from = packageOf.get(file.getKey());
            Matcher m = REFERENCE.matcher(file.getValue());
            while (m.find()) {
                String to = m.group(1);
                if (!to.equals(from) && uses.containsKey(to)) {
                    uses.get(from).computeIfAbsent(to, k -> new TreeSet<>()).add(file.getKey().getFileName().toString());
                }
            }
        }
        return uses;
    }

    /** Tarjan's strongly connected components of more than one package. */
    private static List<List<String>> stronglyConnected(Map<String, Map<String, Set<String>>> uses) {
        Map<String, Integer> index = new HashMap<>();
        Map<String, Integer> low = new HashMap<>();
        Deque<String> stack = new ArrayDeque<>();
        List<List<String>> found = new ArrayList<>();
        for (String p : uses.keySet()) {
            if (!index.containsKey(p)) {
                visit(p, uses, index, low, stack, found);
            }
        }
        return found;
    }

    private static void visit(String p, Map<String, Map<String, Set<String>>> uses, Map<String, Integer> index,
                              Map<String, Integer> low, Deque<String> stack, List<List<String>> found) {
        index.put(p, index.size());
        low.put(p, index.get(p));
        stack.push(p);
        for (String q : uses.get(p).keySet()) {
            if (!index.containsKey(q)) {
                visit(q, uses, index, low, stack, found);
                low.put(p, Math.min(low.get(p), low.get(q)));
            } else if (stack.contains(q)) {
                low.put(p, Math.min(low.get(p), index.get(q)));
            }
        }
        if (low.get(p).equals(index.get(p))) {
            List<String> component = new ArrayList<>();
            String q;
            do {
                q = stack.pop();
                component.add(q);
            } while (!q.equals(p));
            if (component.size() > 1) {
                found.add(component.stream().sorted().toList());
            }
        }
    }
}
