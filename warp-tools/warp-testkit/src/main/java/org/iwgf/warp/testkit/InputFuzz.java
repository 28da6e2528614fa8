// SPDX-FileCopyrightText: 2026 IWGF
// SPDX-License-Identifier: Apache-2.0
package org.iwgf.warp.testkit;

import java.lang.management.ManagementFactory;
import java.lang.management.ThreadMXBean;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Objects;
import java.util.TreeMap;
import org.iwgf.warp.core.domino.SplitMix64;
import org.iwgf.warp.core.game.WarpException;

/**
 * A seeded fuzz of the library's input door: it feeds {@linkplain JsonMutator mutations} of valid
 * documents to a reader and checks the contract every reader keeps — each input is either refused with one
 * of the library's documented {@link WarpException}s or read into a value that then works (the target's
 * {@linkplain Target#exercise exercise}: a state played to the end, a move applied, a configuration
 * started). Anything else — another exception, an error, {@code null}, a read of a document of at most 1 MiB
 * that takes over 50 ms of CPU time — is a
 * {@linkplain Failure failure} reported with the seed that reproduces it
 * ({@link #input(Target, long)} gives the exact text again).
 *
 * <p>A read's cost is its steady-state cost: a read over the bound is repeated, at least {@value #SLOW_READ_TRIES}
 * reads in all and on until {@value #SLOW_READ_RETIME_MILLIS} ms of reading have been spent (at most
 * {@value #SLOW_READ_MAX_TRIES} reads), and the fastest counts. The first reads of a rare large document run in the interpreter (a
 * 950,000-character event list measured 130 ms cold and 5 ms once compiled), and a collector pause or a busy
 * core can land on any one read; an input whose reading is really slow — quadratic work, say — stays slow on
 * every try.
 *
 * <pre>{@code
 * InputFuzz.Report r = InputFuzz.standard().run(List.of(stateTarget, moveTarget), 2024L, 5_000);
 * assertTrue(r.clean(), r.summary());
 * }</pre>
 *
 * <p>Immutable and thread-safe; a run is sequential and a pure function of its arguments except for the
 * timings.
 *
 * @since 0.1.0
 */
public final class InputFuzz {
  /** Reads over this many milliseconds of documents of at most {@link #SMALL_DOCUMENT} characters fail. */
  public static final long SLOW_READ_MILLIS = 50;
  /** The size up to which reads must be fast (1 MiB). */
  public static final int SMALL_DOCUMENT = 1 << 20;
  /** How many reads of a slow input are timed at most before it counts as slow (the fastest counts). */
  public static final int SLOW_READ_TRIES = 32;
  /**
   * How much reading a slow input may be given before it counts as slow: on a busy machine the compiler can
   * take longer than {@link #SLOW_READ_TRIES} reads to compile a rare large document's path.
   */
  public static final long SLOW_READ_RETIME_MILLIS = 3_000;
  /** The most reads of one slow input that are timed. */
  public static final int SLOW_READ_MAX_TRIES = 256;

  private static final int KEPT_FAILURES = 20;

  private final JsonMutator mutator;

  private InputFuzz(JsonMutator mutator) {
    this.mutator = mutator;
  }

  /** A fuzz with the {@linkplain JsonMutator#standard() standard mutations}. */
  public static InputFuzz standard() {
    return new InputFuzz(JsonMutator.standard());
  }

  /** A fuzz with the given mutations. */
  public static InputFuzz with(JsonMutator mutator) {
    return new InputFuzz(Objects.requireNonNull(mutator, "mutator"));
  }

  /** Reads a document; raises a {@link WarpException} to refuse it. */
  @FunctionalInterface
  public interface Reader<T> {
    T read(String json);
  }

  /**
   * Uses a value the reader accepted, as a client would next (plays a state to the end, applies a move,
   * starts a game); returns normally when all went well and throws anything to report a failure.
   * {@code seed} is the input's own seed, for any random choices it makes.
   */
  @FunctionalInterface
  public interface Exercise<T> {
    void accept(T value, long seed) throws Exception;
  }

  /** Hears of progress: {@code done} of {@code total} inputs of the target named {@code target}. */
  @FunctionalInterface
  public interface Listener {
    void progress(String target, long done, long total, int failures);
  }

  /**
   * One door to fuzz: a reader, the valid documents its inputs are mutated from, and what to do with an
   * accepted value.
   *
   * @param name names the target in reports, e.g. {@code "warp/state"}
   * @param corpus valid documents (at least one)
   * @param reader the reader under test
   * @param exercise what is done with an accepted value
   */
  public record Target<T>(String name, List<String> corpus, Reader<T> reader, Exercise<T> exercise) {
    public Target {
      Objects.requireNonNull(name, "name");
      corpus = List.copyOf(corpus);
      if (corpus.isEmpty()) {
        throw new IllegalArgumentException("a fuzz target needs at least one valid document");
      }
      Objects.requireNonNull(reader, "reader");
      Objects.requireNonNull(exercise, "exercise");
    }

    /** A target whose accepted values need nothing more than being read. */
    public static <T> Target<T> readOnly(String name, List<String> corpus, Reader<T> reader) {
      return new Target<>(name, corpus, reader, (v, s) -> { });
    }
  }

  /**
   * One input that broke the contract.
   *
   * @param target the target's name
   * @param seed the input's seed: {@link #input(Target, long)} rebuilds the text from it
   * @param what what went wrong, e.g. {@code "read threw NullPointerException: …"}
   * @param excerpt the start of the input
   * @param cause what was thrown, if anything
   */
  public record Failure(String target, long seed, String what, String excerpt, String cause) {
    @Override
    public String toString() {
      return target + " seed " + seed + ": " + what + "\n  input: " + excerpt + (cause.isEmpty() ? ""
          : "\n  " + cause);
    }
  }

  /**
   * What a run of one target found.
   *
   * @param target the target's name
   * @param inputs inputs tried
   * @param accepted inputs read and exercised without failure
   * @param refusals documented refusals by code
   * @param failures how many inputs failed
   * @param kept the first failures, with their seeds
   * @param slowReads reads of documents of at most 1 MiB that took over 50 ms
   * @param maxReadMillis the slowest read of a document of at most 1 MiB
   * @param maxLargeReadMillis the slowest refusal of a document over 1 MiB
   * @param largeInputs inputs over 1 MiB
   */
  public record TargetReport(String target, long inputs, long accepted, Map<String, Long> refusals,
      long failures, List<Failure> kept, long slowReads, double maxReadMillis, double maxLargeReadMillis,
      long largeInputs) {
    public TargetReport {
      refusals = Map.copyOf(refusals);
      kept = List.copyOf(kept);
    }
  }

  /**
   * A whole run.
   *
   * @param seed the run's seed
   * @param targets one report per target, in order
   */
  public record Report(long seed, List<TargetReport> targets) {
    public Report {
      targets = List.copyOf(targets);
    }

    /** True if no input of any target failed and no small document was read slowly. */
    public boolean clean() {
      return targets.stream().allMatch(t -> t.failures() == 0 && t.slowReads() == 0);
    }

    /** Every failure kept, across targets. */
    public List<Failure> failures() {
      List<Failure> all = new ArrayList<>();
      targets.forEach(t -> all.addAll(t.kept()));
      return all;
    }

    /** A few lines per target: counts, timings and the failures with their seeds. */
    public String summary() {
      StringBuilder b = new StringBuilder("Input fuzz, seed " + seed + "\n");
      for (TargetReport t : targets) {
        b.append(String.format(Locale.ROOT,
            "  %-24s %,9d inputs  %,9d accepted  %,9d refused  %d failed  %d slow  max read %.1f ms"
                + "  (over 1 MiB: %d, max %.1f ms)%n",
            t.target(), t.inputs(), t.accepted(), t.refusals().values().stream().mapToLong(Long::longValue).sum(),
            t.failures(), t.slowReads(), t.maxReadMillis(), t.largeInputs(), t.maxLargeReadMillis()));
        t.kept().forEach(f -> b.append("    ").append(f.toString().replace("\n", "\n    ")).append('\n'));
      }
      return b.toString();
    }
  }

  /** Runs {@code inputsPerTarget} inputs of each target. */
  public Report run(List<? extends Target<?>> targets, long seed, long inputsPerTarget) {
    return run(targets, seed, inputsPerTarget, Duration.ofDays(365), (t, d, n, f) -> { });
  }

  /**
   * Runs up to {@code inputsPerTarget} inputs of each target, stopping each target when its share of
   * {@code budget} is spent, and tells {@code listener} how it goes.
   */
  public Report run(List<? extends Target<?>> targets, long seed, long inputsPerTarget, Duration budget,
      Listener listener) {
    List<TargetReport> reports = new ArrayList<>();
    long share = budget.toNanos() / Math.max(1, targets.size());
    for (int i = 0; i < targets.size(); i++) {
      reports.add(runOne(targets.get(i), SplitMix64.mix(seed + i), inputsPerTarget, share, listener));
    }
    return new Report(seed, reports);
  }

  /** The exact input a run gave {@code target} for the input seed {@code seed}. */
  public String input(Target<?> target, long seed) {
    String base = target.corpus().get(Math.floorMod(SplitMix64.mix(seed ^ 0x5DEECE66DL), target.corpus().size()));
    // One input in sixteen is a valid document unchanged, so that acceptance paths are exercised too.
    return Math.floorMod(seed, 16) == 0 ? base : mutator.mutate(base, seed);
  }

  /** The seed of input number {@code i} of a target whose run seed is {@code targetSeed}. */
  public static long inputSeed(long targetSeed, long i) {
    return SplitMix64.mix(targetSeed + i * 0x9E3779B97F4A7C15L);
  }

  private <T> TargetReport runOne(Target<T> target, long targetSeed, long inputs, long budgetNanos,
      Listener listener) {
    long start = System.nanoTime();
    long accepted = 0;
    long failures = 0;
    long slow = 0;
    long large = 0;
    double maxRead = 0;
    double maxLarge = 0;
    Map<String, Long> refusals = new TreeMap<>();
    List<Failure> kept = new ArrayList<>();
    long done = 0;
    listener.progress(target.name(), 0, inputs, 0);
    for (; done < inputs && System.nanoTime() - start < budgetNanos; done++) {
      long seed = inputSeed(targetSeed, done);
      String text = input(target, seed);
      Failure failure = null;
      long t0 = clock();
      T value = null;
      boolean refused = false;
      try {
        value = target.reader().read(text);
        if (value == null) {
          failure = new Failure(target.name(), seed, "the reader returned null", excerpt(text), "");
        }
      } catch (WarpException e) {
        refused = true;
        refusals.merge(e.getClass().getSimpleName() + " " + e.code(), 1L, Long::sum);
        if (e.getMessage() == null || e.getMessage().isBlank()) {
          failure = new Failure(target.name(), seed, "refused without a message", excerpt(text), describe(e));
        }
      } catch (Throwable e) {
        failure = new Failure(target.name(), seed, "the reader threw " + e.getClass().getName(), excerpt(text),
            describe(e));
      }
      double millis = (clock() - t0) / 1e6;
      if (millis > SLOW_READ_MILLIS) {
        // The compiler's warm-up or a collector pause is not the input's cost: its steady-state read is.
        millis = Math.min(millis, retime(target.reader(), text));
      }
      if (text.length() <= SMALL_DOCUMENT) {
        maxRead = Math.max(maxRead, millis);
        if (millis > SLOW_READ_MILLIS) {
          slow++;
          if (failure == null && kept.size() < KEPT_FAILURES) {
            kept.add(new Failure(target.name(), seed, String.format(Locale.ROOT,
                "a read of %,d characters took %.1f ms", text.length(), millis), excerpt(text), ""));
          }
        }
      } else {
        large++;
        maxLarge = Math.max(maxLarge, millis);
      }
      if (failure == null && value != null && !refused) {
        try {
          target.exercise().accept(value, seed);
          accepted++;
        } catch (Throwable e) {
          failure = new Failure(target.name(), seed, "an accepted value failed: " + e.getClass().getName(),
              excerpt(text), describe(e));
        }
      }
      if (failure != null) {
        failures++;
        if (kept.size() < KEPT_FAILURES) {
          kept.add(failure);
        }
      }
      if ((done & 255) == 255) {
        listener.progress(target.name(), done + 1, inputs, (int) failures);
      }
    }
    listener.progress(target.name(), done, inputs, (int) failures);
    return new TargetReport(target.name(), done, accepted, refusals, failures, kept, slow, maxRead, maxLarge,
        large);
  }

  private static double retime(Reader<?> reader, String text) {
    double best = Double.MAX_VALUE;
    double spent = 0;
    for (int i = 1; best > SLOW_READ_MILLIS && i < SLOW_READ_MAX_TRIES
        && (i < SLOW_READ_TRIES || spent < SLOW_READ_RETIME_MILLIS); i++) {
      long t0 = clock();
      try {
        reader.read(text);
      } catch (Throwable e) {
        // the outcome was judged on the first read; only the time is wanted here
      }
      double millis = (clock() - t0) / 1e6;
      spent += millis;
      best = Math.min(best, millis);
    }
    return best;
  }

  /**
   * The thread's CPU time where the JVM measures it, else wall time: a read's cost should not include the
   * time the thread waited for a core on a busy machine.
   */
  private static long clock() {
    ThreadMXBean bean = ManagementFactory.getThreadMXBean();
    return bean.isCurrentThreadCpuTimeSupported() ? bean.getCurrentThreadCpuTime() : System.nanoTime();
  }

  private static String excerpt(String text) {
    return text.length() <= 300 ? text : text.substring(0, 300) + "… (" + text.length() + " characters)";
  }

  private static String describe(Throwable e) {
    StringBuilder b = new StringBuilder(e.toString());
    StackTraceElement[] trace = e.getStackTrace();
    for (int i = 0; i < Math.min(6, trace.length); i++) {
      b.append("\n    at ").append(trace[i]);
    }
    return b.length() > 2000 ? b.substring(0, 2000) : b.toString();
  }
}
