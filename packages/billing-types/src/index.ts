export * from "./convert";
export type { ClientOf, Open, WireOf } from "./dsl";
export * from "./entities";
export * from "./enums";
export * from "./events";
export * from "./json-schema";
export { type ClientEntity, ENTITIES, type EntityName, type WireEntity } from "./registry";
export * from "./schemas/entity-schemas";
