/**
 * The ceiling of the HTTP benchmark (bench/http.ts): a bare Node http server
 * that answers every request with a saved copy of the /products page's HTML,
 * as the app's page would be answered: 200, text/html, no compression, keep-alive.
 * Run as its own process: `tsx bench/http-ceiling.ts <port> <html file>`; it
 * prints "listening" once it listens on 127.0.0.1 and stops on SIGTERM.
 */
import { readFileSync } from "node:fs";
import { createServer } from "node:http";

const [portText, file] = process.argv.slice(2);
if (!portText || !file) throw new Error("usage: tsx bench/http-ceiling.ts <port> <html file>");
const html = readFileSync(file);
const server = createServer((_request, response) => {
  response.writeHead(200, { "Content-Type": "text/html; charset=utf-8", "Content-Length": html.length });
  response.end(html);
});
server.listen(Number(portText), "127.0.0.1", () => console.log("listening"));
process.on("SIGTERM", () => {
  server.close(() => process.exit(0));
  server.closeAllConnections();
});
