// The same small app on better-auth: server and client with the username plugin.
import { betterAuth } from "better-auth";
import { usernameClient } from "better-auth/client/plugins";
import { username } from "better-auth/plugins";
import { createAuthClient } from "better-auth/react";
import Database from "better-sqlite3";

export const auth = betterAuth({
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
