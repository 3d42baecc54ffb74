export { f } from "./builders";
export type { AnyField, ClientOf, Field, Open, Recognised, Shape, WireOf } from "./field";
export type { FieldEntry, Node, ObjectDef, UnionDef } from "./node";
export { type SnakeCase, snakeCase } from "./snake-case";
