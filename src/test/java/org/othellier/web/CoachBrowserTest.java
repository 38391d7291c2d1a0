package org.othellier.web;

import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import java.time.Duration;
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
import org.othellier.testing.Chromium;
import org.othellier.testing.OutsideProgram;
import org.othellier.testing.TestService;

/**
 * The coach on the page in Debian's headless Chromium: a hint by holding the simulated clock button, then a puzzle
 * chosen, set out, played by clicks and judged.
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
}
