/** A configuration the demo refuses to start with; its message tells the operator what to set. */
export class ConfigError extends Error {
  override readonly name = "ConfigError";
}
