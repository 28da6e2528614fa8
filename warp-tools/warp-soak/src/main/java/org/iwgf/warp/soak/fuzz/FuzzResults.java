// SPDX-FileCopyrightText: 2026 IWGF
// SPDX-License-Identifier: Apache-2.0
package org.iwgf.warp.soak.fuzz;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.SerializationFeature;
import java.io.UncheckedIOException;
import java.util.LinkedHashMap;
import java.util.Locale;
import java.util.Map;
import org.iwgf.warp.testkit.InputFuzz;

/**
 * A fuzz run's results as data a notebook reads: JSON with the command and seed, or CSV rows.
 *
 * @since 0.1.0
 */
public final class FuzzResults {
  private static final ObjectMapper MAPPER = new ObjectMapper().enable(SerializationFeature.INDENT_OUTPUT);

  private FuzzResults() {}

  /** The run as JSON: the command, the seed, whether it was clean and every target's counts. */
  public static String json(String command, InputFuzz.Report report) {
    Map<String, Object> doc = new LinkedHashMap<>();
    doc.put("command", command);
    doc.put("seed", report.seed());
    doc.put("clean", report.clean());
    doc.put("targets", report.targets().stream().map(t -> {
      Map<String, Object> m = new LinkedHashMap<>();
      m.put("target", t.target());
      m.put("inputs", t.inputs());
      m.put("accepted", t.accepted());
      m.put("refusals", t.refusals());
      m.put("failures", t.failures());
      m.put("slowReads", t.slowReads());
      m.put("maxReadMillis", t.maxReadMillis());
      m.put("largeInputs", t.largeInputs());
      m.put("maxLargeReadMillis", t.maxLargeReadMillis());
      m.put("failureSeeds", t.kept().stream().map(InputFuzz.Failure::seed).toList());
      return m;
    }).toList());
    try {
      return MAPPER.writeValueAsString(doc) + "\n";
    } catch (JsonProcessingException e) {
      throw new UncheckedIOException(e);
    }
  }

  /** The run as CSV, one row per target, after a comment line with the command and seed. */
  public static String csv(String command, InputFuzz.Report report) {
    StringBuilder b = new StringBuilder("# " + command + " (seed " + report.seed() + ")\n");
    b.append("target,inputs,accepted,refused,failures,slow_reads,max_read_ms,large_inputs,max_large_read_ms\n");
    for (InputFuzz.TargetReport t : report.targets()) {
      long refused = t.refusals().values().stream().mapToLong(Long::longValue).sum();
      b.append(String.format(Locale.ROOT, "%s,%d,%d,%d,%d,%d,%.2f,%d,%.2f%n", t.target(), t.inputs(),
          t.accepted(), refused, t.failures(), t.slowReads(), t.maxReadMillis(), t.largeInputs(),
          t.maxLargeReadMillis()));
    }
    return b.toString();
  }

}
