package org.othellier.web;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.time.Duration;
import java.util.List;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.openqa.selenium.By;
import org.openqa.selenium.OutputType;
import org.openqa.selenium.TakesScreenshot;
import org.openqa.selenium.WebDriver;
import org.openqa.selenium.WebElement;
import org.openqa.selenium.chrome.ChromeDriver;
import org.openqa.selenium.support.ui.WebDriverWait;
import org.othellier.coach.BenchGames;
import org.othellier.service.Service;
import org.othellier.store.Ggf;
import org.othellier.store.Journal;
import org.othellier.testing.ApiClient;
import org.othellier.testing.Chromium;
import org.othellier.testing.OutsideProgram;
import org.othellier.testing.TestService;

/**
 * The review on a phone-sized page (390x844) in Debian's headless Chromium: a kept game is reviewed by the
 * service on request, the graph shows its mistakes, tapping one shows the position with the better move, and the
 * GGF download carries the values. Saves the page as target/review-graph.png for a person to look at.
 */
@OutsideProgram
class ReviewBrowserTest {

    @TempDir
    static Path dir;

    static Service service;
    static WebDriver browser;
    static long id;

    @BeforeAll
    static void start() throws Exception {
        Chromium.require();
        try (Journal j = Journal.open(dir.resolve("data"))) {
            id = BenchGames.keep(j, BenchGames.play("f5d6c3d3c4", 2, 11));
        }
        service = TestService.start(dir.resolve("data"), "none", """
                [review]
                level = 3
                exact-from = 14
                """);
        ChromeDriver chrome = Chromium.start(dir, "--window-size=390,844");
        browser = chrome;
        Chromium.phone(chrome, 2);
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

    @Test
    void aGameThatEndsOnTheBoardIsReviewedByItselfAndTheOpeningIsNamedWhileItIsPlayed() throws Exception {
        WebDriverWait wait = Chromium.waitFor(browser, Duration.ofSeconds(90));
        browser.get("http://127.0.0.1:" + service.port() + "/");
        // the page names the opening as the moves are made on the (simulated) board
        assertEquals(200, send("POST", "/api/game", "{\"black\": \"human\", \"white\": \"human\", \"clock\": \"none\"}")
                .statusCode());
        var g = org.othellier.game.othello.Transcript.replay(org.othellier.game.othello.Variant.OTHELLO, "f5d6c3d3c4");
        for (int ply = 1; ply <= g.ply(); ply++) {
            assertEquals(200, send("POST", "/api/sim/frame", g.positionAt(ply).squares()).statusCode());
        }
        wait.until(d -> d.findElement(By.id("opening")).getText().equals("Opening: Tiger · in the named lines"));
        // set up the last move of a whole game, make it: the game ends, and the service reviews it unasked
        var whole = BenchGames.play("f5d6c3d3c4", 2, 11);
        int last = whole.ply() - 1;
        while (whole.moves().get(last).isPass()) {
            last--;
        }
        var before = whole.positionAt(last);
        assertEquals(200, send("POST", "/api/setup/begin", null).statusCode());
        assertEquals(200, send("POST", "/api/sim/frame", before.squares()).statusCode());
        var taken = send("POST", "/api/setup/take", "{\"toMove\": \"" + (before.toMove() == org.othellier.game.Side.BLACK
                ? "black" : "white") + "\"}");
        assertEquals(200, taken.statusCode(), taken.body());
        long game = com.google.gson.JsonParser.parseString(taken.body()).getAsJsonObject().get("gameId").getAsLong();
        assertEquals(200, send("POST", "/api/sim/frame", before.play(whole.moves().get(last)).squares()).statusCode());
        String[] answer = new String[1];
        new WebDriverWait(browser, Duration.ofSeconds(90)).until(d -> {
            try {
                answer[0] = send("GET", "/api/games/" + game + "/review", null).body();
            } catch (Exception e) {
                return false;
            }
            return answer[0].contains("\"state\":\"done\"");
        });
        var review = com.google.gson.JsonParser.parseString(answer[0]).getAsJsonObject().getAsJsonObject("review");
        assertEquals(1, review.getAsJsonArray("plies").size(), answer[0]);
        assertTrue(review.get("opening").isJsonNull(), "a set-up game has no opening: " + answer[0]);
        // a review is refused, naming why, where it cannot be made; the page says so before anyone asks
        assertEquals(404, send("POST", "/api/games/999/review", null).statusCode());
        var small = send("POST", "/api/game", "{\"size\": 6, \"black\": \"human\", \"white\": \"human\"}");
        assertEquals(200, small.statusCode(), small.body());
        long six = com.google.gson.JsonParser.parseString(small.body()).getAsJsonObject().get("gameId").getAsLong();
        var refused = send("POST", "/api/games/" + six + "/review", null);
        assertEquals(400, refused.statusCode());
        assertTrue(refused.body().contains("standard 8x8 Othello only"), refused.body());
        wait.until(d -> d.findElement(By.id("review-state")).getText().contains("the review is for standard 8x8 Othello only"));
        assertTrue(!browser.findElement(By.id("review-run")).isDisplayed());
    }

    @Test
    void aKeptGameIsReviewedShownAsAGraphAndItsMistakesOpenOnTheBoard() throws Exception {
        WebDriverWait wait = Chromium.waitFor(browser, Duration.ofSeconds(90));
        browser.get("http://127.0.0.1:" + service.port() + "/");
        wait.until(d -> !d.findElement(By.id("opening")).getText().isEmpty() || d.findElement(By.id("review-game"))
                .getDomProperty("value").length() > 0);
        WebElement game = browser.findElement(By.id("review-game"));
        game.clear();
        game.sendKeys(Long.toString(id));
        browser.findElement(By.id("review-show")).click();
        wait.until(d -> d.findElement(By.id("review-state")).getText().contains("not reviewed yet"));
        browser.findElement(By.id("review-run")).click();
        // the service reviews it in the background; the page asks again until it is done
        wait.until(d -> !d.findElements(By.cssSelector("#review-svg .review-mark")).isEmpty());
        List<WebElement> mistakes = browser.findElements(By.cssSelector("#review-mistakes .review-mistake"));
        assertEquals(browser.findElements(By.cssSelector("#review-svg .review-mark")).size(), mistakes.size(),
                "every mistake listed is marked on the graph");
        assertTrue(browser.findElement(By.id("review-summary")).getText().startsWith("Brightwell"),
                browser.findElement(By.id("review-summary")).getText());
        WebElement first = mistakes.get(0);
        String ply = first.getDomAttribute("data-ply");
        ((org.openqa.selenium.JavascriptExecutor) browser).executeScript("arguments[0].scrollIntoView()", first);
        first.click(); // a tap on the phone
        wait.until(d -> d.findElement(By.id("review-position")).isDisplayed());
        String text = browser.findElement(By.id("review-move")).getText();
        assertTrue(text.startsWith("Move " + ply + ":") && text.contains("better"), text);
        assertEquals(1, browser.findElements(By.cssSelector("#review-board .ring.red")).size(), "the move played");
        assertEquals(1, browser.findElements(By.cssSelector("#review-board .ring.blue")).size(), "the better move");
        assertEquals(64, browser.findElements(By.cssSelector("#review-board > div")).size());
        Path moveShot = ((TakesScreenshot) browser).getScreenshotAs(OutputType.FILE).toPath();
        Files.copy(moveShot, Path.of("target", "review-move.png"), StandardCopyOption.REPLACE_EXISTING);
        ((org.openqa.selenium.JavascriptExecutor) browser).executeScript(
                "document.getElementById('review').scrollIntoView()");
        Path shot = ((TakesScreenshot) browser).getScreenshotAs(OutputType.FILE).toPath();
        Files.copy(shot, Path.of("target", "review-graph.png"), StandardCopyOption.REPLACE_EXISTING);
        // the graph fits the phone's width
        long width = (Long) ((org.openqa.selenium.JavascriptExecutor) browser).executeScript(
                "return Math.round(document.getElementById('review-svg').getBoundingClientRect().right)");
        long page = (Long) ((org.openqa.selenium.JavascriptExecutor) browser).executeScript(
                "return window.innerWidth");
        assertEquals(390L, page);
        assertTrue(width <= page, "the graph ends at x=" + width + " in a page " + page + " wide");
        assertTrue((Long) ((org.openqa.selenium.JavascriptExecutor) browser).executeScript(
                "return document.documentElement.scrollWidth") <= 390, "nothing wider than the phone");

        // the GGF download carries each reviewed move's value, and reads back
        String ggf = new ApiClient(TestService.base(service), null).send("GET", "/api/games/" + id + "/ggf", null).body();
        Ggf.GgfGame back = Ggf.parseAll(ggf).get(0);
        assertTrue(back.evaluations().stream().filter(v -> v != null).count() > 50, ggf);
        assertEquals(back.replay().moves(), BenchGames.play("f5d6c3d3c4", 2, 11).moves());
    }
}
