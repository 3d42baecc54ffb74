// A small app using every Tollgate auth plugin, server and client: what a user's editor checks.
import { createAuthClient } from "@tollgate/auth-client-react";
import { createAuth } from "@tollgate/auth-server";
import { username } from "@tollgate/username-plugin";
import { usernameClient } from "@tollgate/username-plugin/client";
import Database from "better-sqlite3";

export const auth = createAuth({
  database: new Database("app.db"),
  emailAndPassword: { enabled: true },
  plugins: [username()],
});

export type Session = typeof auth.$Infer.Session;

export async function serverSide(headers: Headers): Promise<string | null | undefined> {
  const session = await auth.api.getSession({ headers });
  return session?.user.username;
}

export const client = createAuthClient({
  baseURL: "http://localhost:3000",
  plugins: [usernameClient()],
});

export async function clientSide(): Promise<string | undefined> {
  const signedIn = await client.signIn.username({
    username: "ada",
    password: "correct horse battery",
  });
  const session = await client.getSession();
  await client.signUp.email({ email: "a@b.co", password: "correct horse battery", name: "Ada" });
  return signedIn.data?.token ?? session.data?.user.email;
}
