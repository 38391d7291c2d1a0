package org.othellier.packaging;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.Test;
import org.othellier.testing.RequiredTool;
import org.othellier.testing.OutsideProgram;

/**
 * What packaging/boot-test.sh found under a real systemd, kept true without booting anything: the unit's
 * start limit is one a failing service reaches, the udev rule names the USB serial adapters boards are
 * built with, and the scripts run by hand on an emulated Pi still parse.
 */
@OutsideProgram
class PackagingSourcesTest {

    private static final Path UNIT = Path.of("packaging", "deb", "othellier.service");
    private static final Path RULES = Path.of("packaging", "deb", "60-othellier.rules");

    private static Optional<String> setting(List<String> unit, String key) {
        return unit.stream().filter(l -> l.startsWith(key + "=")).map(l -> l.substring(key.length() + 1)).findFirst();
    }

    private static long seconds(String value) {
        return value.endsWith("min") ? 60 * Long.parseLong(value.replace("min", ""))
                : Long.parseLong(value.replaceFirst("s$", ""));
    }

    @Test
    void aServiceThatKeepsFailingReachesTheStartLimitInsteadOfRestartingForever() throws IOException {
        List<String> unit = Files.readAllLines(UNIT);
        assertEquals(Optional.of("on-failure"), setting(unit, "Restart"));
        long restartSec = seconds(setting(unit, "RestartSec").orElse("0.1"));
        // systemd's defaults when the unit names none: five starts in ten seconds
        long interval = seconds(setting(unit, "StartLimitIntervalSec").orElse("10"));
        long burst = Long.parseLong(setting(unit, "StartLimitBurst").orElse("5"));
        // a start that fails at once comes back every RestartSec: burst + 1 starts must fit in the interval
        assertTrue(burst * restartSec < interval, "StartLimitBurst=" + burst + " starts " + restartSec
                + " s apart never fit in StartLimitIntervalSec=" + interval + ": the service restarts forever");
    }

    @Test
    void theUdevRuleNamesFtdiAndCp210xAdaptersAsWellAsArduinos() throws IOException {
        String rules = Files.readString(RULES);
        for (String ids : List.of("2341:0042", "2341:0043", "1a86:7523", "0403:6001", "0403:6015", "10c4:ea60")) {
            String[] id = ids.split(":");
            assertTrue(rules.lines().anyMatch(l -> l.contains("ATTRS{idVendor}==\"" + id[0] + "\"")
                    && l.contains("ATTRS{idProduct}==\"" + id[1] + "\"") && l.contains("SYMLINK+=\"othellier-board\"")),
                    "the rule names " + ids);
        }
    }

    @Test
    void theScriptsRunByHandOnAnEmulatedPiParse() throws Exception {
        RequiredTool.requireProgram("bash", "bash");
        for (String script : List.of("packaging/install-test.sh", "packaging/boot-test.sh",
                "packaging/image/build-image.sh", "packaging/image/othellier-firstboot")) {
            assertEquals("", run("bash", "-n", script), script);
        }
        RequiredTool.requireProgram("python3", "python3");
        assertEquals("", run("python3", "-c", "import ast, sys; ast.parse(open(sys.argv[1]).read())",
                "packaging/boot-test-console.py"));
    }

    private static String run(String... command) throws Exception {
        Process p = new ProcessBuilder(command).redirectErrorStream(true).start();
        String out = new String(p.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
        assertEquals(0, p.waitFor(), String.join(" ", command) + ": " + out);
        return out.strip();
    }
}
