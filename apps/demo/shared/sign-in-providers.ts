/** Where the front end asks which "Continue with …" buttons to show. */
export const SIGN_IN_PROVIDERS_PATH = "/api/demo/sign-in-providers";

/** A provider people can sign in with: its id for signIn.social/linkSocial, its name to show. */
export interface SignInProvider {
  id: string;
  name: string;
}
