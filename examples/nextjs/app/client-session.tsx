"use client";

import { useRouter } from "next/navigation";
import { type FormEvent, useState } from "react";
import { authClient } from "@/lib/auth-client";

// The React client: sign-up and sign-out from the browser, and the live session.
export function ClientSession() {
  const { data, isPending } = authClient.useSession();
  const [error, setError] = useState<string | null>(null);
  const router = useRouter();

  async function signUp(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const { error } = await authClient.signUp.email({
      name: String(form.get("name")),
      email: String(form.get("email")),
      password: String(form.get("password")),
    });
    setError(error ? (error.message ?? "Sign-up failed") : null);
    router.refresh();
  }

  async function signOut() {
    await authClient.signOut();
    router.refresh();
  }

  if (isPending) return <p>Loading…</p>;
  if (data) {
    return (
      <>
        <p data-testid="client-session">Client sees {data.user.email}</p>
        <button type="button" onClick={signOut}>
          Sign out (client)
        </button>
      </>
    );
  }
  return (
    <form onSubmit={signUp}>
      <p data-testid="client-session">Client sees no session</p>
      <input name="name" placeholder="Name" required />
      <input name="email" type="email" placeholder="Email" required />
      <input name="password" type="password" placeholder="Password" required />
      <button type="submit">Sign up (client)</button>
      {error ? <p role="alert">{error}</p> : null}
    </form>
  );
}
