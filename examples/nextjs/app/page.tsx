import { headers } from "next/headers";
import { auth } from "@/lib/auth";
import { signIn, signOut } from "./actions";
import { ClientSession } from "./client-session";

// A Server Component: reads the session from the request's cookies.
export default async function Home() {
  const session = await auth.api.getSession({ headers: await headers() });
  return (
    <main>
      <h1>Tollgate with Next.js</h1>
      <section>
        <h2>On the server</h2>
        {session ? (
          <>
            <p data-testid="server-session">Signed in as {session.user.email}</p>
            <form action={signOut}>
              <button type="submit">Sign out (Server Action)</button>
            </form>
          </>
        ) : (
          <>
            <p data-testid="server-session">Signed out</p>
            <form action={signIn}>
              <input name="email" type="email" placeholder="Email" required />
              <input name="password" type="password" placeholder="Password" required />
              <button type="submit">Sign in (Server Action)</button>
            </form>
          </>
        )}
      </section>
      <section>
        <h2>In the browser</h2>
        <ClientSession />
      </section>
    </main>
  );
}
