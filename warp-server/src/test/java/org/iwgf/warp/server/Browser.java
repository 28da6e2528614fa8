// SPDX-FileCopyrightText: 2026 IWGF
// SPDX-License-Identifier: Apache-2.0
package org.iwgf.warp.server;

import java.io.File;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.function.Function;
import org.openqa.selenium.By;
import org.openqa.selenium.OutputType;
import org.openqa.selenium.TakesScreenshot;
import org.openqa.selenium.WebDriver;
import org.openqa.selenium.WebElement;
import org.openqa.selenium.chrome.ChromeDriver;
import org.openqa.selenium.chrome.ChromeDriverService;
import org.openqa.selenium.chrome.ChromeOptions;
import org.openqa.selenium.support.ui.WebDriverWait;

/**
 * Debian's headless chromium driven through its own chromedriver (WebDriver): nothing is downloaded. The
 * paths can be changed with {@code -Dwarp.chromium=…} and {@code -Dwarp.chromedriver=…}.
 */
final class Browser implements AutoCloseable {
  static final String CHROMIUM = System.getProperty("warp.chromium", "/usr/bin/chromium");
  static final String CHROMEDRIVER = System.getProperty("warp.chromedriver", "/usr/bin/chromedriver");
  /** Where screenshots go; docs/images holds the ones the documentation shows. */
  static final Path SCREENSHOTS = Path.of(System.getProperty("warp.screenshots", "target/screenshots"));

  final WebDriver driver;
  private final ChromeDriverService service;

  private Browser(ChromeDriverService service, WebDriver driver) {
    this.service = service;
    this.driver = driver;
  }

  static Browser open() {
    for (String path : List.of(CHROMIUM, CHROMEDRIVER)) {
      if (!new File(path).canExecute()) {
        throw new IllegalStateException(path + " is missing: install Debian's chromium and chromium-driver"
            + " (apt-get install chromium chromium-driver), as .ci/run does");
      }
    }
    ChromeDriverService service = new ChromeDriverService.Builder()
        .usingDriverExecutable(new File(CHROMEDRIVER)).usingAnyFreePort().build();
    ChromeOptions options = new ChromeOptions();
    options.setBinary(CHROMIUM);
    options.addArguments("--headless=new", "--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run",
        "--disable-background-networking", "--disable-component-update", "--disable-sync",
        "--disable-dev-shm-usage", "--window-size=1280,1000", "--force-prefers-reduced-motion");
    return new Browser(service, new ChromeDriver(service, options));
  }

  void go(String url) {
    driver.get(url);
  }

  List<WebElement> all(String css) {
    return driver.findElements(By.cssSelector(css));
  }

  WebElement one(String css) {
    return driver.findElement(By.cssSelector(css));
  }

  boolean has(String css) {
    return !all(css).isEmpty();
  }

  /** Waits up to 30 s for the condition to hold (a non-null, non-false answer). */
  <T> T await(String what, Function<WebDriver, T> condition) {
    return new WebDriverWait(driver, Duration.ofSeconds(30)).withMessage(what).until(condition);
  }

  String attribute(String css, String name) {
    return one(css).getAttribute(name);
  }

  /** Saves a screenshot of the page as {@code name}.png under {@link #SCREENSHOTS}. */
  Path screenshot(String name) {
    try {
      Files.createDirectories(SCREENSHOTS);
      Path file = SCREENSHOTS.resolve(name + ".png");
      Files.write(file, ((TakesScreenshot) driver).getScreenshotAs(OutputType.BYTES));
      return file;
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }

  @Override
  public void close() {
    try {
      driver.quit();
    } finally {
      service.stop();
    }
  }
}
