import { auth } from "@/lib/auth";

// A route of the app that reads the session on the server.
export async function GET(request: Request) {
  const session = await auth.api.getSession({ headers: request.headers });
  if (!session) return Response.json({ error: "not signed in" }, { status: 401 });
  return Response.json({ email: session.user.email });
}
