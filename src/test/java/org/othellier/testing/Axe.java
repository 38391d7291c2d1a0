package org.othellier.testing;

import com.google.gson.JsonElement;
import com.google.gson.JsonObject;
import com.google.gson.JsonParser;
import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Properties;
import java.util.Set;
import org.openqa.selenium.OutputType;
import org.openqa.selenium.chrome.ChromeDriver;

/**
 * Deque's axe-core (the npm package, repackaged as a WebJar) run inside a page open in {@link Chromium}: the rules'
 * violations that matter to a player who uses a screen reader, a keyboard or a phone (impact serious or critical), in
 * words a failing test can print. Also the window sizes the page checks use and the screenshots they leave behind.
 */
public final class Axe {

    /** The impacts a test refuses: axe's "minor" and "moderate" are reported by it but not failed. */
    public static final Set<String> REFUSED_IMPACTS = Set.of("serious", "critical");

    /** One broken rule and where: axe's rule id, its impact, its one-line help, the elements (CSS selectors). */
    public record Violation(String rule, String impact, String help, String helpUrl, List<String> where) {

        @Override
        public String toString() {
            StringBuilder text = new StringBuilder(impact + " " + rule + ": " + help + " (" + helpUrl + ")");
            for (String element : where) {
                text.append("\n    at ").append(element);
            }
            return text.toString();
        }
    }

    private static final String WEBJAR = "META-INF/resources/webjars/axe-core/";
    private static String source;

    private Axe() {
    }

    /** The serious and critical violations on the page as it is now (axe injected once per page load). */
    public static List<Violation> serious(ChromeDriver page) {
        List<Violation> refused = new ArrayList<>();
        for (Violation violation : all(page)) {
            if (REFUSED_IMPACTS.contains(violation.impact())) {
                refused.add(violation);
            }
        }
        return refused;
    }

    /** Every violation axe finds on the page, whatever its impact. */
    public static List<Violation> all(ChromeDriver page) {
        if (!Boolean.TRUE.equals(page.executeScript("return typeof window.axe === 'object';"))) {
            page.executeScript(axeSource());
        }
        page.manage().timeouts().scriptTimeout(Duration.ofSeconds(60));
        Object answer = page.executeAsyncScript("""
                const done = arguments[arguments.length - 1];
                axe.run(document, {resultTypes: ['violations']})
                    .then(r => done(JSON.stringify(r.violations.map(v => ({rule: v.id, impact: v.impact, help: v.help,
                        helpUrl: v.helpUrl, where: v.nodes.map(n => n.target.join(' ') + ': ' + (n.failureSummary || '')
                            .replace(/\\s+/g, ' ').trim())})))))
                    .catch(e => done('axe failed: ' + e));
                """);
        String json = String.valueOf(answer);
        if (!json.startsWith("[")) {
            throw new IllegalStateException(json);
        }
        List<Violation> violations = new ArrayList<>();
        for (JsonElement element : JsonParser.parseString(json).getAsJsonArray()) {
            JsonObject v = element.getAsJsonObject();
            List<String> where = new ArrayList<>();
            for (JsonElement node : v.getAsJsonArray("where")) {
                where.add(node.getAsString());
            }
            String impact = v.get("impact").isJsonNull() ? "none" : v.get("impact").getAsString();
            violations.add(new Violation(v.get("rule").getAsString(), impact, v.get("help").getAsString(),
                    v.get("helpUrl").getAsString(), where));
        }
        return violations;
    }

    /** The violations one to a paragraph, headed by the page they were found on; "none" when there are none. */
    public static String describe(String page, List<Violation> violations) {
        if (violations.isEmpty()) {
            return page + ": none";
        }
        StringBuilder text = new StringBuilder(page + ": " + violations.size() + " accessibility violation(s)");
        for (Violation violation : violations) {
            text.append("\n  ").append(violation);
        }
        return text.toString();
    }

    /**
     * The page's window as a screen of {@code width}x{@code height} CSS pixels; {@code phone} adds what a phone has
     * (mobile viewport rules, touch), as {@link Chromium#phone} does at 390x844.
     */
    public static void screen(ChromeDriver page, int width, int height, boolean phone) {
        page.executeCdpCommand("Emulation.setDeviceMetricsOverride",
                Map.of("width", width, "height", height, "deviceScaleFactor", 1, "mobile", phone));
        page.executeCdpCommand("Emulation.setTouchEmulationEnabled", Map.of("enabled", phone));
    }

    /** The page as the screen shows it, kept as test output in target/screenshots/{@code name}.png. */
    public static Path screenshot(ChromeDriver page, String name) {
        Path shot = Path.of("target", "screenshots", name + ".png");
        try {
            Files.createDirectories(shot.getParent());
            Files.write(shot, page.getScreenshotAs(OutputType.BYTES));
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        return shot;
    }

    private static synchronized String axeSource() {
        if (source == null) {
            ClassLoader loader = Axe.class.getClassLoader();
            try (InputStream pom = loader.getResourceAsStream("META-INF/maven/org.webjars.npm/axe-core/pom.properties")) {
                if (pom == null) {
                    throw new IllegalStateException("axe-core is not on the test class path (org.webjars.npm:axe-core in pom.xml)");
                }
                Properties properties = new Properties();
                properties.load(pom);
                String script = WEBJAR + properties.getProperty("version") + "/axe.min.js";
                try (InputStream in = loader.getResourceAsStream(script)) {
                    if (in == null) {
                        throw new IllegalStateException("axe-core's jar has no " + script);
                    }
                    source = new String(in.readAllBytes(), StandardCharsets.UTF_8);
                }
            } catch (IOException e) {
                throw new UncheckedIOException(e);
            }
        }
        return source;
    }
}
