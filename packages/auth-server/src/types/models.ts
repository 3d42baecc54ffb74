/** The core records of spec §3, as the server and its plugins see them (camelCase, Date objects). */
export interface User {
  id: string;
  email: string;
  emailVerified: boolean;
  name: string;
  image?: string | null | undefined;
  createdAt: Date;
  updatedAt: Date;
}

export interface Session {
  id: string;
  userId: string;
  token: string;
  expiresAt: Date;
  ipAddress?: string | null | undefined;
  userAgent?: string | null | undefined;
  createdAt: Date;
  updatedAt: Date;
}

export interface Account {
  id: string;
  providerId: string;
  accountId: string;
  userId: string;
  password?: string | null | undefined;
  accessToken?: string | null | undefined;
  refreshToken?: string | null | undefined;
  idToken?: string | null | undefined;
  accessTokenExpiresAt?: Date | null | undefined;
  refreshTokenExpiresAt?: Date | null | undefined;
  /** Comma-separated. */
  scope?: string | null | undefined;
  createdAt: Date;
  updatedAt: Date;
}

export interface Verification {
  id: string;
  identifier: string;
  value: string;
  expiresAt: Date;
  createdAt: Date;
  updatedAt: Date;
}

/** A row as stored: core fields plus whatever plugins and additionalFields add. */
export type WithExtraFields<T> = T & Record<string, unknown>;

export interface SessionWithUser {
  session: WithExtraFields<Session>;
  user: WithExtraFields<User>;
}

export const CREDENTIAL_PROVIDER_ID = "credential";
