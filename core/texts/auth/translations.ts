import type { auth } from "./en";
import type { AreaTranslations } from "../types";

/** The texts of ./en.ts in the nine translated languages. */
const translations: AreaTranslations<typeof auth> = {
  nb: {
    "auth.title": "Logg inn",
    "auth.heading": "Logg inn i ChemSafe",
    "auth.intro":
      "ChemSafe samler kjemikaliene, sikkerhetsdatabladene, lokasjonene og godkjenningene deres på ett sted. Logg inn med firmakontoen din.",
    "auth.signIn": "Logg inn",
    "auth.expired": "Økten din er avsluttet. Logg inn på nytt.",
    "auth.signedOut": "Du er logget ut.",
    "auth.failed": "Innloggingen ble ikke fullført. Prøv igjen.",
    "auth.noAccess.title": "Ingen tilgang til ChemSafe",
    "auth.noAccess.text": "Du logget inn som {{email}}, men den kontoen har ikke tilgang til ChemSafe.",
    "auth.noAccess.textUnknown": "Kontoen du logget inn med, har ikke tilgang til ChemSafe.",
    "auth.noAccess.help":
      "Be ChemSafe-administratoren i bedriften din om å legge deg til, eller logg inn med en annen konto.",
    "auth.noAccess.otherAccount": "Logg inn med en annen konto",
  },
  sv: {
    "auth.title": "Logga in",
    "auth.heading": "Logga in på ChemSafe",
    "auth.intro":
      "ChemSafe samlar era kemiska produkter, säkerhetsdatablad, platser och godkännanden på ett ställe. Logga in med ditt företagskonto.",
    "auth.signIn": "Logga in",
    "auth.expired": "Din session har avslutats. Logga in igen.",
    "auth.signedOut": "Du är utloggad.",
    "auth.failed": "Inloggningen slutfördes inte. Försök igen.",
    "auth.noAccess.title": "Ingen åtkomst till ChemSafe",
    "auth.noAccess.text": "Du loggade in som {{email}}, men det kontot har ingen åtkomst till ChemSafe.",
    "auth.noAccess.textUnknown": "Kontot du loggade in med har ingen åtkomst till ChemSafe.",
    "auth.noAccess.help":
      "Be ditt företags ChemSafe-administratör att lägga till dig, eller logga in med ett annat konto.",
    "auth.noAccess.otherAccount": "Logga in med ett annat konto",
  },
  da: {
    "auth.title": "Log ind",
    "auth.heading": "Log ind på ChemSafe",
    "auth.intro":
      "ChemSafe samler jeres kemiske produkter, sikkerhedsdatablade, lokationer og godkendelser ét sted. Log ind med din virksomhedskonto.",
    "auth.signIn": "Log ind",
    "auth.expired": "Din session er udløbet. Log ind igen.",
    "auth.signedOut": "Du er logget ud.",
    "auth.failed": "Login blev ikke gennemført. Prøv igen.",
    "auth.noAccess.title": "Ingen adgang til ChemSafe",
    "auth.noAccess.text": "Du er logget ind som {{email}}, men den konto har ikke adgang til ChemSafe.",
    "auth.noAccess.textUnknown": "Den konto, du loggede ind med, har ikke adgang til ChemSafe.",
    "auth.noAccess.help":
      "Bed din virksomheds ChemSafe-administrator om at tilføje dig, eller log ind med en anden konto.",
    "auth.noAccess.otherAccount": "Log ind med en anden konto",
  },
  fi: {
    "auth.title": "Kirjaudu sisään",
    "auth.heading": "Kirjaudu ChemSafe-palveluun",
    "auth.intro":
      "ChemSafe kokoaa yrityksesi kemikaalituotteet, käyttöturvallisuustiedotteet, sijainnit ja hyväksynnät yhteen paikkaan. Kirjaudu sisään yritystililläsi.",
    "auth.signIn": "Kirjaudu sisään",
    "auth.expired": "Istuntosi on päättynyt. Kirjaudu sisään uudelleen.",
    "auth.signedOut": "Olet kirjautunut ulos.",
    "auth.failed": "Kirjautuminen ei onnistunut. Yritä uudelleen.",
    "auth.noAccess.title": "Ei käyttöoikeutta ChemSafe-palveluun",
    "auth.noAccess.text":
      "Kirjauduit tunnuksella {{email}}, mutta tällä tilillä ei ole käyttöoikeutta ChemSafe-palveluun.",
    "auth.noAccess.textUnknown": "Tilillä, jolla kirjauduit, ei ole käyttöoikeutta ChemSafe-palveluun.",
    "auth.noAccess.help":
      "Pyydä yrityksesi ChemSafe-pääkäyttäjää lisäämään sinut tai kirjaudu sisään toisella tilillä.",
    "auth.noAccess.otherAccount": "Kirjaudu toisella tilillä",
  },
  de: {
    "auth.title": "Anmelden",
    "auth.heading": "Bei ChemSafe anmelden",
    "auth.intro":
      "ChemSafe bündelt Ihre chemischen Produkte, Sicherheitsdatenblätter, Standorte und Freigaben an einem Ort. Melden Sie sich mit Ihrem Firmenkonto an.",
    "auth.signIn": "Anmelden",
    "auth.expired": "Ihre Sitzung ist abgelaufen. Bitte melden Sie sich erneut an.",
    "auth.signedOut": "Sie sind abgemeldet.",
    "auth.failed": "Die Anmeldung wurde nicht abgeschlossen. Bitte versuchen Sie es erneut.",
    "auth.noAccess.title": "Kein Zugriff auf ChemSafe",
    "auth.noAccess.text":
      "Sie haben sich als {{email}} angemeldet, aber dieses Konto hat keinen Zugriff auf ChemSafe.",
    "auth.noAccess.textUnknown":
      "Das Konto, mit dem Sie sich angemeldet haben, hat keinen Zugriff auf ChemSafe.",
    "auth.noAccess.help":
      "Bitten Sie den ChemSafe-Administrator Ihres Unternehmens, Sie hinzuzufügen, oder melden Sie sich mit einem anderen Konto an.",
    "auth.noAccess.otherAccount": "Mit einem anderen Konto anmelden",
  },
  nl: {
    "auth.title": "Inloggen",
    "auth.heading": "Inloggen bij ChemSafe",
    "auth.intro":
      "ChemSafe bundelt uw chemische producten, veiligheidsinformatiebladen, locaties en goedkeuringen op één plek. Log in met uw bedrijfsaccount.",
    "auth.signIn": "Inloggen",
    "auth.expired": "Uw sessie is beëindigd. Log opnieuw in.",
    "auth.signedOut": "U bent uitgelogd.",
    "auth.failed": "Het inloggen is niet voltooid. Probeer het opnieuw.",
    "auth.noAccess.title": "Geen toegang tot ChemSafe",
    "auth.noAccess.text": "U bent ingelogd als {{email}}, maar dat account heeft geen toegang tot ChemSafe.",
    "auth.noAccess.textUnknown": "Het account waarmee u bent ingelogd, heeft geen toegang tot ChemSafe.",
    "auth.noAccess.help":
      "Vraag de ChemSafe-beheerder van uw bedrijf om u toe te voegen, of log in met een ander account.",
    "auth.noAccess.otherAccount": "Inloggen met een ander account",
  },
  fr: {
    "auth.title": "Connexion",
    "auth.heading": "Connexion à ChemSafe",
    "auth.intro":
      "ChemSafe réunit vos produits chimiques, fiches de données de sécurité, emplacements et approbations en un seul endroit. Connectez-vous avec votre compte d'entreprise.",
    "auth.signIn": "Se connecter",
    "auth.expired": "Votre session a expiré. Veuillez vous reconnecter.",
    "auth.signedOut": "Vous êtes déconnecté.",
    "auth.failed": "La connexion n'a pas abouti. Veuillez réessayer.",
    "auth.noAccess.title": "Aucun accès à ChemSafe",
    "auth.noAccess.text":
      "Vous êtes connecté en tant que {{email}}, mais ce compte n'a pas accès à ChemSafe.",
    "auth.noAccess.textUnknown": "Le compte avec lequel vous vous êtes connecté n'a pas accès à ChemSafe.",
    "auth.noAccess.help":
      "Demandez à l'administrateur ChemSafe de votre entreprise de vous ajouter, ou connectez-vous avec un autre compte.",
    "auth.noAccess.otherAccount": "Se connecter avec un autre compte",
  },
  it: {
    "auth.title": "Accedi",
    "auth.heading": "Accedi a ChemSafe",
    "auth.intro":
      "ChemSafe riunisce in un unico posto i prodotti chimici, le schede di dati di sicurezza, le ubicazioni e le approvazioni della tua azienda. Accedi con il tuo account aziendale.",
    "auth.signIn": "Accedi",
    "auth.expired": "La sessione è scaduta. Accedi di nuovo.",
    "auth.signedOut": "Disconnessione effettuata.",
    "auth.failed": "L'accesso non è stato completato. Riprova.",
    "auth.noAccess.title": "Nessun accesso a ChemSafe",
    "auth.noAccess.text":
      "Hai effettuato l'accesso come {{email}}, ma questo account non ha accesso a ChemSafe.",
    "auth.noAccess.textUnknown": "L'account con cui hai effettuato l'accesso non ha accesso a ChemSafe.",
    "auth.noAccess.help":
      "Chiedi all'amministratore ChemSafe della tua azienda di aggiungerti, oppure accedi con un altro account.",
    "auth.noAccess.otherAccount": "Accedi con un altro account",
  },
  es: {
    "auth.title": "Iniciar sesión",
    "auth.heading": "Iniciar sesión en ChemSafe",
    "auth.intro":
      "ChemSafe reúne en un solo lugar los productos químicos, las fichas de datos de seguridad, las ubicaciones y las aprobaciones de su empresa. Inicie sesión con su cuenta de empresa.",
    "auth.signIn": "Iniciar sesión",
    "auth.expired": "Su sesión ha finalizado. Vuelva a iniciar sesión.",
    "auth.signedOut": "Ha cerrado la sesión.",
    "auth.failed": "No se ha completado el inicio de sesión. Inténtelo de nuevo.",
    "auth.noAccess.title": "Sin acceso a ChemSafe",
    "auth.noAccess.text": "Ha iniciado sesión como {{email}}, pero esa cuenta no tiene acceso a ChemSafe.",
    "auth.noAccess.textUnknown": "La cuenta con la que ha iniciado sesión no tiene acceso a ChemSafe.",
    "auth.noAccess.help":
      "Pida al administrador de ChemSafe de su empresa que le añada, o inicie sesión con otra cuenta.",
    "auth.noAccess.otherAccount": "Iniciar sesión con otra cuenta",
  },
};

export default translations;
