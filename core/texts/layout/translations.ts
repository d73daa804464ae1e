import type { layout } from "./en";
import type { AreaTranslations } from "../types";

/** The page layout of signed-in pages in the nine translated languages. */
const translations: AreaTranslations<typeof layout> = {
  nb: {
    "layout.skip": "Hopp til hovedinnholdet",
    "layout.signedInAs": "Logget inn som {{name}}",
    "layout.signOut": "Logg ut",
    "layout.primaryNav": "Hovedmeny",
    "layout.home": "Hjem",
  },
  sv: {
    "layout.skip": "Hoppa till huvudinnehållet",
    "layout.signedInAs": "Inloggad som {{name}}",
    "layout.signOut": "Logga ut",
    "layout.primaryNav": "Huvudmeny",
    "layout.home": "Hem",
  },
  da: {
    "layout.skip": "Spring til hovedindholdet",
    "layout.signedInAs": "Logget ind som {{name}}",
    "layout.signOut": "Log ud",
    "layout.primaryNav": "Hovedmenu",
    "layout.home": "Hjem",
  },
  fi: {
    "layout.skip": "Siirry pääsisältöön",
    "layout.signedInAs": "Kirjautuneena: {{name}}",
    "layout.signOut": "Kirjaudu ulos",
    "layout.primaryNav": "Päävalikko",
    "layout.home": "Etusivu",
  },
  de: {
    "layout.skip": "Zum Hauptinhalt springen",
    "layout.signedInAs": "Angemeldet als {{name}}",
    "layout.signOut": "Abmelden",
    "layout.primaryNav": "Hauptmenü",
    "layout.home": "Startseite",
  },
  nl: {
    "layout.skip": "Naar de hoofdinhoud",
    "layout.signedInAs": "Ingelogd als {{name}}",
    "layout.signOut": "Uitloggen",
    "layout.primaryNav": "Hoofdmenu",
    "layout.home": "Start",
  },
  fr: {
    "layout.skip": "Aller au contenu principal",
    "layout.signedInAs": "Connecté en tant que {{name}}",
    "layout.signOut": "Se déconnecter",
    "layout.primaryNav": "Menu principal",
    "layout.home": "Accueil",
  },
  it: {
    "layout.skip": "Vai al contenuto principale",
    "layout.signedInAs": "Accesso effettuato come {{name}}",
    "layout.signOut": "Esci",
    "layout.primaryNav": "Menu principale",
    "layout.home": "Home",
  },
  es: {
    "layout.skip": "Saltar al contenido principal",
    "layout.signedInAs": "Sesión iniciada como {{name}}",
    "layout.signOut": "Cerrar sesión",
    "layout.primaryNav": "Menú principal",
    "layout.home": "Inicio",
  },
};

export default translations;
