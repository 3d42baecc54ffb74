export * from "./entity-schemas";
