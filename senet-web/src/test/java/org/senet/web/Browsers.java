package org.senet.web;

import java.io.File;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;

import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.api.extension.AfterTestExecutionCallback;
import org.junit.jupiter.api.extension.ExtensionContext;
import org.openqa.selenium.OutputType;
import org.openqa.selenium.TakesScreenshot;
import org.openqa.selenium.WebDriver;
import org.openqa.selenium.chrome.ChromeDriver;
import org.openqa.selenium.chrome.ChromeDriverService;
import org.openqa.selenium.chrome.ChromeOptions;

/**
 * Real Chromium for the browser tests: the Debian packages {@code chromium} and {@code chromium-driver}, driven
 * headless by Selenium with the driver's path given (nothing is downloaded). Without them the tests are skipped
 * with a line saying how to install them. A failing test leaves a screenshot of each of its browsers under
 * {@code target/screenshots}.
 */
final class Browsers implements AfterTestExecutionCallback, AutoCloseable {
    static final Path CHROMIUM = Path.of("/usr/bin/chromium");
    static final Path DRIVER = Path.of("/usr/bin/chromedriver");
    static final Path SHOTS = Path.of("target", "screenshots");

    private final List<WebDriver> open = new ArrayList<>();
    private final List<Path> profiles = new ArrayList<>();

    /** Skips the test unless Chromium and its driver are installed. */
    static void assumeInstalled() {
        Assumptions.assumeTrue(Files.isExecutable(CHROMIUM) && Files.isExecutable(DRIVER),
                "Chromium is not installed: the browser tests need 'apt-get install chromium chromium-driver'");
    }

    /** A new headless browser with a profile of its own, 1280×860. */
    WebDriver open() {
        return open(new ChromeOptions(), "--window-size=1280,860");
    }

    /**
     * A new headless browser as a phone shows the page: 390×844 CSS pixels, touch, the page's viewport obeyed
     * (Chromium's device emulation).
     */
    WebDriver openPhone() {
        ChromeOptions options = new ChromeOptions();
        options.setExperimentalOption("mobileEmulation", java.util.Map.of("deviceMetrics",
                java.util.Map.of("width", 390, "height", 844, "pixelRatio", 1.0, "touch", true)));
        return open(options, "--window-size=390,844");
    }

    private WebDriver open(ChromeOptions options, String size) {
        assumeInstalled();
        ChromeDriverService service = new ChromeDriverService.Builder().usingDriverExecutable(DRIVER.toFile())
                .usingAnyFreePort().build();
        options.setBinary(CHROMIUM.toFile());
        Path profile;
        try {
            profile = Files.createTempDirectory("senet-chromium");
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        profiles.add(profile);
        options.addArguments("--headless=new", "--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run",
                "--disable-background-networking", "--disable-component-update", "--disable-sync",
                "--disable-dev-shm-usage", size, "--user-data-dir=" + profile);
        WebDriver driver = new ChromeDriver(service, options);
        driver.manage().timeouts().scriptTimeout(Duration.ofSeconds(20));
        open.add(driver);
        return driver;
    }

    /** Saves a screenshot of a browser. */
    static Path shot(WebDriver driver, String name) {
        try {
            Files.createDirectories(SHOTS);
            File png = ((TakesScreenshot) driver).getScreenshotAs(OutputType.FILE);
            Path target = SHOTS.resolve(name + ".png");
            Files.copy(png.toPath(), target, java.nio.file.StandardCopyOption.REPLACE_EXISTING);
            return target;
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    @Override
    public void afterTestExecution(ExtensionContext context) {
        if (context.getExecutionException().isPresent()) {
            for (int i = 0; i < open.size(); i++) {
                try {
                    shot(open.get(i), "failed-" + context.getRequiredTestMethod().getName() + "-" + (i + 1));
                } catch (RuntimeException e) {
                    // the browser is gone: nothing to show
                }
            }
        }
        close();
    }

    @Override
    public void close() {
        open.forEach(WebDriver::quit);
        open.clear();
        for (Path profile : profiles) {
            try (var files = Files.walk(profile)) {
                files.sorted(java.util.Comparator.reverseOrder()).forEach(file -> file.toFile().delete());
            } catch (IOException | UncheckedIOException e) {
                // a profile left in the temporary folder
            }
        }
        profiles.clear();
    }
}
