import type { empty } from "./en";
import type { AreaTranslations } from "../types";

/** The empty-state pages in the nine translated languages. */
const translations: AreaTranslations<typeof empty> = {
  nb: {
    "empty.title": "{{module}}: kom i gang",
    "empty.state.no-data": "Du ser denne siden fordi bedriften din ikke har noe her ennå.",
    "empty.state.no-locations":
      "Du ser denne siden fordi bedriften din ikke har noen lokasjoner ennå. Produkter og lovlister hører til lokasjoner, så begynn med en lokasjon.",
    "empty.noPermission":
      "Det første steget krever tillatelsen «{{permission}}». Be en av administratorene deres om å gjøre det eller gi deg den tillatelsen.",
    "empty.home": "Tilbake til forsiden",
    "empty.notFound.title": "Fant ikke siden",
    "empty.notFound.text": "Det finnes ingen kom-i-gang-side for «{{module}}».",
    "empty.products.name": "Produkter",
    "empty.products.heading": "Ingen produkter ennå",
    "empty.products.intro":
      "Produkter er kjemikaliene bedriften din kjøper og bruker, hver med sitt sikkerhetsdatablad. Legg til et produkt for å samle sikkerhetsdatablad, farer og lokasjoner på ett sted.",
    "empty.products.action": "Legg til ditt første produkt",
    "empty.locations.name": "Lokasjoner",
    "empty.locations.heading": "Ingen lokasjoner ennå",
    "empty.locations.intro":
      "Lokasjoner beskriver hvor bedriften din oppbevarer og bruker kjemikalier, fra hele anlegg ned til rom og skap. Opprett din første lokasjon, og plasser så produktene der de faktisk er.",
    "empty.locations.action": "Opprett din første lokasjon",
    "empty.risk-assessments.name": "Risikovurderinger",
    "empty.risk-assessments.heading": "Ingen risikovurderinger ennå",
    "empty.risk-assessments.intro":
      "En risikovurdering beskriver farene ved å arbeide med et kjemikalie og tiltakene som holder folk trygge. Opprett en for et produkt på en lokasjon for å dokumentere at arbeidet gjøres trygt.",
    "empty.risk-assessments.action": "Opprett din første risikovurdering",
    "empty.custom-lists.name": "Egne lister",
    "empty.custom-lists.heading": "Ingen egne lister ennå",
    "empty.custom-lists.intro":
      "Egne lister er bedriftens egne lister over stoffer, for eksempel stoffer dere vil fase ut. Produkter som inneholder et listet stoff blir merket, slik at dere kan følge dem opp.",
    "empty.custom-lists.action": "Opprett din første egne liste",
    "empty.amounts.name": "Mengder",
    "empty.amounts.heading": "Ingen mengder ennå",
    "empty.amounts.intro":
      "Mengder viser hvor mye av hvert produkt bedriften din lagrer og bruker i løpet av et år. De utgjør mengderapporten som myndigheter og forsikringsselskap ofte ber om.",
    "empty.amounts.action": "Registrer dine første mengder",
    "empty.substitutions.name": "Substitusjoner",
    "empty.substitutions.heading": "Ingen substitusjoner ennå",
    "empty.substitutions.intro":
      "Substitusjon hjelper deg å erstatte farlige produkter med tryggere alternativer. Sammenlign et produkt med kandidater og behold en historikk over hver endring du gjør.",
    "empty.substitutions.action": "Start din første substitusjon",
    "empty.legislation-lists.name": "Lovlister",
    "empty.legislation-lists.heading": "Ingen lovlister ennå",
    "empty.legislation-lists.intro":
      "Lovlister viser hvilke av produktene deres som inneholder stoffer som er regulert av lover som REACH. Velg listene som gjelder for bedriften din for å se hvilke produkter det gjelder.",
    "empty.legislation-lists.action": "Legg til din første lovliste",
    "empty.sds-requests.name": "SDS-forespørsler",
    "empty.sds-requests.heading": "Ingen SDS-forespørsler ennå",
    "empty.sds-requests.intro":
      "En SDS-forespørsel ber en leverandør om et nytt eller oppdatert sikkerhetsdatablad. Send en forespørsel og følg den til det nye databladet kommer.",
    "empty.sds-requests.action": "Send din første SDS-forespørsel",
  },
  sv: {
    "empty.title": "{{module}}: kom igång",
    "empty.state.no-data": "Du ser den här sidan eftersom ert företag inte har något här ännu.",
    "empty.state.no-locations":
      "Du ser den här sidan eftersom ert företag inte har några platser ännu. Produkter och lagstiftningslistor hör till platser, så börja med en plats.",
    "empty.noPermission":
      "Det första steget kräver behörigheten ”{{permission}}”. Be någon av era administratörer att göra det eller ge dig den behörigheten.",
    "empty.home": "Tillbaka till startsidan",
    "empty.notFound.title": "Sidan hittades inte",
    "empty.notFound.text": "Det finns ingen kom-igång-sida för ”{{module}}”.",
    "empty.products.name": "Produkter",
    "empty.products.heading": "Inga produkter ännu",
    "empty.products.intro":
      "Produkter är de kemikalier ert företag köper och använder, var och en med sitt säkerhetsdatablad. Lägg till en produkt för att samla säkerhetsdatablad, faror och platser på ett ställe.",
    "empty.products.action": "Lägg till din första produkt",
    "empty.locations.name": "Platser",
    "empty.locations.heading": "Inga platser ännu",
    "empty.locations.intro":
      "Platser beskriver var ert företag förvarar och använder kemikalier, från hela anläggningar ner till rum och skåp. Skapa din första plats och placera sedan produkterna där de faktiskt finns.",
    "empty.locations.action": "Skapa din första plats",
    "empty.risk-assessments.name": "Riskbedömningar",
    "empty.risk-assessments.heading": "Inga riskbedömningar ännu",
    "empty.risk-assessments.intro":
      "En riskbedömning beskriver riskerna med att arbeta med en kemikalie och de åtgärder som håller människor säkra. Skapa en för en produkt på en plats för att dokumentera att arbetet utförs säkert.",
    "empty.risk-assessments.action": "Skapa din första riskbedömning",
    "empty.custom-lists.name": "Egna listor",
    "empty.custom-lists.heading": "Inga egna listor ännu",
    "empty.custom-lists.intro":
      "Egna listor är ert företags egna listor över ämnen, till exempel ämnen ni vill fasa ut. Produkter som innehåller ett listat ämne markeras, så att ni kan följa upp dem.",
    "empty.custom-lists.action": "Skapa din första egna lista",
    "empty.amounts.name": "Mängder",
    "empty.amounts.heading": "Inga mängder ännu",
    "empty.amounts.intro":
      "Mängder visar hur mycket av varje produkt ert företag lagrar och använder under ett år. De utgör mängdrapporten som myndigheter och försäkringsbolag ofta efterfrågar.",
    "empty.amounts.action": "Registrera dina första mängder",
    "empty.substitutions.name": "Substitutioner",
    "empty.substitutions.heading": "Inga substitutioner ännu",
    "empty.substitutions.intro":
      "Substitution hjälper dig att ersätta farliga produkter med säkrare alternativ. Jämför en produkt med kandidater och behåll en historik över varje ändring du gör.",
    "empty.substitutions.action": "Starta din första substitution",
    "empty.legislation-lists.name": "Lagstiftningslistor",
    "empty.legislation-lists.heading": "Inga lagstiftningslistor ännu",
    "empty.legislation-lists.intro":
      "Lagstiftningslistor visar vilka av era produkter som innehåller ämnen som regleras av lagar som REACH. Välj de listor som gäller ert företag för att se vilka produkter det gäller.",
    "empty.legislation-lists.action": "Lägg till din första lagstiftningslista",
    "empty.sds-requests.name": "SDS-förfrågningar",
    "empty.sds-requests.heading": "Inga SDS-förfrågningar ännu",
    "empty.sds-requests.intro":
      "En SDS-förfrågan ber en leverantör om ett nytt eller uppdaterat säkerhetsdatablad. Skicka en förfrågan och följ den tills det nya databladet kommer.",
    "empty.sds-requests.action": "Skicka din första SDS-förfrågan",
  },
  da: {
    "empty.title": "{{module}}: kom i gang",
    "empty.state.no-data": "Du ser denne side, fordi jeres virksomhed ikke har noget her endnu.",
    "empty.state.no-locations":
      "Du ser denne side, fordi jeres virksomhed ikke har nogen lokationer endnu. Produkter og lovlister hører til lokationer, så start med en lokation.",
    "empty.noPermission":
      "Det første skridt kræver tilladelsen »{{permission}}«. Bed en af jeres administratorer om at gøre det eller give dig den tilladelse.",
    "empty.home": "Tilbage til forsiden",
    "empty.notFound.title": "Siden blev ikke fundet",
    "empty.notFound.text": "Der findes ingen kom-i-gang-side for »{{module}}«.",
    "empty.products.name": "Produkter",
    "empty.products.heading": "Ingen produkter endnu",
    "empty.products.intro":
      "Produkter er de kemikalier, jeres virksomhed køber og bruger, hver med sit sikkerhedsdatablad. Tilføj et produkt for at samle sikkerhedsdatablad, farer og lokationer ét sted.",
    "empty.products.action": "Tilføj dit første produkt",
    "empty.locations.name": "Lokationer",
    "empty.locations.heading": "Ingen lokationer endnu",
    "empty.locations.intro":
      "Lokationer beskriver, hvor jeres virksomhed opbevarer og bruger kemikalier, fra hele anlæg ned til rum og skabe. Opret din første lokation, og placer derefter produkterne, hvor de rent faktisk er.",
    "empty.locations.action": "Opret din første lokation",
    "empty.risk-assessments.name": "Risikovurderinger",
    "empty.risk-assessments.heading": "Ingen risikovurderinger endnu",
    "empty.risk-assessments.intro":
      "En risikovurdering beskriver farerne ved at arbejde med et kemikalie og de foranstaltninger, der holder folk sikre. Opret en for et produkt på en lokation for at dokumentere, at arbejdet udføres sikkert.",
    "empty.risk-assessments.action": "Opret din første risikovurdering",
    "empty.custom-lists.name": "Egne lister",
    "empty.custom-lists.heading": "Ingen egne lister endnu",
    "empty.custom-lists.intro":
      "Egne lister er jeres virksomheds egne lister over stoffer, for eksempel stoffer I vil udfase. Produkter, der indeholder et listet stof, bliver markeret, så I kan følge op på dem.",
    "empty.custom-lists.action": "Opret din første egne liste",
    "empty.amounts.name": "Mængder",
    "empty.amounts.heading": "Ingen mængder endnu",
    "empty.amounts.intro":
      "Mængder viser, hvor meget af hvert produkt jeres virksomhed opbevarer og bruger på et år. De udgør mængderapporten, som myndigheder og forsikringsselskaber ofte beder om.",
    "empty.amounts.action": "Registrer dine første mængder",
    "empty.substitutions.name": "Substitutioner",
    "empty.substitutions.heading": "Ingen substitutioner endnu",
    "empty.substitutions.intro":
      "Substitution hjælper dig med at erstatte farlige produkter med sikrere alternativer. Sammenlign et produkt med kandidater, og behold en historik over hver ændring, du foretager.",
    "empty.substitutions.action": "Start din første substitution",
    "empty.legislation-lists.name": "Lovlister",
    "empty.legislation-lists.heading": "Ingen lovlister endnu",
    "empty.legislation-lists.intro":
      "Lovlister viser, hvilke af jeres produkter der indeholder stoffer, som er reguleret af love som REACH. Vælg de lister, der gælder for jeres virksomhed, for at se de berørte produkter.",
    "empty.legislation-lists.action": "Tilføj din første lovliste",
    "empty.sds-requests.name": "SDS-anmodninger",
    "empty.sds-requests.heading": "Ingen SDS-anmodninger endnu",
    "empty.sds-requests.intro":
      "En SDS-anmodning beder en leverandør om et nyt eller opdateret sikkerhedsdatablad. Send en anmodning, og følg den, indtil det nye datablad kommer.",
    "empty.sds-requests.action": "Send din første SDS-anmodning",
  },
  fi: {
    "empty.title": "{{module}}: aloitus",
    "empty.state.no-data": "Näet tämän sivun, koska yritykselläsi ei ole vielä mitään täällä.",
    "empty.state.no-locations":
      "Näet tämän sivun, koska yritykselläsi ei ole vielä sijainteja. Tuotteet ja lainsäädäntölistat kuuluvat sijainteihin, joten aloita sijainnista.",
    "empty.noPermission":
      "Ensimmäinen vaihe vaatii käyttöoikeuden ”{{permission}}”. Pyydä jotakuta ylläpitäjistänne tekemään se tai antamaan sinulle tämä käyttöoikeus.",
    "empty.home": "Takaisin etusivulle",
    "empty.notFound.title": "Sivua ei löytynyt",
    "empty.notFound.text": "Kohteelle ”{{module}}” ei ole aloitussivua.",
    "empty.products.name": "Tuotteet",
    "empty.products.heading": "Ei vielä tuotteita",
    "empty.products.intro":
      "Tuotteet ovat kemikaaleja, joita yrityksesi ostaa ja käyttää, kukin omine käyttöturvallisuustiedotteineen. Lisää tuote, niin sen käyttöturvallisuustiedote, vaarat ja sijainnit ovat yhdessä paikassa.",
    "empty.products.action": "Lisää ensimmäinen tuotteesi",
    "empty.locations.name": "Sijainnit",
    "empty.locations.heading": "Ei vielä sijainteja",
    "empty.locations.intro":
      "Sijainnit kuvaavat, missä yrityksesi säilyttää ja käyttää kemikaaleja, kokonaisista toimipaikoista huoneisiin ja kaappeihin. Luo ensimmäinen sijaintisi ja sijoita tuotteet sitten sinne, missä ne todella ovat.",
    "empty.locations.action": "Luo ensimmäinen sijaintisi",
    "empty.risk-assessments.name": "Riskinarvioinnit",
    "empty.risk-assessments.heading": "Ei vielä riskinarviointeja",
    "empty.risk-assessments.intro":
      "Riskinarviointi kirjaa kemikaalin kanssa työskentelyn vaarat ja toimenpiteet, jotka pitävät ihmiset turvassa. Luo sellainen sijainnissa olevalle tuotteelle dokumentoidaksesi, että työ tehdään turvallisesti.",
    "empty.risk-assessments.action": "Luo ensimmäinen riskinarviointisi",
    "empty.custom-lists.name": "Omat listat",
    "empty.custom-lists.heading": "Ei vielä omia listoja",
    "empty.custom-lists.intro":
      "Omat listat ovat yrityksesi omia ainelistoja, esimerkiksi aineista, jotka haluatte poistaa käytöstä. Listattua ainetta sisältävät tuotteet merkitään, jotta voitte seurata niitä.",
    "empty.custom-lists.action": "Luo ensimmäinen oma listasi",
    "empty.amounts.name": "Määrät",
    "empty.amounts.heading": "Ei vielä määriä",
    "empty.amounts.intro":
      "Määrät kertovat, kuinka paljon kutakin tuotetta yrityksesi varastoi ja käyttää vuodessa. Niistä muodostuu määräraportti, jota viranomaiset ja vakuutusyhtiöt usein pyytävät.",
    "empty.amounts.action": "Kirjaa ensimmäiset määräsi",
    "empty.substitutions.name": "Korvaamiset",
    "empty.substitutions.heading": "Ei vielä korvaamisia",
    "empty.substitutions.intro":
      "Korvaaminen auttaa vaihtamaan vaaralliset tuotteet turvallisempiin vaihtoehtoihin. Vertaa tuotetta ehdokkaisiin ja säilytä historia jokaisesta tekemästäsi muutoksesta.",
    "empty.substitutions.action": "Aloita ensimmäinen korvaamisesi",
    "empty.legislation-lists.name": "Lainsäädäntölistat",
    "empty.legislation-lists.heading": "Ei vielä lainsäädäntölistoja",
    "empty.legislation-lists.intro":
      "Lainsäädäntölistat näyttävät, mitkä tuotteistanne sisältävät aineita, joita REACHin kaltaiset lait säätelevät. Valitse yritystäsi koskevat listat nähdäksesi asianomaiset tuotteet.",
    "empty.legislation-lists.action": "Lisää ensimmäinen lainsäädäntölistasi",
    "empty.sds-requests.name": "KTT-pyynnöt",
    "empty.sds-requests.heading": "Ei vielä KTT-pyyntöjä",
    "empty.sds-requests.intro":
      "KTT-pyynnöllä pyydetään toimittajalta uusi tai päivitetty käyttöturvallisuustiedote. Lähetä pyyntö ja seuraa sitä, kunnes uusi tiedote saapuu.",
    "empty.sds-requests.action": "Lähetä ensimmäinen KTT-pyyntösi",
  },
  de: {
    "empty.title": "{{module}}: erste Schritte",
    "empty.state.no-data": "Sie sehen diese Seite, weil Ihr Unternehmen hier noch nichts hat.",
    "empty.state.no-locations":
      "Sie sehen diese Seite, weil Ihr Unternehmen noch keine Standorte hat. Produkte und Gesetzeslisten gehören zu Standorten, beginnen Sie also mit einem Standort.",
    "empty.noPermission":
      "Der erste Schritt erfordert die Berechtigung „{{permission}}“. Bitten Sie einen Ihrer Administratoren, ihn auszuführen oder Ihnen diese Berechtigung zu geben.",
    "empty.home": "Zurück zur Startseite",
    "empty.notFound.title": "Seite nicht gefunden",
    "empty.notFound.text": "Für „{{module}}“ gibt es keine Seite für die ersten Schritte.",
    "empty.products.name": "Produkte",
    "empty.products.heading": "Noch keine Produkte",
    "empty.products.intro":
      "Produkte sind die Chemikalien, die Ihr Unternehmen kauft und verwendet, jeweils mit ihrem Sicherheitsdatenblatt. Fügen Sie ein Produkt hinzu, um Sicherheitsdatenblatt, Gefahren und Standorte an einem Ort zu haben.",
    "empty.products.action": "Ihr erstes Produkt hinzufügen",
    "empty.locations.name": "Standorte",
    "empty.locations.heading": "Noch keine Standorte",
    "empty.locations.intro":
      "Standorte beschreiben, wo Ihr Unternehmen Chemikalien lagert und verwendet, vom ganzen Werk bis zu Räumen und Schränken. Legen Sie Ihren ersten Standort an und ordnen Sie die Produkte dann dort zu, wo sie wirklich sind.",
    "empty.locations.action": "Ihren ersten Standort anlegen",
    "empty.risk-assessments.name": "Gefährdungsbeurteilungen",
    "empty.risk-assessments.heading": "Noch keine Gefährdungsbeurteilungen",
    "empty.risk-assessments.intro":
      "Eine Gefährdungsbeurteilung hält die Gefahren bei der Arbeit mit einer Chemikalie und die Schutzmaßnahmen fest. Erstellen Sie eine für ein Produkt an einem Standort, um zu dokumentieren, dass sicher gearbeitet wird.",
    "empty.risk-assessments.action": "Ihre erste Gefährdungsbeurteilung erstellen",
    "empty.custom-lists.name": "Eigene Listen",
    "empty.custom-lists.heading": "Noch keine eigenen Listen",
    "empty.custom-lists.intro":
      "Eigene Listen sind die Stofflisten Ihres Unternehmens, zum Beispiel Stoffe, die Sie ersetzen möchten. Produkte, die einen gelisteten Stoff enthalten, werden markiert, damit Sie sie weiterverfolgen können.",
    "empty.custom-lists.action": "Ihre erste eigene Liste erstellen",
    "empty.amounts.name": "Mengen",
    "empty.amounts.heading": "Noch keine Mengen",
    "empty.amounts.intro":
      "Mengen zeigen, wie viel von jedem Produkt Ihr Unternehmen in einem Jahr lagert und verbraucht. Daraus entsteht der Mengenbericht, den Behörden und Versicherer oft verlangen.",
    "empty.amounts.action": "Ihre ersten Mengen erfassen",
    "empty.substitutions.name": "Substitutionen",
    "empty.substitutions.heading": "Noch keine Substitutionen",
    "empty.substitutions.intro":
      "Die Substitution hilft Ihnen, gefährliche Produkte durch sicherere Alternativen zu ersetzen. Vergleichen Sie ein Produkt mit Kandidaten und behalten Sie jede Änderung im Verlauf.",
    "empty.substitutions.action": "Ihre erste Substitution starten",
    "empty.legislation-lists.name": "Gesetzeslisten",
    "empty.legislation-lists.heading": "Noch keine Gesetzeslisten",
    "empty.legislation-lists.intro":
      "Gesetzeslisten zeigen, welche Ihrer Produkte Stoffe enthalten, die Gesetze wie REACH regeln. Wählen Sie die Listen, die für Ihr Unternehmen gelten, um die betroffenen Produkte zu sehen.",
    "empty.legislation-lists.action": "Ihre erste Gesetzesliste hinzufügen",
    "empty.sds-requests.name": "SDB-Anfragen",
    "empty.sds-requests.heading": "Noch keine SDB-Anfragen",
    "empty.sds-requests.intro":
      "Eine SDB-Anfrage bittet einen Lieferanten um ein neues oder aktualisiertes Sicherheitsdatenblatt. Senden Sie eine Anfrage und verfolgen Sie sie, bis das neue Blatt eintrifft.",
    "empty.sds-requests.action": "Ihre erste SDB-Anfrage senden",
  },
  nl: {
    "empty.title": "{{module}}: aan de slag",
    "empty.state.no-data": "U ziet deze pagina omdat uw bedrijf hier nog niets heeft.",
    "empty.state.no-locations":
      "U ziet deze pagina omdat uw bedrijf nog geen locaties heeft. Producten en wetgevingslijsten horen bij locaties, dus begin met een locatie.",
    "empty.noPermission":
      "Voor de eerste stap is de machtiging ‘{{permission}}’ nodig. Vraag een van uw beheerders om het te doen of u die machtiging te geven.",
    "empty.home": "Terug naar de startpagina",
    "empty.notFound.title": "Pagina niet gevonden",
    "empty.notFound.text": "Er is geen aan-de-slagpagina voor ‘{{module}}’.",
    "empty.products.name": "Producten",
    "empty.products.heading": "Nog geen producten",
    "empty.products.intro":
      "Producten zijn de chemicaliën die uw bedrijf koopt en gebruikt, elk met een veiligheidsinformatieblad. Voeg een product toe om het veiligheidsinformatieblad, de gevaren en de locaties op één plek te hebben.",
    "empty.products.action": "Voeg uw eerste product toe",
    "empty.locations.name": "Locaties",
    "empty.locations.heading": "Nog geen locaties",
    "empty.locations.intro":
      "Locaties beschrijven waar uw bedrijf chemicaliën opslaat en gebruikt, van hele vestigingen tot ruimtes en kasten. Maak uw eerste locatie aan en plaats de producten daarna waar ze echt staan.",
    "empty.locations.action": "Maak uw eerste locatie aan",
    "empty.risk-assessments.name": "Risicobeoordelingen",
    "empty.risk-assessments.heading": "Nog geen risicobeoordelingen",
    "empty.risk-assessments.intro":
      "Een risicobeoordeling legt de gevaren van het werken met een chemische stof vast en de maatregelen die mensen veilig houden. Maak er een voor een product op een locatie om vast te leggen dat het werk veilig gebeurt.",
    "empty.risk-assessments.action": "Maak uw eerste risicobeoordeling",
    "empty.custom-lists.name": "Eigen lijsten",
    "empty.custom-lists.heading": "Nog geen eigen lijsten",
    "empty.custom-lists.intro":
      "Eigen lijsten zijn de eigen stoffenlijsten van uw bedrijf, bijvoorbeeld stoffen die u wilt uitfaseren. Producten met een vermelde stof worden gemarkeerd, zodat u ze kunt opvolgen.",
    "empty.custom-lists.action": "Maak uw eerste eigen lijst",
    "empty.amounts.name": "Hoeveelheden",
    "empty.amounts.heading": "Nog geen hoeveelheden",
    "empty.amounts.intro":
      "Hoeveelheden geven aan hoeveel van elk product uw bedrijf in een jaar opslaat en gebruikt. Ze vormen het hoeveelhedenrapport waar overheden en verzekeraars vaak om vragen.",
    "empty.amounts.action": "Leg uw eerste hoeveelheden vast",
    "empty.substitutions.name": "Substituties",
    "empty.substitutions.heading": "Nog geen substituties",
    "empty.substitutions.intro":
      "Substitutie helpt u gevaarlijke producten te vervangen door veiligere alternatieven. Vergelijk een product met kandidaten en bewaar een geschiedenis van elke wijziging die u maakt.",
    "empty.substitutions.action": "Start uw eerste substitutie",
    "empty.legislation-lists.name": "Wetgevingslijsten",
    "empty.legislation-lists.heading": "Nog geen wetgevingslijsten",
    "empty.legislation-lists.intro":
      "Wetgevingslijsten tonen welke van uw producten stoffen bevatten die wetten als REACH reguleren. Kies de lijsten die voor uw bedrijf gelden om de betrokken producten te zien.",
    "empty.legislation-lists.action": "Voeg uw eerste wetgevingslijst toe",
    "empty.sds-requests.name": "VIB-aanvragen",
    "empty.sds-requests.heading": "Nog geen VIB-aanvragen",
    "empty.sds-requests.intro":
      "Met een VIB-aanvraag vraagt u een leverancier om een nieuw of bijgewerkt veiligheidsinformatieblad. Verstuur een aanvraag en volg die tot het nieuwe blad binnen is.",
    "empty.sds-requests.action": "Verstuur uw eerste VIB-aanvraag",
  },
  fr: {
    "empty.title": "{{module}} : premiers pas",
    "empty.state.no-data": "Vous voyez cette page parce que votre entreprise n'a encore rien ici.",
    "empty.state.no-locations":
      "Vous voyez cette page parce que votre entreprise n'a encore aucun site. Les produits et les listes réglementaires sont rattachés à des sites : commencez donc par un site.",
    "empty.noPermission":
      "La première étape nécessite l'autorisation « {{permission}} ». Demandez à l'un de vos administrateurs de la réaliser ou de vous donner cette autorisation.",
    "empty.home": "Retour à la page d'accueil",
    "empty.notFound.title": "Page introuvable",
    "empty.notFound.text": "Il n'existe pas de page de premiers pas pour « {{module}} ».",
    "empty.products.name": "Produits",
    "empty.products.heading": "Aucun produit pour l'instant",
    "empty.products.intro":
      "Les produits sont les substances chimiques que votre entreprise achète et utilise, chacune avec sa fiche de données de sécurité. Ajoutez un produit pour réunir sa fiche de données de sécurité, ses dangers et ses sites au même endroit.",
    "empty.products.action": "Ajouter votre premier produit",
    "empty.locations.name": "Sites",
    "empty.locations.heading": "Aucun site pour l'instant",
    "empty.locations.intro":
      "Les sites décrivent où votre entreprise stocke et utilise des produits chimiques, de l'établissement entier jusqu'aux pièces et armoires. Créez votre premier site, puis placez les produits là où ils se trouvent réellement.",
    "empty.locations.action": "Créer votre premier site",
    "empty.risk-assessments.name": "Évaluations des risques",
    "empty.risk-assessments.heading": "Aucune évaluation des risques pour l'instant",
    "empty.risk-assessments.intro":
      "Une évaluation des risques consigne les dangers liés au travail avec un produit chimique et les mesures qui protègent les personnes. Créez-en une pour un produit sur un site afin de documenter que le travail se fait en sécurité.",
    "empty.risk-assessments.action": "Créer votre première évaluation des risques",
    "empty.custom-lists.name": "Listes personnalisées",
    "empty.custom-lists.heading": "Aucune liste personnalisée pour l'instant",
    "empty.custom-lists.intro":
      "Les listes personnalisées sont les listes de substances propres à votre entreprise, par exemple celles que vous voulez supprimer progressivement. Les produits qui contiennent une substance listée sont signalés, pour que vous puissiez en assurer le suivi.",
    "empty.custom-lists.action": "Créer votre première liste personnalisée",
    "empty.amounts.name": "Quantités",
    "empty.amounts.heading": "Aucune quantité pour l'instant",
    "empty.amounts.intro":
      "Les quantités indiquent combien de chaque produit votre entreprise stocke et utilise en un an. Elles constituent le rapport des quantités que les autorités et les assureurs demandent souvent.",
    "empty.amounts.action": "Saisir vos premières quantités",
    "empty.substitutions.name": "Substitutions",
    "empty.substitutions.heading": "Aucune substitution pour l'instant",
    "empty.substitutions.intro":
      "La substitution vous aide à remplacer les produits dangereux par des solutions plus sûres. Comparez un produit avec des candidats et gardez un historique de chaque changement effectué.",
    "empty.substitutions.action": "Commencer votre première substitution",
    "empty.legislation-lists.name": "Listes réglementaires",
    "empty.legislation-lists.heading": "Aucune liste réglementaire pour l'instant",
    "empty.legislation-lists.intro":
      "Les listes réglementaires montrent lesquels de vos produits contiennent des substances réglementées par des lois comme REACH. Choisissez les listes qui s'appliquent à votre entreprise pour voir les produits concernés.",
    "empty.legislation-lists.action": "Ajouter votre première liste réglementaire",
    "empty.sds-requests.name": "Demandes de FDS",
    "empty.sds-requests.heading": "Aucune demande de FDS pour l'instant",
    "empty.sds-requests.intro":
      "Une demande de FDS demande à un fournisseur une fiche de données de sécurité nouvelle ou mise à jour. Envoyez une demande et suivez-la jusqu'à l'arrivée de la nouvelle fiche.",
    "empty.sds-requests.action": "Envoyer votre première demande de FDS",
  },
  it: {
    "empty.title": "{{module}}: primi passi",
    "empty.state.no-data": "Vedi questa pagina perché la tua azienda non ha ancora nulla qui.",
    "empty.state.no-locations":
      "Vedi questa pagina perché la tua azienda non ha ancora ubicazioni. Prodotti ed elenchi normativi appartengono alle ubicazioni, quindi inizia da un'ubicazione.",
    "empty.noPermission":
      "Il primo passo richiede l'autorizzazione «{{permission}}». Chiedi a uno dei tuoi amministratori di farlo o di darti questa autorizzazione.",
    "empty.home": "Torna alla pagina iniziale",
    "empty.notFound.title": "Pagina non trovata",
    "empty.notFound.text": "Non esiste una pagina di primi passi per «{{module}}».",
    "empty.products.name": "Prodotti",
    "empty.products.heading": "Ancora nessun prodotto",
    "empty.products.intro":
      "I prodotti sono le sostanze chimiche che la tua azienda acquista e usa, ognuna con la propria scheda di dati di sicurezza. Aggiungi un prodotto per avere scheda di dati di sicurezza, pericoli e ubicazioni in un unico posto.",
    "empty.products.action": "Aggiungi il tuo primo prodotto",
    "empty.locations.name": "Ubicazioni",
    "empty.locations.heading": "Ancora nessuna ubicazione",
    "empty.locations.intro":
      "Le ubicazioni descrivono dove la tua azienda conserva e usa le sostanze chimiche, dagli interi stabilimenti fino a stanze e armadi. Crea la tua prima ubicazione, poi colloca i prodotti dove si trovano davvero.",
    "empty.locations.action": "Crea la tua prima ubicazione",
    "empty.risk-assessments.name": "Valutazioni dei rischi",
    "empty.risk-assessments.heading": "Ancora nessuna valutazione dei rischi",
    "empty.risk-assessments.intro":
      "Una valutazione dei rischi registra i pericoli del lavoro con una sostanza chimica e le misure che proteggono le persone. Creane una per un prodotto in un'ubicazione per documentare che il lavoro si svolge in sicurezza.",
    "empty.risk-assessments.action": "Crea la tua prima valutazione dei rischi",
    "empty.custom-lists.name": "Elenchi personalizzati",
    "empty.custom-lists.heading": "Ancora nessun elenco personalizzato",
    "empty.custom-lists.intro":
      "Gli elenchi personalizzati sono gli elenchi di sostanze della tua azienda, per esempio quelle che volete eliminare gradualmente. I prodotti che contengono una sostanza elencata vengono segnalati, così potete seguirli.",
    "empty.custom-lists.action": "Crea il tuo primo elenco personalizzato",
    "empty.amounts.name": "Quantità",
    "empty.amounts.heading": "Ancora nessuna quantità",
    "empty.amounts.intro":
      "Le quantità indicano quanto di ciascun prodotto la tua azienda conserva e usa in un anno. Formano il rapporto sulle quantità che autorità e assicuratori chiedono spesso.",
    "empty.amounts.action": "Registra le tue prime quantità",
    "empty.substitutions.name": "Sostituzioni",
    "empty.substitutions.heading": "Ancora nessuna sostituzione",
    "empty.substitutions.intro":
      "La sostituzione ti aiuta a sostituire i prodotti pericolosi con alternative più sicure. Confronta un prodotto con i candidati e conserva la cronologia di ogni modifica.",
    "empty.substitutions.action": "Avvia la tua prima sostituzione",
    "empty.legislation-lists.name": "Elenchi normativi",
    "empty.legislation-lists.heading": "Ancora nessun elenco normativo",
    "empty.legislation-lists.intro":
      "Gli elenchi normativi mostrano quali dei tuoi prodotti contengono sostanze regolate da leggi come REACH. Scegli gli elenchi che valgono per la tua azienda per vedere i prodotti interessati.",
    "empty.legislation-lists.action": "Aggiungi il tuo primo elenco normativo",
    "empty.sds-requests.name": "Richieste di SDS",
    "empty.sds-requests.heading": "Ancora nessuna richiesta di SDS",
    "empty.sds-requests.intro":
      "Una richiesta di SDS chiede a un fornitore una scheda di dati di sicurezza nuova o aggiornata. Invia una richiesta e seguila finché non arriva la nuova scheda.",
    "empty.sds-requests.action": "Invia la tua prima richiesta di SDS",
  },
  es: {
    "empty.title": "{{module}}: primeros pasos",
    "empty.state.no-data": "Ve esta página porque su empresa todavía no tiene nada aquí.",
    "empty.state.no-locations":
      "Ve esta página porque su empresa todavía no tiene ubicaciones. Los productos y las listas legislativas pertenecen a ubicaciones, así que empiece por una ubicación.",
    "empty.noPermission":
      "El primer paso requiere el permiso «{{permission}}». Pida a uno de sus administradores que lo haga o que le dé ese permiso.",
    "empty.home": "Volver a la página de inicio",
    "empty.notFound.title": "Página no encontrada",
    "empty.notFound.text": "No existe una página de primeros pasos para «{{module}}».",
    "empty.products.name": "Productos",
    "empty.products.heading": "Todavía no hay productos",
    "empty.products.intro":
      "Los productos son las sustancias químicas que su empresa compra y usa, cada una con su ficha de datos de seguridad. Añada un producto para tener su ficha de datos de seguridad, sus peligros y sus ubicaciones en un solo lugar.",
    "empty.products.action": "Añada su primer producto",
    "empty.locations.name": "Ubicaciones",
    "empty.locations.heading": "Todavía no hay ubicaciones",
    "empty.locations.intro":
      "Las ubicaciones describen dónde almacena y usa su empresa las sustancias químicas, desde centros enteros hasta salas y armarios. Cree su primera ubicación y después coloque los productos donde realmente están.",
    "empty.locations.action": "Cree su primera ubicación",
    "empty.risk-assessments.name": "Evaluaciones de riesgos",
    "empty.risk-assessments.heading": "Todavía no hay evaluaciones de riesgos",
    "empty.risk-assessments.intro":
      "Una evaluación de riesgos registra los peligros de trabajar con una sustancia química y las medidas que mantienen a las personas seguras. Cree una para un producto en una ubicación para documentar que el trabajo se hace con seguridad.",
    "empty.risk-assessments.action": "Cree su primera evaluación de riesgos",
    "empty.custom-lists.name": "Listas propias",
    "empty.custom-lists.heading": "Todavía no hay listas propias",
    "empty.custom-lists.intro":
      "Las listas propias son las listas de sustancias de su empresa, por ejemplo las que quieren eliminar progresivamente. Los productos que contienen una sustancia de la lista se marcan para que pueda hacerles seguimiento.",
    "empty.custom-lists.action": "Cree su primera lista propia",
    "empty.amounts.name": "Cantidades",
    "empty.amounts.heading": "Todavía no hay cantidades",
    "empty.amounts.intro":
      "Las cantidades indican cuánto de cada producto almacena y usa su empresa en un año. Forman el informe de cantidades que las autoridades y las aseguradoras suelen pedir.",
    "empty.amounts.action": "Registre sus primeras cantidades",
    "empty.substitutions.name": "Sustituciones",
    "empty.substitutions.heading": "Todavía no hay sustituciones",
    "empty.substitutions.intro":
      "La sustitución le ayuda a reemplazar productos peligrosos por alternativas más seguras. Compare un producto con candidatos y conserve un historial de cada cambio que haga.",
    "empty.substitutions.action": "Inicie su primera sustitución",
    "empty.legislation-lists.name": "Listas legislativas",
    "empty.legislation-lists.heading": "Todavía no hay listas legislativas",
    "empty.legislation-lists.intro":
      "Las listas legislativas muestran cuáles de sus productos contienen sustancias reguladas por leyes como REACH. Elija las listas que se aplican a su empresa para ver los productos afectados.",
    "empty.legislation-lists.action": "Añada su primera lista legislativa",
    "empty.sds-requests.name": "Solicitudes de FDS",
    "empty.sds-requests.heading": "Todavía no hay solicitudes de FDS",
    "empty.sds-requests.intro":
      "Una solicitud de FDS pide a un proveedor una ficha de datos de seguridad nueva o actualizada. Envíe una solicitud y sígala hasta que llegue la nueva ficha.",
    "empty.sds-requests.action": "Envíe su primera solicitud de FDS",
  },
};

export default translations;
