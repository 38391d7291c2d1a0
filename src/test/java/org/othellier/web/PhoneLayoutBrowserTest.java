package org.othellier.web;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.google.gson.JsonObject;
import com.google.gson.JsonParser;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.openqa.selenium.By;
import org.openqa.selenium.Keys;
import org.openqa.selenium.WebElement;
import org.openqa.selenium.chrome.ChromeDriver;
import org.openqa.selenium.support.ui.WebDriverWait;
import org.othellier.service.Service;
import org.othellier.testing.ApiClient;
import org.othellier.testing.Axe;
import org.othellier.testing.Chromium;
import org.othellier.testing.TestService;
import org.othellier.testing.OutsideProgram;

/**
 * The board's page laid out for a phone (360x740, 390x844) and a desktop (1280x800), in Debian's headless Chromium,
 * a game against the AI on the simulated board: the board, both clocks, whose turn and the guide on the first screen
 * of a phone, nothing wider than the screen, the other panels behind tabs on a phone and beside the board on a
 * desktop, the legal-move dots and the last-move mark (each can be turned off, and stays off after a reload),
 * coordinates on the edges only, and no serious or critical accessibility violation (axe-core). A screenshot of each
 * size is left in target/screenshots/board-WxH.png.
 */
@OutsideProgram
class PhoneLayoutBrowserTest {

    @TempDir
    static Path dir;

    static Service service;
    static ChromeDriver browser;
    static WebDriverWait wait;

    static final String F5_DONE = "---------------------------OX------XXX--------------------------";

    @BeforeAll
    static void start() throws Exception {
        Chromium.require();
        service = TestService.start(dir.resolve("data"), "10m", "");
        browser = Chromium.start(dir, "--window-size=390,844");
        wait = Chromium.waitFor(browser, Duration.ofSeconds(20));
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

    private static JsonObject send(String method, String path, String body) throws Exception {
        var r = new ApiClient(TestService.base(service), service.arbiterPin()).send(method, path, body);
        assertEquals(200, r.statusCode(), r.body());
        return JsonParser.parseString(r.body()).getAsJsonObject();
    }

    private static double number(String script) {
        return ((Number) browser.executeScript(script)).doubleValue();
    }

    /** An element's bottom edge in the window's pixels, the page scrolled to its top. */
    private static double bottom(String id) {
        return number("return document.getElementById('" + id + "').getBoundingClientRect().bottom");
    }

    private static double top(String id) {
        return number("return document.getElementById('" + id + "').getBoundingClientRect().top");
    }

    private static String afterContent(WebElement el) {
        return (String) browser.executeScript("return getComputedStyle(arguments[0], '::after').display", el);
    }

    /** The AI's chosen move made by hand on the simulated board, as its LEDs ask: the disc, then each flip. */
    private static void makeTheAiMove() throws Exception {
        String square = wait.until(d -> {
            var move = state().getAsJsonObject("ai").get("move");
            return move.isJsonNull() ? null : move.getAsString();
        });
        JsonObject s = send("POST", "/api/sim/hand", "{\"intent\": \"put\", \"square\": \"" + square + "\", \"colour\": \"white\"}");
        for (var flip : s.getAsJsonObject("observation").getAsJsonArray("toFlip")) {
            send("POST", "/api/sim/hand", "{\"intent\": \"turn\", \"square\": \"" + flip.getAsString() + "\"}");
        }
    }

    @Test
    void theBoardPageOnPhonesAndADesktop() throws Exception {
        send("POST", "/api/game", "{\"sensors\": \"colour\", \"black\": \"human\", \"white\": \"ai:1\", \"clock\": \"10m\"}");
        Axe.screen(browser, 390, 844, true);
        browser.get("http://127.0.0.1:" + service.port() + "/");
        wait.until(d -> d.findElement(By.id("connection")).getText().equals("live"));
        wait.until(d -> d.findElements(By.cssSelector("#board .sq.legal")).size() == 4);
        double boardTopBefore = top("board");

        send("POST", "/api/sim/frame", F5_DONE); // Black's f5
        makeTheAiMove();
        wait.until(d -> state().getAsJsonArray("moves").size() == 2);
        JsonObject s = state();
        String last = s.get("lastMove").getAsString();
        int legalCount = s.getAsJsonArray("legalMoves").size();
        wait.until(d -> d.findElements(By.cssSelector("#board .sq.legal")).size() == legalCount
                && d.findElements(By.cssSelector("#board .sq.last[data-square='" + last + "']")).size() == 1);
        assertEquals(boardTopBefore, top("board"), 0.5, "the opening's line has its place: the board does not move");
        assertTrue(number("return document.getElementById('opening').getBoundingClientRect().height") > 0);
        assertTrue(browser.findElements(By.cssSelector("#board .sq .name")).isEmpty(), "no name inside a square");
        assertEquals("abcdefgh", browser.findElement(By.id("files")).getText().replaceAll("\\s", ""));
        assertEquals("12345678", browser.findElement(By.id("ranks")).getText().replaceAll("\\s", ""));
        WebElement dot = browser.findElement(By.cssSelector("#board .sq.legal"));
        assertEquals("block", afterContent(dot), "a dot on a legal move");
        assertTrue(dot.getDomAttribute("aria-label").endsWith(", a legal move"), dot.getDomAttribute("aria-label"));

        for (int[] size : List.of(new int[] {360, 740}, new int[] {390, 844}, new int[] {1280, 800})) {
            int width = size[0], height = size[1];
            boolean phone = width < 900;
            Axe.screen(browser, width, height, phone);
            browser.navigate().refresh();
            wait.until(d -> d.findElement(By.id("connection")).getText().equals("live"));
            wait.until(d -> d.findElements(By.cssSelector("#board .sq.last")).size() == 1);
            browser.executeScript("window.scrollTo(0, 0)");
            String where = "the board's page at " + width + "x" + height;
            assertTrue(number("return document.documentElement.scrollWidth") <= width, where + ": nothing wider than the screen");
            if (phone) {
                for (String id : List.of("btn-black", "btn-white", "to-move", "board", "guide", "open-new-game", "end-resign",
                        "end-draw", "end-takeback")) {
                    assertTrue(bottom(id) <= height && top(id) >= 0, where + ": " + id + " on the first screen, bottom "
                            + bottom(id));
                }
                assertFalse(browser.findElement(By.id("guide")).getText().isBlank(), where + ": the guide says something");
                // the rest behind tabs: the arbiter's panel opens with its tab
                assertFalse(browser.findElement(By.id("pause")).isDisplayed(), where + ": the arbiter's panel waits behind its tab");
                WebElement tab = browser.findElement(By.id("tab-arbiter"));
                tab.click();
                assertEquals("true", tab.getDomAttribute("aria-selected"));
                assertTrue(browser.findElement(By.id("pause")).isDisplayed());
                // the keyboard: the arrows move along the tabs, the tab with the focus is the one selected
                tab.sendKeys(Keys.ARROW_RIGHT);
                assertEquals("tab-settings", browser.switchTo().activeElement().getDomAttribute("id"));
                assertTrue(browser.findElement(By.id("set-dots")).isDisplayed());
                assertFalse(browser.findElement(By.id("pause")).isDisplayed());
                browser.findElement(By.id("tab-moves")).click();
            } else {
                assertTrue(browser.findElement(By.id("pause")).isDisplayed() && browser.findElement(By.id("set-dots")).isDisplayed(),
                        where + ": every panel shows");
                assertTrue(browser.findElement(By.id("board")).getRect().getX() + browser.findElement(By.id("board")).getRect().getWidth()
                        < browser.findElement(By.id("side")).getRect().getX(), where + ": the board left, the panels right");
                assertTrue(bottom("guide") <= height, where + ": the guide on the first screen, bottom " + bottom("guide"));
            }
            List<Axe.Violation> violations = Axe.serious(browser);
            assertTrue(violations.isEmpty(), Axe.describe(where, violations));
            Axe.screenshot(browser, "board-" + width + "x" + height);
        }

        // the dots and the last move's mark turned off in the settings, and still off after a reload
        Axe.screen(browser, 390, 844, true);
        browser.navigate().refresh();
        wait.until(d -> d.findElements(By.cssSelector("#board .sq.last")).size() == 1);
        browser.findElement(By.id("tab-settings")).click();
        browser.findElement(By.id("set-dots")).click();
        browser.findElement(By.id("set-last")).click();
        assertEquals("none", afterContent(browser.findElement(By.cssSelector("#board .sq.legal"))));
        browser.navigate().refresh();
        wait.until(d -> d.findElements(By.cssSelector("#board .sq.last")).size() == 1);
        assertEquals("none", afterContent(browser.findElement(By.cssSelector("#board .sq.legal"))), "the dots stay off");
        assertEquals("none", browser.executeScript("return getComputedStyle(document.querySelector('#board .sq.last .disc'),"
                + " '::after').display"), "the last move's mark stays off");
        assertFalse(browser.findElement(By.id("set-dots")).isSelected());
        browser.findElement(By.id("tab-settings")).click();
        browser.findElement(By.id("set-dots")).click();
        browser.findElement(By.id("set-last")).click();
        assertEquals("block", afterContent(browser.findElement(By.cssSelector("#board .sq.legal"))));

        // New game at the top opens the form, its first field focused
        browser.executeScript("window.scrollTo(0, 0)");
        browser.findElement(By.id("open-new-game")).click();
        assertTrue(browser.findElement(By.id("new-game-start")).isDisplayed());
        assertEquals("game", browser.switchTo().activeElement().getDomAttribute("name"));
        browser.executeCdpCommand("Emulation.clearDeviceMetricsOverride", Map.of());
    }

    private static JsonObject state() {
        try {
            return send("GET", "/api/state", null);
        } catch (Exception e) {
            throw new IllegalStateException(e);
        }
    }
}
