package org.othellier.web;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.openqa.selenium.By;
import org.openqa.selenium.WebDriver;
import org.openqa.selenium.WebElement;
import org.openqa.selenium.interactions.Actions;
import org.openqa.selenium.support.ui.Select;
import org.openqa.selenium.support.ui.WebDriverWait;
import org.othellier.service.Service;
import org.othellier.testing.ApiClient;
import org.othellier.testing.Axe;
import org.othellier.testing.Chromium;
import org.othellier.testing.OutsideProgram;
import org.othellier.testing.TestService;

/**
 * The coach on the page in Debian's headless Chromium: a hint by holding the simulated clock button, then a puzzle
 * chosen, set out, played by clicks and judged; a puzzle solved wrong: its few set-up steps, the verdict as the last
 * word with the best line drawn, Retry and Next.
 */
@OutsideProgram
class CoachBrowserTest {

    @TempDir
    static Path dir;

    static Service service;
    static WebDriver browser;
    static WebDriverWait wait;

    @BeforeAll
    static void start() throws Exception {
        Chromium.require();
        service = TestService.start(dir.resolve("data"), "none", """
                [coach]
                hint-level = 6
                """);
        browser = Chromium.start(dir, "--disable-quic", "--window-size=1200,1000");
        wait = Chromium.waitFor(browser, Duration.ofSeconds(20));
        browser.get("http://127.0.0.1:" + service.port() + "/");
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

    private static WebElement square(String name) {
        return browser.findElement(By.cssSelector("#board [data-square='" + name + "']"));
    }

    private static String text(String id) {
        return browser.findElement(By.id(id)).getText();
    }

    @Test
    void holdingTheClockButtonShowsAHintThenAPuzzleIsSetOutPlayedAndJudged() {
        wait.until(d -> text("coach-hint-text").contains("hints used: Black 0, White 0"));
        // held 1.6 s: the long press, no clock press
        new Actions(browser).clickAndHold(browser.findElement(By.id("btn-black"))).pause(Duration.ofMillis(1600))
                .release().perform();
        wait.until(d -> text("coach-hint-text").matches("hint: (c4|d3|e6|f5) \\(blinking white\\) · hints used: Black 1, White 0"));
        String hinted = text("coach-hint-text").substring(6, 8);
        wait.until(d -> "white slow-blink".equals(square(hinted).getDomAttribute("data-led")));

        browser.findElement(By.cssSelector("#coach-puzzles summary")).click();
        wait.until(d -> new Select(d.findElement(By.id("coach-puzzle"))).getOptions().size() > 1);
        new Select(browser.findElement(By.id("coach-grade"))).selectByValue("beginner");
        new Select(browser.findElement(By.id("coach-puzzle"))).selectByValue("ffo-20");
        browser.findElement(By.id("coach-start")).click();
        WebElement dialog = browser.findElement(By.id("pin-dialog"));
        wait.until(d -> dialog.isDisplayed()); // a puzzle replaces the game: the arbiter's PIN
        browser.findElement(By.id("pin")).sendKeys(service.arbiterPin());
        browser.findElement(By.id("pin-ok")).click();
        wait.until(d -> text("coach-verdict").contains("Puzzle FFO #20 (beginner, 6 empties): set the position up"));
        browser.findElement(By.id("coach-set-out")).click();
        wait.until(d -> text("coach-verdict").contains("Black to move: play the best move on the board"));
        square("h5").click(); // Black's disc, then the two discs it flanks turned
        wait.until(d -> "X".equals(square("h5").getDomAttribute("data-disc")));
        square("g5").click();
        wait.until(d -> "X".equals(square("g5").getDomAttribute("data-disc")));
        square("f5").click();
        wait.until(d -> text("coach-verdict").contains("✓ h5: the best move (+6)"));
        assertTrue(browser.findElement(By.id("coach-verdict")).getDomAttribute("class").contains("best"));
        browser.findElement(By.id("coach-next")).click();
        wait.until(d -> !text("coach-verdict").contains("FFO #20") && text("coach-verdict").contains("set the position up"));
    }

    @Test
    void aPuzzleSolvedWrongGivesTheVerdictAsTheLastWordShowsTheBestLineAndRetryAndNextGoOn() throws Exception {
        ApiClient api = new ApiClient(TestService.base(service), service.arbiterPin());
        // the board at the start, then the puzzle: its set-up is three steps, not the way back square by square
        assertEquals(200, api.send("POST", "/api/game", "{\"sensors\": \"colour\", \"clock\": \"none\"}").statusCode());
        assertEquals(200, api.send("POST", "/api/sim/frame", "{\"frame\": \"" + START + "\"}").statusCode());
        assertEquals(200, api.send("POST", "/api/puzzle", "{\"id\": \"ffo-20\"}").statusCode());
        wait.until(d -> text("guide").startsWith("Set up puzzle FFO #20"));
        assertEquals("Set up puzzle FFO #20: put 23 black: a1–c1 e1–h1 b2–h2 c3–h3 f4–h4; put 31 white: d1 a2 a3 b3"
                + " a4–c4 a5–c5 f5 g5 a6–e6 a7–g7 a8–g8; turn 2: d4 e5 (or Set out the discs)", text("guide"));
        assertEquals(List.of("Put 23 black: a1–c1 e1–h1 b2–h2 c3–h3 f4–h4", "Put 31 white: d1 a2 a3 b3 a4–c4 a5–c5 f5 g5"
                + " a6–e6 a7–g7 a8–g8", "Turn 2: d4 e5"), items("#coach-steps li"));
        assertTrue(browser.findElement(By.id("coach-hint")).getDomProperty("disabled").equals("true"));
        browser.findElement(By.id("coach-set-out")).click();
        wait.until(d -> text("coach-verdict").contains("Black to move: play the best move on the board"));

        // g6, not h5: eight discs given away
        square("g6").click();
        wait.until(d -> "X".equals(square("g6").getDomAttribute("data-disc")));
        square("g5").click();
        wait.until(d -> "X".equals(square("g5").getDomAttribute("data-disc")));
        square("f5").click();
        wait.until(d -> text("coach-verdict").contains("✗ g6 gives away 8 discs (-2; best h5, +6)"));
        // the verdict is the last word: the guide says it too, nothing says whose move it is, no hint
        assertEquals("✗ g6 gives away 8 discs (-2; best h5, +6). Retry for another try, Next for the next puzzle",
                text("guide"));
        assertEquals("true", browser.findElement(By.id("coach-hint")).getDomProperty("disabled"));
        // the best line on the puzzle's position: h5 numbered 1, g6 crossed
        wait.until(d -> !d.findElements(By.cssSelector("#coach-line-board .line-step")).isEmpty());
        assertEquals("1", browser.findElement(By.cssSelector("#coach-line-board [data-square='h5'] .line-step")).getText());
        assertEquals("✗", browser.findElement(By.cssSelector("#coach-line-board [data-square='g6'] .line-played")).getText());
        assertTrue(text("coach-line-text").startsWith("The best line from the puzzle's position: 1. h5"),
                text("coach-line-text"));
        // axe-core: nothing serious or critical in the coach's panel with its verdict and best line
        var chrome = (org.openqa.selenium.chrome.ChromeDriver) browser;
        List<Axe.Violation> coach = Axe.serious(chrome).stream().filter(v -> v.where().stream().anyMatch(w ->
                Boolean.TRUE.equals(chrome.executeScript("const e = document.querySelector(arguments[0]);"
                        + " return !!(e && e.closest('#coach-panel'));", Axe.selector(w))))).toList();
        assertTrue(coach.isEmpty(), Axe.describe("the coach's panel", coach));
        Axe.screenshot(chrome, "puzzle-best-line");

        // Retry: the same puzzle, guided back in two steps, set out, and Black to play again
        browser.findElement(By.id("coach-retry")).click();
        wait.until(d -> text("guide").startsWith("Set up puzzle FFO #20"));
        assertEquals("Set up puzzle FFO #20: take away 1: g6; turn 2: f5 g5 (or Set out the discs)", text("guide"));
        assertEquals(List.of("Take away 1: g6", "Turn 2: f5 g5"), items("#coach-steps li"));
        assertTrue(!browser.findElement(By.id("coach-line")).isDisplayed(), "no best line before the next verdict");
        browser.findElement(By.id("coach-set-out")).click();
        wait.until(d -> text("coach-verdict").contains("Black to move: play the best move on the board"));
        assertEquals("O", square("f5").getDomAttribute("data-disc"), "the puzzle's position again");

        // Next: another puzzle of the grade
        browser.findElement(By.id("coach-next")).click();
        wait.until(d -> text("coach-verdict").startsWith("Puzzle ") && !text("coach-verdict").contains("FFO #20"));
    }

    private static List<String> items(String css) {
        return browser.findElements(By.cssSelector(css)).stream().map(WebElement::getText).toList();
    }

    private static final String START = "---------------------------OX------XO---------------------------";
}
