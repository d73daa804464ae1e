/**
 * Hostile request bodies and cross-site posts against the production server:
 * body limits that refuse a large body before it is read (while other clients
 * are served), field lengths capped before anything echoes them, malformed
 * bodies answered with 400, a foreign Origin answered with the app's 403 page,
 * and same-origin posts through a reverse proxy that does not pass the public
 * Host.
 */
import { connect, type Socket } from "node:net";
import { request as httpRequest } from "node:http";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { browse, CookieJar, serveApp, signIn, type ServedApp } from "./support";

let app: ServedApp;
let port: number;
const jar = new CookieJar();
const MB10 = 10 * 1024 * 1024;
const FORM = "application/x-www-form-urlencoded";

beforeAll(async () => {
  app = await serveApp();
  port = Number(new URL(app.url).port);
  await signIn(app, jar, "admin@demo.test");
});
afterAll(async () => {
  await app?.stop();
});

interface RawAnswer {
  status: number;
  head: string;
  body: string;
}

/**
 * Opens a connection, writes `head` (the request line and headers) and
 * `firstPart` of a body, and never writes more: resolves with the answer, which
 * the server can only give without the body's rest.
 */
function postWithoutTheRest(
  head: string,
  firstPart: string | Buffer,
): Promise<RawAnswer & { closed: Promise<void> }> {
  return new Promise((done, fail) => {
    const socket: Socket = connect(port, "127.0.0.1");
    const closed = new Promise<void>((ended) => socket.once("close", () => ended()));
    let received = "";
    socket.on("error", () => {});
    socket.on("data", (chunk) => {
      received += chunk.toString("latin1");
      const end = received.indexOf("\r\n\r\n");
      if (end === -1) return;
      const headText = received.slice(0, end);
      const length = Number(/\r\ncontent-length: *(\d+)/i.exec(headText)?.[1] ?? NaN);
      const chunked = /\r\ntransfer-encoding: *chunked/i.test(headText);
      const body = received.slice(end + 4);
      if ((Number.isFinite(length) && body.length >= length) || (chunked && body.endsWith("0\r\n\r\n"))) {
        done({ status: Number(headText.split(" ")[1]), head: headText, body, closed });
      }
    });
    socket.once("connect", () => {
      socket.write(head);
      socket.write(firstPart);
    });
    setTimeout(
      () => fail(new Error(`no answer; received so far: ${received.slice(0, 300)}`)),
      20_000,
    ).unref();
  });
}

/** A request through node:http, which lets a test set Host as a proxy would. */
function rawRequest(
  method: string,
  path: string,
  headers: Record<string, string>,
  body?: string | Buffer,
): Promise<{ status: number; headers: Record<string, string | string[] | undefined>; body: string }> {
  return new Promise((done, fail) => {
    const request = httpRequest(
      { host: "127.0.0.1", port, method, path, headers, agent: false },
      (response) => {
        let text = "";
        response.setEncoding("utf8");
        response.on("data", (chunk: string) => (text += chunk));
        response.on("end", () =>
          done({ status: response.statusCode ?? 0, headers: response.headers, body: text }),
        );
      },
    );
    request.on("error", fail);
    request.end(body);
  });
}

function multipart(boundary: string, parts: string[], close = true): string {
  return parts.map((part) => `--${boundary}\r\n${part}\r\n`).join("") + (close ? `--${boundary}--\r\n` : "");
}

describe("request bodies", () => {
  it("a declared 10 MB body is refused with 413 before it is read, while another client is served", async () => {
    const head =
      `POST /auth HTTP/1.1\r\nHost: localhost:${port}\r\nContent-Type: ${FORM}\r\n` +
      `Content-Length: ${MB10}\r\n\r\n`;
    // Only the first bytes of the 10 MB are ever sent: an answer proves the rest was not waited for.
    const pending = postWithoutTheRest(head, "redirectTo=%2Fmain");
    const other = await fetch(`${app.url}/healthz`);
    expect(other.status).toBe(200);
    const answer = await pending;
    expect(answer.status).toBe(413);
    expect(answer.head).toMatch(/\r\nconnection: *close/i);
    expect(answer.head).not.toMatch(/\r\nset-cookie:/i);
    await answer.closed; // the server hangs up instead of reading the rest
    expect((await fetch(`${app.url}/healthz`)).status).toBe(200);
  });

  it("an upload declaring more than the upload form takes is refused before it is read", async () => {
    const head =
      `POST /products/new HTTP/1.1\r\nHost: localhost:${port}\r\n` +
      `Content-Type: multipart/form-data; boundary=b\r\nCookie: ${jar.header()}\r\n` +
      `Content-Length: ${500 * 1024 * 1024}\r\n\r\n`;
    const answer = await postWithoutTheRest(
      head,
      '--b\r\nContent-Disposition: form-data; name="file"; filename="a.pdf"\r\n\r\n',
    );
    expect(answer.status).toBe(413);
    expect(answer.head).toMatch(/\r\nconnection: *close/i);
  });

  it("the API refuses a declared 10 MB JSON body before it is read, before authentication", async () => {
    const head =
      `POST /api/product/v1/products HTTP/1.1\r\nHost: localhost:${port}\r\n` +
      `Content-Type: application/json\r\nContent-Length: ${MB10}\r\n\r\n`;
    const answer = await postWithoutTheRest(head, '{"name":"');
    expect(answer.status).toBe(413);
    expect(answer.head).toMatch(/\r\nconnection: *close/i);
  });

  it("a chunked body without a length is refused as soon as it passes the form's limit", async () => {
    const head =
      `POST /my-page/profile HTTP/1.1\r\nHost: localhost:${port}\r\nContent-Type: ${FORM}\r\n` +
      `Cookie: ${jar.header()}\r\nTransfer-Encoding: chunked\r\n\r\n`;
    const chunk = `name=${"a".repeat(300 * 1024)}`;
    // One chunk over the 256 KiB limit, and never the last chunk.
    const answer = await postWithoutTheRest(head, `${chunk.length.toString(16)}\r\n${chunk}\r\n`);
    expect(answer.status).toBe(413);
    expect(answer.body).not.toContain("aaaaaaaaaa");
  });

  it("an overlong field is refused before anything echoes it (no cookie, no page with it)", async () => {
    const signInStart = await fetch(`${app.url}/auth`, {
      method: "POST",
      headers: { "Content-Type": FORM },
      body: new URLSearchParams({ redirectTo: `/main?${"x".repeat(5_000)}` }),
      redirect: "manual",
    });
    expect(signInStart.status).toBe(413);
    expect(signInStart.headers.getSetCookie()).toEqual([]);
    expect(await signInStart.text()).not.toContain("xxxxxxxxxx");

    const profile = await browse(jar, `${app.url}/my-page/profile`, {
      method: "POST",
      headers: { "Content-Type": FORM },
      body: new URLSearchParams({ name: "n".repeat(20_000) }),
    });
    expect(profile.status).toBe(413);
    const page = await profile.text();
    expect(page).toContain("The request is too large");
    expect(page).not.toContain("nnnnnnnnnn");

    const overlong: [string, Record<string, string>][] = [
      ["/locations/1/products", { intent: "columns", columns: "c".repeat(3_000) }],
      ["/location-hierarchy?index", { intent: "create", name: "l".repeat(20_000) }],
    ];
    for (const [path, fields] of overlong) {
      const response = await browse(jar, `${app.url}${path}`, {
        method: "POST",
        headers: { "Content-Type": FORM },
        body: new URLSearchParams(fields),
      });
      expect(response.status, path).toBe(413);
      expect(await response.text()).not.toMatch(/c{100}|l{100}/);
    }
  });
});

describe("malformed bodies answer 400", () => {
  const boundary = "----chemsafe-test";
  const multipartType = `multipart/form-data; boundary=${boundary}`;
  const cases: [string, string, string, string][] = [
    [
      "a truncated multipart body",
      "/products/new",
      multipartType,
      multipart(boundary, ['Content-Disposition: form-data; name="name"\r\n\r\nAcetone'], false).slice(0, -4),
    ],
    [
      "a part without Content-Disposition",
      "/products/new",
      multipartType,
      multipart(boundary, ["\r\nAcetone"]),
    ],
    [
      "mismatched quotes in a filename",
      "/products/new",
      multipartType,
      multipart(boundary, [
        'Content-Disposition: form-data; name="file"; filename="a.pdf\r\nContent-Type: application/pdf\r\n\r\n%PDF-1.4',
      ]),
    ],
    ["a JSON body to a form route", "/my-page/profile", "application/json", JSON.stringify({ name: "x" })],
    ["an empty multipart body", "/location-hierarchy?index", multipartType, ""],
  ];
  for (const [what, path, type, body] of cases) {
    it(what, async () => {
      const response = await browse(jar, `${app.url}${path}`, {
        method: "POST",
        headers: { "Content-Type": type },
        body,
      });
      expect(response.status).toBe(400);
      expect(response.headers.get("Content-Type")).toMatch(/^text\/html/);
      await response.text();
    });
  }
});

describe("cross-site posts and proxies", () => {
  it("a foreign Origin gets the app's 403 page, signed in or not, page or data request", async () => {
    const evil = { Origin: "https://evil.example", "Content-Type": FORM };
    const signedIn = await browse(jar, `${app.url}/my-page/profile`, {
      method: "POST",
      headers: evil,
      body: new URLSearchParams({ name: "Mallory" }),
    });
    expect(signedIn.status).toBe(403);
    expect(signedIn.headers.get("Content-Type")).toMatch(/^text\/html/);
    expect(await signedIn.text()).toMatch(/<html[^>]*>[\s\S]*<main/);

    const anonymous = await fetch(`${app.url}/auth`, {
      method: "POST",
      headers: evil,
      body: new URLSearchParams({ redirectTo: "/main" }),
      redirect: "manual",
    });
    expect(anonymous.status).toBe(403);
    expect(await anonymous.text()).toContain("<html");

    const data = await browse(jar, `${app.url}/my-page/profile.data`, {
      method: "POST",
      headers: { ...evil, accept: "*/*" },
      body: new URLSearchParams({ name: "Mallory", language: "de" }),
    });
    expect(data.status).toBe(403);
    await data.arrayBuffer();

    // A path that only looks like the API's is the app's once its dot segments are resolved.
    const disguised = await rawRequest(
      "POST",
      "/api/../my-page/profile",
      { Cookie: jar.header(), "Content-Type": FORM, Origin: "https://evil.example" },
      new URLSearchParams({ name: "Mallory", language: "de" }).toString(),
    );
    expect(disguised.status).toBe(403);

    const opaque = await browse(jar, `${app.url}/language`, {
      method: "POST",
      headers: { Origin: "null", "Content-Type": FORM },
      body: new URLSearchParams({ language: "de", redirectTo: "/main" }),
    });
    expect(opaque.status).toBe(403);
    await opaque.text();
  });

  it("behind a proxy that passes no public Host, same-origin posts work and foreign ones are refused", async () => {
    const proxied = { Host: "upstream:3000", Cookie: jar.header(), "Content-Type": FORM };
    const body = new URLSearchParams({ name: "Demo Admin", language: "en" }).toString();
    const same = await rawRequest("POST", "/my-page/profile", { ...proxied, Origin: app.url }, body);
    expect(same.status).toBeLessThan(400);
    expect(same.status).not.toBe(0);

    const signInStart = await rawRequest(
      "POST",
      "/auth",
      { Host: "upstream:3000", Origin: app.url, "Content-Type": FORM },
      new URLSearchParams({ redirectTo: "/main" }).toString(),
    );
    expect(signInStart.status).toBe(302);

    // A forged X-Forwarded-Host naming the attacker changes nothing: the public origin is APP_URL.
    const forged = await rawRequest(
      "POST",
      "/my-page/profile",
      { ...proxied, Origin: "https://evil.example", "X-Forwarded-Host": "evil.example" },
      body,
    );
    expect(forged.status).toBe(403);
    expect(forged.body).toContain("<html");
  });
});
