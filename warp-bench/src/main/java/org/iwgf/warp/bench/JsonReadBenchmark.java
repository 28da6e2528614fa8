// SPDX-FileCopyrightText: 2026 IWGF
// SPDX-License-Identifier: Apache-2.0
package org.iwgf.warp.bench;

import com.fasterxml.jackson.core.type.TypeReference;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.ObjectReader;
import java.io.IOException;
import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;
import java.util.concurrent.TimeUnit;
import org.iwgf.warp.core.engine.WarpRules;
import org.iwgf.warp.core.game.Transition;
import org.iwgf.warp.core.model.WarpConfig;
import org.iwgf.warp.core.model.WarpEvent;
import org.iwgf.warp.core.model.WarpFactor;
import org.iwgf.warp.core.model.WarpMove;
import org.iwgf.warp.core.model.WarpState;
import org.iwgf.warp.json.WarpJson;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Fork;
import org.openjdk.jmh.annotations.Level;
import org.openjdk.jmh.annotations.Measurement;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;
import org.openjdk.jmh.annotations.Warmup;

/**
 * Reading a large document from an untrusted client: every event of a whole Warp 12 sector with 4 captains
 * (a few hundred kilobytes). {@code library} is the library's checked read ({@link WarpJson#readEvents}: one
 * streaming pass for syntax and sizes, then binding from the text); {@code treeThenBind} is the reference
 * measured in the same run, the earlier way of reading — build a tree, then bind from it — with the same
 * mapper.
 *
 * @since 0.1.0
 */
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.MILLISECONDS)
@Warmup(iterations = 5, time = 2)
@Measurement(iterations = 5, time = 2)
@Fork(1)
@State(Scope.Benchmark)
public class JsonReadBenchmark {
  private String events;
  private ObjectMapper mapper;
  private ObjectReader reader;

  /** Plays one sector with random legal moves and writes all its events. */
  @Setup(Level.Trial)
  public void setUp() {
    WarpRules rules = WarpRules.of(WarpConfig.standard(WarpFactor.WARP_12, 4));
    SplittableRandom random = new SplittableRandom(7L);
    Transition<WarpState, WarpEvent> launch = rules.launch(7L);
    List<WarpEvent> all = new ArrayList<>(launch.events());
    WarpState s = launch.state();
    while (!s.isOver()) {
      List<WarpMove> legal = rules.legalMoves(s);
      Transition<WarpState, WarpEvent> t = rules.apply(s, legal.get(random.nextInt(legal.size())));
      all.addAll(t.events());
      s = t.state();
    }
    events = WarpJson.writeEvents(all);
    mapper = WarpJson.mapper();
    reader = mapper.readerFor(new TypeReference<List<WarpEvent>>() {});
  }

  /** The library's read of the whole sector's events. */
  @Benchmark
  public List<WarpEvent> library() {
    return WarpJson.readEvents(events);
  }

  /** The same document read the earlier way: a tree first, then bound from the tree. */
  @Benchmark
  public List<WarpEvent> treeThenBind() throws IOException {
    return reader.readValue(mapper.readTree(events));
  }

  /** The document's length in characters, for the report. */
  int length() {
    return events.length();
  }
}
