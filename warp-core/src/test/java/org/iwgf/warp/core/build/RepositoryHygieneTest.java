// SPDX-FileCopyrightText: 2026 IWGF
// SPDX-License-Identifier: Apache-2.0
package org.iwgf.warp.core.build;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;
import java.util.TreeSet;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import javax.xml.parsers.DocumentBuilderFactory;
import org.jspecify.annotations.Nullable;
import org.junit.jupiter.api.Test;
import org.w3c.dom.Document;
import org.w3c.dom.Element;
import org.w3c.dom.Node;
import org.w3c.dom.NodeList;

/**
 * What a Maven Central reviewer checks across the whole repository: the licence, a licence header on every
 * source, a documented and null-marked package for every package, {@code @since} on public types, a BOM
 * that names exactly the published artifacts (the parent's own list may add only the unpublished ones), a
 * release that uploads exactly those, and no published artifact that needs an unpublished one.
 */
class RepositoryHygieneTest {
  /** The repository root: tests run in the module's directory, warp-core, one level down. */
  private static final Path ROOT = Path.of("").toAbsolutePath().getParent();

  private static final String HEADER =
      "// SPDX-FileCopyrightText: 2026 IWGF\n// SPDX-License-Identifier: Apache-2.0\n";

  private static final Set<String> UNPUBLISHED = Set.of("warp-bench", "warp-it", "warp-server", "warp-schemas");
  /** Published for the class path only: Spark's own jars have no valid module names. */
  private static final Set<String> CLASS_PATH_ONLY = Set.of("warp-spark");

  @Test
  void theLicenceIsInTheRepository() {
    assertTrue(Files.isRegularFile(ROOT.resolve("LICENSE")), "LICENSE at " + ROOT);
  }

  @Test
  void everySourceCarriesTheLicenceHeader() throws IOException {
    List<String> missing = new ArrayList<>();
    for (Path p : sources("")) {
      if (!Files.readString(p).startsWith(HEADER)) {
        missing.add(ROOT.relativize(p).toString());
      }
    }
    assertEquals(List.of(), missing, "sources without the SPDX header");
  }

  @Test
  void everyPackageIsDocumentedAndNullMarked() throws IOException {
    Set<Path> packages = new TreeSet<>();
    for (Path p : sources("/src/main/java/")) {
      if (!p.endsWith("module-info.java")) {
        packages.add(p.getParent());
      }
    }
    List<String> missing = new ArrayList<>();
    for (Path dir : packages) {
      Path info = dir.resolve("package-info.java");
      if (!Files.isRegularFile(info)) {
        missing.add(ROOT.relativize(dir) + " has no package-info.java");
      } else {
        String text = Files.readString(info);
        if (!text.contains("/**") || !text.contains("@NullMarked")) {
          missing.add(ROOT.relativize(info) + " lacks Javadoc or @NullMarked");
        }
      }
    }
    assertEquals(List.of(), missing);
  }

  @Test
  void everyPublicTypeSaysSinceWhen() throws IOException {
    Pattern publicType = Pattern.compile(
        "^public (?:(?:final|abstract|sealed|non-sealed|static) )*(?:class|interface|record|enum|@interface) ",
        Pattern.MULTILINE);
    List<String> missing = new ArrayList<>();
    for (Path p : sources("/src/main/java/")) {
      String text = Files.readString(p);
      Matcher m = publicType.matcher(text);
      if (m.find()) {
        String before = text.substring(0, m.start());
        int doc = before.lastIndexOf("/**");
        if (doc < 0 || !before.substring(doc).contains("@since ")) {
          missing.add(ROOT.relativize(p).toString());
        }
      }
    }
    assertEquals(List.of(), missing, "public types without @since");
  }

  /** JSON is an adapter: only the mix-in classes beside each game's JSON facade may say how a type is written. */
  private static final Pattern JSON_ANNOTATION = Pattern.compile("(?<![{\\w])@Json[A-Z]\\w*");

  @Test
  void jsonAnnotationsLiveOnlyInMixins() throws IOException {
    List<String> annotated = new ArrayList<>();
    for (Path p : sources("/src/main/java/")) {
      String name = p.getFileName().toString();
      if (JSON_ANNOTATION.matcher(Files.readString(p)).find() && !name.endsWith("Mixins.java")) {
        annotated.add(ROOT.relativize(p).toString());
      }
    }
    assertEquals(List.of(), annotated, "Jackson annotations outside the JSON mix-ins");
  }

  @Test
  void theBomNamesExactlyThePublishedArtifacts() throws Exception {
    Set<String> published = new TreeSet<>();
    Set<String> all = new TreeSet<>();
    collectJarModules(ROOT, published, all);
    assertTrue(all.containsAll(UNPUBLISHED), "the reactor has " + all);
    assertEquals(published, managed(ROOT.resolve("warp-bom/pom.xml")), "warp-bom");
    Set<String> parent = managed(ROOT.resolve("pom.xml"));
    parent.removeAll(UNPUBLISHED);
    assertEquals(published, parent, "the parent's dependencyManagement, unpublished artifacts aside");
  }

  @Test
  void everyPublishedArtifactIsANamedModule() throws Exception {
    Set<String> published = new TreeSet<>();
    collectJarModules(ROOT, published, new TreeSet<>());
    List<String> missing = new ArrayList<>();
    try (Stream<Path> poms = Files.walk(ROOT)) {
      for (Path pom : poms.filter(p -> p.endsWith("pom.xml") && !p.toString().contains("/target/")).toList()) {
        String artifact = child(read(pom).getDocumentElement(), "artifactId");
        if (published.contains(artifact) && !CLASS_PATH_ONLY.contains(artifact)
            && !Files.isRegularFile(pom.getParent().resolve("src/main/java/module-info.java"))) {
          missing.add(artifact);
        }
      }
    }
    assertEquals(List.of(), missing, "published artifacts without module-info.java");
  }

  @Test
  void theReleaseLeavesOutExactlyTheUnpublishedArtifacts() throws Exception {
    NodeList excluded = read(ROOT.resolve("pom.xml")).getElementsByTagName("excludeArtifacts");
    assertEquals(1, excluded.getLength(), "one excludeArtifacts, in the release profile");
    Set<String> left = new TreeSet<>(List.of(excluded.item(0).getTextContent().trim().split("\\s*,\\s*")));
    assertEquals(new TreeSet<>(UNPUBLISHED), left, "the release profile's excludeArtifacts");
  }

  /**
   * A published artifact whose POM names an unpublished one in a scope its users resolve (compile, runtime,
   * provided) could not be resolved from the repository it is published to; nor could one whose parent POM
   * stays behind.
   */
  @Test
  void noPublishedArtifactNeedsAnUnpublishedOne() throws Exception {
    Map<String, ReactorPom> reactor = reactor();
    List<String> broken = new ArrayList<>();
    for (ReactorPom pom : reactor.values()) {
      if (!pom.isJar() || UNPUBLISHED.contains(pom.artifact())) {
        continue;
      }
      for (ReactorPom p = pom; p != null; p = reactor.get(p.parent())) {
        if (p != pom && (UNPUBLISHED.contains(p.artifact()) || p.skipsDeploy())) {
          broken.add(pom.artifact() + " has the unpublished parent " + p.artifact());
        }
        for (String dependency : p.warpDependencies()) {
          if (!reactor.containsKey(dependency) || UNPUBLISHED.contains(dependency)) {
            broken.add(pom.artifact() + " needs " + dependency);
          }
        }
      }
    }
    assertEquals(List.of(), broken, "published artifacts that need unpublished ones");
  }

  /**
   * A test jar would be published beside its main jar with the main jar's module name and without the
   * licence; no module uses another's tests, so no module builds one.
   */
  @Test
  void noModuleBuildsATestJar() throws Exception {
    List<String> building = new ArrayList<>();
    for (ReactorPom pom : reactor().values()) {
      NodeList goals = pom.document().getElementsByTagName("goal");
      for (int i = 0; i < goals.getLength(); i++) {
        if (goals.item(i).getTextContent().trim().equals("test-jar")) {
          building.add(pom.artifact());
        }
      }
    }
    assertEquals(List.of(), building, "modules that build a test jar");
  }

  /** One POM of the reactor: its artifact, its parent's, and what it says about publishing. */
  private record ReactorPom(String artifact, String parent, String packaging, Document document) {
    boolean isJar() {
      return packaging.isEmpty() || packaging.equals("jar");
    }

    boolean skipsDeploy() {
      NodeList skip = document.getElementsByTagName("maven.deploy.skip");
      return skip.getLength() > 0 && skip.item(0).getTextContent().trim().equals("true");
    }

    /** The Warp artifacts this POM itself depends on in a scope its users resolve. */
    List<String> warpDependencies() {
      List<String> out = new ArrayList<>();
      Element dependencies = childElement(document.getDocumentElement(), "dependencies");
      if (dependencies == null) {
        return out;
      }
      for (Node n = dependencies.getFirstChild(); n != null; n = n.getNextSibling()) {
        if (n instanceof Element d && d.getTagName().equals("dependency")
            && isWarp(child(d, "groupId")) && !child(d, "scope").equals("test")) {
          out.add(child(d, "artifactId"));
        }
      }
      return out;
    }

    private static boolean isWarp(String group) {
      return group.equals("org.iwgf.warp") || group.equals("${project.groupId}");
    }
  }

  /** Every POM of the reactor, by artifact. */
  /**
   * CHANGELOG.md keeps Keep a Changelog's shape: under each version, each kind of change (Added, Changed,
   * Deprecated, Removed, Fixed, Security) has one section, so a reader finds every addition in one place.
   */
  @Test
  void theChangelogHasEachKindOfChangeOncePerVersion() throws IOException {
    Set<String> kinds = Set.of("Added", "Changed", "Deprecated", "Removed", "Fixed", "Security");
    List<String> problems = new ArrayList<>();
    String version = "";
    Set<String> seen = new TreeSet<>();
    for (String line : Files.readAllLines(ROOT.resolve("CHANGELOG.md"))) {
      if (line.startsWith("## ")) {
        version = line.substring(3).trim();
        seen.clear();
      } else if (line.startsWith("### ")) {
        String kind = line.substring(4).trim();
        if (!kinds.contains(kind)) {
          problems.add(version + ": unknown section \"" + kind + "\"");
        } else if (!seen.add(kind)) {
          problems.add(version + ": a second \"" + kind + "\" section");
        }
      }
    }
    assertTrue(version.length() > 0, "CHANGELOG.md has a version heading");
    assertEquals(List.of(), problems, "CHANGELOG.md's sections");
  }

  private static Map<String, ReactorPom> reactor() throws Exception {
    Map<String, ReactorPom> out = new TreeMap<>();
    collectPoms(ROOT, out);
    return out;
  }

  private static void collectPoms(Path dir, Map<String, ReactorPom> out) throws Exception {
    Document pom = read(dir.resolve("pom.xml"));
    Element project = pom.getDocumentElement();
    Element parent = childElement(project, "parent");
    String artifact = child(project, "artifactId");
    out.put(artifact, new ReactorPom(artifact, parent == null ? "" : child(parent, "artifactId"),
        child(project, "packaging"), pom));
    NodeList modules = pom.getElementsByTagName("module");
    for (int i = 0; i < modules.getLength(); i++) {
      collectPoms(dir.resolve(modules.item(i).getTextContent().trim()), out);
    }
  }

  private static void collectJarModules(Path dir, Set<String> published, Set<String> all) throws Exception {
    Document pom = read(dir.resolve("pom.xml"));
    Element project = pom.getDocumentElement();
    String artifact = child(project, "artifactId");
    String packaging = child(project, "packaging");
    if (packaging.isEmpty() || packaging.equals("jar")) {
      all.add(artifact);
      if (!UNPUBLISHED.contains(artifact)) {
        published.add(artifact);
      }
      assertEquals(UNPUBLISHED.contains(artifact),
          Files.readString(dir.resolve("pom.xml")).contains("<maven.deploy.skip>true</maven.deploy.skip>"),
          artifact + ": deployed exactly when published");
    }
    NodeList modules = pom.getElementsByTagName("module");
    for (int i = 0; i < modules.getLength(); i++) {
      collectJarModules(dir.resolve(modules.item(i).getTextContent().trim()), published, all);
    }
  }

  private static Set<String> managed(Path pomFile) throws Exception {
    Set<String> out = new TreeSet<>();
    NodeList management = read(pomFile).getElementsByTagName("dependencyManagement");
    NodeList deps = ((Element) management.item(0)).getElementsByTagName("dependency");
    for (int i = 0; i < deps.getLength(); i++) {
      Element d = (Element) deps.item(i);
      if (child(d, "groupId").equals("org.iwgf.warp")) {
        out.add(child(d, "artifactId"));
      }
    }
    return out;
  }

  private static String child(Element e, String name) {
    Element c = childElement(e, name);
    return c == null ? "" : c.getTextContent().trim();
  }

  private static @Nullable Element childElement(Element e, String name) {
    for (Node n = e.getFirstChild(); n != null; n = n.getNextSibling()) {
      if (n instanceof Element c && c.getTagName().equals(name)) {
        return c;
      }
    }
    return null;
  }

  private static Document read(Path pomFile) throws Exception {
    DocumentBuilderFactory f = DocumentBuilderFactory.newInstance();
    f.setFeature("http://apache.org/xml/features/disallow-doctype-decl", true);
    return f.newDocumentBuilder().parse(pomFile.toFile());
  }

  private static List<Path> sources(String under) throws IOException {
    try (Stream<Path> walk = Files.walk(ROOT)) {
      return walk.filter(p -> p.toString().endsWith(".java"))
          .filter(p -> !p.toString().contains("/target/") && !p.toString().contains("/.git/"))
          .filter(p -> p.toString().replace('\\', '/').contains(under.isEmpty() ? "/src/" : under))
          .sorted().toList();
    }
  }
}
