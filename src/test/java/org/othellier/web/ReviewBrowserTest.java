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
import org.othellier.formats.Ggf;
import org.othellier.game.othello.OthelloGame;
import org.othellier.game.othello.OthelloPosition;
import org.othellier.game.othello.OthelloVariant;
import org.othellier.service.Service;
import org.othellier.store.Journal;
import org.othellier.testing.ApiClient;
import org.othellier.testing.Axe;
import org.othellier.testing.Chromium;
import org.othellier.testing.OutsideProgram;
import org.othellier.testing.TestService;

/**
 * The review on a phone-sized page (390x844) in Debian's headless Chromium: a kept game is reviewed by the
 * service on request, the graph shows its mistakes, tapping one shows the position with the better move, and the
 * GGF download carries the values; the game is stepped through with the buttons, the arrow keys and the move list.
 * Saves the page as target/review-graph.png and target/review-stepper.png for a person to look at.
 */
@OutsideProgram
class ReviewBrowserTest {

    @TempDir
    static Path dir;

    static Service service;
    static WebDriver browser;
    static long id;
    /** The same game kept again, for the stepper: reviewed by its own test, whatever the order of the tests. */
    static long stepped;

    @BeforeAll
    static void start() throws Exception {
        Chromium.require();
        try (Journal j = Journal.open(dir.resolve("data"))) {
            id = BenchGames.keep(j, BenchGames.play("f5d6c3d3c4", 2, 11));
            stepped = BenchGames.keep(j, BenchGames.play("f5d6c3d3c4", 2, 11));
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
        var g = org.othellier.game.othello.Transcript.replay(OthelloVariant.OTHELLO, "f5d6c3d3c4");
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
        // one convention (docs/REVIEW.md): the loss is said as "loses N", never as a signed number in brackets
        for (WebElement m : mistakes) {
            assertTrue(m.getText().matches("\\d+\\. (Black|White) [a-h][1-8]: (inaccuracy|mistake|blunder), loses"
                    + " \\d+(\\.\\d)? \\(best [a-h][1-8]\\)"), m.getText());
        }
        assertTrue(browser.findElement(By.id("review-legend")).getText().contains("a loss is the discs a move gives away"
                + " against the best move, always 0 or more"), browser.findElement(By.id("review-legend")).getText());
        WebElement first = mistakes.get(0);
        String ply = first.getDomAttribute("data-ply");
        ((org.openqa.selenium.JavascriptExecutor) browser).executeScript("arguments[0].scrollIntoView()", first);
        first.click(); // a tap on the phone
        wait.until(d -> d.findElement(By.id("review-at")).getText().startsWith("Move " + ply + " of "));
        String text = browser.findElement(By.id("review-move")).getText();
        assertTrue(text.startsWith("Move " + ply + ": ") && text.contains(" loses ") && !text.contains("("), text);
        assertEquals(1, browser.findElements(By.cssSelector("#review-board .mark.played")).size(), "the move played");
        assertEquals(1, browser.findElements(By.cssSelector("#review-board .mark.best")).size(), "the better move");
        assertEquals(64, browser.findElements(By.cssSelector("#review-board > div")).size());
        assertEquals(ply, current(), "the move list shows where the board is");
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

    @Test
    void theReviewIsSteppedThroughWithItsButtonsItsKeysAndItsMoveList() throws Exception {
        WebDriverWait wait = Chromium.waitFor(browser, Duration.ofSeconds(90));
        assertEquals(202, send("POST", "/api/games/" + stepped + "/review", null).statusCode());
        wait.until(d -> {
            try {
                return send("GET", "/api/games/" + stepped + "/review", null).body().contains("\"state\":\"done\"");
            } catch (Exception e) {
                return false;
            }
        });
        browser.get("http://127.0.0.1:" + service.port() + "/");
        wait.until(d -> d.findElement(By.id("review-game")).getDomProperty("value").length() > 0);
        WebElement game = browser.findElement(By.id("review-game"));
        game.clear();
        game.sendKeys(Long.toString(stepped));
        browser.findElement(By.id("review-show")).click();
        var moves = BenchGames.play("f5d6c3d3c4", 2, 11);
        int total = moves.ply();
        // it opens at the game's end; the buttons go to the start and one move at a time
        wait.until(d -> d.findElement(By.id("review-at")).getText().equals("Move " + total + " of " + total));
        assertEquals(moves.positionAt(total).squares(), board());
        click("review-first");
        assertEquals("Start · " + total + " moves", browser.findElement(By.id("review-at")).getText());
        assertEquals(moves.positionAt(0).squares(), board());
        assertEquals(0, browser.findElements(By.cssSelector("#review-board .mark")).size(), "no move at the start");
        assertEquals(null, current());
        click("review-forward");
        assertEquals("1", current());
        assertEquals(moves.positionAt(1).squares(), board());
        assertEquals("f5", browser.findElement(By.cssSelector("#review-board .mark.played")).findElement(By.xpath(".."))
                .getDomAttribute("data-square"));
        click("review-back");
        assertEquals(moves.positionAt(0).squares(), board());
        // the arrow keys while the focus is in the review: Right, Right, End, Left, Home, and Left at the start stays
        WebElement forward = browser.findElement(By.id("review-forward"));
        forward.sendKeys(org.openqa.selenium.Keys.ARROW_RIGHT);
        forward.sendKeys(org.openqa.selenium.Keys.ARROW_RIGHT);
        assertEquals("2", current());
        assertEquals(moves.positionAt(2).squares(), board());
        forward.sendKeys(org.openqa.selenium.Keys.END);
        assertEquals(String.valueOf(total), current());
        forward.sendKeys(org.openqa.selenium.Keys.ARROW_LEFT);
        assertEquals(String.valueOf(total - 1), current());
        assertEquals(moves.positionAt(total - 1).squares(), board());
        forward.sendKeys(org.openqa.selenium.Keys.HOME);
        forward.sendKeys(org.openqa.selenium.Keys.ARROW_LEFT);
        assertEquals(moves.positionAt(0).squares(), board());
        assertEquals("true", browser.findElement(By.id("review-back")).getDomAttribute("aria-disabled"));
        // a move in the list jumps there; a mistake shows the best move beside the one played
        WebElement mistake = browser.findElement(By.cssSelector("#review-moves .review-step.blunder, #review-moves"
                + " .review-step.mistake"));
        String ply = mistake.getDomAttribute("data-ply");
        ((org.openqa.selenium.JavascriptExecutor) browser).executeScript("arguments[0].scrollIntoView()", mistake);
        mistake.click();
        assertEquals(ply, current());
        assertEquals(moves.positionAt(Integer.parseInt(ply)).squares(), board());
        assertEquals(1, browser.findElements(By.cssSelector("#review-board .mark.best")).size());
        assertTrue(browser.findElement(By.id("review-marks")).getText().contains("the engine's best move"));
        Path shot = ((TakesScreenshot) browser).getScreenshotAs(OutputType.FILE).toPath();
        Files.copy(shot, Path.of("target", "review-stepper.png"), StandardCopyOption.REPLACE_EXISTING);

        // axe-core on a phone and on a desktop: nothing serious or critical in the review
        ChromeDriver chrome = (ChromeDriver) browser;
        try {
            for (int[] size : new int[][] {{360, 740}, {390, 844}, {1280, 800}}) {
                Axe.screen(chrome, size[0], size[1], size[0] < 600);
                List<Axe.Violation> all = Axe.serious(chrome);
                System.out.println(Axe.describe("the whole board page at " + size[0] + "x" + size[1], all));
                List<Axe.Violation> review = inTheReview(chrome, all);
                assertTrue(review.isEmpty(), Axe.describe("the review at " + size[0] + "x" + size[1], review));
                chrome.executeScript("document.getElementById('review-stepper').scrollIntoView()");
                Axe.screenshot(chrome, "review-" + size[0] + "x" + size[1]);
            }
        } finally {
            Chromium.phone(chrome, 2);
        }
    }

    /** The violations, each with only its elements inside the review's panel (and the opening's line); none left out. */
    private static List<Axe.Violation> inTheReview(ChromeDriver page, List<Axe.Violation> violations) {
        List<Axe.Violation> mine = new java.util.ArrayList<>();
        for (Axe.Violation v : violations) {
            List<String> where = v.where().stream().filter(w -> Boolean.TRUE.equals(page.executeScript(
                    "const e = document.querySelector(arguments[0]); return !!(e && e.closest('#review, #opening'));",
                    Axe.selector(w)))).toList();
            if (!where.isEmpty()) {
                mine.add(new Axe.Violation(v.rule(), v.impact(), v.help(), v.helpUrl(), where));
            }
        }
        return mine;
    }

    private static void click(String button) {
        WebElement b = browser.findElement(By.id(button));
        ((org.openqa.selenium.JavascriptExecutor) browser).executeScript("arguments[0].scrollIntoView()", b);
        b.click();
    }

    /** The move the list marks as the board's (aria-current), or null at the start. */
    private static String current() {
        List<WebElement> marked = browser.findElements(By.cssSelector("#review-moves [aria-current=step]"));
        assertTrue(marked.size() <= 1, "one move is the current one");
        return marked.isEmpty() ? null : marked.get(0).getDomAttribute("data-ply");
    }

    /** The small board as a position's squares ({@code X}, {@code O}, {@code -} from a1). */
    private static String board() {
        return (String) ((org.openqa.selenium.JavascriptExecutor) browser).executeScript(
                "return [...document.querySelectorAll('#review-board > div')].map((c) =>"
                + " c.querySelector('.disc.X') ? 'X' : c.querySelector('.disc.O') ? 'O' : '-').join('')");
    }
}
