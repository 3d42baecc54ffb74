export * from "./random-tokens";
export * from "./verification-jwt";
