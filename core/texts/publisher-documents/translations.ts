import type { publisherDocuments } from "./en";
import type { AreaTranslations } from "../types";

/** The texts of ./en.ts in the nine translated languages. */
const translations: AreaTranslations<typeof publisherDocuments> = {
  nb: {
    "publisher.sheet.conflict.changed":
      "Dette utkastet ble endret av noen andre etter at du åpnet det. Ingenting ble lagret.",
    "publisher.sheet.error.revision": "Utkastets revisjon er ikke gyldig.",
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
    "publisher.sheet.page.title": "Våre sikkerhetsdatablad",
    "publisher.sheet.page.intro":
      "Alle versjoner, språk og markeder av sikkerhetsdatabladene bedriften skriver selv.",
    "publisher.sheet.page.empty": "Bedriften har ikke skrevet noen sikkerhetsdatablad ennå.",
    "publisher.sheet.column.name": "Produkt",
    "publisher.sheet.column.supplier": "Leverandør",
    "publisher.sheet.column.language": "Språk",
    "publisher.sheet.column.market": "Marked",
    "publisher.sheet.column.version": "Versjon",
    "publisher.sheet.column.status": "Status",
    "publisher.sheet.column.issued": "Utstedt",
    "publisher.sheet.status.draft": "Utkast",
    "publisher.sheet.status.published": "Publisert",
    "publisher.sheet.page.search": "Produktnavn, artikkelnummer eller databladnøkkel",
    "publisher.sheet.page.searchSubmit": "Søk",
    "publisher.sheet.page.found": "Databladversjoner: {{total}}",
    "publisher.sheet.page.foundMany":
      "Minst {{total}} databladversjoner: legg til ord i søket for å snevre inn listen.",
    "publisher.sheet.page.noMatch": "Ingen datablad passer til «{{q}}». Prøv færre eller andre ord.",
    "publisher.sheet.page.pager": "Sider med datablad",
    "publisher.sheet.copySearch.label":
      "Finn databladet som skal kopieres (produktnavn, artikkelnummer eller databladnøkkel)",
    "publisher.sheet.copySearch.submit": "Finn",
    "publisher.sheet.copySearch.more":
      "De første {{shown}} av {{total}} databladversjoner vises: søk for å finne et annet.",
    "publisher.sheet.copySearch.noMatch": "Ingen datablad passer til «{{q}}».",
  },
  sv: {
    "publisher.sheet.conflict.changed":
      "Det här utkastet ändrades av någon annan efter att du öppnade det. Inget sparades.",
    "publisher.sheet.error.revision": "Utkastets revision är inte giltig.",
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
    "publisher.sheet.page.title": "Våra säkerhetsdatablad",
    "publisher.sheet.page.intro":
      "Alla versioner, språk och marknader av de säkerhetsdatablad företaget skriver själv.",
    "publisher.sheet.page.empty": "Företaget har inte skrivit några säkerhetsdatablad ännu.",
    "publisher.sheet.column.name": "Produkt",
    "publisher.sheet.column.supplier": "Leverantör",
    "publisher.sheet.column.language": "Språk",
    "publisher.sheet.column.market": "Marknad",
    "publisher.sheet.column.version": "Version",
    "publisher.sheet.column.status": "Status",
    "publisher.sheet.column.issued": "Utfärdat",
    "publisher.sheet.status.draft": "Utkast",
    "publisher.sheet.status.published": "Publicerat",
    "publisher.sheet.page.search": "Produktnamn, artikelnummer eller databladsnyckel",
    "publisher.sheet.page.searchSubmit": "Sök",
    "publisher.sheet.page.found": "Databladsversioner: {{total}}",
    "publisher.sheet.page.foundMany":
      "Minst {{total}} databladsversioner: lägg till ord i sökningen för att begränsa listan.",
    "publisher.sheet.page.noMatch": "Inget datablad matchar ”{{q}}”. Försök med färre eller andra ord.",
    "publisher.sheet.page.pager": "Sidor med datablad",
    "publisher.sheet.copySearch.label":
      "Hitta databladet att kopiera (produktnamn, artikelnummer eller databladsnyckel)",
    "publisher.sheet.copySearch.submit": "Hitta",
    "publisher.sheet.copySearch.more":
      "De första {{shown}} av {{total}} databladsversioner visas: sök för att hitta ett annat.",
    "publisher.sheet.copySearch.noMatch": "Inget datablad matchar ”{{q}}”.",
  },
  da: {
    "publisher.sheet.conflict.changed":
      "Dette udkast blev ændret af en anden, efter du åbnede det. Intet blev gemt.",
    "publisher.sheet.error.revision": "Udkastets revision er ikke gyldig.",
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
    "publisher.sheet.page.title": "Vores sikkerhedsdatablade",
    "publisher.sheet.page.intro":
      "Alle versioner, sprog og markeder af de sikkerhedsdatablade, virksomheden selv skriver.",
    "publisher.sheet.page.empty": "Virksomheden har ikke skrevet nogen sikkerhedsdatablade endnu.",
    "publisher.sheet.column.name": "Produkt",
    "publisher.sheet.column.supplier": "Leverandør",
    "publisher.sheet.column.language": "Sprog",
    "publisher.sheet.column.market": "Marked",
    "publisher.sheet.column.version": "Version",
    "publisher.sheet.column.status": "Status",
    "publisher.sheet.column.issued": "Udstedt",
    "publisher.sheet.status.draft": "Udkast",
    "publisher.sheet.status.published": "Offentliggjort",
    "publisher.sheet.page.search": "Produktnavn, varenummer eller databladsnøgle",
    "publisher.sheet.page.searchSubmit": "Søg",
    "publisher.sheet.page.found": "Databladsversioner: {{total}}",
    "publisher.sheet.page.foundMany":
      "Mindst {{total}} databladsversioner: tilføj ord til søgningen for at indsnævre listen.",
    "publisher.sheet.page.noMatch": "Intet datablad matcher »{{q}}«. Prøv færre eller andre ord.",
    "publisher.sheet.page.pager": "Sider med datablade",
    "publisher.sheet.copySearch.label":
      "Find databladet, der skal kopieres (produktnavn, varenummer eller databladsnøgle)",
    "publisher.sheet.copySearch.submit": "Find",
    "publisher.sheet.copySearch.more":
      "De første {{shown}} af {{total}} databladsversioner vises: søg for at finde et andet.",
    "publisher.sheet.copySearch.noMatch": "Intet datablad matcher »{{q}}«.",
  },
  fi: {
    "publisher.sheet.conflict.changed":
      "Joku muu muutti tätä luonnosta sen jälkeen, kun avasit sen. Mitään ei tallennettu.",
    "publisher.sheet.error.revision": "Luonnoksen versiotunniste ei kelpaa.",
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
    "publisher.sheet.page.title": "Omat käyttöturvallisuustiedotteemme",
    "publisher.sheet.page.intro":
      "Kaikki yrityksen itse kirjoittamien käyttöturvallisuustiedotteiden versiot, kielet ja markkina-alueet.",
    "publisher.sheet.page.empty": "Yritys ei ole vielä kirjoittanut käyttöturvallisuustiedotteita.",
    "publisher.sheet.column.name": "Tuote",
    "publisher.sheet.column.supplier": "Toimittaja",
    "publisher.sheet.column.language": "Kieli",
    "publisher.sheet.column.market": "Markkina-alue",
    "publisher.sheet.column.version": "Versio",
    "publisher.sheet.column.status": "Tila",
    "publisher.sheet.column.issued": "Päivätty",
    "publisher.sheet.status.draft": "Luonnos",
    "publisher.sheet.status.published": "Julkaistu",
    "publisher.sheet.page.search": "Tuotenimi, tuotenumero tai tiedotteen tunnus",
    "publisher.sheet.page.searchSubmit": "Hae",
    "publisher.sheet.page.found": "Tiedoteversioita: {{total}}",
    "publisher.sheet.page.foundMany":
      "Vähintään {{total}} tiedoteversiota: rajaa luetteloa lisäämällä hakuun sanoja.",
    "publisher.sheet.page.noMatch":
      "Hakua ”{{q}}” vastaavaa tiedotetta ei löytynyt. Kokeile vähemmillä tai muilla sanoilla.",
    "publisher.sheet.page.pager": "Tiedotesivut",
    "publisher.sheet.copySearch.label":
      "Etsi kopioitava tiedote (tuotenimi, tuotenumero tai tiedotteen tunnus)",
    "publisher.sheet.copySearch.submit": "Etsi",
    "publisher.sheet.copySearch.more":
      "Näytetään {{total}} tiedoteversiosta ensimmäiset {{shown}}: etsi hakemalla muita.",
    "publisher.sheet.copySearch.noMatch": "Hakua ”{{q}}” vastaavaa tiedotetta ei löytynyt.",
  },
  de: {
    "publisher.sheet.conflict.changed":
      "Dieser Entwurf wurde von jemand anderem geändert, nachdem Sie ihn geöffnet haben. Es wurde nichts gespeichert.",
    "publisher.sheet.error.revision": "Die Revision des Entwurfs ist ungültig.",
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
    "publisher.sheet.page.title": "Unsere Sicherheitsdatenblätter",
    "publisher.sheet.page.intro":
      "Alle Versionen, Sprachen und Märkte der Sicherheitsdatenblätter, die Ihr Unternehmen selbst schreibt.",
    "publisher.sheet.page.empty": "Ihr Unternehmen hat noch keine Sicherheitsdatenblätter geschrieben.",
    "publisher.sheet.column.name": "Produkt",
    "publisher.sheet.column.supplier": "Lieferant",
    "publisher.sheet.column.language": "Sprache",
    "publisher.sheet.column.market": "Markt",
    "publisher.sheet.column.version": "Version",
    "publisher.sheet.column.status": "Status",
    "publisher.sheet.column.issued": "Ausgestellt",
    "publisher.sheet.status.draft": "Entwurf",
    "publisher.sheet.status.published": "Veröffentlicht",
    "publisher.sheet.page.search": "Produktname, Artikelnummer oder Datenblattschlüssel",
    "publisher.sheet.page.searchSubmit": "Suchen",
    "publisher.sheet.page.found": "Datenblattversionen: {{total}}",
    "publisher.sheet.page.foundMany":
      "Mindestens {{total}} Datenblattversionen: Ergänzen Sie die Suche um Wörter, um die Liste einzugrenzen.",
    "publisher.sheet.page.noMatch":
      "Kein Datenblatt passt zu „{{q}}“. Versuchen Sie weniger oder andere Wörter.",
    "publisher.sheet.page.pager": "Seiten der Datenblätter",
    "publisher.sheet.copySearch.label":
      "Zu kopierendes Datenblatt suchen (Produktname, Artikelnummer oder Datenblattschlüssel)",
    "publisher.sheet.copySearch.submit": "Suchen",
    "publisher.sheet.copySearch.more":
      "Die ersten {{shown}} von {{total}} Datenblattversionen werden angezeigt: Suchen Sie, um ein anderes zu finden.",
    "publisher.sheet.copySearch.noMatch": "Kein Datenblatt passt zu „{{q}}“.",
  },
  nl: {
    "publisher.sheet.conflict.changed":
      "Dit concept is door iemand anders gewijzigd nadat u het opende. Er is niets opgeslagen.",
    "publisher.sheet.error.revision": "De revisie van het concept is ongeldig.",
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
    "publisher.sheet.page.title": "Onze veiligheidsinformatiebladen",
    "publisher.sheet.page.intro":
      "Alle versies, talen en markten van de veiligheidsinformatiebladen die uw bedrijf zelf schrijft.",
    "publisher.sheet.page.empty": "Uw bedrijf heeft nog geen veiligheidsinformatiebladen geschreven.",
    "publisher.sheet.column.name": "Product",
    "publisher.sheet.column.supplier": "Leverancier",
    "publisher.sheet.column.language": "Taal",
    "publisher.sheet.column.market": "Markt",
    "publisher.sheet.column.version": "Versie",
    "publisher.sheet.column.status": "Status",
    "publisher.sheet.column.issued": "Uitgegeven",
    "publisher.sheet.status.draft": "Concept",
    "publisher.sheet.status.published": "Gepubliceerd",
    "publisher.sheet.page.search": "Productnaam, artikelnummer of bladsleutel",
    "publisher.sheet.page.searchSubmit": "Zoeken",
    "publisher.sheet.page.found": "Versies van bladen: {{total}}",
    "publisher.sheet.page.foundMany":
      "Minstens {{total}} versies van bladen: voeg woorden aan de zoekopdracht toe om de lijst te verkleinen.",
    "publisher.sheet.page.noMatch": "Geen blad komt overeen met „{{q}}”. Probeer minder of andere woorden.",
    "publisher.sheet.page.pager": "Pagina's met bladen",
    "publisher.sheet.copySearch.label":
      "Zoek het blad om te kopiëren (productnaam, artikelnummer of bladsleutel)",
    "publisher.sheet.copySearch.submit": "Zoeken",
    "publisher.sheet.copySearch.more":
      "De eerste {{shown}} van {{total}} versies van bladen worden getoond: zoek om een ander te vinden.",
    "publisher.sheet.copySearch.noMatch": "Geen blad komt overeen met „{{q}}”.",
  },
  fr: {
    "publisher.sheet.conflict.changed":
      "Ce brouillon a été modifié par quelqu'un d'autre après que vous l'avez ouvert. Rien n'a été enregistré.",
    "publisher.sheet.error.revision": "La révision du brouillon n'est pas valide.",
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
    "publisher.sheet.page.title": "Nos fiches de données de sécurité",
    "publisher.sheet.page.intro":
      "Toutes les versions, langues et marchés des fiches de données de sécurité que votre entreprise rédige elle-même.",
    "publisher.sheet.page.empty": "Votre entreprise n'a encore rédigé aucune fiche de données de sécurité.",
    "publisher.sheet.column.name": "Produit",
    "publisher.sheet.column.supplier": "Fournisseur",
    "publisher.sheet.column.language": "Langue",
    "publisher.sheet.column.market": "Marché",
    "publisher.sheet.column.version": "Version",
    "publisher.sheet.column.status": "Statut",
    "publisher.sheet.column.issued": "Émise le",
    "publisher.sheet.status.draft": "Brouillon",
    "publisher.sheet.status.published": "Publiée",
    "publisher.sheet.page.search": "Nom du produit, référence article ou clé de la fiche",
    "publisher.sheet.page.searchSubmit": "Rechercher",
    "publisher.sheet.page.found": "Versions de fiches : {{total}}",
    "publisher.sheet.page.foundMany":
      "Au moins {{total}} versions de fiches : ajoutez des mots à la recherche pour réduire la liste.",
    "publisher.sheet.page.noMatch":
      "Aucune fiche ne correspond à « {{q}} ». Essayez moins de mots ou d'autres mots.",
    "publisher.sheet.page.pager": "Pages des fiches",
    "publisher.sheet.copySearch.label":
      "Trouver la fiche à copier (nom du produit, référence article ou clé de la fiche)",
    "publisher.sheet.copySearch.submit": "Trouver",
    "publisher.sheet.copySearch.more":
      "Les {{shown}} premières des {{total}} versions de fiches sont affichées : recherchez pour en trouver une autre.",
    "publisher.sheet.copySearch.noMatch": "Aucune fiche ne correspond à « {{q}} ».",
  },
  it: {
    "publisher.sheet.conflict.changed":
      "Questa bozza è stata modificata da qualcun altro dopo che l'hai aperta. Non è stato salvato nulla.",
    "publisher.sheet.error.revision": "La revisione della bozza non è valida.",
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
    "publisher.sheet.page.title": "Le nostre schede di dati di sicurezza",
    "publisher.sheet.page.intro":
      "Tutte le versioni, lingue e mercati delle schede di dati di sicurezza che l'azienda redige in proprio.",
    "publisher.sheet.page.empty": "L'azienda non ha ancora redatto schede di dati di sicurezza.",
    "publisher.sheet.column.name": "Prodotto",
    "publisher.sheet.column.supplier": "Fornitore",
    "publisher.sheet.column.language": "Lingua",
    "publisher.sheet.column.market": "Mercato",
    "publisher.sheet.column.version": "Versione",
    "publisher.sheet.column.status": "Stato",
    "publisher.sheet.column.issued": "Emessa il",
    "publisher.sheet.status.draft": "Bozza",
    "publisher.sheet.status.published": "Pubblicata",
    "publisher.sheet.page.search": "Nome del prodotto, codice articolo o chiave della scheda",
    "publisher.sheet.page.searchSubmit": "Cerca",
    "publisher.sheet.page.found": "Versioni delle schede: {{total}}",
    "publisher.sheet.page.foundMany":
      "Almeno {{total}} versioni delle schede: aggiungi parole alla ricerca per restringere l'elenco.",
    "publisher.sheet.page.noMatch":
      "Nessuna scheda corrisponde a «{{q}}». Prova con meno parole o con altre.",
    "publisher.sheet.page.pager": "Pagine delle schede",
    "publisher.sheet.copySearch.label":
      "Trova la scheda da copiare (nome del prodotto, codice articolo o chiave della scheda)",
    "publisher.sheet.copySearch.submit": "Trova",
    "publisher.sheet.copySearch.more":
      "Sono elencate le prime {{shown}} di {{total}} versioni delle schede: cerca per trovarne un'altra.",
    "publisher.sheet.copySearch.noMatch": "Nessuna scheda corrisponde a «{{q}}».",
  },
  es: {
    "publisher.sheet.conflict.changed":
      "Otra persona modificó este borrador después de que lo abriera. No se guardó nada.",
    "publisher.sheet.error.revision": "La revisión del borrador no es válida.",
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
    "publisher.sheet.page.title": "Nuestras fichas de datos de seguridad",
    "publisher.sheet.page.intro":
      "Todas las versiones, idiomas y mercados de las fichas de datos de seguridad que su empresa redacta.",
    "publisher.sheet.page.empty": "Su empresa aún no ha redactado ninguna ficha de datos de seguridad.",
    "publisher.sheet.column.name": "Producto",
    "publisher.sheet.column.supplier": "Proveedor",
    "publisher.sheet.column.language": "Idioma",
    "publisher.sheet.column.market": "Mercado",
    "publisher.sheet.column.version": "Versión",
    "publisher.sheet.column.status": "Estado",
    "publisher.sheet.column.issued": "Emitida",
    "publisher.sheet.status.draft": "Borrador",
    "publisher.sheet.status.published": "Publicada",
    "publisher.sheet.page.search": "Nombre del producto, número de artículo o clave de la ficha",
    "publisher.sheet.page.searchSubmit": "Buscar",
    "publisher.sheet.page.found": "Versiones de fichas: {{total}}",
    "publisher.sheet.page.foundMany":
      "Al menos {{total}} versiones de fichas: añada palabras a la búsqueda para acotar la lista.",
    "publisher.sheet.page.noMatch":
      "Ninguna ficha coincide con «{{q}}». Pruebe con menos palabras o con otras.",
    "publisher.sheet.page.pager": "Páginas de fichas",
    "publisher.sheet.copySearch.label":
      "Buscar la ficha que se copiará (nombre del producto, número de artículo o clave de la ficha)",
    "publisher.sheet.copySearch.submit": "Buscar",
    "publisher.sheet.copySearch.more":
      "Se muestran las primeras {{shown}} de {{total}} versiones de fichas: busque para encontrar otra.",
    "publisher.sheet.copySearch.noMatch": "Ninguna ficha coincide con «{{q}}».",
  },
};

export default translations;
