package io.github.strategorules.engine.connection;

import static org.assertj.core.api.Assertions.assertThat;

import com.networknt.schema.SchemaLocation;
import com.networknt.schema.SchemaRegistry;
import com.networknt.schema.SpecificationVersion;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Map;
import java.util.stream.Collectors;
import java.util.stream.Stream;
import tools.jackson.databind.JsonNode;

/**
 * Checks the engine connection's lines against the documented JSON Schemas of {@code docs/json/}
 * (read from the files, their references resolved by {@code $id}, no network). stratego-json's
 * tests have their own checker; tests are not shared between modules, and these are the only schema
 * checks of this module.
 */
final class ProtocolSchemas {
  private static final String BASE = "https://strategorules.github.io/stratego-rules/json/";
  private static final SchemaRegistry REGISTRY =
      SchemaRegistry.withDefaultDialect(
          SpecificationVersion.DRAFT_2020_12, b -> b.schemas(files()));

  private ProtocolSchemas() {}

  private static Map<String, String> files() {
    try (Stream<Path> list = Files.list(Path.of("..", "docs", "json"))) {
      return list.filter(f -> f.toString().endsWith(".schema.json"))
          .collect(
              Collectors.toMap(
                  p -> BASE + p.getFileName(),
                  p -> {
                    try {
                      return Files.readString(p);
                    } catch (IOException e) {
                      throw new UncheckedIOException(e);
                    }
                  }));
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }

  /**
   * Fails unless the line is valid against a part of the protocol's schema.
   *
   * @param fragment such as {@code to_engine}, a definition of {@code protocol.schema.json}
   * @param line the line as JSON
   */
  static void check(String fragment, JsonNode line) {
    assertThat(
            REGISTRY
                .getSchema(SchemaLocation.of(BASE + "protocol.schema.json#/$defs/" + fragment))
                .validate(line))
        .as("%s against protocol.schema.json#/$defs/%s", line, fragment)
        .isEmpty();
  }
}
