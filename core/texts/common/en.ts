/**
 * British English texts. Texts every part of the product uses: the product name, the error pages, the
 * messages of toasts and of the error catalogue (app/lib/errors.ts; the spec's wording, verbatim), the names
 * of the permission flags, and the rate-limit page. Keys are flat; their first segment names the text page
 * (core/texts/pages.ts).
 */
export const common = {
  "app.name": "ChemSafe",
  "app.tagline": "Chemical safety management",
  "error.title": "Something went wrong",
  "error.notFound": "Not found",
  "error.generic": "Sorry, we couldn't handle your request at this moment.",
  "error.home": "Go to the home page",
  "common.pictograms": "Hazard pictograms",
  "common.pager.label": "Pages",
  "common.pager.page": "Page",
  "common.pager.previous": "Previous page",
  "common.pager.next": "Next page",
  "common.pager.pageOf": "Page {{page}} of {{pages}}",
  "common.signalWord.Danger": "Danger",
  "common.signalWord.Warning": "Warning",
  "toast.dismiss": "Dismiss",
  "toast.kind.success": "Done",
  "toast.kind.info": "Note",
  "toast.kind.warning": "Warning",
  "toast.kind.error": "Error",
  "toast.error.generic": "Sorry, we couldn't handle your request at this moment.",
  "toast.error.unknown": "An unknown error occurred",
  "toast.error.unknownStatus": "Unknown error occurred",
  "toast.error.401": "Unauthenticated",
  "toast.error.402": "Missing license",
  "toast.error.403": "Permission denied",
  "toast.error.404": "Not found",
  "toast.error.413": "The request is too large",
  "toast.error.500": "Internal server error",
  "toast.error.501": "Feature not implemented",
  "toast.guard.disabled":
    "This feature is disabled. If you believe this is a mistake, please contact one of your admins.",
  "toast.guard.readUnderstoodGuest":
    "Read and understood is not available to guest users. Sign in with your own account to acknowledge documents.",
  "toast.guard.readUnderstoodOff":
    "Read and understood is turned off for your company. One of your admins can turn it on in the company settings.",
  "toast.favouritesSynchronised": "Your favourites have been synchronized",
  "toast.favouritesFailed": "An error occurred",
  "toast.productRequestSaved": "Your product request for {{name}} is saved.",
  "permission.chemical_approval_request": "Request and evaluate chemical approvals",
  "permission.chemical_approval_admin": "Administer chemical approvals: boards, conclusions",
  "permission.smartforms_admin": "Administer smart forms",
  "permission.local_publisher": "Publish internal documents",
  "permission.local_publisher_delete": "Edit and delete internal documents",
  "permission.wpd": "Write workplace descriptions",
  "permission.add_product": "Add products",
  "permission.qr": "Create QR codes",
  "permission.edit_location": "Edit locations",
  "permission.read_link_admin": "Administer read links",
  "permission.user_admin": "Administer the company: users, settings, activity, personal data",
  "errors.rateLimited.title": "Too many attempts",
  "errors.rateLimited.signIn":
    "There have been too many sign-in attempts from your network in a short time. To protect your account, signing in is paused for a moment.",
  "errors.rateLimited.generic":
    "There have been too many requests from your network in a short time, so this page is paused for a moment.",
  "errors.rateLimited.retry": "Please try again in {{minutes}} min.",
  "errors.rateLimited.back": "Back to sign-in",
  "permission.exposure_admin": "Keep the exposure register: plans, records and corrections",
  "permission.exposure_reader": "Read the exposure register and everyone's history",
} as const;
