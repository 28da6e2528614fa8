// SPDX-FileCopyrightText: 2026 IWGF
// SPDX-License-Identifier: Apache-2.0
package org.iwgf.warp.core.build;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeSet;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;

/**
 * docs/errors.md lists every error code the repository's code can raise, and no other: the codes are read off
 * the main sources and compared with the page's table both ways, each as its exception and code
 * ({@code InvalidStateException CONFIG}).
 *
 * <p>A code is read where an exception of the family ({@code WarpException} and its subclasses) is built, from
 * its first argument:
 *
 * <ul>
 *   <li>an upper-case string literal is a code, and one followed by {@code +} the prefix of codes built at run
 *       time (the table names them, e.g. {@code HTTP_<status>}, or lists those there are);
 *   <li>{@code e.code()} passes on a code raised before;
 *   <li>a parameter of the method around it makes that method a factory: the arguments its callers pass there
 *       are read the same way;
 *   <li>{@code parts[0]} takes the code of a problem written {@code "CODE: sentence"} (the battle game's
 *       refusals): every literal of the package that opens so is a code.
 * </ul>
 *
 * <p>A constructor passed as {@code X::new} to a class that declares a functional interface taking a
 * {@code String code} (as {@code DocumentCodec.Failure}) raises, as {@code X}, the codes that class passes to
 * the interface's method, read the same way.
 *
 * Anything else fails the test, so a code cannot reach a caller without reaching the table.
 */
class ErrorCodesTest {
  /** The repository root: tests run in the module's directory, warp-core, one level down. */
  private static final Path ROOT = Path.of("").toAbsolutePath().getParent();

  private static final Pattern SUBCLASS = Pattern.compile("class (\\w+) extends WarpException\\b");
  private static final Pattern LITERAL = Pattern.compile("\"((?:[^\"\\\\]|\\\\.)*)\"(\\s*\\+)?");
  private static final Pattern CODE = Pattern.compile("[A-Z][A-Z0-9_]*");
  private static final Pattern PROBLEM = Pattern.compile("\"([A-Z][A-Z0-9_]*): ");
  private static final Pattern PASSED_ON = Pattern.compile("\\w+\\.code\\(\\)");
  private static final Pattern HEAD_OF_PROBLEM = Pattern.compile("\\w+\\[0]");
  private static final Pattern IDENTIFIER = Pattern.compile("[a-z]\\w*");
  private static final Pattern METHOD = Pattern.compile(
      "(\\w+)\\s*\\(([^()]*)\\)\\s*(?:throws [\\w.,\\s]+)?\\{");
  /** A parameter's name: the word before a comma or the end of a parameter list. */
  private static final Pattern PARAMETER = Pattern.compile("(\\w+)\\s*(?:,|$)");
  private static final Set<String> KEYWORDS = Set.of("if", "for", "while", "switch", "catch", "synchronized");
  /** A table row: | `CODE` | `Exception` | … */
  private static final Pattern ROW = Pattern.compile("^\\| `([A-Z][A-Z0-9_]*(?:<\\w+>)?)` \\| `(\\w+)` \\|");

  @Test
  void theTableListsExactlyTheCodesTheSourcesRaise() throws IOException {
    Set<String> raised = raised();
    Set<String> listed = listed();
    List<String> unlisted = new ArrayList<>();
    for (String code : raised) {
      boolean isListed = code.endsWith("*")
          ? listed.stream().anyMatch(l -> l.startsWith(code.substring(0, code.length() - 1)))
          : listed.contains(code);
      if (!isListed) {
        unlisted.add(code);
      }
    }
    List<String> unraised = new ArrayList<>();
    for (String code : listed) {
      boolean isRaised = raised.contains(code) || raised.stream()
          .anyMatch(r -> r.endsWith("*") && code.startsWith(r.substring(0, r.length() - 1)));
      if (!isRaised) {
        unraised.add(code);
      }
    }
    assertEquals(List.of(), unlisted, "codes the sources raise that docs/errors.md does not list");
    assertEquals(List.of(), unraised, "codes docs/errors.md lists that no source raises");
  }

  @Test
  void theReadingFindsEveryKindOfCode() throws IOException {
    Set<String> raised = raised();
    // One of each way a code is written: a literal, a factory's argument, a problem's head, a prefix.
    for (String code : List.of("InvalidConfigException FLEET_SIZE", "InvalidStateException CONFIG",
        "InvalidStateException UNKNOWN_TYPE", "IllegalMoveException NO_EXIT", "TableException COMMS_*",
        "TeiException MALFORMED_JSON")) {
      assertTrue(raised.contains(code), code + " among " + raised.size() + " codes");
    }
    assertFalse(raised.stream().anyMatch(c -> c.contains("refused")), "lower-case fragments are not codes");
  }

  /** Every code the main sources raise, as "Exception CODE", a prefix ending in {@code *}. */
  private static Set<String> raised() throws IOException {
    Map<Path, String> sources = mainSources();
    Set<String> family = new TreeSet<>(Set.of("WarpException"));
    for (String text : sources.values()) {
      Matcher m = SUBCLASS.matcher(text);
      while (m.find()) {
        family.add(m.group(1));
      }
    }
    Pattern built = Pattern.compile("new\\s+(" + String.join("|", family) + ")\\s*\\(");
    Pattern passed = Pattern.compile("(\\w+)\\.\\w+\\([^()]*\\b(" + String.join("|", family) + ")::new");
    Set<String> out = new TreeSet<>();
    for (Map.Entry<Path, String> source : sources.entrySet()) {
      Matcher m = built.matcher(source.getValue());
      while (m.find()) {
        Site site = new Site(source.getKey(), source.getValue(), m.start());
        for (String code : codes(sources, site, arguments(site.text(), m.end(), 1).get(0), 0)) {
          out.add(m.group(1) + " " + code);
        }
      }
      Matcher ref = passed.matcher(source.getValue());
      while (ref.find()) {
        for (String code : codesOfMaker(sources, new Site(source.getKey(), source.getValue(), ref.start()),
            ref.group(1))) {
          out.add(ref.group(2) + " " + code);
        }
      }
      assertEquals(count(passed, source.getValue()), count(Pattern.compile("\\b(?:" + String.join("|", family)
          + ")::new"), source.getValue()), "a family constructor passed where this test cannot follow it, in "
          + ROOT.relativize(source.getKey()));
    }
    return out;
  }

  private static long count(Pattern pattern, String text) {
    return pattern.matcher(text).results().count();
  }

  /** The codes class {@code owner} passes to the method of its functional interface that takes a code. */
  private static Set<String> codesOfMaker(Map<Path, String> sources, Site site, String owner) {
    Pattern maker = Pattern.compile("interface \\w+ \\{[^}]*?\\b(\\w+)\\(String code\\b");
    for (Map.Entry<Path, String> s : sources.entrySet()) {
      Matcher declared = maker.matcher(s.getValue());
      if (s.getKey().getFileName().toString().equals(owner + ".java") && declared.find()) {
        Set<String> out = new TreeSet<>();
        Matcher call = Pattern.compile("\\." + declared.group(1) + "\\(").matcher(s.getValue());
        while (call.find()) {
          Site at = new Site(s.getKey(), s.getValue(), call.start());
          out.addAll(codes(sources, at, arguments(s.getValue(), call.end(), 1).get(0), 0));
        }
        return out;
      }
    }
    throw new AssertionError("cannot read the codes of the exceptions " + owner + " makes, at " + site);
  }

  /** Where an argument was read: for messages, and to find the method around it. */
  private record Site(Path file, String text, int at) {
    @Override
    public String toString() {
      return ROOT.relativize(file) + ":" + (text.substring(0, at).chars().filter(c -> c == '\n').count() + 1);
    }
  }

  /** The codes {@code argument}, read at {@code site}, can hold. */
  private static Set<String> codes(Map<Path, String> sources, Site site, String argument, int depth) {
    String arg = argument.strip();
    Set<String> out = new TreeSet<>();
    Matcher literal = LITERAL.matcher(arg);
    while (literal.find()) {
      if (CODE.matcher(literal.group(1)).matches()) {
        out.add(literal.group(1) + (literal.group(2) != null ? "*" : ""));
      }
    }
    if (!out.isEmpty() || PASSED_ON.matcher(arg).matches()) {
      return out;
    }
    if (HEAD_OF_PROBLEM.matcher(arg).matches()) {
      for (Map.Entry<Path, String> s : sources.entrySet()) {
        if (s.getKey().getParent().equals(site.file().getParent())) {
          Matcher problem = PROBLEM.matcher(s.getValue());
          while (problem.find()) {
            out.add(problem.group(1));
          }
        }
      }
      return out;
    }
    if (IDENTIFIER.matcher(arg).matches() && depth < 4) {
      return factoryCodes(sources, site, arg, depth);
    }
    throw new AssertionError("cannot read the error code " + arg + " at " + site
        + ": write it as a literal, or teach this test the new form");
  }

  /** The codes the callers of the method around {@code site} pass as its parameter {@code parameter}. */
  private static Set<String> factoryCodes(Map<Path, String> sources, Site site, String parameter, int depth) {
    Matcher declaration = METHOD.matcher(site.text().substring(0, site.at()));
    String name = "";
    int index = -1;
    int declaredAt = -1;
    while (declaration.find()) {
      List<String> names = PARAMETER.matcher(declaration.group(2)).results().map(r -> r.group(1)).toList();
      if (!KEYWORDS.contains(declaration.group(1)) && names.contains(parameter)) {
        name = declaration.group(1);
        index = names.indexOf(parameter);
        declaredAt = declaration.start();
      }
    }
    if (index < 0) {
      throw new AssertionError("cannot read the error code " + parameter + " at " + site
          + ": it is no parameter of the method around it");
    }
    int lineStart = site.text().lastIndexOf('\n', declaredAt) + 1;
    boolean isPrivate = site.text().substring(lineStart, declaredAt).contains("private ");
    Pattern call = Pattern.compile("(?<![\\w])" + name + "\\s*\\(");
    Set<String> out = new TreeSet<>();
    for (Map.Entry<Path, String> s : sources.entrySet()) {
      boolean inScope = isPrivate ? s.getKey().equals(site.file())
          : s.getKey().getParent().equals(site.file().getParent());
      if (!inScope) {
        continue;
      }
      Matcher m = call.matcher(s.getValue());
      while (m.find()) {
        List<String> args = arguments(s.getValue(), m.end(), index + 1);
        if (args.size() > index && !args.get(index).strip().startsWith("String ")) {
          out.addAll(codes(sources, new Site(s.getKey(), s.getValue(), m.start()), args.get(index), depth + 1));
        }
      }
    }
    return out;
  }

  /** Up to {@code count} arguments of the call whose argument list starts at {@code from}. */
  private static List<String> arguments(String text, int from, int count) {
    List<String> out = new ArrayList<>();
    int depth = 0;
    int start = from;
    for (int i = from; i < text.length() && out.size() < count; i++) {
      char c = text.charAt(i);
      if (c == '"' || c == '\'') {
        i = endOfQuote(text, i);
      } else if (c == '(' || c == '[' || c == '{') {
        depth++;
      } else if ((c == ')' || c == ']' || c == '}') && depth-- == 0) {
        out.add(text.substring(start, i));
        break;
      } else if (c == ',' && depth == 0) {
        out.add(text.substring(start, i));
        start = i + 1;
      }
    }
    return out;
  }

  /** The index of the quote closing the literal opened at {@code open}. */
  private static int endOfQuote(String text, int open) {
    char quote = text.charAt(open);
    int i = open + 1;
    while (text.charAt(i) != quote) {
      i += text.charAt(i) == '\\' ? 2 : 1;
    }
    return i;
  }

  /** Every main source of the repository, its comments blanked so that Javadoc names no code. */
  private static Map<Path, String> mainSources() throws IOException {
    Map<Path, String> out = new LinkedHashMap<>();
    try (Stream<Path> walk = Files.walk(ROOT)) {
      for (Path p : walk.filter(f -> f.toString().endsWith(".java"))
          .filter(f -> f.toString().replace('\\', '/').contains("/src/main/java/"))
          .filter(f -> !f.toString().contains("/target/")).sorted().toList()) {
        out.put(p, withoutComments(Files.readString(p)));
      }
    }
    return out;
  }

  private static String withoutComments(String java) {
    StringBuilder out = new StringBuilder(java.length());
    int i = 0;
    while (i < java.length()) {
      char c = java.charAt(i);
      if (java.startsWith("\"\"\"", i)) {
        int end = java.indexOf("\"\"\"", i + 3) + 3;
        out.append(java, i, end);
        i = end;
      } else if (c == '"' || c == '\'') {
        int end = endOfQuote(java, i) + 1;
        out.append(java, i, end);
        i = end;
      } else if (java.startsWith("//", i)) {
        int end = java.indexOf('\n', i);
        i = end < 0 ? java.length() : end;
      } else if (java.startsWith("/*", i)) {
        int end = java.indexOf("*/", i + 2) + 2;
        // Keep the line breaks, so that messages name the right line.
        out.append(java.substring(i, end).replaceAll("[^\n]", " "));
        i = end;
      } else {
        out.append(c);
        i++;
      }
    }
    return out.toString();
  }

  /** Every row of docs/errors.md's table, as "Exception CODE"; a code written {@code X_<what>} as {@code X_*}. */
  private static Set<String> listed() throws IOException {
    Set<String> out = new TreeSet<>();
    for (String line : Files.readAllLines(ROOT.resolve("docs/errors.md"))) {
      Matcher m = ROW.matcher(line);
      if (m.find()) {
        String code = m.group(1).replaceAll("<\\w+>$", "*");
        assertTrue(out.add(m.group(2) + " " + code), "listed twice: " + line);
      }
    }
    return out;
  }
}
