/** A relying party registered with the local provider. */
export interface DevOidcClient {
  clientId: string;
  clientSecret: string;
  /** Exact matches only, as a real provider checks them. */
  redirectUris: string[];
}
