/** The control-banding field of a risk assessment (core/control-banding, ControlBandingField). */
export const controlBanding = {
  "controlBanding.task": "Task",
  "controlBanding.taskHint":
    "What is done with the product, for example decanting from a 25-litre drum into spray bottles.",
  "controlBanding.product": "Product",
  "controlBanding.productNone": "Choose a product",
  "controlBanding.noProducts": "Name the products in the document first and save; then choose one here.",
  "controlBanding.form": "Form",
  "controlBanding.form.solid": "Solid",
  "controlBanding.form.liquid": "Liquid",
  "controlBanding.form.gas": "Gas or aerosol",
  "controlBanding.fromSds": "From the safety data sheet: {{value}}",
  "controlBanding.notGiven": "Not given",
  "controlBanding.dustiness": "Dustiness (solids)",
  "controlBanding.dustiness.low": "Low: pellets, flakes or wax that do not break up; little dust is seen",
  "controlBanding.dustiness.medium": "Medium: crystals or granules; dust is seen but settles quickly",
  "controlBanding.dustiness.high": "High: fine, light powder; dust clouds stay in the air for minutes",
  "controlBanding.boilingPoint": "Boiling point (°C, liquids)",
  "controlBanding.boilingPointHint": "Section 9 of the safety data sheet states it.",
  "controlBanding.processTemperature": "Process temperature (°C)",
  "controlBanding.processTemperatureHint":
    "The temperature the liquid is used at. Leave empty for room temperature (20 °C).",
  "controlBanding.roomTemperature": "Room temperature (20 °C)",
  "controlBanding.amount": "Amount per use",
  "controlBanding.amount.small": "Small: grams or millilitres",
  "controlBanding.amount.medium": "Medium: kilograms or litres",
  "controlBanding.amount.large": "Large: tonnes or cubic metres",
  "controlBanding.amountBand.small": "small",
  "controlBanding.amountBand.medium": "medium",
  "controlBanding.amountBand.large": "large",
  "controlBanding.level.low": "low",
  "controlBanding.level.medium": "medium",
  "controlBanding.level.high": "high",
  "controlBanding.frequency": "How often",
  "controlBanding.frequency.rarely": "Rarely",
  "controlBanding.frequency.weekly": "Weekly",
  "controlBanding.frequency.daily": "Daily",
  "controlBanding.frequency.shift": "Every shift",
  "controlBanding.duration": "How long a day",
  "controlBanding.duration.short": "15 minutes or less",
  "controlBanding.duration.medium": "Up to 4 hours",
  "controlBanding.duration.long": "More than 4 hours",
  "controlBanding.specialProcess": "The task sprays the product or makes mist, fume or dust from it",
  "controlBanding.proposal": "ChemSafe proposes:",
  "controlBanding.noProposal": "no approach yet.",
  "controlBanding.approachName": "Approach {{approach}}: {{name}}",
  "controlBanding.approach.1": "General ventilation",
  "controlBanding.approach.2": "Engineering control",
  "controlBanding.approach.3": "Containment",
  "controlBanding.approach.4": "Special: expert advice",
  "controlBanding.proposed": "proposed",
  "controlBanding.changedSince":
    "The product's data have changed since this was saved: ChemSafe would now propose approach {{approach}}.",
  "controlBanding.missing": "For a proposal ChemSafe needs {{list}}. The proposal is updated when you save.",
  "controlBanding.missing.product": "the product",
  "controlBanding.missing.form": "its form",
  "controlBanding.missing.dustiness": "its dustiness",
  "controlBanding.missing.boilingPoint": "its boiling point",
  "controlBanding.missing.amount": "the amount per use",
  "controlBanding.cmrTitle": "Carcinogenic, mutagenic or toxic for reproduction (CMR).",
  "controlBanding.cmrText":
    "Everyone exposed to this product must be recorded in the exposure register, and a less hazardous product or process must be considered first.",
  "controlBanding.exposurePlan": "Start an exposure plan",
  "controlBanding.exposurePlanKeeper":
    "A keeper of the exposure register makes the exposure plan for this product: tell them about this task.",
  "controlBanding.reasons": "Why:",
  "controlBanding.reason.group": "Hazard group {{group}}, from {{statements}}.",
  "controlBanding.reason.groupDefault":
    "Hazard group A: none of the product's H statements puts it in a higher group.",
  "controlBanding.reason.skinEye":
    "Harms skin or eyes ({{statements}}): skin and eye contact must be prevented too.",
  "controlBanding.reason.cmr":
    "Carcinogen, mutagen or reproductive toxicant of category 1A or 1B ({{statements}}).",
  "controlBanding.reason.dustiness": "Dustiness {{level}}.",
  "controlBanding.reason.volatility":
    "Volatility {{level}}: boiling point {{boilingPoint}} °C, used at {{temperature}} °C.",
  "controlBanding.reason.amount": "Amount {{amount}}.",
  "controlBanding.reason.matrix":
    "Hazard group {{group}} with this amount and release gives approach {{approach}}.",
  "controlBanding.reason.outside.gas": "Gases and aerosols are outside the method: get expert advice.",
  "controlBanding.reason.outside.aboveBoilingPoint":
    "The liquid is used at or above its boiling point, which the method does not cover: get expert advice.",
  "controlBanding.reason.outside.specialProcess":
    "Spraying and tasks that make mist, fume or dust are outside the method: get expert advice.",
  "controlBanding.reason.shortTask":
    "The task is short. The method assumes exposure for a whole shift, so the proposal is on the safe side; a lower approach can be chosen with a written justification.",
  "controlBanding.measures": "Standard measures:",
  "controlBanding.measure.generalVentilation": "Good general ventilation of the work room.",
  "controlBanding.measure.smallestAmount": "Keep only the amount the task needs at the workplace.",
  "controlBanding.measure.closeContainers": "Keep containers closed when not in use.",
  "controlBanding.measure.cleanSpills": "Clean up spills at once; no dry sweeping or compressed air on dust.",
  "controlBanding.measure.hygiene":
    "Wash hands before breaks and after work; no eating, drinking or smoking where the product is used.",
  "controlBanding.measure.instruct": "Instruct everyone doing the task in the hazards and these measures.",
  "controlBanding.measure.localExhaust":
    "Local exhaust ventilation where the dust or vapour is released (extracted bench, booth or hood).",
  "controlBanding.measure.checkExtraction":
    "Check the extraction works before use and have it examined regularly.",
  "controlBanding.measure.containment":
    "A closed system or enclosure: the product is handled without being open to the room.",
  "controlBanding.measure.openOnlyWithExtraction":
    "Open the system only for short steps such as sampling or filling, and only with extraction.",
  "controlBanding.measure.maintenanceProcedure":
    "Empty and clean equipment before maintenance, under a written procedure.",
  "controlBanding.measure.expertAdvice":
    "Get advice on the controls from an occupational hygienist or another competent expert.",
  "controlBanding.measure.exposureAssessment":
    "Have the exposure assessed in detail, with measurements where needed.",
  "controlBanding.measure.skinEyeProtection":
    "Prevent skin and eye contact: suitable gloves (material as the safety data sheet says) and eye protection.",
  "controlBanding.measure.washFacilities": "Washing facilities and an eye wash near the workplace.",
  "controlBanding.measure.substitute":
    "Replace the product with a less hazardous one, or use a closed process, wherever possible.",
  "controlBanding.measure.exposureRegister": "Record everyone exposed in the exposure register.",
  "controlBanding.chosen": "Approach chosen",
  "controlBanding.chosenHint":
    "The proposed approach or a higher one; a lower one needs a written justification.",
  "controlBanding.justification": "Justification",
  "controlBanding.justificationHint":
    "When the approach chosen is lower than proposed: why it controls exposure well enough.",
  "controlBanding.error.justification": "Write why an approach lower than proposed is enough",
} as const;
