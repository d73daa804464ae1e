import type { SdsEvent } from "../../../../api/sds-events/schemas";
import type { Translate } from "../../../../core/translate";

const text = (value: unknown): string =>
  typeof value === "string" || typeof value === "number" ? String(value) : "";

/** One line of what an event's payload says, in the reader's language (versions, files, list entry). */
export function eventDetail(event: Pick<SdsEvent, "kind" | "payload">, t: Translate): string {
  const p = event.payload;
  switch (event.kind) {
    case "uploaded":
      return t(p.pending === true ? "sdsEvents.detail.uploadedPending" : "sdsEvents.detail.uploaded", {
        version: text(p.version),
      });
    case "replaced":
      return t("sdsEvents.detail.replaced", { from: text(p.from_version) || "–", to: text(p.version) });
    case "copied":
      return t("sdsEvents.detail.copied", { product: text(p.from_product_name) });
    case "expired":
      return t("sdsEvents.detail.expired");
    case "supplier_answered":
      return t(p.answer === "still_valid" ? "sdsEvents.detail.stillValid" : "sdsEvents.detail.newVersion");
    case "list_hit":
      return t("sdsEvents.detail.listHit", { list: text(p.list), entry: text(p.entry) || text(p.ref) });
  }
}
