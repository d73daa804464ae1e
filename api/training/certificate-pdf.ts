import { PDFDocument, rgb, StandardFonts } from "pdf-lib";
import { localeOf } from "../../core/languages";
import { formatDate } from "../../core/format";
import { training } from "../../core/texts/training/en";
import trainingTranslations from "../../core/texts/training/translations";
import { TRANSLATED_LOCALES, type TranslatedLocale } from "../../core/texts/types";
import { translateFrom, type Translate } from "../../core/translate";
import { toWinAnsi, wrap } from "../products/sds-pdf";
import type { CertificateData } from "./completions";

/**
 * A completion's certificate: one A4 page in landscape (pdf-lib, the standard Helvetica fonts, text they
 * cannot show replaced by toWinAnsi): who completed which course on which day, until when it is valid, who
 * recorded it, and the company that issued it.
 */

/** The certificate's texts in the language (English where it has none). */
function certificateTranslator(languageId: number): Translate {
  const locale = localeOf(languageId);
  const translated = (TRANSLATED_LOCALES as readonly string[]).includes(locale)
    ? trainingTranslations[locale as TranslatedLocale]
    : {};
  return translateFrom({ ...training, ...translated });
}

const A4_LANDSCAPE: [number, number] = [841.89, 595.28];
const TEXT = rgb(0.1, 0.1, 0.1);
const MUTED = rgb(0.35, 0.35, 0.35);
const ACCENT = rgb(0.05, 0.35, 0.45);

export async function renderCertificatePdf(input: {
  certificate: CertificateData;
  company: string;
  languageId: number;
  issuedOn: string;
}): Promise<Uint8Array> {
  const t = certificateTranslator(input.languageId);
  const locale = localeOf(input.languageId);
  const day = (value: string) => formatDate(`${value}T12:00:00Z`, locale);
  const { certificate } = input;
  const pdf = await PDFDocument.create({ updateMetadata: false });
  pdf.setTitle(`${t("training.certificate.title")}: ${certificate.course.title}`);
  pdf.setCreator("ChemSafe");
  const regular = await pdf.embedFont(StandardFonts.Helvetica);
  const bold = await pdf.embedFont(StandardFonts.HelveticaBold);
  const supported = new Set(regular.getCharacterSet());
  const safe = (text: string) => toWinAnsi(text, supported);
  const page = pdf.addPage(A4_LANDSCAPE);
  const [width, height] = A4_LANDSCAPE;
  page.drawRectangle({
    x: 30,
    y: 30,
    width: width - 60,
    height: height - 60,
    borderColor: ACCENT,
    borderWidth: 3,
  });
  let y = height - 110;
  const centred = (text: string, size: number, font = regular, color = TEXT) => {
    for (const line of wrap(safe(text), font, size, width - 160)) {
      page.drawText(line, { x: (width - font.widthOfTextAtSize(line, size)) / 2, y, size, font, color });
      y -= size * 1.4;
    }
  };
  centred(t("training.certificate.title"), 30, bold, ACCENT);
  y -= 20;
  centred(t("training.certificate.certifies"), 14, regular, MUTED);
  y -= 6;
  centred(certificate.person.name, 24, bold);
  y -= 6;
  centred(t("training.certificate.completed"), 14, regular, MUTED);
  y -= 6;
  centred(certificate.course.title, 20, bold);
  y -= 14;
  centred(t("training.certificate.on", { date: day(certificate.completed_on) }), 14);
  centred(
    certificate.expires_on
      ? t("training.certificate.validUntil", { date: day(certificate.expires_on) })
      : t("training.certificate.noExpiry"),
    14,
  );
  y = 90;
  centred(
    t("training.certificate.recordedBy", {
      name: certificate.recorded_by,
      date: day(certificate.recorded_at.slice(0, 10)),
    }),
    10,
    regular,
    MUTED,
  );
  centred(
    t("training.certificate.issued", { company: input.company, date: day(input.issuedOn) }),
    10,
    regular,
    MUTED,
  );
  return pdf.save();
}
