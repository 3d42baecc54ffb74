// The floor for a session read on this machine: node:http, a signed cookie checked with
// node:crypto, one prepared better-sqlite3 join (same tables and pragmas as the auth servers) and
// JSON.stringify — the least work that gives GET /get-session's answer, with nothing else.
import { createHmac, randomBytes, timingSafeEqual } from "node:crypto";
import { createServer } from "node:http";
import Database from "better-sqlite3";

const db = new Database(process.env.BENCH_DB_FILE);
db.pragma("journal_mode = WAL");
db.pragma("foreign_keys = ON");
db.exec(`create table if not exists user (id text primary key, name text not null, email text not null unique,
  emailVerified integer not null, image text, createdAt integer not null, updatedAt integer not null);
  create table if not exists session (id text primary key, expiresAt integer not null, token text not null unique,
  createdAt integer not null, updatedAt integer not null, ipAddress text, userAgent text,
  userId text not null references user(id) on delete cascade)`);
const secret = process.env.BENCH_SECRET ?? "";
const COOKIE = "tollgate.session_token=";
const sign = (value) => createHmac("sha256", secret).update(value).digest("base64");
const read = db.prepare(`select s.id, s.expiresAt, s.token, s.createdAt, s.updatedAt, s.ipAddress,
  s.userAgent, s.userId, u.id as uid, u.name, u.email, u.emailVerified, u.image,
  u.createdAt as uCreatedAt, u.updatedAt as uUpdatedAt
  from session s join user u on u.id = s.userId where s.token = ?`);
const findUser = db.prepare("select id from user where email = ?");
const insertUser = db.prepare("insert into user values (?, ?, ?, 0, null, ?, ?)");
const insertSession = db.prepare("insert into session values (?, ?, ?, ?, ?, ?, ?, ?)");
const id = () => randomBytes(24).toString("base64url");
const iso = (ms) => new Date(ms).toISOString();

function json(res, status, value, headers = {}) {
  const body = JSON.stringify(value);
  res.writeHead(status, {
    "content-type": "application/json",
    "content-length": Buffer.byteLength(body),
    ...headers,
  });
  res.end(body);
}

function sessionToken(cookieHeader) {
  try {
    return verifiedToken(cookieHeader);
  } catch {
    return null; // a malformed cookie is no session
  }
}

function verifiedToken(cookieHeader) {
  const start = cookieHeader?.indexOf(COOKIE) ?? -1;
  if (start < 0) return null;
  const end = cookieHeader.indexOf(";", start);
  const value = decodeURIComponent(
    cookieHeader.slice(start + COOKIE.length, end < 0 ? undefined : end),
  );
  const dot = value.lastIndexOf(".");
  const token = value.slice(0, dot);
  const given = Buffer.from(value.slice(dot + 1));
  const expected = Buffer.from(sign(token));
  return given.length === expected.length && timingSafeEqual(given, expected) ? token : null;
}

const server = createServer((req, res) => {
  if (req.method === "GET" && req.url === "/api/auth/get-session") {
    const token = sessionToken(req.headers.cookie);
    const row = token ? read.get(token) : undefined;
    if (!row || row.expiresAt <= Date.now()) return json(res, 200, null);
    return json(res, 200, {
      session: {
        id: row.id,
        expiresAt: iso(row.expiresAt),
        token: row.token,
        createdAt: iso(row.createdAt),
        updatedAt: iso(row.updatedAt),
        ipAddress: row.ipAddress,
        userAgent: row.userAgent,
        userId: row.userId,
      },
      user: {
        id: row.uid,
        name: row.name,
        email: row.email,
        emailVerified: row.emailVerified === 1,
        image: row.image,
        createdAt: iso(row.uCreatedAt),
        updatedAt: iso(row.uUpdatedAt),
      },
    });
  }
  if (req.method === "GET" && req.url === "/api/auth/ok") return json(res, 200, { ok: true });
  if (req.method !== "POST") return json(res, 404, { code: "NOT_FOUND" });
  let text = "";
  req.on("data", (chunk) => (text += chunk));
  req.on("end", () => {
    // Sign-up and sign-in without passwords: only here to hand the load generator a session.
    const { email, name = "Bench" } = JSON.parse(text);
    const now = Date.now();
    let userId = findUser.get(email)?.id;
    if (!userId) {
      userId = id();
      insertUser.run(userId, name, email, now, now);
    }
    if (req.url !== "/api/auth/sign-in/email") return json(res, 200, { ok: true });
    const token = id();
    insertSession.run(id(), now + 7 * 86_400_000, token, now, now, "127.0.0.1", "bench", userId);
    json(
      res,
      200,
      { token },
      {
        "set-cookie": `${COOKIE}${encodeURIComponent(`${token}.${sign(token)}`)}; Path=/; HttpOnly`,
      },
    );
  });
});
server.keepAliveTimeout = 65_000;
server.listen(Number(process.env.BENCH_PORT ?? 0), "127.0.0.1", () => {
  console.log(`ready ${server.address().port}`);
});
