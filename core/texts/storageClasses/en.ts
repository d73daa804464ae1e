/**
 * British English texts: TRGS 510 storage classes and co-storage notes
 * (core/storage-classes.ts), the compatibility values, and the names of
 * the GHS pictograms (core/ghs-pictograms.ts).
 */
export const storageClasses = {
  "storageClass.1": "Explosive hazardous substances",
  "storageClass.2A": "Gases (except aerosol dispensers and lighters)",
  "storageClass.2B": "Aerosol dispensers and lighters",
  "storageClass.3": "Flammable liquids",
  "storageClass.4.1A": "Other explosive hazardous substances",
  "storageClass.4.1B": "Flammable solid hazardous substances or desensitised explosives",
  "storageClass.4.2": "Pyrophoric or self-heating hazardous substances",
  "storageClass.4.3": "Hazardous substances that release flammable gases in contact with water",
  "storageClass.5.1A": "Strongly oxidising hazardous substances",
  "storageClass.5.1B": "Oxidising hazardous substances",
  "storageClass.5.1C": "Ammonium nitrate and mixtures containing ammonium nitrate",
  "storageClass.5.2": "Organic peroxides and self-reactive hazardous substances",
  "storageClass.6.1A": "Combustible, acutely toxic Category 1 and 2 / very toxic hazardous substances",
  "storageClass.6.1B": "Non-combustible, acutely toxic Category 1 and 2 / very toxic hazardous substances",
  "storageClass.6.1C":
    "Combustible, acutely toxic Category 3 / toxic or chronically acting hazardous substances",
  "storageClass.6.1D":
    "Non-combustible, acutely toxic Category 3 / toxic or chronically acting hazardous substances",
  "storageClass.6.2": "Infectious substances",
  "storageClass.7": "Radioactive substances",
  "storageClass.8A": "Combustible corrosive hazardous substances",
  "storageClass.8B": "Non-combustible corrosive hazardous substances",
  "storageClass.10": "Combustible liquids not in storage class 3",
  "storageClass.11": "Combustible solids",
  "storageClass.12": "Non-combustible liquids",
  "storageClass.13": "Non-combustible solids",

  "storageNote.1":
    "Only as the specific rules for these substances allow: explosives (storage classes 1 and 4.1A) under the German Explosives Act, ammonium nitrate (5.1C) under the Hazardous Substances Ordinance and TRGS 511, organic peroxides (5.2) under DGUV Regulation 13, and radioactive substances (7) under radiation protection law.",
  "storageNote.2":
    "Gases may be kept in the same room only when set apart: at most 50 filled gas cylinders, no more than 25 of them with toxic, flammable or oxidising gases, behind a non-combustible wall at least 2 m high, and 5 m away from combustible goods.",
  "storageNote.3":
    "Different gases may be stored together only within the quantity limits of TRGS 510, with at least 2 m between flammable and oxidising gases.",
  "storageNote.4":
    "Allowed under the conditions of TRGS 510 Table 13: no restriction up to 1 tonne in total; above that, an automatic fire-extinguishing system, or a fire alarm system together with a recognised works fire brigade.",
  "storageNote.5":
    "No other combustible material (paper, textiles, wood, cardboard, films, combustible packing fill) may be kept in the same storage section, unless it forms one unit with the containers for storage and transport.",
  "storageNote.6":
    "Allowed only if storing them together does not make the hazard significantly greater, for example because they need different extinguishing agents or can react with each other. Keeping them apart within the section (distance, barriers, separate spill trays) can avoid this.",
  "storageNote.7":
    "Together with combustible goods only under the conditions of TRGS 510 Table 13 (note 4), and with no other combustible material in the storage section (note 5).",
  "storageNote.8":
    "Allowed under the conditions of TRGS 510 Table 14: no restriction up to 10 tonnes; above that, depending on the store, a fire alarm system, hourly checks, a short fire brigade arrival time or an automatic fire-extinguishing system.",

  "compatibility.COMPATIBLE": "Can be stored together",
  "compatibility.INCOMPATIBLE": "Must not be stored together without further measures",
  "compatibility.MISSING_INFORMATION": "Storage class missing, so this cannot be checked",

  "pictogram.GHS01": "Explosive",
  "pictogram.GHS02": "Flammable",
  "pictogram.GHS03": "Oxidising",
  "pictogram.GHS04": "Gas under pressure",
  "pictogram.GHS05": "Corrosive",
  "pictogram.GHS06": "Acute toxicity",
  "pictogram.GHS07": "Exclamation mark: health hazard, hazardous to the ozone layer",
  "pictogram.GHS08": "Serious health hazard",
  "pictogram.GHS09": "Hazardous to the environment",
} as const;
