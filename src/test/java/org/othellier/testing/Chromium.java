package org.othellier.testing;

import java.io.File;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.openqa.selenium.StaleElementReferenceException;
import org.openqa.selenium.WebDriver;
import org.openqa.selenium.chrome.ChromeDriver;
import org.openqa.selenium.chrome.ChromeDriverService;
import org.openqa.selenium.chrome.ChromeOptions;
import org.openqa.selenium.support.ui.WebDriverWait;

/** Debian's headless Chromium driven by Selenium, as the browser tests start it. */
public final class Chromium {

    public static final Path BINARY = Path.of("/usr/bin/chromium");
    public static final Path DRIVER = Path.of("/usr/bin/chromedriver");

    private Chromium() {
    }

    /** Fails under CI (skips elsewhere) when chromium or chromium-driver is missing. */
    public static void require() {
        RequiredTool.require(Files.isExecutable(BINARY) && Files.isExecutable(DRIVER), "Debian's chromium and chromium-driver",
                "sudo apt-get install chromium chromium-driver; .ci/run installs them");
    }

    /**
     * A headless browser with its profile and the driver's log in {@code dir}; {@code moreArguments} (a window size,
     * {@code --disable-quic}) after the common ones.
     */
    public static ChromeDriver start(Path dir, String... moreArguments) {
        List<String> arguments = new ArrayList<>(List.of("--headless", "--no-sandbox", "--disable-gpu", "--no-first-run",
                "--disable-background-networking", "--disable-component-update", "--disable-sync",
                "--disable-dev-shm-usage"));
        arguments.addAll(List.of(moreArguments));
        arguments.add("--user-data-dir=" + dir.resolve("chromium"));
        ChromeOptions options = new ChromeOptions();
        options.setBinary(BINARY.toFile());
        options.addArguments(arguments);
        ChromeDriverService driver = new ChromeDriverService.Builder().usingDriverExecutable(DRIVER.toFile())
                .usingAnyFreePort().withLogFile(new File(dir.resolve("chromedriver.log").toString())).build();
        return new ChromeDriver(driver, options);
    }

    /**
     * A wait on a live page: a read inside it is tried again when the page has just redrawn the element
     * (a clock's tick redraws the cards and the board).
     */
    public static WebDriverWait waitFor(WebDriver browser, Duration timeout) {
        WebDriverWait wait = new WebDriverWait(browser, timeout);
        wait.ignoring(StaleElementReferenceException.class);
        return wait;
    }

    /** A phone's screen: 390x844 CSS pixels, {@code scale} device pixels each, touch. */
    public static void phone(ChromeDriver chrome, int scale) {
        chrome.executeCdpCommand("Emulation.setDeviceMetricsOverride",
                Map.of("width", 390, "height", 844, "deviceScaleFactor", scale, "mobile", true));
        chrome.executeCdpCommand("Emulation.setTouchEmulationEnabled", Map.of("enabled", true));
    }
}
