import { createElement } from "react";
import { renderToString } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { z } from "zod";
import { useLazyValidation, type LazyValidation } from "../../app/ui/lazyValidation";

/**
 * app/ui/lazyValidation.ts outside a browser: the hook is rendered once (on
 * the server renderer, which runs hooks like the browser's), and its
 * onValidate is then called the way conform calls it, several times within
 * that one render.
 */

/** A schema module as a form would import it: `code` is required when the form holds a file. */
const schemas = {
  codeSchema: (hasFile: boolean) =>
    z.object({
      file: z.string().optional(),
      code: hasFile ? z.string({ error: "required" }) : z.string().optional(),
    }),
};

function renderHook(options?: { ofFormData?: boolean }) {
  let validation: LazyValidation<ReturnType<typeof schemas.codeSchema>> | undefined;
  const Probe = () => {
    validation = useLazyValidation(
      () => Promise.resolve(schemas),
      (module, formData) => module.codeSchema(formData.has("file")),
      options,
    );
    return null;
  };
  renderToString(createElement(Probe));
  return validation!;
}

const data = (entries: Record<string, string>) => {
  const formData = new FormData();
  for (const [name, value] of Object.entries(entries)) formData.append(name, value);
  return formData;
};

/** The first validation starts loading (and gets the server's verdict); this waits until it has loaded. */
async function loaded(validation: LazyValidation<ReturnType<typeof schemas.codeSchema>>) {
  validation.onValidate({ formData: data({ file: "sds.pdf" }) });
  await import("@conform-to/zod/v4");
  // The hook's own `then` runs after both promises it waits for: one task later it has run.
  await new Promise((resolve) => setTimeout(resolve, 0));
}

describe("useLazyValidation", () => {
  it("with { ofFormData: true } builds the schema from the data at every validation", async () => {
    const validation = renderHook({ ofFormData: true });
    await loaded(validation);
    const withFile = validation.onValidate({ formData: data({ file: "sds.pdf" }) });
    expect(withFile.status).toBe("error");
    expect(withFile.status === "error" ? withFile.error : null).toEqual({ code: ["required"] });
    expect(validation.onValidate({ formData: data({}) }).status).toBe("success");
  });

  it("without it builds the schema once per render (from the first validation's data)", async () => {
    const validation = renderHook();
    await loaded(validation);
    expect(validation.onValidate({ formData: data({}) }).status).toBe("success");
    // The render's schema was built without a file: the data of later validations does not change it.
    expect(validation.onValidate({ formData: data({ file: "sds.pdf" }) }).status).toBe("success");
  });
});
