import { describe, expect, it } from "vitest";
import { identityOf, languageOf, parseDate } from "../../api/products/sds-identity";
import { renderSdsPdf } from "../../api/products/sds-pdf";
import { readSds } from "../../api/products/sds-reader";

/**
 * api/products/sds-identity.ts: a sheet's identity from its text. The sheets below are written for these tests
 * (no supplier's text), each in the layout real sheets use: label and value side by side, the value on the
 * next line, or a two-column layout whose value stands on the line above its label.
 */

const sheet = (...lines: string[]) => lines.join("\n");

describe("an EU sheet in German, two columns (values above their labels)", () => {
  const text = sheet(
    "SICHERHEITSDATENBLATT",
    "Version 4.2  SDB-Nr. 880001234",
    "Überarbeitet am 12.05.2023 Datum 01.06.2023",
    "Ersetzt Version:  4.1",
    "ABSCHNITT 1: Bezeichnung des Stoffs bzw. des Gemischs und des Unternehmens",
    ":  Reinigungskonzentrat Blau",
    "1.1. Produktidentifikator",
    "Artikelnummer  :  RB-2040",
    "1.2. Relevante identifizierte Verwendungen des Stoffs oder Gemischs und Verwendungen, von denen abgeraten wird",
    "Verwendung  :  Reinigungsmittel für die Industrie.",
    ":  Musterchemie GmbH",
    "1.3. Einzelheiten zum",
    "Industriestraße 5",
    "Lieferanten, der das",
    "12345 Musterstadt",
    "Sicherheitsdatenblatt bereitstellt",
    "Deutschland",
    "1.4. Notrufnummer",
    "Giftnotruf 030 19240",
    "ABSCHNITT 2: Mögliche Gefahren",
    "2.1. Einstufung des Stoffs oder Gemischs",
    "Das Gemisch ist nach der Verordnung (EG) Nr. 1272/2008 nicht eingestuft.",
  );

  it("reads every field", () => {
    expect(identityOf(text)).toEqual({
      product_name: "Reinigungskonzentrat Blau",
      supplier: "Musterchemie GmbH",
      article_no: "RB-2040",
      sds_number: "880001234",
      language: "de",
      market: "DE",
      version: "4.2",
      // The revision date, not the print date beside it; not the superseded version.
      revision_date: "2023-05-12",
    });
  });
});

describe("a US OSHA sheet", () => {
  const text = sheet(
    "SAFETY DATA SHEET",
    "Creation Date  03-Feb-2015  Revision Date  07/04/2021  Revision Number  3",
    "1. Identification",
    "Product Name  Brightline® Glass Polish",
    "Cat No. :  BG-100; BG-200,",
    "BG-500",
    "Recommended Use  Cleaning glass.",
    "Details of the supplier of the safety data sheet",
    "Company",
    "Example Labs Inc.",
    "12 Orchard Lane",
    "Springfield, IL 62701",
    "Tel: (217) 555-0100",
    "2. Hazard(s) identification",
    "This chemical is considered hazardous by the 2012 OSHA Hazard Communication Standard (29 CFR 1910.1200)",
    "Serious Eye Damage/Eye Irritation  Category 2",
  );

  it("reads the name with its ®, the company under its label, the wrapped list of numbers", () => {
    const identity = identityOf(text);
    expect(identity).toMatchObject({
      product_name: "Brightline® Glass Polish",
      supplier: "Example Labs Inc.",
      article_no: "BG-100; BG-200, BG-500",
      sds_number: null,
      language: "en",
      market: "US",
      // "Revision Number 3" is the version of such sheets.
      version: "3",
    });
  });

  it("reads MM/DD/YYYY on a US sheet", () => {
    expect(identityOf(text).revision_date).toBe("2021-07-04");
  });
});

describe("a sheet with the product and company block labelled on one line each, French", () => {
  const text = sheet(
    "FICHE DE DONNÉES DE SÉCURITÉ",
    "RUBRIQUE 1: Identification de la substance/du mélange et de la société/l'entreprise",
    "1.1 Identificateur de produit",
    "Nom du produit Huile Moteur Essai 15W-40",
    "Code du produit  123456-FR01",
    "n° SDS  123456",
    "1.3 Renseignements concernant le fournisseur de la fiche de données de sécurité",
    "Fournisseur  Lubrifiants Exemple SAS",
    "12 rue des Essais",
    "69000 Lyon",
    "1.4 Numéro d'appel d'urgence",
    "ORFILA +33 1 45 42 59 59",
    "RUBRIQUE 2: Identification des dangers",
    "Nom du produit Huile Moteur Essai 15W-40  Code du produit 123456-FR01 Page: 1/9",
    "Version  7 Date d'édition  3 février 2022  Format  France  Langue  FRANÇAIS",
  );

  it("reads the running footer's version and date and the market it names", () => {
    expect(identityOf(text)).toEqual({
      product_name: "Huile Moteur Essai 15W-40",
      supplier: "Lubrifiants Exemple SAS",
      article_no: "123456-FR01",
      sds_number: "123456",
      language: "fr",
      market: "FR",
      version: "7",
      revision_date: "2022-02-03",
    });
  });
});

describe("sheets in Dutch, Polish and Czech", () => {
  it("Dutch: a month name and a company name that goes on on the next line", () => {
    const identity = identityOf(
      sheet(
        "VEILIGHEIDSINFORMATIEBLAD",
        "RUBRIEK 1: Identificatie van de stof of het mengsel en van de vennootschap/onderneming",
        "1.1 Productidentificatie",
        "Productnaam Ontvetter Extra",
        "1.3 Details betreffende de verstrekker van het veiligheidsinformatieblad",
        "Leverancier  Voorbeeld Smeermiddelen",
        "Onderdeel van Voorbeeld Groep B.V.",
        "Havenweg 3",
        "3011 AB Rotterdam",
        "Nederland",
        "RUBRIEK 2: Identificatie van de gevaren",
        "Versie 2.0  Herzieningsdatum 2 juli 2025",
      ),
    );
    expect(identity).toMatchObject({
      product_name: "Ontvetter Extra",
      supplier: "Voorbeeld Smeermiddelen, Onderdeel van Voorbeeld Groep B.V.",
      language: "nl",
      market: "NL",
      version: "2.0",
      revision_date: "2025-07-02",
    });
  });

  it("Polish: YYYY/MM/DD and the country of the address", () => {
    const identity = identityOf(
      sheet(
        "KARTA CHARAKTERYSTYKI",
        "Wersja 1.3  Data aktualizacji: 2020/11/05",
        "SEKCJA 1: Identyfikacja substancji/mieszaniny i identyfikacja przedsiębiorstwa",
        "1.1 Identyfikator produktu",
        "Nazwa handlowa: Płyn Testowy",
        "1.3 Dane dotyczące dostawcy karty charakterystyki",
        "Dostawca: Przykład Sp. z o.o.",
        "ul. Testowa 1, 00-001 Warszawa, Polska",
        "SEKCJA 2: Identyfikacja zagrożeń",
      ),
    );
    expect(identity).toMatchObject({
      product_name: "Płyn Testowy",
      supplier: "Przykład Sp. z o.o.",
      language: "pl",
      market: "PL",
      version: "1.3",
      revision_date: "2020-11-05",
    });
  });

  it("Czech: DD.MM.YYYY and the emergency number's country", () => {
    const identity = identityOf(
      sheet(
        "BEZPEČNOSTNÍ LIST",
        "Verze 3.0  Datum revize 15.09.2019  Datum vydání 01.10.2019",
        "ODDÍL 1: Identifikace látky/směsi a společnosti/podniku",
        "1.1 Identifikátor výrobku",
        "Obchodní název: Zkušební kapalina",
        "1.3 Podrobné údaje o dodavateli bezpečnostního listu",
        "Dodavatel: Vzorek s.r.o.",
        "Zkušební 12, 110 00 Praha",
        "1.4 Telefonní číslo pro naléhavé situace",
        "Toxikologické informační středisko +420 224 919 293",
        "ODDÍL 2: Identifikace nebezpečnosti",
      ),
    );
    expect(identity).toMatchObject({
      product_name: "Zkušební kapalina",
      supplier: "Vzorek s.r.o.",
      language: "cs",
      market: "CZ",
      version: "3.0",
      revision_date: "2019-09-15",
    });
  });
});

describe("dates", () => {
  it("reads the formats sheets print", () => {
    expect(parseDate("22.03.2020")).toBe("2020-03-22");
    expect(parseDate("15/09/2018.")).toBe("2018-09-15");
    expect(parseDate("02/09/2022", true)).toBe("2022-02-09");
    expect(parseDate("02/09/2022")).toBe("2022-09-02");
    // A day over 12 tells the order on any sheet.
    expect(parseDate("06/25/2014")).toBe("2014-06-25");
    expect(parseDate("11-Apr-2018")).toBe("2018-04-11");
    expect(parseDate("13-June-2016")).toBe("2016-06-13");
    expect(parseDate("29 Mar 2018")).toBe("2018-03-29");
    expect(parseDate("July 24, 2018")).toBe("2018-07-24");
    expect(parseDate("2 juli 2025")).toBe("2025-07-02");
    expect(parseDate("15 mei 2019")).toBe("2019-05-15");
    expect(parseDate("12 Mai 2021")).toBe("2021-05-12");
    expect(parseDate("2018/10/02")).toBe("2018-10-02");
    expect(parseDate("2025-03-14")).toBe("2025-03-14");
  });

  it("gives no date for a placeholder or an impossible one", () => {
    expect(parseDate("00.00.0000")).toBeNull();
    expect(parseDate("31.02.2020")).toBeNull();
    expect(parseDate("13/13/2020")).toBeNull();
    expect(parseDate("Mai 2021")).toBeNull();
  });

  it("prefers the revision date to the issue and print dates, and skips a placeholder and the previous issue", () => {
    const text = sheet(
      "SAFETY DATA SHEET",
      "Issuing date  16/02/2011  Revision Date  30-Mar-2012  Print Date  01-Apr-2012",
      "Date of previous issue: 10.10.2010",
      "SECTION 1: Identification",
    );
    expect(identityOf(text).revision_date).toBe("2012-03-30");
    const placeholder = sheet(
      "SAFETY DATA SHEET",
      "Version:  1.0  Date of issue/Date of revision:  21.04.2022  Date of previous issue:  00.00.0000",
    );
    expect(identityOf(placeholder).revision_date).toBe("2022-04-21");
  });

  it("takes the date of issue where no revision date is printed", () => {
    const text = sheet(
      "SAFETY DATA SHEET",
      "Date of first issue  07-May-2014",
      "Revision date -",
      "Version number  01",
    );
    expect(identityOf(text)).toMatchObject({ revision_date: "2014-05-07", version: "1" });
  });

  it("gives none when the sheet prints two different revision dates", () => {
    const text = sheet(
      "Date of revision 19.10.2020",
      "SAFETY DATA SHEET",
      "1. Identification",
      "",
      "Date of revision 22.11.2019  Page:2/9",
    );
    expect(identityOf(text).revision_date).toBeNull();
  });
});

describe("versions", () => {
  it("keeps a version as printed: 3.10 is not 3.1", () => {
    expect(identityOf(sheet("SAFETY DATA SHEET", "Version 3.10", "Revision Date 08/06/2018")).version).toBe(
      "3.10",
    );
  });

  it("mends a stray space and skips the superseded version", () => {
    expect(identityOf(sheet("Supersedes Version: 2.2", "Version  1 .1  Print Date 03/04/2015")).version).toBe(
      "1.1",
    );
  });

  it("reads a version printed only after the date in a footer, and one in a table under its label", () => {
    expect(identityOf(sheet("Revised on :13-June-2016 / v 6.6")).version).toBe("6.6");
    const table = identityOf(
      sheet("Version  Date of issue Format  GHS - India Language ENGLISH", "2 15/09/2018."),
    );
    expect(table).toMatchObject({ version: "2", revision_date: "2018-09-15" });
  });

  it("takes the version printed most often, not a list of past versions", () => {
    const text = sheet(
      "Version 5.1  Revision date 01.02.2020",
      "",
      "Version 5.1  Revision date 01.02.2020",
      "16. Other information",
      "History: Version 4.0 first issue; Version 5.0 sections 2 and 3 changed.",
    );
    expect(identityOf(text).version).toBe("5.1");
  });
});

describe("text-layer artefacts", () => {
  it("joins a product name cut at a hyphen and keeps ® and ™", () => {
    const text = sheet(
      "Safety Data Sheet",
      "1. PRODUCT AND COMPANY IDENTIFICATION",
      "Product name  :  SPARKLE™ WINDOW SPRAY WITH VINEGAR-",
      "X®",
      "Manufacturer, importer, :  Shine Products Co.",
      "supplier 100 Lake Road",
      "Racine  WI  53400",
      "2. HAZARDS IDENTIFICATION",
    );
    expect(identityOf(text)).toMatchObject({
      product_name: "SPARKLE™ WINDOW SPRAY WITH VINEGAR-X®",
      supplier: "Shine Products Co.",
    });
  });

  it("takes a value printed on the line under its label", () => {
    const text = sheet(
      "SAFETY DATA SHEET",
      "1. PRODUCT AND COMPANY IDENTIFICATION",
      "1.1  Product identifiers",
      "Product name  :  ",
      "Sodium test salt",
      "Product Number  :  S1234",
      "1.3  Details of the supplier of the safety data sheet",
      "Company  :  Reagents Example",
      "2. HAZARDS IDENTIFICATION",
    );
    expect(identityOf(text)).toMatchObject({
      product_name: "Sodium test salt",
      article_no: "S1234",
      supplier: "Reagents Example",
    });
  });

  it("finds the company among the lines under an unlabelled supplier heading", () => {
    const text = sheet(
      "SECTION 1: IDENTIFICATION OF THE SUBSTANCE/MIXTURE AND OF THE COMPANY/UNDERTAKING",
      "1.1 Product identifier",
      "123456 A",
      "LEMON TEST FLAVOUR",
      "1.3 Details of the supplier of the safety data sheet",
      "Jane Example; Product Safety Officer",
      "Flavour Example Ltd",
      "1 High Street, Testbury",
      "1.4 Emergency telephone number",
      "+44 1234 567 890",
      "SECTION 2: HAZARDS IDENTIFICATION",
      "Classification according to Regulation (EC) No 1272/2008",
    );
    expect(identityOf(text)).toMatchObject({
      product_name: "LEMON TEST FLAVOUR",
      article_no: "123456 A",
      supplier: "Flavour Example Ltd",
      market: "GB",
    });
  });
});

describe("language", () => {
  const headings: Record<string, string[]> = {
    es: [
      "FICHA DE DATOS DE SEGURIDAD",
      "SECCIÓN 1: Identificación de la sustancia o la mezcla y de la sociedad o la empresa",
      "SECCIÓN 2: Identificación de los peligros",
      "SECCIÓN 3: Composición/información sobre los componentes",
    ],
    it: [
      "SCHEDA DI DATI DI SICUREZZA",
      "SEZIONE 1: Identificazione della sostanza o della miscela e della società/impresa",
      "SEZIONE 2: Identificazione dei pericoli",
      "SEZIONE 3: Composizione/informazioni sugli ingredienti",
    ],
    sv: [
      "SÄKERHETSDATABLAD",
      "AVSNITT 1: Namnet på ämnet/blandningen och bolaget/företaget",
      "AVSNITT 2: Farliga egenskaper",
      "AVSNITT 3: Sammansättning/information om beståndsdelar",
    ],
    nb: [
      "SIKKERHETSDATABLAD",
      "AVSNITT 1: Identifikasjon av stoffet/stoffblandingen og av selskapet/foretaket",
      "AVSNITT 2: Fareidentifikasjon",
      "AVSNITT 3: Sammensetning/opplysninger om bestanddeler",
    ],
    da: [
      "SIKKERHEDSDATABLAD",
      "PUNKT 1: Identifikation af stoffet/blandingen og af selskabet/virksomheden",
      "PUNKT 2: Fareidentifikation",
      "PUNKT 3: Sammensætning af/oplysning om indholdsstoffer",
    ],
    fi: [
      "KÄYTTÖTURVALLISUUSTIEDOTE",
      "KOHTA 1: Aineen tai seoksen ja yhtiön tai yrityksen tunnistetiedot",
      "KOHTA 2: Vaaran yksilöinti",
      "KOHTA 3: Koostumus ja tiedot aineosista",
    ],
  };

  it.each(Object.entries(headings))("reads %s from the title and the section headings", (language, lines) => {
    expect(languageOf(lines.join("\n"))).toBe(language);
  });

  it("reads the language of the running text when the headings do not say it", () => {
    const german =
      "Bei Berührung mit der Haut sofort mit viel Wasser abwaschen. Die Augen bei geöffnetem Lidspalt mit Wasser spülen und den Arzt aufsuchen, wenn die Reizung nicht abklingt. Der Stoff ist von Zündquellen fernzuhalten und die Dämpfe sind nicht einzuatmen, da sie die Atemwege reizen können.";
    expect(languageOf(german.repeat(3))).toBe("de");
  });

  it("gives none for too little text or an unknown language", () => {
    expect(languageOf("H225 P210 GHS02")).toBeNull();
    expect(languageOf("")).toBeNull();
  });
});

describe("market", () => {
  it("gives none for an EU-format sheet from a supplier outside Europe", () => {
    const text = sheet(
      "SAFETY DATA SHEET",
      "according to Regulation (EC) No. 1907/2006",
      "SECTION 1: IDENTIFICATION OF THE SUBSTANCE/MIXTURE AND OF THE COMPANY/UNDERTAKING",
      "1.3 Details of the supplier of the safety data sheet",
      "Company  :  Example Trading Ltd",
      "88 Harbour Road",
      "Singapore 123456",
      "1.4 Emergency telephone number",
      "+49 30 123456",
      "SECTION 2: HAZARDS IDENTIFICATION",
    );
    expect(identityOf(text).market).toBeNull();
  });

  it("takes the market a sheet names over its supplier's address", () => {
    const text = sheet(
      "SAFETY DATA SHEET",
      "SECTION 1: Identification of the substance/mixture and of the company/undertaking",
      "1.3 Details of the supplier of the safety data sheet",
      "Supplier  Example Oils Ltd",
      "Dock Road, Liverpool",
      "United Kingdom",
      "SECTION 2: Hazards identification",
      "Version  3 Date of issue  5 May 2020  Format  Belgium  Language  ENGLISH",
    );
    expect(identityOf(text).market).toBe("BE");
  });

  it("gives nothing at all for a sheet without text", () => {
    expect(Object.values(identityOf("  \n\n "))).toEqual(Array(8).fill(null));
  });
});

describe("a generated sheet read back from its PDF", () => {
  it("gives the name, supplier, article number, version, date, language and market it was made with", async () => {
    const bytes = await renderSdsPdf({
      key: "SDS-TEST0042",
      productName: "Isopropanol Technical",
      supplier: "Nordic Test Chemicals AS",
      articleNo: "IPA-25L",
      areaOfUse: "Cleaning of equipment",
      languageCode: "nb",
      marketCode: "NO",
      version: "2.10",
      dateIssue: "2024-11-05",
      casNo: "67-63-0",
      ecNo: "200-661-7",
      unNo: "1219",
      signalWord: "Danger",
      pictograms: ["GHS02", "GHS07"],
      hazardStatements: [{ code: "H225", text: "Meget brannfarlig væske og damp." }],
      precautionaryStatements: [{ code: "P210", text: "Holdes vekk fra varme." }],
      substances: [],
      storageClass: "3",
      physical: {
        state: "liquid",
        flashPointC: 12,
        boilingPointC: 82,
        density: 0.79,
        colour: "colourless",
        odour: "alcohol",
      },
    });
    const reading = await readSds(bytes);
    expect(reading.outcome).toBe("read");
    expect(reading.facts.identity).toEqual({
      product_name: "Isopropanol Technical",
      supplier: "Nordic Test Chemicals AS",
      article_no: "IPA-25L",
      sds_number: null,
      language: "nb",
      market: "NO",
      version: "2.10",
      revision_date: "2024-11-05",
    });
  });
});
