// SPDX-FileCopyrightText: 2026 IWGF
// SPDX-License-Identifier: Apache-2.0
package org.iwgf.warp.ai.officer;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.io.OutputStream;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.util.ArrayList;
import java.util.Collections;
import java.util.HexFormat;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Objects;
import java.util.regex.Pattern;
import org.iwgf.warp.core.game.InvalidStateException;

/**
 * The distilled advisor's learned weights: one weight per named game concept (see {@link DistilledAdvisor}).
 * A move's score is the weighted sum of its concept values; the advisor's softmax over the legal moves'
 * scores was trained to agree with Ω's greedy picks ({@link Distillation}). Immutable and thread-safe.
 *
 * <p>Weights are stored as UTF-8 text, readable by eye: the line {@code WARP-ADVISOR 1}, the line
 * {@code name <name>}, one line per concept {@code <weight>TAB<concept name>} (the weight in Java's decimal
 * notation), and the line {@code sha256 <hex>}, the SHA-256 of every byte before that line. {@link #read}
 * refuses a file whose header, lines, checksum or weights are wrong. Concepts are matched by name: a concept
 * the file does not name (a Module whose terms were not installed in training) weighs 0, and a named concept
 * not installed here is ignored.
 *
 * @since 0.1.0
 */
public final class AdvisorModel {
  /** The first line of a weights file. */
  static final String HEADER = "WARP-ADVISOR 1";
  private static final int MAX_CONCEPTS = 256;
  private static final Pattern NAME = Pattern.compile("[!-~]{1,64}");

  private final String name;
  private final Map<String, Double> weights;

  private AdvisorModel(String name, Map<String, Double> weights) {
    this.name = checkName(name);
    this.weights = Collections.unmodifiableMap(new LinkedHashMap<>(weights));
  }

  /** The name of the shipped model, distilled from the shipped two-captain Ω weights. */
  public static final String SHIPPED = "warp12-official-v5-advisor";

  /**
   * The shipped model, {@value #SHIPPED}: distilled from Ω {@code warp12-official-v5} on 300 Warp 12 Official
   * Warp games (docs/omega.md has the command and its held-out agreement). Read from the artifact once.
   */
  public static AdvisorModel shipped() {
    return Shipped.MODEL;
  }

  /** Loaded on first use and kept: the model is immutable. */
  private static final class Shipped {
    static final AdvisorModel MODEL = load();

    private static AdvisorModel load() {
      try (InputStream in = AdvisorModel.class.getResourceAsStream(SHIPPED + ".txt")) {
        if (in == null) {
          throw new IllegalStateException("the advisor weights " + SHIPPED + " are missing from warp-ai");
        }
        return read(in);
      } catch (IOException e) {
        throw new UncheckedIOException("the advisor weights " + SHIPPED + " could not be read", e);
      }
    }
  }

  /**
   * A model named {@code name} weighing each concept as {@code weights} says, in the order given.
   *
   * @throws IllegalArgumentException if the name is empty, longer than 64 characters or not printable ASCII
   *     without spaces, a weight is not finite, or there are more than 256 concepts
   */
  public static AdvisorModel of(String name, Map<String, Double> weights) {
    if (weights.size() > MAX_CONCEPTS) {
      throw new IllegalArgumentException("an advisor weighs at most " + MAX_CONCEPTS + " concepts");
    }
    weights.forEach((concept, w) -> {
      if (!Double.isFinite(w) || concept.isBlank() || concept.contains("\t") || concept.contains("\n")) {
        throw new IllegalArgumentException("concept \"" + concept + "\" with weight " + w);
      }
    });
    return new AdvisorModel(name, weights);
  }

  /** The name the weights are published under. */
  public String name() {
    return name;
  }

  /** Each concept's weight, in the file's order. */
  public Map<String, Double> weights() {
    return weights;
  }

  /** The weights of {@code concepts}, in their order: 0 for a concept this model does not name. */
  double[] aligned(List<String> concepts) {
    double[] out = new double[concepts.size()];
    for (int i = 0; i < out.length; i++) {
      out[i] = weights.getOrDefault(concepts.get(i), 0.0);
    }
    return out;
  }

  /**
   * Writes the weights in the format of the class description.
   *
   * @throws IOException if {@code out} fails
   */
  public void write(OutputStream out) throws IOException {
    StringBuilder body = new StringBuilder(HEADER).append('\n').append("name ").append(name).append('\n');
    weights.forEach((concept, w) -> body.append(Double.toString(w)).append('\t').append(concept).append('\n'));
    byte[] bytes = body.toString().getBytes(StandardCharsets.UTF_8);
    out.write(bytes);
    out.write(("sha256 " + HexFormat.of().formatHex(sha256(bytes)) + "\n").getBytes(StandardCharsets.UTF_8));
    out.flush();
  }

  /**
   * Reads weights written by {@link #write}.
   *
   * @throws InvalidStateException code {@code WEIGHTS} if the text is not such weights: a wrong header or
   *     name, a malformed line, a weight that is not a finite number, or a checksum that does not match
   * @throws IOException if {@code in} fails
   */
  public static AdvisorModel read(InputStream in) throws IOException {
    BufferedReader reader = new BufferedReader(new InputStreamReader(in, StandardCharsets.UTF_8));
    List<String> lines = new ArrayList<>();
    for (String line = reader.readLine(); line != null && lines.size() <= MAX_CONCEPTS + 3;
        line = reader.readLine()) {
      lines.add(line);
    }
    if (lines.size() < 3 || lines.size() > MAX_CONCEPTS + 3 || !lines.get(0).equals(HEADER)) {
      throw refused("it does not start with " + HEADER + " or has too few or too many lines");
    }
    String last = lines.get(lines.size() - 1);
    StringBuilder body = new StringBuilder();
    lines.subList(0, lines.size() - 1).forEach(l -> body.append(l).append('\n'));
    String digest = HexFormat.of().formatHex(sha256(body.toString().getBytes(StandardCharsets.UTF_8)));
    if (!last.equals("sha256 " + digest)) {
      throw refused("the checksum does not match: the file is damaged or was changed");
    }
    if (!lines.get(1).startsWith("name ")) {
      throw refused("the second line does not name the weights");
    }
    Map<String, Double> weights = new LinkedHashMap<>();
    for (String line : lines.subList(2, lines.size() - 1)) {
      int tab = line.indexOf('\t');
      if (tab < 1) {
        throw refused("the line \"" + line + "\" is not a weight and a concept");
      }
      try {
        if (weights.put(line.substring(tab + 1), Double.parseDouble(line.substring(0, tab))) != null) {
          throw refused("a concept is named twice");
        }
      } catch (NumberFormatException e) {
        throw refused("the line \"" + line + "\" does not start with a number");
      }
    }
    try {
      return of(lines.get(1).substring("name ".length()), weights);
    } catch (IllegalArgumentException e) {
      throw refused(String.valueOf(e.getMessage()));
    }
  }

  @Override
  public boolean equals(Object o) {
    return o instanceof AdvisorModel m && m.name.equals(name) && m.weights.equals(weights);
  }

  @Override
  public int hashCode() {
    return Objects.hash(name, weights);
  }

  /** E.g. {@code advisor-trained: 0.52 shed heavy pips, 0.31 Red Alert safety, ...}. */
  @Override
  public String toString() {
    StringBuilder b = new StringBuilder(name).append(':');
    weights.forEach((concept, w) -> b.append(String.format(Locale.ROOT, " %.3f %s,", w, concept)));
    return b.substring(0, b.length() - 1);
  }

  private static byte[] sha256(byte[] bytes) {
    try {
      return MessageDigest.getInstance("SHA-256").digest(bytes);
    } catch (NoSuchAlgorithmException e) {
      // Every Java platform must provide SHA-256 (MessageDigest's contract), so this cannot happen.
      throw new AssertionError(e);
    }
  }

  private static InvalidStateException refused(String why) {
    return new InvalidStateException("WEIGHTS", "These are not advisor weights: " + why + ".");
  }

  private static String checkName(String name) {
    if (!NAME.matcher(Objects.requireNonNull(name, "name")).matches()) {
      throw new IllegalArgumentException("a model's name is 1 to 64 printable ASCII characters without spaces, not \""
          + name + "\"");
    }
    return name;
  }
}
