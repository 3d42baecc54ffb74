/** ["signIn", "email"] → "/sign-in/email" (Better Auth's naming). */
export const pathFromKeys = (keys: readonly string[]): string =>
  keys.map((key) => `/${key.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`)}`).join("");
