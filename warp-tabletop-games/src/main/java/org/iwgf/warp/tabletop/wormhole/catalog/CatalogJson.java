package org.iwgf.warp.tabletop.wormhole.catalog;

import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.json.JsonMapper;
import com.fasterxml.jackson.datatype.jdk8.Jdk8Module;
import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;

/** PLACEHOLDER loader — to be hardened (strict reading, validation, error codes). */
public final class CatalogJson {
  private static final ObjectMapper MAPPER = JsonMapper.builder().addModule(new Jdk8Module()).build();

  private CatalogJson() {}

  /** The Sathrican catalog shipped with the library. */
  public static Catalog sathrican() {
    try (InputStream in = CatalogJson.class.getResourceAsStream("sathrican.json")) {
      return MAPPER.readValue(in, Catalog.class);
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }
}
