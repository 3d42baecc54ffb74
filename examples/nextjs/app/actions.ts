"use server";

import { headers } from "next/headers";
import { redirect } from "next/navigation";
import { auth } from "@/lib/auth";

// Server Actions: auth.api sets the session cookie through nextCookies().
export async function signIn(form: FormData) {
  await auth.api.signInEmail({
    body: { email: String(form.get("email")), password: String(form.get("password")) },
    headers: await headers(),
  });
  redirect("/");
}

export async function signOut() {
  await auth.api.signOut({ headers: await headers() });
  redirect("/");
}
