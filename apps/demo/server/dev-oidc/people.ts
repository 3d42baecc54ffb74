/** Someone the local provider signs in: made up, or typed on its page. */
export interface DevPerson {
  /** Stable per email, so signing in as the same person twice reaches the same account. */
  sub: string;
  name: string;
  email: string;
}

/** The made-up people offered on the "who do you want to be" page. */
export const MADE_UP_PEOPLE: ReadonlyArray<{ key: string; name: string; email: string }> = [
  { key: "ada", name: "Ada Lovelace", email: "ada@dev-oidc.example" },
  { key: "grace", name: "Grace Hopper", email: "grace@dev-oidc.example" },
  { key: "alan", name: "Alan Turing", email: "alan@dev-oidc.example" },
];

const EMAIL_SHAPE = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** The subject is derived from the email: the same email is the same provider account. */
export async function personFor(name: string, email: string): Promise<DevPerson> {
  const normalised = email.trim().toLowerCase();
  const digest = await crypto.subtle.digest("SHA-256", new TextEncoder().encode(normalised));
  const sub = Array.from(new Uint8Array(digest).slice(0, 12), (byte) =>
    byte.toString(16).padStart(2, "0"),
  ).join("");
  return { sub, name: name.trim(), email: normalised };
}

/** Why the page's choice cannot be signed in: its words, in the server's catalogues. */
export type PersonProblem =
  | { key: "devOidc.unknownPerson"; params: { key: string } }
  | { key: "devOidc.nameRequired" | "devOidc.emailInvalid" };

/** Reads the person chosen on the page: a made-up one by key, or a typed name and email. */
export async function chosenPerson(
  form: URLSearchParams,
): Promise<DevPerson | { problem: PersonProblem }> {
  const key = form.get("person") ?? "";
  if (key !== "custom") {
    const known = MADE_UP_PEOPLE.find((person) => person.key === key);
    if (!known) return { problem: { key: "devOidc.unknownPerson", params: { key } } };
    return personFor(known.name, known.email);
  }
  const name = (form.get("name") ?? "").trim();
  const email = (form.get("email") ?? "").trim();
  if (!name) return { problem: { key: "devOidc.nameRequired" } };
  if (!EMAIL_SHAPE.test(email)) return { problem: { key: "devOidc.emailInvalid" } };
  return personFor(name, email);
}
