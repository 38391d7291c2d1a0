package org.othellier.club;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.openqa.selenium.Alert;
import org.openqa.selenium.By;
import org.openqa.selenium.JavascriptExecutor;
import org.openqa.selenium.OutputType;
import org.openqa.selenium.TakesScreenshot;
import org.openqa.selenium.WebDriver;
import org.openqa.selenium.WebElement;
import org.openqa.selenium.chrome.ChromeDriver;
import org.openqa.selenium.support.ui.ExpectedConditions;
import org.openqa.selenium.support.ui.Select;
import org.openqa.selenium.support.ui.WebDriverWait;
import org.othellier.service.HubService;
import org.othellier.testing.Chromium;
import org.othellier.testing.OutsideProgram;
import org.othellier.testing.RequiredTool;

/**
 * The hub's page in Debian's Chromium on a phone's screen (390x844): three boards live as small boards with
 * their players and clocks, the round's table, a board opened large, the arbiter's "pause all" after the PIN,
 * and a new tournament that replaces the one under way only once the arbiter confirms. A screenshot is left in target/screenshots/hub-phone.png.
 */
@OutsideProgram
class HubBrowserTest {

    @TempDir
    Path dir;

    @Test
    void theArbiterWatchesEveryBoardAndPausesThemAllFromAPhone() throws Exception {
        Chromium.require();
        RequiredTool.requireProgram("mosquitto", "mosquitto");
        WebDriver browser = null;
        try (MosquittoProcess broker = MosquittoProcess.start(dir.resolve("broker"), List.of());
             ClubBoard b1 = ClubBoard.start(dir.resolve("b1"), broker.url(), "board-1", "none");
             ClubBoard b2 = ClubBoard.start(dir.resolve("b2"), broker.url(), "board-2", "none");
             ClubBoard b3 = ClubBoard.start(dir.resolve("b3"), broker.url(), "board-3", "none")) {
            HubService hub = ClubHubTest.startHub(dir.resolve("hub"), broker.url());
            try {
                ClubBoard.await("three boards on the hub", () -> hub.hub().boards().size() == 3);
                hub.hub().create("Tuesday rapid", 8, false);
                for (String p : List.of("Ann Smith", "Ben Okafor", "Cat Nguyen", "Dan Weiss", "Eve Martin", "Finn Berg")) {
                    hub.hub().addPlayer(p, null);
                }
                hub.hub().pair(null);
                hub.hub().sendRound(1, null, "10m");
                hub.hub().startRound(1);
                for (String m : List.of("f5", "d6", "c3", "d3", "c4")) {
                    b1.play(m);
                }
                b2.play("d3");

                ChromeDriver chrome = Chromium.start(dir);
                browser = chrome;
                Chromium.phone(chrome, 3);
                WebDriverWait wait = Chromium.waitFor(browser, Duration.ofSeconds(15));
                browser.get("http://127.0.0.1:" + hub.port() + "/");
                wait.until(d -> d.findElement(By.id("connection")).getText().equals("live"));
                wait.until(d -> d.findElements(By.cssSelector("#boards .card")).size() == 3);
                wait.until(d -> card(d, "board-1").getText().contains("5 moves, last c4"));
                String first = wait.until(d -> card(d, "board-1").getText());
                assertTrue(first.contains("Ann Smith") || first.contains("Ben Okafor") || first.contains("Cat Nguyen")
                        || first.contains("Dan Weiss") || first.contains("Eve Martin") || first.contains("Finn Berg"), first);
                assertTrue(first.contains("table 1"), first);
                assertEquals("Black", wait.until(d -> card(d, "board-1").findElement(By.cssSelector(".players .disc.black"))
                        .getDomAttribute("title")), "who has Black, on the card");
                assertEquals(64, (int) wait.until(d -> card(d, "board-1").findElements(By.cssSelector(".mini > div")).size()));
                // c4, the last move: the 27th square row by row from a1
                assertEquals("last", wait.until(d -> card(d, "board-1").findElement(By.cssSelector(".mini > div:nth-child(27)"))
                        .getDomAttribute("class")));
                assertEquals(3, browser.findElements(By.cssSelector("#round tbody tr")).size(), "the round's three tables");
                assertTrue(browser.findElement(By.id("t-name")).getText().equals("Tuesday rapid"));
                JavascriptExecutor js = (JavascriptExecutor) browser;
                assertTrue((Long) js.executeScript("return document.documentElement.scrollWidth") <= 390,
                        "nothing wider than the phone");
                Path shot = Path.of("target", "screenshots", "hub-phone.png");
                Files.createDirectories(shot.getParent());
                Files.write(shot, ((TakesScreenshot) browser).getScreenshotAs(OutputType.BYTES));

                // a watcher has no arbiter's controls; the PIN opens them, and "pause all" pauses every board
                assertTrue(!browser.findElement(By.id("controls")).isDisplayed());
                browser.findElement(By.id("arbiter")).click();
                wait.until(d -> d.findElement(By.id("pin")).isDisplayed());
                browser.findElement(By.id("pin")).sendKeys("1111");
                browser.findElement(By.cssSelector("#pin-form button:not([type])")).click();
                wait.until(d -> d.findElement(By.id("pin-error")).getText().contains("PIN"));
                browser.findElement(By.id("pin")).clear();
                browser.findElement(By.id("pin")).sendKeys("4321");
                browser.findElement(By.cssSelector("#pin-form button:not([type])")).click();
                wait.until(d -> d.findElement(By.id("controls")).isDisplayed());
                // a result being typed survives the page's updates (pause all answers with the tournament)
                WebElement blackDiscs = wait.until(d -> d.findElement(By.cssSelector("#round tbody tr:first-child input")));
                js.executeScript("arguments[0].scrollIntoView()", blackDiscs);
                blackDiscs.sendKeys("33");
                js.executeScript("document.getElementById('b-pause').scrollIntoView()");
                browser.findElement(By.id("b-pause")).click();
                wait.until(d -> d.findElement(By.id("answers")).getText().contains("board-3: ok"));
                assertEquals("33", browser.findElement(By.cssSelector("#round tbody tr:first-child input")).getDomProperty("value"),
                        "the half-typed result kept");
                ClubBoard.await("every board paused", () -> b1.snapshot().status().equals("paused")
                        && b2.snapshot().status().equals("paused") && b3.snapshot().status().equals("paused"));
                wait.until(d -> card(d, "board-2").getText().contains("paused"));

                // a board opened large, with its moves
                js.executeScript("window.scrollTo(0, 0)");
                wait.until(d -> {
                    card(d, "board-1").click();
                    return true;
                });
                wait.until(d -> d.findElement(By.id("large")).isDisplayed());
                assertEquals("f5 d6 c3 d3 c4", browser.findElement(By.cssSelector("#large-body .moves")).getText());
                Files.write(Path.of("target", "screenshots", "hub-phone-large.png"),
                        ((TakesScreenshot) browser).getScreenshotAs(OutputType.BYTES));
                browser.findElement(By.id("large-close")).click();

                // a new tournament replaces the one under way only after the arbiter says yes
                js.executeScript("document.getElementById('f-create').scrollIntoView()");
                browser.findElement(By.id("t-new")).sendKeys("Friday blitz");
                browser.findElement(By.cssSelector("#f-create button")).click();
                Alert asked = wait.until(ExpectedConditions.alertIsPresent());
                assertTrue(asked.getText().contains("\"Tuesday rapid\""), asked.getText());
                asked.dismiss();
                assertEquals("Tuesday rapid", hub.hub().tournament().get("name").getAsString(), "a no keeps it");
                assertEquals("Tuesday rapid", browser.findElement(By.id("t-name")).getText());
                new Select(browser.findElement(By.id("t-size"))).selectByValue("6");
                browser.findElement(By.cssSelector("#f-create button")).click();
                wait.until(ExpectedConditions.alertIsPresent()).accept();
                wait.until(d -> d.findElement(By.id("t-name")).getText().equals("Friday blitz"));
                assertEquals("", browser.findElement(By.id("t-new")).getDomProperty("value"), "the form ready for the next");
                assertEquals(6, hub.hub().tournament().get("size").getAsInt());
            } finally {
                if (browser != null) {
                    browser.quit();
                }
                hub.close();
            }
        }
    }

    private static org.openqa.selenium.WebElement card(WebDriver d, String name) {
        return d.findElement(By.cssSelector("#boards .card[data-board='" + name + "']"));
    }
}
