package org.othellier.hardware;

import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * A KiCad netlist (kicadsexpr) as the pin-map checks read it: each part's library symbol and value, and
 * the net of each of its pins. A pin KiCad left unconnected (a no-connect flag, or nothing at all) has no net.
 */
record Netlist(Map<String, String> symbols, Map<String, String> values, Map<String, Map<String, String>> pinNets) {

    private static final String TEXT = "\"((?:\\\\.|[^\"\\\\])*)\"";
    private static final Pattern COMPONENT = Pattern.compile("\\(comp \\(ref " + TEXT + "\\)\\s*\\(value " + TEXT + "\\)");
    private static final Pattern LIBSOURCE = Pattern.compile("\\(libsource \\(lib " + TEXT + "\\) \\(part " + TEXT + "\\)");
    private static final Pattern NET = Pattern.compile("\\(net \\(code " + TEXT + "\\) \\(name " + TEXT + "\\)");
    private static final Pattern NODE = Pattern.compile("\\(node \\(ref " + TEXT + "\\) \\(pin " + TEXT + "\\)(?: \\(pinfunction " + TEXT + "\\))?");

    static Netlist parse(String text) {
        Map<String, String> symbols = new HashMap<>();
        Map<String, String> values = new HashMap<>();
        Matcher comp = COMPONENT.matcher(text);
        while (comp.find()) {
            values.put(comp.group(1), comp.group(2));
            Matcher lib = LIBSOURCE.matcher(text);
            int end = text.indexOf("(comp ", comp.end());
            lib.region(comp.end(), end < 0 ? text.length() : end);
            if (lib.find()) {
                symbols.put(comp.group(1), lib.group(2));
            }
        }
        Map<String, Map<String, String>> pinNets = new HashMap<>();
        Matcher net = NET.matcher(text);
        boolean found = net.find();
        while (found) {
            String name = net.group(2);
            int start = net.end();
            found = net.find();
            if (name.startsWith("unconnected-")) {
                continue;
            }
            Matcher node = NODE.matcher(text).region(start, found ? net.start() : text.length());
            while (node.find()) {
                // The root sheet's local labels are "/NAME"; supply nets have no slash.
                String netName = name.startsWith("/") ? name.substring(1) : name;
                pinNets.computeIfAbsent(node.group(1), r -> new LinkedHashMap<>()).put(pinKey(node), netName);
            }
        }
        return new Netlist(symbols, values, pinNets);
    }

    /** A pin by its name where it has one (D22, GPIO4, DIN), else by its number. */
    private static String pinKey(Matcher node) {
        String function = node.group(3);
        return function == null || function.isEmpty() || function.equals("~") ? node.group(2) : function;
    }

    /** The pins of part {@code ref} that are wired, by name, with their nets. */
    Map<String, String> wired(String ref) {
        return pinNets.getOrDefault(ref, Map.of());
    }

    /** The reference of the one part drawn with library symbol {@code symbol}. */
    String only(String symbol) {
        var refs = symbols.entrySet().stream().filter(e -> e.getValue().equals(symbol)).map(Map.Entry::getKey).toList();
        if (refs.size() != 1) {
            throw new AssertionError("expected one " + symbol + " in the schematic, found " + refs);
        }
        return refs.get(0);
    }
}
