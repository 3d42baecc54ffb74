/** A genericOAuth config entry that cannot work; thrown when the plugin is made. */
export class GenericOAuthConfigError extends Error {
  override readonly name = "GenericOAuthConfigError";
}
