// SPDX-FileCopyrightText: 2026 IWGF
// SPDX-License-Identifier: Apache-2.0
package org.iwgf.warp.schemas;

import com.fasterxml.jackson.databind.Module;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.lang.reflect.Type;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;
import org.iwgf.warp.classic.rules.ClassicConfig;
import org.iwgf.warp.classic.rules.ClassicEvent;
import org.iwgf.warp.classic.rules.ClassicMove;
import org.iwgf.warp.classic.rules.ClassicRecord;
import org.iwgf.warp.classic.rules.ClassicSnapshot;
import org.iwgf.warp.classic.rules.ClassicView;
import org.iwgf.warp.core.domino.Coordinate;
import org.iwgf.warp.core.game.GameProvider;
import org.iwgf.warp.core.game.Games;
import org.iwgf.warp.core.model.Route;
import org.iwgf.warp.core.model.StateSnapshot;
import org.iwgf.warp.core.model.WarpConfig;
import org.iwgf.warp.core.model.WarpEvent;
import org.iwgf.warp.core.model.WarpMove;
import org.iwgf.warp.core.plugin.PluginRegistry;
import org.iwgf.warp.core.view.SeatView;
import org.iwgf.warp.json.GameRecord;
import org.iwgf.warp.json.WarpJson;
import org.iwgf.warp.rating.rated.ClaimedResult;
import org.iwgf.warp.rating.rated.MatchRecord;
import org.iwgf.warp.rating.tei.AnchorRatings;
import org.iwgf.warp.rating.tei.Placements;
import org.iwgf.warp.rating.tei.Rating;
import org.iwgf.warp.rating.tei.TeiGrade;
import org.iwgf.warp.rating.tei.TeiProfile;
import org.iwgf.warp.tabletop.blackhole.BlackHoleConfig;
import org.iwgf.warp.tabletop.blackhole.BlackHoleEvent;
import org.iwgf.warp.tabletop.blackhole.BlackHoleMove;
import org.iwgf.warp.tabletop.blackhole.BlackHoleRecord;
import org.iwgf.warp.tabletop.blackhole.BlackHoleState;
import org.iwgf.warp.tabletop.blackhole.BlackHoleView;
import org.iwgf.warp.tabletop.blackhole.FaceMenu;
import org.iwgf.warp.tabletop.blackhole.Spiral;
import org.iwgf.warp.tabletop.wormhole.WormholeConfig;
import org.iwgf.warp.tabletop.wormhole.WormholeEvent;
import org.iwgf.warp.tabletop.wormhole.WormholeMenu;
import org.iwgf.warp.tabletop.wormhole.WormholeMove;
import org.iwgf.warp.tabletop.wormhole.WormholeRecord;
import org.iwgf.warp.tabletop.wormhole.WormholeState;
import org.iwgf.warp.tabletop.wormhole.WormholeView;
import org.iwgf.warp.tabletop.wormhole.catalog.Catalog;
import org.iwgf.warp.tabletop.wormhole.catalog.CatalogMixins;

/**
 * Every JSON document of every game, with the mapper that writes it: the list the schemas are generated from.
 * A game's mapper is built exactly as its JSON facade builds its own ({@code WarpJson}, {@code ClassicJson},
 * {@code BlackHoleJson}, {@code WormholeJson}, {@code RatedJson}, {@code TeiJson}), with the same mix-ins
 * and, for Warp, every rule found on the class path.
 *
 * @since 0.1.0
 */
public final class GameSchemas {
  /**
   * The base of every schema's {@code $id}: its address in the repository, under {@code docs/schema/}, where
   * each schema is kept (the artifacts ship them from there).
   */
  public static final String ID_BASE = "https://raw.githubusercontent.com/iwgf/warp/main/docs/schema/";

  private static final String COORDINATE = "^(1[0-8]|[0-9])-(1[0-8]|[0-9])$";
  private static final String ROUTE = "^(neutral-zone|trail-(0|[1-9][0-9]?))$";
  private static final String GRADE = "^[PICVE](0|[1-9][0-9]?)$";

  private GameSchemas() {}

  /**
   * One JSON document of a game.
   *
   * @param name the file's name before {@code .schema.json}
   * @param title what the document is
   * @param type the Java type written
   * @param parameters the type's parameters (the element type of a list of events)
   * @param refersTo the documents of the same game whose definitions this one refers to ({@code $ref} to the
   *     other file) wherever it would repeat them
   * @since 0.1.0
   */
  public record Document(String name, String title, Type type, List<Type> parameters, List<String> refersTo) {
    /** Copies the lists. */
    public Document {
      Objects.requireNonNull(name, "name");
      parameters = List.copyOf(parameters);
      refersTo = List.copyOf(refersTo);
    }

    static Document of(String name, String title, Type type, Type... parameters) {
      return new Document(name, title, type, List.of(parameters), List.of());
    }

    /** The file name of the document's schema, e.g. {@code move.schema.json}. */
    public String file() {
      return name + ".schema.json";
    }

    /** This document, referring to the definitions of {@code others} instead of repeating them. */
    Document referringTo(String... others) {
      return new Document(name, title, type, parameters, List.of(others));
    }
  }

  /**
   * A game (or a family of documents) and where its schemas are shipped.
   *
   * @param id the directory under {@code docs/schema/}
   * @param title the game's name
   * @param module the repository directory of the artifact that ships the schemas (its build copies them from
   *     {@code docs/schema/<id>/})
   * @param resources the resource directory inside that artifact, e.g. {@code org/iwgf/warp/json/schema}
   * @param mapper the mapper the game's JSON facade reads and writes with
   * @param patterns the text patterns of the value types written as text
   * @param documents the documents
   * @since 0.1.0
   */
  public record Game(String id, String title, String module, String resources, ObjectMapper mapper,
      Map<Class<?>, String> patterns, List<Document> documents) {
    /** Copies the maps and lists. */
    public Game {
      Objects.requireNonNull(id, "id");
      patterns = Map.copyOf(patterns);
      documents = List.copyOf(documents);
    }

    /** The document named {@code name}. */
    public Document document(String name) {
      return documents.stream().filter(d -> d.name().equals(name)).findFirst()
          .orElseThrow(() -> new IllegalArgumentException("No document " + name + " in " + id));
    }

    /** The {@code $id} of {@code document}'s schema. */
    public String schemaId(Document document) {
      return ID_BASE + id + "/" + document.file();
    }

    /** The resource path of {@code document}'s schema in the artifact, e.g. {@code org/iwgf/warp/json/schema/state.schema.json}. */
    public String resource(Document document) {
      return resources + "/" + document.file();
    }
  }

  /**
   * Every installed game ({@link Games#installed()}, in that order) whose documents this tool generates
   * schemas for, then the rated-match and TEI documents. A game installed without a definition here ships
   * the schemas its provider lists as they are ({@link org.iwgf.warp.core.game.GameProvider#schemas()}).
   */
  public static List<Game> all() {
    List<Game> all = new ArrayList<>();
    for (GameProvider<?, ?, ?, ?, ?> provider : Games.installed()) {
      definition(provider.id()).ifPresent(all::add);
    }
    all.add(rated());
    all.add(tei());
    return List.copyOf(all);
  }

  /** The documents of the installed game {@code id}, for the library's own games. */
  private static Optional<Game> definition(String id) {
    return switch (id) {
      case "warp" -> Optional.of(warp());
      case "classic" -> Optional.of(classic());
      case "blackhole" -> Optional.of(blackHole());
      case "wormhole" -> Optional.of(wormhole());
      default -> Optional.empty();
    };
  }

  /** The game whose id is {@code id}. */
  public static Game game(String id) {
    return all().stream().filter(g -> g.id().equals(id)).findFirst()
        .orElseThrow(() -> new IllegalArgumentException("No game " + id));
  }

  /** Warp multi-trail dominoes, with every rule on the class path (the library ships them all). */
  public static Game warp() {
    return new Game("warp", "Warp", "warp-json", "org/iwgf/warp/json/schema", WarpJson.mapper(),
        Map.of(Coordinate.class, COORDINATE, Route.class, ROUTE),
        play("Warp", WarpConfig.class, StateSnapshot.class, WarpMove.class, WarpEvent.class, SeatView.class,
            Document.of("record", "Warp game record", GameRecord.class)));
  }

  /** Warp 6 Classic. */
  public static Game classic() {
    return new Game("classic", "Warp 6 Classic", "warp-classic", "org/iwgf/warp/classic/schema",
        plain(mixins("org.iwgf.warp.classic.json.ClassicMixins")), Map.of(Coordinate.class, COORDINATE),
        play("Warp 6 Classic", ClassicConfig.class, ClassicSnapshot.class, ClassicMove.class, ClassicEvent.class,
            ClassicView.class, Document.of("record", "Warp 6 Classic game record", ClassicRecord.class)));
  }

  /** The Black Hole dice race. */
  public static Game blackHole() {
    return new Game("blackhole", "Black Hole", "warp-tabletop-games", "org/iwgf/warp/tabletop/blackhole/schema",
        plain(mixins("org.iwgf.warp.tabletop.blackhole.BlackHoleMixins")), Map.of(),
        play("Black Hole", BlackHoleConfig.class, BlackHoleState.class, BlackHoleMove.class, BlackHoleEvent.class,
            BlackHoleView.class, Document.of("record", "Black Hole game record", BlackHoleRecord.class),
            Document.of("spiral", "Black Hole board", Spiral.class),
            Document.of("menu", "Black Hole face menu", FaceMenu.class)));
  }

  /** The Wormhole battle game. */
  public static Game wormhole() {
    return new Game("wormhole", "Wormhole", "warp-tabletop-games", "org/iwgf/warp/tabletop/wormhole/schema",
        plain(mixins("org.iwgf.warp.tabletop.wormhole.WormholeMixins"), CatalogMixins.module()), Map.of(),
        play("Wormhole", WormholeConfig.class, WormholeState.class, WormholeMove.class, WormholeEvent.class,
            WormholeView.class, Document.of("record", "Wormhole battle record", WormholeRecord.class),
            Document.of("catalog", "Wormhole catalog", Catalog.class),
            Document.of("menu", "Wormhole move menu", WormholeMenu.class).referringTo("move")));
  }

  /** Rated matches ({@code RatedJson}), with every rule on the class path. */
  public static Game rated() {
    ObjectMapper mapper = WarpJson.mapper().registerModule(mixins("org.iwgf.warp.rating.rated.RatedMixins"));
    return new Game("rated", "Rated matches", "warp-rating", "org/iwgf/warp/rating/rated/schema", mapper,
        Map.of(Coordinate.class, COORDINATE, Route.class, ROUTE),
        List.of(
            Document.of("match", "Rated match record", MatchRecord.class),
            Document.of("claim", "Claimed result", ClaimedResult.class)));
  }

  /** The TEI rating ({@code TeiJson}). */
  public static Game tei() {
    return new Game("tei", "TEI", "warp-rating", "org/iwgf/warp/rating/tei/schema",
        plain(mixins("org.iwgf.warp.rating.tei.TeiMixins")), Map.of(TeiGrade.class, GRADE),
        List.of(
            Document.of("rating", "TEI rating", Rating.class),
            Document.of("profile", "TEI profile", TeiProfile.class),
            Document.of("anchors", "TEI anchor ratings", AnchorRatings.class),
            Document.of("placements", "Placements", Placements.class)));
  }

  /** The five documents every game has, then {@code more}. */
  private static List<Document> play(String game, Class<?> config, Class<?> state, Class<?> move, Class<?> event,
      Class<?> view, Document... more) {
    List<Document> all = new ArrayList<>(List.of(
        Document.of("config", game + " configuration", config),
        Document.of("state", game + " saved state", state),
        Document.of("move", game + " move", move),
        Document.of("events", game + " events", List.class, event),
        Document.of("view", game + " seat view", view)));
    all.addAll(List.of(more));
    return all;
  }

  /** Warp's mapper with no rules and a game's mix-ins, as {@code StrictJson.of} builds it. */
  private static ObjectMapper plain(Module... modules) {
    return WarpJson.mapper(PluginRegistry.empty()).registerModules(modules);
  }

  /**
   * A game's package-private mix-in module ({@code XMixins.module()}): the generator reads the same
   * annotations the facade's mapper does, so the schemas cannot drift from them.
   */
  private static Module mixins(String className) {
    try {
      var method = Class.forName(className).getDeclaredMethod("module");
      method.setAccessible(true);
      return (Module) Objects.requireNonNull(method.invoke(null));
    } catch (ReflectiveOperationException e) {
      throw new IllegalStateException("Cannot reach " + className + ".module()", e);
    }
  }
}
