// SPDX-FileCopyrightText: 2026 IWGF
// SPDX-License-Identifier: Apache-2.0
package org.iwgf.warp.server;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.concurrent.TimeUnit;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * The server run as {@link ServerMain} in a JVM of its own, on a free port and a given database, so that a test
 * can kill it the way a crash does: {@link #kill} sends SIGKILL, so no shutdown hook runs and nothing the
 * process still holds reaches the files.
 */
final class ServerProcess implements AutoCloseable {
  // ServerMain's first line names the address it listens on.
  private static final Pattern LISTENING = Pattern.compile("https?://[^\\s/]+:(\\d+)");
  private static final Duration START = Duration.ofSeconds(60);

  private final Process process;
  private final int port;
  private final Duration startup;

  private ServerProcess(Process process, int port, Duration startup) {
    this.process = process;
    this.port = port;
    this.startup = startup;
  }

  /**
   * Starts {@code ServerMain --port 0 --db db} with the test's class path, its output in {@code log}, and waits
   * until it listens. The loop is one client that moves as fast as the server answers, so the process allows it
   * 1,000 requests and messages a second.
   */
  static ServerProcess start(Path db, Path log) throws InterruptedException {
    List<String> command = List.of(java(), "-XX:+UseSerialGC", "-XX:TieredStopAtLevel=1",
        "-cp", System.getProperty("java.class.path"),
        ServerMain.class.getName(), "--port", "0", "--db", db.toString(), "--http-rate", "1000",
        "--message-rate", "1000");
    Process process;
    try {
      process = new ProcessBuilder(command).redirectErrorStream(true).redirectOutput(log.toFile()).start();
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
    long started = System.nanoTime();
    long deadline = started + START.toNanos();
    while (System.nanoTime() < deadline) {
      Matcher m = LISTENING.matcher(read(log));
      if (m.find()) {
        return new ServerProcess(process, Integer.parseInt(m.group(1)), Duration.ofNanos(System.nanoTime() - started));
      }
      if (!process.isAlive()) {
        throw new AssertionError("The server stopped before it listened:\n" + read(log));
      }
      Thread.sleep(20);
    }
    process.destroyForcibly();
    throw new AssertionError("The server did not listen within " + START.toSeconds() + " s:\n" + read(log));
  }

  // The JVM running this test, so the server runs on the same Java as the build.
  private static String java() {
    return ProcessHandle.current().info().command()
        .orElse(Path.of(System.getProperty("java.home"), "bin", "java").toString());
  }

  private static String read(Path log) {
    try {
      return Files.readString(log);
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }

  int port() {
    return port;
  }

  /** From starting the JVM to the server's listening (opening the database and resuming every table). */
  Duration startup() {
    return startup;
  }

  boolean isAlive() {
    return process.isAlive();
  }

  /** Kills the process with SIGKILL, as a crash or the kernel's out-of-memory killer would, and waits for it. */
  void kill() throws InterruptedException {
    process.destroyForcibly();
    if (!process.waitFor(30, TimeUnit.SECONDS)) {
      throw new AssertionError("The server process outlived SIGKILL for 30 s");
    }
  }

  @Override
  public void close() throws InterruptedException {
    kill();
  }
}
