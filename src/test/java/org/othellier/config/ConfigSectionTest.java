package org.othellier.config;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import java.util.List;
import java.util.Set;
import org.junit.jupiter.api.Test;
import org.othellier.board.LedPattern;

class ConfigSectionTest {

    private final ConfigSection config = ConfigSection.parse("""
            name = "board one"
            [gpio]
            rows = [17, 27, 22]
            scan-hz = 200
            pattern = "slow-blink"
            enabled = true
            """, "test.toml");

    @Test
    void nestingIsCountedOutsideStringsAndCommentsAndADeepFileIsRefusedBeforeParsing() {
        assertEquals(3, ConfigSection.nesting("""
                [gpio]
                rows = [[1, 2], {a = [3]}]   # [[[[ in a comment
                name = "[[[[ \\" [[["
                path = '[[[['
                text = \"\"\"
                [[[[ \"\"\"
                """));
        ConfigSection.parse("a = " + "[".repeat(16) + "]".repeat(16), "ok.toml");
        ConfigException e = assertThrows(ConfigException.class,
                () -> ConfigSection.parse("a = " + "[".repeat(17) + "]".repeat(17), "deep.toml"));
        assertEquals("deep.toml: nested too deeply to be a configuration", e.getMessage());
    }

    @Test
    void readsValuesAndDefaults() {
        ConfigSection gpio = config.section("gpio");
        assertEquals("board one", config.string("name", null));
        assertEquals(List.of(17, 27, 22), gpio.integers("rows", List.of(), 0, 27));
        assertEquals(200, gpio.integer("scan-hz", 100, 1, 1000));
        assertEquals(LedPattern.SLOW_BLINK, gpio.choice("pattern", LedPattern.OFF, LedPattern.class));
        assertEquals(7, gpio.integer("missing", 7, 0, 10));
        assertTrue(gpio.bool("enabled", false));
        assertEquals(5, config.section("absent").integer("x", 5, 0, 9));
    }

    @Test
    void errorsNameTheOptionAndTheReason() {
        ConfigSection gpio = config.section("gpio");
        assertEquals("gpio.scan-hz = 200 is outside 1 to 100",
                assertThrows(ConfigException.class, () -> gpio.integer("scan-hz", 1, 1, 100)).getMessage());
        assertEquals("gpio.rows item 1 must be a whole number from 0 to 10, got 17",
                assertThrows(ConfigException.class, () -> gpio.integers("rows", List.of(), 0, 10)).getMessage());
        assertEquals("gpio.pattern = \"slow-blink\" is not one of red, green, blue, yellow, orange, cyan, magenta, white",
                assertThrows(ConfigException.class, () -> gpio.choice("pattern", null,
                        org.othellier.board.LedColour.class)).getMessage());
        assertEquals("unknown option gpio.enabled (the options of [gpio] are pattern, rows, scan-hz)",
                assertThrows(ConfigException.class, () -> gpio.rejectUnknown(Set.of("rows", "scan-hz", "pattern")))
                        .getMessage());
        assertEquals("name must be a table ([name])",
                assertThrows(ConfigException.class, () -> config.section("name")).getMessage());
    }

    @Test
    void aMalformedOrMissingFileIsRefusedWithWhere() {
        var e = assertThrows(ConfigException.class, () -> ConfigSection.parse("x = [1,\n", "board.toml"));
        assertTrue(e.getMessage().startsWith("board.toml: "), e.getMessage());
        assertTrue(e.getMessage().contains("line 2"), e.getMessage());
        var missing = assertThrows(ConfigException.class, () -> ConfigSection.read(Path.of("no-such.toml")));
        assertEquals("configuration file no-such.toml does not exist", missing.getMessage());
    }
}
