// SPDX-FileCopyrightText: 2026 IWGF
// SPDX-License-Identifier: Apache-2.0
package org.iwgf.warp.json;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.annotation.JsonSubTypes;
import java.util.Arrays;
import java.util.HashSet;
import java.util.Set;
import java.util.stream.Collectors;
import org.iwgf.warp.core.model.PluginEvent;
import org.iwgf.warp.core.model.PluginMove;
import org.iwgf.warp.core.model.WarpEvent;
import org.iwgf.warp.core.model.WarpMove;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * Jackson does not read {@code sealed … permits}: the JSON names must be listed by hand in the JSON adapter's
 * mix-ins, and completely.
 */
class JsonSubtypesTest {

  @ParameterizedTest
  @ValueSource(classes = {WarpMove.class, WarpEvent.class})
  void everyPermittedRecordHasExactlyOneJsonName(Class<?> base) {
    Class<?> mixin = mixinOf(base);
    Set<Class<?>> permitted = Arrays.stream(base.getPermittedSubclasses())
        .filter(c -> c != PluginMove.class && c != PluginEvent.class)
        .collect(Collectors.toSet());
    JsonSubTypes.Type[] listed = mixin.getAnnotation(JsonSubTypes.class).value();
    Set<Class<?>> registered = Arrays.stream(listed).map(JsonSubTypes.Type::value).collect(Collectors.toSet());
    assertEquals(permitted, registered);
    assertEquals(listed.length, registered.size(), "a class is listed twice");
    Set<String> names = new HashSet<>();
    for (JsonSubTypes.Type t : listed) {
      assertTrue(t.name().matches("[a-z]+(-[a-z]+)*"), "names are lower-case words joined by '-': " + t.name());
      assertTrue(names.add(t.name()), "name used twice: " + t.name());
    }
    assertTrue(permitted.stream().allMatch(Class::isRecord), "moves and events are records");
  }

  @ParameterizedTest
  @ValueSource(classes = {WarpMove.class, WarpEvent.class})
  void theModelItselfCarriesNoJsonAnnotations(Class<?> base) {
    assertEquals(0, Arrays.stream(base.getAnnotations())
        .filter(a -> a.annotationType().getPackageName().startsWith("com.fasterxml")).count());
  }

  private static Class<?> mixinOf(Class<?> base) {
    return base == WarpMove.class ? WarpMixins.WarpMoveJson.class : WarpMixins.WarpEventJson.class;
  }
}
