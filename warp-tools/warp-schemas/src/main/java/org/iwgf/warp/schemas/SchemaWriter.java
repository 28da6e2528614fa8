// SPDX-FileCopyrightText: 2026 IWGF
// SPDX-License-Identifier: Apache-2.0
package org.iwgf.warp.schemas;

import com.fasterxml.classmate.ResolvedType;
import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.core.util.DefaultIndenter;
import com.fasterxml.jackson.core.util.DefaultPrettyPrinter;
import com.fasterxml.jackson.core.util.Separators;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ObjectNode;
import com.github.victools.jsonschema.generator.Option;
import com.github.victools.jsonschema.generator.OptionPreset;
import com.github.victools.jsonschema.generator.SchemaGenerationContext;
import com.github.victools.jsonschema.generator.SchemaGenerator;
import com.github.victools.jsonschema.generator.SchemaGeneratorConfigBuilder;
import com.github.victools.jsonschema.generator.SchemaVersion;
import com.github.victools.jsonschema.generator.impl.DefinitionKey;
import com.github.victools.jsonschema.generator.naming.SchemaDefinitionNamingStrategy;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.lang.reflect.Type;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.stream.Stream;
import org.iwgf.warp.schemas.GameSchemas.Document;
import org.iwgf.warp.schemas.GameSchemas.Game;

/**
 * Generates the JSON Schemas (draft 2020-12) of every game's documents with victools' jsonschema-generator,
 * driven by the game's own mapper ({@link MapperDefinitions}), and writes them where they are kept:
 * {@code docs/schema/<game>/}, from which each artifact's build copies its own into its jar. Run after
 * changing a model type, a mix-in or a rule's JSON names:
 *
 * <pre>{@code ./mvnw -q -pl warp-tools/warp-schemas -am -DskipTests verify exec:java}</pre>
 *
 * @since 0.1.0
 */
public final class SchemaWriter {
  /** The command that rewrites every shipped schema, from the repository's root. */
  public static final String COMMAND = "./mvnw -q -pl warp-tools/warp-schemas -am -DskipTests verify exec:java";

  private static final String DRAFT = "https://json-schema.org/draft/2020-12/schema";
  private static final ObjectMapper PRINTER = new ObjectMapper();

  private SchemaWriter() {}

  /**
   * Writes every schema under the repository root given as the only argument (default: the working
   * directory); the Maven command above passes the root.
   */
  public static void main(String[] args) throws IOException {
    Path root = Path.of(args.length > 0 ? args[0] : ".").toAbsolutePath().normalize();
    int count = 0;
    for (Game game : GameSchemas.all()) {
      Path kept = docs(root, game);
      List<Path> written = new ArrayList<>();
      for (Document document : game.documents()) {
        written.add(write(kept.resolve(document.file()), text(game, document)));
      }
      removeOthers(kept, written);
      count += written.size();
    }
    System.out.println("Wrote " + count + " schemas into docs/schema/.");
  }

  /** Where {@code game}'s schemas are kept: {@code docs/schema/<game>/}. */
  public static Path docs(Path root, Game game) {
    return root.resolve("docs/schema").resolve(game.id());
  }

  private static Path write(Path file, String text) throws IOException {
    Files.createDirectories(file.getParent());
    Files.writeString(file, text);
    return file;
  }

  private static void removeOthers(Path dir, List<Path> kept) throws IOException {
    try (Stream<Path> files = Files.list(dir)) {
      for (Path p : files.filter(p -> p.toString().endsWith(".schema.json") && !kept.contains(p)).toList()) {
        Files.delete(p);
      }
    }
  }

  /** The schema of {@code document} as its file holds it: two-space indents, one value a line, a final newline. */
  public static String text(Game game, Document document) {
    DefaultIndenter indenter = new DefaultIndenter("  ", "\n");
    DefaultPrettyPrinter printer = new DefaultPrettyPrinter()
        .withSeparators(Separators.createDefaultInstance().withObjectFieldValueSpacing(Separators.Spacing.AFTER));
    printer.indentObjectsWith(indenter);
    printer.indentArraysWith(indenter);
    try {
      return PRINTER.writer(printer).writeValueAsString(schema(game, document)) + "\n";
    } catch (JsonProcessingException e) {
      throw new UncheckedIOException(e);
    }
  }

  /**
   * The schema of {@code document}, with its {@code $schema}, {@code $id} and {@code title}; where it refers to
   * another document of the game, each definition that document's schema holds alike is a reference there.
   */
  public static ObjectNode schema(Game game, Document document) {
    SchemaGeneratorConfigBuilder builder = new SchemaGeneratorConfigBuilder(SchemaVersion.DRAFT_2020_12,
        OptionPreset.PLAIN_JSON)
        .with(Option.DEFINITIONS_FOR_ALL_OBJECTS, Option.MAP_VALUES_AS_ADDITIONAL_PROPERTIES)
        .without(Option.SCHEMA_VERSION_INDICATOR);
    builder.forTypesInGeneral()
        .withCustomDefinitionProvider(new MapperDefinitions(game.mapper(), game.patterns()))
        .withDefinitionNamingStrategy(new NestedNames());
    SchemaGenerator generator = new SchemaGenerator(builder.build());
    ObjectNode generated = generator.generateSchema(document.type(), document.parameters().toArray(new Type[0]));
    ObjectNode schema = PRINTER.createObjectNode();
    schema.put("$schema", DRAFT);
    schema.put("$id", game.schemaId(document));
    schema.put("title", document.title());
    schema.setAll(generated);
    for (String other : document.refersTo()) {
      Document referred = game.document(other);
      SharedDefinitions.refer(schema, schema(game, referred), referred.file());
    }
    return schema;
  }

  /**
   * Definitions named as the model names its types ({@code WarpMove.Chart}); where two types share a name
   * (two rules' {@code State}), each takes its package's last name in front ({@code delta.HotPotato.State}).
   */
  private static final class NestedNames implements SchemaDefinitionNamingStrategy {
    @Override
    public String getDefinitionNameForKey(DefinitionKey key, SchemaGenerationContext context) {
      return nested(key.getType());
    }

    @Override
    public void adjustDuplicateNames(Map<DefinitionKey, String> duplicates, SchemaGenerationContext context) {
      for (Map.Entry<DefinitionKey, String> e : duplicates.entrySet()) {
        Class<?> raw = e.getKey().getType().getErasedType();
        String pkg = raw.getPackageName();
        e.setValue(pkg.substring(pkg.lastIndexOf('.') + 1) + "." + e.getValue());
      }
    }

    private static String nested(ResolvedType type) {
      Class<?> raw = type.getErasedType();
      String name = raw.getName().substring(raw.getPackageName().length() + 1).replace('$', '.');
      if (type.getTypeParameters().isEmpty()) {
        return name;
      }
      StringBuilder out = new StringBuilder(name).append('(');
      for (ResolvedType p : type.getTypeParameters()) {
        out.append(out.charAt(out.length() - 1) == '(' ? "" : ",").append(nested(p));
      }
      return out.append(')').toString();
    }
  }
}
