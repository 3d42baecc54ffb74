export { f, objectDef } from "./builders";
export { camelCase } from "./camel-case";
export type { AnyField, ClientOf, Field, Open, Recognised, Shape, WireOf } from "./field";
export type { FieldEntry, Node, ObjectDef, UnionDef } from "./node";
export { type SnakeCase, snakeCase } from "./snake-case";
