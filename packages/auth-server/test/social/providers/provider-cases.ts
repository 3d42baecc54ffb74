import { generateKeyPair, SignJWT } from "jose";
import { HttpResponse, http, type RequestHandler } from "msw";

// One realistic sign-in per built-in provider (github and google have their own suite): the
// provider's token endpoint and profile endpoint(s) as msw handlers answering in the provider's
// own shape, the options the app would pass, and the user we must end up with.

export interface ProviderCase {
  id: string;
  options: Record<string, unknown>;
  /** The token endpoint's URL (code exchange and refresh). */
  tokenURL: string;
  /** The profile endpoints, answering for the access token `access-<id>`. */
  profile: RequestHandler[];
  /** Claims of an id token the token endpoint returns with the access token. */
  idTokenClaims?: Record<string, unknown>;
  /** Apple posts its callback as a form, with the first sign-in's name in `user`. */
  formPost?: { user: string };
  /** VK ID sends a device id with the code. */
  deviceId?: string;
  expected: {
    accountId: string;
    email: string | null;
    emailVerified: boolean;
    name: string;
    image: string | null;
  };
}

let signingKey: CryptoKey | undefined;

/** An id token as a token endpoint hands it over (read, not verified, after a code exchange). */
export async function idTokenFor(claims: Record<string, unknown>, audience: string) {
  signingKey ??= (await generateKeyPair("RS256")).privateKey;
  return new SignJWT(claims)
    .setProtectedHeader({ alg: "RS256", kid: "provider-key" })
    .setIssuedAt()
    .setExpirationTime("10m")
    .setAudience(audience)
    .sign(signingKey);
}

/** A profile endpoint that answers `body` only for this provider's access token. */
function profileAt(method: "get" | "post", url: string, id: string, body: Record<string, unknown>) {
  return http[method](url, async ({ request }) => {
    const bearer = request.headers.get("authorization");
    const form = method === "post" ? new URLSearchParams(await request.clone().text()) : null;
    const token = bearer?.replace(/^Bearer /, "") ?? form?.get("access_token");
    if (token !== `access-${id}`)
      return HttpResponse.json({ error: "invalid_token" }, { status: 401 });
    return HttpResponse.json(body);
  });
}

export const PROVIDER_CASES: ProviderCase[] = [
  {
    id: "apple",
    options: { clientId: "com.example.web", clientSecret: "apple-client-secret-jwt" },
    tokenURL: "https://appleid.apple.com/auth/token",
    profile: [],
    idTokenClaims: {
      iss: "https://appleid.apple.com",
      sub: "001234.abcdef.1234",
      email: "k7x2@privaterelay.appleid.com",
      email_verified: "true",
      is_private_email: "true",
    },
    formPost: { user: JSON.stringify({ name: { firstName: "Ada", lastName: "Lovelace" } }) },
    expected: {
      accountId: "001234.abcdef.1234",
      email: "k7x2@privaterelay.appleid.com",
      emailVerified: true,
      name: "Ada Lovelace",
      image: null,
    },
  },
  {
    id: "discord",
    options: { clientId: "discord-client", clientSecret: "discord-secret" },
    tokenURL: "https://discord.com/api/oauth2/token",
    profile: [
      profileAt("get", "https://discord.com/api/users/@me", "discord", {
        id: "80351110224678912",
        username: "nelly",
        global_name: "Nelly",
        discriminator: "0",
        avatar: "8342729096ea3675442027381ff50dfe",
        email: "nelly@discord.example",
        verified: true,
        locale: "en-US",
        mfa_enabled: true,
      }),
    ],
    expected: {
      accountId: "80351110224678912",
      email: "nelly@discord.example",
      emailVerified: true,
      name: "Nelly",
      image:
        "https://cdn.discordapp.com/avatars/80351110224678912/8342729096ea3675442027381ff50dfe.png",
    },
  },
  {
    id: "dropbox",
    options: { clientId: "dropbox-client", clientSecret: "dropbox-secret" },
    tokenURL: "https://api.dropboxapi.com/oauth2/token",
    profile: [
      profileAt("post", "https://api.dropboxapi.com/2/users/get_current_account", "dropbox", {
        account_id: "dbid:AAH4f99T0taONIb-OurWxbNQ6ywGRopQngc",
        name: {
          given_name: "Franz",
          surname: "Ferdinand",
          display_name: "Franz Ferdinand (Personal)",
        },
        email: "franz@dropbox.example",
        email_verified: true,
        profile_photo_url: "https://dl-web.dropbox.com/account_photo/get/dbaphid%3AAAHWGmIXV3s",
        disabled: false,
        country: "US",
      }),
    ],
    expected: {
      accountId: "dbid:AAH4f99T0taONIb-OurWxbNQ6ywGRopQngc",
      email: "franz@dropbox.example",
      emailVerified: true,
      name: "Franz Ferdinand (Personal)",
      image: "https://dl-web.dropbox.com/account_photo/get/dbaphid%3AAAHWGmIXV3s",
    },
  },
  {
    id: "facebook",
    options: { clientId: "fb-app", clientSecret: "fb-secret" },
    tokenURL: "https://graph.facebook.com/v16.0/oauth/access_token",
    profile: [
      profileAt("get", "https://graph.facebook.com/v21.0/me", "facebook", {
        id: "10158812345678901",
        name: "Mark Example",
        email: "mark@facebook.example",
        picture: {
          data: {
            height: 200,
            is_silhouette: false,
            url: "https://platform-lookaside.fbsbx.com/p.jpg",
            width: 200,
          },
        },
      }),
    ],
    expected: {
      accountId: "10158812345678901",
      email: "mark@facebook.example",
      emailVerified: false,
      name: "Mark Example",
      image: "https://platform-lookaside.fbsbx.com/p.jpg",
    },
  },
  {
    id: "gitlab",
    options: { clientId: "gitlab-client", clientSecret: "gitlab-secret" },
    tokenURL: "https://gitlab.com/oauth/token",
    profile: [
      profileAt("get", "https://gitlab.com/oauth/userinfo", "gitlab", {
        sub: "1234567",
        sub_legacy: "2b9e7f…",
        name: "Sid Example",
        nickname: "sid",
        preferred_username: "sid",
        email: "sid@gitlab.example",
        email_verified: true,
        website: "",
        profile: "https://gitlab.com/sid",
        picture: "https://gitlab.com/uploads/-/system/user/avatar/1234567/avatar.png",
        groups: [],
      }),
    ],
    expected: {
      accountId: "1234567",
      email: "sid@gitlab.example",
      emailVerified: true,
      name: "Sid Example",
      image: "https://gitlab.com/uploads/-/system/user/avatar/1234567/avatar.png",
    },
  },
  {
    id: "kick",
    options: { clientId: "kick-client", clientSecret: "kick-secret" },
    tokenURL: "https://id.kick.com/oauth/token",
    profile: [
      profileAt("get", "https://api.kick.com/public/v1/users", "kick", {
        data: [
          {
            user_id: 4377088,
            name: "streamer",
            email: "streamer@kick.example",
            profile_picture: "https://files.kick.com/images/user/4377088/profile_image.webp",
          },
        ],
        message: "OK",
      }),
    ],
    expected: {
      accountId: "4377088",
      email: "streamer@kick.example",
      emailVerified: false,
      name: "streamer",
      image: "https://files.kick.com/images/user/4377088/profile_image.webp",
    },
  },
  {
    id: "linkedin",
    options: { clientId: "linkedin-client", clientSecret: "linkedin-secret" },
    tokenURL: "https://www.linkedin.com/oauth/v2/accessToken",
    profile: [
      profileAt("get", "https://api.linkedin.com/v2/userinfo", "linkedin", {
        sub: "782bbtaQ",
        name: "Reid Example",
        given_name: "Reid",
        family_name: "Example",
        picture: "https://media.licdn.com/dms/image/C5603AQ/profile.jpg",
        locale: { country: "US", language: "en" },
        email: "reid@linkedin.example",
        email_verified: true,
      }),
    ],
    expected: {
      accountId: "782bbtaQ",
      email: "reid@linkedin.example",
      emailVerified: true,
      name: "Reid Example",
      image: "https://media.licdn.com/dms/image/C5603AQ/profile.jpg",
    },
  },
  {
    id: "microsoft",
    options: { clientId: "00000000-aaaa-bbbb-cccc-000000000001", clientSecret: "ms-secret" },
    tokenURL: "https://login.microsoftonline.com/common/oauth2/v2.0/token",
    profile: [],
    idTokenClaims: {
      iss: "https://login.microsoftonline.com/9188040d-6c67-4c5b-b112-36a304b66dad/v2.0",
      sub: "AAAAAAAAAAAAAAAAAAAAAIkzqFVrSaSaFHy782bbtaQ",
      oid: "00000000-0000-0000-66f3-3332eca7ea81",
      tid: "9188040d-6c67-4c5b-b112-36a304b66dad",
      name: "Satya Example",
      preferred_username: "satya@outlook.example",
      email: "satya@outlook.example",
    },
    expected: {
      accountId: "AAAAAAAAAAAAAAAAAAAAAIkzqFVrSaSaFHy782bbtaQ",
      email: "satya@outlook.example",
      emailVerified: false,
      name: "Satya Example",
      image: null,
    },
  },
  {
    id: "reddit",
    options: {
      clientId: "reddit-client",
      clientSecret: "reddit-secret",
      // Reddit shares no email: the app supplies one to sign people in.
      mapProfileToUser: (profile: { name: string }) => ({
        email: `${profile.name}@reddit.users.example`,
      }),
    },
    tokenURL: "https://www.reddit.com/api/v1/access_token",
    profile: [
      profileAt("get", "https://oauth.reddit.com/api/v1/me", "reddit", {
        id: "1w72",
        name: "spez",
        icon_img:
          "https://styles.redditmedia.com/t5_3k30p/styles/profileIcon.png?width=256&amp;s=abc",
        has_verified_email: true,
        created_utc: 1118030400,
        total_karma: 934000,
      }),
    ],
    expected: {
      accountId: "1w72",
      email: "spez@reddit.users.example",
      emailVerified: false,
      name: "spez",
      image: "https://styles.redditmedia.com/t5_3k30p/styles/profileIcon.png?width=256&s=abc",
    },
  },
  {
    id: "roblox",
    options: {
      clientId: "roblox-client",
      clientSecret: "roblox-secret",
      mapProfileToUser: (profile: { sub: string }) => ({
        email: `${profile.sub}@roblox.users.example`,
      }),
    },
    tokenURL: "https://apis.roblox.com/oauth/v1/token",
    profile: [
      profileAt("get", "https://apis.roblox.com/oauth/v1/userinfo", "roblox", {
        sub: "1516563360",
        name: "exampleuser",
        nickname: "exampleuser",
        preferred_username: "exampleuser",
        created_at: 1584682495,
        profile: "https://www.roblox.com/users/1516563360/profile",
        picture:
          "https://tr.rbxcdn.com/30DAY-AvatarHeadshot-Png/150/150/AvatarHeadshot/Png/noFilter",
      }),
    ],
    expected: {
      accountId: "1516563360",
      email: "1516563360@roblox.users.example",
      emailVerified: false,
      name: "exampleuser",
      image: "https://tr.rbxcdn.com/30DAY-AvatarHeadshot-Png/150/150/AvatarHeadshot/Png/noFilter",
    },
  },
  {
    id: "spotify",
    options: { clientId: "spotify-client", clientSecret: "spotify-secret" },
    tokenURL: "https://accounts.spotify.com/api/token",
    profile: [
      profileAt("get", "https://api.spotify.com/v1/me", "spotify", {
        id: "wizzler",
        display_name: "JM Wizzler",
        email: "wizzler@spotify.example",
        country: "SE",
        product: "premium",
        images: [{ url: "https://i.scdn.co/image/ab67616d00001e02", height: 300, width: 300 }],
        uri: "spotify:user:wizzler",
      }),
    ],
    expected: {
      accountId: "wizzler",
      email: "wizzler@spotify.example",
      emailVerified: false,
      name: "JM Wizzler",
      image: "https://i.scdn.co/image/ab67616d00001e02",
    },
  },
  {
    id: "tiktok",
    options: {
      clientId: "tiktok-client-key",
      clientSecret: "tiktok-secret",
      mapProfileToUser: (profile: { open_id: string }) => ({
        email: `${profile.open_id}@tiktok.users.example`,
      }),
    },
    tokenURL: "https://open.tiktokapis.com/v2/oauth/token/",
    profile: [
      profileAt("get", "https://open.tiktokapis.com/v2/user/info/", "tiktok", {
        data: {
          user: {
            open_id: "723f24d7-e717-40f8-a2b6-cb8464cd23b4",
            union_id: "c9c60f44-a68e-4f5d-84dd-ce22faeb0ba1",
            display_name: "Tik Toker",
            username: "tiktoker",
            avatar_large_url: "https://p16-sign-va.tiktokcdn.com/avatar.jpeg",
          },
        },
        error: { code: "ok", message: "", log_id: "20231010" },
      }),
    ],
    expected: {
      accountId: "723f24d7-e717-40f8-a2b6-cb8464cd23b4",
      email: "723f24d7-e717-40f8-a2b6-cb8464cd23b4@tiktok.users.example",
      emailVerified: false,
      name: "Tik Toker",
      image: "https://p16-sign-va.tiktokcdn.com/avatar.jpeg",
    },
  },
  {
    id: "twitch",
    options: { clientId: "twitch-client", clientSecret: "twitch-secret" },
    tokenURL: "https://id.twitch.tv/oauth2/token",
    profile: [],
    idTokenClaims: {
      iss: "https://id.twitch.tv/oauth2",
      sub: "713936733",
      preferred_username: "twitchdev",
      email: "dev@twitch.example",
      email_verified: true,
      picture: "https://static-cdn.jtvnw.net/jtv_user_pictures/profile_image-300x300.png",
    },
    expected: {
      accountId: "713936733",
      email: "dev@twitch.example",
      emailVerified: true,
      name: "twitchdev",
      image: "https://static-cdn.jtvnw.net/jtv_user_pictures/profile_image-300x300.png",
    },
  },
  {
    id: "twitter",
    options: { clientId: "x-client", clientSecret: "x-secret" },
    tokenURL: "https://api.twitter.com/2/oauth2/token",
    profile: [
      profileAt("get", "https://api.x.com/2/users/me", "twitter", {
        data: {
          id: "2244994945",
          name: "Developers",
          username: "XDevelopers",
          profile_image_url: "https://pbs.twimg.com/profile_images/1683325380441128960/normal.jpg",
          confirmed_email: "devs@x.example",
        },
      }),
    ],
    expected: {
      accountId: "2244994945",
      email: "devs@x.example",
      emailVerified: true,
      name: "Developers",
      image: "https://pbs.twimg.com/profile_images/1683325380441128960/normal.jpg",
    },
  },
  {
    id: "vk",
    options: { clientId: "51234567", clientSecret: "vk-secret" },
    tokenURL: "https://id.vk.com/oauth2/auth",
    deviceId: "device-7f3a",
    profile: [
      profileAt("post", "https://id.vk.com/oauth2/user_info", "vk", {
        user: {
          user_id: "1234567890",
          first_name: "Ivan",
          last_name: "Ivanov",
          phone: "79991234567",
          avatar: "https://sun1-99.userapi.com/impf/c1234/avatar.jpg",
          email: "ivan@vk.example",
          sex: 2,
          verified: false,
          birthday: "01.01.2000",
        },
      }),
    ],
    expected: {
      accountId: "1234567890",
      email: "ivan@vk.example",
      emailVerified: false,
      name: "Ivan Ivanov",
      image: "https://sun1-99.userapi.com/impf/c1234/avatar.jpg",
    },
  },
  {
    id: "zoom",
    options: { clientId: "zoom-client", clientSecret: "zoom-secret" },
    tokenURL: "https://zoom.us/oauth/token",
    profile: [
      profileAt("get", "https://api.zoom.us/v2/users/me", "zoom", {
        id: "KDcuGIm1QgePTO8WbOqwIQ",
        first_name: "Eric",
        last_name: "Example",
        display_name: "Eric Example",
        email: "eric@zoom.example",
        type: 2,
        pic_url: "https://zoom.us/p/KDcuGIm1QgePTO8WbOqwIQ/avatar.png",
        verified: 1,
        status: "active",
      }),
    ],
    expected: {
      accountId: "KDcuGIm1QgePTO8WbOqwIQ",
      email: "eric@zoom.example",
      emailVerified: true,
      name: "Eric Example",
      image: "https://zoom.us/p/KDcuGIm1QgePTO8WbOqwIQ/avatar.png",
    },
  },
];
