package org.othellier.club;

import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.openqa.selenium.By;
import org.openqa.selenium.WebDriver;
import org.openqa.selenium.chrome.ChromeDriver;
import org.openqa.selenium.support.ui.WebDriverWait;
import org.othellier.service.HubService;
import org.othellier.testing.Axe;
import org.othellier.testing.Chromium;
import org.othellier.testing.RequiredTool;
import org.othellier.testing.OutsideProgram;

/**
 * The hub's page with two boards of a tournament's round at 360x740, 390x844 and 1280x800 in Debian's headless
 * Chromium: nothing wider than the screen and no serious or critical accessibility violation (axe-core), a watcher's
 * page and the arbiter's after the PIN. Screenshots are left in target/screenshots/hub-WxH.png.
 */
@OutsideProgram
class HubLayoutBrowserTest {

    @TempDir
    Path dir;

    @Test
    void theHubPageOnPhonesAndADesktop() throws Exception {
        Chromium.require();
        RequiredTool.requireProgram("mosquitto", "mosquitto");
        ChromeDriver browser = null;
        try (MosquittoProcess broker = MosquittoProcess.start(dir.resolve("broker"), List.of());
             ClubBoard b1 = ClubBoard.start(dir.resolve("b1"), broker.url(), "board-1", "10m");
             ClubBoard b2 = ClubBoard.start(dir.resolve("b2"), broker.url(), "board-2", "10m");
             HubService hub = ClubHubTest.startHub(dir.resolve("hub"), broker.url())) {
            ClubBoard.await("two boards on the hub", () -> hub.hub().boards().size() == 2);
            hub.hub().create("Tuesday rapid", 8, false);
            for (String p : List.of("Ann Smith", "Ben Okafor", "Cat Nguyen", "Dan Weiss")) {
                hub.hub().addPlayer(p, null);
            }
            hub.hub().pair(null);
            hub.hub().sendRound(1, null, "10m");
            hub.hub().startRound(1);
            b1.play("f5");

            browser = Chromium.start(dir);
            WebDriverWait wait = Chromium.waitFor(browser, Duration.ofSeconds(15));
            for (int[] size : List.of(new int[] {360, 740}, new int[] {390, 844}, new int[] {1280, 800})) {
                int width = size[0], height = size[1];
                Axe.screen(browser, width, height, width < 900);
                browser.get("http://127.0.0.1:" + hub.port() + "/");
                wait.until(d -> d.findElement(By.id("connection")).getText().equals("live"));
                wait.until(d -> d.findElements(By.cssSelector("#boards .card")).size() == 2);
                wait.until(d -> card(d, "board-1").getText().contains("1 move"));
                String where = "the hub's page at " + width + "x" + height;
                assertTrue((Long) browser.executeScript("return document.documentElement.scrollWidth") <= width,
                        where + ": nothing wider than the screen");
                List<Axe.Violation> violations = Axe.serious(browser);
                assertTrue(violations.isEmpty(), Axe.describe(where, violations));
                Axe.screenshot(browser, "hub-" + width + "x" + height);
            }
            // the arbiter's controls, open after the PIN, at the desktop's size
            browser.findElement(By.id("arbiter")).click();
            wait.until(d -> d.findElement(By.id("pin")).isDisplayed());
            browser.findElement(By.id("pin")).sendKeys("4321");
            browser.findElement(By.cssSelector("#pin-form button:not([type])")).click();
            wait.until(d -> d.findElement(By.id("controls")).isDisplayed());
            List<Axe.Violation> violations = Axe.serious(browser);
            assertTrue(violations.isEmpty(), Axe.describe("the hub's page with the arbiter's controls", violations));
            Axe.screenshot(browser, "hub-arbiter-1280x800");
        } finally {
            if (browser != null) {
                browser.quit();
            }
        }
    }

    private static org.openqa.selenium.WebElement card(WebDriver d, String name) {
        return d.findElement(By.cssSelector("#boards .card[data-board='" + name + "']"));
    }
}
