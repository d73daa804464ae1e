/**
 * British English texts: toast, the messages of toasts and of the error
 * catalogue (app/lib/errors.ts). The catalogue's texts are fixed wording:
 * change them only on purpose.
 */
export const toast = {
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
} as const;
