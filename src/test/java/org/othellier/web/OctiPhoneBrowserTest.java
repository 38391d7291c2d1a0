package org.othellier.web;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.openqa.selenium.By;
import org.openqa.selenium.WebElement;
import org.openqa.selenium.chrome.ChromeDriver;
import org.openqa.selenium.support.ui.WebDriverWait;
import org.othellier.board.SensorKind;
import org.othellier.board.octi.OctiSensors;
import org.othellier.game.octi.OctiPicture;
import org.othellier.game.octi.OctiVariant;
import org.othellier.service.Service;
import org.othellier.testing.ApiClient;
import org.othellier.testing.Axe;
import org.othellier.testing.Chromium;
import org.othellier.testing.TestService;
import org.othellier.testing.OutsideProgram;

/**
 * An Octi game against the AI on a phone (360x740 and 390x844) and a desktop (1280x800) in Debian's headless Chromium, on the simulated board:
 * nothing wider than the screen, prongs drawn large enough to read, the guide in words with the notation beside it,
 * a move entered by tapping a pod and then where it goes (the service checks it and the page makes it on the
 * board), the AI named as the Othello page names it, and no serious or critical axe-core violation.
 */
@OutsideProgram
class OctiPhoneBrowserTest {

    @TempDir
    static Path dir;

    static Service service;
    static ChromeDriver browser;

    /** Black's c7 has a prong N (c7-c6 is a step, X-8); e7 has prongs N and E. */
    private static final String PICTURE = """
            1 . . . . . . . . .
            2 . . . . . . . . .
            3 . . W . W . W . .
            4 . . . . . . . . .
            5 . . . . . . . . .
            6 . . . . . . . . .
            7 . . B8 . B86 . B . .
            8 . . . . . . . . .
            9 . . . . . . . . .
            Black to move; reserve B4 W4
            """;

    @BeforeAll
    static void start() throws Exception {
        Chromium.require();
        service = TestService.start(dir.resolve("data"), "none", """
                [security]
                games-per-minute = 600
                """);
        browser = Chromium.start(dir, "--window-size=390,844");
    }

    @AfterAll
    static void stop() {
        if (browser != null) {
            browser.quit();
        }
        if (service != null) {
            service.close();
        }
    }

    private static void post(String path, String body) throws Exception {
        var r = new ApiClient(TestService.base(service), service.arbiterPin()).send("POST", path, body);
        assertEquals(200, r.statusCode(), path + ": " + r.body());
    }

    private static Object js(String script, Object... args) {
        return browser.executeScript(script, args);
    }

    private static String text(String id) {
        return browser.findElement(By.id(id)).getText();
    }

    private static WebElement square(String name) {
        return browser.findElement(By.cssSelector("#board .sq[data-square='" + name + "']"));
    }

    @ParameterizedTest(name = "{0}x{1}")
    @CsvSource({"360, 740", "390, 844", "1280, 800"})
    void anOctiGameAgainstTheAiOnAPhone(int width, int height) throws Exception {
        WebDriverWait wait = Chromium.waitFor(browser, Duration.ofSeconds(30));
        Axe.screen(browser, width, height, width < 600);
        post("/api/game", "{\"game\": \"octi\", \"variant\": \"fast\", \"players\": [\"human\", \"ai:1\"], \"clock\": \"none\"}");
        post("/api/setup/begin", "");
        post("/api/sim/frame", OctiSensors.expected(OctiPicture.parse(OctiVariant.FAST, PICTURE), SensorKind.COLOUR));
        var take = new com.google.gson.JsonObject();
        take.addProperty("picture", PICTURE);
        post("/api/setup/take", take.toString());
        browser.get("http://127.0.0.1:" + service.port() + "/");
        wait.until(d -> "B8".equals(square("c7").getDomAttribute("data-pods")) && text("guide").startsWith("Black to move"));

        // nothing wider than the phone: no sideways scroll
        assertEquals((long) width, js("return window.innerWidth"));
        assertTrue((Long) js("return document.documentElement.scrollWidth") <= width,
                "page " + js("return document.documentElement.scrollWidth") + " px wide on a " + width + " px screen");

        // the AI is named as on the Othello page, under White's clock and in the list of seats
        assertEquals("AI level 1 (beginner)", text("player-white"));
        assertTrue(text("octi-seats").contains("White (AI level 1 (beginner))"), text("octi-seats"));

        // the prongs: bars reaching from the pod towards the square's edge, long and thick enough to read at a glance
        @SuppressWarnings("unchecked")
        List<Number> prong = (List<Number>) js("""
                const svg = arguments[0].querySelector('svg.pod');
                const bar = [...svg.querySelectorAll('line')].find((l) => l.getAttribute('stroke') !== '#2b1a00');
                const circle = svg.querySelector('circle');
                const k = svg.getBoundingClientRect().width / 100;
                const length = Math.abs(bar.y1.baseVal.value - bar.y2.baseVal.value) - circle.r.baseVal.value;
                return [length * k, bar.getAttribute('stroke-width') * k, arguments[0].getBoundingClientRect().width];
                """, square("c7"));
        double beyondPod = prong.get(0).doubleValue();
        double thickness = prong.get(1).doubleValue();
        double side = prong.get(2).doubleValue();
        assertTrue(beyondPod >= 0.25 * side && beyondPod >= 9, "a prong shows " + beyondPod + " px beyond its pod on a "
                + side + " px square");
        assertTrue(thickness >= 4, "a prong " + thickness + " px thick");

        // the guide says the move in words with the notation beside it, once there is one to say
        assertEquals(List.of(), Axe.serious(browser), () -> Axe.describe("Octi at " + width + "x" + height,
                Axe.serious(browser)));
        Axe.screenshot(browser, "octi-phone-" + width + "x" + height + "-start");

        // a move by two taps: c7's pod, then c6; the service checks it and the page makes it on the simulated board
        square("c7").click();
        wait.until(d -> square("c6").getDomAttribute("class").contains("tap-to"));
        assertTrue(text("octi-tap").startsWith("The pod on c7 may go to c6"), text("octi-tap"));
        assertTrue(!square("d6").getDomAttribute("class").contains("tap-to"), "c7 has no prong NE");
        Axe.screenshot(browser, "octi-phone-" + width + "x" + height + "-tapped");
        square("c6").click();
        wait.until(d -> text("moves").startsWith("1.c7-c6"));
        assertTrue(text("messages").contains("Black played: Move the pod from c7 to c6 (c7-c6)"), text("messages"));

        // the AI's answer in words, its name before it, the notation beside it
        wait.until(d -> text("guide").startsWith("White, AI level 1 (beginner), plays: "));
        assertTrue(text("guide").matches("White, AI level 1 \\(beginner\\), plays: [A-Z][a-z]+ .+ \\([^ ]+\\)[;:].*"),
                text("guide"));
        assertTrue(text("messages").contains("White, AI level 1 (beginner), plays: "), text("messages"));
        assertTrue((Long) js("return document.documentElement.scrollWidth") <= width, "still nothing wider than the phone");
        assertEquals(List.of(), Axe.serious(browser), () -> Axe.describe("Octi, the AI's move, at " + width + "x" + height,
                Axe.serious(browser)));
        Axe.screenshot(browser, "octi-phone-" + width + "x" + height + "-ai-move");
    }
}
