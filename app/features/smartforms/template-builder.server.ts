import type { SubmissionResult } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { parseId } from "../../../core/ids";
import { isDocumentType, type DocumentType } from "../../../core/smartforms/kinds";
import {
  changeStructure,
  findField,
  type Labels,
  type StructureChange,
  type TemplateStructure,
} from "../../../core/smartforms/template";
import type { Translate } from "../../../core/translate";
import type { SmartformTemplate } from "../../../api/smartforms/schemas";
import {
  apiErrorCode,
  apiStatus,
  failureToast,
  isInputFailure,
  isToastFailure,
} from "../../lib/api-failure.server";
import { requireUser } from "../../lib/auth.server";
import { readForm } from "../../lib/forms.server";
import { requirePermissions } from "../../lib/guards.server";
import { getTranslator } from "../../lib/i18n.server";
import { badRequest, notFound } from "../../lib/responses.server";
import { idFromParams } from "../../lib/route-params.server";
import { redirectWithToast } from "../../lib/toast.server";
import { createTemplate, getTemplate, saveTemplate, translateTemplate } from "./api.server";
import {
  addFieldSchema,
  createTemplateSchema,
  optionLines,
  tabLabelSchema,
  templateNameSchema,
  translateSchema,
  updateFieldSchema,
} from "./template-forms";
import { BUILDER_INTENTS, kindPath, slotOfInput, templatePath, type BuilderIntent } from "./template-inputs";

/**
 * The template pages' server side: the smartforms_admin guard, the kind in the URL, and the actions. Every
 * builder button posts one step with the revision the page showed; the action applies it to the template as
 * it is stored (core changeStructure) and saves the whole structure on that revision, so a step made on a
 * page that someone else has changed meanwhile is refused instead of overwriting their change.
 */

/** Every template page and action: smartforms_admin, else the warning toast and /main. */
export async function requireTemplateAdmin(request: Request) {
  const signedIn = await requireUser(request);
  await requirePermissions(request, signedIn.user, { all: ["smartforms_admin"] });
  return signedIn;
}

/** The document kind in the URL (1, 2, 4, 5, 6), else the not-found page. */
export function typeFromParams(value: string | undefined): DocumentType {
  const type = parseId(value);
  if (type === null || !isDocumentType(type)) throw notFound();
  return type;
}

/** The toast of a refused save: the template changed meanwhile, the older fixed form, or the general policy. */
async function refusedSave(error: unknown, back: string, t: Translate): Promise<never> {
  if (apiStatus(error) === 409) {
    const code = apiErrorCode(error);
    throw await redirectWithToast(back, {
      type: "error",
      text: t(
        code === "legacy_template" ? "smartformTemplates.toast.legacy" : "smartformTemplates.toast.stale",
      ),
    });
  }
  if (isToastFailure(error) || isInputFailure(error))
    throw await redirectWithToast(back, failureToast(error, t));
  throw error;
}

const text = (value: FormDataEntryValue | null) => (typeof value === "string" ? value : "");

/* ------------------------------------------------------------------ /smartforms/{type} */

export interface KindReply {
  result: SubmissionResult<string[]>;
}

/** Create (intent create), make default, archive or restore (with the template's id and revision). */
export async function kindAction(request: Request, typeParam: string | undefined) {
  const { api } = await requireTemplateAdmin(request);
  const type = typeFromParams(typeParam);
  const [formData, { t }] = await Promise.all([readForm(request), getTranslator(request)]);
  const back = kindPath(type);
  const intent = formData.get("intent");

  if (intent === "create") {
    const submission = parseWithZod(formData, { schema: createTemplateSchema(t) });
    if (submission.status !== "success") return { result: submission.reply() } satisfies KindReply;
    const { name, start } = submission.value;
    let created: SmartformTemplate;
    try {
      created = await createTemplate(api, {
        document_type: type,
        name,
        ...(start === "standard" ? {} : { copy_of: Number(start) }),
      });
    } catch (error) {
      if (apiStatus(error) === 422) {
        return {
          result: submission.reply({ fieldErrors: { start: [t("smartformTemplates.error.copy")] } }),
        } satisfies KindReply;
      }
      return refusedSave(error, back, t);
    }
    throw await redirectWithToast(templatePath(type, created.id), {
      type: "success",
      text: t("smartformTemplates.toast.created", { name: created.name }),
    });
  }

  if (intent === "default" || intent === "archive" || intent === "restore") {
    const id = parseId(formData.get("template"));
    const revision = parseId(formData.get("revision"));
    if (id === null || revision === null) throw badRequest();
    const change =
      intent === "default"
        ? { is_default: true }
        : intent === "archive"
          ? { archived: true }
          : { archived: false };
    let saved: SmartformTemplate;
    try {
      saved = await saveTemplate(api, id, { revision, ...change });
    } catch (error) {
      return refusedSave(error, back, t);
    }
    throw await redirectWithToast(`${back}#template-${id}`, {
      type: "success",
      text: t(`smartformTemplates.toast.${intent}`, { name: saved.name }),
    });
  }
  throw badRequest();
}

/* ------------------------------------------------------------------ /smartforms/{type}/template/{id} */

/** One builder step from the posted form, or the form's errors. */
type Step =
  | { kind: "structure"; change: StructureChange; anchor: string }
  | { kind: "name"; name: string }
  | { kind: "translate"; language: number; texts: Record<string, string> }
  | { kind: "refused"; reply: { form: string; result: KindReply["result"] } };

function readStep(
  intent: BuilderIntent,
  formData: FormData,
  template: SmartformTemplate,
  t: Translate,
): Step {
  const language = template.language_id;
  const inLanguage = (labels: Labels, value: string): Labels => ({ ...labels, [language]: value });
  const structure: TemplateStructure = template.structure;
  const tab = text(formData.get("tab"));
  const fieldKey = text(formData.get("field"));
  const direction = formData.get("direction") === "up" ? "up" : "down";
  const tabLabels = (key: string) => structure.tabs.find((item) => item.key === key)?.label ?? {};

  switch (intent) {
    case "name": {
      const submission = parseWithZod(formData, { schema: templateNameSchema(t) });
      if (submission.status !== "success")
        return { kind: "refused", reply: { form: "name", result: submission.reply() } };
      return { kind: "name", name: submission.value.name };
    }
    case "addTab":
    case "renameTab": {
      const submission = parseWithZod(formData, { schema: tabLabelSchema(t) });
      const form = intent === "addTab" ? "addTab" : `renameTab-${tab}`;
      if (submission.status !== "success")
        return { kind: "refused", reply: { form, result: submission.reply() } };
      const label = submission.value.label;
      return intent === "addTab"
        ? { kind: "structure", change: { op: "addTab", label: { [language]: label } }, anchor: "" }
        : {
            kind: "structure",
            change: { op: "renameTab", tab, label: inLanguage(tabLabels(tab), label) },
            anchor: `#tab-${tab}`,
          };
    }
    case "removeTab":
      return { kind: "structure", change: { op: "removeTab", tab }, anchor: "#tabs" };
    case "moveTab":
      return { kind: "structure", change: { op: "moveTab", tab, direction }, anchor: `#tab-${tab}` };
    case "addField": {
      const submission = parseWithZod(formData, { schema: addFieldSchema(t) });
      if (submission.status !== "success") {
        return { kind: "refused", reply: { form: `addField-${tab}`, result: submission.reply() } };
      }
      const { type, label, required, options } = submission.value;
      return {
        kind: "structure",
        change: {
          op: "addField",
          tab,
          type,
          label: { [language]: label },
          required,
          options: optionLines(options).map((line) => ({ [language]: line })),
        },
        anchor: `#tab-${tab}`,
      };
    }
    case "updateField": {
      const submission = parseWithZod(formData, { schema: updateFieldSchema(t) });
      if (submission.status !== "success") {
        return { kind: "refused", reply: { form: `updateField-${fieldKey}`, result: submission.reply() } };
      }
      const field = findField(structure, fieldKey);
      if (!field) return { kind: "structure", change: { op: "removeField", field: fieldKey }, anchor: "" };
      const { label, help, required, option, options } = submission.value;
      const helpLabels: Labels = { ...field.help };
      if (help) helpLabels[`${language}` as keyof Labels] = help;
      else delete helpLabels[`${language}` as keyof Labels];
      // Existing options keep their bit (and other languages' texts); an emptied one is removed.
      const kept = field.options.flatMap((existing) => {
        const typed = option[`b${existing.bit}`];
        if (typed === undefined) return [{ bit: existing.bit, label: existing.label }];
        return typed ? [{ bit: existing.bit, label: inLanguage(existing.label, typed) }] : [];
      });
      const added = optionLines(options).map((line) => ({ bit: null, label: { [language]: line } }));
      return {
        kind: "structure",
        change: {
          op: "updateField",
          field: fieldKey,
          label: inLanguage(field.label, label),
          help: helpLabels,
          required,
          options: [...kept, ...added],
        },
        anchor: `#field-${fieldKey}`,
      };
    }
    case "removeField":
      return { kind: "structure", change: { op: "removeField", field: fieldKey }, anchor: "#tabs" };
    case "moveField":
      return {
        kind: "structure",
        change: { op: "moveField", field: fieldKey, direction },
        anchor: `#field-${fieldKey}`,
      };
    case "moveFieldToTab":
      return {
        kind: "structure",
        change: { op: "moveFieldToTab", field: fieldKey, tab },
        anchor: `#field-${fieldKey}`,
      };
    case "translate": {
      const submission = parseWithZod(formData, { schema: translateSchema(t) });
      if (submission.status !== "success") {
        return { kind: "refused", reply: { form: "translate", result: submission.reply() } };
      }
      const texts = Object.fromEntries(
        Object.entries(submission.value.text).map(([key, value]) => [slotOfInput(key), value]),
      );
      return { kind: "translate", language: submission.value.language, texts };
    }
  }
}

/** The builder's action: one step, saved whole on the posted revision, then back to the page with a toast. */
export async function builderAction(request: Request, params: { type?: string; id?: string }) {
  const { api } = await requireTemplateAdmin(request);
  const type = typeFromParams(params.type);
  const id = idFromParams(params.id);
  const [formData, { t }] = await Promise.all([readForm(request), getTranslator(request)]);
  const intent = formData.get("intent");
  if (typeof intent !== "string" || !(BUILDER_INTENTS as readonly string[]).includes(intent))
    throw badRequest();
  const revision = parseId(formData.get("revision"));
  if (revision === null) throw badRequest();
  const template = await getTemplate(api, id);
  if (template.document_type !== type) throw notFound();
  const here = templatePath(type, id);

  const step = readStep(intent as BuilderIntent, formData, template, t);
  if (step.kind === "refused") return step.reply;

  let back = here;
  try {
    if (step.kind === "name") {
      await saveTemplate(api, id, { revision, name: step.name });
    } else if (step.kind === "translate") {
      back = `${here}?language=${step.language}#translation`;
      await translateTemplate(api, id, { revision, language_id: step.language, texts: step.texts });
    } else {
      const outcome = changeStructure(template.structure, step.change);
      if (!outcome.ok) {
        throw await redirectWithToast(here, {
          type: "error",
          text: t(`smartformTemplates.refused.${outcome.reason}`),
        });
      }
      back = `${here}${step.change.op === "addField" && outcome.key ? `#field-${outcome.key}` : step.anchor}`;
      await saveTemplate(api, id, { revision, structure: outcome.structure });
    }
  } catch (error) {
    if (error instanceof Response) throw error;
    return refusedSave(error, here, t);
  }
  throw await redirectWithToast(back, { type: "success", text: t("smartformTemplates.toast.saved") });
}
