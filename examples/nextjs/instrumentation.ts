// Runs once when the server starts: creates or extends the tables.
export async function register() {
  if (process.env.NEXT_RUNTIME !== "nodejs") return;
  const { auth } = await import("./lib/auth");
  await auth.migrate();
}
