import type { SubmissionResult } from "@conform-to/react";
import type { LocationPickerState } from "../../ui/LocationPicker";

/**
 * What the user form pages render with, free of zod (the schemas are in core/users/user-schemas.ts, loaded
 * by the form on its first focus and by the actions).
 */

/** The choices the user form offers: languages, product columns, and the top-location picker. */
export interface UserFormChoices {
  languages: { id: string; name: string; locale: string }[];
  columns: readonly string[];
  picker: LocationPickerState;
}

/** The values the user form starts with, as the form posts them (text). */
export interface UserFormDefaults {
  name: string;
  email: string;
  language: string;
  permissions: string[];
  is_guest_user: boolean;
  is_personal: boolean;
  is_validated: boolean;
  default_columns: string[];
  topnodes: string[];
}

/** What the user form's action answers when the form must be shown again. */
export interface UserFormReply {
  result: SubmissionResult<string[]>;
  picker: LocationPickerState;
}
