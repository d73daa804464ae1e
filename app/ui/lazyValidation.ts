import { parse, type Submission } from "@conform-to/react";
import type { FocusEvent, FormEvent } from "react";
import { useCallback, useEffect, useRef } from "react";
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
 * values (texts, props), so a schema may depend on them.
 *
 * A form whose rules depend on what it holds (fields required only when a
 * file is chosen, say) passes `{ ofFormData: true }`: `schemaOf` then gets the
 * validated form data as well and builds the schema at every validation, as
 * `parseWithZod(formData, { schema: schemaOf(formData) })` would:
 *
 *   useLazyValidation(() => import("../form-schemas"),
 *     (schemas, formData) => schemas.requestSchema(t, { hasFile: formData.has("file") }),
 *     { ofFormData: true });
 */
export function useLazyValidation<Module, Schema extends $ZodType>(
  load: () => Promise<Module>,
  schemaOf: (module: Module, formData: FormData) => Schema,
  options?: { ofFormData?: boolean },
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

  // A form that hydrates after the page (app/ui/hydrateLater.tsx) may arrive with focus already inside a form:
  // the focus that asked for its code came before it could listen, so it loads its validation now.
  useEffect(() => {
    if (document.activeElement?.closest("form")) start();
  }, [start]);

  // The schema is built once per render (a render's texts and props), not at every keystroke,
  // unless it depends on the form's data.
  const built = useRef<{ from: typeof schemaOf; schema: Schema } | null>(null);
  const onValidate = ({ formData }: ValidateContext) => {
    const ready = loaded.current;
    if (ready) {
      if (options?.ofFormData || built.current?.from !== schemaOf)
        built.current = { from: schemaOf, schema: schemaOf(ready.module, formData) };
      return ready.parseWithZod(formData, { schema: built.current.schema });
    }
    start();
    return parse(formData, {
      // A submission goes to the server; a field's validation (an intent) reports no change.
      resolve: (payload, intent) => (intent ? { error: {} } : { value: payload }),
    }) as Submission<input<Schema>, string[], output<Schema>>;
  };

  return { onValidate, formProps: { onFocus: start, onInput: start } };
}
