import { z } from "zod";
import { MAX_ID } from "../ids";
import { ASSIGN_PEOPLE_MAX, RNU_KINDS, type RnuKind } from "./kinds";

/** The messages of the assignment form's rules: the API passes English, the form the user's language. */
export interface AssignMessages {
  document: string;
  target: string;
  tooManyPeople: string;
}

export interface AssignInput {
  kind: RnuKind;
  document_id: number;
  /** Named people, or a location (exactly one of the two). */
  user_ids: number[];
  location_id: number | null;
  with_sublocations: boolean;
}

const id = (message: string) => z.number({ message }).int(message).min(1, message).max(MAX_ID, message);
const anyId = () => z.number().int().min(1).max(MAX_ID);

/** An assignment: a document of a known kind, and either people (1 to ASSIGN_PEOPLE_MAX) or a location. */
export function assignSchema(messages: AssignMessages) {
  return z
    .object({
      kind: z.enum(RNU_KINDS, { message: messages.document }),
      document_id: id(messages.document),
      user_ids: z.array(anyId()).max(ASSIGN_PEOPLE_MAX, messages.tooManyPeople).default([]),
      location_id: anyId().nullable().default(null),
      with_sublocations: z.boolean().default(true),
    })
    .superRefine((value, ctx) => {
      if (value.user_ids.length > 0 === (value.location_id !== null))
        ctx.addIssue({ code: "custom", path: ["user_ids"], message: messages.target });
    });
}

export const ASSIGN_ENGLISH: AssignMessages = {
  document: "Choose a document.",
  target: "Choose either people or a location.",
  tooManyPeople: `Choose at most ${ASSIGN_PEOPLE_MAX} people at a time.`,
};
