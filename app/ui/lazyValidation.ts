import { parse, type Submission } from "@conform-to/react";
import type { FocusEvent, FormEvent } from "react";
import { useCallback, useRef } from "react";
import type { $ZodType, input, output } from "zod/v4/core";

type ParseWithZod = typeof import("@conform-to/zod/v4").parseWithZod;

/** What conform's `onValidate` receives. */
interface ValidateContext {
  formData: FormData;
}

export interface LazyValidation<Schema extends $ZodType> {
  /** conform's `onValidate`: the schema's verdict once loaded, before that the server's. */
  onValidate: (context: ValidateContext) => Submission<input<Schema>, string[], output<Schema>>;
  /** Spread onto the `<Form>`: the first focus or input in it starts loading the validation code. */
  formProps: { onFocus: (event: FocusEvent<HTMLFormElement>) => void; onInput: (event: FormEvent) => void };
}

/** zod and conform's zod adapter, loaded once for every form on every page. */
let adapter: Promise<ParseWithZod> | undefined;
const loadAdapter = () => (adapter ??= import("@conform-to/zod/v4").then((module) => module.parseWithZod));

/**
 * Client-side validation whose code is not part of a page's first visit: the
 * zod schemas and conform's zod adapter (about 37 KB gzip) load when the form
 * first gets focus or input, which is before anyone can submit it. Until they
 * have loaded, a submission goes to the server, which validates every
 * submission anyway (with JavaScript off that is all there is), and conform's
 * validation of a single field (on blur or input) waits quietly instead of
 * posting to the server. Every form with client validation uses this:
 *
 *   const validation = useLazyValidation(() => import("../forms"), (forms) => forms.nameSchema(t));
 *   const [form, fields] = useForm({ …, onValidate: validation.onValidate });
 *   <Form {...getFormProps(form)} {...validation.formProps}>
 *
 * `load` must be a dynamic `import()` of the module with the schemas, and the
 * component's module must not import that module (nor zod) statically, or
 * the schemas are part of the first visit after all (tests/ops/first-visit-js
 * measures it). `schemaOf` runs at each validation with the latest render's
 * values (texts, props), so a schema may depend on them. A schema that depends
 * on the submitted data itself uses `useLazyFormDataValidation`.
 */
export function useLazyValidation<Module, Schema extends $ZodType>(
  load: () => Promise<Module>,
  schemaOf: (module: Module) => Schema,
): LazyValidation<Schema> {
  // The schema is built once per render (a render's texts and props), not at every keystroke.
  const built = useRef<{ from: typeof schemaOf; schema: Schema } | null>(null);
  return useLazyParse(load, (module) => {
    if (built.current?.from !== schemaOf) built.current = { from: schemaOf, schema: schemaOf(module) };
    return built.current.schema;
  });
}

/**
 * `useLazyValidation` for a form whose rules depend on what it holds (a field
 * required only when a file is chosen, say): `schemaOf` gets the validated
 * form data as well and runs at every validation, as `parseWithZod(formData,
 * { schema: schemaOf(formData) })` would.
 *
 *   const validation = useLazyFormDataValidation(
 *     () => import("../schemas"),
 *     (schemas, formData) => schemas.requestFormSchema(t, { hasFile: formData.has("file") }),
 *   );
 */
export function useLazyFormDataValidation<Module, Schema extends $ZodType>(
  load: () => Promise<Module>,
  schemaOf: (module: Module, formData: FormData) => Schema,
): LazyValidation<Schema> {
  return useLazyParse(load, schemaOf);
}

/** The two hooks' common part: loading on first focus or input, the server's verdict until then. */
function useLazyParse<Module, Schema extends $ZodType>(
  load: () => Promise<Module>,
  schemaFor: (module: Module, formData: FormData) => Schema,
): LazyValidation<Schema> {
  const loaded = useRef<{ module: Module; parseWithZod: ParseWithZod } | null>(null);
  const loading = useRef(false);
  const loadRef = useRef(load);
  loadRef.current = load;

  const start = useCallback(() => {
    if (loading.current) return;
    loading.current = true;
    Promise.all([loadRef.current(), loadAdapter()]).then(
      ([module, parseWithZod]) => {
        loaded.current = { module, parseWithZod };
      },
      () => {
        // Offline or a stale deployment: the server keeps validating; the next focus tries again.
        loading.current = false;
      },
    );
  }, []);

  const onValidate = ({ formData }: ValidateContext) => {
    const ready = loaded.current;
    if (ready) return ready.parseWithZod(formData, { schema: schemaFor(ready.module, formData) });
    start();
    return parse(formData, {
      // A submission goes to the server; a field's validation (an intent) reports no change.
      resolve: (payload, intent) => (intent ? { error: {} } : { value: payload }),
    }) as Submission<input<Schema>, string[], output<Schema>>;
  };

  return { onValidate, formProps: { onFocus: start, onInput: start } };
}
