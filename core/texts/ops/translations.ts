import type { ops } from "./en";
import type { AreaTranslations } from "../types";

/** The "too many requests" page in the nine translated languages. */
const translations: AreaTranslations<typeof ops> = {
  nb: {
    "errors.rateLimited.title": "For mange forsøk",
    "errors.rateLimited.signIn":
      "Det har vært for mange innloggingsforsøk fra nettverket ditt på kort tid. For å beskytte kontoen din er innlogging satt på pause en liten stund.",
    "errors.rateLimited.generic":
      "Det har kommet for mange forespørsler fra nettverket ditt på kort tid, så denne siden er satt på pause en liten stund.",
    "errors.rateLimited.retry": "Prøv igjen om {{minutes}} min.",
    "errors.rateLimited.back": "Tilbake til innlogging",
  },
  sv: {
    "errors.rateLimited.title": "För många försök",
    "errors.rateLimited.signIn":
      "Det har gjorts för många inloggningsförsök från ditt nätverk på kort tid. För att skydda ditt konto är inloggningen pausad en liten stund.",
    "errors.rateLimited.generic":
      "Det har kommit för många förfrågningar från ditt nätverk på kort tid, så den här sidan är pausad en liten stund.",
    "errors.rateLimited.retry": "Försök igen om {{minutes}} min.",
    "errors.rateLimited.back": "Tillbaka till inloggningen",
  },
  da: {
    "errors.rateLimited.title": "For mange forsøg",
    "errors.rateLimited.signIn":
      "Der har været for mange loginforsøg fra dit netværk på kort tid. For at beskytte din konto er login sat på pause et øjeblik.",
    "errors.rateLimited.generic":
      "Der er kommet for mange forespørgsler fra dit netværk på kort tid, så denne side er sat på pause et øjeblik.",
    "errors.rateLimited.retry": "Prøv igen om {{minutes}} min.",
    "errors.rateLimited.back": "Tilbage til login",
  },
  fi: {
    "errors.rateLimited.title": "Liian monta yritystä",
    "errors.rateLimited.signIn":
      "Verkostasi on yritetty kirjautua liian monta kertaa lyhyessä ajassa. Tilisi suojaamiseksi kirjautuminen on hetken tauolla.",
    "errors.rateLimited.generic":
      "Verkostasi on tullut liian monta pyyntöä lyhyessä ajassa, joten tämä sivu on hetken tauolla.",
    "errors.rateLimited.retry": "Yritä uudelleen {{minutes}} min kuluttua.",
    "errors.rateLimited.back": "Takaisin kirjautumiseen",
  },
  de: {
    "errors.rateLimited.title": "Zu viele Versuche",
    "errors.rateLimited.signIn":
      "Aus Ihrem Netzwerk gab es in kurzer Zeit zu viele Anmeldeversuche. Zum Schutz Ihres Kontos ist die Anmeldung kurz pausiert.",
    "errors.rateLimited.generic":
      "Aus Ihrem Netzwerk kamen in kurzer Zeit zu viele Anfragen, deshalb ist diese Seite kurz pausiert.",
    "errors.rateLimited.retry": "Bitte versuchen Sie es in {{minutes}} Min. erneut.",
    "errors.rateLimited.back": "Zurück zur Anmeldung",
  },
  nl: {
    "errors.rateLimited.title": "Te veel pogingen",
    "errors.rateLimited.signIn":
      "Er zijn in korte tijd te veel aanmeldpogingen gedaan vanaf uw netwerk. Om uw account te beschermen is aanmelden even gepauzeerd.",
    "errors.rateLimited.generic":
      "Er kwamen in korte tijd te veel verzoeken van uw netwerk, daarom is deze pagina even gepauzeerd.",
    "errors.rateLimited.retry": "Probeer het over {{minutes}} min. opnieuw.",
    "errors.rateLimited.back": "Terug naar aanmelden",
  },
  fr: {
    "errors.rateLimited.title": "Trop de tentatives",
    "errors.rateLimited.signIn":
      "Il y a eu trop de tentatives de connexion depuis votre réseau en peu de temps. Pour protéger votre compte, la connexion est suspendue un instant.",
    "errors.rateLimited.generic":
      "Votre réseau a envoyé trop de requêtes en peu de temps ; cette page est donc suspendue un instant.",
    "errors.rateLimited.retry": "Veuillez réessayer dans {{minutes}} min.",
    "errors.rateLimited.back": "Retour à la connexion",
  },
  it: {
    "errors.rateLimited.title": "Troppi tentativi",
    "errors.rateLimited.signIn":
      "Dalla tua rete sono arrivati troppi tentativi di accesso in poco tempo. Per proteggere il tuo account, l'accesso è sospeso per qualche istante.",
    "errors.rateLimited.generic":
      "Dalla tua rete sono arrivate troppe richieste in poco tempo, quindi questa pagina è sospesa per qualche istante.",
    "errors.rateLimited.retry": "Riprova tra {{minutes}} min.",
    "errors.rateLimited.back": "Torna all'accesso",
  },
  es: {
    "errors.rateLimited.title": "Demasiados intentos",
    "errors.rateLimited.signIn":
      "Ha habido demasiados intentos de inicio de sesión desde su red en poco tiempo. Para proteger su cuenta, el inicio de sesión está en pausa un momento.",
    "errors.rateLimited.generic":
      "Han llegado demasiadas solicitudes desde su red en poco tiempo, así que esta página está en pausa un momento.",
    "errors.rateLimited.retry": "Vuelva a intentarlo dentro de {{minutes}} min.",
    "errors.rateLimited.back": "Volver al inicio de sesión",
  },
};

export default translations;
