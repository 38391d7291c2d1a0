package org.othellier.web;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import java.time.Duration;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.openqa.selenium.By;
import org.openqa.selenium.WebDriver;
import org.openqa.selenium.chrome.ChromeDriver;
import org.openqa.selenium.support.ui.WebDriverWait;
import org.othellier.service.Service;
import org.othellier.testing.ApiClient;
import org.othellier.testing.Chromium;
import org.othellier.testing.OutsideProgram;
import org.othellier.testing.TestService;

/**
 * The ways out of a game on a phone-sized page (390x844) in Debian's headless Chromium, on the simulated board: a
 * draw offered and declined with one tap each above the board, then a resignation confirmed in its dialog.
 */
@OutsideProgram
class EndingsBrowserTest {

    @TempDir
    static Path dir;

    static Service service;
    static WebDriver browser;

    @BeforeAll
    static void start() throws Exception {
        Chromium.require();
        service = TestService.start(dir.resolve("data"), "none", "");
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
    void aDrawOfferedAndDeclinedThenAResignationConfirmed() throws Exception {
        WebDriverWait wait = Chromium.waitFor(browser, Duration.ofSeconds(30));
        assertEquals(200, send("POST", "/api/game", "{\"black\": \"human\", \"white\": \"human\", \"clock\": \"none\"}")
                .statusCode());
        browser.get("http://127.0.0.1:" + service.port() + "/");
        wait.until(d -> d.findElement(By.id("end-resign")).isDisplayed());

        browser.findElement(By.id("end-draw")).click();
        wait.until(d -> d.findElement(By.id("end-offer-text")).getText().equals("Black offers a draw."));
        browser.findElement(By.id("end-decline")).click();
        wait.until(d -> !d.findElement(By.id("end-offer")).isDisplayed());

        browser.findElement(By.id("end-resign")).click();
        wait.until(d -> d.findElement(By.id("resign-dialog")).isDisplayed());
        new org.openqa.selenium.support.ui.Select(browser.findElement(By.id("resign-side"))).selectByValue("white");
        browser.findElement(By.id("resign-ok")).click();
        wait.until(d -> d.findElement(By.id("result")).getText().startsWith("Black wins 62-2"));
        assertTrue(browser.findElement(By.id("result")).getText().contains("resignation"),
                browser.findElement(By.id("result")).getText());
        assertTrue(!browser.findElement(By.id("end-resign")).isDisplayed(), "no way out of a game that is over");
    }
}
