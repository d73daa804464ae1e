import type { publisherDocuments } from "./en";
import type { AreaTranslations } from "../types";

/** The texts of ./en.ts in the nine translated languages. */
const translations: AreaTranslations<typeof publisherDocuments> = {
  nb: {
    "publisher.sheet.error.name": "Produktnavn må fylles ut (høyst 200 tegn).",
    "publisher.sheet.error.manufacturer": "Velg en leverandør fra listen.",
    "publisher.sheet.error.language": "Velg et språk fra listen.",
    "publisher.sheet.error.market": "Velg et marked fra listen.",
    "publisher.sheet.error.type": "Velg en type datablad.",
    "publisher.sheet.error.template": "Velg en mal.",
    "publisher.sheet.error.subsection": "Ukjent underavsnitt: {{subsection}}.",
    "publisher.sheet.error.text": "Høyst {{max}} tegn, uten tegn som ikke kan lagres.",
    "publisher.sheet.error.statement": "Ukjent fare- eller sikkerhetssetning: {{code}}.",
    "publisher.sheet.error.phrase": "Ukjent setning: {{id}}.",
    "publisher.sheet.error.phraseOne": "Oppgi enten en egen setning eller en setningskode, ikke begge.",
    "publisher.sheet.error.substance": "Ukjent stoff: {{id}}.",
    "publisher.sheet.error.concentration":
      "En konsentrasjon er en prosent fra 0 til 100, den laveste ikke over den høyeste.",
    "publisher.sheet.error.signalWord": "Varselordet er Fare, Advarsel eller ingen.",
    "publisher.sheet.error.pictogram": "Ukjent farepiktogram: {{code}}.",
    "publisher.sheet.error.tooMany": "Høyst {{max}} oppføringer.",
    "publisher.sheet.conflict.published": "En publisert versjon kan ikke endres; lag en ny versjon.",
    "publisher.sheet.conflict.draftExists":
      "Databladet har allerede et utkast på dette språket og markedet; fullfør eller slett det først.",
    "publisher.sheet.conflict.supplierInUse": "Leverandøren står på {{count}} datablad og kan ikke slettes.",
    "publisher.sheet.conflict.phraseInUse": "Setningen brukes på {{count}} datablad og kan ikke slettes.",
    "publisher.sheet.problem.sectionEmpty": "Avsnitt {{section}} er tomt.",
    "publisher.sheet.problem.subsectionEmpty": "Underavsnitt {{subsection}} må fylles ut.",
    "publisher.sheet.problem.signalWord":
      "Varselordet passer ikke til faresetningene (forventet: {{expected}}).",
    "publisher.sheet.problem.signalWordNone": "Faresetningene krever ikke noe varselord.",
    "publisher.sheet.problem.pictogramMissing": "Faresetningene krever farepiktogram {{pictogram}}.",
    "publisher.sheet.problem.pictogramExtra": "Ingen faresetning krever farepiktogram {{pictogram}}.",
    "publisher.sheet.problem.cas": "{{substance}}: {{cas}} er ikke et gyldig CAS-nummer.",
    "publisher.sheet.problem.untranslated": "Setning {{phrase}} har ingen tekst på databladets språk.",
    "publisher.sheet.signalWord.Danger": "Fare",
    "publisher.sheet.signalWord.Warning": "Advarsel",
  },
  sv: {
    "publisher.sheet.error.name": "Produktnamn måste anges (högst 200 tecken).",
    "publisher.sheet.error.manufacturer": "Välj en leverantör i listan.",
    "publisher.sheet.error.language": "Välj ett språk i listan.",
    "publisher.sheet.error.market": "Välj en marknad i listan.",
    "publisher.sheet.error.type": "Välj en typ av blad.",
    "publisher.sheet.error.template": "Välj en mall.",
    "publisher.sheet.error.subsection": "Okänt underavsnitt: {{subsection}}.",
    "publisher.sheet.error.text": "Högst {{max}} tecken, utan tecken som inte kan sparas.",
    "publisher.sheet.error.statement": "Okänd faro- eller skyddsangivelse: {{code}}.",
    "publisher.sheet.error.phrase": "Okänd fras: {{id}}.",
    "publisher.sheet.error.phraseOne": "Ange antingen en egen fras eller en angivelsekod, inte båda.",
    "publisher.sheet.error.substance": "Okänt ämne: {{id}}.",
    "publisher.sheet.error.concentration":
      "En koncentration är en procentsats från 0 till 100, den lägsta inte över den högsta.",
    "publisher.sheet.error.signalWord": "Signalordet är Fara, Varning eller inget.",
    "publisher.sheet.error.pictogram": "Okänt faropiktogram: {{code}}.",
    "publisher.sheet.error.tooMany": "Högst {{max}} poster.",
    "publisher.sheet.conflict.published": "En publicerad version kan inte ändras; skapa en ny version.",
    "publisher.sheet.conflict.draftExists":
      "Bladet har redan ett utkast på det språket och den marknaden; slutför eller ta bort det först.",
    "publisher.sheet.conflict.supplierInUse": "Leverantören anges på {{count}} blad och kan inte tas bort.",
    "publisher.sheet.conflict.phraseInUse": "Frasen används på {{count}} blad och kan inte tas bort.",
    "publisher.sheet.problem.sectionEmpty": "Avsnitt {{section}} är tomt.",
    "publisher.sheet.problem.subsectionEmpty": "Underavsnitt {{subsection}} måste fyllas i.",
    "publisher.sheet.problem.signalWord":
      "Signalordet stämmer inte med faroangivelserna (förväntat: {{expected}}).",
    "publisher.sheet.problem.signalWordNone": "Faroangivelserna kräver inget signalord.",
    "publisher.sheet.problem.pictogramMissing": "Faroangivelserna kräver faropiktogram {{pictogram}}.",
    "publisher.sheet.problem.pictogramExtra": "Ingen faroangivelse kräver faropiktogram {{pictogram}}.",
    "publisher.sheet.problem.cas": "{{substance}}: {{cas}} är inte ett giltigt CAS-nummer.",
    "publisher.sheet.problem.untranslated": "Fras {{phrase}} saknar text på bladets språk.",
    "publisher.sheet.signalWord.Danger": "Fara",
    "publisher.sheet.signalWord.Warning": "Varning",
  },
  da: {
    "publisher.sheet.error.name": "Produktnavn skal udfyldes (højst 200 tegn).",
    "publisher.sheet.error.manufacturer": "Vælg en leverandør på listen.",
    "publisher.sheet.error.language": "Vælg et sprog på listen.",
    "publisher.sheet.error.market": "Vælg et marked på listen.",
    "publisher.sheet.error.type": "Vælg en type blad.",
    "publisher.sheet.error.template": "Vælg en skabelon.",
    "publisher.sheet.error.subsection": "Ukendt underafsnit: {{subsection}}.",
    "publisher.sheet.error.text": "Højst {{max}} tegn, uden tegn der ikke kan gemmes.",
    "publisher.sheet.error.statement": "Ukendt fare- eller sikkerhedssætning: {{code}}.",
    "publisher.sheet.error.phrase": "Ukendt sætning: {{id}}.",
    "publisher.sheet.error.phraseOne": "Angiv enten en egen sætning eller en sætningskode, ikke begge.",
    "publisher.sheet.error.substance": "Ukendt stof: {{id}}.",
    "publisher.sheet.error.concentration":
      "En koncentration er en procentdel fra 0 til 100, den laveste ikke over den højeste.",
    "publisher.sheet.error.signalWord": "Signalordet er Fare, Advarsel eller intet.",
    "publisher.sheet.error.pictogram": "Ukendt farepiktogram: {{code}}.",
    "publisher.sheet.error.tooMany": "Højst {{max}} poster.",
    "publisher.sheet.conflict.published": "En offentliggjort version kan ikke ændres; lav en ny version.",
    "publisher.sheet.conflict.draftExists":
      "Bladet har allerede et udkast på det sprog og marked; færdiggør eller slet det først.",
    "publisher.sheet.conflict.supplierInUse": "Leverandøren står på {{count}} blade og kan ikke slettes.",
    "publisher.sheet.conflict.phraseInUse": "Sætningen bruges på {{count}} blade og kan ikke slettes.",
    "publisher.sheet.problem.sectionEmpty": "Afsnit {{section}} er tomt.",
    "publisher.sheet.problem.subsectionEmpty": "Underafsnit {{subsection}} skal udfyldes.",
    "publisher.sheet.problem.signalWord":
      "Signalordet passer ikke til faresætningerne (forventet: {{expected}}).",
    "publisher.sheet.problem.signalWordNone": "Faresætningerne kræver intet signalord.",
    "publisher.sheet.problem.pictogramMissing": "Faresætningerne kræver farepiktogram {{pictogram}}.",
    "publisher.sheet.problem.pictogramExtra": "Ingen faresætning kræver farepiktogram {{pictogram}}.",
    "publisher.sheet.problem.cas": "{{substance}}: {{cas}} er ikke et gyldigt CAS-nummer.",
    "publisher.sheet.problem.untranslated": "Sætning {{phrase}} har ingen tekst på bladets sprog.",
    "publisher.sheet.signalWord.Danger": "Fare",
    "publisher.sheet.signalWord.Warning": "Advarsel",
  },
  fi: {
    "publisher.sheet.error.name": "Tuotenimi on pakollinen (enintään 200 merkkiä).",
    "publisher.sheet.error.manufacturer": "Valitse toimittaja luettelosta.",
    "publisher.sheet.error.language": "Valitse kieli luettelosta.",
    "publisher.sheet.error.market": "Valitse markkina-alue luettelosta.",
    "publisher.sheet.error.type": "Valitse tiedotteen laji.",
    "publisher.sheet.error.template": "Valitse pohja.",
    "publisher.sheet.error.subsection": "Tuntematon alakohta: {{subsection}}.",
    "publisher.sheet.error.text": "Enintään {{max}} merkkiä, ilman merkkejä joita ei voi tallentaa.",
    "publisher.sheet.error.statement": "Tuntematon vaara- tai turvalauseke: {{code}}.",
    "publisher.sheet.error.phrase": "Tuntematon fraasi: {{id}}.",
    "publisher.sheet.error.phraseOne": "Anna joko oma fraasi tai lausekkeen koodi, ei molempia.",
    "publisher.sheet.error.substance": "Tuntematon aine: {{id}}.",
    "publisher.sheet.error.concentration":
      "Pitoisuus on prosentti 0–100, eikä alin saa olla suurempi kuin ylin.",
    "publisher.sheet.error.signalWord": "Huomiosana on Vaara, Varoitus tai ei mitään.",
    "publisher.sheet.error.pictogram": "Tuntematon varoitusmerkki: {{code}}.",
    "publisher.sheet.error.tooMany": "Enintään {{max}} riviä.",
    "publisher.sheet.conflict.published": "Julkaistua versiota ei voi muuttaa; tee uusi versio.",
    "publisher.sheet.conflict.draftExists":
      "Tiedotteella on jo luonnos tällä kielellä ja markkina-alueella; viimeistele tai poista se ensin.",
    "publisher.sheet.conflict.supplierInUse":
      "Toimittaja on mainittu {{count}} tiedotteessa, eikä sitä voi poistaa.",
    "publisher.sheet.conflict.phraseInUse":
      "Fraasia käytetään {{count}} tiedotteessa, eikä sitä voi poistaa.",
    "publisher.sheet.problem.sectionEmpty": "Kohta {{section}} on tyhjä.",
    "publisher.sheet.problem.subsectionEmpty": "Alakohta {{subsection}} on täytettävä.",
    "publisher.sheet.problem.signalWord": "Huomiosana ei vastaa vaaralausekkeita (odotettu: {{expected}}).",
    "publisher.sheet.problem.signalWordNone": "Vaaralausekkeet eivät edellytä huomiosanaa.",
    "publisher.sheet.problem.pictogramMissing": "Vaaralausekkeet edellyttävät varoitusmerkkiä {{pictogram}}.",
    "publisher.sheet.problem.pictogramExtra":
      "Mikään vaaralauseke ei edellytä varoitusmerkkiä {{pictogram}}.",
    "publisher.sheet.problem.cas": "{{substance}}: {{cas}} ei ole kelvollinen CAS-numero.",
    "publisher.sheet.problem.untranslated": "Fraasilla {{phrase}} ei ole tekstiä tiedotteen kielellä.",
    "publisher.sheet.signalWord.Danger": "Vaara",
    "publisher.sheet.signalWord.Warning": "Varoitus",
  },
  de: {
    "publisher.sheet.error.name": "Der Produktname ist erforderlich (höchstens 200 Zeichen).",
    "publisher.sheet.error.manufacturer": "Wählen Sie einen Lieferanten aus der Liste.",
    "publisher.sheet.error.language": "Wählen Sie eine Sprache aus der Liste.",
    "publisher.sheet.error.market": "Wählen Sie einen Markt aus der Liste.",
    "publisher.sheet.error.type": "Wählen Sie eine Blattart.",
    "publisher.sheet.error.template": "Wählen Sie eine Vorlage.",
    "publisher.sheet.error.subsection": "Unbekannter Unterabschnitt: {{subsection}}.",
    "publisher.sheet.error.text":
      "Höchstens {{max}} Zeichen, ohne Zeichen, die nicht gespeichert werden können.",
    "publisher.sheet.error.statement": "Unbekannter Gefahren- oder Sicherheitshinweis: {{code}}.",
    "publisher.sheet.error.phrase": "Unbekannter Textbaustein: {{id}}.",
    "publisher.sheet.error.phraseOne":
      "Geben Sie entweder einen eigenen Textbaustein oder einen Hinweiscode an, nicht beides.",
    "publisher.sheet.error.substance": "Unbekannter Stoff: {{id}}.",
    "publisher.sheet.error.concentration":
      "Eine Konzentration ist ein Prozentwert von 0 bis 100, der niedrigste nicht über dem höchsten.",
    "publisher.sheet.error.signalWord": "Das Signalwort ist Gefahr, Achtung oder keines.",
    "publisher.sheet.error.pictogram": "Unbekanntes Gefahrenpiktogramm: {{code}}.",
    "publisher.sheet.error.tooMany": "Höchstens {{max}} Einträge.",
    "publisher.sheet.conflict.published":
      "Eine veröffentlichte Version kann nicht geändert werden; erstellen Sie eine neue Version.",
    "publisher.sheet.conflict.draftExists":
      "Das Blatt hat in dieser Sprache und diesem Markt bereits einen Entwurf; schließen Sie ihn ab oder löschen Sie ihn zuerst.",
    "publisher.sheet.conflict.supplierInUse":
      "Der Lieferant steht auf {{count}} Blättern und kann nicht gelöscht werden.",
    "publisher.sheet.conflict.phraseInUse":
      "Der Textbaustein wird auf {{count}} Blättern verwendet und kann nicht gelöscht werden.",
    "publisher.sheet.problem.sectionEmpty": "Abschnitt {{section}} ist leer.",
    "publisher.sheet.problem.subsectionEmpty": "Unterabschnitt {{subsection}} muss ausgefüllt werden.",
    "publisher.sheet.problem.signalWord":
      "Das Signalwort passt nicht zu den Gefahrenhinweisen (erwartet: {{expected}}).",
    "publisher.sheet.problem.signalWordNone": "Die Gefahrenhinweise verlangen kein Signalwort.",
    "publisher.sheet.problem.pictogramMissing":
      "Die Gefahrenhinweise verlangen das Piktogramm {{pictogram}}.",
    "publisher.sheet.problem.pictogramExtra": "Kein Gefahrenhinweis verlangt das Piktogramm {{pictogram}}.",
    "publisher.sheet.problem.cas": "{{substance}}: {{cas}} ist keine gültige CAS-Nummer.",
    "publisher.sheet.problem.untranslated":
      "Der Textbaustein {{phrase}} hat keinen Text in der Sprache des Blattes.",
    "publisher.sheet.signalWord.Danger": "Gefahr",
    "publisher.sheet.signalWord.Warning": "Achtung",
  },
  nl: {
    "publisher.sheet.error.name": "Productnaam is verplicht (hoogstens 200 tekens).",
    "publisher.sheet.error.manufacturer": "Kies een leverancier uit de lijst.",
    "publisher.sheet.error.language": "Kies een taal uit de lijst.",
    "publisher.sheet.error.market": "Kies een markt uit de lijst.",
    "publisher.sheet.error.type": "Kies een soort blad.",
    "publisher.sheet.error.template": "Kies een sjabloon.",
    "publisher.sheet.error.subsection": "Onbekende subrubriek: {{subsection}}.",
    "publisher.sheet.error.text":
      "Hoogstens {{max}} tekens, zonder tekens die niet kunnen worden opgeslagen.",
    "publisher.sheet.error.statement": "Onbekende gevaren- of veiligheidsaanduiding: {{code}}.",
    "publisher.sheet.error.phrase": "Onbekende zin: {{id}}.",
    "publisher.sheet.error.phraseOne": "Geef een eigen zin of een aanduidingscode, niet allebei.",
    "publisher.sheet.error.substance": "Onbekende stof: {{id}}.",
    "publisher.sheet.error.concentration":
      "Een concentratie is een percentage van 0 tot 100, de laagste niet boven de hoogste.",
    "publisher.sheet.error.signalWord": "Het signaalwoord is Gevaar, Waarschuwing of geen.",
    "publisher.sheet.error.pictogram": "Onbekend gevarenpictogram: {{code}}.",
    "publisher.sheet.error.tooMany": "Hoogstens {{max}} regels.",
    "publisher.sheet.conflict.published":
      "Een gepubliceerde versie kan niet worden gewijzigd; maak een nieuwe versie.",
    "publisher.sheet.conflict.draftExists":
      "Het blad heeft al een concept in die taal en markt; rond het af of verwijder het eerst.",
    "publisher.sheet.conflict.supplierInUse":
      "De leverancier staat op {{count}} bladen en kan niet worden verwijderd.",
    "publisher.sheet.conflict.phraseInUse":
      "De zin wordt op {{count}} bladen gebruikt en kan niet worden verwijderd.",
    "publisher.sheet.problem.sectionEmpty": "Rubriek {{section}} is leeg.",
    "publisher.sheet.problem.subsectionEmpty": "Subrubriek {{subsection}} moet worden ingevuld.",
    "publisher.sheet.problem.signalWord":
      "Het signaalwoord past niet bij de gevarenaanduidingen (verwacht: {{expected}}).",
    "publisher.sheet.problem.signalWordNone": "De gevarenaanduidingen vragen geen signaalwoord.",
    "publisher.sheet.problem.pictogramMissing": "De gevarenaanduidingen vragen pictogram {{pictogram}}.",
    "publisher.sheet.problem.pictogramExtra": "Geen gevarenaanduiding vraagt pictogram {{pictogram}}.",
    "publisher.sheet.problem.cas": "{{substance}}: {{cas}} is geen geldig CAS-nummer.",
    "publisher.sheet.problem.untranslated": "Zin {{phrase}} heeft geen tekst in de taal van het blad.",
    "publisher.sheet.signalWord.Danger": "Gevaar",
    "publisher.sheet.signalWord.Warning": "Waarschuwing",
  },
  fr: {
    "publisher.sheet.error.name": "Le nom du produit est obligatoire (200 caractères au plus).",
    "publisher.sheet.error.manufacturer": "Choisissez un fournisseur dans la liste.",
    "publisher.sheet.error.language": "Choisissez une langue dans la liste.",
    "publisher.sheet.error.market": "Choisissez un marché dans la liste.",
    "publisher.sheet.error.type": "Choisissez un type de fiche.",
    "publisher.sheet.error.template": "Choisissez un modèle.",
    "publisher.sheet.error.subsection": "Sous-rubrique inconnue : {{subsection}}.",
    "publisher.sheet.error.text": "{{max}} caractères au plus, sans caractères impossibles à enregistrer.",
    "publisher.sheet.error.statement": "Mention de danger ou conseil de prudence inconnu : {{code}}.",
    "publisher.sheet.error.phrase": "Phrase inconnue : {{id}}.",
    "publisher.sheet.error.phraseOne":
      "Indiquez soit une phrase de l'entreprise, soit un code de mention, pas les deux.",
    "publisher.sheet.error.substance": "Substance inconnue : {{id}}.",
    "publisher.sheet.error.concentration":
      "Une concentration est un pourcentage de 0 à 100, la plus basse ne dépassant pas la plus haute.",
    "publisher.sheet.error.signalWord": "La mention d'avertissement est Danger, Attention ou aucune.",
    "publisher.sheet.error.pictogram": "Pictogramme de danger inconnu : {{code}}.",
    "publisher.sheet.error.tooMany": "{{max}} entrées au plus.",
    "publisher.sheet.conflict.published":
      "Une version publiée ne peut pas être modifiée ; créez une nouvelle version.",
    "publisher.sheet.conflict.draftExists":
      "La fiche a déjà un brouillon dans cette langue et ce marché ; terminez-le ou supprimez-le d'abord.",
    "publisher.sheet.conflict.supplierInUse":
      "Le fournisseur figure sur {{count}} fiches et ne peut pas être supprimé.",
    "publisher.sheet.conflict.phraseInUse":
      "La phrase est utilisée sur {{count}} fiches et ne peut pas être supprimée.",
    "publisher.sheet.problem.sectionEmpty": "La rubrique {{section}} est vide.",
    "publisher.sheet.problem.subsectionEmpty": "La sous-rubrique {{subsection}} doit être remplie.",
    "publisher.sheet.problem.signalWord":
      "La mention d'avertissement ne correspond pas aux mentions de danger (attendu : {{expected}}).",
    "publisher.sheet.problem.signalWordNone":
      "Les mentions de danger n'appellent aucune mention d'avertissement.",
    "publisher.sheet.problem.pictogramMissing":
      "Les mentions de danger exigent le pictogramme {{pictogram}}.",
    "publisher.sheet.problem.pictogramExtra":
      "Aucune mention de danger n'exige le pictogramme {{pictogram}}.",
    "publisher.sheet.problem.cas": "{{substance}} : {{cas}} n'est pas un numéro CAS valide.",
    "publisher.sheet.problem.untranslated":
      "La phrase {{phrase}} n'a pas de texte dans la langue de la fiche.",
    "publisher.sheet.signalWord.Danger": "Danger",
    "publisher.sheet.signalWord.Warning": "Attention",
  },
  it: {
    "publisher.sheet.error.name": "Il nome del prodotto è obbligatorio (al massimo 200 caratteri).",
    "publisher.sheet.error.manufacturer": "Scegli un fornitore dall'elenco.",
    "publisher.sheet.error.language": "Scegli una lingua dall'elenco.",
    "publisher.sheet.error.market": "Scegli un mercato dall'elenco.",
    "publisher.sheet.error.type": "Scegli un tipo di scheda.",
    "publisher.sheet.error.template": "Scegli un modello.",
    "publisher.sheet.error.subsection": "Sottosezione sconosciuta: {{subsection}}.",
    "publisher.sheet.error.text": "Al massimo {{max}} caratteri, senza caratteri che non si possono salvare.",
    "publisher.sheet.error.statement":
      "Indicazione di pericolo o consiglio di prudenza sconosciuto: {{code}}.",
    "publisher.sheet.error.phrase": "Frase sconosciuta: {{id}}.",
    "publisher.sheet.error.phraseOne": "Indica una frase aziendale o un codice di indicazione, non entrambi.",
    "publisher.sheet.error.substance": "Sostanza sconosciuta: {{id}}.",
    "publisher.sheet.error.concentration":
      "Una concentrazione è una percentuale da 0 a 100, la più bassa non superiore alla più alta.",
    "publisher.sheet.error.signalWord": "L'avvertenza è Pericolo, Attenzione o nessuna.",
    "publisher.sheet.error.pictogram": "Pittogramma di pericolo sconosciuto: {{code}}.",
    "publisher.sheet.error.tooMany": "Al massimo {{max}} voci.",
    "publisher.sheet.conflict.published":
      "Una versione pubblicata non può essere modificata; crea una nuova versione.",
    "publisher.sheet.conflict.draftExists":
      "La scheda ha già una bozza in questa lingua e mercato; completala o eliminala prima.",
    "publisher.sheet.conflict.supplierInUse":
      "Il fornitore compare su {{count}} schede e non può essere eliminato.",
    "publisher.sheet.conflict.phraseInUse":
      "La frase è usata su {{count}} schede e non può essere eliminata.",
    "publisher.sheet.problem.sectionEmpty": "La sezione {{section}} è vuota.",
    "publisher.sheet.problem.subsectionEmpty": "La sottosezione {{subsection}} deve essere compilata.",
    "publisher.sheet.problem.signalWord":
      "L'avvertenza non corrisponde alle indicazioni di pericolo (prevista: {{expected}}).",
    "publisher.sheet.problem.signalWordNone": "Le indicazioni di pericolo non richiedono alcuna avvertenza.",
    "publisher.sheet.problem.pictogramMissing":
      "Le indicazioni di pericolo richiedono il pittogramma {{pictogram}}.",
    "publisher.sheet.problem.pictogramExtra":
      "Nessuna indicazione di pericolo richiede il pittogramma {{pictogram}}.",
    "publisher.sheet.problem.cas": "{{substance}}: {{cas}} non è un numero CAS valido.",
    "publisher.sheet.problem.untranslated": "La frase {{phrase}} non ha testo nella lingua della scheda.",
    "publisher.sheet.signalWord.Danger": "Pericolo",
    "publisher.sheet.signalWord.Warning": "Attenzione",
  },
  es: {
    "publisher.sheet.error.name": "El nombre del producto es obligatorio (200 caracteres como máximo).",
    "publisher.sheet.error.manufacturer": "Elija un proveedor de la lista.",
    "publisher.sheet.error.language": "Elija un idioma de la lista.",
    "publisher.sheet.error.market": "Elija un mercado de la lista.",
    "publisher.sheet.error.type": "Elija un tipo de ficha.",
    "publisher.sheet.error.template": "Elija una plantilla.",
    "publisher.sheet.error.subsection": "Subepígrafe desconocido: {{subsection}}.",
    "publisher.sheet.error.text": "{{max}} caracteres como máximo, sin caracteres que no se puedan guardar.",
    "publisher.sheet.error.statement": "Indicación de peligro o consejo de prudencia desconocido: {{code}}.",
    "publisher.sheet.error.phrase": "Frase desconocida: {{id}}.",
    "publisher.sheet.error.phraseOne": "Indique una frase de la empresa o un código de indicación, no ambos.",
    "publisher.sheet.error.substance": "Sustancia desconocida: {{id}}.",
    "publisher.sheet.error.concentration":
      "Una concentración es un porcentaje de 0 a 100, la más baja no mayor que la más alta.",
    "publisher.sheet.error.signalWord": "La palabra de advertencia es Peligro, Atención o ninguna.",
    "publisher.sheet.error.pictogram": "Pictograma de peligro desconocido: {{code}}.",
    "publisher.sheet.error.tooMany": "{{max}} entradas como máximo.",
    "publisher.sheet.conflict.published":
      "Una versión publicada no se puede cambiar; cree una versión nueva.",
    "publisher.sheet.conflict.draftExists":
      "La ficha ya tiene un borrador en ese idioma y mercado; termínelo o elimínelo primero.",
    "publisher.sheet.conflict.supplierInUse":
      "El proveedor figura en {{count}} fichas y no se puede eliminar.",
    "publisher.sheet.conflict.phraseInUse": "La frase se usa en {{count}} fichas y no se puede eliminar.",
    "publisher.sheet.problem.sectionEmpty": "La sección {{section}} está vacía.",
    "publisher.sheet.problem.subsectionEmpty": "El subepígrafe {{subsection}} debe rellenarse.",
    "publisher.sheet.problem.signalWord":
      "La palabra de advertencia no corresponde a las indicaciones de peligro (esperada: {{expected}}).",
    "publisher.sheet.problem.signalWordNone":
      "Las indicaciones de peligro no requieren palabra de advertencia.",
    "publisher.sheet.problem.pictogramMissing":
      "Las indicaciones de peligro requieren el pictograma {{pictogram}}.",
    "publisher.sheet.problem.pictogramExtra":
      "Ninguna indicación de peligro requiere el pictograma {{pictogram}}.",
    "publisher.sheet.problem.cas": "{{substance}}: {{cas}} no es un número CAS válido.",
    "publisher.sheet.problem.untranslated": "La frase {{phrase}} no tiene texto en el idioma de la ficha.",
    "publisher.sheet.signalWord.Danger": "Peligro",
    "publisher.sheet.signalWord.Warning": "Atención",
  },
};

export default translations;
