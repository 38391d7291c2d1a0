package org.othellier.config;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Collection;
import java.util.List;
import java.util.Locale;
import java.util.Set;
import java.util.TreeSet;
import java.util.stream.Collectors;
import org.tomlj.Toml;
import org.tomlj.TomlArray;
import org.tomlj.TomlParseResult;
import org.tomlj.TomlTable;

/**
 * One table of the service's TOML configuration file, read strictly: every getter names the full
 * option ({@code gpio.rows}) in its error, and {@link #rejectUnknown} refuses options nobody reads,
 * so a typo is an error at start and never silently ignored. Each part of the service reads its own
 * section and documents its options with their defaults.
 */
public final class ConfigSection {

    private final String path;
    private final TomlTable table;

    private ConfigSection(String path, TomlTable table) {
        this.path = path;
        this.table = table;
    }

    /** Reads a configuration file. A missing or malformed file throws {@link ConfigException} with line and column. */
    public static ConfigSection read(Path file) {
        String text;
        try {
            text = Files.readString(file);
        } catch (NoSuchFileException e) {
            throw new ConfigException("configuration file " + file + " does not exist");
        } catch (java.nio.charset.MalformedInputException e) {
            throw new ConfigException("configuration file " + file + " is not UTF-8 text (TOML files are UTF-8)");
        } catch (IOException e) {
            throw new ConfigException("configuration file " + file + " cannot be read: " + e.getMessage());
        }
        return parse(text, file.toString());
    }

    /** Parses TOML text; {@code source} names it in errors. */
    public static ConfigSection parse(String text, String source) {
        if (nesting(text) > MAX_NESTING) {
            throw new ConfigException(source + ": nested too deeply to be a configuration");
        }
        TomlParseResult result;
        try {
            result = Toml.parse(text);
        } catch (StackOverflowError e) {
            // the parser recurses per level of nesting: [[[[...]]]] a thousand deep exhausts the stack
            throw new ConfigException(source + ": nested too deeply to be a configuration");
        }
        if (result.hasErrors()) {
            var e = result.errors().get(0);
            throw new ConfigException(source + ": line " + e.position().line() + ", column " + e.position().column()
                    + ": " + e.getMessage());
        }
        return new ConfigSection("", result);
    }

    /** Arrays and inline tables inside each other: a configuration needs two or three. */
    private static final int MAX_NESTING = 16;

    /**
     * The deepest nesting of {@code [} and {@code {} outside strings and comments. Counted before parsing because the
     * parser recurses per level, and whether a thousand levels overflow its stack depends on how warm the JIT is.
     */
    static int nesting(String text) {
        int depth = 0;
        int max = 0;
        int i = 0;
        int n = text.length();
        while (i < n) {
            char c = text.charAt(i);
            if (c == '#') {
                while (i < n && text.charAt(i) != '\n') {
                    i++;
                }
            } else if (c == '"' || c == '\'') {
                boolean multi = text.startsWith(String.valueOf(c).repeat(3), i);
                String end = multi ? String.valueOf(c).repeat(3) : String.valueOf(c);
                i += end.length();
                while (i < n && !text.startsWith(end, i)) {
                    i += c == '"' && text.charAt(i) == '\\' ? 2 : 1; // a basic string's escape
                }
                i += end.length() - 1;
            } else if (c == '[' || c == '{') {
                max = Math.max(max, ++depth);
            } else if ((c == ']' || c == '}') && depth > 0) {
                depth--;
            }
            i++;
        }
        return max;
    }

    /** A section with no options: every getter returns its default. */
    public static ConfigSection empty() {
        return parse("", "defaults");
    }

    private String name(String key) {
        return path.isEmpty() ? key : path + "." + key;
    }

    /** The section's own dotted name, empty for the file's top level. */
    public String path() {
        return path;
    }

    public boolean has(String key) {
        return table.contains(List.of(key));
    }

    public Set<String> keys() {
        return new TreeSet<>(table.keySet());
    }

    /** A sub-table; an absent one is empty. */
    public ConfigSection section(String key) {
        Object v = table.get(List.of(key));
        if (v == null) {
            return new ConfigSection(name(key), Toml.parse(""));
        }
        if (!(v instanceof TomlTable t)) {
            throw new ConfigException(name(key) + " must be a table ([" + name(key) + "])");
        }
        return new ConfigSection(name(key), t);
    }

    public String string(String key, String defaultValue) {
        Object v = table.get(List.of(key));
        if (v == null) {
            return defaultValue;
        }
        if (!(v instanceof String s)) {
            throw new ConfigException(name(key) + " must be a string in quotes, got " + v);
        }
        return s;
    }

    public int integer(String key, int defaultValue, int min, int max) {
        Object v = table.get(List.of(key));
        if (v == null) {
            return defaultValue;
        }
        if (!(v instanceof Long l)) {
            throw new ConfigException(name(key) + " must be a whole number, got " + describe(v));
        }
        if (l < min || l > max) {
            throw new ConfigException(name(key) + " = " + l + " is outside " + min + " to " + max);
        }
        return l.intValue();
    }

    public double decimal(String key, double defaultValue, double min, double max) {
        Object v = table.get(List.of(key));
        if (v == null) {
            return defaultValue;
        }
        if (!(v instanceof Number n)) {
            throw new ConfigException(name(key) + " must be a number, got " + describe(v));
        }
        double d = n.doubleValue();
        if (d < min || d > max) {
            throw new ConfigException(name(key) + " = " + d + " is outside " + min + " to " + max);
        }
        return d;
    }

    public boolean bool(String key, boolean defaultValue) {
        Object v = table.get(List.of(key));
        if (v == null) {
            return defaultValue;
        }
        if (!(v instanceof Boolean b)) {
            throw new ConfigException(name(key) + " must be true or false, got " + describe(v));
        }
        return b;
    }

    /** A list of whole numbers, each within the range. */
    public List<Integer> integers(String key, List<Integer> defaultValue, int min, int max) {
        Object v = table.get(List.of(key));
        if (v == null) {
            return defaultValue;
        }
        if (!(v instanceof TomlArray a)) {
            throw new ConfigException(name(key) + " must be a list such as [1, 2, 3], got " + describe(v));
        }
        List<Integer> out = new ArrayList<>();
        for (int i = 0; i < a.size(); i++) {
            Object e = a.get(i);
            if (!(e instanceof Long l) || l < min || l > max) {
                throw new ConfigException(name(key) + " item " + (i + 1) + " must be a whole number from " + min
                        + " to " + max + ", got " + describe(e));
            }
            out.add(l.intValue());
        }
        return out;
    }

    /** A list of strings. */
    public List<String> strings(String key, List<String> defaultValue) {
        Object v = table.get(List.of(key));
        if (v == null) {
            return defaultValue;
        }
        if (!(v instanceof TomlArray a)) {
            throw new ConfigException(name(key) + " must be a list such as [\"a\", \"b\"], got " + describe(v));
        }
        List<String> out = new ArrayList<>();
        for (int i = 0; i < a.size(); i++) {
            if (!(a.get(i) instanceof String s)) {
                throw new ConfigException(name(key) + " item " + (i + 1) + " must be a string, got " + describe(a.get(i)));
            }
            out.add(s);
        }
        return out;
    }

    /**
     * One of an enum's constants, written in lower case with {@code -} for {@code _}
     * ({@code slow-blink} for {@code SLOW_BLINK}).
     */
    public <E extends Enum<E>> E choice(String key, E defaultValue, Class<E> type) {
        String s = string(key, null);
        if (s == null) {
            return defaultValue;
        }
        for (E e : type.getEnumConstants()) {
            if (e.name().equalsIgnoreCase(s.trim().replace('-', '_'))) {
                return e;
            }
        }
        throw new ConfigException(name(key) + " = \"" + s + "\" is not one of " + choices(type));
    }

    public static <E extends Enum<E>> String choices(Class<E> type) {
        return java.util.Arrays.stream(type.getEnumConstants())
                .map(e -> e.name().toLowerCase(Locale.ROOT).replace('_', '-'))
                .collect(Collectors.joining(", "));
    }

    /** Refuses any option of this section not in {@code known}, naming it and the options there are. */
    public void rejectUnknown(Collection<String> known) {
        for (String key : table.keySet()) {
            if (!known.contains(key)) {
                throw new ConfigException("unknown option " + name(key) + " (the options of "
                        + (path.isEmpty() ? "the top level" : "[" + path + "]") + " are " + String.join(", ", new TreeSet<>(known)) + ")");
            }
        }
    }

    private static String describe(Object v) {
        return v instanceof String s ? "\"" + s + "\"" : String.valueOf(v);
    }
}
