export { linkSocial } from "./link-social";
export { callbackOAuth } from "./oauth-callback";
export { signInSocial } from "./sign-in-social";
export { getAccessToken, refreshToken } from "./token-endpoints";
export { unlinkAccount } from "./unlink-account";
