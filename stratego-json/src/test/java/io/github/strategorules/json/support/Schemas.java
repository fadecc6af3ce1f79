package io.github.strategorules.json.support;

import static org.assertj.core.api.Assertions.assertThat;

import com.networknt.schema.Error;
import com.networknt.schema.Schema;
import com.networknt.schema.SchemaLocation;
import com.networknt.schema.SchemaRegistry;
import com.networknt.schema.SpecificationVersion;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import java.util.stream.Stream;
import tools.jackson.databind.JsonNode;

/**
 * The JSON Schemas of {@code docs/json/}, read from the files (so the documented schemas are the
 * ones tested), with their cross-references resolved by {@code $id} without any network.
 */
public final class Schemas {
  /** The base of every schema's {@code $id}. */
  public static final String BASE = "https://strategorules.github.io/stratego-rules/json/";
  /** Where the schemas are, from the module's folder. */
  public static final Path DIR = Path.of("..", "docs", "json");

  private static final SchemaRegistry REGISTRY = SchemaRegistry.withDefaultDialect(SpecificationVersion.DRAFT_2020_12,
      b -> b.schemas(files()));
  private static final Map<String, Schema> SCHEMAS = new ConcurrentHashMap<>();

  private Schemas() {}

  private static Map<String, String> files() {
    Map<String, String> map = new HashMap<>();
    try (Stream<Path> list = Files.list(DIR)) {
      for (Path p : list.filter(f -> f.toString().endsWith(".schema.json")).toList()) {
        map.put(BASE + p.getFileName(), Files.readString(p));
      }
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
    return map;
  }

  /**
   * The schema of a kind.
   *
   * @param kind such as {@code message}, or {@code action#/$defs/classic} for a part
   * @return the schema
   */
  public static Schema of(String kind) {
    return SCHEMAS.computeIfAbsent(kind, k -> {
      int hash = k.indexOf('#');
      String file = hash < 0 ? k : k.substring(0, hash);
      String fragment = hash < 0 ? "" : k.substring(hash);
      return REGISTRY.getSchema(SchemaLocation.of(BASE + file + ".schema.json" + fragment));
    });
  }

  /**
   * Checks a document against the schema of its kind.
   *
   * @param kind the kind
   * @param json the document
   */
  public static void check(String kind, JsonNode json) {
    List<Error> errors = of(kind).validate(json);
    assertThat(errors).as("%s against %s.schema.json", json, kind).isEmpty();
  }
}
