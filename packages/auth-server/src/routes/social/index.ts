export { linkSocial } from "./link-social";
export { callbackOAuth, callbackRedirect } from "./oauth-callback";
export { signInSocial } from "./sign-in-social";
export { authorizationAnswer } from "./social-answers";
export { getAccessToken, refreshToken } from "./token-endpoints";
export { unlinkAccount } from "./unlink-account";
