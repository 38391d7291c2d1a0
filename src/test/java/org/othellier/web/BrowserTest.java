package org.othellier.web;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.MethodOrderer;
import org.junit.jupiter.api.Order;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestMethodOrder;
import org.junit.jupiter.api.io.TempDir;
import org.openqa.selenium.By;
import org.openqa.selenium.JavascriptExecutor;
import org.openqa.selenium.Keys;
import org.openqa.selenium.OutputType;
import org.openqa.selenium.TakesScreenshot;
import org.openqa.selenium.WebDriver;
import org.openqa.selenium.WebElement;
import org.openqa.selenium.chrome.ChromeDriver;
import org.openqa.selenium.interactions.Actions;
import org.openqa.selenium.support.ui.Select;
import org.openqa.selenium.support.ui.WebDriverWait;
import org.othellier.game.othello.OthelloMove;
import org.othellier.game.othello.OthelloPosition;
import org.othellier.game.othello.OthelloVariant;
import org.othellier.game.othello.Transcript;
import org.othellier.service.Service;
import org.othellier.testing.ApiClient;
import org.othellier.testing.Chromium;
import org.othellier.testing.OutsideProgram;
import org.othellier.testing.TestService;

/**
 * The companion page in a real browser: Debian's headless Chromium driven by Selenium plays a
 * short game by clicking squares as a person would on the simulated board, then a presence game
 * with the clock buttons, then an Octi game from the form with a gesture and a one-tap candidate, and
 * checks what the page shows.
 */
@TestMethodOrder(MethodOrderer.OrderAnnotation.class)
@OutsideProgram
class BrowserTest {

    @TempDir
    static Path dir;

    static Service service;
    static WebDriver browser;
    static WebDriverWait wait;

    @BeforeAll
    static void start() throws Exception {
        Chromium.require();
        // a journal from elsewhere whose players' names are markup: the games list must show them as text
        try (var journal = org.othellier.store.Journal.open(dir.resolve("data"))) {
            long id = journal.startGame(new org.othellier.store.GameHeader("othello", 8, "othello", "standard", "colour",
                    HOSTILE_NAME, "<b>bold</b>", "none", false, OthelloPosition.start(OthelloVariant.OTHELLO).squares() + " X"),
                    "2026-01-01T10:00:00Z");
            journal.finish(id, List.of(), "abandoned", null, "a test", "2026-01-01T10:01:00Z");
        }
        service = TestService.start(dir.resolve("data"), "none", """
                [security]
                games-per-minute = 600
                """);
        browser = Chromium.start(dir, "--disable-quic", "--window-size=1200,1000");
        wait = Chromium.waitFor(browser, Duration.ofSeconds(15));
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

    /** Clicks a square and waits until the page shows its new disc. */
    private static void click(String name, String expectedDisc) {
        square(name).click();
        wait.until(d -> expectedDisc.equals(square(name).getDomAttribute("data-disc")));
    }

    /**
     * Starts a game from the New game form, opened by the top bar's New game: the clock, then each select's name and the
     * option (its value or text). The Moves tab is shown again after it, as on a phone the messages are behind it.
     */
    private static void newGame(String clock, String... selects) {
        browser.findElement(By.id("open-new-game")).click();
        for (int i = 0; i < selects.length; i += 2) {
            Select select = new Select(browser.findElement(By.cssSelector("#new-game [name=" + selects[i] + "]")));
            String option = selects[i + 1];
            if (select.getOptions().stream().anyMatch(o -> option.equals(o.getDomAttribute("value")))) {
                select.selectByValue(option);
            } else {
                select.selectByVisibleText(option);
            }
        }
        browser.findElement(By.cssSelector("#new-game [name=clock]")).clear();
        browser.findElement(By.cssSelector("#new-game [name=clock]")).sendKeys(clock);
        browser.findElement(By.id("new-game-start")).click();
        if (browser.findElement(By.id("abandon-dialog")).isDisplayed()) {
            browser.findElement(By.id("abandon-ok")).click(); // a game in progress: the page asks first (tested below)
        }
        showTab("moves");
    }

    /** On a phone, the panel behind a tab ({@code moves}, {@code game}, {@code board}, {@code arbiter}, {@code settings}) shown. */
    private static void showTab(String name) {
        WebElement tab = browser.findElement(By.id("tab-" + name));
        if (tab.isDisplayed()) {
            tab.click();
        }
    }

    private static String moves() {
        return browser.findElement(By.id("moves")).getText();
    }

    static final String HOSTILE_NAME = "<img src=x onerror=\"window.pwned=1\">";

    @Test
    @Order(-1)
    void playersNamesFromTheJournalAreShownAsTextNotMarkup() {
        wait.until(d -> text("games").contains(HOSTILE_NAME));
        assertTrue(text("games").contains(HOSTILE_NAME + " v <b>bold</b> transcript GGF"), text("games"));
        assertEquals(0, browser.findElements(By.cssSelector("#games img, #games b")).size(), "no element made from a name");
        assertEquals(null, ((JavascriptExecutor) browser).executeScript("return window.pwned === undefined ? null : window.pwned"));
    }

    @Test
    @Order(0)
    void thePageAsksTheArbitersPinForAPauseAndNothingForWatching() {
        // Watching: the board and the state arrive without a PIN.
        wait.until(d -> !d.findElements(By.cssSelector("#board [data-square='d4']")).isEmpty());
        assertEquals("O", square("d4").getDomAttribute("data-disc"));
        WebElement dialog = browser.findElement(By.id("pin-dialog"));
        assertTrue(!dialog.isDisplayed(), "no PIN asked to watch");
        // An arbiter's action asks for the PIN; a wrong one is refused in the dialog.
        browser.findElement(By.id("pause")).click();
        wait.until(d -> dialog.isDisplayed());
        browser.findElement(By.id("pin")).sendKeys("0000");
        browser.findElement(By.id("pin-ok")).click();
        wait.until(d -> d.findElement(By.id("pin-error")).getText().contains("wrong PIN"));
        browser.findElement(By.id("pin")).clear();
        browser.findElement(By.id("pin")).sendKeys(service.arbiterPin());
        browser.findElement(By.id("pin-ok")).click();
        wait.until(d -> !dialog.isDisplayed());
        wait.until(d -> d.findElement(By.id("status")).getText().contains("paused"));
        // The session holds: resume needs no second PIN.
        browser.findElement(By.id("resume")).click();
        wait.until(d -> !d.findElement(By.id("status")).getText().contains("paused"));
        assertTrue(!dialog.isDisplayed());
    }

    @Test
    @Order(1)
    void aShortGameByClicksAndThenAPresenceMoveWithTheClockButton() {
        wait.until(d -> d.findElements(By.cssSelector("#board .sq")).size() == 64);
        wait.until(d -> d.findElement(By.id("connection")).getText().equals("live"));
        wait.until(d -> d.findElement(By.id("board-link")).getText().equals("board connected")); // the header's board link
        // The shortest game: nine moves, Black wins 64-0 (empties to the winner, O-10)
        OthelloPosition p = OthelloPosition.start(OthelloVariant.OTHELLO);
        List<OthelloMove> game = Transcript.replay(OthelloVariant.OTHELLO, "f5d6c5f4e3f6g5e6e7").moves();
        for (int i = 0; i < game.size(); i++) {
            OthelloMove m = game.get(i);
            String colour = p.toMove().symbol() + "";
            click(m.toString(), colour);
            if (i == 0) {
                assertEquals("yellow steady", square("e5").getDomAttribute("data-led"), "the flip is lit");
            }
            for (int f : p.flips(m)) {
                click(OthelloMove.at(f, 8).toString(), colour);
            }
            p = p.play(m);
            int played = i + 1;
            wait.until(d -> moves().split(" ").length == played);
        }
        assertEquals("1.f5 d6 2.c5 f4 3.e3 f6 4.g5 e6 5.e7", moves());
        wait.until(d -> d.findElement(By.id("to-move")).getText().contains("64-0"));
        assertTrue(browser.findElement(By.id("to-move")).getText().contains("black wins"));
        assertEquals("green slow-blink", square("e7").getDomAttribute("data-led"), "the winner's discs blink");
        assertEquals("e7: black disc, LED the winner's disc, the last move", square("e7").getDomAttribute("aria-label"));
        // the end is shown as a result, and the guide says so
        assertTrue(text("result").startsWith("Black wins 64-0"), text("result"));
        assertTrue(text("guide").startsWith("Game over: Black wins 64-0 ("), text("guide"));

        // A new game from the form: presence sensors, the move completes with Black's clock button
        newGame("5m", "sensors", "presence");
        wait.until(d -> d.findElement(By.id("status")).getText().contains("presence sensors"));
        wait.until(d -> "X".equals(square("e4").getDomAttribute("data-disc")));
        click("d3", "X");
        click("d4", "X");
        assertEquals("", moves(), "a presence board waits for the press");
        browser.findElement(By.id("btn-white")).click(); // White presses out of turn: ignored
        wait.until(d -> d.findElement(By.id("messages")).getText().contains("White pressed"));
        browser.findElement(By.id("btn-black")).click(); // d4 was turned in place: the sensors never saw it lifted
        wait.until(d -> d.findElement(By.id("messages")).getText().contains("never saw d4 lifted"));
        assertEquals("", moves(), "the first press names the flip");
        browser.findElement(By.id("btn-black")).click(); // the second confirms (board.unlifted-flips = "confirm")
        wait.until(d -> moves().equals("1.d3"));
        wait.until(d -> d.findElement(By.id("btn-white")).getDomAttribute("class").contains("running"));
        String whiteClock = browser.findElement(By.id("clock-white")).getText();
        assertTrue(whiteClock.startsWith("4:5") || whiteClock.equals("5:00"), "White's 5 minutes run: " + whiteClock);

        // A new game while this one is in progress: the page asks first; "Keep playing" keeps it
        String inProgress = text("status");
        Select sensors = new Select(browser.findElement(By.cssSelector("#new-game [name=sensors]")));
        sensors.selectByVisibleText("colour");
        browser.findElement(By.id("new-game-start")).click();
        WebElement dialog = browser.findElement(By.id("abandon-dialog"));
        wait.until(d -> dialog.isDisplayed());
        assertTrue(text("abandon-text").matches("Game \\d+ has 1 move and is not over\\. .*abandoned.*"), text("abandon-text"));
        browser.findElement(By.id("abandon-cancel")).click();
        wait.until(d -> !dialog.isDisplayed());
        assertEquals(inProgress, text("status"));
        assertEquals("1.d3", moves());
        // Escape keeps it too
        browser.findElement(By.id("new-game-start")).click();
        wait.until(d -> dialog.isDisplayed());
        browser.switchTo().activeElement().sendKeys(Keys.ESCAPE);
        wait.until(d -> !dialog.isDisplayed());
        assertEquals("1.d3", moves());
        // Abandoning it: the simulated board is set out for the start and the new game is in sync with it at once
        browser.findElement(By.id("new-game-start")).click();
        wait.until(d -> dialog.isDisplayed());
        browser.findElement(By.id("abandon-ok")).click();
        wait.until(d -> text("status").contains("colour sensors") && !text("status").equals(inProgress));
        wait.until(d -> "O".equals(square("d4").getDomAttribute("data-disc")) && "-".equals(square("d3").getDomAttribute("data-disc")));
        wait.until(d -> text("guide").startsWith("Black to move"));
        assertEquals("", moves());
        String all = text("messages");
        String after = all.substring(all.lastIndexOf(": othello 8x8, human (Black) against human (White)"));
        assertTrue(!after.contains("does not match") && !after.contains("wrong colour"), all);
    }

    @Test
    @Order(2)
    void anOctiGameFromTheFormAProngByGestureAndOneByATapOnTheCandidate() {
        wait.until(d -> d.findElement(By.id("connection")).getText().equals("live"));
        newGame("none", "game", "octi", "octiVariant", "fast", "sensors", "colour");
        wait.until(d -> d.findElements(By.cssSelector("#board.octi .sq")).size() == 81);
        wait.until(d -> d.findElement(By.id("status")).getText().contains("Octi, fast game"));
        assertEquals("B", square("e7").getDomAttribute("data-pods"));
        handsOnTheSimulatedBoard();
        // Black points e7's pod north: lift it, touch it down on e6, lift it, put it back; then Black's clock
        click("e7", "-");
        click("e6", "X");
        click("e6", "-");
        click("e7", "X");
        wait.until(d -> d.findElement(By.id("guide")).getText().startsWith("Read as a gesture (point e7 N): Put a prong on the pod at e7"
                + " pointing north (e7+N)."));
        browser.findElement(By.id("btn-black")).click(); // the first press shows it, the second plays it
        wait.until(d -> d.findElement(By.id("guide")).getText().startsWith("Shown on the display (1-1): Put a prong on the pod at e7"
                + " pointing north (e7+N)."));
        assertEquals("", moves());
        browser.findElement(By.id("btn-black")).click();
        wait.until(d -> moves().equals("1.e7+N"));
        wait.until(d -> "B8".equals(square("e7").getDomAttribute("data-pods")));
        // White taps a candidate on the page: an invisible move is played at once
        wait.until(d -> d.findElements(By.cssSelector("#octi-candidates .candidate")).size() == 27);
        browser.findElements(By.cssSelector("#octi-candidates .candidate")).stream()
                .filter(b -> b.getText().equals("e3+S")).findFirst().orElseThrow().click();
        wait.until(d -> moves().equals("1.e7+N e3+S"));
        // a move typed on the page that is not legal is refused with the reason
        browser.findElement(By.cssSelector("#octi-move [name=move]")).sendKeys("e7-e5");
        browser.findElement(By.cssSelector("#octi-move button")).click();
        wait.until(d -> d.findElement(By.id("messages")).getText().contains("refused: Black's move 'e7-e5'"));
    }

    /** The Octi page's taps put and lift pods on the simulated board, as hands do, instead of entering moves. */
    private static void handsOnTheSimulatedBoard() {
        new Select(browser.findElement(By.id("octi-hand-mode"))).selectByValue("auto");
    }

    private static String text(String id) {
        return browser.findElement(By.id(id)).getText();
    }

    /** POSTs to the service's API (loopback) as the page does: the set-up of a position the hands cannot click quickly. */
    private static String post(String path, String body) throws Exception {
        var r = new ApiClient(TestService.base(service), service.arbiterPin()).send("POST", path, body);
        assertEquals(200, r.statusCode(), r.body());
        return r.body();
    }

    @Test
    @Order(3)
    void anOctiNewcomerOnAPhone() throws Exception {
        phone(true);
        browser.navigate().refresh();
        wait.until(d -> d.findElement(By.id("connection")).getText().equals("live"));
        newGame("none", "game", "octi", "octiVariant", "fast", "seat1", "ai:1");
        wait.until(d -> text("status").contains("Octi, fast game") && text("octi-seats").contains("White (AI level 1 (beginner))"));
        // the form keeps the game's players, also after a reload
        assertEquals("ai:1", new Select(browser.findElement(By.cssSelector("#new-game [name=seat1]"))).getFirstSelectedOption()
                .getDomAttribute("value"));
        browser.navigate().refresh();
        wait.until(d -> text("octi-seats").contains("White (AI level 1 (beginner))"));
        wait.until(d -> "ai:1".equals(new Select(d.findElement(By.cssSelector("#new-game [name=seat1]")))
                .getFirstSelectedOption().getDomAttribute("value")));

        assertEquals(390L, ((JavascriptExecutor) browser).executeScript("return window.innerWidth"));
        assertTrue((Long) ((JavascriptExecutor) browser).executeScript("return document.documentElement.scrollWidth") <= 390,
                "nothing wider than the phone");
        // at the start of the turn the guide says what to do, and the list is every legal move
        wait.until(d -> text("guide").startsWith("Black to move: step or jump a pod along its prongs"));
        assertTrue(text("octi-turn").startsWith("Your 27 moves: tap one to play it"), text("octi-turn"));
        assertEquals(27, browser.findElements(By.cssSelector("#octi-candidates .candidate")).size());
        assertTrue(!browser.findElement(By.id("hand")).isDisplayed(), "Othello's click control is not on the Octi page");
        assertTrue(browser.findElement(By.id("octi-hand")).getText().contains("puts a pod of the side to move"));

        handsOnTheSimulatedBoard();
        // the help: goal, prongs, jumps, reserve, notation, with pictures drawn by the page
        browser.findElement(By.cssSelector("#octi-help summary")).click();
        String help = text("octi-help");
        for (String part : List.of("all of the opponent's home squares", "prongs", "reserve", "@e7", "e7+NE",
                "e4xe2{2[]}", "e7xe5:c3")) {
            assertTrue(help.contains(part), part + " in: " + help);
        }
        assertEquals(4, browser.findElements(By.cssSelector("#octi-help svg.help-board")).size());
        browser.findElement(By.cssSelector("#octi-help summary")).click();

        // c7 stepped to c8 (it has no prong S) and put back reads as pointing S: a press only shows c7+S
        click("c7", "-");
        click("c8", "X");
        // the middle of a point S, which picks a legal prong: not wrong
        wait.until(d -> text("guide").startsWith("Pointing south from c7: put it back on c7 to pick it: Put a prong on the pod at"
                + " c7 pointing south (c7+S)"));
        assertTrue(browser.findElements(By.cssSelector("#board .sq[data-led='red fast-blink']")).isEmpty(), "no red LED");
        click("c8", "-");
        click("c7", "X");
        wait.until(d -> text("guide").startsWith("Read as a gesture (point c7 S): Put a prong on the pod at c7"
                + " pointing south (c7+S). To play it press Black's clock twice"));
        browser.findElement(By.id("btn-black")).click();
        wait.until(d -> text("guide").startsWith("Shown on the display (1-1): Put a prong on the pod at c7"
                + " pointing south (c7+S)."));
        browser.findElement(By.id("btn-white")).click(); // the other button closes the chooser
        wait.until(d -> text("guide").startsWith("Read as a gesture"));
        assertEquals("", moves(), "no prong was inserted");

        // a press on a wrong board is said once; a refused typed move is said once, with its time, beside the box
        click("a1", "X");
        wait.until(d -> text("guide").startsWith("Wrong: take the pods off a1"));
        browser.findElement(By.id("btn-black")).click();
        wait.until(d -> text("messages").contains("fits no legal move"));
        assertEquals(1, text("messages").split("fits no legal move", -1).length - 1, text("messages"));
        click("a1", "-");
        browser.findElement(By.cssSelector("#octi-move [name=move]")).sendKeys("g7-g6");
        browser.findElement(By.cssSelector("#octi-move button")).click();
        wait.until(d -> text("octi-move-error").contains("Black's move 'g7-g6': "));
        assertTrue(text("octi-move-error").matches("\\d\\d:\\d\\d:\\d\\d Black's move 'g7-g6': .*"), text("octi-move-error"));
        assertEquals(1, text("messages").split("'g7-g6'", -1).length - 1, text("messages"));
        assertTrue(text("messages").matches("(?s).*\\d\\d:\\d\\d:\\d\\d refused: Black's move 'g7-g6': [^\\n]*"),
                text("messages"));

        // a typed invisible move is played at once; the AI's move is then shown with what to do
        browser.findElement(By.cssSelector("#octi-move [name=move]")).clear();
        browser.findElement(By.cssSelector("#octi-move [name=move]")).sendKeys("g7+N");
        browser.findElement(By.cssSelector("#octi-move button")).click();
        wait.until(d -> moves().equals("1.g7+N"));
        wait.until(d -> text("guide").contains("press White's clock") || text("guide").startsWith("Make "));

        // a stack with prongs: every pod drawn with its prongs, and in words under the board
        post("/api/setup/begin", "");
        String picture = """
                1 . . . . . . . . .
                2 . . . . . . . . .
                3 . . W . W . W3+W . .
                4 . . . . . . . . .
                5 . . . . B86+B8+B+B1+B2 . . . .
                6 . . . . . . . . .
                7 . . B . . . B . .
                8 . . . . . . . . .
                9 . . . . . . . . .
                Black to move; reserve B0 W3
                """;
        var position = org.othellier.game.octi.OctiPicture.parse(org.othellier.game.octi.OctiVariant.FAST, picture);
        post("/api/sim/frame", org.othellier.board.octi.OctiSensors.expected(position, org.othellier.board.SensorKind.COLOUR));
        var take = new com.google.gson.JsonObject();
        take.addProperty("picture", picture);
        post("/api/setup/take", take.toString());
        wait.until(d -> "W+W3".equals(square("g3").getDomAttribute("data-pods")));
        assertEquals(2, square("g3").findElements(By.cssSelector("svg circle")).size());
        assertEquals(2, square("g3").findElements(By.cssSelector("svg line")).size(), "one prong: its edge and its bar");
        assertEquals(5, square("e5").findElements(By.cssSelector("svg circle")).size());
        // from five pods on the count is written too, above the LED ring
        WebElement count = square("e5").findElement(By.cssSelector(".count"));
        assertEquals("×5", count.getText());
        assertEquals("2", count.getCssValue("z-index"));
        assertEquals("auto", square("e5").findElement(By.cssSelector(".ring")).getCssValue("z-index"));
        assertTrue(square("g3").getDomAttribute("aria-label").contains("g3 (home of White): White, no prong; White, prongs SE"),
                square("g3").getDomAttribute("aria-label"));
        assertTrue(text("octi-stacks").contains("g3: White, no prong; White, prongs SE"), text("octi-stacks"));
        assertTrue(text("octi-stacks").contains("e5: Black, no prong; Black, prongs N; Black, prongs N E; Black, prongs S;"
                + " Black, prongs SW"), text("octi-stacks"));
        Path shot = Path.of("target", "screenshots", "octi-stack-phone.png");
        Files.createDirectories(shot.getParent());
        ((JavascriptExecutor) browser).executeScript("document.getElementById('board').scrollIntoView()");
        Files.write(shot, ((TakesScreenshot) browser).getScreenshotAs(OutputType.BYTES));
        phone(false);
    }

    @Test
    @Order(4)
    void aNewcomerOnAPhoneAgainstTheAiWithKeysTouchAndLocalTime() throws Exception {
        ChromeDriver chrome = (ChromeDriver) browser;
        chrome.executeCdpCommand("Emulation.setTimezoneOverride", java.util.Map.of("timezoneId", "Asia/Kolkata"));
        phone(true);
        browser.navigate().refresh();
        wait.until(d -> d.findElement(By.id("connection")).getText().equals("live"));
        assertTrue(browser.findElement(By.cssSelector("link[rel=icon]")).getDomAttribute("href").equals("/favicon.svg"),
                "a favicon, served by the board (FaviconTest)");
        newGame("none", "game", "othello", "sensors", "colour", "black", "human", "white", "ai:1");
        wait.until(d -> d.findElements(By.cssSelector("#board .sq")).size() == 64 && text("status").contains("othello 8x8"));
        // the first look says what to do
        wait.until(d -> text("guide").startsWith("Black to move: put a black disc where it encloses a line"));
        // the form offers the same players again after a reload (a rematch is one press)
        browser.navigate().refresh();
        wait.until(d -> d.findElement(By.id("connection")).getText().equals("live"));
        wait.until(d -> "ai:1".equals(new Select(d.findElement(By.cssSelector("#new-game [name=white]"))).getFirstSelectedOption()
                .getDomAttribute("value")));
        // the squares' names on the board's edges, none inside a square (where it would cover a disc or an LED)
        assertTrue(square("a1").findElements(By.cssSelector(".name")).isEmpty());
        assertEquals("abcdefgh", text("files").replaceAll("\\s", ""));
        assertEquals("12345678", text("ranks").replaceAll("\\s", ""));
        assertEquals("polite", browser.findElement(By.id("guide")).getDomAttribute("aria-live"));
        assertEquals("polite", browser.findElement(By.id("messages")).getDomAttribute("aria-live"));

        // keyboard only: Tab from the top of the page reaches the board (after New game and Resign in the top bar (against
        // the AI before any move, Offer draw and Take back are disabled) and the two clock buttons), the arrows go
        // to d3, Enter puts Black's disc, then d4 is turned
        WebElement a1 = square("a1");
        assertEquals("button", a1.getDomAttribute("role"));
        assertEquals("0", a1.getDomAttribute("tabindex"));
        ((JavascriptExecutor) browser).executeScript("document.activeElement.blur(); window.scrollTo(0, 0)");
        List<String> tabbed = new java.util.ArrayList<>();
        while (browser.switchTo().activeElement().getDomAttribute("data-square") == null && tabbed.size() < 6) {
            new Actions(browser).sendKeys(Keys.TAB).perform();
            WebElement at = browser.switchTo().activeElement();
            tabbed.add(at.getDomAttribute("data-square") != null ? at.getDomAttribute("data-square") : at.getDomAttribute("id"));
        }
        assertEquals(List.of("open-new-game", "end-resign", "btn-black", "btn-white", "a1"), tabbed, "one Tab stop for the whole board");
        new Actions(browser).sendKeys(Keys.ARROW_RIGHT, Keys.ARROW_RIGHT, Keys.ARROW_RIGHT, Keys.ARROW_DOWN, Keys.ARROW_DOWN)
                .perform();
        assertEquals("d3", browser.switchTo().activeElement().getDomAttribute("data-square"));
        assertTrue(browser.switchTo().activeElement().getDomAttribute("aria-label").startsWith("d3: empty"));
        new Actions(browser).sendKeys(Keys.ENTER).perform();
        wait.until(d -> "X".equals(square("d3").getDomAttribute("data-disc")));
        assertTrue(square("d4").getDomAttribute("aria-label").startsWith("d4: white disc, LED turn this disc"),
                square("d4").getDomAttribute("aria-label"));
        assertEquals("d3", browser.switchTo().activeElement().getDomAttribute("data-square"), "the focus stays on d3");
        new Actions(browser).sendKeys(Keys.ARROW_DOWN, Keys.ENTER).perform();
        wait.until(d -> moves().startsWith("1.d3"));

        // the AI's move: the guide says what to put where; its square shows the disc faintly between blinks,
        // and the legend's swatches for its square and its flips differ even in a still
        wait.until(d -> text("guide").startsWith("White (AI) plays "));
        String aiSquare = text("guide").substring("White (AI) plays ".length(), "White (AI) plays ".length() + 2);
        assertEquals(1, square(aiSquare).findElements(By.cssSelector(".ghost.O")).size());
        assertTrue(square(aiSquare).getDomAttribute("aria-label").contains("LED the AI's square"));
        List<WebElement> swatches = browser.findElements(By.cssSelector("#legend .led.blue"));
        assertEquals(List.of("dashed", "solid"), swatches.stream().map(w -> w.getCssValue("border-top-style")).toList());
        assertTrue(!square(aiSquare).findElement(By.cssSelector(".ring")).getCssValue("animation-name").equals("none"));
        chrome.executeCdpCommand("Emulation.setEmulatedMedia", java.util.Map.of("features",
                List.of(java.util.Map.of("name", "prefers-reduced-motion", "value", "reduce"))));
        assertEquals("none", square(aiSquare).findElement(By.cssSelector(".ring")).getCssValue("animation-name"),
                "no blinking for those who asked for less motion");
        chrome.executeCdpCommand("Emulation.setEmulatedMedia", java.util.Map.of("features", List.of()));

        // make the AI's move by hand: its disc, then every blue disc turned
        click(aiSquare, "O");
        for (WebElement flip : browser.findElements(By.cssSelector("#board .sq[data-led='blue steady']"))) {
            String name = flip.getDomAttribute("data-square");
            click(name, "O");
        }
        wait.until(d -> moves().split(" ").length == 2);

        // a long press on a touch screen lifts a disc; a tap puts it back
        WebElement e5 = square("e5");
        String colour = e5.getDomAttribute("data-disc");
        touch("touchStart", e5);
        wait.until(d -> "-".equals(square("e5").getDomAttribute("data-disc")));
        touch("touchEnd", e5);
        assertTrue(text("guide").startsWith("Wrong: e5"), text("guide"));
        if (colour.equals("X")) {
            click("e5", "X");
        } else {
            click("e5", "X");
            click("e5", "O");
        }

        // messages: every number shows (inside the list), each time in the viewer's zone (here India, UTC+5:30)
        WebElement messages = browser.findElement(By.id("messages"));
        assertEquals("inside", messages.getCssValue("list-style-position"));
        List<WebElement> times = browser.findElements(By.cssSelector("#messages time"));
        assertTrue(times.size() >= 3, "messages: " + times.size());
        for (WebElement time : times) {
            String expected = java.time.Instant.parse(time.getDomAttribute("datetime")).atZone(java.time.ZoneId.of("Asia/Kolkata"))
                    .toLocalTime().truncatedTo(java.time.temporal.ChronoUnit.SECONDS).toString();
            assertEquals(expected.length() == 5 ? expected + ":00" : expected, time.getText());
        }

        // a network error is said, not swallowed
        chrome.executeCdpCommand("Network.enable", java.util.Map.of());
        chrome.executeCdpCommand("Network.emulateNetworkConditions", java.util.Map.of("offline", true, "latency", 0,
                "downloadThroughput", -1, "uploadThroughput", -1));
        showTab("arbiter");
        browser.findElement(By.id("pause")).click();
        showTab("moves");
        wait.until(d -> text("messages").contains("the service did not answer POST /api/pause"));
        chrome.executeCdpCommand("Network.emulateNetworkConditions", java.util.Map.of("offline", false, "latency", 0,
                "downloadThroughput", -1, "uploadThroughput", -1));
        chrome.executeCdpCommand("Network.disable", java.util.Map.of());
        chrome.executeCdpCommand("Emulation.setTimezoneOverride", java.util.Map.of("timezoneId", "")); // the machine's own again
        phone(false);
    }

    @Test
    @Order(5)
    void aRemoteSideFromTheFormNamesTheFarBoard() {
        WebElement far = browser.findElement(By.cssSelector("#new-game [name=farBoard]"));
        new Select(browser.findElement(By.cssSelector("#new-game [name=game]"))).selectByValue("othello");
        new Select(browser.findElement(By.cssSelector("#new-game [name=white]"))).selectByVisibleText("human");
        wait.until(d -> !far.isDisplayed());
        new Select(browser.findElement(By.cssSelector("#new-game [name=white]"))).selectByValue("remote");
        wait.until(d -> far.isDisplayed());
        far.clear();
        far.sendKeys("ben");
        newGame("none", "black", "human");
        // this board has no [remote]: the page says so, naming the player the form sent (docs/REMOTE.md)
        wait.until(d -> text("messages").contains("remote:ben: this board has no [remote] section"));
    }

    /** A finger on (or off) the middle of an element, as a touch screen reports it. */
    private static void touch(String type, WebElement el) {
        var r = el.getRect();
        var point = java.util.Map.of("x", r.getX() + r.getWidth() / 2, "y", r.getY() + r.getHeight() / 2);
        ((ChromeDriver) browser).executeCdpCommand("Input.dispatchTouchEvent", java.util.Map.of("type", type,
                "touchPoints", type.equals("touchEnd") ? List.of() : List.of(point)));
    }

    /** A phone's screen (390x844 CSS pixels, 3 device pixels each, touch), or the desktop window again. */
    private static void phone(boolean on) {
        ChromeDriver chrome = (ChromeDriver) browser;
        if (on) {
            chrome.executeCdpCommand("Emulation.setDeviceMetricsOverride",
                    java.util.Map.of("width", 390, "height", 844, "deviceScaleFactor", 3, "mobile", true));
            chrome.executeCdpCommand("Emulation.setTouchEmulationEnabled", java.util.Map.of("enabled", true));
        } else {
            chrome.executeCdpCommand("Emulation.clearDeviceMetricsOverride", java.util.Map.of());
            chrome.executeCdpCommand("Emulation.setTouchEmulationEnabled", java.util.Map.of("enabled", false));
        }
    }
}
