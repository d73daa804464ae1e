import { createCookie, createSessionStorage, type Session } from "@remix-run/node";
import { eq } from "drizzle-orm";
import { randomBytes } from "node:crypto";
import { getDatabase } from "../../db/client";
import { sessions } from "../../db/schema";
import { oncePerRequest } from "../../server/request-context";
import { config } from "./env.server";

/** What a signed-in session holds. Tokens stay on the server. */
export interface AuthSessionData {
  userId: number;
  companyId: number;
  email: string;
  language: number;
  accessToken: string;
  refreshToken: string | null;
  /** Epoch milliseconds. */
  accessTokenExpiresAt: number;
  idToken: string | null;
}

const SESSION_DAYS = 14;

let storage: ReturnType<typeof createStorage> | undefined;

function createStorage() {
  const { secureCookies, sessionSecrets } = config();
  sessionCookie = createCookie("__session", {
    httpOnly: true,
    sameSite: "lax",
    secure: secureCookies,
    path: "/",
    secrets: sessionSecrets,
    maxAge: SESSION_DAYS * 24 * 3600,
  });
  const expiry = (expires?: Date) => expires ?? new Date(Date.now() + SESSION_DAYS * 24 * 3600 * 1000);
  return createSessionStorage<AuthSessionData>({
    cookie: sessionCookie,
    async createData(data, expires) {
      const id = randomBytes(24).toString("base64url");
      if (!data.userId || !data.companyId) throw new Error("a session needs a user");
      await getDatabase()
        .insert(sessions)
        .values({
          id,
          userId: data.userId,
          companyId: data.companyId,
          data: data as Record<string, unknown>,
          expiresAt: expiry(expires),
        });
      return id;
    },
    async readData(id) {
      const [row] = await getDatabase().select().from(sessions).where(eq(sessions.id, id));
      if (!row) return null;
      if (row.expiresAt.getTime() < Date.now()) {
        await getDatabase().delete(sessions).where(eq(sessions.id, id));
        return null;
      }
      return row.data as Partial<AuthSessionData>;
    },
    async updateData(id, data, expires) {
      await getDatabase()
        .update(sessions)
        .set({ data: data as Record<string, unknown>, expiresAt: expiry(expires) })
        .where(eq(sessions.id, id));
    },
    async deleteData(id) {
      await getDatabase().delete(sessions).where(eq(sessions.id, id));
    },
  });
}

let sessionCookie: ReturnType<typeof createCookie>;

/** The PostgreSQL-backed session storage; the cookie carries only the signed id. */
export function sessionStorage() {
  storage ??= createStorage();
  return storage;
}

export type AuthSession = Session<AuthSessionData>;

/** The request's session, read from the database once per request (every loader of a page shares it). */
export function getSession(request: Request): Promise<AuthSession> {
  const cookie = request.headers.get("Cookie");
  return oncePerRequest(`session:${cookie ?? ""}`, () => sessionStorage().getSession(cookie), request);
}

/** A Set-Cookie value that removes the session cookie from the browser. */
export function clearedCookie(): Promise<string> {
  sessionStorage();
  return sessionCookie.serialize("", { expires: new Date(0), maxAge: 0 });
}
