/** British English texts: common. */
export const common = {
  "app.name": "ChemSafe",
  "app.tagline": "Chemical safety management",
  "error.title": "Something went wrong",
  "error.notFound": "Not found",
  "error.generic": "Sorry, we couldn't handle your request at this moment.",
  "error.home": "Go to the home page",
  "common.pictograms": "Hazard pictograms",
  "common.pager.label": "Pages",
  "common.pager.previous": "Previous page",
  "common.pager.next": "Next page",
  "common.pager.pageOf": "Page {{page}} of {{pages}}",
  "common.signalWord.Danger": "Danger",
  "common.signalWord.Warning": "Warning",
} as const;
