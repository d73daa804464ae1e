import { createHash } from "node:crypto";
import { inArray, sql } from "drizzle-orm";
import { countryId } from "../core/countries";
import { LANGUAGES } from "../core/languages";
import type { Database } from "../db/client";
import { locationProducts, locations, products } from "../db/schema";
import { CHEMICALS } from "./data/chemicals";

/**
 * The demo products :
 * every chemical of seed/data/chemicals.ts as a product of Demo Chemicals
 * AS with an en/GB safety data sheet (plus its translations), placed at the
 * cabinets, racks and rooms where such a product plausibly lives, and ten of
 * them for Other Industries Ltd.
 *
 * Everything is deterministic: SDS keys, versions, dates, placements and
 * amounts come from SHA-256 hashes of names, never from Math.random, so two
 * seeds give the same data (and the same public sds_keys). Three multi-row
 * INSERTs in all, inside seedDemoData's transaction.
 */

/** The fields of a chemical (seed/data/chemicals.ts SeedChemical) the seed reads. */
export interface SeedProductSource {
  readonly name: string;
  readonly supplier: string;
  readonly articleNo: string | null;
  readonly areaOfUse: string | null;
  readonly casNo: string | null;
  readonly ecNo: string | null;
  readonly unNo: string | null;
  readonly signalWord: "Danger" | "Warning" | null;
  readonly pictograms: readonly string[];
  readonly hazardStatements: readonly string[];
  readonly precautionaryStatements: readonly string[];
  readonly storageClass: string | null;
  readonly physical: {
    readonly state: string;
    readonly flashPointC: number | null;
    readonly boilingPointC: number | null;
    readonly density: number | null;
    readonly colour: string | null;
    readonly odour: string | null;
  };
  readonly substances: readonly {
    readonly name: string;
    readonly cas: string | null;
    readonly ec: string | null;
    readonly concentrationMin: number | null;
    readonly concentrationMax: number | null;
  }[];
  readonly extraSds?: readonly { readonly language: string; readonly market: string }[];
}

type Transaction = Parameters<Parameters<Database["transaction"]>[0]>[0];

const DEMO_CHEMICALS_ID = 1000001;
const OTHER_INDUSTRIES_ID = 1000003;

/** Products the contract names (tests name them too); FIXED_PLACEMENTS puts them where it says. */
export const SEED_FACTS = {
  acetone: "Acetone",
  ethanol: "Ethanol",
  toluene: "Toluene",
  isopropanol: "Isopropanol",
  sodiumHydroxide: "Sodium hydroxide",
  sulfuricAcid: "Sulfuric acid 96 %",
  hydrogenPeroxide: "Hydrogen peroxide 35 %",
  sodiumChloride: "Sodium chloride",
} as const;

/** Toluene's pending newer sheet: version and issue date (later than every seeded date). */
export const PENDING_SDS = { product: SEED_FACTS.toluene, version: "2.0", dateIssue: "2025-11-14" } as const;

const sha256 = (text: string): Buffer => createHash("sha256").update(text).digest();

/** An unsigned 32-bit number from the text's SHA-256 (the seed's only source of variety). */
const hashOf = (text: string): number => sha256(text).readUInt32BE(0);

/** Sorts by a key computed once per element (the keys are hashes). */
function sortedBy<T>(values: readonly T[], key: (value: T) => number): T[] {
  return values
    .map((value) => ({ value, key: key(value) }))
    .sort((a, b) => a.key - b.key)
    .map(({ value }) => value);
}

const CROCKFORD = "0123456789ABCDEFGHJKMNPQRSTVWXYZ";

/**
 * The public key of a seeded SDS: `SDS-` and 10 Crockford base32 characters
 * (the first 50 bits of a SHA-256), stable across seeds.
 */
export function seedSdsKey(
  companyId: number,
  name: string,
  language: string,
  market: string,
  version: string,
): string {
  const digest = sha256(`${companyId}:${name}:${language}:${market}:${version}`);
  let bits = 0n;
  for (let i = 0; i < 7; i++) bits = (bits << 8n) | BigInt(digest[i]!);
  bits >>= 6n; // 56 → 50 bits
  let out = "";
  for (let i = 9; i >= 0; i--) out += CROCKFORD[Number((bits >> BigInt(i * 5)) & 31n)];
  return `SDS-${out}`;
}

const FIRST_DAY = Date.UTC(2019, 0, 1);
const LAST_DAY = Date.UTC(2025, 9, 31);
const DAY = 86_400_000;

/**
 * A sheet's version ("1.0"–"6.2") and issue date (2019-01-01 … 2025-10-31),
 * deterministic per company, product, language and market. `maxMajor` caps the
 * version (a product with a pending "2.0" stays below it).
 */
export function seedSdsVersion(
  companyId: number,
  name: string,
  language: string,
  market: string,
  maxMajor = 6,
): { version: string; dateIssue: string } {
  const h = hashOf(`version:${companyId}:${name}:${language}:${market}`);
  const major = 1 + (h % maxMajor);
  const minor = major === 6 ? (h >>> 8) % 3 : (h >>> 8) % 10;
  const days = (h >>> 12) % ((LAST_DAY - FIRST_DAY) / DAY + 1);
  const dateIssue = new Date(FIRST_DAY + days * DAY).toISOString().slice(0, 10);
  return { version: `${major}.${minor}`, dateIssue };
}

/** The language id of a two-letter language code ("en" → 4, "nb" → 1). */
export function languageIdOf(code: string): number {
  const found = Object.entries(LANGUAGES).find(([, { locale }]) => locale.split("-")[0] === code);
  if (!found) throw new Error(`seed: unknown language ${code}`);
  return Number(found[0]);
}

function marketIdOf(code: string): number {
  const id = countryId(code);
  if (id === undefined) throw new Error(`seed: unknown market ${code}`);
  return id;
}

/** What a product is, as far as where it is kept goes. */
export type ProductKind =
  "gas" | "oxidiser" | "paint" | "oil" | "cleaner" | "acid" | "base" | "solvent" | "reagent" | "goods";

const matches = (text: string, words: string[]) => words.some((word) => text.includes(word));

const PAINT_WORDS = [
  "paint",
  "lacquer",
  "varnish",
  "primer",
  "thinner",
  "enamel",
  "coating",
  "adhesive",
  "glue",
  "sealant",
  "sealing",
  "laminat",
  "mastic",
  "topcoat",
];
const OIL_WORDS = [
  "lubric",
  "engine oil",
  "hydraulic",
  "gear oil",
  "grease",
  "metalworking",
  "coolant",
  "brake fluid",
  "corrosion protection",
];
const CLEANER_WORDS = ["clean", "detergent", "disinfect", "dishwash", "hand rub", "descal", "bleach"];
/** Uses that make a chemical a laboratory reagent rather than industrial goods. */
const LAB_WORDS = [
  "laborator",
  "reagent",
  "buffer",
  "titrat",
  "analytical",
  "synthesis",
  "culture",
  "electrophoresis",
  "chromatography",
  "reference",
  "research",
  "calibration",
  "fixat",
  "fixative",
  "extraction",
  "spectroscopy",
  "drying agent",
  "staining",
  "dna",
  "gel",
  "catalyst",
  "reducing agent",
  "initiator",
  "solvent",
  "karl fischer",
  "electrode",
  "density gradient",
  "cryoprotectant",
  "adsorbent",
];

/**
 * The kind of a chemical, from its area of use, name, physical state,
 * pictograms and storage class: gases (cylinders) and oxidisers first, then
 * paints and adhesives (and the solvents sold for them), lubricants, acids,
 * bases, cleaning products (mixtures, or substances whose first use is
 * cleaning and not as a solvent), flammable solvents, laboratory reagents,
 * and other industrial goods (fuels, plant protection, building materials).
 */
export function productKind(chemical: SeedProductSource): ProductKind {
  const name = chemical.name.toLowerCase();
  const use = (chemical.areaOfUse ?? "").toLowerCase();
  const firstUse = use.split(/[;,]/)[0] ?? "";
  if (chemical.physical.state === "gas" || chemical.pictograms.includes("GHS04")) return "gas";
  if (chemical.storageClass?.startsWith("5.1")) return "oxidiser";
  if (matches(use, PAINT_WORDS) && !matches(use, ["monomer", "raw material"])) return "paint";
  if (matches(use, OIL_WORDS)) return "oil";
  const cleaner =
    matches(use, CLEANER_WORDS) &&
    (chemical.casNo === null || (matches(firstUse, CLEANER_WORDS) && !matches(use, ["solvent", "reducing"])));
  if (matches(name, ["acid"]) && !matches(name, ["anhydride"]) && (!cleaner || chemical.casNo !== null))
    return "acid";
  if (matches(name, ["hydroxide", "ammonia", "amine"]) && chemical.pictograms.includes("GHS05"))
    return "base";
  if (cleaner) return "cleaner";
  if (
    chemical.physical.state === "liquid" &&
    (chemical.storageClass === "3" ||
      (chemical.physical.flashPointC !== null && chemical.physical.flashPointC < 60))
  )
    return "solvent";
  return matches(use, LAB_WORDS) ? "reagent" : "goods";
}

/** How much of something a location keeps: the scale picks the amounts. */
type Scale = "lab" | "fridge" | "store" | "drum" | "production" | "workshop" | "tank" | "cage" | "household";

interface LeafProfile {
  kinds: readonly ProductKind[];
  min: number;
  max: number;
  scale: Scale;
  /** Only these storage classes (the Fume cupboard keeps its one planned conflict). */
  classes?: readonly string[];
}

const EVERYTHING_BUT_GAS: readonly ProductKind[] = [
  "oxidiser",
  "paint",
  "oil",
  "cleaner",
  "acid",
  "base",
  "solvent",
  "reagent",
  "goods",
];

/** What the demo's leaf locations hold, by name (names are unique within a company). */
const LEAF_PROFILES: Readonly<Record<string, LeafProfile>> = {
  "Flammables cabinet": { kinds: ["solvent"], min: 6, max: 12, scale: "lab" },
  "Acids cabinet": { kinds: ["acid"], min: 4, max: 8, scale: "lab" },
  "Bases cabinet": { kinds: ["base"], min: 3, max: 6, scale: "lab" },
  // Ethanol (3) + Hydrogen peroxide 35 % (5.1B) is the cupboard's one planned conflict: the rest are of
  // classes that may be stored with both and with each other.
  "Fume cupboard": {
    kinds: ["reagent", "solvent", "acid", "base"],
    min: 5,
    max: 9,
    scale: "lab",
    classes: ["6.1D", "8B", "12", "13"],
  },
  "Reagent shelf": { kinds: ["reagent", "solvent", "acid", "base"], min: 9, max: 15, scale: "lab" },
  "Sample fridge": { kinds: ["reagent", "solvent"], min: 3, max: 8, scale: "fridge" },
  "Rack A": { kinds: EVERYTHING_BUT_GAS, min: 13, max: 15, scale: "store" },
  "Rack B": { kinds: EVERYTHING_BUT_GAS, min: 13, max: 15, scale: "store" },
  "Drum store": {
    kinds: ["solvent", "oil", "cleaner", "acid", "base", "goods"],
    min: 10,
    max: 15,
    scale: "drum",
  },
  "Mixing line 1": { kinds: ["solvent", "paint", "base", "goods"], min: 4, max: 9, scale: "production" },
  "Mixing line 2": { kinds: ["solvent", "paint", "acid", "goods"], min: 4, max: 9, scale: "production" },
  "Paint cabinet": { kinds: ["paint"], min: 6, max: 12, scale: "workshop" },
  "Lubricants cabinet": { kinds: ["oil"], min: 4, max: 10, scale: "workshop" },
  // A tank holds its bulk product (a fixed placement); the two further rows are drums of related
  // products kept at the tank (the contract wants 3–15 products at every leaf).
  "Ethanol tank T1": { kinds: ["solvent"], min: 3, max: 3, scale: "drum" },
  "Sodium hydroxide tank T2": { kinds: ["base"], min: 3, max: 3, scale: "drum" },
  "Bay 1": { kinds: EVERYTHING_BUT_GAS, min: 13, max: 15, scale: "store" },
  "Bay 2": { kinds: EVERYTHING_BUT_GAS, min: 13, max: 15, scale: "store" },
  "Hazardous goods cage": { kinds: ["gas", "oxidiser"], min: 6, max: 12, scale: "cage" },
  "Cleaning agents cabinet": { kinds: ["cleaner"], min: 6, max: 12, scale: "household" },
  "Canteen kitchen": { kinds: ["cleaner"], min: 4, max: 6, scale: "household" },
  "First aid room": { kinds: ["cleaner"], min: 3, max: 5, scale: "household" },
  "Returns area": { kinds: EVERYTHING_BUT_GAS, min: 3, max: 7, scale: "store" },
};
const DEFAULT_PROFILE: LeafProfile = { kinds: EVERYTHING_BUT_GAS, min: 3, max: 8, scale: "store" };

/** Words that make a product the better pick for a location (kitchen detergents in the canteen …). */
const PREFERRED_WORDS: Readonly<Record<string, readonly string[]>> = {
  "Canteen kitchen": ["dishwash", "kitchen"],
  "First aid room": [
    "hand rub",
    "hand disinfection",
    "surface disinfection",
    "hydrogen peroxide 3",
    "hospital",
  ],
  "Cleaning agents cabinet": ["surface", "floor", "household", "disinfect", "clean"],
  "Ethanol tank T1": ["ethanol", "methanol", "isopropanol"],
  "Sodium hydroxide tank T2": ["hydroxide"],
  "Paint cabinet": ["paint", "thinner", "enamel", "lacquer", "adhesive"],
  "Hazardous goods cage": ["compressed", "welding", "oxidising"],
};

/** Placements the contract fixes (product name, location name, amount, unit, archived). */
interface FixedPlacement {
  product: string;
  location: string;
  amount: number;
  unit: string;
  archived?: boolean;
}

const FIXED_PLACEMENTS: readonly FixedPlacement[] = [
  { product: SEED_FACTS.acetone, location: "Flammables cabinet", amount: 5, unit: "L" },
  { product: SEED_FACTS.acetone, location: "Reagent shelf", amount: 2.5, unit: "L" },
  { product: SEED_FACTS.ethanol, location: "Fume cupboard", amount: 1, unit: "L" },
  { product: SEED_FACTS.hydrogenPeroxide, location: "Fume cupboard", amount: 1, unit: "L" },
  { product: SEED_FACTS.sulfuricAcid, location: "Acids cabinet", amount: 2.5, unit: "L" },
  { product: SEED_FACTS.sodiumHydroxide, location: "Bases cabinet", amount: 1, unit: "kg" },
  { product: SEED_FACTS.toluene, location: "Flammables cabinet", amount: 2.5, unit: "L" },
  { product: SEED_FACTS.isopropanol, location: "Flammables cabinet", amount: 1, unit: "L" },
  // The tanks' bulk products.
  { product: SEED_FACTS.ethanol, location: "Ethanol tank T1", amount: 20_000, unit: "L" },
  { product: SEED_FACTS.sodiumHydroxide, location: "Sodium hydroxide tank T2", amount: 15_000, unit: "kg" },
];

/** Products placed only where FIXED_PLACEMENTS puts them (tests name their locations). */
const ONLY_FIXED = new Set<string>([
  SEED_FACTS.acetone,
  SEED_FACTS.ethanol,
  SEED_FACTS.hydrogenPeroxide,
  SEED_FACTS.sulfuricAcid,
  SEED_FACTS.sodiumHydroxide,
  SEED_FACTS.toluene,
]);

/** The archived cabinet and how many archived rows it holds. */
const ARCHIVED_CABINET = { name: "Old solvent cabinet", rows: 2 } as const;
/** How many further rows at active leaves are archived (at most one per location). */
const OTHER_ARCHIVED_ROWS = 5;

/** Other Industries Ltd: its ten products, where they are kept. */
const OTHER_COMPANY = {
  always: [SEED_FACTS.acetone, SEED_FACTS.toluene],
  count: 10,
  locations: { paint: "Paint shop", store: "Store room" },
} as const;

/** A location of the seeded company, as the seed reads it back. */
export interface SeedLocationRow {
  id: number;
  companyId: number;
  parentId: number | null;
  name: string;
  archived: boolean;
}

export interface PlannedProduct {
  companyId: number;
  name: string;
  supplier: string;
  articleNo: string | null;
}

export interface PlannedSds {
  companyId: number;
  product: string;
  key: string;
  label: string;
  supplier: string;
  articleNo: string | null;
  areaOfUse: string | null;
  languageId: number;
  marketId: number;
  version: string;
  dateIssue: string;
  casNo: string | null;
  ecNo: string | null;
  unNo: string | null;
  signalWord: string | null;
  pictograms: string[];
  hazardStatements: string[];
  precautionaryStatements: string[];
  storageClass: string | null;
  substances: {
    name: string;
    cas: string | null;
    ec: string | null;
    concentration_min: number | null;
    concentration_max: number | null;
  }[];
  casNumbers: string[];
  physical: Record<string, unknown>;
  pending: boolean;
}

export interface PlannedPlacement {
  companyId: number;
  product: string;
  locationId: number;
  location: string;
  amount: number;
  unit: string;
  archived: boolean;
}

export interface SeedProductsPlan {
  products: PlannedProduct[];
  sds: PlannedSds[];
  placements: PlannedPlacement[];
}

function sheetOf(
  companyId: number,
  chemical: SeedProductSource,
  language: string,
  market: string,
  maxMajor: number,
): PlannedSds {
  const { version, dateIssue } = seedSdsVersion(companyId, chemical.name, language, market, maxMajor);
  const substances = chemical.substances.map((s) => ({
    name: s.name,
    cas: s.cas,
    ec: s.ec,
    concentration_min: s.concentrationMin,
    concentration_max: s.concentrationMax,
  }));
  const casNumbers = [
    ...new Set([chemical.casNo, ...chemical.substances.map((s) => s.cas)].filter((cas) => !!cas)),
  ] as string[];
  return {
    companyId,
    product: chemical.name,
    key: seedSdsKey(companyId, chemical.name, language, market, version),
    label: chemical.name,
    supplier: chemical.supplier,
    articleNo: chemical.articleNo,
    areaOfUse: chemical.areaOfUse,
    languageId: languageIdOf(language),
    marketId: marketIdOf(market),
    version,
    dateIssue,
    casNo: chemical.casNo,
    ecNo: chemical.ecNo,
    unNo: chemical.unNo,
    signalWord: chemical.signalWord,
    pictograms: [...chemical.pictograms],
    hazardStatements: [...chemical.hazardStatements],
    precautionaryStatements: [...chemical.precautionaryStatements],
    storageClass: chemical.storageClass,
    substances,
    casNumbers,
    physical: { ...chemical.physical },
    pending: false,
  };
}

/** Hazard statements the pending Toluene sheet may add (the first the current sheet lacks). */
const ADDED_HAZARDS = ["H412", "H411", "H319", "H335"] as const;

/**
 * Toluene's newer sheet, received but not applied: version 2.0, one more H
 * statement, one P statement fewer, and the first substance's lower
 * concentration changed.
 */
export function pendingSheetOf(current: PlannedSds): PlannedSds {
  const added = ADDED_HAZARDS.find((code) => !current.hazardStatements.includes(code)) ?? "H412";
  const substances = current.substances.map((s, i) => {
    if (i !== 0) return { ...s };
    const min = s.concentration_min;
    const changed = min === null ? 90 : min >= 1 ? min - 1 : min / 2;
    return { ...s, concentration_min: changed };
  });
  if (substances.length === 0) throw new Error("seed: the pending sheet needs a substance to change");
  // The pending sheet replaces the en/GB one.
  return {
    ...current,
    key: seedSdsKey(current.companyId, current.product, "en", "GB", PENDING_SDS.version),
    version: PENDING_SDS.version,
    dateIssue: PENDING_SDS.dateIssue,
    hazardStatements: [...current.hazardStatements, added],
    precautionaryStatements: current.precautionaryStatements.slice(0, -1),
    substances,
    pending: true,
  };
}

/** The children count of each location, to find the leaves. */
function leavesOf(rows: readonly SeedLocationRow[]): SeedLocationRow[] {
  const parents = new Set(rows.map((row) => row.parentId).filter((id) => id !== null));
  return rows.filter((row) => !parents.has(row.id)).sort((a, b) => a.id - b.id);
}

const pick = <T>(values: readonly T[], h: number): T => values[h % values.length]!;

/** A plausible amount and unit for a product at a location of the given scale. */
export function amountFor(
  chemical: SeedProductSource,
  scale: Scale,
  seed: string,
): { amount: number; unit: string } {
  const h = hashOf(`amount:${seed}`);
  const name = chemical.name.toLowerCase();
  const state = chemical.physical.state;
  if (state === "gas" || matches(name, ["cylinder"])) {
    return { amount: scale === "lab" || scale === "workshop" ? 1 + (h % 2) : 2 + (h % 11), unit: "pcs" };
  }
  // Aerosol cans (storage class 2B) are counted.
  if (chemical.storageClass === "2B" || matches(name, ["spray", "aerosol"])) {
    return { amount: 2 + (h % 23), unit: "pcs" };
  }
  const solid = state === "solid";
  const choices: Record<Scale, [number, string][]> = solid
    ? {
        lab: [
          [100, "g"],
          [250, "g"],
          [500, "g"],
          [1, "kg"],
        ],
        fridge: [
          [5, "g"],
          [10, "g"],
          [25, "g"],
          [50, "g"],
        ],
        store: [
          [5, "kg"],
          [10, "kg"],
          [25, "kg"],
          [50, "kg"],
        ],
        drum: [
          [25, "kg"],
          [200, "kg"],
          [500, "kg"],
        ],
        production: [
          [25, "kg"],
          [50, "kg"],
          [500, "kg"],
        ],
        workshop: [
          [0.5, "kg"],
          [1, "kg"],
          [5, "kg"],
        ],
        tank: [[15_000, "kg"]],
        cage: [
          [5, "kg"],
          [25, "kg"],
        ],
        household: [
          [1, "kg"],
          [3, "kg"],
          [10, "kg"],
        ],
      }
    : {
        lab: [
          [0.5, "L"],
          [1, "L"],
          [2.5, "L"],
          [250, "mL"],
          [500, "mL"],
        ],
        fridge: [
          [10, "mL"],
          [50, "mL"],
          [100, "mL"],
          [250, "mL"],
        ],
        store: [
          [5, "L"],
          [10, "L"],
          [20, "L"],
          [25, "L"],
          [60, "L"],
        ],
        drum: [
          [200, "L"],
          [400, "L"],
          [1000, "L"],
        ],
        production: [
          [25, "L"],
          [200, "L"],
          [1000, "L"],
        ],
        workshop: [
          [0.75, "L"],
          [1, "L"],
          [4, "L"],
          [5, "L"],
          [10, "L"],
        ],
        tank: [[20_000, "L"]],
        cage: [
          [5, "L"],
          [25, "L"],
        ],
        household: [
          [0.5, "L"],
          [1, "L"],
          [5, "L"],
          [10, "L"],
        ],
      };
  const [amount, unit] = pick(choices[scale], h);
  return { amount, unit };
}

/**
 * The whole seed as plain rows: products, SDS (with Toluene's pending sheet)
 * and placements, for the two demo companies with products. Pure and
 * deterministic; `seedDemoProducts` inserts it.
 */
export function planDemoProducts(
  chemicals: readonly SeedProductSource[],
  locationRows: readonly SeedLocationRow[],
): SeedProductsPlan {
  const byName = new Map<string, SeedProductSource>();
  for (const chemical of chemicals) {
    if (byName.has(chemical.name)) throw new Error(`seed: chemical ${chemical.name} listed twice`);
    byName.set(chemical.name, chemical);
  }
  const chemical = (name: string) => {
    const found = byName.get(name);
    if (!found) throw new Error(`seed: no chemical ${name}`);
    return found;
  };
  const plan: SeedProductsPlan = { products: [], sds: [], placements: [] };

  const addProduct = (companyId: number, source: SeedProductSource, withExtras: boolean) => {
    plan.products.push({
      companyId,
      name: source.name,
      supplier: source.supplier,
      articleNo: source.articleNo,
    });
    const pending = companyId === DEMO_CHEMICALS_ID && source.name === PENDING_SDS.product;
    // A product with a pending "2.0" keeps its current sheets at 1.x.
    const current = sheetOf(companyId, source, "en", "GB", pending ? 1 : 6);
    plan.sds.push(current);
    if (withExtras) {
      for (const extra of source.extraSds ?? []) {
        if (extra.language === "en" && extra.market === "GB") continue;
        plan.sds.push(sheetOf(companyId, source, extra.language, extra.market, pending ? 1 : 6));
      }
    }
    if (pending) plan.sds.push(pendingSheetOf(current));
  };

  // Demo Chemicals: every chemical.
  for (const source of chemicals) addProduct(DEMO_CHEMICALS_ID, source, true);
  for (const name of Object.values(SEED_FACTS)) chemical(name);

  const demoLocations = locationRows.filter((row) => row.companyId === DEMO_CHEMICALS_ID);
  const locationByName = new Map(demoLocations.map((row) => [row.name, row]));
  const locationNamed = (name: string) => {
    const found = locationByName.get(name);
    if (!found) throw new Error(`seed: no location ${name}`);
    return found;
  };
  const kinds = new Map(chemicals.map((c) => [c.name, productKind(c)]));

  const placed = new Map<number, Set<string>>();
  const placedAnywhere = new Set<string>();
  const place = (placement: Omit<PlannedPlacement, "companyId" | "locationId"> & { locationId?: number }) => {
    const location = placement.locationId ?? locationNamed(placement.location).id;
    const here = placed.get(location) ?? new Set<string>();
    if (here.has(placement.product))
      throw new Error(`seed: ${placement.product} twice at ${placement.location}`);
    here.add(placement.product);
    placed.set(location, here);
    placedAnywhere.add(placement.product);
    plan.placements.push({ companyId: DEMO_CHEMICALS_ID, ...placement, locationId: location });
  };
  for (const fixed of FIXED_PLACEMENTS) place({ ...fixed, archived: fixed.archived ?? false });

  // Every active leaf: 3–15 plausible products, chosen by hash among the candidates.
  const leafRows = leavesOf(demoLocations);
  for (const leaf of leafRows) {
    if (leaf.archived) continue;
    const profile = LEAF_PROFILES[leaf.name] ?? DEFAULT_PROFILE;
    const already = placed.get(leaf.id)?.size ?? 0;
    const wanted = profile.min + (hashOf(`count:${leaf.name}`) % (profile.max - profile.min + 1));
    const preferred = PREFERRED_WORDS[leaf.name] ?? [];
    // The location's preferred products first, then products not kept anywhere yet, each group in hash order.
    const rank = (c: SeedProductSource) => {
      const text = `${c.name} ${c.areaOfUse ?? ""}`.toLowerCase();
      return (
        (matches(text, [...preferred]) ? 0 : 2 ** 33) +
        (placedAnywhere.has(c.name) ? 2 ** 32 : 0) +
        hashOf(`place:${leaf.name}:${c.name}`)
      );
    };
    const eligible = (c: SeedProductSource) =>
      !ONLY_FIXED.has(c.name) && !(placed.get(leaf.id)?.has(c.name) ?? false);
    const fits = (c: SeedProductSource) =>
      profile.kinds.includes(kinds.get(c.name)!) &&
      (!profile.classes || (c.storageClass !== null && profile.classes.includes(c.storageClass)));
    let candidates = sortedBy(
      chemicals.filter((c) => eligible(c) && fits(c)),
      rank,
    );
    if (already + candidates.length < 3) {
      // Too few of the wanted kinds: top up with anything but gases.
      const more = sortedBy(
        chemicals.filter((c) => eligible(c) && !candidates.includes(c) && kinds.get(c.name) !== "gas"),
        rank,
      );
      candidates = [...candidates, ...more];
    }
    const count = Math.max(0, Math.min(wanted, 15) - already);
    for (const c of candidates.slice(0, count)) {
      place({
        product: c.name,
        location: leaf.name,
        locationId: leaf.id,
        ...amountFor(c, profile.scale, `${leaf.name}:${c.name}`),
        archived: false,
      });
    }
  }

  // The archived cabinet: two archived rows of solvents nobody keeps elsewhere any more.
  const cabinet = locationNamed(ARCHIVED_CABINET.name);
  const oldSolvents = sortedBy(
    chemicals.filter((c) => !ONLY_FIXED.has(c.name) && kinds.get(c.name) === "solvent"),
    (c) => hashOf(`old:${c.name}`),
  ).slice(0, ARCHIVED_CABINET.rows);
  if (oldSolvents.length < ARCHIVED_CABINET.rows) throw new Error("seed: too few solvents");
  for (const c of oldSolvents) {
    place({
      product: c.name,
      location: cabinet.name,
      locationId: cabinet.id,
      ...amountFor(c, "lab", `${cabinet.name}:${c.name}`),
      archived: true,
    });
  }

  // A few more archived rows: at most one per location, only where at least five active rows remain.
  const fixedKeys = new Set(FIXED_PLACEMENTS.map((f) => `${f.location}:${f.product}`));
  const activeAt = (locationId: number) =>
    plan.placements.filter((p) => p.locationId === locationId && !p.archived).length;
  const archivable = sortedBy(
    plan.placements.filter((p) => !p.archived && !fixedKeys.has(`${p.location}:${p.product}`)),
    (p) => hashOf(`archive:${p.location}:${p.product}`),
  );
  const archivedAt = new Set<number>();
  for (const row of archivable) {
    if (archivedAt.size >= OTHER_ARCHIVED_ROWS) break;
    if (archivedAt.has(row.locationId) || activeAt(row.locationId) < 6) continue;
    row.archived = true;
    archivedAt.add(row.locationId);
  }

  // Other Industries: Acetone, Toluene and eight more a paint shop would use, at its two rooms.
  const otherRows = locationRows.filter((row) => row.companyId === OTHER_INDUSTRIES_ID);
  const otherLocation = (name: string) => {
    const found = otherRows.find((row) => row.name === name);
    if (!found) throw new Error(`seed: no location ${name} at Other Industries`);
    return found;
  };
  const paintShop = otherLocation(OTHER_COMPANY.locations.paint);
  const storeRoom = otherLocation(OTHER_COMPANY.locations.store);
  const workshopKinds: ProductKind[] = ["paint", "oil", "cleaner"];
  const others = sortedBy(
    chemicals.filter(
      (c) =>
        !(OTHER_COMPANY.always as readonly string[]).includes(c.name) &&
        workshopKinds.includes(kinds.get(c.name)!),
    ),
    (c) => hashOf(`other:${c.name}`),
  ).slice(0, OTHER_COMPANY.count - OTHER_COMPANY.always.length);
  const otherProducts = [...OTHER_COMPANY.always.map(chemical), ...others];
  for (const source of otherProducts) addProduct(OTHER_INDUSTRIES_ID, source, false);
  // Paint and solvents in the paint shop, the rest in the store room; Acetone in both.
  for (const source of otherProducts) {
    const kind = kinds.get(source.name)!;
    const rooms =
      source.name === SEED_FACTS.acetone
        ? [paintShop, storeRoom]
        : kind === "paint" || kind === "solvent"
          ? [paintShop]
          : [storeRoom];
    for (const room of rooms) {
      plan.placements.push({
        companyId: OTHER_INDUSTRIES_ID,
        product: source.name,
        locationId: room.id,
        location: room.name,
        ...amountFor(source, room === paintShop ? "workshop" : "store", `other:${room.name}:${source.name}`),
        archived: false,
      });
    }
  }
  // Both rooms must hold at least three: move the overflow of a crowded room over.
  for (const [from, to] of [
    [paintShop, storeRoom],
    [storeRoom, paintShop],
  ] as const) {
    const count = (room: SeedLocationRow) => plan.placements.filter((p) => p.locationId === room.id).length;
    for (const row of plan.placements) {
      if (count(to) >= 3) break;
      if (row.locationId !== from.id || row.product === SEED_FACTS.acetone || count(from) <= 3) continue;
      row.locationId = to.id;
      row.location = to.name;
    }
  }
  return plan;
}

/**
 * Inserts the demo products, their SDS and placements (three multi-row
 * INSERTs). Call inside seedDemoData's transaction, after the locations.
 */
export async function seedDemoProducts(
  tx: Database | Transaction,
  chemicals: readonly SeedProductSource[] = CHEMICALS,
): Promise<void> {
  const locationRows = await tx
    .select({
      id: locations.id,
      companyId: locations.companyId,
      parentId: locations.parentId,
      name: locations.name,
      archived: locations.archived,
    })
    .from(locations)
    .where(inArray(locations.companyId, [DEMO_CHEMICALS_ID, OTHER_INDUSTRIES_ID]));
  const plan = planDemoProducts(chemicals, locationRows);

  const inserted = await tx
    .insert(products)
    .values(plan.products.map((p) => ({ ...p, stockKind: "EcoDatabase" })))
    .returning({ id: products.id, companyId: products.companyId, name: products.name });
  const productId = new Map(inserted.map((row) => [`${row.companyId}:${row.name}`, row.id]));
  const idOf = (companyId: number, name: string) => {
    const id = productId.get(`${companyId}:${name}`);
    if (id === undefined) throw new Error(`seed: product ${name} not inserted`);
    return id;
  };
  // The sheets as one JSON parameter: ten thousand bind parameters cost several times more to send and parse.
  const sheets = plan.sds.map((sheet) => ({
    company_id: sheet.companyId,
    product_id: idOf(sheet.companyId, sheet.product),
    key: sheet.key,
    label: sheet.label,
    supplier: sheet.supplier,
    article_no: sheet.articleNo,
    area_of_use: sheet.areaOfUse,
    language_id: sheet.languageId,
    market_id: sheet.marketId,
    version: sheet.version,
    date_issue: sheet.dateIssue,
    cas_no: sheet.casNo,
    ec_no: sheet.ecNo,
    un_no: sheet.unNo,
    signal_word: sheet.signalWord,
    pictograms: sheet.pictograms,
    hazard_statements: sheet.hazardStatements,
    precautionary_statements: sheet.precautionaryStatements,
    storage_class: sheet.storageClass,
    substances: sheet.substances,
    cas_numbers: sheet.casNumbers,
    physical: sheet.physical,
    pending: sheet.pending,
  }));
  await tx.execute(sql`
    INSERT INTO sds_documents (company_id, product_id, key, label, supplier, article_no, area_of_use, language_id,
      market_id, version, date_issue, msds_type, cas_no, ec_no, un_no, signal_word, pictograms, hazard_statements,
      precautionary_statements, storage_class, substances, cas_numbers, physical, pending)
    SELECT company_id, product_id, key, label, supplier, article_no, area_of_use, language_id, market_id, version,
      date_issue, 1, cas_no, ec_no, un_no, signal_word, pictograms, hazard_statements, precautionary_statements,
      storage_class, substances, cas_numbers, physical, pending
    FROM jsonb_to_recordset(${JSON.stringify(sheets)}::jsonb) AS t(company_id int, product_id int, key text,
      label text, supplier text, article_no text, area_of_use text, language_id int, market_id int, version text,
      date_issue text, cas_no text, ec_no text, un_no text, signal_word text, pictograms text[],
      hazard_statements text[], precautionary_statements text[], storage_class text, substances jsonb,
      cas_numbers text[], physical jsonb, pending boolean)`);
  await tx.insert(locationProducts).values(
    plan.placements.map((p) => ({
      companyId: p.companyId,
      locationId: p.locationId,
      productId: idOf(p.companyId, p.product),
      amount: p.amount,
      unit: p.unit,
      archived: p.archived,
    })),
  );
}
