import { Form } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { LANGUAGES, type LanguageId } from "../../../../core/languages";
import { HELP_MAX } from "../../../../core/smartforms/kinds";
import type { BuilderReply, TranslationSlot } from "../template-inputs";

/**
 * The translation section: choose a language (a GET form, so the choice is a link), then one input per
 * label slot with the template language's text beside it. An input left empty removes that language's
 * text; the labels then fall back to the template's language.
 */
export function TranslationSection({
  templateLanguage,
  translation,
  revision,
  reply,
}: {
  templateLanguage: number;
  translation: { language: number; slots: TranslationSlot[] } | null;
  revision: number;
  reply: BuilderReply | null;
}) {
  const { t } = useTranslation();
  const others = (Object.keys(LANGUAGES).map(Number) as LanguageId[]).filter((id) => id !== templateLanguage);
  const errors = (reply?.form === "translate" ? reply.result.error : null) ?? {};
  const chosen = translation ? LANGUAGES[translation.language as LanguageId] : null;
  return (
    <section id="translation" aria-labelledby="translation-heading">
      <h2 id="translation-heading">{t("smartformTemplates.translate.title")}</h2>
      <Form method="get" className="inline-form">
        <div className="field">
          <label htmlFor="translation-language">{t("smartformTemplates.translate.language")}</label>
          <select id="translation-language" name="language" defaultValue={translation?.language ?? others[0]}>
            {others.map((id) => (
              <option key={id} value={id} lang={LANGUAGES[id].locale}>
                {LANGUAGES[id].name}
              </option>
            ))}
          </select>
        </div>{" "}
        <button type="submit" className="secondary">
          {t("smartformTemplates.translate.choose")}
        </button>
      </Form>
      {translation && chosen ? (
        <Form method="post" className="stack translation-form">
          <input type="hidden" name="intent" value="translate" />
          <input type="hidden" name="revision" value={revision} />
          <input type="hidden" name="language" value={translation.language} />
          <p className="help">{t("smartformTemplates.translate.hint", { language: chosen.name })}</p>
          {translation.slots.map((slot) => {
            const id = `translate-${slot.input.replace(/\W/g, "-")}`;
            const error = errors[slot.input]?.join(" ");
            return (
              <div className="field" key={slot.slot}>
                <label htmlFor={id}>
                  {t(`smartformTemplates.translate.slot.${slot.kind}`)}: <q>{slot.source}</q>
                </label>
                <input
                  type="text"
                  id={id}
                  name={slot.input}
                  lang={chosen.locale}
                  defaultValue={slot.current}
                  maxLength={HELP_MAX}
                  autoComplete="off"
                  aria-invalid={error ? true : undefined}
                  aria-describedby={error ? `${id}-error` : undefined}
                />
                {error ? (
                  <p className="field-error" id={`${id}-error`}>
                    {error}
                  </p>
                ) : null}
              </div>
            );
          })}
          <p>
            <button type="submit">{t("smartformTemplates.translate.save", { language: chosen.name })}</button>
          </p>
        </Form>
      ) : null}
    </section>
  );
}
