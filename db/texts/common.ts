import type { common } from "../../app/locales/en/common";
import type { AreaTranslations } from "./types";

/** The product name and the error page (app/locales/en/common.ts) in the nine translated languages. */
const translations: AreaTranslations<typeof common> = {
  nb: {
    "app.name": "ChemSafe",
    "app.tagline": "Styring av kjemikaliesikkerhet",
    "error.title": "Noe gikk galt",
    "error.notFound": "Ikke funnet",
    "error.generic": "Beklager, vi kunne ikke behandle forespørselen din akkurat nå.",
    "error.home": "Gå til startsiden",
  },
  sv: {
    "app.name": "ChemSafe",
    "app.tagline": "Hantering av kemikaliesäkerhet",
    "error.title": "Något gick fel",
    "error.notFound": "Hittades inte",
    "error.generic": "Tyvärr kunde vi inte hantera din begäran just nu.",
    "error.home": "Gå till startsidan",
  },
  da: {
    "app.name": "ChemSafe",
    "app.tagline": "Styring af kemikaliesikkerhed",
    "error.title": "Noget gik galt",
    "error.notFound": "Ikke fundet",
    "error.generic": "Beklager, vi kunne ikke behandle din anmodning lige nu.",
    "error.home": "Gå til forsiden",
  },
  fi: {
    "app.name": "ChemSafe",
    "app.tagline": "Kemikaaliturvallisuuden hallinta",
    "error.title": "Jokin meni vikaan",
    "error.notFound": "Ei löytynyt",
    "error.generic": "Valitettavasti emme pystyneet käsittelemään pyyntöäsi juuri nyt.",
    "error.home": "Siirry etusivulle",
  },
  de: {
    "app.name": "ChemSafe",
    "app.tagline": "Chemikaliensicherheit verwalten",
    "error.title": "Etwas ist schiefgelaufen",
    "error.notFound": "Nicht gefunden",
    "error.generic": "Leider konnten wir Ihre Anfrage im Moment nicht bearbeiten.",
    "error.home": "Zur Startseite",
  },
  nl: {
    "app.name": "ChemSafe",
    "app.tagline": "Beheer van chemische veiligheid",
    "error.title": "Er is iets misgegaan",
    "error.notFound": "Niet gevonden",
    "error.generic": "Helaas konden we uw verzoek op dit moment niet verwerken.",
    "error.home": "Naar de startpagina",
  },
  fr: {
    "app.name": "ChemSafe",
    "app.tagline": "Gestion de la sécurité chimique",
    "error.title": "Une erreur s'est produite",
    "error.notFound": "Introuvable",
    "error.generic": "Désolé, nous n'avons pas pu traiter votre demande pour le moment.",
    "error.home": "Aller à la page d'accueil",
  },
  it: {
    "app.name": "ChemSafe",
    "app.tagline": "Gestione della sicurezza chimica",
    "error.title": "Si è verificato un errore",
    "error.notFound": "Non trovato",
    "error.generic": "Siamo spiacenti, al momento non è stato possibile elaborare la richiesta.",
    "error.home": "Vai alla pagina iniziale",
  },
  es: {
    "app.name": "ChemSafe",
    "app.tagline": "Gestión de la seguridad química",
    "error.title": "Algo ha salido mal",
    "error.notFound": "No encontrado",
    "error.generic": "Lo sentimos, no hemos podido procesar su solicitud en este momento.",
    "error.home": "Ir a la página de inicio",
  },
};

export default translations;
