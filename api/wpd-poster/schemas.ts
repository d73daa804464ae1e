import { z } from "@hono/zod-openapi";
import { WPD_PAPER_SIZES, WPD_SECTIONS } from "../../core/workplace-descriptions/sections";
import { posterLayoutInputSchema } from "../../core/wpd-poster/rules";
import {
  POSTER_EMERGENCY_LINES_MAX,
  POSTER_EMERGENCY_MAX,
  POSTER_LANGUAGES_MAX,
  POSTER_LOGO_MAX_BYTES,
} from "../../core/wpd-poster/values";
import { english } from "./english";

/** The wire shapes of the poster layout of workplace descriptions (/document/v1/wpd-poster). */

export const PosterLayoutInputSchema = posterLayoutInputSchema(english).openapi("WpdPosterLayoutInput", {
  description:
    `The sections the poster prints, in print order (each once, at least one of ${WPD_SECTIONS.join(", ")}); ` +
    `the emergency numbers (at most ${POSTER_EMERGENCY_MAX} characters and ${POSTER_EMERGENCY_LINES_MAX} ` +
    `lines); at most ${POSTER_LANGUAGES_MAX} different language ids, printed side by side.`,
  example: {
    sections: ["scope", "hazards", "protection", "emergency", "firstAid", "disposal"],
    emergency_numbers: "Fire and ambulance: 112\nPoison centre: 22 59 13 00",
    language_ids: [6, 4],
  },
});
export type PosterLayoutInputBody = z.infer<typeof PosterLayoutInputSchema>;

const PreviewChoiceSchema = z
  .object({
    id: z.number().int(),
    title: z.string(),
    language: z.string().openapi({ example: "de" }),
    location: z.string(),
  })
  .openapi("WpdPosterPreviewChoice");

export const PosterLayoutSchema = z
  .object({
    sections: z.array(z.enum(WPD_SECTIONS)),
    emergency_numbers: z.string(),
    language_ids: z.array(z.number().int()),
    has_logo: z.boolean(),
    updated_at: z
      .string()
      .nullable()
      .openapi({ description: "Null while the company has the default layout." }),
    preview_choices: z.array(PreviewChoiceSchema).openapi({
      description: "The current descriptions in the caller's top nodes the preview can print (at most 200).",
    }),
  })
  .openapi("WpdPosterLayout");
export type PosterLayoutView = z.infer<typeof PosterLayoutSchema>;

export const PosterLayoutResponse = z.object({ data: PosterLayoutSchema }).openapi("WpdPosterLayoutResponse");

export const PreviewQuerySchema = z.object({
  id: z
    .string()
    .regex(/^\d{1,10}$/)
    .openapi({ param: { name: "id", in: "query" }, description: "The description's id.", example: "12" }),
  second_id: z
    .string()
    .regex(/^\d{1,10}$/)
    .optional()
    .openapi({
      param: { name: "second_id", in: "query" },
      description: "Another description printed beside it (the same one in another language).",
    }),
  size: z
    .enum(WPD_PAPER_SIZES)
    .optional()
    .openapi({ param: { name: "size", in: "query" }, description: "A4 (the default) or A3." }),
});

export const BinarySchema = z.string().openapi({ format: "binary" });

export const LOGO_MAX_KB = Math.round(POSTER_LOGO_MAX_BYTES / 1024);
