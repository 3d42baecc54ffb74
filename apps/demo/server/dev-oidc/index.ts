export type { DevOidcClient } from "./clients";
export { createDevOidcProvider, type DevOidcProvider } from "./provider";
