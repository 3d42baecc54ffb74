export { type ClientEntity, ENTITIES, type EntityName, type WireEntity } from "./entities";
