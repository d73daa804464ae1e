/** British English texts: onboarding (the questionnaire and the location prompt). */
export const onboarding = {
  "onboarding.required": "(required)",
  "onboarding.optional": "(optional)",
  "onboarding.errorSummary": "There is a problem",

  "onboarding.questionnaire.title": "About your company",
  "onboarding.questionnaire.heading": "Tell us about your company",
  "onboarding.questionnaire.intro":
    "A few questions help us set up ChemSafe for the way your company works. It takes about a minute.",
  "onboarding.questionnaire.submit": "Submit answers",
  "onboarding.questionnaire.dismiss": "Not now",
  "onboarding.questionnaire.unavailable":
    "There is nothing to answer here: your company has already answered the questionnaire, or your account cannot answer it.",
  "onboarding.questionnaire.continue": "Continue",
  "onboarding.questionnaire.thanks": "Thank you for your answers.",
  "onboarding.questionnaire.alreadyAnswered": "Your company has already answered the questionnaire.",

  "onboarding.error.required": "Answer this question.",
  "onboarding.error.chooseOne": "Choose an answer.",
  "onboarding.error.chooseAtLeastOne": "Choose at least one answer.",
  "onboarding.error.invalidOption": "Choose from the answers listed.",
  "onboarding.error.number": "Enter a whole number, for example 25.",
  "onboarding.error.numberRange": "Enter a number from {{min}} to {{max}}.",
  "onboarding.error.tooLong": "Use at most {{max}} characters.",

  "onboarding.question.industry": "Which industry is your company in?",
  "onboarding.question.industry.manufacturing": "Manufacturing",
  "onboarding.question.industry.construction": "Construction",
  "onboarding.question.industry.cleaning": "Cleaning services",
  "onboarding.question.industry.healthcare": "Healthcare",
  "onboarding.question.industry.laboratory": "Laboratory or research",
  "onboarding.question.industry.education": "Education",
  "onboarding.question.industry.agriculture": "Agriculture",
  "onboarding.question.industry.retail": "Retail or wholesale",
  "onboarding.question.industry.automotive": "Automotive",
  "onboarding.question.industry.other": "Other",

  "onboarding.question.employees": "How many people work in your company?",
  "onboarding.question.employees.1_9": "1–9",
  "onboarding.question.employees.10_49": "10–49",
  "onboarding.question.employees.50_249": "50–249",
  "onboarding.question.employees.250_999": "250–999",
  "onboarding.question.employees.1000_plus": "1,000 or more",

  "onboarding.question.management": "How are chemicals managed in your company today?",
  "onboarding.question.management.paper": "In paper binders",
  "onboarding.question.management.spreadsheets": "In spreadsheets",
  "onboarding.question.management.software": "In another software system",
  "onboarding.question.management.none": "They are not managed systematically",

  "onboarding.question.goals": "What do you want to use ChemSafe for?",
  "onboarding.question.goals.hint": "Choose all that apply.",
  "onboarding.question.goals.sds": "Keeping safety data sheets up to date",
  "onboarding.question.goals.risk_assessment": "Risk assessments",
  "onboarding.question.goals.substitution": "Substituting hazardous chemicals",
  "onboarding.question.goals.approval": "Approving new chemicals",
  "onboarding.question.goals.exposure": "An exposure register",
  "onboarding.question.goals.training": "Training and read-and-understood",

  "onboarding.question.product_count": "About how many chemical products does your company use?",
  "onboarding.question.product_count.hint": "A whole number. An estimate is fine.",

  "onboarding.question.comment": "Is there anything else you would like to tell us?",
  "onboarding.question.comment.hint": "At most 1,000 characters.",

  "onboarding.location.title": "Create your first location",
  "onboarding.location.heading": "Create your first location",
  "onboarding.location.intro":
    "Locations are the places where your company keeps and uses chemicals: a site, a building, a room or a cabinet. Start with one; you can add more and arrange them in a hierarchy later.",
  "onboarding.location.name": "Location name",
  "onboarding.location.nameHint": "For example “Main site” or “Laboratory 1”.",
  "onboarding.location.create": "Create location",
  "onboarding.location.skip": "Skip for now",
  "onboarding.location.created": "The location “{{name}}” was created.",
  "onboarding.location.error.nameRequired": "Enter a name for the location.",
  "onboarding.location.error.nameTooLong": "The name can be at most {{max}} characters.",
} as const;
