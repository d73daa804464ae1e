import { route } from "@remix-run/route-config";

const dir = "features/publisher/routes";

/**
 * The internal-documents publisher: its landing page, the suppliers and the substances its sheets are
 * written from (the standard phrases and the documents have their own features).
 */
export const publisherRoutes = [
  route("internal-documents", `${dir}/landing.tsx`, { id: "publisher/landing" }),
  route("suppliers", `${dir}/suppliers.tsx`, { id: "publisher/suppliers" }),
  route("suppliers/:manufacturerId", `${dir}/suppliers.tsx`, { id: "publisher/supplier-in-list" }),
  route("show-supplier/:manufacturerId", `${dir}/supplier-card.tsx`, { id: "publisher/supplier-card" }),
  route("new-supplier", `${dir}/supplier-new.tsx`, { id: "publisher/supplier-new" }),
  route("edit-supplier/:manufacturerId", `${dir}/supplier-edit.tsx`, { id: "publisher/supplier-edit" }),
  route("add-new-countries/:manufacturerId/:addMarket", `${dir}/supplier-markets.tsx`, {
    id: "publisher/supplier-markets",
  }),
  route("substances", `${dir}/substances.tsx`, { id: "publisher/substances" }),
  route("new-substance", `${dir}/substance-new.tsx`, { id: "publisher/substance-new" }),
  // Where substances are used: every substance with its sheets, or one sheet's composition by version.
  route("substances/all-versions/:sdsKey?", `${dir}/substance-usage.tsx`, {
    id: "publisher/substance-usage",
  }),
];
