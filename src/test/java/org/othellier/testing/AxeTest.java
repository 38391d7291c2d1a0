package org.othellier.testing;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.net.URLEncoder;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.openqa.selenium.chrome.ChromeDriver;

/** The accessibility check finds what it is there to find, and passes a page that has none of it. */
@OutsideProgram
class AxeTest {

    @TempDir
    Path dir;

    private static String page(String body) {
        return "data:text/html;charset=utf-8," + URLEncoder.encode("<!doctype html><html lang=\"en\"><head><title>t</title>"
                + "</head><body><main><h1>t</h1>" + body + "</main></body></html>", StandardCharsets.UTF_8).replace("+", "%20");
    }

    @Test
    void aButtonWithoutANameIsCriticalAndNamedWhereItIs() {
        Chromium.require();
        ChromeDriver browser = Chromium.start(dir, "--window-size=390,844");
        try {
            browser.get(page("<button id=\"nameless\"></button><img src=\"x.png\">"));
            List<Axe.Violation> found = Axe.serious(browser);
            String text = Axe.describe("test page", found);
            assertEquals(List.of("button-name", "image-alt"), found.stream().map(Axe.Violation::rule).sorted().toList(), text);
            assertTrue(text.contains("critical button-name") && text.contains("at #nameless"), text);

            browser.get(page("<button id=\"named\">Start</button><img src=\"x.png\" alt=\"a board\">"));
            assertEquals("test page: none", Axe.describe("test page", Axe.serious(browser)));
        } finally {
            browser.quit();
        }
    }
}
