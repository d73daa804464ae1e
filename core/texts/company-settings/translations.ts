import type { companySettings } from "./en";
import type { AreaTranslations } from "../types";

/** The texts of ./en.ts in the nine translated languages. */
const translations: AreaTranslations<typeof companySettings> = {
  nb: {
    "companySettings.title": "Bedriftsinnstillinger",
    "companySettings.tabs": "Deler av bedriftsinnstillingene",
    "companySettings.tab.chemicalApproval": "Kjemikaliegodkjenning",
    "companySettings.tab.outbox": "Utboks",
  },
  sv: {
    "companySettings.title": "Företagsinställningar",
    "companySettings.tabs": "Avsnitt i företagsinställningarna",
    "companySettings.tab.chemicalApproval": "Kemikaliegodkännande",
    "companySettings.tab.outbox": "Utkorg",
  },
  da: {
    "companySettings.title": "Virksomhedsindstillinger",
    "companySettings.tabs": "Sektioner i virksomhedsindstillingerne",
    "companySettings.tab.chemicalApproval": "Kemikaliegodkendelse",
    "companySettings.tab.outbox": "Udbakke",
  },
  fi: {
    "companySettings.title": "Yrityksen asetukset",
    "companySettings.tabs": "Yrityksen asetusten osiot",
    "companySettings.tab.chemicalApproval": "Kemikaalihyväksyntä",
    "companySettings.tab.outbox": "Lähtevät viestit",
  },
  de: {
    "companySettings.title": "Unternehmenseinstellungen",
    "companySettings.tabs": "Bereiche der Unternehmenseinstellungen",
    "companySettings.tab.chemicalApproval": "Chemikalienfreigabe",
    "companySettings.tab.outbox": "Postausgang",
  },
  nl: {
    "companySettings.title": "Bedrijfsinstellingen",
    "companySettings.tabs": "Onderdelen van de bedrijfsinstellingen",
    "companySettings.tab.chemicalApproval": "Goedkeuring van chemicaliën",
    "companySettings.tab.outbox": "Postvak UIT",
  },
  fr: {
    "companySettings.title": "Paramètres de l'entreprise",
    "companySettings.tabs": "Sections des paramètres de l'entreprise",
    "companySettings.tab.chemicalApproval": "Approbation des produits chimiques",
    "companySettings.tab.outbox": "Boîte d’envoi",
  },
  it: {
    "companySettings.title": "Impostazioni aziendali",
    "companySettings.tabs": "Sezioni delle impostazioni aziendali",
    "companySettings.tab.chemicalApproval": "Approvazione dei prodotti chimici",
    "companySettings.tab.outbox": "Posta in uscita",
  },
  es: {
    "companySettings.title": "Configuración de la empresa",
    "companySettings.tabs": "Secciones de la configuración de la empresa",
    "companySettings.tab.chemicalApproval": "Aprobación de productos químicos",
    "companySettings.tab.outbox": "Bandeja de salida",
  },
};

export default translations;
