// SPDX-FileCopyrightText: 2026 IWGF
// SPDX-License-Identifier: Apache-2.0
package org.iwgf.warp.schemas;

import com.fasterxml.classmate.ResolvedType;
import com.fasterxml.jackson.annotation.JsonInclude;
import com.fasterxml.jackson.annotation.JsonTypeInfo;
import com.fasterxml.jackson.databind.BeanDescription;
import com.fasterxml.jackson.databind.JavaType;
import com.fasterxml.jackson.databind.JsonMappingException;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.SerializationConfig;
import com.fasterxml.jackson.databind.introspect.AnnotatedClass;
import com.fasterxml.jackson.databind.introspect.AnnotatedClassResolver;
import com.fasterxml.jackson.databind.introspect.AnnotatedMember;
import com.fasterxml.jackson.databind.introspect.BeanPropertyDefinition;
import com.fasterxml.jackson.databind.jsontype.NamedType;
import com.fasterxml.jackson.databind.jsontype.TypeSerializer;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import com.github.victools.jsonschema.generator.CustomDefinition;
import com.github.victools.jsonschema.generator.CustomDefinitionProviderV2;
import com.github.victools.jsonschema.generator.SchemaGenerationContext;
import java.lang.reflect.AnnotatedType;
import java.lang.reflect.Field;
import java.lang.reflect.Method;
import java.lang.reflect.Modifier;
import java.util.ArrayList;
import java.util.Collection;
import java.util.Comparator;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.OptionalDouble;
import java.util.OptionalInt;
import java.util.OptionalLong;
import org.jspecify.annotations.Nullable;

/**
 * Definitions of the model's types as the library's own {@link ObjectMapper} writes and reads them, for the
 * generator to place in {@code $defs}: the mapper's introspection (mix-ins included) gives each object's
 * properties and their order, the value types written as text (a JsonValue accessor), the enum constants'
 * names and every polymorphic base's named subtypes, plugin types registered by their factories included.
 * Collections, maps, numbers, strings and booleans are left to the generator's standard definitions.
 */
final class MapperDefinitions implements CustomDefinitionProviderV2 {
  private final ObjectMapper mapper;
  private final SerializationConfig config;
  private final Map<Class<?>, String> patterns;

  MapperDefinitions(ObjectMapper mapper, Map<Class<?>, String> patterns) {
    this.mapper = mapper;
    this.config = mapper.getSerializationConfig();
    this.patterns = Map.copyOf(patterns);
  }

  @Override
  public @Nullable CustomDefinition provideCustomSchemaDefinition(ResolvedType type, SchemaGenerationContext context) {
    Class<?> raw = type.getErasedType();
    if (raw == Optional.class) {
      // jackson-datatype-jdk8: the value itself, or null when empty.
      ObjectNode node = context.getGeneratorConfig().createObjectNode();
      ArrayNode anyOf = node.putArray("anyOf");
      anyOf.add(context.createDefinitionReference(type.getTypeParameters().get(0)));
      anyOf.addObject().put("type", "null");
      return new CustomDefinition(node, CustomDefinition.INLINE_DEFINITION, CustomDefinition.EXCLUDING_ATTRIBUTES);
    }
    if (raw == OptionalInt.class || raw == OptionalLong.class || raw == OptionalDouble.class) {
      ObjectNode node = context.getGeneratorConfig().createObjectNode();
      node.putArray("type").add(raw == OptionalDouble.class ? "number" : "integer").add("null");
      return new CustomDefinition(node, CustomDefinition.INLINE_DEFINITION, CustomDefinition.EXCLUDING_ATTRIBUTES);
    }
    if (Map.class.isAssignableFrom(raw)) {
      return new CustomDefinition(mapDefinition(type, context), CustomDefinition.INLINE_DEFINITION,
          CustomDefinition.EXCLUDING_ATTRIBUTES);
    }
    if (isStandard(raw)) {
      return null;
    }
    if (raw.isEnum()) {
      return standard(enumDefinition(raw, context));
    }
    JavaType javaType = mapper.constructType(raw);
    BeanDescription description = config.introspect(javaType);
    AnnotatedMember value = description.findJsonValueAccessor();
    if (value != null) {
      ObjectNode node = context.createDefinition(resolve(value.getType(), context)).deepCopy();
      String pattern = patterns.get(raw);
      if (pattern != null) {
        node.put("pattern", pattern);
      }
      return standard(node);
    }
    TypeSerializer typing = typeSerializer(javaType);
    if (raw.isInterface() || Modifier.isAbstract(raw.getModifiers())) {
      if (typing == null) {
        throw new IllegalStateException(raw.getName() + " is abstract but has no type id: the mapper cannot write it");
      }
      return standard(unionDefinition(raw, context));
    }
    return standard(beanDefinition(javaType, description, typing, context));
  }

  private static CustomDefinition standard(ObjectNode node) {
    return new CustomDefinition(node, CustomDefinition.DefinitionType.STANDARD, CustomDefinition.EXCLUDING_ATTRIBUTES);
  }

  private static boolean isStandard(Class<?> raw) {
    return raw.isPrimitive() || raw.isArray() || raw == Object.class || raw == String.class
        || Number.class.isAssignableFrom(raw) || raw == Boolean.class || raw == Character.class
        || Collection.class.isAssignableFrom(raw) || raw.getName().startsWith("java.");
  }

  /** An object whose values are the map's values; enum keys as the mapper writes them. */
  private ObjectNode mapDefinition(ResolvedType type, SchemaGenerationContext context) {
    ObjectNode node = context.getGeneratorConfig().createObjectNode();
    node.put("type", "object");
    ResolvedType keyType = context.getTypeContext().getTypeParameterFor(type, Map.class, 0);
    ResolvedType valueType = context.getTypeContext().getTypeParameterFor(type, Map.class, 1);
    if (keyType == null || valueType == null) {
      throw new IllegalStateException("A map without key and value types: " + type);
    }
    Class<?> key = keyType.getErasedType();
    if (key.isEnum()) {
      ArrayNode names = node.putObject("propertyNames").putArray("enum");
      for (Object constant : key.getEnumConstants()) {
        names.add(mapper.valueToTree(Map.of(constant, 0)).fieldNames().next());
      }
    } else if (key != String.class) {
      throw new IllegalStateException("A map with keys of " + key + ": describe how they are written");
    }
    node.set("additionalProperties", context.createDefinitionReference(valueType));
    return node;
  }

  /** The texts the mapper writes for the constants, in declaration order. */
  private ObjectNode enumDefinition(Class<?> raw, SchemaGenerationContext context) {
    ObjectNode node = context.getGeneratorConfig().createObjectNode();
    ArrayNode values = context.getGeneratorConfig().createArrayNode();
    String kind = null;
    for (Object constant : raw.getEnumConstants()) {
      JsonNode written = mapper.valueToTree(constant);
      values.add(written);
      kind = written.isTextual() ? "string" : written.isIntegralNumber() ? "integer" : "number";
    }
    if (kind != null) {
      node.put("type", kind);
    }
    node.set("enum", values);
    return node;
  }

  /** One of the named subtypes the mapper knows for {@code raw}: the model's own, then the plugins'. */
  private ObjectNode unionDefinition(Class<?> raw, SchemaGenerationContext context) {
    ObjectNode node = context.getGeneratorConfig().createObjectNode();
    ArrayNode oneOf = node.putArray("oneOf");
    for (NamedType subtype : subtypes(raw)) {
      oneOf.add(context.createDefinitionReference(context.getTypeContext().resolve(subtype.getType())));
    }
    return node;
  }

  /** The concrete named subtypes of {@code raw}: the model's own in declared order, then the plugins' by name. */
  List<NamedType> subtypes(Class<?> raw) {
    AnnotatedClass annotated = AnnotatedClassResolver.resolveWithoutSuperTypes(config, raw);
    Collection<NamedType> all = mapper.getSubtypeResolver().collectAndResolveSubtypesByClass(config, annotated);
    List<NamedType> own = new ArrayList<>();
    List<NamedType> plugins = new ArrayList<>();
    for (NamedType t : all) {
      Class<?> c = t.getType();
      if (t.hasName() && c != raw && !c.isInterface() && !Modifier.isAbstract(c.getModifiers())) {
        (t.getName().contains(".") ? plugins : own).add(t);
      }
    }
    plugins.sort(Comparator.comparing(NamedType::getName));
    own.addAll(plugins);
    return own;
  }

  private ObjectNode beanDefinition(JavaType javaType, BeanDescription description, @Nullable TypeSerializer typing,
      SchemaGenerationContext context) {
    ObjectNode node = context.getGeneratorConfig().createObjectNode();
    node.put("type", "object");
    ObjectNode properties = node.putObject("properties");
    ArrayNode required = context.getGeneratorConfig().createArrayNode();
    if (typing != null && typing.getTypeInclusion() == JsonTypeInfo.As.PROPERTY) {
      String id = typing.getTypeIdResolver().idFromValueAndType(null, javaType.getRawClass());
      if (id == null) {
        throw new IllegalStateException(javaType.getRawClass().getName() + " has no type id");
      }
      properties.putObject(typing.getPropertyName()).put("const", id);
      required.add(typing.getPropertyName());
    }
    for (BeanPropertyDefinition property : description.findProperties()) {
      AnnotatedMember accessor = property.getAccessor();
      if (accessor == null) {
        continue; // read but never written: not part of a written document
      }
      ObjectNode schema = context.createDefinitionReference(resolve(accessor.getType(), context));
      if (nullable(accessor) && !schema.has("anyOf")) {
        ObjectNode either = context.getGeneratorConfig().createObjectNode();
        ArrayNode anyOf = either.putArray("anyOf");
        anyOf.add(schema);
        anyOf.addObject().put("type", "null");
        schema = either;
      }
      properties.set(property.getName(), schema);
      JsonInclude.Include inclusion = property.findInclusion().getValueInclusion();
      if (inclusion == JsonInclude.Include.ALWAYS || inclusion == JsonInclude.Include.USE_DEFAULTS) {
        required.add(property.getName());
      }
    }
    node.set("required", required);
    node.put("additionalProperties", false);
    return node;
  }

  private @Nullable TypeSerializer typeSerializer(JavaType javaType) {
    try {
      return mapper.getSerializerProviderInstance().findTypeSerializer(javaType);
    } catch (JsonMappingException e) {
      throw new IllegalStateException("No type serializer for " + javaType, e);
    }
  }

  /** Whether the accessor's type is marked {@code @Nullable} (JSpecify, a type-use annotation). */
  private static boolean nullable(AnnotatedMember accessor) {
    AnnotatedType type;
    if (accessor.getMember() instanceof Method m) {
      type = m.getAnnotatedReturnType();
    } else if (accessor.getMember() instanceof Field f) {
      type = f.getAnnotatedType();
    } else {
      return false;
    }
    return type.isAnnotationPresent(Nullable.class);
  }

  /** The generator's view of a type the mapper names. */
  static ResolvedType resolve(JavaType type, SchemaGenerationContext context) {
    if (type.isArrayType()) {
      return context.getTypeContext().resolve(type.getRawClass());
    }
    List<JavaType> parameters = type.getBindings().getTypeParameters();
    ResolvedType[] resolved = new ResolvedType[parameters.size()];
    for (int i = 0; i < resolved.length; i++) {
      resolved[i] = resolve(parameters.get(i), context);
    }
    return context.getTypeContext().resolve(type.getRawClass(), resolved);
  }
}
