/**
 * The personal protective equipment ChemSafe names, in a fixed order: a chemical approval request lists
 * them by code, and a smart form's PPE field stores its answer as bit flags in this order. A module of its
 * own so that a smart-form page does not load the chemical-approval rules (about 1 KB gzip) for the list.
 */
export const PPE_TYPES = [
  "safety_glasses",
  "goggles",
  "face_shield",
  "chemical_gloves",
  "cut_gloves",
  "lab_coat",
  "chemical_suit",
  "apron",
  "safety_shoes",
  "respirator_gas",
  "respirator_particle",
  "fresh_air_respirator",
  "hearing_protection",
] as const;
