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
import org.openqa.selenium.JavascriptExecutor;
import org.openqa.selenium.NoSuchElementException;
import org.openqa.selenium.OutputType;
import org.openqa.selenium.StaleElementReferenceException;
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

  /**
   * Waits up to 30 s for the condition to hold (a non-null, non-false answer), asking every 20 ms. An element
   * the page re-rendered while the condition read it is asked about again at the next poll.
   */
  <T> T await(String what, Function<WebDriver, T> condition) {
    // WebDriverWait's own poll is 500 ms: a game played through the page awaits every turn, and the default
    // would make each of them cost half a second of waiting for an update that takes milliseconds.
    return new WebDriverWait(driver, Duration.ofSeconds(30), Duration.ofMillis(20)).withMessage(what)
        .ignoring(StaleElementReferenceException.class).until(condition);
  }

  /**
   * The rendered text of the first element {@code css} matches, read inside the page in one step: the page
   * re-renders parts such as the log on every update, and an element found first and read afterwards may by
   * then be gone (a stale element).
   *
   * @throws NoSuchElementException if nothing matches
   */
  String text(String css) {
    String text = read("e.innerText", css, "");
    return text == null ? "" : text.strip();
  }

  /**
   * An attribute of the first element {@code css} matches, or null if it has none, read in one step as
   * {@link #text} is.
   */
  String attribute(String css, String name) {
    return read("e.getAttribute(arguments[1])", css, name);
  }

  private String read(String expression, String css, String argument) {
    // Answered as a one-element list, so that a missing element (null) and a missing attribute ([null]) differ.
    Object value = ((JavascriptExecutor) driver).executeScript("const e = document.querySelector(arguments[0]);"
        + " return e === null ? null : [" + expression + "];", css, argument);
    if (!(value instanceof List<?> found) || found.isEmpty()) {
      throw new NoSuchElementException("no element matches " + css);
    }
    Object read = found.get(0);
    return read == null ? null : read.toString();
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
