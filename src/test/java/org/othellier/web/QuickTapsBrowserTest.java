package org.othellier.web;

import static org.junit.jupiter.api.Assertions.assertEquals;

import com.google.gson.JsonParser;
import java.nio.file.Path;
import java.time.Duration;
import java.util.Map;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.openqa.selenium.By;
import org.openqa.selenium.WebElement;
import org.openqa.selenium.chrome.ChromeDriver;
import org.openqa.selenium.support.ui.WebDriverWait;
import org.othellier.service.Service;
import org.othellier.testing.ApiClient;
import org.othellier.testing.Chromium;
import org.othellier.testing.OutsideProgram;
import org.othellier.testing.TestService;

/**
 * Two taps on the simulated board faster than the page hears back, over a link as slow as Wi-Fi to a Pi can be
 * (300 ms each way, Chromium's own network emulation): both discs stay, and two taps on one empty square put a disc
 * and turn it, in Debian's headless Chromium.
 */
@OutsideProgram
class QuickTapsBrowserTest {

    @TempDir
    static Path dir;

    static Service service;
    static ChromeDriver browser;

    static final String F5_DONE = "---------------------------OX------XXX--------------------------";

    /** Counts the page's {@code POST /api/sim/hand} requests under way at once, the most in {@code mostHandsInFlight}. */
    static final String COUNT_HANDS_IN_FLIGHT = """
            window.handsInFlight = 0;
            window.mostHandsInFlight = 0;
            const sent = window.fetch;
            window.fetch = (path, opts) => {
              if (!String(path).endsWith("/api/sim/hand")) return sent(path, opts);
              window.mostHandsInFlight = Math.max(window.mostHandsInFlight, ++window.handsInFlight);
              return sent(path, opts).finally(() => window.handsInFlight--);
            };
            """;

    @BeforeAll
    static void start() throws Exception {
        Chromium.require();
        service = TestService.start(dir.resolve("data"), "none", "");
        browser = Chromium.start(dir, "--window-size=800,1000");
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

    private static java.net.http.HttpResponse<String> send(String method, String path, String body) throws Exception {
        return new ApiClient(TestService.base(service), service.arbiterPin()).send(method, path, body);
    }

    private static WebElement square(String name) {
        return browser.findElement(By.cssSelector("#board [data-square='" + name + "']"));
    }

    @Test
    void twoTapsInsideOneRoundTripBothStay() throws Exception {
        WebDriverWait wait = Chromium.waitFor(browser, Duration.ofSeconds(30));
        assertEquals(200, send("POST", "/api/game", "{\"sensors\": \"colour\", \"black\": \"human\", \"white\": \"human\","
                + " \"clock\": \"none\"}").statusCode());
        assertEquals(200, send("POST", "/api/sim/frame", F5_DONE).statusCode()); // Black's f5
        browser.get("http://127.0.0.1:" + service.port() + "/");
        wait.until(d -> "X".equals(square("f5").getDomAttribute("data-disc")));

        browser.executeCdpCommand("Network.enable", Map.of());
        browser.executeCdpCommand("Network.emulateNetworkConditions", Map.of("offline", false, "latency", 300,
                "downloadThroughput", -1, "uploadThroughput", -1));
        // White's d6 by hand: the disc put (the page's hand puts the colour to move), then d5 turned over
        WebElement d6 = square("d6");
        WebElement d5 = square("d5");
        // both taps in one turn of the page's script: the second is made before anything of the first can come back,
        // whatever the link (the emulated latency slows the answers, not the live view's pushes)
        browser.executeScript("arguments[0].click(); arguments[1].click();", d6, d5);

        Chromium.waitFor(browser, Duration.ofSeconds(10)).withMessage("d6 put and d5 turned, the first tap not undone by the second")
                .until(d -> "O".equals(square("d6").getDomAttribute("data-disc"))
                        && "O".equals(square("d5").getDomAttribute("data-disc")));
        var s = JsonParser.parseString(send("GET", "/api/state", null).body()).getAsJsonObject();
        assertEquals("[\"f5\",\"d6\"]", s.getAsJsonArray("moves").toString(), "White's d6 seen by the game");
        browser.executeCdpCommand("Network.disable", Map.of());
    }

    /**
     * Two taps on the same empty square inside one round trip: the first puts a disc, the second turns it over, as
     * two slower taps do, though the page has not yet heard that the first disc is there.
     */
    @Test
    void twoTapsOnOneEmptySquarePutThenTurn() throws Exception {
        WebDriverWait wait = Chromium.waitFor(browser, Duration.ofSeconds(30));
        assertEquals(200, send("POST", "/api/game", "{\"sensors\": \"colour\", \"black\": \"human\", \"white\": \"human\","
                + " \"clock\": \"none\"}").statusCode());
        assertEquals(200, send("POST", "/api/sim/frame", F5_DONE).statusCode()); // Black's f5
        browser.get("http://127.0.0.1:" + service.port() + "/");
        wait.until(d -> "X".equals(square("f5").getDomAttribute("data-disc")) && "-".equals(square("c3").getDomAttribute("data-disc")));

        browser.executeCdpCommand("Network.enable", Map.of());
        browser.executeCdpCommand("Network.emulateNetworkConditions", Map.of("offline", false, "latency", 300,
                "downloadThroughput", -1, "uploadThroughput", -1));
        // White to move: the first tap puts a white disc on c3, the second (before the first is answered) turns it
        WebElement c3 = square("c3");
        browser.executeScript(COUNT_HANDS_IN_FLIGHT);
        browser.executeScript("arguments[0].click(); arguments[0].click();", c3);

        Chromium.waitFor(browser, Duration.ofSeconds(10)).withMessage("c3 put white, then turned to black")
                .until(d -> "X".equals(square("c3").getDomAttribute("data-disc")));
        var s = JsonParser.parseString(send("GET", "/api/state", null).body()).getAsJsonObject();
        assertEquals('X', s.getAsJsonObject("sim").get("discs").getAsString().charAt(2 * 8 + 2), "the board's c3: black");
        // two requests in flight at once travel on two connections and may arrive turn first: the page sends one at a time
        assertEquals(1L, browser.executeScript("return window.mostHandsInFlight;"), "hands in flight at once");
        browser.executeCdpCommand("Network.disable", Map.of());
    }
}
