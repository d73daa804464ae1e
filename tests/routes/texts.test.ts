import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { AREA_TRANSLATIONS, TRANSLATIONS } from "../../core/texts/translations";
import { en } from "../../core/texts/en";
import { createI18n } from "~/lib/i18n.server";
import { resetTextsCache } from "~/lib/texts.server";
import { args, setupAppTest } from "../support/app";

let t: Awaited<ReturnType<typeof setupAppTest>>;

interface RootData {
  languageId: number;
  locale: string;
  textsHref: string;
  /** What the browser gets from textsHref (the texts route). */
  texts: Record<string, string>;
}

/** The root loader's data (it may come wrapped by `data()` with headers), with the texts its address serves. */
async function rootData(request: ReturnType<typeof args>): Promise<RootData> {
  const { loader } = await import("~/root");
  const result: unknown = await loader(request);
  const wrapped = result as { type?: string; data?: unknown };
  const root = (wrapped.type === "DataWithResponseInit" ? wrapped.data : result) as Omit<RootData, "texts">;
  const response = await textsAt(root.textsHref);
  expect(response.status).toBe(200);
  return { ...root, texts: (await response.json()) as Record<string, string> };
}

/** GET of a texts address through the texts route. */
async function textsAt(href: string): Promise<Response> {
  const { loader } = await import("~/features/shell/routes/texts");
  const file = href.replace(/^\/texts\//, "");
  try {
    return await loader({ ...args(href), params: { file } });
  } catch (thrown) {
    if (thrown instanceof Response) return thrown;
    throw thrown;
  }
}

beforeAll(async () => {
  t = await setupAppTest();
  resetTextsCache();
});
afterAll(() => t.close());

describe("the root loader", () => {
  it("gives a session whose language is 6 the German texts", async () => {
    const { cookie } = await t.signedIn("worker@demo.test", { language: 6 });
    const data = await rootData(args("/main", { headers: { Cookie: cookie } }));
    expect(data.languageId).toBe(6);
    expect(data.locale).toBe("de");
    expect(data.texts).toEqual({ ...en, ...TRANSLATIONS.de });
    expect(data.texts["auth.signIn"]).toBe("Anmelden");
  });

  it("names the texts by a versioned address the browser may keep for good; an old version is served fresh", async () => {
    const { cookie } = await t.signedIn("worker@demo.test", { language: 6 });
    const { textsHref } = await rootData(args("/main", { headers: { Cookie: cookie } }));
    expect(textsHref).toMatch(/^\/texts\/6\.[A-Za-z0-9_-]{16}\.json$/);
    const current = await textsAt(textsHref);
    expect(current.headers.get("Cache-Control")).toBe("public, max-age=31536000, immutable");
    expect(current.headers.get("Content-Type")).toBe("application/json; charset=utf-8");
    const old = await textsAt("/texts/6.oldversion.json");
    expect(old.status).toBe(200);
    expect(old.headers.get("Cache-Control")).toBe("no-cache");
    expect(await old.json()).toEqual(await current.json());
    for (const bad of ["/texts/99.abc.json", "/texts/6.json", "/texts/x.abc.json", "/texts/6.a b.json"]) {
      expect((await textsAt(bad)).status, bad).toBe(404);
    }
  });

  it("sends British English complete too: the browser's JavaScript carries no texts", async () => {
    const { cookie } = await t.signedIn("worker@demo.test");
    const data = await rootData(args("/main", { headers: { Cookie: cookie } }));
    expect(data).toMatchObject({ languageId: 4, locale: "en-GB" });
    expect(data.texts).toEqual(en);
  });

  it("translates the sign-in page before sign-in, in the browser's language", async () => {
    const data = await rootData(args("/auth", { headers: { "Accept-Language": "nb-NO,nb;q=0.9,en;q=0.5" } }));
    expect(data.locale).toBe("nb");
    expect(data.texts["auth.signIn"]).toBe("Logg inn");
    const auth = await import("~/features/auth/routes/sign-in");
    const page = (await auth.loader(args("/auth", { headers: { "Accept-Language": "de-DE" } }))) as {
      title: string;
    };
    expect(page.title).toBe("Anmelden – ChemSafe");
  });
});

describe("getTranslator", () => {
  it("translates loader texts with the same server texts", async () => {
    const { loader } = await import("~/features/shell/routes/main");
    const { cookie } = await t.signedIn("evaluator@demo.test", { language: 8 });
    const data = await loader(args("/main", { headers: { Cookie: cookie } }));
    expect(data.title).toBe(`${AREA_TRANSLATIONS.shell.fr["main.title"]} – ChemSafe`);
    expect(data.title).toBe("Accueil – ChemSafe");
  });
});

describe("createI18n with server texts", () => {
  it("uses the texts, fills in values and falls back to English for missing keys", () => {
    const i18n = createI18n("de", { "layout.signedInAs": "Angemeldet als {{name}}" });
    expect(i18n.t("layout.signedInAs", { name: "Wenche" })).toBe("Angemeldet als Wenche");
    expect(i18n.t("layout.signOut")).toBe("Sign out");
    expect(createI18n("de", {}).t("auth.signIn")).toBe("Sign in");
  });

  it("shares one instance per texts and locale, and keeps translating the same way", () => {
    const texts = { "layout.signOut": "Logg ut" };
    const nb = createI18n("nb", texts);
    expect(createI18n("nb", texts)).toBe(nb);
    expect(createI18n("nb", { ...texts })).not.toBe(nb);
    expect(createI18n("de", texts)).not.toBe(nb);
    // The remembered language chain: the language first, then the English fallback, on every call.
    for (let i = 0; i < 3; i++) {
      expect(nb.services.languageUtils.toResolveHierarchy("nb")).toEqual(["nb", "en-GB"]);
      expect(nb.t("layout.signOut")).toBe("Logg ut");
      expect(nb.t("auth.signIn")).toBe("Sign in");
    }
    const english = createI18n("en-GB");
    expect(english.t("auth.signIn")).toBe("Sign in");
    expect(english.services.languageUtils.toResolveHierarchy("en-GB")).toEqual(["en-GB", "en"]);
  });
});

describe("shouldRevalidate of the root", () => {
  const url = (path: string) => new URL(`http://app.test${path}`);
  const check = async (
    from: string,
    to: string,
    options: { formMethod?: "GET" | "POST"; defaultShouldRevalidate?: boolean } = {},
  ) => {
    const { shouldRevalidate } = await import("~/root");
    return shouldRevalidate({
      currentUrl: url(from),
      nextUrl: url(to),
      currentParams: {},
      nextParams: {},
      formMethod: options.formMethod,
      defaultShouldRevalidate: options.defaultShouldRevalidate ?? false,
    });
  };

  it("keeps the texts on plain navigations", async () => {
    expect(await check("/main", "/my-page")).toBe(false);
    expect(await check("/main", "/search?q=x", { formMethod: "GET", defaultShouldRevalidate: false })).toBe(
      false,
    );
  });

  it("follows Remix when it asks to reload (search change or forced: a toast must not be lost)", async () => {
    expect(await check("/main?x=1", "/main", { defaultShouldRevalidate: true })).toBe(true);
  });

  it("loads them again after a form submission or when the URL's language changes", async () => {
    expect(await check("/main", "/main", { formMethod: "POST" })).toBe(true);
    expect(await check("/my-page", "/main", { formMethod: "POST", defaultShouldRevalidate: false })).toBe(
      true,
    );
    expect(await check("/main", "/main?lng=6")).toBe(true);
    expect(await check("/main?lng=6", "/x?lng=6")).toBe(false);
  });

  it("loads them again when asked explicitly (same URL, revalidate(), X-Remix-Revalidate)", async () => {
    expect(await check("/main", "/main", { defaultShouldRevalidate: true })).toBe(true);
    expect(await check("/products", "/main", { defaultShouldRevalidate: true })).toBe(true);
  });
});
