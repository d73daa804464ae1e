import { parseWithZod } from "@conform-to/zod/v4";
import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { data } from "@remix-run/node";
import { Form, Link, useActionData, useLoaderData } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import type { SearchHit } from "../../../../api/substitution/schemas";
import {
  checkDelete,
  isDecided,
  SEARCH_MAX,
  SEARCH_MIN,
  statusChoices,
} from "../../../../core/substitution/rules";
import {
  changeSubstitution,
  compareProducts,
  deleteSubstitution,
  loadSubstitution,
  recordSubstitution,
  searchCandidates,
} from "../api.server";
import { ComparisonTable } from "../components/ComparisonTable";
import { decisionSchema } from "../forms";
import { failureToast, isToastFailure, orNotFound, replyToFailure } from "~/lib/api-failure.server";
import { requireUser } from "~/lib/auth.server";
import { readForm, SMALL_FORM } from "~/lib/forms.server";
import { getTranslator } from "~/lib/i18n.server";
import { idParam, textParam } from "~/lib/list-params";
import { badRequest } from "~/lib/responses.server";
import { redirectWithToast } from "~/lib/toast.server";
import { DataTable, type DataColumn } from "~/ui/DataTable";
import { hydrateLater } from "~/ui/hydrateLater";
import { pageTitle } from "~/ui/meta";

// The form hydrates after the page (app/ui/hydrateLater.tsx): its code and conform are not in the first visit.
const DecisionForm = hydrateLater(() =>
  import("../components/DecisionForm").then((module) => module.DecisionForm),
);

export const handle = { breadcrumb: { key: "substitution.title", to: "/substitute" } };
export const meta = pageTitle;

/** The page's address for a state: the substitution being changed, the product, the search, the candidate. */
function hrefOf(state: { id?: number; product?: number; q?: string; candidate?: number }): string {
  const query = new URLSearchParams();
  if (state.id) query.set("id", String(state.id));
  if (state.product) query.set("product", String(state.product));
  if (state.q) query.set("q", state.q);
  if (state.candidate) query.set("candidate", String(state.candidate));
  const text = query.toString();
  return text ? `/substitute?${text}` : "/substitute";
}

/**
 * /substitute: replace a product with a safer one, in steps that are each a link or a search (no JavaScript
 * needed): find the product to replace, find candidates among the company's products and the shared library,
 * compare one side by side with the transparent hazard ranking, and record the decision with its status and
 * reason. With ?id= it opens a recorded substitution to change or decide it. Every user reads; the form shows
 * the statuses the user may choose, and the API refuses the rest.
 */
export async function loader({ request }: LoaderFunctionArgs) {
  const [{ user, api }, { t }] = await Promise.all([requireUser(request), getTranslator(request)]);
  const url = new URL(request.url);
  const id = idParam(url, "id");
  const substitution = id ? await orNotFound(loadSubstitution(api, id)) : null;
  const product = substitution?.product.id ?? idParam(url, "product");
  const candidate = idParam(url, "candidate") ?? substitution?.substitute?.id;
  const q = textParam(url, "q", SEARCH_MAX);
  const searchable = q.length >= SEARCH_MIN;
  const [hits, comparison] = await Promise.all([
    searchable ? searchCandidates(api, q, product) : Promise.resolve(null),
    product ? orNotFound(compareProducts(api, product, candidate ? [candidate] : [])) : Promise.resolve(null),
  ]);
  const choices = statusChoices(user.permissions);
  const decided = substitution ? isDecided(substitution.status) : false;
  return {
    substitution,
    state: { id, product, q, candidate: comparison?.candidates[0]?.id },
    hits,
    tooShort: q !== "" && !searchable,
    comparison,
    choices: decided ? [] : choices,
    mayDelete: substitution !== null && checkDelete(user.permissions, substitution.status) === "ok",
    title: `${t("substitution.title")} – ${t("app.name")}`,
  };
}

export async function action({ request }: ActionFunctionArgs) {
  const { api } = await requireUser(request);
  const { t } = await getTranslator(request);
  const url = new URL(request.url);
  const id = idParam(url, "id");
  const product = idParam(url, "product");
  const form = await readForm(request, SMALL_FORM);
  const back = hrefOf({ id, product, candidate: idParam(url, "candidate") });
  if (form.get("intent") === "delete") {
    if (!id) throw badRequest();
    try {
      await deleteSubstitution(api, id);
    } catch (error) {
      if (isToastFailure(error)) throw await redirectWithToast(back, failureToast(error, t));
      throw error;
    }
    return redirectWithToast("/substitution-history", {
      type: "success",
      text: t("substitution.toast.deleted"),
    });
  }
  if (form.get("intent") !== "save" || (!id && !product)) throw badRequest();
  // Every status passes here: whether the user may give it is the API's to refuse (403), not only hidden.
  const submission = parseWithZod(form, { schema: decisionSchema(t) });
  if (submission.status !== "success") return data(submission.reply(), 400);
  try {
    const saved = id
      ? await changeSubstitution(api, id, submission.value)
      : await recordSubstitution(api, { ...submission.value, product_id: product! });
    return redirectWithToast("/substitution-history", {
      type: "success",
      text: t("substitution.toast.saved", {
        product: saved.product.name,
        status: t(`substitution.status.${saved.status}`),
      }),
    });
  } catch (error) {
    return data(
      await replyToFailure(error, {
        submission,
        back,
        t,
        formFields: ["substitute_product_id", "status", "reason"],
      }),
      400,
    );
  }
}

export default function SubstitutePage() {
  const { substitution, state, hits, tooShort, comparison, choices, mayDelete } =
    useLoaderData<typeof loader>();
  const lastResult = useActionData<typeof action>();
  const { t } = useTranslation();
  const product = comparison?.product ?? null;
  const candidate = comparison?.candidates[0] ?? null;

  const hitColumns: DataColumn<SearchHit>[] = [
    {
      id: "name",
      header: t("substitution.search.name"),
      rowHeader: true,
      cell: (hit) =>
        product ? (
          <Link to={hrefOf({ id: state.id, product: product.id, q: state.q, candidate: hit.id })}>
            {t("substitution.search.compare", { name: hit.name })}
          </Link>
        ) : (
          <Link to={hrefOf({ product: hit.id })}>{t("substitution.search.choose", { name: hit.name })}</Link>
        ),
    },
    { id: "supplier", header: t("substitution.search.supplier"), cell: (hit) => hit.supplier },
    {
      id: "source",
      header: t("substitution.search.source"),
      cell: (hit) => t(`product.stockKind.${hit.product_type}`),
    },
    { id: "score", header: t("substitution.search.score"), className: "number", cell: (hit) => hit.score },
  ];

  return (
    <>
      <h1>{t("substitution.title")}</h1>
      <p>{t("substitution.intro")}</p>
      <p>
        <Link to="/substitution-history">{t("substitution.historyLink")}</Link>
      </p>

      {substitution ? (
        <p className="notice">
          {t("substitution.recorded", {
            status: t(`substitution.status.${substitution.status}`),
            by: substitution.created_by ?? "–",
          })}
          {substitution.reason ? ` ${t("substitution.recordedReason", { reason: substitution.reason })}` : ""}
        </p>
      ) : null}

      <section aria-labelledby="substitution-step-product">
        <h2 id="substitution-step-product">
          {product
            ? t("substitution.step.replacing", { name: product.name })
            : t("substitution.step.product")}
        </h2>
        {product && !state.id ? (
          <p>
            <Link to="/substitute">{t("substitution.step.otherProduct")}</Link>
          </p>
        ) : null}
        {state.id && substitution && isDecided(substitution.status) ? null : (
          <Form method="get" className="list-filters">
            {state.id ? <input type="hidden" name="id" value={state.id} /> : null}
            {product ? <input type="hidden" name="product" value={product.id} /> : null}
            <label htmlFor="substitution-q">
              {product ? t("substitution.search.candidateLabel") : t("substitution.search.productLabel")}
            </label>
            <input
              id="substitution-q"
              name="q"
              type="search"
              minLength={SEARCH_MIN}
              maxLength={SEARCH_MAX}
              defaultValue={state.q}
              aria-describedby="substitution-q-hint"
            />
            <p className="help" id="substitution-q-hint">
              {t("substitution.search.hint", { min: SEARCH_MIN })}
            </p>
            <button type="submit">{t("substitution.search.submit")}</button>
          </Form>
        )}
        {tooShort ? <p className="notice">{t("substitution.search.tooShort", { min: SEARCH_MIN })}</p> : null}
        {hits ? (
          <DataTable
            caption={
              product ? t("substitution.search.candidatesCaption") : t("substitution.search.productsCaption")
            }
            columns={hitColumns}
            rows={hits}
            rowKey={(hit) => hit.id}
            empty={<p>{t("substitution.search.empty")}</p>}
          />
        ) : null}
      </section>

      {comparison ? (
        <section aria-labelledby="substitution-compare">
          <h2 id="substitution-compare">{t("substitution.compare.heading")}</h2>
          {candidate ? null : <p>{t("substitution.compare.chooseCandidate")}</p>}
          <ComparisonTable comparison={comparison} />
        </section>
      ) : null}

      {candidate && choices.length > 0 ? (
        <section aria-labelledby="substitution-decide">
          <h2 id="substitution-decide">{t("substitution.form.heading", { name: candidate.name })}</h2>
          <DecisionForm
            candidateId={candidate.id}
            choices={choices}
            defaults={{
              status:
                substitution && choices.includes(substitution.status) ? substitution.status : choices[0]!,
              reason: substitution?.reason ?? "",
            }}
            lastResult={lastResult}
          />
        </section>
      ) : null}

      {mayDelete ? (
        <section aria-labelledby="substitution-delete">
          <h2 id="substitution-delete">{t("substitution.delete.heading")}</h2>
          <Form method="post">
            <input type="hidden" name="intent" value="delete" />
            <button type="submit">{t("substitution.delete.submit")}</button>
          </Form>
        </section>
      ) : null}
    </>
  );
}
