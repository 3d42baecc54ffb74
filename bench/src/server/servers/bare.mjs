// The machine's ceiling: node:http answering the same JSON as GET /ok, nothing else.
import { createServer } from "node:http";

const body = JSON.stringify({ ok: true });
const server = createServer((_req, res) => {
  res.writeHead(200, { "content-type": "application/json" });
  res.end(body);
});
server.keepAliveTimeout = 65_000;
server.listen(Number(process.env.BENCH_PORT ?? 0), "127.0.0.1", () => {
  console.log(`ready ${server.address().port}`);
});
