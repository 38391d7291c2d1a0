package org.othellier.web;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.io.File;
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
import org.openqa.selenium.WebDriver;
import org.openqa.selenium.WebElement;
import org.openqa.selenium.chrome.ChromeDriver;
import org.openqa.selenium.chrome.ChromeDriverService;
import org.openqa.selenium.chrome.ChromeOptions;
import org.openqa.selenium.support.ui.Select;
import org.openqa.selenium.support.ui.WebDriverWait;
import org.othellier.app.Service;
import org.othellier.app.ServiceConfig;
import org.othellier.config.ConfigSection;
import org.othellier.game.othello.Move;
import org.othellier.game.othello.Position;
import org.othellier.game.othello.Transcript;
import org.othellier.game.othello.Variant;

/**
 * The companion page in a real browser: Debian's headless Chromium driven by Selenium plays a
 * short game by clicking squares as a person would on the simulated board, then a presence game
 * with the clock buttons, then an Octi game from the form with a gesture and a one-tap candidate, and
 * checks what the page shows.
 */
@TestMethodOrder(MethodOrderer.OrderAnnotation.class)
class BrowserTest {

    private static final Path CHROMIUM = Path.of("/usr/bin/chromium");
    private static final Path DRIVER = Path.of("/usr/bin/chromedriver");

    @TempDir
    static Path dir;

    static Service service;
    static WebDriver browser;
    static WebDriverWait wait;

    @BeforeAll
    static void start() throws Exception {
        assumeTrue(Files.isExecutable(CHROMIUM) && Files.isExecutable(DRIVER),
                "the browser test needs Debian's chromium and chromium-driver (.ci/run installs them)");
        service = Service.start(ServiceConfig.read(ConfigSection.parse("""
                [service]
                port = 0
                bind = "127.0.0.1"
                data = "%s"
                [board]
                settle-ms = 0
                [game]
                clock = "none"
                """.formatted(dir.resolve("data").toString()), "test")));
        ChromeOptions options = new ChromeOptions();
        options.setBinary(CHROMIUM.toFile());
        options.addArguments("--headless", "--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run",
                "--disable-background-networking", "--disable-component-update", "--disable-sync",
                "--disable-dev-shm-usage", "--window-size=1200,1000", "--user-data-dir=" + dir.resolve("chromium"));
        ChromeDriverService driver = new ChromeDriverService.Builder().usingDriverExecutable(DRIVER.toFile())
                .usingAnyFreePort().withLogFile(new File(dir.resolve("chromedriver.log").toString())).build();
        browser = new ChromeDriver(driver, options);
        wait = new WebDriverWait(browser, Duration.ofSeconds(15));
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

    private static String moves() {
        return browser.findElement(By.id("moves")).getText();
    }

    @Test
    @Order(1)
    void aShortGameByClicksAndThenAPresenceMoveWithTheClockButton() {
        wait.until(d -> d.findElements(By.cssSelector("#board .sq")).size() == 64);
        wait.until(d -> d.findElement(By.id("connection")).getText().equals("live"));
        wait.until(d -> d.findElement(By.id("board-link")).getText().equals("board connected")); // the header's board link
        // The shortest game: nine moves, Black wins 64-0 (empties to the winner, O-10)
        Position p = Position.start(Variant.OTHELLO);
        List<Move> game = Transcript.replay(Variant.OTHELLO, "f5d6c5f4e3f6g5e6e7").moves();
        for (int i = 0; i < game.size(); i++) {
            Move m = game.get(i);
            String colour = p.sideToMove().symbol() + "";
            click(m.toString(), colour);
            if (i == 0) {
                assertEquals("yellow steady", square("e5").getDomAttribute("data-led"), "the flip is lit");
            }
            for (int f : p.flips(m)) {
                click(Move.at(f, 8).toString(), colour);
            }
            p = p.play(m);
            int played = i + 1;
            wait.until(d -> moves().split(" ").length == played);
        }
        assertEquals("1.f5 d6 2.c5 f4 3.e3 f6 4.g5 e6 5.e7", moves());
        wait.until(d -> d.findElement(By.id("to-move")).getText().contains("64-0"));
        assertTrue(browser.findElement(By.id("to-move")).getText().contains("black wins"));
        assertEquals("green slow-blink", square("e7").getDomAttribute("data-led"), "the winner's discs blink");

        // A new game from the form: presence sensors, the move completes with Black's clock button
        new Select(browser.findElement(By.cssSelector("#new-game [name=sensors]"))).selectByVisibleText("presence");
        browser.findElement(By.cssSelector("#new-game [name=clock]")).clear();
        browser.findElement(By.cssSelector("#new-game [name=clock]")).sendKeys("5m");
        browser.findElement(By.id("new-game-start")).click();
        wait.until(d -> d.findElement(By.id("status")).getText().contains("presence sensors"));
        wait.until(d -> "X".equals(square("e4").getDomAttribute("data-disc")));
        click("d3", "X");
        click("d4", "X");
        assertEquals("", moves(), "a presence board waits for the press");
        browser.findElement(By.id("btn-white")).click(); // White presses out of turn: ignored
        wait.until(d -> d.findElement(By.id("messages")).getText().contains("White pressed"));
        browser.findElement(By.id("btn-black")).click();
        wait.until(d -> moves().equals("1.d3"));
        wait.until(d -> d.findElement(By.id("btn-white")).getDomAttribute("class").contains("running"));
        String whiteClock = browser.findElement(By.id("clock-white")).getText();
        assertTrue(whiteClock.startsWith("4:5") || whiteClock.equals("5:00"), "White's 5 minutes run: " + whiteClock);
    }

    @Test
    @Order(2)
    void anOctiGameFromTheFormAProngByGestureAndOneByATapOnTheCandidate() {
        wait.until(d -> d.findElement(By.id("connection")).getText().equals("live"));
        new Select(browser.findElement(By.cssSelector("#new-game [name=game]"))).selectByValue("octi");
        new Select(browser.findElement(By.cssSelector("#new-game [name=octiVariant]"))).selectByVisibleText("fast");
        new Select(browser.findElement(By.cssSelector("#new-game [name=sensors]"))).selectByVisibleText("colour");
        browser.findElement(By.cssSelector("#new-game [name=clock]")).clear();
        browser.findElement(By.cssSelector("#new-game [name=clock]")).sendKeys("none");
        browser.findElement(By.id("new-game-start")).click();
        wait.until(d -> d.findElements(By.cssSelector("#board.octi .sq")).size() == 81);
        wait.until(d -> d.findElement(By.id("status")).getText().contains("Octi, fast game"));
        assertEquals("B", square("e7").getDomAttribute("data-pods"));
        // Black points e7's pod north: lift it, touch it down on e6, lift it, put it back; then Black's clock
        click("e7", "-");
        click("e6", "X");
        click("e6", "-");
        click("e7", "X");
        wait.until(d -> d.findElement(By.id("guide")).getText().equals("Press Black's clock to play e7+N"));
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
        wait.until(d -> d.findElement(By.id("messages")).getText().contains("refused: move 'e7-e5'"));
    }
}
