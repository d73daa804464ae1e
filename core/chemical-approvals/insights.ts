import type { SignalWord } from "../products";
import type { Compatibility, StorageNote } from "../storage-classes";

/**
 * What GET …/product-requests/{id}/insights answers (issue 6): the API builds
 * it (api/modules/approval-insights.ts) and the approve page shows it
 * (app/components/RequestInsights.tsx).
 */

export interface InsightStatement {
  code: string;
  text: string;
}

export interface RequestInsights {
  hazards: {
    signal_word: SignalWord | null;
    pictograms: string[];
    hazard_statements: InsightStatement[];
    precautionary_statements: InsightStatement[];
    storage_class: string | null;
    source: "attached_sds" | "library" | null;
  };
  storage: {
    location: { id: number; name: string; path: string };
    compatibility: Compatibility;
    product_count: number;
    conflicts: {
      product: { id: number; name: string };
      storage_class: string | null;
      compatibility: Compatibility;
      note: StorageNote | null;
    }[];
  }[];
  similar: {
    product: { id: number; name: string };
    sds_key: string | null;
    reason: "same_cas" | "similar_name";
    signal_word: SignalWord | null;
    pictograms: string[];
    locations: number;
  }[];
}
