package org.othellier.cli;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.TimeUnit;
import java.util.regex.Pattern;

/**
 * A running avrdude seen to its end: what it says is kept, and on failure the lines that matter are shown (its last
 * line is always "avrdude done.  Thank you.", the error comes before); a time limit stops it when it hangs (avrdude
 * 7.1's wiring programmer spins without end on a port it could not open).
 */
final class Avrdude {

    /** Writing an image (about 10 KB) takes seconds; avrdude 7.1 gives up on a silent bootloader within 17 to 60 s. */
    static final Duration LIMIT = Duration.ofMinutes(3);

    /** Lines that say what went wrong, in avrdude 6 and 7 wording. */
    private static final Pattern MATTERS = Pattern.compile(
            "(?i).*(error|timeout|not in sync|not responding|can't open|cannot open|unable|denied|mismatch|failed|no such).*");
    private static final int LAST_LINES = 3;
    private static final int MOST_LINES = 12;

    private Avrdude() {
    }

    /**
     * Waits for avrdude (standard error joined to standard output) within the limit; refuses with the lines that
     * matter when it fails, and stops it (with anything it started) when it runs past the limit.
     */
    static void finish(Process p, Duration limit, String port, String controller) throws InterruptedException {
        ByteArrayOutputStream said = new ByteArrayOutputStream();
        // Read on a thread of its own: reading to the end first would wait as long as avrdude hangs, limit or not.
        Thread reader = Thread.ofVirtual().start(() -> {
            try (InputStream in = p.getInputStream()) {
                in.transferTo(said);
            } catch (IOException e) {
                // the pipe closes when avrdude is stopped: what was read is kept
            }
        });
        if (!p.waitFor(limit.toMillis(), TimeUnit.MILLISECONDS)) {
            p.descendants().forEach(ProcessHandle::destroyForcibly);
            p.destroyForcibly();
            p.waitFor(5, TimeUnit.SECONDS);
            reader.join(Duration.ofSeconds(2));
            String soFar = whatMatters(said.toString(StandardCharsets.UTF_8));
            throw new BadInputException("avrdude did not finish in " + words(limit) + " and was stopped. Is " + port
                    + " the controller's port, and does " + controller + " reset when the port opens? Its bootloader"
                    + " listens only for a moment after a reset: press the board's reset button as flashing starts."
                    + (soFar.isEmpty() ? "" : " avrdude said:\n" + soFar));
        }
        reader.join(Duration.ofSeconds(5));
        if (p.exitValue() != 0) {
            String lines = whatMatters(said.toString(StandardCharsets.UTF_8));
            throw new BadInputException("avrdude failed (exit " + p.exitValue() + ") on " + port + ":\n"
                    + (lines.isEmpty() ? "  (no output)" : lines)
                    + "\n(is the service using the port? sudo systemctl stop othellier)");
        }
    }

    /**
     * The lines that say what went wrong and the last few, each indented, in avrdude's order. A line repeated with
     * other numbers (its ten "attempt N of 10: not in sync") is shown once, as last said, with how often it came.
     */
    static String whatMatters(String output) {
        List<String> lines = output.lines().map(String::strip).filter(l -> !l.isEmpty()).toList();
        Map<String, String> last = new LinkedHashMap<>();
        Map<String, Integer> times = new LinkedHashMap<>();
        for (int i = 0; i < lines.size(); i++) {
            String line = lines.get(i);
            if (MATTERS.matcher(line).matches() || i >= lines.size() - LAST_LINES) {
                String key = line.replaceAll("\\d+", "#");
                last.remove(key); // shown where it was last said
                last.put(key, line);
                times.merge(key, 1, Integer::sum);
            }
        }
        List<String> shown = new ArrayList<>();
        last.forEach((key, line) -> shown.add("  " + line + (times.get(key) > 1 ? " (" + times.get(key) + " such lines)" : "")));
        if (shown.size() > MOST_LINES) {
            int cut = shown.size() - MOST_LINES;
            List<String> kept = new ArrayList<>(shown.subList(0, MOST_LINES / 2));
            kept.add("  (" + cut + " more lines)");
            kept.addAll(shown.subList(shown.size() - MOST_LINES / 2, shown.size()));
            return String.join("\n", kept);
        }
        return String.join("\n", shown);
    }

    private static String words(Duration d) {
        long ms = d.toMillis();
        if (ms % 60_000 == 0) {
            return ms / 60_000 + (ms == 60_000 ? " minute" : " minutes");
        }
        return ms % 1000 == 0 ? ms / 1000 + " s" : ms + " ms";
    }
}
