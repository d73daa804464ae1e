/**
 * readForm, the one reader of posted forms: the body's type, its bytes (the
 * declared length before reading, the streamed bytes while reading, never
 * more than the limit), malformed bodies and field lengths.
 */
import { describe, expect, it } from "vitest";
import { readForm, SMALL_FORM } from "../../app/lib/forms.server";

const FORM = { "Content-Type": "application/x-www-form-urlencoded" };

async function statusOf(promise: Promise<unknown>): Promise<number | "ok"> {
  try {
    await promise;
    return "ok";
  } catch (error) {
    if (error instanceof Response) return error.status;
    throw error;
  }
}

/** A body of `chunks` chunks of `size` bytes, counting how many the reader pulled. */
function countedBody(chunks: number, size: number) {
  const pulled = { count: 0 };
  const stream = new ReadableStream<Uint8Array>(
    {
      pull(controller) {
        if (pulled.count === chunks) return controller.close();
        pulled.count += 1;
        controller.enqueue(new Uint8Array(size).fill(97)); // "aaaa…": one long field name
      },
    },
    { highWaterMark: 0 },
  );
  return { stream, pulled };
}

const post = (body: BodyInit | null, headers: Record<string, string> = FORM) =>
  new Request("http://app.test/x", { method: "POST", headers, body, duplex: "half" } as RequestInit);

describe("readForm", () => {
  it("reads a url-encoded and a multipart form", async () => {
    expect((await readForm(post("name=Acetone&x=1"))).get("name")).toBe("Acetone");
    const multipart = new FormData();
    multipart.set("name", "Ethanol");
    const request = new Request("http://app.test/x", { method: "POST", body: multipart });
    expect((await readForm(request)).get("name")).toBe("Ethanol");
  });

  it("answers 400 to a body that is not a form, or does not parse", async () => {
    expect(await statusOf(readForm(post('{"name":"x"}', { "Content-Type": "application/json" })))).toBe(400);
    expect(await statusOf(readForm(post("name=x", {})))).toBe(400);
    const empty = { "Content-Type": "multipart/form-data; boundary=b" };
    expect(await statusOf(readForm(post("", empty)))).toBe(400);
    expect(
      await statusOf(readForm(post('--b\r\nContent-Disposition: form-data; name="a"\r\n\r\nx', empty))),
    ).toBe(400);
  });

  it("refuses a declared length above the limit before reading a byte", async () => {
    const { stream, pulled } = countedBody(1_000, 1024);
    const request = post(stream, { ...FORM, "Content-Length": String(1_000 * 1024) });
    expect(await statusOf(readForm(request, SMALL_FORM))).toBe(413);
    expect(pulled.count).toBe(0);
  });

  it("stops reading a body without a length as soon as it passes the limit", async () => {
    const { stream, pulled } = countedBody(1_000, 1024);
    expect(await statusOf(readForm(post(stream), SMALL_FORM))).toBe(413);
    expect(pulled.count).toBeLessThan(20); // 16 KiB and a little
  });

  it("refuses a field longer than the form allows (413) and takes one within it", async () => {
    expect(await statusOf(readForm(post(`redirectTo=${"a".repeat(2_001)}`), SMALL_FORM))).toBe(413);
    expect(await statusOf(readForm(post(`redirectTo=${"a".repeat(2_000)}`), SMALL_FORM))).toBe("ok");
    expect(await statusOf(readForm(post(`name=${"n".repeat(10_001)}`)))).toBe(413);
  });
});
