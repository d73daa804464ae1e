import type { storageClasses } from "./en";
import type { AreaTranslations } from "../types";

/**
 * TRGS 510 storage classes, co-storage notes, compatibility values and GHS
 * pictogram names (app/locales/en/storageClasses.ts) in the nine translated
 * languages. The German class names follow the wording of TRGS 510.
 */
const translations: AreaTranslations<typeof storageClasses> = {
  nb: {
    "storageClass.1": "Eksplosive farlige stoffer",
    "storageClass.2A": "Gasser (unntatt aerosolbeholdere og lightere)",
    "storageClass.2B": "Aerosolbeholdere og lightere",
    "storageClass.3": "Brannfarlige væsker",
    "storageClass.4.1A": "Andre eksplosjonsfarlige stoffer",
    "storageClass.4.1B": "Brannfarlige faste stoffer eller desensibiliserte eksplosiver",
    "storageClass.4.2": "Pyrofore eller selvopphetende stoffer",
    "storageClass.4.3": "Stoffer som avgir brannfarlige gasser ved kontakt med vann",
    "storageClass.5.1A": "Sterkt oksiderende stoffer",
    "storageClass.5.1B": "Oksiderende stoffer",
    "storageClass.5.1C": "Ammoniumnitrat og blandinger som inneholder ammoniumnitrat",
    "storageClass.5.2": "Organiske peroksider og selvreaktive stoffer",
    "storageClass.6.1A": "Brennbare, akutt giftige stoffer i kategori 1 og 2 / svært giftige stoffer",
    "storageClass.6.1B": "Ikke-brennbare, akutt giftige stoffer i kategori 1 og 2 / svært giftige stoffer",
    "storageClass.6.1C":
      "Brennbare, akutt giftige stoffer i kategori 3 / giftige eller kronisk virkende stoffer",
    "storageClass.6.1D":
      "Ikke-brennbare, akutt giftige stoffer i kategori 3 / giftige eller kronisk virkende stoffer",
    "storageClass.6.2": "Smittefarlige stoffer",
    "storageClass.7": "Radioaktive stoffer",
    "storageClass.8A": "Brennbare etsende stoffer",
    "storageClass.8B": "Ikke-brennbare etsende stoffer",
    "storageClass.10": "Brennbare væsker som ikke hører til lagerklasse 3",
    "storageClass.11": "Brennbare faste stoffer",
    "storageClass.12": "Ikke-brennbare væsker",
    "storageClass.13": "Ikke-brennbare faste stoffer",
    "storageNote.1":
      "Bare slik særreglene for disse stoffene tillater: eksplosiver (lagerklasse 1 og 4.1A) etter den tyske sprengstoffloven, ammoniumnitrat (5.1C) etter den tyske forskriften om farlige stoffer og TRGS 511, organiske peroksider (5.2) etter DGUV-forskrift 13, og radioaktive stoffer (7) etter strålevernregelverket.",
    "storageNote.2":
      "Gasser kan bare oppbevares i samme rom når de holdes adskilt: høyst 50 fylte gassflasker, høyst 25 av dem med giftige, brannfarlige eller oksiderende gasser, bak en ikke-brennbar vegg som er minst 2 m høy, og 5 m fra brennbare varer.",
    "storageNote.3":
      "Ulike gasser kan bare lagres sammen innenfor mengdegrensene i TRGS 510, med minst 2 m mellom brannfarlige og oksiderende gasser.",
    "storageNote.4":
      "Tillatt på vilkårene i TRGS 510 tabell 13: ingen begrensning opp til 1 tonn totalt; over det kreves et automatisk slokkeanlegg, eller et brannalarmanlegg sammen med et godkjent industrivern med brannmannskap.",
    "storageNote.5":
      "Ikke noe annet brennbart materiale (papir, tekstiler, tre, papp, folie, brennbart fyllmateriale) kan oppbevares i samme lageravsnitt, med mindre det utgjør én enhet med beholderne for lagring og transport.",
    "storageNote.6":
      "Bare tillatt hvis samlagringen ikke øker faren vesentlig, for eksempel fordi stoffene trenger ulike slokkemidler eller kan reagere med hverandre. Å holde dem adskilt i avsnittet (avstand, barrierer, separate oppsamlingskar) kan hindre dette.",
    "storageNote.7":
      "Sammen med brennbare varer bare på vilkårene i TRGS 510 tabell 13 (merknad 4), og uten annet brennbart materiale i lageravsnittet (merknad 5).",
    "storageNote.8":
      "Tillatt på vilkårene i TRGS 510 tabell 14: ingen begrensning opp til 10 tonn; over det, avhengig av lageret, et brannalarmanlegg, kontroll hver time, kort innsatstid for brannvesenet eller et automatisk slokkeanlegg.",
    "compatibility.COMPATIBLE": "Kan lagres sammen",
    "compatibility.INCOMPATIBLE": "Kan ikke lagres sammen uten flere tiltak",
    "compatibility.MISSING_INFORMATION": "Lagerklasse mangler, så dette kan ikke kontrolleres",
    "pictogram.GHS01": "Eksplosiv",
    "pictogram.GHS02": "Brannfarlig",
    "pictogram.GHS03": "Oksiderende",
    "pictogram.GHS04": "Gass under trykk",
    "pictogram.GHS05": "Etsende",
    "pictogram.GHS06": "Akutt giftighet",
    "pictogram.GHS07": "Utropstegn: helsefare, farlig for ozonlaget",
    "pictogram.GHS08": "Alvorlig helsefare",
    "pictogram.GHS09": "Miljøfarlig",
  },
  sv: {
    "storageClass.1": "Explosiva farliga ämnen",
    "storageClass.2A": "Gaser (utom aerosolbehållare och tändare)",
    "storageClass.2B": "Aerosolbehållare och tändare",
    "storageClass.3": "Brandfarliga vätskor",
    "storageClass.4.1A": "Övriga explosionsfarliga ämnen",
    "storageClass.4.1B": "Brandfarliga fasta ämnen eller okänsliggjorda explosiva ämnen",
    "storageClass.4.2": "Pyrofora eller självupphettande ämnen",
    "storageClass.4.3": "Ämnen som utvecklar brandfarliga gaser vid kontakt med vatten",
    "storageClass.5.1A": "Starkt oxiderande ämnen",
    "storageClass.5.1B": "Oxiderande ämnen",
    "storageClass.5.1C": "Ammoniumnitrat och blandningar som innehåller ammoniumnitrat",
    "storageClass.5.2": "Organiska peroxider och självreaktiva ämnen",
    "storageClass.6.1A": "Brännbara, akut toxiska ämnen i kategori 1 och 2 / mycket giftiga ämnen",
    "storageClass.6.1B": "Obrännbara, akut toxiska ämnen i kategori 1 och 2 / mycket giftiga ämnen",
    "storageClass.6.1C": "Brännbara, akut toxiska ämnen i kategori 3 / giftiga eller kroniskt verkande ämnen",
    "storageClass.6.1D":
      "Obrännbara, akut toxiska ämnen i kategori 3 / giftiga eller kroniskt verkande ämnen",
    "storageClass.6.2": "Smittförande ämnen",
    "storageClass.7": "Radioaktiva ämnen",
    "storageClass.8A": "Brännbara frätande ämnen",
    "storageClass.8B": "Obrännbara frätande ämnen",
    "storageClass.10": "Brännbara vätskor som inte hör till lagerklass 3",
    "storageClass.11": "Brännbara fasta ämnen",
    "storageClass.12": "Obrännbara vätskor",
    "storageClass.13": "Obrännbara fasta ämnen",
    "storageNote.1":
      "Bara så som de särskilda reglerna för dessa ämnen tillåter: explosiva ämnen (lagerklass 1 och 4.1A) enligt den tyska sprängämneslagen, ammoniumnitrat (5.1C) enligt den tyska förordningen om farliga ämnen och TRGS 511, organiska peroxider (5.2) enligt DGUV-föreskrift 13 och radioaktiva ämnen (7) enligt strålskyddslagstiftningen.",
    "storageNote.2":
      "Gaser får förvaras i samma rum bara när de hålls avskilda: högst 50 fyllda gasflaskor, högst 25 av dem med giftiga, brandfarliga eller oxiderande gaser, bakom en obrännbar vägg som är minst 2 m hög, och 5 m från brännbart gods.",
    "storageNote.3":
      "Olika gaser får lagras tillsammans bara inom mängdgränserna i TRGS 510, med minst 2 m mellan brandfarliga och oxiderande gaser.",
    "storageNote.4":
      "Tillåtet enligt villkoren i TRGS 510 tabell 13: ingen begränsning upp till 1 ton totalt; därutöver krävs en automatisk släckanläggning, eller ett brandlarm tillsammans med en godkänd industribrandkår.",
    "storageNote.5":
      "Inget annat brännbart material (papper, textilier, trä, kartong, folie, brännbart fyllnadsmaterial) får förvaras i samma lagersektion, om det inte bildar en enhet med behållarna för lagring och transport.",
    "storageNote.6":
      "Tillåtet bara om samlagringen inte ökar risken väsentligt, till exempel för att ämnena behöver olika släckmedel eller kan reagera med varandra. Att hålla dem åtskilda inom sektionen (avstånd, barriärer, separata uppsamlingskärl) kan undvika det.",
    "storageNote.7":
      "Tillsammans med brännbart gods bara enligt villkoren i TRGS 510 tabell 13 (anmärkning 4) och utan annat brännbart material i lagersektionen (anmärkning 5).",
    "storageNote.8":
      "Tillåtet enligt villkoren i TRGS 510 tabell 14: ingen begränsning upp till 10 ton; därutöver, beroende på lagret, ett brandlarm, kontroller varje timme, kort insatstid för räddningstjänsten eller en automatisk släckanläggning.",
    "compatibility.COMPATIBLE": "Kan lagras tillsammans",
    "compatibility.INCOMPATIBLE": "Får inte lagras tillsammans utan ytterligare åtgärder",
    "compatibility.MISSING_INFORMATION": "Lagerklass saknas, så detta kan inte kontrolleras",
    "pictogram.GHS01": "Explosivt",
    "pictogram.GHS02": "Brandfarligt",
    "pictogram.GHS03": "Oxiderande",
    "pictogram.GHS04": "Gas under tryck",
    "pictogram.GHS05": "Frätande",
    "pictogram.GHS06": "Akut toxicitet",
    "pictogram.GHS07": "Utropstecken: hälsofara, farligt för ozonskiktet",
    "pictogram.GHS08": "Allvarlig hälsofara",
    "pictogram.GHS09": "Miljöfarligt",
  },
  da: {
    "storageClass.1": "Eksplosive farlige stoffer",
    "storageClass.2A": "Gasser (undtagen aerosolbeholdere og lightere)",
    "storageClass.2B": "Aerosolbeholdere og lightere",
    "storageClass.3": "Brandfarlige væsker",
    "storageClass.4.1A": "Andre eksplosionsfarlige stoffer",
    "storageClass.4.1B": "Brandfarlige faste stoffer eller desensibiliserede eksplosive stoffer",
    "storageClass.4.2": "Pyrofore eller selvopvarmende stoffer",
    "storageClass.4.3": "Stoffer, der udvikler brandfarlige gasser ved kontakt med vand",
    "storageClass.5.1A": "Stærkt oxiderende stoffer",
    "storageClass.5.1B": "Oxiderende stoffer",
    "storageClass.5.1C": "Ammoniumnitrat og blandinger, der indeholder ammoniumnitrat",
    "storageClass.5.2": "Organiske peroxider og selvreaktive stoffer",
    "storageClass.6.1A": "Brændbare, akut toksiske stoffer i kategori 1 og 2 / meget giftige stoffer",
    "storageClass.6.1B": "Ikke-brændbare, akut toksiske stoffer i kategori 1 og 2 / meget giftige stoffer",
    "storageClass.6.1C":
      "Brændbare, akut toksiske stoffer i kategori 3 / giftige eller kronisk virkende stoffer",
    "storageClass.6.1D":
      "Ikke-brændbare, akut toksiske stoffer i kategori 3 / giftige eller kronisk virkende stoffer",
    "storageClass.6.2": "Smittefarlige stoffer",
    "storageClass.7": "Radioaktive stoffer",
    "storageClass.8A": "Brændbare ætsende stoffer",
    "storageClass.8B": "Ikke-brændbare ætsende stoffer",
    "storageClass.10": "Brændbare væsker, der ikke hører til lagerklasse 3",
    "storageClass.11": "Brændbare faste stoffer",
    "storageClass.12": "Ikke-brændbare væsker",
    "storageClass.13": "Ikke-brændbare faste stoffer",
    "storageNote.1":
      "Kun som de særlige regler for disse stoffer tillader: eksplosiver (lagerklasse 1 og 4.1A) efter den tyske sprængstoflov, ammoniumnitrat (5.1C) efter den tyske bekendtgørelse om farlige stoffer og TRGS 511, organiske peroxider (5.2) efter DGUV-forskrift 13 og radioaktive stoffer (7) efter strålebeskyttelseslovgivningen.",
    "storageNote.2":
      "Gasser må kun opbevares i samme rum, når de holdes adskilt: højst 50 fyldte gasflasker, heraf højst 25 med giftige, brandfarlige eller oxiderende gasser, bag en ikke-brændbar væg på mindst 2 m i højden og 5 m fra brændbare varer.",
    "storageNote.3":
      "Forskellige gasser må kun oplagres sammen inden for mængdegrænserne i TRGS 510, med mindst 2 m mellem brandfarlige og oxiderende gasser.",
    "storageNote.4":
      "Tilladt på betingelserne i TRGS 510 tabel 13: ingen begrænsning op til 1 ton i alt; derover et automatisk slukningsanlæg eller et brandalarmanlæg sammen med et godkendt virksomhedsbrandværn.",
    "storageNote.5":
      "Der må ikke opbevares andet brændbart materiale (papir, tekstiler, træ, pap, folie, brændbart fyldmateriale) i samme lagerafsnit, medmindre det udgør én enhed med beholderne til opbevaring og transport.",
    "storageNote.6":
      "Kun tilladt, hvis samlagringen ikke øger faren væsentligt, for eksempel fordi stofferne kræver forskellige slukningsmidler eller kan reagere med hinanden. At holde dem adskilt i afsnittet (afstand, barrierer, separate opsamlingskar) kan undgå det.",
    "storageNote.7":
      "Sammen med brændbare varer kun på betingelserne i TRGS 510 tabel 13 (note 4) og uden andet brændbart materiale i lagerafsnittet (note 5).",
    "storageNote.8":
      "Tilladt på betingelserne i TRGS 510 tabel 14: ingen begrænsning op til 10 ton; derover, afhængigt af lageret, et brandalarmanlæg, kontrol hver time, kort udrykningstid for brandvæsenet eller et automatisk slukningsanlæg.",
    "compatibility.COMPATIBLE": "Kan opbevares sammen",
    "compatibility.INCOMPATIBLE": "Må ikke opbevares sammen uden yderligere foranstaltninger",
    "compatibility.MISSING_INFORMATION": "Lagerklasse mangler, så det kan ikke kontrolleres",
    "pictogram.GHS01": "Eksplosiv",
    "pictogram.GHS02": "Brandfarlig",
    "pictogram.GHS03": "Oxiderende",
    "pictogram.GHS04": "Gas under tryk",
    "pictogram.GHS05": "Ætsende",
    "pictogram.GHS06": "Akut toksicitet",
    "pictogram.GHS07": "Udråbstegn: sundhedsfare, farlig for ozonlaget",
    "pictogram.GHS08": "Alvorlig sundhedsfare",
    "pictogram.GHS09": "Miljøfarlig",
  },
  fi: {
    "storageClass.1": "Räjähtävät vaaralliset aineet",
    "storageClass.2A": "Kaasut (paitsi aerosolipakkaukset ja sytyttimet)",
    "storageClass.2B": "Aerosolipakkaukset ja sytyttimet",
    "storageClass.3": "Syttyvät nesteet",
    "storageClass.4.1A": "Muut räjähdysvaaralliset aineet",
    "storageClass.4.1B": "Syttyvät kiinteät aineet tai epäherkistetyt räjähteet",
    "storageClass.4.2": "Pyroforiset tai itsestään kuumenevat aineet",
    "storageClass.4.3": "Aineet, joista vapautuu syttyviä kaasuja veden kanssa",
    "storageClass.5.1A": "Voimakkaasti hapettavat aineet",
    "storageClass.5.1B": "Hapettavat aineet",
    "storageClass.5.1C": "Ammoniumnitraatti ja ammoniumnitraattia sisältävät seokset",
    "storageClass.5.2": "Orgaaniset peroksidit ja itsereaktiiviset aineet",
    "storageClass.6.1A":
      "Palavat, välittömästi myrkylliset aineet, kategoriat 1 ja 2 / erittäin myrkylliset aineet",
    "storageClass.6.1B":
      "Palamattomat, välittömästi myrkylliset aineet, kategoriat 1 ja 2 / erittäin myrkylliset aineet",
    "storageClass.6.1C":
      "Palavat, välittömästi myrkylliset aineet, kategoria 3 / myrkylliset tai pitkäaikaisesti vaikuttavat aineet",
    "storageClass.6.1D":
      "Palamattomat, välittömästi myrkylliset aineet, kategoria 3 / myrkylliset tai pitkäaikaisesti vaikuttavat aineet",
    "storageClass.6.2": "Tartuntavaaralliset aineet",
    "storageClass.7": "Radioaktiiviset aineet",
    "storageClass.8A": "Palavat syövyttävät aineet",
    "storageClass.8B": "Palamattomat syövyttävät aineet",
    "storageClass.10": "Palavat nesteet, jotka eivät kuulu varastointiluokkaan 3",
    "storageClass.11": "Palavat kiinteät aineet",
    "storageClass.12": "Palamattomat nesteet",
    "storageClass.13": "Palamattomat kiinteät aineet",
    "storageNote.1":
      "Vain näiden aineiden erityissääntöjen sallimalla tavalla: räjähteet (varastointiluokat 1 ja 4.1A) Saksan räjähdelain mukaan, ammoniumnitraatti (5.1C) Saksan vaarallisia aineita koskevan asetuksen ja TRGS 511:n mukaan, orgaaniset peroksidit (5.2) DGUV-määräyksen 13 mukaan ja radioaktiiviset aineet (7) säteilysuojelulainsäädännön mukaan.",
    "storageNote.2":
      "Kaasuja saa säilyttää samassa tilassa vain erotettuina: enintään 50 täyttä kaasupulloa, joista enintään 25 sisältää myrkyllisiä, syttyviä tai hapettavia kaasuja, vähintään 2 metriä korkean palamattoman seinän takana ja 5 metrin päässä palavista tavaroista.",
    "storageNote.3":
      "Eri kaasuja saa varastoida yhdessä vain TRGS 510:n määrärajoissa, ja syttyvien ja hapettavien kaasujen välillä on oltava vähintään 2 metriä.",
    "storageNote.4":
      "Sallittu TRGS 510:n taulukon 13 ehdoin: ei rajoituksia 1 tonniin asti yhteensä; sen yli vaaditaan automaattinen sammutuslaitteisto tai paloilmoitinlaitteisto yhdessä hyväksytyn tehdaspalokunnan kanssa.",
    "storageNote.5":
      "Samassa varasto-osastossa ei saa säilyttää muuta palavaa materiaalia (paperia, tekstiilejä, puuta, pahvia, kalvoja, palavaa täytemateriaalia), ellei se muodosta säiliöiden kanssa yhtä kokonaisuutta varastointia ja kuljetusta varten.",
    "storageNote.6":
      "Sallittu vain, jos yhteisvarastointi ei lisää vaaraa merkittävästi, esimerkiksi koska aineet tarvitsevat eri sammutusaineet tai voivat reagoida keskenään. Erottaminen osaston sisällä (etäisyys, esteet, erilliset valuma-altaat) voi estää tämän.",
    "storageNote.7":
      "Palavien tavaroiden kanssa vain TRGS 510:n taulukon 13 ehdoin (huomautus 4) ja ilman muuta palavaa materiaalia varasto-osastossa (huomautus 5).",
    "storageNote.8":
      "Sallittu TRGS 510:n taulukon 14 ehdoin: ei rajoituksia 10 tonniin asti; sen yli varastosta riippuen paloilmoitinlaitteisto, tarkastukset tunnin välein, palokunnan lyhyt saapumisaika tai automaattinen sammutuslaitteisto.",
    "compatibility.COMPATIBLE": "Voidaan varastoida yhdessä",
    "compatibility.INCOMPATIBLE": "Ei saa varastoida yhdessä ilman lisätoimenpiteitä",
    "compatibility.MISSING_INFORMATION": "Varastointiluokka puuttuu, joten tätä ei voi tarkistaa",
    "pictogram.GHS01": "Räjähtävä",
    "pictogram.GHS02": "Syttyvä",
    "pictogram.GHS03": "Hapettava",
    "pictogram.GHS04": "Paineenalainen kaasu",
    "pictogram.GHS05": "Syövyttävä",
    "pictogram.GHS06": "Välitön myrkyllisyys",
    "pictogram.GHS07": "Huutomerkki: terveysvaara, vaarallista otsonikerrokselle",
    "pictogram.GHS08": "Vakava terveysvaara",
    "pictogram.GHS09": "Ympäristölle vaarallinen",
  },
  de: {
    "storageClass.1": "Explosive Gefahrstoffe",
    "storageClass.2A": "Gase (ausgenommen Aerosolpackungen und Feuerzeuge)",
    "storageClass.2B": "Aerosolpackungen und Feuerzeuge",
    "storageClass.3": "Entzündbare Flüssigkeiten",
    "storageClass.4.1A": "Sonstige explosionsgefährliche Gefahrstoffe",
    "storageClass.4.1B": "Entzündbare feste Gefahrstoffe oder desensibilisierte explosive Gefahrstoffe",
    "storageClass.4.2": "Pyrophore oder selbsterhitzungsfähige Gefahrstoffe",
    "storageClass.4.3": "Gefahrstoffe, die in Berührung mit Wasser entzündbare Gase entwickeln",
    "storageClass.5.1A": "Stark oxidierende Gefahrstoffe",
    "storageClass.5.1B": "Oxidierende Gefahrstoffe",
    "storageClass.5.1C": "Ammoniumnitrat und ammoniumnitrathaltige Gemische",
    "storageClass.5.2": "Organische Peroxide und selbstzersetzliche Gefahrstoffe",
    "storageClass.6.1A":
      "Brennbare, akut toxische Gefahrstoffe der Kategorie 1 und 2 / sehr giftige Gefahrstoffe",
    "storageClass.6.1B":
      "Nicht brennbare, akut toxische Gefahrstoffe der Kategorie 1 und 2 / sehr giftige Gefahrstoffe",
    "storageClass.6.1C":
      "Brennbare, akut toxische Gefahrstoffe der Kategorie 3 / giftige oder chronisch wirkende Gefahrstoffe",
    "storageClass.6.1D":
      "Nicht brennbare, akut toxische Gefahrstoffe der Kategorie 3 / giftige oder chronisch wirkende Gefahrstoffe",
    "storageClass.6.2": "Ansteckungsgefährliche Stoffe",
    "storageClass.7": "Radioaktive Stoffe",
    "storageClass.8A": "Brennbare ätzende Gefahrstoffe",
    "storageClass.8B": "Nicht brennbare ätzende Gefahrstoffe",
    "storageClass.10": "Brennbare Flüssigkeiten, die nicht zur Lagerklasse 3 gehören",
    "storageClass.11": "Brennbare Feststoffe",
    "storageClass.12": "Nicht brennbare Flüssigkeiten",
    "storageClass.13": "Nicht brennbare Feststoffe",
    "storageNote.1":
      "Nur nach den besonderen Vorschriften für diese Stoffe: explosive Stoffe (Lagerklassen 1 und 4.1A) nach dem Sprengstoffgesetz, Ammoniumnitrat (5.1C) nach der Gefahrstoffverordnung und der TRGS 511, organische Peroxide (5.2) nach der DGUV Vorschrift 13 und radioaktive Stoffe (7) nach dem Strahlenschutzrecht.",
    "storageNote.2":
      "Gase dürfen nur abgetrennt im selben Raum gelagert werden: höchstens 50 gefüllte Druckgasbehälter, davon höchstens 25 mit akut toxischen, entzündbaren oder oxidierenden Gasen, hinter einer mindestens 2 m hohen Wand aus nicht brennbarem Material und mit 5 m Abstand zu brennbaren Lagergütern.",
    "storageNote.3":
      "Verschiedene Gase dürfen nur innerhalb der Mengengrenzen der TRGS 510 zusammen gelagert werden, mit mindestens 2 m Abstand zwischen entzündbaren und oxidierenden Gasen.",
    "storageNote.4":
      "Erlaubt unter den Bedingungen der TRGS 510, Tabelle 13: bis 1 Tonne insgesamt ohne Einschränkung; darüber eine automatische Feuerlöschanlage oder eine Brandmeldeanlage zusammen mit einer anerkannten Werkfeuerwehr.",
    "storageNote.5":
      "Im selben Lagerabschnitt darf kein weiteres brennbares Material (Papier, Textilien, Holz, Pappe, Folien, brennbares Füllmaterial) gelagert werden, es sei denn, es bildet mit den Behältern eine Einheit für Lagerung und Transport.",
    "storageNote.6":
      "Nur erlaubt, wenn die Zusammenlagerung die Gefährdung nicht wesentlich erhöht, etwa weil unterschiedliche Löschmittel nötig sind oder die Stoffe miteinander reagieren können. Eine Trennung innerhalb des Lagerabschnitts (Abstand, Barrieren, getrennte Auffangwannen) kann das vermeiden.",
    "storageNote.7":
      "Mit brennbaren Lagergütern nur unter den Bedingungen der TRGS 510, Tabelle 13 (Hinweis 4), und ohne weiteres brennbares Material im Lagerabschnitt (Hinweis 5).",
    "storageNote.8":
      "Erlaubt unter den Bedingungen der TRGS 510, Tabelle 14: bis 10 Tonnen ohne Einschränkung; darüber je nach Lager eine Brandmeldeanlage, stündliche Kontrollen, eine kurze Eintreffzeit der Feuerwehr oder eine automatische Feuerlöschanlage.",
    "compatibility.COMPATIBLE": "Dürfen zusammen gelagert werden",
    "compatibility.INCOMPATIBLE": "Dürfen ohne weitere Maßnahmen nicht zusammen gelagert werden",
    "compatibility.MISSING_INFORMATION": "Lagerklasse fehlt, daher nicht prüfbar",
    "pictogram.GHS01": "Explosiv",
    "pictogram.GHS02": "Entzündbar",
    "pictogram.GHS03": "Oxidierend",
    "pictogram.GHS04": "Gas unter Druck",
    "pictogram.GHS05": "Ätzend",
    "pictogram.GHS06": "Akute Toxizität",
    "pictogram.GHS07": "Ausrufezeichen: Gesundheitsgefahr, die Ozonschicht schädigend",
    "pictogram.GHS08": "Schwere Gesundheitsgefahr",
    "pictogram.GHS09": "Umweltgefährlich",
  },
  nl: {
    "storageClass.1": "Explosieve gevaarlijke stoffen",
    "storageClass.2A": "Gassen (behalve spuitbussen en aanstekers)",
    "storageClass.2B": "Spuitbussen en aanstekers",
    "storageClass.3": "Ontvlambare vloeistoffen",
    "storageClass.4.1A": "Overige explosiegevaarlijke stoffen",
    "storageClass.4.1B": "Ontvlambare vaste stoffen of gedesensibiliseerde explosieven",
    "storageClass.4.2": "Pyrofore of voor zelfverhitting vatbare stoffen",
    "storageClass.4.3": "Stoffen die in contact met water ontvlambare gassen ontwikkelen",
    "storageClass.5.1A": "Sterk oxiderende stoffen",
    "storageClass.5.1B": "Oxiderende stoffen",
    "storageClass.5.1C": "Ammoniumnitraat en mengsels die ammoniumnitraat bevatten",
    "storageClass.5.2": "Organische peroxiden en zelfontledende stoffen",
    "storageClass.6.1A": "Brandbare, acuut toxische stoffen van categorie 1 en 2 / zeer giftige stoffen",
    "storageClass.6.1B": "Onbrandbare, acuut toxische stoffen van categorie 1 en 2 / zeer giftige stoffen",
    "storageClass.6.1C":
      "Brandbare, acuut toxische stoffen van categorie 3 / giftige of chronisch werkende stoffen",
    "storageClass.6.1D":
      "Onbrandbare, acuut toxische stoffen van categorie 3 / giftige of chronisch werkende stoffen",
    "storageClass.6.2": "Infectueuze stoffen",
    "storageClass.7": "Radioactieve stoffen",
    "storageClass.8A": "Brandbare bijtende stoffen",
    "storageClass.8B": "Onbrandbare bijtende stoffen",
    "storageClass.10": "Brandbare vloeistoffen die niet tot opslagklasse 3 behoren",
    "storageClass.11": "Brandbare vaste stoffen",
    "storageClass.12": "Onbrandbare vloeistoffen",
    "storageClass.13": "Onbrandbare vaste stoffen",
    "storageNote.1":
      "Alleen voor zover de bijzondere regels voor deze stoffen het toestaan: explosieven (opslagklassen 1 en 4.1A) volgens de Duitse springstoffenwet, ammoniumnitraat (5.1C) volgens de Duitse verordening gevaarlijke stoffen en TRGS 511, organische peroxiden (5.2) volgens DGUV-voorschrift 13 en radioactieve stoffen (7) volgens de stralingsbeschermingswetgeving.",
    "storageNote.2":
      "Gassen mogen alleen afgescheiden in dezelfde ruimte worden bewaard: hoogstens 50 gevulde gasflessen, waarvan hoogstens 25 met giftige, ontvlambare of oxiderende gassen, achter een onbrandbare wand van minstens 2 m hoog en op 5 m van brandbare goederen.",
    "storageNote.3":
      "Verschillende gassen mogen alleen samen worden opgeslagen binnen de hoeveelheidsgrenzen van TRGS 510, met minstens 2 m tussen ontvlambare en oxiderende gassen.",
    "storageNote.4":
      "Toegestaan onder de voorwaarden van TRGS 510, tabel 13: geen beperking tot 1 ton in totaal; daarboven een automatische blusinstallatie, of een brandmeldinstallatie samen met een erkende bedrijfsbrandweer.",
    "storageNote.5":
      "In hetzelfde opslagcompartiment mag geen ander brandbaar materiaal (papier, textiel, hout, karton, folie, brandbaar vulmateriaal) worden bewaard, tenzij het voor opslag en transport één geheel vormt met de verpakkingen.",
    "storageNote.6":
      "Alleen toegestaan als samen opslaan het gevaar niet wezenlijk vergroot, bijvoorbeeld omdat de stoffen verschillende blusmiddelen nodig hebben of met elkaar kunnen reageren. Ze binnen het compartiment gescheiden houden (afstand, barrières, aparte lekbakken) kan dat voorkomen.",
    "storageNote.7":
      "Samen met brandbare goederen alleen onder de voorwaarden van TRGS 510, tabel 13 (opmerking 4), en zonder ander brandbaar materiaal in het opslagcompartiment (opmerking 5).",
    "storageNote.8":
      "Toegestaan onder de voorwaarden van TRGS 510, tabel 14: geen beperking tot 10 ton; daarboven, afhankelijk van de opslag, een brandmeldinstallatie, controles elk uur, een korte aanrijtijd van de brandweer of een automatische blusinstallatie.",
    "compatibility.COMPATIBLE": "Mogen samen worden opgeslagen",
    "compatibility.INCOMPATIBLE": "Mogen zonder verdere maatregelen niet samen worden opgeslagen",
    "compatibility.MISSING_INFORMATION": "Opslagklasse ontbreekt, dus dit kan niet worden gecontroleerd",
    "pictogram.GHS01": "Ontplofbaar",
    "pictogram.GHS02": "Ontvlambaar",
    "pictogram.GHS03": "Oxiderend",
    "pictogram.GHS04": "Gas onder druk",
    "pictogram.GHS05": "Bijtend",
    "pictogram.GHS06": "Acute toxiciteit",
    "pictogram.GHS07": "Uitroepteken: gezondheidsgevaar, gevaarlijk voor de ozonlaag",
    "pictogram.GHS08": "Ernstig gezondheidsgevaar",
    "pictogram.GHS09": "Gevaarlijk voor het milieu",
  },
  fr: {
    "storageClass.1": "Matières dangereuses explosibles",
    "storageClass.2A": "Gaz (sauf générateurs d’aérosols et briquets)",
    "storageClass.2B": "Générateurs d’aérosols et briquets",
    "storageClass.3": "Liquides inflammables",
    "storageClass.4.1A": "Autres matières dangereuses explosibles",
    "storageClass.4.1B": "Matières solides inflammables ou explosibles désensibilisés",
    "storageClass.4.2": "Matières pyrophoriques ou auto-échauffantes",
    "storageClass.4.3": "Matières qui, au contact de l’eau, dégagent des gaz inflammables",
    "storageClass.5.1A": "Matières fortement comburantes",
    "storageClass.5.1B": "Matières comburantes",
    "storageClass.5.1C": "Nitrate d’ammonium et mélanges contenant du nitrate d’ammonium",
    "storageClass.5.2": "Peroxydes organiques et matières autoréactives",
    "storageClass.6.1A": "Matières combustibles à toxicité aiguë de catégorie 1 et 2 / très toxiques",
    "storageClass.6.1B": "Matières non combustibles à toxicité aiguë de catégorie 1 et 2 / très toxiques",
    "storageClass.6.1C":
      "Matières combustibles à toxicité aiguë de catégorie 3 / toxiques ou à effets chroniques",
    "storageClass.6.1D":
      "Matières non combustibles à toxicité aiguë de catégorie 3 / toxiques ou à effets chroniques",
    "storageClass.6.2": "Matières infectieuses",
    "storageClass.7": "Matières radioactives",
    "storageClass.8A": "Matières corrosives combustibles",
    "storageClass.8B": "Matières corrosives non combustibles",
    "storageClass.10": "Liquides combustibles n’appartenant pas à la classe de stockage 3",
    "storageClass.11": "Solides combustibles",
    "storageClass.12": "Liquides non combustibles",
    "storageClass.13": "Solides non combustibles",
    "storageNote.1":
      "Uniquement dans la mesure où les règles propres à ces matières le permettent : explosifs (classes de stockage 1 et 4.1A) selon la loi allemande sur les explosifs, nitrate d’ammonium (5.1C) selon l’ordonnance allemande sur les substances dangereuses et la TRGS 511, peroxydes organiques (5.2) selon la prescription DGUV 13, et matières radioactives (7) selon la législation sur la radioprotection.",
    "storageNote.2":
      "Les gaz ne peuvent être gardés dans la même pièce que s’ils sont séparés : au plus 50 bouteilles de gaz pleines, dont au plus 25 de gaz toxiques, inflammables ou comburants, derrière un mur incombustible d’au moins 2 m de haut, et à 5 m des marchandises combustibles.",
    "storageNote.3":
      "Des gaz différents ne peuvent être stockés ensemble que dans les limites de quantité de la TRGS 510, avec au moins 2 m entre gaz inflammables et gaz comburants.",
    "storageNote.4":
      "Autorisé aux conditions du tableau 13 de la TRGS 510 : aucune restriction jusqu’à 1 tonne au total ; au-delà, une installation d’extinction automatique, ou une installation de détection d’incendie avec un service d’incendie d’entreprise reconnu.",
    "storageNote.5":
      "Aucun autre matériau combustible (papier, textiles, bois, carton, films, matériau de calage combustible) ne peut être gardé dans la même section de stockage, sauf s’il forme une unité avec les récipients pour le stockage et le transport.",
    "storageNote.6":
      "Autorisé seulement si le stockage en commun n’augmente pas sensiblement le danger, par exemple parce que les matières nécessitent des agents d’extinction différents ou peuvent réagir entre elles. Les séparer dans la section (distance, barrières, bacs de rétention distincts) permet de l’éviter.",
    "storageNote.7":
      "Avec des marchandises combustibles uniquement aux conditions du tableau 13 de la TRGS 510 (note 4), et sans autre matériau combustible dans la section de stockage (note 5).",
    "storageNote.8":
      "Autorisé aux conditions du tableau 14 de la TRGS 510 : aucune restriction jusqu’à 10 tonnes ; au-delà, selon le stockage, une installation de détection d’incendie, des contrôles toutes les heures, un délai d’intervention court des pompiers ou une installation d’extinction automatique.",
    "compatibility.COMPATIBLE": "Peuvent être stockés ensemble",
    "compatibility.INCOMPATIBLE": "Ne doivent pas être stockés ensemble sans mesures supplémentaires",
    "compatibility.MISSING_INFORMATION": "Classe de stockage manquante : vérification impossible",
    "pictogram.GHS01": "Explosif",
    "pictogram.GHS02": "Inflammable",
    "pictogram.GHS03": "Comburant",
    "pictogram.GHS04": "Gaz sous pression",
    "pictogram.GHS05": "Corrosif",
    "pictogram.GHS06": "Toxicité aiguë",
    "pictogram.GHS07": "Point d’exclamation : danger pour la santé, dangereux pour la couche d’ozone",
    "pictogram.GHS08": "Danger grave pour la santé",
    "pictogram.GHS09": "Dangereux pour l’environnement",
  },
  it: {
    "storageClass.1": "Sostanze pericolose esplosive",
    "storageClass.2A": "Gas (esclusi aerosol e accendini)",
    "storageClass.2B": "Aerosol e accendini",
    "storageClass.3": "Liquidi infiammabili",
    "storageClass.4.1A": "Altre sostanze pericolose esplosive",
    "storageClass.4.1B": "Solidi infiammabili o esplosivi desensibilizzati",
    "storageClass.4.2": "Sostanze piroforiche o autoriscaldanti",
    "storageClass.4.3": "Sostanze che a contatto con l’acqua sviluppano gas infiammabili",
    "storageClass.5.1A": "Sostanze fortemente comburenti",
    "storageClass.5.1B": "Sostanze comburenti",
    "storageClass.5.1C": "Nitrato di ammonio e miscele contenenti nitrato di ammonio",
    "storageClass.5.2": "Perossidi organici e sostanze autoreattive",
    "storageClass.6.1A": "Sostanze combustibili con tossicità acuta di categoria 1 e 2 / molto tossiche",
    "storageClass.6.1B": "Sostanze non combustibili con tossicità acuta di categoria 1 e 2 / molto tossiche",
    "storageClass.6.1C":
      "Sostanze combustibili con tossicità acuta di categoria 3 / tossiche o ad azione cronica",
    "storageClass.6.1D":
      "Sostanze non combustibili con tossicità acuta di categoria 3 / tossiche o ad azione cronica",
    "storageClass.6.2": "Sostanze infettive",
    "storageClass.7": "Sostanze radioattive",
    "storageClass.8A": "Sostanze corrosive combustibili",
    "storageClass.8B": "Sostanze corrosive non combustibili",
    "storageClass.10": "Liquidi combustibili non appartenenti alla classe di stoccaggio 3",
    "storageClass.11": "Solidi combustibili",
    "storageClass.12": "Liquidi non combustibili",
    "storageClass.13": "Solidi non combustibili",
    "storageNote.1":
      "Solo nei limiti delle norme specifiche per queste sostanze: esplosivi (classi di stoccaggio 1 e 4.1A) secondo la legge tedesca sugli esplosivi, nitrato di ammonio (5.1C) secondo l’ordinanza tedesca sulle sostanze pericolose e la TRGS 511, perossidi organici (5.2) secondo la prescrizione DGUV 13 e sostanze radioattive (7) secondo la normativa sulla radioprotezione.",
    "storageNote.2":
      "I gas possono stare nello stesso locale solo se tenuti separati: al massimo 50 bombole piene, di cui al massimo 25 con gas tossici, infiammabili o comburenti, dietro una parete non combustibile alta almeno 2 m e a 5 m dalle merci combustibili.",
    "storageNote.3":
      "Gas diversi possono essere stoccati insieme solo entro i limiti di quantità della TRGS 510, con almeno 2 m tra gas infiammabili e gas comburenti.",
    "storageNote.4":
      "Consentito alle condizioni della tabella 13 della TRGS 510: nessuna limitazione fino a 1 tonnellata in totale; oltre, un impianto di spegnimento automatico, oppure un impianto di rivelazione incendi insieme a una squadra antincendio aziendale riconosciuta.",
    "storageNote.5":
      "Nella stessa sezione di stoccaggio non può essere tenuto altro materiale combustibile (carta, tessuti, legno, cartone, pellicole, materiale di riempimento combustibile), a meno che non formi un’unica unità con i contenitori per lo stoccaggio e il trasporto.",
    "storageNote.6":
      "Consentito solo se lo stoccaggio comune non aumenta in modo rilevante il pericolo, ad esempio perché le sostanze richiedono agenti estinguenti diversi o possono reagire tra loro. Tenerle separate all’interno della sezione (distanza, barriere, vasche di raccolta separate) può evitarlo.",
    "storageNote.7":
      "Con merci combustibili solo alle condizioni della tabella 13 della TRGS 510 (nota 4) e senza altro materiale combustibile nella sezione di stoccaggio (nota 5).",
    "storageNote.8":
      "Consentito alle condizioni della tabella 14 della TRGS 510: nessuna limitazione fino a 10 tonnellate; oltre, a seconda del deposito, un impianto di rivelazione incendi, controlli ogni ora, un breve tempo di arrivo dei vigili del fuoco o un impianto di spegnimento automatico.",
    "compatibility.COMPATIBLE": "Possono essere stoccati insieme",
    "compatibility.INCOMPATIBLE": "Non devono essere stoccati insieme senza ulteriori misure",
    "compatibility.MISSING_INFORMATION": "Classe di stoccaggio mancante, quindi non è possibile verificare",
    "pictogram.GHS01": "Esplosivo",
    "pictogram.GHS02": "Infiammabile",
    "pictogram.GHS03": "Comburente",
    "pictogram.GHS04": "Gas sotto pressione",
    "pictogram.GHS05": "Corrosivo",
    "pictogram.GHS06": "Tossicità acuta",
    "pictogram.GHS07": "Punto esclamativo: pericolo per la salute, pericoloso per lo strato di ozono",
    "pictogram.GHS08": "Grave pericolo per la salute",
    "pictogram.GHS09": "Pericoloso per l’ambiente",
  },
  es: {
    "storageClass.1": "Sustancias peligrosas explosivas",
    "storageClass.2A": "Gases (excepto aerosoles y encendedores)",
    "storageClass.2B": "Aerosoles y encendedores",
    "storageClass.3": "Líquidos inflamables",
    "storageClass.4.1A": "Otras sustancias peligrosas explosivas",
    "storageClass.4.1B": "Sólidos inflamables o explosivos insensibilizados",
    "storageClass.4.2": "Sustancias pirofóricas o que experimentan calentamiento espontáneo",
    "storageClass.4.3": "Sustancias que, en contacto con el agua, desprenden gases inflamables",
    "storageClass.5.1A": "Sustancias fuertemente comburentes",
    "storageClass.5.1B": "Sustancias comburentes",
    "storageClass.5.1C": "Nitrato de amonio y mezclas que contienen nitrato de amonio",
    "storageClass.5.2": "Peróxidos orgánicos y sustancias que reaccionan espontáneamente",
    "storageClass.6.1A": "Sustancias combustibles con toxicidad aguda de categoría 1 y 2 / muy tóxicas",
    "storageClass.6.1B": "Sustancias no combustibles con toxicidad aguda de categoría 1 y 2 / muy tóxicas",
    "storageClass.6.1C":
      "Sustancias combustibles con toxicidad aguda de categoría 3 / tóxicas o de efecto crónico",
    "storageClass.6.1D":
      "Sustancias no combustibles con toxicidad aguda de categoría 3 / tóxicas o de efecto crónico",
    "storageClass.6.2": "Sustancias infecciosas",
    "storageClass.7": "Sustancias radiactivas",
    "storageClass.8A": "Sustancias corrosivas combustibles",
    "storageClass.8B": "Sustancias corrosivas no combustibles",
    "storageClass.10": "Líquidos combustibles que no pertenecen a la clase de almacenamiento 3",
    "storageClass.11": "Sólidos combustibles",
    "storageClass.12": "Líquidos no combustibles",
    "storageClass.13": "Sólidos no combustibles",
    "storageNote.1":
      "Solo en la medida en que lo permitan las normas específicas de estas sustancias: explosivos (clases de almacenamiento 1 y 4.1A) según la ley alemana de explosivos, nitrato de amonio (5.1C) según el reglamento alemán de sustancias peligrosas y la TRGS 511, peróxidos orgánicos (5.2) según la prescripción DGUV 13 y sustancias radiactivas (7) según la legislación de protección radiológica.",
    "storageNote.2":
      "Los gases solo pueden guardarse en la misma sala si se mantienen separados: como máximo 50 botellas de gas llenas, de ellas como máximo 25 con gases tóxicos, inflamables o comburentes, detrás de una pared no combustible de al menos 2 m de altura y a 5 m de las mercancías combustibles.",
    "storageNote.3":
      "Distintos gases solo pueden almacenarse juntos dentro de los límites de cantidad de la TRGS 510, con al menos 2 m entre gases inflamables y comburentes.",
    "storageNote.4":
      "Permitido en las condiciones de la tabla 13 de la TRGS 510: sin restricción hasta 1 tonelada en total; por encima, una instalación automática de extinción, o una instalación de detección de incendios junto con un cuerpo de bomberos de empresa reconocido.",
    "storageNote.5":
      "En la misma sección de almacenamiento no puede guardarse otro material combustible (papel, textiles, madera, cartón, láminas, material de relleno combustible), salvo que forme una unidad con los recipientes para el almacenamiento y el transporte.",
    "storageNote.6":
      "Solo se permite si almacenarlos juntos no aumenta de forma considerable el peligro, por ejemplo porque las sustancias necesitan agentes extintores distintos o pueden reaccionar entre sí. Mantenerlas separadas dentro de la sección (distancia, barreras, cubetos de retención distintos) puede evitarlo.",
    "storageNote.7":
      "Con mercancías combustibles solo en las condiciones de la tabla 13 de la TRGS 510 (nota 4) y sin otro material combustible en la sección de almacenamiento (nota 5).",
    "storageNote.8":
      "Permitido en las condiciones de la tabla 14 de la TRGS 510: sin restricción hasta 10 toneladas; por encima, según el almacén, una instalación de detección de incendios, controles cada hora, un tiempo de llegada corto de los bomberos o una instalación automática de extinción.",
    "compatibility.COMPATIBLE": "Pueden almacenarse juntos",
    "compatibility.INCOMPATIBLE": "No deben almacenarse juntos sin medidas adicionales",
    "compatibility.MISSING_INFORMATION": "Falta la clase de almacenamiento, así que no se puede comprobar",
    "pictogram.GHS01": "Explosivo",
    "pictogram.GHS02": "Inflamable",
    "pictogram.GHS03": "Comburente",
    "pictogram.GHS04": "Gas a presión",
    "pictogram.GHS05": "Corrosivo",
    "pictogram.GHS06": "Toxicidad aguda",
    "pictogram.GHS07": "Signo de exclamación: peligro para la salud, peligroso para la capa de ozono",
    "pictogram.GHS08": "Peligro grave para la salud",
    "pictogram.GHS09": "Peligroso para el medio ambiente",
  },
};

export default translations;
