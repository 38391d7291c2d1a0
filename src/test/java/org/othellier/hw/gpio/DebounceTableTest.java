package org.othellier.hw.gpio;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;
import org.othellier.board.DeferFrameDebouncer;
import org.othellier.board.Reading;
import org.othellier.board.SensorFrame;
import org.othellier.game.Side;
import org.othellier.hw.ButtonPress;
import org.othellier.hw.ButtonRelease;

/**
 * The service's three debouncers on the rows of the table they share with the firmware's scan counter
 * (firmware-protocol/vectors/debounce.txt): each one read at every scan of each case, what it passes on and when
 * compared with its column.
 */
class DebounceTableTest {

    static final Path TABLE = Path.of("firmware-protocol", "vectors", "debounce.txt");

    record Input(long at, String levels) {
    }

    record Case(int line, String name, List<Input> inputs, String deferFrame, String deferKey) {
        String levelsAt(long t) {
            String levels = inputs.get(0).levels();
            for (Input i : inputs) {
                if (i.at() <= t) {
                    levels = i.levels();
                }
            }
            return levels;
        }

        @Override
        public String toString() {
            return "line " + line + ": " + name;
        }
    }

    record Table(long scanMs, long debounceMs, List<Case> cases) {
    }

    /** One debouncer under test: a reading at {@code t}, and the levels it passes on then ("levels@date"), or null. */
    interface Reader {
        String read(String levels, long t);
    }

    static Table table() throws IOException {
        long scan = -1;
        long debounce = -1;
        List<Case> cases = new ArrayList<>();
        List<String> lines = Files.readAllLines(TABLE);
        for (int n = 1; n <= lines.size(); n++) {
            String line = lines.get(n - 1).strip();
            if (line.isEmpty() || line.startsWith("#")) {
                continue;
            }
            String[] words = line.split("\\s+");
            if (words[0].equals("scan-ms")) {
                scan = Long.parseLong(words[1]);
            } else if (words[0].equals("debounce-ms")) {
                debounce = Long.parseLong(words[1]);
            } else {
                String[] columns = line.split("\\|");
                assertEquals(5, columns.length, "line " + n + ": case | inputs | defer-frame | defer-key | counted-key");
                List<Input> inputs = new ArrayList<>();
                for (String input : columns[1].strip().split("\\s+")) {
                    String[] atLevels = input.split(":");
                    inputs.add(new Input(Long.parseLong(atLevels[0]), atLevels[1]));
                }
                cases.add(new Case(n, columns[0].strip(), inputs, columns[2].strip(), columns[3].strip()));
            }
        }
        assertTrue(scan > 0 && debounce > 0, TABLE + " names scan-ms and debounce-ms");
        return new Table(scan, debounce, cases);
    }

    /** Runs {@code reader} on the case: at rest on its first levels (what it passes then is not counted), then each scan. */
    static String run(Table table, Case c, Reader reader) {
        List<String> out = new ArrayList<>();
        long end = c.inputs().get(c.inputs().size() - 1).at();
        for (long t = -table.debounceMs(); t <= end; t += table.scanMs()) {
            String passed = reader.read(c.levelsAt(t), t);
            if (passed != null && t > 0) {
                out.add(t + ":" + passed);
            }
        }
        return out.isEmpty() ? "-" : String.join(" ", out);
    }

    static Stream<Arguments> rows() throws IOException {
        Table table = table();
        return table.cases().stream().flatMap(c -> Stream.of(
                Arguments.of("defer-frame", c, table),
                Arguments.of("defer-per-key", c, table),
                Arguments.of("defer-dated", c, table)));
    }

    @ParameterizedTest(name = "{0} on {1}")
    @MethodSource("rows")
    void eachDebouncerPassesWhatItsColumnSays(String debouncer, Case c, Table table) {
        int keys = c.inputs().get(0).levels().length();
        switch (debouncer) {
            case "defer-frame" -> assertEquals(c.deferFrame(), run(table, c, frame(table)));
            case "defer-per-key" -> assertEquals(c.deferKey().replaceAll("@\\d+", ""), run(table, c, perKey(table, keys)));
            case "defer-dated" -> assertEquals(c.deferKey(), run(table, c, dated(table, keys)));
            default -> throw new AssertionError(debouncer);
        }
    }

    private static Reader frame(Table table) {
        DeferFrameDebouncer d = new DeferFrameDebouncer(table.debounceMs());
        return (levels, t) -> d.offer(frame(levels), t).map(DebounceTableTest::levels).orElse(null);
    }

    private static Reader perKey(Table table, int keys) {
        DeferPerKeyDebouncer d = new DeferPerKeyDebouncer(keys, table.debounceMs() * 1_000_000);
        return (levels, t) -> {
            boolean[] raw = new boolean[keys];
            for (int k = 0; k < keys; k++) {
                raw[k] = levels.charAt(k) == '1';
            }
            if (!d.update(raw, t * 1_000_000)) {
                return null;
            }
            StringBuilder s = new StringBuilder();
            for (int k = 0; k < keys; k++) {
                s.append(d.stable(k) ? '1' : '0');
            }
            return s.toString();
        };
    }

    /** One dated debouncer a key, as each clock button has its own. */
    private static Reader dated(Table table, int keys) {
        List<DeferDatedDebouncer> buttons = new ArrayList<>();
        for (int k = 0; k < keys; k++) {
            buttons.add(new DeferDatedDebouncer(Side.BLACK, table.debounceMs()));
        }
        char[] stable = new char[keys];
        Arrays.fill(stable, '0'); // a button starts released; one at rest pressed is pressed while the case rests
        return (levels, t) -> {
            Long date = null;
            for (int k = 0; k < keys; k++) {
                ButtonPress press = buttons.get(k).sample(levels.charAt(k) == '1', t);
                ButtonRelease release = buttons.get(k).takeRelease();
                if (press != null) {
                    stable[k] = '1';
                    date = press.atMillis();
                }
                if (release != null) {
                    stable[k] = '0';
                    date = release.atMillis();
                }
            }
            return date == null ? null : new String(stable) + "@" + date;
        };
    }

    private static SensorFrame frame(String levels) {
        Reading[] cells = new Reading[levels.length()];
        for (int k = 0; k < cells.length; k++) {
            cells[k] = levels.charAt(k) == '1' ? Reading.OCCUPIED : Reading.EMPTY;
        }
        return SensorFrame.of(1, cells.length, cells);
    }

    private static String levels(SensorFrame frame) {
        StringBuilder s = new StringBuilder();
        for (int k = 0; k < frame.squares(); k++) {
            s.append(frame.get(k) == Reading.OCCUPIED ? '1' : '0');
        }
        return s.toString();
    }
}
