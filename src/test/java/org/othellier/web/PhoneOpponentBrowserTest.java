package org.othellier.web;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.google.gson.JsonObject;
import com.google.gson.JsonParser;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.openqa.selenium.By;
import org.openqa.selenium.WebElement;
import org.openqa.selenium.chrome.ChromeDriver;
import org.othellier.game.othello.OthelloGame;
import org.othellier.game.othello.OthelloMove;
import org.othellier.game.othello.OthelloVariant;
import org.othellier.service.Service;
import org.othellier.testing.ApiClient;
import org.othellier.testing.Axe;
import org.othellier.testing.Chromium;
import org.othellier.testing.OutsideProgram;
import org.othellier.testing.TestService;

/**
 * A person on a phone (390x844, Debian's headless Chromium) plays White against the simulated board: the phone's taps
 * go to the board, whose hand (the simulated board's API) carries each one out as the LEDs show it; the board's person
 * plays back and the phone sees the moves and both clocks; the phone asks to take its last move back, the board's
 * person accepts and the phone's page shows the position back; the phone resigns and the game ends on both. The page has
 * no accessibility violation (axe-core); its screenshots are left in target/screenshots/phone-opponent-*.png.
 */
@OutsideProgram
class PhoneOpponentBrowserTest {

    @TempDir
    static Path dir;

    static Service service;
    static ChromeDriver phone;
    static ApiClient arbiter;

    @BeforeAll
    static void start() throws Exception {
        Chromium.require();
        service = TestService.start(dir.resolve("data"), "10m", "");
        arbiter = new ApiClient(TestService.base(service), service.arbiterPin());
        phone = Chromium.start(dir, "--window-size=390,844");
        Axe.screen(phone, 390, 844, true);
    }

    @AfterAll
    static void stop() {
        if (phone != null) {
            phone.quit();
        }
        if (service != null) {
            service.close();
        }
    }

    static JsonObject send(String method, String path, String body) throws Exception {
        var r = arbiter.send(method, path, body);
        assertEquals(200, r.statusCode(), method + " " + path + ": " + r.body());
        return JsonParser.parseString(r.body()).getAsJsonObject();
    }

    /** The board as the game's position after {@code game}'s moves, put there by the simulated board's hand. */
    static void hand(OthelloGame game) throws Exception {
        send("POST", "/api/sim/frame", game.position().squares());
    }

    static WebElement square(String name) {
        return phone.findElement(By.cssSelector("#board [data-square='" + name + "']"));
    }

    static String text(String id) {
        return phone.findElement(By.id(id)).getText();
    }

    @Test
    void aPhonePlaysTheBoardAndResigns() throws Exception {
        var wait = Chromium.waitFor(phone, Duration.ofSeconds(20));
        send("POST", "/api/game", "{\"black\": \"human\", \"white\": \"phone:carla\", \"clock\": \"10m\"}");
        String link = send("POST", "/api/phone/invite", "{}").get("path").getAsString();
        OthelloGame game = new OthelloGame(OthelloVariant.OTHELLO);

        phone.get(TestService.base(service) + link);
        wait.until(d -> text("seat").contains("you play White as carla"));
        String phoneLast = null;
        for (int round = 0; round < 3; round++) {
            // the board's person plays the first legal move, on the board
            OthelloMove black = game.position().legalMoves().get(0);
            game.play(black);
            hand(game);
            wait.withMessage("the phone sees Black's " + black + " and its own turn")
                    .until(d -> text("moves").endsWith(black.toString())
                            && !phone.findElements(By.cssSelector("#board .sq.legal")).isEmpty());
            wait.until(d -> phone.findElement(By.id("clock-box-white")).getAttribute("class").contains("running"));
            if (round == 0) {
                List<Axe.Violation> violations = Axe.all(phone);
                assertTrue(violations.isEmpty(), Axe.describe("the phone's page", violations));
                Axe.screenshot(phone, "phone-opponent-to-move");
            }
            // the phone taps a legal square: the board's LEDs show it, the board's hand carries it out
            String tapped = phone.findElements(By.cssSelector("#board .sq.legal")).get(0).getDomAttribute("data-square");
            square(tapped).click();
            wait.withMessage("the board shows the phone's " + tapped + " on its LEDs")
                    .until(d -> tapped.equals(aiMove()));
            wait.until(d -> text("to-move").contains("You play " + tapped));
            if (round == 0) {
                Axe.screenshot(phone, "phone-opponent-waiting");
            }
            game.play(OthelloMove.parse(tapped));
            hand(game);
            wait.withMessage("the phone sees its move made").until(d -> text("moves").endsWith(tapped)
                    && text("to-move").contains("Black to move at the board"));
            phoneLast = tapped;
        }
        JsonObject s = send("GET", "/api/state", null);
        assertEquals(6, s.getAsJsonArray("moves").size(), s.get("moves").toString());
        // both clocks on the phone as the board runs them: Black's running, White's time spent
        wait.until(d -> phone.findElement(By.id("clock-box-black")).getAttribute("class").contains("running"));
        long white = s.getAsJsonObject("clock").get("white").getAsLong();
        assertTrue(white < 600_000, "White's time charged by the board: " + white);
        String shownWhite = text("clock-white");
        assertTrue(shownWhite.matches("9:[0-5][0-9]|10:00"), shownWhite);

        // O-15's decision: the phone asks to take its last move back, the board's person accepts; the page shows the
        // position back, the board's hand puts the discs back as the LEDs show, and the phone plays again
        String taken = phoneLast;
        phone.findElement(By.id("offer-takeback")).click();
        wait.until(d -> text("offer-text").contains("You asked to take back your last move"));
        send("POST", "/api/offer/accept", "{\"side\": \"black\"}");
        wait.withMessage("the phone's page shows the position before " + taken)
                .until(d -> !text("moves").endsWith(taken) && "-".equals(square(taken).getDomAttribute("data-disc"))
                        && text("to-move").contains("Your move"));
        assertTrue(square(taken).getAttribute("class").contains("legal"), "its square a legal move again");
        Axe.screenshot(phone, "phone-opponent-taken-back");
        game.undo();
        hand(game);
        square(taken).click();
        wait.until(d -> taken.equals(aiMove()));
        game.play(OthelloMove.parse(taken));
        hand(game);
        wait.until(d -> text("moves").endsWith(taken) && text("to-move").contains("Black to move at the board"));

        // a draw offered from the phone, declined at the board; one offered at the board, declined on the phone
        phone.findElement(By.id("offer-draw")).click();
        wait.until(d -> text("offer-text").contains("You offered a draw"));
        assertEquals(200, arbiter.send("POST", "/api/offer/decline", "{\"side\": \"black\"}").statusCode());
        wait.until(d -> !phone.findElement(By.id("offer-line")).isDisplayed());
        send("POST", "/api/offer", "{\"side\": \"black\", \"what\": \"draw\"}");
        wait.until(d -> text("offer-text").contains("The board's player offers a draw"));
        assertTrue(Axe.all(phone).isEmpty(), Axe.describe("the phone's page with an offer", Axe.all(phone)));
        Axe.screenshot(phone, "phone-opponent-offer");
        phone.findElement(By.id("offer-decline")).click();
        wait.until(d -> !phone.findElement(By.id("offer-line")).isDisplayed());

        phone.findElement(By.id("resign")).click();
        phone.findElement(By.id("resign-ok")).click();
        wait.until(d -> text("result").startsWith("Black wins"));
        Axe.screenshot(phone, "phone-opponent-resigned");
        JsonObject over = send("GET", "/api/state", null);
        assertEquals("over", over.get("status").getAsString());
        assertEquals("resignation", over.getAsJsonObject("result").get("reason").getAsString());
        assertTrue(Axe.all(phone).isEmpty(), Axe.describe("the phone's page at the end", Axe.all(phone)));
    }

    /**
     * The board's page against a phone: the board's person offers a draw with one tap (as the side to move is the
     * phone's, it is still theirs), and the offer waits for the phone's answer, not the board page's buttons.
     */
    @Test
    void theBoardsPageOffersADrawThatWaitsForThePhone() throws Exception {
        var wait = Chromium.waitFor(phone, Duration.ofSeconds(20));
        send("POST", "/api/game", "{\"black\": \"human\", \"white\": \"phone:carla\", \"clock\": \"10m\"}");
        String token = send("POST", "/api/phone/invite", "{}").get("path").getAsString().substring("/play/".length());
        OthelloGame game = new OthelloGame(OthelloVariant.OTHELLO);
        game.play(OthelloMove.parse("f5"));
        hand(game);
        phone.get(TestService.base(service) + "/");
        wait.until(d -> text("to-move").startsWith("white to move") && phone.findElement(By.id("end-draw")).isEnabled());
        phone.findElement(By.id("end-draw")).click();
        wait.until(d -> text("end-offer-text").equals("Black offers a draw: waiting for the phone's answer."));
        assertTrue(!phone.findElement(By.id("end-accept")).isDisplayed()
                && !phone.findElement(By.id("end-decline")).isDisplayed(), "the phone answers, not the board's page");
        send("POST", "/api/play/" + token + "/offer/decline", "{}");
        wait.until(d -> !phone.findElement(By.id("end-offer")).isDisplayed());
        assertEquals("playing", send("GET", "/api/state", null).get("status").getAsString());
    }

    static String aiMove() {
        try {
            var ai = send("GET", "/api/state", null).getAsJsonObject("ai");
            return ai.get("move").isJsonNull() ? null : ai.get("move").getAsString();
        } catch (Exception e) {
            throw new IllegalStateException(e);
        }
    }
}
