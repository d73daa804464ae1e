/** Workplace descriptions: the section headings a description and its poster print. */
export const workplaceDescriptions = {
  "wpd.title": "Workplace descriptions",
  "wpd.section.scope": "Scope of application",
  "wpd.section.hazards": "Hazards to people and the environment",
  "wpd.section.protection": "Protective measures and rules of conduct",
  "wpd.section.emergency": "Conduct in case of danger",
  "wpd.section.firstAid": "First aid",
  "wpd.section.disposal": "Proper disposal",
  "wpd.pdf.product": "Product",
  "wpd.pdf.version": "Version {{version}}",
} as const;
