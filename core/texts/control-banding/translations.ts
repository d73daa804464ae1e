import type { controlBanding } from "./en";
import type { AreaTranslations } from "../types";

/** The texts of ./en.ts in the nine translated languages. */
const translations: AreaTranslations<typeof controlBanding> = {
  nb: {
    "controlBanding.task": "Arbeidsoppgave",
    "controlBanding.taskHint":
      "Hva som gjøres med produktet, for eksempel tapping fra et 25-liters fat over på sprayflasker.",
    "controlBanding.product": "Produkt",
    "controlBanding.productNone": "Velg et produkt",
    "controlBanding.noProducts": "Oppgi produktene i dokumentet og lagre først; velg så ett her.",
    "controlBanding.form": "Form",
    "controlBanding.form.solid": "Fast stoff",
    "controlBanding.form.liquid": "Væske",
    "controlBanding.form.gas": "Gass eller aerosol",
    "controlBanding.fromSds": "Fra sikkerhetsdatabladet: {{value}}",
    "controlBanding.notGiven": "Ikke oppgitt",
    "controlBanding.dustiness": "Støvingsgrad (faste stoffer)",
    "controlBanding.dustiness.low": "Lav: pellets, flak eller voks som ikke smuldrer; lite støv synes",
    "controlBanding.dustiness.medium": "Middels: krystaller eller granulat; støv synes, men legger seg raskt",
    "controlBanding.dustiness.high":
      "Høy: fint, lett pulver; støvskyer blir hengende i lufta i flere minutter",
    "controlBanding.boilingPoint": "Kokepunkt (°C, væsker)",
    "controlBanding.boilingPointHint": "Står i avsnitt 9 i sikkerhetsdatabladet.",
    "controlBanding.processTemperature": "Prosesstemperatur (°C)",
    "controlBanding.processTemperatureHint":
      "Temperaturen væsken brukes ved. La stå tomt for romtemperatur (20 °C).",
    "controlBanding.roomTemperature": "Romtemperatur (20 °C)",
    "controlBanding.amount": "Mengde per bruk",
    "controlBanding.amount.small": "Liten: gram eller milliliter",
    "controlBanding.amount.medium": "Middels: kilo eller liter",
    "controlBanding.amount.large": "Stor: tonn eller kubikkmeter",
    "controlBanding.amountBand.small": "liten",
    "controlBanding.amountBand.medium": "middels",
    "controlBanding.amountBand.large": "stor",
    "controlBanding.level.low": "lav",
    "controlBanding.level.medium": "middels",
    "controlBanding.level.high": "høy",
    "controlBanding.frequency": "Hvor ofte",
    "controlBanding.frequency.rarely": "Sjelden",
    "controlBanding.frequency.weekly": "Ukentlig",
    "controlBanding.frequency.daily": "Daglig",
    "controlBanding.frequency.shift": "Hvert skift",
    "controlBanding.duration": "Hvor lenge per dag",
    "controlBanding.duration.short": "15 minutter eller mindre",
    "controlBanding.duration.medium": "Opptil 4 timer",
    "controlBanding.duration.long": "Mer enn 4 timer",
    "controlBanding.specialProcess": "Oppgaven sprøyter produktet eller lager tåke, røyk eller støv av det",
    "controlBanding.proposal": "ChemSafe foreslår:",
    "controlBanding.noProposal": "ingen tilnærming ennå.",
    "controlBanding.approachName": "Tilnærming {{approach}}: {{name}}",
    "controlBanding.approach.1": "Generell ventilasjon",
    "controlBanding.approach.2": "Tekniske tiltak",
    "controlBanding.approach.3": "Innkapsling",
    "controlBanding.approach.4": "Spesielt: ekspertråd",
    "controlBanding.proposed": "foreslått",
    "controlBanding.changedSince":
      "Produktets data er endret siden dette ble lagret: ChemSafe ville nå foreslått tilnærming {{approach}}.",
    "controlBanding.missing": "For å foreslå trenger ChemSafe {{list}}. Forslaget oppdateres når du lagrer.",
    "controlBanding.missing.product": "produktet",
    "controlBanding.missing.form": "formen",
    "controlBanding.missing.dustiness": "støvingsgraden",
    "controlBanding.missing.boilingPoint": "kokepunktet",
    "controlBanding.missing.amount": "mengden per bruk",
    "controlBanding.cmrTitle": "Kreftfremkallende, arvestoffskadelig eller reproduksjonstoksisk (CMR).",
    "controlBanding.cmrText":
      "Alle som eksponeres for dette produktet skal føres i eksponeringsregisteret, og et mindre farlig produkt eller en mindre farlig prosess skal vurderes først.",
    "controlBanding.exposurePlan": "Start en eksponeringsplan",
    "controlBanding.exposurePlanKeeper":
      "En som fører eksponeringsregisteret lager eksponeringsplanen for dette produktet: gi beskjed om denne arbeidsoppgaven.",
    "controlBanding.reasons": "Hvorfor:",
    "controlBanding.reason.group": "Faregruppe {{group}}, ut fra {{statements}}.",
    "controlBanding.reason.groupDefault":
      "Faregruppe A: ingen av produktets H-setninger gir en høyere gruppe.",
    "controlBanding.reason.skinEye":
      "Skader hud eller øyne ({{statements}}): hud- og øyekontakt må også hindres.",
    "controlBanding.reason.cmr":
      "Kreftfremkallende, arvestoffskadelig eller reproduksjonstoksisk i kategori 1A eller 1B ({{statements}}).",
    "controlBanding.reason.dustiness": "Støvingsgrad {{level}}.",
    "controlBanding.reason.volatility":
      "Flyktighet {{level}}: kokepunkt {{boilingPoint}} °C, brukes ved {{temperature}} °C.",
    "controlBanding.reason.amount": "Mengde {{amount}}.",
    "controlBanding.reason.matrix":
      "Faregruppe {{group}} med denne mengden og frigjøringen gir tilnærming {{approach}}.",
    "controlBanding.reason.outside.gas": "Gasser og aerosoler faller utenfor metoden: innhent ekspertråd.",
    "controlBanding.reason.outside.aboveBoilingPoint":
      "Væsken brukes ved eller over kokepunktet, noe metoden ikke dekker: innhent ekspertråd.",
    "controlBanding.reason.outside.specialProcess":
      "Sprøyting og oppgaver som lager tåke, røyk eller støv faller utenfor metoden: innhent ekspertråd.",
    "controlBanding.reason.shortTask":
      "Oppgaven er kort. Metoden regner med eksponering et helt skift, så forslaget er på den sikre siden; en lavere tilnærming kan velges med skriftlig begrunnelse.",
    "controlBanding.measures": "Standardtiltak:",
    "controlBanding.measure.generalVentilation": "God generell ventilasjon i arbeidsrommet.",
    "controlBanding.measure.smallestAmount": "Ha bare den mengden oppgaven trenger på arbeidsplassen.",
    "controlBanding.measure.closeContainers": "Hold beholdere lukket når de ikke er i bruk.",
    "controlBanding.measure.cleanSpills":
      "Tørk opp søl straks; ikke feie tørt eller blåse støv med trykkluft.",
    "controlBanding.measure.hygiene":
      "Vask hendene før pauser og etter arbeid; ikke spis, drikk eller røyk der produktet brukes.",
    "controlBanding.measure.instruct": "Gi alle som utfører oppgaven opplæring i farene og disse tiltakene.",
    "controlBanding.measure.localExhaust":
      "Punktavsug der støv eller damp frigjøres (benk med avsug, kabinett eller avtrekkshette).",
    "controlBanding.measure.checkExtraction":
      "Kontroller at avsuget virker før bruk, og få det ettersett jevnlig.",
    "controlBanding.measure.containment":
      "Lukket system eller innkapsling: produktet håndteres uten å være åpent mot rommet.",
    "controlBanding.measure.openOnlyWithExtraction":
      "Åpne systemet bare for korte trinn som prøvetaking eller fylling, og bare med avsug.",
    "controlBanding.measure.maintenanceProcedure":
      "Tøm og rengjør utstyret før vedlikehold, etter en skriftlig prosedyre.",
    "controlBanding.measure.expertAdvice":
      "Innhent råd om tiltakene fra en yrkeshygieniker eller annen kompetent fagperson.",
    "controlBanding.measure.exposureAssessment":
      "Få eksponeringen vurdert grundig, med målinger der det trengs.",
    "controlBanding.measure.skinEyeProtection":
      "Hindre hud- og øyekontakt: egnede hansker (materiale etter sikkerhetsdatabladet) og øyevern.",
    "controlBanding.measure.washFacilities": "Vaskemuligheter og øyeskylling nær arbeidsplassen.",
    "controlBanding.measure.substitute":
      "Bytt til et mindre farlig produkt, eller bruk en lukket prosess, der det er mulig.",
    "controlBanding.measure.exposureRegister": "Før alle som eksponeres i eksponeringsregisteret.",
    "controlBanding.chosen": "Valgt tilnærming",
    "controlBanding.chosenHint":
      "Den foreslåtte tilnærmingen eller en høyere; en lavere krever skriftlig begrunnelse.",
    "controlBanding.justification": "Begrunnelse",
    "controlBanding.justificationHint":
      "Når valgt tilnærming er lavere enn foreslått: hvorfor den kontrollerer eksponeringen godt nok.",
    "controlBanding.error.justification": "Skriv hvorfor en lavere tilnærming enn foreslått er nok",
  },
  sv: {
    "controlBanding.task": "Arbetsuppgift",
    "controlBanding.taskHint":
      "Vad som görs med produkten, till exempel tappning från ett 25-litersfat till sprayflaskor.",
    "controlBanding.product": "Produkt",
    "controlBanding.productNone": "Välj en produkt",
    "controlBanding.noProducts": "Ange produkterna i dokumentet och spara först; välj sedan en här.",
    "controlBanding.form": "Form",
    "controlBanding.form.solid": "Fast ämne",
    "controlBanding.form.liquid": "Vätska",
    "controlBanding.form.gas": "Gas eller aerosol",
    "controlBanding.fromSds": "Från säkerhetsdatabladet: {{value}}",
    "controlBanding.notGiven": "Ej angivet",
    "controlBanding.dustiness": "Damningsbenägenhet (fasta ämnen)",
    "controlBanding.dustiness.low": "Låg: pellets, flingor eller vax som inte smulas sönder; lite damm syns",
    "controlBanding.dustiness.medium": "Medel: kristaller eller granulat; damm syns men lägger sig snabbt",
    "controlBanding.dustiness.high": "Hög: fint, lätt pulver; dammoln stannar i luften i flera minuter",
    "controlBanding.boilingPoint": "Kokpunkt (°C, vätskor)",
    "controlBanding.boilingPointHint": "Anges i avsnitt 9 i säkerhetsdatabladet.",
    "controlBanding.processTemperature": "Processtemperatur (°C)",
    "controlBanding.processTemperatureHint":
      "Temperaturen vätskan används vid. Lämna tomt för rumstemperatur (20 °C).",
    "controlBanding.roomTemperature": "Rumstemperatur (20 °C)",
    "controlBanding.amount": "Mängd per användning",
    "controlBanding.amount.small": "Liten: gram eller milliliter",
    "controlBanding.amount.medium": "Medel: kilogram eller liter",
    "controlBanding.amount.large": "Stor: ton eller kubikmeter",
    "controlBanding.amountBand.small": "liten",
    "controlBanding.amountBand.medium": "medel",
    "controlBanding.amountBand.large": "stor",
    "controlBanding.level.low": "låg",
    "controlBanding.level.medium": "medel",
    "controlBanding.level.high": "hög",
    "controlBanding.frequency": "Hur ofta",
    "controlBanding.frequency.rarely": "Sällan",
    "controlBanding.frequency.weekly": "Varje vecka",
    "controlBanding.frequency.daily": "Dagligen",
    "controlBanding.frequency.shift": "Varje skift",
    "controlBanding.duration": "Hur länge per dag",
    "controlBanding.duration.short": "15 minuter eller mindre",
    "controlBanding.duration.medium": "Upp till 4 timmar",
    "controlBanding.duration.long": "Mer än 4 timmar",
    "controlBanding.specialProcess": "Uppgiften sprutar produkten eller bildar dimma, rök eller damm av den",
    "controlBanding.proposal": "ChemSafe föreslår:",
    "controlBanding.noProposal": "ingen åtgärdsnivå ännu.",
    "controlBanding.approachName": "Åtgärdsnivå {{approach}}: {{name}}",
    "controlBanding.approach.1": "Allmänventilation",
    "controlBanding.approach.2": "Tekniska åtgärder",
    "controlBanding.approach.3": "Inneslutning",
    "controlBanding.approach.4": "Särskilt: expertråd",
    "controlBanding.proposed": "föreslagen",
    "controlBanding.changedSince":
      "Produktens uppgifter har ändrats sedan detta sparades: ChemSafe skulle nu föreslå åtgärdsnivå {{approach}}.",
    "controlBanding.missing":
      "För ett förslag behöver ChemSafe {{list}}. Förslaget uppdateras när du sparar.",
    "controlBanding.missing.product": "produkten",
    "controlBanding.missing.form": "dess form",
    "controlBanding.missing.dustiness": "dess damningsbenägenhet",
    "controlBanding.missing.boilingPoint": "dess kokpunkt",
    "controlBanding.missing.amount": "mängden per användning",
    "controlBanding.cmrTitle": "Cancerframkallande, mutagen eller reproduktionstoxisk (CMR).",
    "controlBanding.cmrText":
      "Alla som exponeras för produkten ska föras in i exponeringsregistret, och en mindre farlig produkt eller process ska övervägas först.",
    "controlBanding.exposurePlan": "Starta en exponeringsplan",
    "controlBanding.exposurePlanKeeper":
      "Den som för exponeringsregistret gör exponeringsplanen för produkten: berätta om den här arbetsuppgiften.",
    "controlBanding.reasons": "Varför:",
    "controlBanding.reason.group": "Faroklass {{group}}, utifrån {{statements}}.",
    "controlBanding.reason.groupDefault":
      "Faroklass A: ingen av produktens faroangivelser ger en högre klass.",
    "controlBanding.reason.skinEye":
      "Skadar hud eller ögon ({{statements}}): hud- och ögonkontakt måste också förhindras.",
    "controlBanding.reason.cmr":
      "Cancerframkallande, mutagen eller reproduktionstoxisk i kategori 1A eller 1B ({{statements}}).",
    "controlBanding.reason.dustiness": "Damningsbenägenhet {{level}}.",
    "controlBanding.reason.volatility":
      "Flyktighet {{level}}: kokpunkt {{boilingPoint}} °C, används vid {{temperature}} °C.",
    "controlBanding.reason.amount": "Mängd {{amount}}.",
    "controlBanding.reason.matrix":
      "Faroklass {{group}} med denna mängd och spridning ger åtgärdsnivå {{approach}}.",
    "controlBanding.reason.outside.gas": "Gaser och aerosoler ligger utanför metoden: ta in expertråd.",
    "controlBanding.reason.outside.aboveBoilingPoint":
      "Vätskan används vid eller över sin kokpunkt, vilket metoden inte täcker: ta in expertråd.",
    "controlBanding.reason.outside.specialProcess":
      "Sprutning och uppgifter som bildar dimma, rök eller damm ligger utanför metoden: ta in expertråd.",
    "controlBanding.reason.shortTask":
      "Uppgiften är kort. Metoden förutsätter exponering under ett helt skift, så förslaget är på den säkra sidan; en lägre nivå kan väljas med skriftlig motivering.",
    "controlBanding.measures": "Standardåtgärder:",
    "controlBanding.measure.generalVentilation": "God allmänventilation i arbetslokalen.",
    "controlBanding.measure.smallestAmount": "Ha bara den mängd uppgiften kräver på arbetsplatsen.",
    "controlBanding.measure.closeContainers": "Håll behållare stängda när de inte används.",
    "controlBanding.measure.cleanSpills":
      "Torka upp spill genast; sopa inte torrt och blås inte damm med tryckluft.",
    "controlBanding.measure.hygiene":
      "Tvätta händerna före raster och efter arbetet; ät, drick och rök inte där produkten används.",
    "controlBanding.measure.instruct": "Instruera alla som utför uppgiften om riskerna och dessa åtgärder.",
    "controlBanding.measure.localExhaust":
      "Punktutsug där damm eller ånga frigörs (bänk med utsug, kabin eller huv).",
    "controlBanding.measure.checkExtraction":
      "Kontrollera att utsuget fungerar före användning och låt besiktiga det regelbundet.",
    "controlBanding.measure.containment":
      "Slutet system eller inneslutning: produkten hanteras utan att vara öppen mot lokalen.",
    "controlBanding.measure.openOnlyWithExtraction":
      "Öppna systemet bara för korta moment som provtagning eller påfyllning, och bara med utsug.",
    "controlBanding.measure.maintenanceProcedure":
      "Töm och rengör utrustningen före underhåll, enligt en skriftlig rutin.",
    "controlBanding.measure.expertAdvice":
      "Ta in råd om åtgärderna från en yrkeshygieniker eller annan sakkunnig.",
    "controlBanding.measure.exposureAssessment":
      "Låt bedöma exponeringen noggrant, med mätningar där det behövs.",
    "controlBanding.measure.skinEyeProtection":
      "Förhindra hud- och ögonkontakt: lämpliga handskar (material enligt säkerhetsdatabladet) och ögonskydd.",
    "controlBanding.measure.washFacilities": "Tvättmöjligheter och ögondusch nära arbetsplatsen.",
    "controlBanding.measure.substitute":
      "Byt till en mindre farlig produkt, eller använd en sluten process, där det går.",
    "controlBanding.measure.exposureRegister": "För in alla som exponeras i exponeringsregistret.",
    "controlBanding.chosen": "Vald åtgärdsnivå",
    "controlBanding.chosenHint": "Den föreslagna nivån eller en högre; en lägre kräver skriftlig motivering.",
    "controlBanding.justification": "Motivering",
    "controlBanding.justificationHint":
      "När vald nivå är lägre än föreslagen: varför den kontrollerar exponeringen tillräckligt.",
    "controlBanding.error.justification": "Skriv varför en lägre nivå än den föreslagna räcker",
  },
  da: {
    "controlBanding.task": "Arbejdsopgave",
    "controlBanding.taskHint":
      "Hvad der gøres med produktet, for eksempel aftapning fra en 25-liters tromle til sprayflasker.",
    "controlBanding.product": "Produkt",
    "controlBanding.productNone": "Vælg et produkt",
    "controlBanding.noProducts": "Angiv først produkterne i dokumentet og gem; vælg derefter et her.",
    "controlBanding.form": "Form",
    "controlBanding.form.solid": "Fast stof",
    "controlBanding.form.liquid": "Væske",
    "controlBanding.form.gas": "Gas eller aerosol",
    "controlBanding.fromSds": "Fra sikkerhedsdatabladet: {{value}}",
    "controlBanding.notGiven": "Ikke angivet",
    "controlBanding.dustiness": "Støvningsgrad (faste stoffer)",
    "controlBanding.dustiness.low":
      "Lav: piller, flager eller voks, der ikke smuldrer; der ses kun lidt støv",
    "controlBanding.dustiness.medium": "Middel: krystaller eller granulat; støv ses, men lægger sig hurtigt",
    "controlBanding.dustiness.high":
      "Høj: fint, let pulver; støvskyer bliver hængende i luften i flere minutter",
    "controlBanding.boilingPoint": "Kogepunkt (°C, væsker)",
    "controlBanding.boilingPointHint": "Står i punkt 9 i sikkerhedsdatabladet.",
    "controlBanding.processTemperature": "Procestemperatur (°C)",
    "controlBanding.processTemperatureHint":
      "Temperaturen, væsken bruges ved. Lad feltet stå tomt for stuetemperatur (20 °C).",
    "controlBanding.roomTemperature": "Stuetemperatur (20 °C)",
    "controlBanding.amount": "Mængde pr. brug",
    "controlBanding.amount.small": "Lille: gram eller milliliter",
    "controlBanding.amount.medium": "Middel: kilogram eller liter",
    "controlBanding.amount.large": "Stor: ton eller kubikmeter",
    "controlBanding.amountBand.small": "lille",
    "controlBanding.amountBand.medium": "middel",
    "controlBanding.amountBand.large": "stor",
    "controlBanding.level.low": "lav",
    "controlBanding.level.medium": "middel",
    "controlBanding.level.high": "høj",
    "controlBanding.frequency": "Hvor ofte",
    "controlBanding.frequency.rarely": "Sjældent",
    "controlBanding.frequency.weekly": "Ugentligt",
    "controlBanding.frequency.daily": "Dagligt",
    "controlBanding.frequency.shift": "Hvert skift",
    "controlBanding.duration": "Hvor længe pr. dag",
    "controlBanding.duration.short": "15 minutter eller mindre",
    "controlBanding.duration.medium": "Op til 4 timer",
    "controlBanding.duration.long": "Mere end 4 timer",
    "controlBanding.specialProcess": "Opgaven sprøjter produktet eller danner tåge, røg eller støv af det",
    "controlBanding.proposal": "ChemSafe foreslår:",
    "controlBanding.noProposal": "endnu intet kontrolniveau.",
    "controlBanding.approachName": "Kontrolniveau {{approach}}: {{name}}",
    "controlBanding.approach.1": "Almen ventilation",
    "controlBanding.approach.2": "Tekniske foranstaltninger",
    "controlBanding.approach.3": "Indkapsling",
    "controlBanding.approach.4": "Særligt: ekspertrådgivning",
    "controlBanding.proposed": "foreslået",
    "controlBanding.changedSince":
      "Produktets data er ændret, siden dette blev gemt: ChemSafe ville nu foreslå kontrolniveau {{approach}}.",
    "controlBanding.missing":
      "For at foreslå har ChemSafe brug for {{list}}. Forslaget opdateres, når du gemmer.",
    "controlBanding.missing.product": "produktet",
    "controlBanding.missing.form": "dets form",
    "controlBanding.missing.dustiness": "dets støvningsgrad",
    "controlBanding.missing.boilingPoint": "dets kogepunkt",
    "controlBanding.missing.amount": "mængden pr. brug",
    "controlBanding.cmrTitle": "Kræftfremkaldende, mutagent eller reproduktionstoksisk (CMR).",
    "controlBanding.cmrText":
      "Alle, der udsættes for produktet, skal registreres i eksponeringsregistret, og et mindre farligt produkt eller en mindre farlig proces skal overvejes først.",
    "controlBanding.exposurePlan": "Start en eksponeringsplan",
    "controlBanding.exposurePlanKeeper":
      "En, der fører eksponeringsregistret, laver eksponeringsplanen for dette produkt: fortæl vedkommende om denne opgave.",
    "controlBanding.reasons": "Hvorfor:",
    "controlBanding.reason.group": "Faregruppe {{group}}, ud fra {{statements}}.",
    "controlBanding.reason.groupDefault":
      "Faregruppe A: ingen af produktets H-sætninger giver en højere gruppe.",
    "controlBanding.reason.skinEye":
      "Skader hud eller øjne ({{statements}}): hud- og øjenkontakt skal også forhindres.",
    "controlBanding.reason.cmr":
      "Kræftfremkaldende, mutagent eller reproduktionstoksisk i kategori 1A eller 1B ({{statements}}).",
    "controlBanding.reason.dustiness": "Støvningsgrad {{level}}.",
    "controlBanding.reason.volatility":
      "Flygtighed {{level}}: kogepunkt {{boilingPoint}} °C, bruges ved {{temperature}} °C.",
    "controlBanding.reason.amount": "Mængde {{amount}}.",
    "controlBanding.reason.matrix":
      "Faregruppe {{group}} med denne mængde og frigivelse giver kontrolniveau {{approach}}.",
    "controlBanding.reason.outside.gas":
      "Gasser og aerosoler ligger uden for metoden: indhent ekspertrådgivning.",
    "controlBanding.reason.outside.aboveBoilingPoint":
      "Væsken bruges ved eller over sit kogepunkt, hvilket metoden ikke dækker: indhent ekspertrådgivning.",
    "controlBanding.reason.outside.specialProcess":
      "Sprøjtning og opgaver, der danner tåge, røg eller støv, ligger uden for metoden: indhent ekspertrådgivning.",
    "controlBanding.reason.shortTask":
      "Opgaven er kort. Metoden forudsætter eksponering et helt skift, så forslaget er på den sikre side; et lavere niveau kan vælges med en skriftlig begrundelse.",
    "controlBanding.measures": "Standardforanstaltninger:",
    "controlBanding.measure.generalVentilation": "God almen ventilation i arbejdslokalet.",
    "controlBanding.measure.smallestAmount": "Hav kun den mængde, opgaven kræver, på arbejdspladsen.",
    "controlBanding.measure.closeContainers": "Hold beholdere lukkede, når de ikke er i brug.",
    "controlBanding.measure.cleanSpills":
      "Tør spild op med det samme; ingen tør fejning eller trykluft på støv.",
    "controlBanding.measure.hygiene":
      "Vask hænder før pauser og efter arbejdet; ingen spisning, drikning eller rygning, hvor produktet bruges.",
    "controlBanding.measure.instruct":
      "Instruér alle, der udfører opgaven, i farerne og disse foranstaltninger.",
    "controlBanding.measure.localExhaust":
      "Punktudsugning, hvor støv eller dampe frigives (bord med udsugning, kabine eller emhætte).",
    "controlBanding.measure.checkExtraction":
      "Kontrollér, at udsugningen virker før brug, og få den efterset jævnligt.",
    "controlBanding.measure.containment":
      "Lukket system eller indkapsling: produktet håndteres uden at være åbent mod lokalet.",
    "controlBanding.measure.openOnlyWithExtraction":
      "Åbn kun systemet for korte trin som prøvetagning eller påfyldning, og kun med udsugning.",
    "controlBanding.measure.maintenanceProcedure":
      "Tøm og rengør udstyret før vedligehold efter en skriftlig procedure.",
    "controlBanding.measure.expertAdvice":
      "Indhent rådgivning om foranstaltningerne fra en arbejdshygiejniker eller anden sagkyndig.",
    "controlBanding.measure.exposureAssessment":
      "Få eksponeringen vurderet grundigt, med målinger hvor det er nødvendigt.",
    "controlBanding.measure.skinEyeProtection":
      "Forhindr hud- og øjenkontakt: egnede handsker (materiale efter sikkerhedsdatabladet) og øjenværn.",
    "controlBanding.measure.washFacilities": "Vaskemuligheder og øjenskyl nær arbejdspladsen.",
    "controlBanding.measure.substitute":
      "Erstat produktet med et mindre farligt, eller brug en lukket proces, hvor det er muligt.",
    "controlBanding.measure.exposureRegister": "Registrér alle, der udsættes, i eksponeringsregistret.",
    "controlBanding.chosen": "Valgt kontrolniveau",
    "controlBanding.chosenHint":
      "Det foreslåede niveau eller et højere; et lavere kræver en skriftlig begrundelse.",
    "controlBanding.justification": "Begrundelse",
    "controlBanding.justificationHint":
      "Når det valgte niveau er lavere end foreslået: hvorfor det kontrollerer eksponeringen godt nok.",
    "controlBanding.error.justification": "Skriv, hvorfor et lavere niveau end det foreslåede er nok",
  },
  fi: {
    "controlBanding.task": "Työtehtävä",
    "controlBanding.taskHint":
      "Mitä tuotteelle tehdään, esimerkiksi laskeminen 25 litran tynnyristä suihkepulloihin.",
    "controlBanding.product": "Tuote",
    "controlBanding.productNone": "Valitse tuote",
    "controlBanding.noProducts": "Nimeä tuotteet ensin asiakirjaan ja tallenna; valitse sitten yksi tästä.",
    "controlBanding.form": "Olomuoto",
    "controlBanding.form.solid": "Kiinteä",
    "controlBanding.form.liquid": "Neste",
    "controlBanding.form.gas": "Kaasu tai aerosoli",
    "controlBanding.fromSds": "Käyttöturvallisuustiedotteesta: {{value}}",
    "controlBanding.notGiven": "Ei annettu",
    "controlBanding.dustiness": "Pölyävyys (kiinteät aineet)",
    "controlBanding.dustiness.low":
      "Vähäinen: pelletit, hiutaleet tai vaha, jotka eivät murene; pölyä näkyy vähän",
    "controlBanding.dustiness.medium":
      "Keskisuuri: kiteet tai rakeet; pölyä näkyy, mutta se laskeutuu nopeasti",
    "controlBanding.dustiness.high": "Suuri: hieno, kevyt jauhe; pölypilvet leijuvat ilmassa minuutteja",
    "controlBanding.boilingPoint": "Kiehumispiste (°C, nesteet)",
    "controlBanding.boilingPointHint": "Se mainitaan käyttöturvallisuustiedotteen kohdassa 9.",
    "controlBanding.processTemperature": "Prosessilämpötila (°C)",
    "controlBanding.processTemperatureHint":
      "Lämpötila, jossa nestettä käytetään. Jätä tyhjäksi, jos huoneenlämpö (20 °C).",
    "controlBanding.roomTemperature": "Huoneenlämpö (20 °C)",
    "controlBanding.amount": "Määrä kerralla",
    "controlBanding.amount.small": "Pieni: grammoja tai millilitroja",
    "controlBanding.amount.medium": "Keskisuuri: kilogrammoja tai litroja",
    "controlBanding.amount.large": "Suuri: tonneja tai kuutiometrejä",
    "controlBanding.amountBand.small": "pieni",
    "controlBanding.amountBand.medium": "keskisuuri",
    "controlBanding.amountBand.large": "suuri",
    "controlBanding.level.low": "vähäinen",
    "controlBanding.level.medium": "keskisuuri",
    "controlBanding.level.high": "suuri",
    "controlBanding.frequency": "Kuinka usein",
    "controlBanding.frequency.rarely": "Harvoin",
    "controlBanding.frequency.weekly": "Viikoittain",
    "controlBanding.frequency.daily": "Päivittäin",
    "controlBanding.frequency.shift": "Joka vuorossa",
    "controlBanding.duration": "Kuinka kauan päivässä",
    "controlBanding.duration.short": "Enintään 15 minuuttia",
    "controlBanding.duration.medium": "Enintään 4 tuntia",
    "controlBanding.duration.long": "Yli 4 tuntia",
    "controlBanding.specialProcess":
      "Tehtävässä tuotetta ruiskutetaan tai siitä syntyy sumua, huurua tai pölyä",
    "controlBanding.proposal": "ChemSafe ehdottaa:",
    "controlBanding.noProposal": "ei vielä hallintatasoa.",
    "controlBanding.approachName": "Hallintataso {{approach}}: {{name}}",
    "controlBanding.approach.1": "Yleisilmanvaihto",
    "controlBanding.approach.2": "Tekniset torjuntakeinot",
    "controlBanding.approach.3": "Kotelointi",
    "controlBanding.approach.4": "Erityinen: asiantuntijan neuvot",
    "controlBanding.proposed": "ehdotettu",
    "controlBanding.changedSince":
      "Tuotteen tiedot ovat muuttuneet tallennuksen jälkeen: ChemSafe ehdottaisi nyt hallintatasoa {{approach}}.",
    "controlBanding.missing":
      "Ehdotusta varten ChemSafe tarvitsee: {{list}}. Ehdotus päivittyy, kun tallennat.",
    "controlBanding.missing.product": "tuote",
    "controlBanding.missing.form": "sen olomuoto",
    "controlBanding.missing.dustiness": "sen pölyävyys",
    "controlBanding.missing.boilingPoint": "sen kiehumispiste",
    "controlBanding.missing.amount": "määrä kerralla",
    "controlBanding.cmrTitle":
      "Syöpää aiheuttava, perimää vaurioittava tai lisääntymiselle vaarallinen (CMR).",
    "controlBanding.cmrText":
      "Kaikki tuotteelle altistuvat on merkittävä altisteluetteloon, ja vähemmän vaarallista tuotetta tai menetelmää on harkittava ensin.",
    "controlBanding.exposurePlan": "Aloita altistumissuunnitelma",
    "controlBanding.exposurePlanKeeper":
      "Altistumisrekisterin ylläpitäjä laatii tämän tuotteen altistumissuunnitelman: kerro hänelle tästä työtehtävästä.",
    "controlBanding.reasons": "Perusteet:",
    "controlBanding.reason.group": "Vaararyhmä {{group}}, lausekkeiden {{statements}} perusteella.",
    "controlBanding.reason.groupDefault":
      "Vaararyhmä A: mikään tuotteen H-lausekkeista ei nosta sitä ylempään ryhmään.",
    "controlBanding.reason.skinEye":
      "Vahingoittaa ihoa tai silmiä ({{statements}}): myös iho- ja silmäkosketus on estettävä.",
    "controlBanding.reason.cmr":
      "Luokan 1A tai 1B syöpää aiheuttava, perimää vaurioittava tai lisääntymiselle vaarallinen ({{statements}}).",
    "controlBanding.reason.dustiness": "Pölyävyys {{level}}.",
    "controlBanding.reason.volatility":
      "Haihtuvuus {{level}}: kiehumispiste {{boilingPoint}} °C, käyttölämpötila {{temperature}} °C.",
    "controlBanding.reason.amount": "Määrä {{amount}}.",
    "controlBanding.reason.matrix":
      "Vaararyhmä {{group}} tällä määrällä ja vapautumisella antaa hallintatason {{approach}}.",
    "controlBanding.reason.outside.gas":
      "Kaasut ja aerosolit eivät kuulu menetelmän piiriin: pyydä asiantuntijan neuvoa.",
    "controlBanding.reason.outside.aboveBoilingPoint":
      "Nestettä käytetään kiehumispisteessään tai sen yläpuolella, mitä menetelmä ei kata: pyydä asiantuntijan neuvoa.",
    "controlBanding.reason.outside.specialProcess":
      "Ruiskutus ja tehtävät, joissa syntyy sumua, huurua tai pölyä, eivät kuulu menetelmän piiriin: pyydä asiantuntijan neuvoa.",
    "controlBanding.reason.shortTask":
      "Tehtävä on lyhyt. Menetelmä olettaa altistuksen koko työvuoron ajan, joten ehdotus on varmalla puolella; alemman tason voi valita kirjallisin perustein.",
    "controlBanding.measures": "Vakiotoimenpiteet:",
    "controlBanding.measure.generalVentilation": "Hyvä yleisilmanvaihto työtilassa.",
    "controlBanding.measure.smallestAmount": "Pidä työpisteessä vain tehtävän tarvitsema määrä.",
    "controlBanding.measure.closeContainers": "Pidä astiat suljettuina, kun niitä ei käytetä.",
    "controlBanding.measure.cleanSpills":
      "Siivoa roiskeet heti; ei kuivaharjausta eikä pölyn puhaltamista paineilmalla.",
    "controlBanding.measure.hygiene":
      "Pese kädet ennen taukoja ja työn jälkeen; älä syö, juo tai tupakoi tuotteen käyttöpaikalla.",
    "controlBanding.measure.instruct": "Opasta kaikki tehtävän tekijät vaaroista ja näistä toimenpiteistä.",
    "controlBanding.measure.localExhaust":
      "Kohdepoisto siellä, missä pölyä tai höyryä vapautuu (poistolla varustettu pöytä, koppi tai kupu).",
    "controlBanding.measure.checkExtraction":
      "Tarkista ennen käyttöä, että poisto toimii, ja tarkastuta se säännöllisesti.",
    "controlBanding.measure.containment":
      "Suljettu järjestelmä tai kotelointi: tuotetta käsitellään olematta avoinna tilaan.",
    "controlBanding.measure.openOnlyWithExtraction":
      "Avaa järjestelmä vain lyhyitä vaiheita varten, kuten näytteenottoon tai täyttöön, ja vain kohdepoiston kanssa.",
    "controlBanding.measure.maintenanceProcedure":
      "Tyhjennä ja puhdista laitteet ennen huoltoa kirjallisen ohjeen mukaan.",
    "controlBanding.measure.expertAdvice":
      "Pyydä torjuntakeinoista neuvoa työhygienikolta tai muulta pätevältä asiantuntijalta.",
    "controlBanding.measure.exposureAssessment": "Arvioi altistuminen tarkasti, tarvittaessa mittauksin.",
    "controlBanding.measure.skinEyeProtection":
      "Estä iho- ja silmäkosketus: sopivat suojakäsineet (materiaali käyttöturvallisuustiedotteen mukaan) ja silmänsuojaus.",
    "controlBanding.measure.washFacilities": "Pesumahdollisuus ja silmähuuhde lähellä työpistettä.",
    "controlBanding.measure.substitute":
      "Korvaa tuote vähemmän vaarallisella tai käytä suljettua menetelmää aina kun mahdollista.",
    "controlBanding.measure.exposureRegister": "Merkitse kaikki altistuvat altisteluetteloon.",
    "controlBanding.chosen": "Valittu hallintataso",
    "controlBanding.chosenHint": "Ehdotettu taso tai sitä korkeampi; alempi vaatii kirjalliset perustelut.",
    "controlBanding.justification": "Perustelut",
    "controlBanding.justificationHint":
      "Kun valittu taso on ehdotettua alempi: miksi se hallitsee altistumisen riittävästi.",
    "controlBanding.error.justification": "Kirjoita, miksi ehdotettua alempi taso riittää",
  },
  de: {
    "controlBanding.task": "Tätigkeit",
    "controlBanding.taskHint":
      "Was mit dem Produkt getan wird, zum Beispiel Umfüllen aus einem 25-Liter-Fass in Sprühflaschen.",
    "controlBanding.product": "Produkt",
    "controlBanding.productNone": "Produkt wählen",
    "controlBanding.noProducts":
      "Nennen Sie zuerst die Produkte im Dokument und speichern Sie; wählen Sie dann hier eines.",
    "controlBanding.form": "Form",
    "controlBanding.form.solid": "Feststoff",
    "controlBanding.form.liquid": "Flüssigkeit",
    "controlBanding.form.gas": "Gas oder Aerosol",
    "controlBanding.fromSds": "Laut Sicherheitsdatenblatt: {{value}}",
    "controlBanding.notGiven": "Nicht angegeben",
    "controlBanding.dustiness": "Staubungsverhalten (Feststoffe)",
    "controlBanding.dustiness.low":
      "Niedrig: Pellets, Schuppen oder Wachs, die nicht zerfallen; kaum Staub sichtbar",
    "controlBanding.dustiness.medium":
      "Mittel: Kristalle oder Granulat; Staub ist sichtbar, setzt sich aber schnell",
    "controlBanding.dustiness.high":
      "Hoch: feines, leichtes Pulver; Staubwolken bleiben minutenlang in der Luft",
    "controlBanding.boilingPoint": "Siedepunkt (°C, Flüssigkeiten)",
    "controlBanding.boilingPointHint": "Steht in Abschnitt 9 des Sicherheitsdatenblatts.",
    "controlBanding.processTemperature": "Verarbeitungstemperatur (°C)",
    "controlBanding.processTemperatureHint":
      "Die Temperatur, bei der die Flüssigkeit verwendet wird. Leer lassen für Raumtemperatur (20 °C).",
    "controlBanding.roomTemperature": "Raumtemperatur (20 °C)",
    "controlBanding.amount": "Menge je Verwendung",
    "controlBanding.amount.small": "Klein: Gramm oder Milliliter",
    "controlBanding.amount.medium": "Mittel: Kilogramm oder Liter",
    "controlBanding.amount.large": "Groß: Tonnen oder Kubikmeter",
    "controlBanding.amountBand.small": "klein",
    "controlBanding.amountBand.medium": "mittel",
    "controlBanding.amountBand.large": "groß",
    "controlBanding.level.low": "niedrig",
    "controlBanding.level.medium": "mittel",
    "controlBanding.level.high": "hoch",
    "controlBanding.frequency": "Wie oft",
    "controlBanding.frequency.rarely": "Selten",
    "controlBanding.frequency.weekly": "Wöchentlich",
    "controlBanding.frequency.daily": "Täglich",
    "controlBanding.frequency.shift": "Jede Schicht",
    "controlBanding.duration": "Wie lange am Tag",
    "controlBanding.duration.short": "15 Minuten oder weniger",
    "controlBanding.duration.medium": "Bis zu 4 Stunden",
    "controlBanding.duration.long": "Mehr als 4 Stunden",
    "controlBanding.specialProcess":
      "Bei der Tätigkeit wird das Produkt versprüht, oder es entstehen Nebel, Rauch oder Staub daraus",
    "controlBanding.proposal": "ChemSafe schlägt vor:",
    "controlBanding.noProposal": "noch keine Maßnahmenstufe.",
    "controlBanding.approachName": "Maßnahmenstufe {{approach}}: {{name}}",
    "controlBanding.approach.1": "Allgemeine Lüftung",
    "controlBanding.approach.2": "Technische Maßnahmen",
    "controlBanding.approach.3": "Geschlossenes System",
    "controlBanding.approach.4": "Besondere Maßnahmen: Expertenrat",
    "controlBanding.proposed": "vorgeschlagen",
    "controlBanding.changedSince":
      "Die Daten des Produkts haben sich seit dem Speichern geändert: ChemSafe würde jetzt Maßnahmenstufe {{approach}} vorschlagen.",
    "controlBanding.missing":
      "Für einen Vorschlag braucht ChemSafe {{list}}. Der Vorschlag wird beim Speichern aktualisiert.",
    "controlBanding.missing.product": "das Produkt",
    "controlBanding.missing.form": "seine Form",
    "controlBanding.missing.dustiness": "sein Staubungsverhalten",
    "controlBanding.missing.boilingPoint": "seinen Siedepunkt",
    "controlBanding.missing.amount": "die Menge je Verwendung",
    "controlBanding.cmrTitle": "Krebserzeugend, keimzellmutagen oder reproduktionstoxisch (CMR).",
    "controlBanding.cmrText":
      "Alle Beschäftigten, die diesem Produkt ausgesetzt sind, müssen im Expositionsverzeichnis erfasst werden, und ein weniger gefährliches Produkt oder Verfahren ist zuerst zu prüfen.",
    "controlBanding.exposurePlan": "Expositionsplan anlegen",
    "controlBanding.exposurePlanKeeper":
      "Wer das Expositionsverzeichnis führt, legt den Expositionsplan für dieses Produkt an: Informieren Sie diese Person über diese Tätigkeit.",
    "controlBanding.reasons": "Begründung:",
    "controlBanding.reason.group": "Gefährlichkeitsgruppe {{group}}, aufgrund von {{statements}}.",
    "controlBanding.reason.groupDefault":
      "Gefährlichkeitsgruppe A: keiner der H-Sätze des Produkts führt zu einer höheren Gruppe.",
    "controlBanding.reason.skinEye":
      "Schädigt Haut oder Augen ({{statements}}): Haut- und Augenkontakt ist ebenfalls zu verhindern.",
    "controlBanding.reason.cmr":
      "Krebserzeugend, keimzellmutagen oder reproduktionstoxisch der Kategorie 1A oder 1B ({{statements}}).",
    "controlBanding.reason.dustiness": "Staubungsverhalten {{level}}.",
    "controlBanding.reason.volatility":
      "Flüchtigkeit {{level}}: Siedepunkt {{boilingPoint}} °C, verwendet bei {{temperature}} °C.",
    "controlBanding.reason.amount": "Menge {{amount}}.",
    "controlBanding.reason.matrix":
      "Gefährlichkeitsgruppe {{group}} ergibt mit dieser Menge und Freisetzung Maßnahmenstufe {{approach}}.",
    "controlBanding.reason.outside.gas":
      "Gase und Aerosole liegen außerhalb der Methode: Expertenrat einholen.",
    "controlBanding.reason.outside.aboveBoilingPoint":
      "Die Flüssigkeit wird bei oder über ihrem Siedepunkt verwendet, was die Methode nicht abdeckt: Expertenrat einholen.",
    "controlBanding.reason.outside.specialProcess":
      "Sprühen und Tätigkeiten, bei denen Nebel, Rauch oder Staub entstehen, liegen außerhalb der Methode: Expertenrat einholen.",
    "controlBanding.reason.shortTask":
      "Die Tätigkeit ist kurz. Die Methode geht von Exposition über eine ganze Schicht aus, der Vorschlag liegt also auf der sicheren Seite; eine niedrigere Stufe kann mit schriftlicher Begründung gewählt werden.",
    "controlBanding.measures": "Standardmaßnahmen:",
    "controlBanding.measure.generalVentilation": "Gute allgemeine Lüftung des Arbeitsraums.",
    "controlBanding.measure.smallestAmount":
      "Nur die für die Tätigkeit nötige Menge am Arbeitsplatz bereithalten.",
    "controlBanding.measure.closeContainers": "Behälter geschlossen halten, wenn sie nicht benutzt werden.",
    "controlBanding.measure.cleanSpills":
      "Verschüttetes sofort beseitigen; Staub nicht trocken kehren oder mit Druckluft abblasen.",
    "controlBanding.measure.hygiene":
      "Vor Pausen und nach der Arbeit Hände waschen; dort, wo das Produkt verwendet wird, nicht essen, trinken oder rauchen.",
    "controlBanding.measure.instruct":
      "Alle, die die Tätigkeit ausführen, über die Gefahren und diese Maßnahmen unterweisen.",
    "controlBanding.measure.localExhaust":
      "Absaugung an der Stelle, an der Staub oder Dampf freigesetzt wird (abgesaugter Tisch, Kabine oder Abzugshaube).",
    "controlBanding.measure.checkExtraction":
      "Vor der Verwendung prüfen, ob die Absaugung wirkt, und sie regelmäßig prüfen lassen.",
    "controlBanding.measure.containment":
      "Geschlossenes System oder Einhausung: Das Produkt wird gehandhabt, ohne zum Raum hin offen zu sein.",
    "controlBanding.measure.openOnlyWithExtraction":
      "Das System nur für kurze Schritte wie Probenahme oder Befüllen öffnen, und nur mit Absaugung.",
    "controlBanding.measure.maintenanceProcedure":
      "Anlagen vor der Instandhaltung nach schriftlicher Anweisung entleeren und reinigen.",
    "controlBanding.measure.expertAdvice":
      "Zu den Maßnahmen eine Arbeitshygienikerin, einen Arbeitshygieniker oder eine andere fachkundige Person beraten lassen.",
    "controlBanding.measure.exposureAssessment":
      "Die Exposition genau beurteilen lassen, wo nötig mit Messungen.",
    "controlBanding.measure.skinEyeProtection":
      "Haut- und Augenkontakt verhindern: geeignete Handschuhe (Material laut Sicherheitsdatenblatt) und Augenschutz.",
    "controlBanding.measure.washFacilities":
      "Waschgelegenheit und Augendusche in der Nähe des Arbeitsplatzes.",
    "controlBanding.measure.substitute":
      "Das Produkt wo immer möglich durch ein weniger gefährliches ersetzen oder ein geschlossenes Verfahren nutzen.",
    "controlBanding.measure.exposureRegister":
      "Alle exponierten Beschäftigten im Expositionsverzeichnis erfassen.",
    "controlBanding.chosen": "Gewählte Maßnahmenstufe",
    "controlBanding.chosenHint":
      "Die vorgeschlagene Stufe oder eine höhere; eine niedrigere braucht eine schriftliche Begründung.",
    "controlBanding.justification": "Begründung",
    "controlBanding.justificationHint":
      "Wenn die gewählte Stufe niedriger als vorgeschlagen ist: warum sie die Exposition ausreichend beherrscht.",
    "controlBanding.error.justification":
      "Begründen Sie, warum eine niedrigere Stufe als vorgeschlagen genügt",
  },
  nl: {
    "controlBanding.task": "Taak",
    "controlBanding.taskHint":
      "Wat er met het product gebeurt, bijvoorbeeld overgieten uit een vat van 25 liter in sprayflessen.",
    "controlBanding.product": "Product",
    "controlBanding.productNone": "Kies een product",
    "controlBanding.noProducts":
      "Noem eerst de producten in het document en sla op; kies er daarna hier een.",
    "controlBanding.form": "Vorm",
    "controlBanding.form.solid": "Vaste stof",
    "controlBanding.form.liquid": "Vloeistof",
    "controlBanding.form.gas": "Gas of aerosol",
    "controlBanding.fromSds": "Volgens het veiligheidsinformatieblad: {{value}}",
    "controlBanding.notGiven": "Niet opgegeven",
    "controlBanding.dustiness": "Stoffigheid (vaste stoffen)",
    "controlBanding.dustiness.low":
      "Laag: korrels, schilfers of was die niet verkruimelen; weinig stof zichtbaar",
    "controlBanding.dustiness.medium":
      "Middel: kristallen of granulaat; stof is zichtbaar maar zakt snel neer",
    "controlBanding.dustiness.high":
      "Hoog: fijn, licht poeder; stofwolken blijven minutenlang in de lucht hangen",
    "controlBanding.boilingPoint": "Kookpunt (°C, vloeistoffen)",
    "controlBanding.boilingPointHint": "Staat in rubriek 9 van het veiligheidsinformatieblad.",
    "controlBanding.processTemperature": "Procestemperatuur (°C)",
    "controlBanding.processTemperatureHint":
      "De temperatuur waarbij de vloeistof wordt gebruikt. Laat leeg voor kamertemperatuur (20 °C).",
    "controlBanding.roomTemperature": "Kamertemperatuur (20 °C)",
    "controlBanding.amount": "Hoeveelheid per gebruik",
    "controlBanding.amount.small": "Klein: grammen of milliliters",
    "controlBanding.amount.medium": "Middel: kilogrammen of liters",
    "controlBanding.amount.large": "Groot: tonnen of kubieke meters",
    "controlBanding.amountBand.small": "klein",
    "controlBanding.amountBand.medium": "middel",
    "controlBanding.amountBand.large": "groot",
    "controlBanding.level.low": "laag",
    "controlBanding.level.medium": "middel",
    "controlBanding.level.high": "hoog",
    "controlBanding.frequency": "Hoe vaak",
    "controlBanding.frequency.rarely": "Zelden",
    "controlBanding.frequency.weekly": "Wekelijks",
    "controlBanding.frequency.daily": "Dagelijks",
    "controlBanding.frequency.shift": "Elke dienst",
    "controlBanding.duration": "Hoe lang per dag",
    "controlBanding.duration.short": "15 minuten of minder",
    "controlBanding.duration.medium": "Tot 4 uur",
    "controlBanding.duration.long": "Meer dan 4 uur",
    "controlBanding.specialProcess":
      "Bij de taak wordt het product verspoten of ontstaat er nevel, rook of stof van",
    "controlBanding.proposal": "ChemSafe stelt voor:",
    "controlBanding.noProposal": "nog geen beheersaanpak.",
    "controlBanding.approachName": "Aanpak {{approach}}: {{name}}",
    "controlBanding.approach.1": "Algemene ventilatie",
    "controlBanding.approach.2": "Technische beheersing",
    "controlBanding.approach.3": "Afscherming (gesloten systeem)",
    "controlBanding.approach.4": "Bijzonder: deskundig advies",
    "controlBanding.proposed": "voorgesteld",
    "controlBanding.changedSince":
      "De gegevens van het product zijn gewijzigd sinds dit werd opgeslagen: ChemSafe zou nu aanpak {{approach}} voorstellen.",
    "controlBanding.missing":
      "Voor een voorstel heeft ChemSafe {{list}} nodig. Het voorstel wordt bijgewerkt als u opslaat.",
    "controlBanding.missing.product": "het product",
    "controlBanding.missing.form": "de vorm",
    "controlBanding.missing.dustiness": "de stoffigheid",
    "controlBanding.missing.boilingPoint": "het kookpunt",
    "controlBanding.missing.amount": "de hoeveelheid per gebruik",
    "controlBanding.cmrTitle": "Kankerverwekkend, mutageen of giftig voor de voortplanting (CMR).",
    "controlBanding.cmrText":
      "Iedereen die aan dit product wordt blootgesteld, moet in het blootstellingsregister worden opgenomen, en eerst moet een minder gevaarlijk product of proces worden overwogen.",
    "controlBanding.exposurePlan": "Een blootstellingsplan starten",
    "controlBanding.exposurePlanKeeper":
      "Een beheerder van het blootstellingsregister maakt het blootstellingsplan voor dit product: meld deze taak bij hem of haar.",
    "controlBanding.reasons": "Waarom:",
    "controlBanding.reason.group": "Gevarengroep {{group}}, op grond van {{statements}}.",
    "controlBanding.reason.groupDefault":
      "Gevarengroep A: geen van de H-zinnen van het product leidt tot een hogere groep.",
    "controlBanding.reason.skinEye":
      "Schadelijk voor huid of ogen ({{statements}}): ook huid- en oogcontact moet worden voorkomen.",
    "controlBanding.reason.cmr":
      "Kankerverwekkend, mutageen of giftig voor de voortplanting, categorie 1A of 1B ({{statements}}).",
    "controlBanding.reason.dustiness": "Stoffigheid {{level}}.",
    "controlBanding.reason.volatility":
      "Vluchtigheid {{level}}: kookpunt {{boilingPoint}} °C, gebruikt bij {{temperature}} °C.",
    "controlBanding.reason.amount": "Hoeveelheid {{amount}}.",
    "controlBanding.reason.matrix":
      "Gevarengroep {{group}} geeft met deze hoeveelheid en vrijkoming aanpak {{approach}}.",
    "controlBanding.reason.outside.gas":
      "Gassen en aerosolen vallen buiten de methode: vraag deskundig advies.",
    "controlBanding.reason.outside.aboveBoilingPoint":
      "De vloeistof wordt bij of boven het kookpunt gebruikt, wat de methode niet dekt: vraag deskundig advies.",
    "controlBanding.reason.outside.specialProcess":
      "Spuiten en taken waarbij nevel, rook of stof ontstaat, vallen buiten de methode: vraag deskundig advies.",
    "controlBanding.reason.shortTask":
      "De taak is kort. De methode gaat uit van blootstelling gedurende een hele dienst, dus het voorstel is aan de veilige kant; een lagere aanpak kan met een schriftelijke onderbouwing worden gekozen.",
    "controlBanding.measures": "Standaardmaatregelen:",
    "controlBanding.measure.generalVentilation": "Goede algemene ventilatie van de werkruimte.",
    "controlBanding.measure.smallestAmount": "Alleen de hoeveelheid die de taak nodig heeft op de werkplek.",
    "controlBanding.measure.closeContainers": "Verpakkingen gesloten houden wanneer ze niet worden gebruikt.",
    "controlBanding.measure.cleanSpills":
      "Gemorst product direct opruimen; stof niet droog vegen of wegblazen met perslucht.",
    "controlBanding.measure.hygiene":
      "Handen wassen voor pauzes en na het werk; niet eten, drinken of roken waar het product wordt gebruikt.",
    "controlBanding.measure.instruct":
      "Iedereen die de taak uitvoert voorlichten over de gevaren en deze maatregelen.",
    "controlBanding.measure.localExhaust":
      "Lokale afzuiging waar stof of damp vrijkomt (afgezogen werktafel, cabine of afzuigkap).",
    "controlBanding.measure.checkExtraction":
      "Voor gebruik controleren of de afzuiging werkt en deze regelmatig laten keuren.",
    "controlBanding.measure.containment":
      "Gesloten systeem of omkasting: het product wordt gehanteerd zonder open te staan naar de ruimte.",
    "controlBanding.measure.openOnlyWithExtraction":
      "Het systeem alleen openen voor korte stappen zoals bemonsteren of vullen, en alleen met afzuiging.",
    "controlBanding.measure.maintenanceProcedure":
      "Installaties voor onderhoud leegmaken en reinigen volgens een schriftelijke procedure.",
    "controlBanding.measure.expertAdvice":
      "Advies over de maatregelen vragen aan een arbeidshygiënist of andere deskundige.",
    "controlBanding.measure.exposureAssessment":
      "De blootstelling grondig laten beoordelen, waar nodig met metingen.",
    "controlBanding.measure.skinEyeProtection":
      "Huid- en oogcontact voorkomen: geschikte handschoenen (materiaal volgens het veiligheidsinformatieblad) en oogbescherming.",
    "controlBanding.measure.washFacilities": "Wasgelegenheid en oogdouche dicht bij de werkplek.",
    "controlBanding.measure.substitute":
      "Het product waar mogelijk vervangen door een minder gevaarlijk product of een gesloten proces gebruiken.",
    "controlBanding.measure.exposureRegister":
      "Iedereen die wordt blootgesteld opnemen in het blootstellingsregister.",
    "controlBanding.chosen": "Gekozen aanpak",
    "controlBanding.chosenHint":
      "De voorgestelde aanpak of een hogere; een lagere vraagt een schriftelijke onderbouwing.",
    "controlBanding.justification": "Onderbouwing",
    "controlBanding.justificationHint":
      "Als de gekozen aanpak lager is dan voorgesteld: waarom die de blootstelling voldoende beheerst.",
    "controlBanding.error.justification": "Schrijf waarom een lagere aanpak dan voorgesteld volstaat",
  },
  fr: {
    "controlBanding.task": "Tâche",
    "controlBanding.taskHint":
      "Ce qui est fait avec le produit, par exemple le transvasement d'un fût de 25 litres dans des flacons pulvérisateurs.",
    "controlBanding.product": "Produit",
    "controlBanding.productNone": "Choisir un produit",
    "controlBanding.noProducts":
      "Indiquez d'abord les produits dans le document et enregistrez ; choisissez-en ensuite un ici.",
    "controlBanding.form": "Forme",
    "controlBanding.form.solid": "Solide",
    "controlBanding.form.liquid": "Liquide",
    "controlBanding.form.gas": "Gaz ou aérosol",
    "controlBanding.fromSds": "Selon la fiche de données de sécurité : {{value}}",
    "controlBanding.notGiven": "Non indiqué",
    "controlBanding.dustiness": "Pulvérulence (solides)",
    "controlBanding.dustiness.low":
      "Faible : granulés, paillettes ou cire qui ne s'effritent pas ; peu de poussière visible",
    "controlBanding.dustiness.medium":
      "Moyenne : cristaux ou granulés ; la poussière se voit mais retombe vite",
    "controlBanding.dustiness.high":
      "Forte : poudre fine et légère ; des nuages de poussière restent plusieurs minutes en suspension",
    "controlBanding.boilingPoint": "Point d'ébullition (°C, liquides)",
    "controlBanding.boilingPointHint": "Il figure à la rubrique 9 de la fiche de données de sécurité.",
    "controlBanding.processTemperature": "Température d'utilisation (°C)",
    "controlBanding.processTemperatureHint":
      "La température à laquelle le liquide est utilisé. Laissez vide pour la température ambiante (20 °C).",
    "controlBanding.roomTemperature": "Température ambiante (20 °C)",
    "controlBanding.amount": "Quantité par utilisation",
    "controlBanding.amount.small": "Petite : grammes ou millilitres",
    "controlBanding.amount.medium": "Moyenne : kilogrammes ou litres",
    "controlBanding.amount.large": "Grande : tonnes ou mètres cubes",
    "controlBanding.amountBand.small": "petite",
    "controlBanding.amountBand.medium": "moyenne",
    "controlBanding.amountBand.large": "grande",
    "controlBanding.level.low": "faible",
    "controlBanding.level.medium": "moyenne",
    "controlBanding.level.high": "forte",
    "controlBanding.frequency": "Fréquence",
    "controlBanding.frequency.rarely": "Rarement",
    "controlBanding.frequency.weekly": "Chaque semaine",
    "controlBanding.frequency.daily": "Chaque jour",
    "controlBanding.frequency.shift": "À chaque poste",
    "controlBanding.duration": "Durée par jour",
    "controlBanding.duration.short": "15 minutes ou moins",
    "controlBanding.duration.medium": "Jusqu'à 4 heures",
    "controlBanding.duration.long": "Plus de 4 heures",
    "controlBanding.specialProcess":
      "La tâche pulvérise le produit ou en forme un brouillard, des fumées ou des poussières",
    "controlBanding.proposal": "ChemSafe propose :",
    "controlBanding.noProposal": "pas encore de stratégie de maîtrise.",
    "controlBanding.approachName": "Stratégie {{approach}} : {{name}}",
    "controlBanding.approach.1": "Ventilation générale",
    "controlBanding.approach.2": "Mesures techniques",
    "controlBanding.approach.3": "Confinement",
    "controlBanding.approach.4": "Cas particulier : avis d'expert",
    "controlBanding.proposed": "proposée",
    "controlBanding.changedSince":
      "Les données du produit ont changé depuis l'enregistrement : ChemSafe proposerait maintenant la stratégie {{approach}}.",
    "controlBanding.missing":
      "Pour proposer, ChemSafe a besoin de {{list}}. La proposition est mise à jour à l'enregistrement.",
    "controlBanding.missing.product": "le produit",
    "controlBanding.missing.form": "sa forme",
    "controlBanding.missing.dustiness": "sa pulvérulence",
    "controlBanding.missing.boilingPoint": "son point d'ébullition",
    "controlBanding.missing.amount": "la quantité par utilisation",
    "controlBanding.cmrTitle": "Cancérogène, mutagène ou toxique pour la reproduction (CMR).",
    "controlBanding.cmrText":
      "Toute personne exposée à ce produit doit être inscrite au registre des expositions, et un produit ou un procédé moins dangereux doit d'abord être envisagé.",
    "controlBanding.exposurePlan": "Créer un plan d’exposition",
    "controlBanding.exposurePlanKeeper":
      "Un gestionnaire du registre des expositions établit le plan d’exposition de ce produit : informez-le de cette tâche.",
    "controlBanding.reasons": "Pourquoi :",
    "controlBanding.reason.group": "Groupe de danger {{group}}, d'après {{statements}}.",
    "controlBanding.reason.groupDefault":
      "Groupe de danger A : aucune mention H du produit ne le place dans un groupe supérieur.",
    "controlBanding.reason.skinEye":
      "Nocif pour la peau ou les yeux ({{statements}}) : le contact cutané et oculaire doit aussi être évité.",
    "controlBanding.reason.cmr":
      "Cancérogène, mutagène ou toxique pour la reproduction de catégorie 1A ou 1B ({{statements}}).",
    "controlBanding.reason.dustiness": "Pulvérulence {{level}}.",
    "controlBanding.reason.volatility":
      "Volatilité {{level}} : point d'ébullition {{boilingPoint}} °C, utilisé à {{temperature}} °C.",
    "controlBanding.reason.amount": "Quantité {{amount}}.",
    "controlBanding.reason.matrix":
      "Le groupe de danger {{group}} avec cette quantité et cette émission donne la stratégie {{approach}}.",
    "controlBanding.reason.outside.gas":
      "Les gaz et aérosols sortent du champ de la méthode : demandez l'avis d'un expert.",
    "controlBanding.reason.outside.aboveBoilingPoint":
      "Le liquide est utilisé à son point d'ébullition ou au-dessus, ce que la méthode ne couvre pas : demandez l'avis d'un expert.",
    "controlBanding.reason.outside.specialProcess":
      "La pulvérisation et les tâches qui forment brouillard, fumées ou poussières sortent du champ de la méthode : demandez l'avis d'un expert.",
    "controlBanding.reason.shortTask":
      "La tâche est courte. La méthode suppose une exposition sur tout un poste, la proposition va donc dans le sens de la sécurité ; une stratégie inférieure peut être choisie avec une justification écrite.",
    "controlBanding.measures": "Mesures types :",
    "controlBanding.measure.generalVentilation": "Bonne ventilation générale du local de travail.",
    "controlBanding.measure.smallestAmount": "Ne garder au poste que la quantité nécessaire à la tâche.",
    "controlBanding.measure.closeContainers": "Garder les récipients fermés lorsqu'ils ne sont pas utilisés.",
    "controlBanding.measure.cleanSpills":
      "Nettoyer immédiatement les déversements ; ni balayage à sec ni soufflette sur les poussières.",
    "controlBanding.measure.hygiene":
      "Se laver les mains avant les pauses et après le travail ; ne pas manger, boire ni fumer là où le produit est utilisé.",
    "controlBanding.measure.instruct":
      "Informer toutes les personnes qui effectuent la tâche des dangers et de ces mesures.",
    "controlBanding.measure.localExhaust":
      "Captage localisé là où la poussière ou la vapeur est émise (table aspirante, cabine ou hotte).",
    "controlBanding.measure.checkExtraction":
      "Vérifier le fonctionnement du captage avant usage et le faire contrôler régulièrement.",
    "controlBanding.measure.containment":
      "Système clos ou capotage : le produit est manipulé sans être ouvert sur le local.",
    "controlBanding.measure.openOnlyWithExtraction":
      "N'ouvrir le système que pour de courtes étapes, comme un prélèvement ou un remplissage, et seulement avec captage.",
    "controlBanding.measure.maintenanceProcedure":
      "Vider et nettoyer les équipements avant maintenance, selon une procédure écrite.",
    "controlBanding.measure.expertAdvice":
      "Demander conseil sur les mesures à un hygiéniste du travail ou à un autre expert compétent.",
    "controlBanding.measure.exposureAssessment":
      "Faire évaluer l'exposition en détail, par des mesurages si nécessaire.",
    "controlBanding.measure.skinEyeProtection":
      "Éviter le contact avec la peau et les yeux : gants adaptés (matériau selon la fiche de données de sécurité) et protection oculaire.",
    "controlBanding.measure.washFacilities":
      "Point d'eau pour se laver et lave-œil près du poste de travail.",
    "controlBanding.measure.substitute":
      "Remplacer le produit par un produit moins dangereux, ou utiliser un procédé clos, partout où c'est possible.",
    "controlBanding.measure.exposureRegister":
      "Inscrire toutes les personnes exposées au registre des expositions.",
    "controlBanding.chosen": "Stratégie retenue",
    "controlBanding.chosenHint":
      "La stratégie proposée ou une stratégie supérieure ; une stratégie inférieure exige une justification écrite.",
    "controlBanding.justification": "Justification",
    "controlBanding.justificationHint":
      "Si la stratégie retenue est inférieure à celle proposée : pourquoi elle maîtrise suffisamment l'exposition.",
    "controlBanding.error.justification":
      "Expliquez pourquoi une stratégie inférieure à celle proposée suffit",
  },
  it: {
    "controlBanding.task": "Attività",
    "controlBanding.taskHint":
      "Che cosa si fa con il prodotto, per esempio travaso da un fusto da 25 litri in flaconi spray.",
    "controlBanding.product": "Prodotto",
    "controlBanding.productNone": "Scegli un prodotto",
    "controlBanding.noProducts": "Indica prima i prodotti nel documento e salva; poi scegline uno qui.",
    "controlBanding.form": "Forma",
    "controlBanding.form.solid": "Solido",
    "controlBanding.form.liquid": "Liquido",
    "controlBanding.form.gas": "Gas o aerosol",
    "controlBanding.fromSds": "Dalla scheda di dati di sicurezza: {{value}}",
    "controlBanding.notGiven": "Non indicato",
    "controlBanding.dustiness": "Polverosità (solidi)",
    "controlBanding.dustiness.low":
      "Bassa: pellet, scaglie o cera che non si sbriciolano; si vede poca polvere",
    "controlBanding.dustiness.medium": "Media: cristalli o granuli; la polvere si vede ma si deposita presto",
    "controlBanding.dustiness.high":
      "Alta: polvere fine e leggera; nubi di polvere restano in aria per minuti",
    "controlBanding.boilingPoint": "Punto di ebollizione (°C, liquidi)",
    "controlBanding.boilingPointHint": "È indicato nella sezione 9 della scheda di dati di sicurezza.",
    "controlBanding.processTemperature": "Temperatura di processo (°C)",
    "controlBanding.processTemperatureHint":
      "La temperatura a cui si usa il liquido. Lascia vuoto per la temperatura ambiente (20 °C).",
    "controlBanding.roomTemperature": "Temperatura ambiente (20 °C)",
    "controlBanding.amount": "Quantità per uso",
    "controlBanding.amount.small": "Piccola: grammi o millilitri",
    "controlBanding.amount.medium": "Media: chilogrammi o litri",
    "controlBanding.amount.large": "Grande: tonnellate o metri cubi",
    "controlBanding.amountBand.small": "piccola",
    "controlBanding.amountBand.medium": "media",
    "controlBanding.amountBand.large": "grande",
    "controlBanding.level.low": "bassa",
    "controlBanding.level.medium": "media",
    "controlBanding.level.high": "alta",
    "controlBanding.frequency": "Con quale frequenza",
    "controlBanding.frequency.rarely": "Raramente",
    "controlBanding.frequency.weekly": "Ogni settimana",
    "controlBanding.frequency.daily": "Ogni giorno",
    "controlBanding.frequency.shift": "A ogni turno",
    "controlBanding.duration": "Per quanto tempo al giorno",
    "controlBanding.duration.short": "15 minuti o meno",
    "controlBanding.duration.medium": "Fino a 4 ore",
    "controlBanding.duration.long": "Più di 4 ore",
    "controlBanding.specialProcess": "L'attività spruzza il prodotto o ne forma nebbie, fumi o polveri",
    "controlBanding.proposal": "ChemSafe propone:",
    "controlBanding.noProposal": "ancora nessun approccio.",
    "controlBanding.approachName": "Approccio {{approach}}: {{name}}",
    "controlBanding.approach.1": "Ventilazione generale",
    "controlBanding.approach.2": "Controllo tecnico",
    "controlBanding.approach.3": "Contenimento",
    "controlBanding.approach.4": "Speciale: parere di un esperto",
    "controlBanding.proposed": "proposto",
    "controlBanding.changedSince":
      "I dati del prodotto sono cambiati dal salvataggio: ChemSafe ora proporrebbe l'approccio {{approach}}.",
    "controlBanding.missing":
      "Per una proposta ChemSafe ha bisogno di {{list}}. La proposta si aggiorna quando salvi.",
    "controlBanding.missing.product": "il prodotto",
    "controlBanding.missing.form": "la sua forma",
    "controlBanding.missing.dustiness": "la sua polverosità",
    "controlBanding.missing.boilingPoint": "il suo punto di ebollizione",
    "controlBanding.missing.amount": "la quantità per uso",
    "controlBanding.cmrTitle": "Cancerogeno, mutageno o tossico per la riproduzione (CMR).",
    "controlBanding.cmrText":
      "Tutte le persone esposte a questo prodotto vanno iscritte nel registro degli esposti, e va prima considerato un prodotto o un processo meno pericoloso.",
    "controlBanding.exposurePlan": "Avviare un piano di esposizione",
    "controlBanding.exposurePlanKeeper":
      "Chi tiene il registro delle esposizioni prepara il piano di esposizione per questo prodotto: informatelo di questa attività.",
    "controlBanding.reasons": "Perché:",
    "controlBanding.reason.group": "Gruppo di pericolo {{group}}, in base a {{statements}}.",
    "controlBanding.reason.groupDefault":
      "Gruppo di pericolo A: nessuna indicazione H del prodotto lo porta in un gruppo superiore.",
    "controlBanding.reason.skinEye":
      "Danneggia pelle od occhi ({{statements}}): va evitato anche il contatto con pelle e occhi.",
    "controlBanding.reason.cmr":
      "Cancerogeno, mutageno o tossico per la riproduzione di categoria 1A o 1B ({{statements}}).",
    "controlBanding.reason.dustiness": "Polverosità {{level}}.",
    "controlBanding.reason.volatility":
      "Volatilità {{level}}: punto di ebollizione {{boilingPoint}} °C, usato a {{temperature}} °C.",
    "controlBanding.reason.amount": "Quantità {{amount}}.",
    "controlBanding.reason.matrix":
      "Il gruppo di pericolo {{group}} con questa quantità e questo rilascio dà l'approccio {{approach}}.",
    "controlBanding.reason.outside.gas":
      "Gas e aerosol sono fuori dal metodo: chiedi il parere di un esperto.",
    "controlBanding.reason.outside.aboveBoilingPoint":
      "Il liquido è usato al suo punto di ebollizione o sopra, caso che il metodo non copre: chiedi il parere di un esperto.",
    "controlBanding.reason.outside.specialProcess":
      "La spruzzatura e le attività che formano nebbie, fumi o polveri sono fuori dal metodo: chiedi il parere di un esperto.",
    "controlBanding.reason.shortTask":
      "L'attività è breve. Il metodo presuppone un'esposizione per l'intero turno, quindi la proposta è prudente; si può scegliere un approccio inferiore con una giustificazione scritta.",
    "controlBanding.measures": "Misure standard:",
    "controlBanding.measure.generalVentilation": "Buona ventilazione generale del locale di lavoro.",
    "controlBanding.measure.smallestAmount":
      "Tenere sul posto di lavoro solo la quantità necessaria all'attività.",
    "controlBanding.measure.closeContainers": "Tenere chiusi i contenitori quando non si usano.",
    "controlBanding.measure.cleanSpills":
      "Pulire subito le fuoriuscite; niente spazzatura a secco né aria compressa sulla polvere.",
    "controlBanding.measure.hygiene":
      "Lavarsi le mani prima delle pause e dopo il lavoro; non mangiare, bere o fumare dove si usa il prodotto.",
    "controlBanding.measure.instruct":
      "Informare tutti coloro che svolgono l'attività sui pericoli e su queste misure.",
    "controlBanding.measure.localExhaust":
      "Aspirazione localizzata dove si libera polvere o vapore (banco aspirato, cabina o cappa).",
    "controlBanding.measure.checkExtraction":
      "Verificare che l'aspirazione funzioni prima dell'uso e farla controllare regolarmente.",
    "controlBanding.measure.containment":
      "Sistema chiuso o segregazione: il prodotto si manipola senza essere aperto verso il locale.",
    "controlBanding.measure.openOnlyWithExtraction":
      "Aprire il sistema solo per brevi fasi come campionamento o riempimento, e solo con aspirazione.",
    "controlBanding.measure.maintenanceProcedure":
      "Svuotare e pulire le attrezzature prima della manutenzione, secondo una procedura scritta.",
    "controlBanding.measure.expertAdvice":
      "Chiedere consiglio sulle misure a un igienista industriale o a un altro esperto competente.",
    "controlBanding.measure.exposureAssessment":
      "Far valutare l'esposizione in dettaglio, con misurazioni dove serve.",
    "controlBanding.measure.skinEyeProtection":
      "Evitare il contatto con pelle e occhi: guanti adatti (materiale secondo la scheda di dati di sicurezza) e protezione degli occhi.",
    "controlBanding.measure.washFacilities": "Possibilità di lavarsi e lavaocchi vicino al posto di lavoro.",
    "controlBanding.measure.substitute":
      "Sostituire il prodotto con uno meno pericoloso, o usare un processo chiuso, ovunque sia possibile.",
    "controlBanding.measure.exposureRegister":
      "Iscrivere tutte le persone esposte nel registro degli esposti.",
    "controlBanding.chosen": "Approccio scelto",
    "controlBanding.chosenHint":
      "L'approccio proposto o uno superiore; uno inferiore richiede una giustificazione scritta.",
    "controlBanding.justification": "Giustificazione",
    "controlBanding.justificationHint":
      "Se l'approccio scelto è inferiore a quello proposto: perché controlla abbastanza l'esposizione.",
    "controlBanding.error.justification": "Scrivi perché basta un approccio inferiore a quello proposto",
  },
  es: {
    "controlBanding.task": "Tarea",
    "controlBanding.taskHint":
      "Lo que se hace con el producto, por ejemplo trasvasar de un bidón de 25 litros a pulverizadores.",
    "controlBanding.product": "Producto",
    "controlBanding.productNone": "Elija un producto",
    "controlBanding.noProducts":
      "Indique primero los productos en el documento y guarde; después elija uno aquí.",
    "controlBanding.form": "Forma",
    "controlBanding.form.solid": "Sólido",
    "controlBanding.form.liquid": "Líquido",
    "controlBanding.form.gas": "Gas o aerosol",
    "controlBanding.fromSds": "Según la ficha de datos de seguridad: {{value}}",
    "controlBanding.notGiven": "Sin indicar",
    "controlBanding.dustiness": "Pulverulencia (sólidos)",
    "controlBanding.dustiness.low": "Baja: gránulos, escamas o cera que no se desmenuzan; se ve poco polvo",
    "controlBanding.dustiness.medium": "Media: cristales o granulado; el polvo se ve pero se deposita pronto",
    "controlBanding.dustiness.high":
      "Alta: polvo fino y ligero; las nubes de polvo quedan varios minutos en el aire",
    "controlBanding.boilingPoint": "Punto de ebullición (°C, líquidos)",
    "controlBanding.boilingPointHint": "Figura en la sección 9 de la ficha de datos de seguridad.",
    "controlBanding.processTemperature": "Temperatura de proceso (°C)",
    "controlBanding.processTemperatureHint":
      "La temperatura a la que se usa el líquido. Déjelo vacío para temperatura ambiente (20 °C).",
    "controlBanding.roomTemperature": "Temperatura ambiente (20 °C)",
    "controlBanding.amount": "Cantidad por uso",
    "controlBanding.amount.small": "Pequeña: gramos o mililitros",
    "controlBanding.amount.medium": "Mediana: kilogramos o litros",
    "controlBanding.amount.large": "Grande: toneladas o metros cúbicos",
    "controlBanding.amountBand.small": "pequeña",
    "controlBanding.amountBand.medium": "mediana",
    "controlBanding.amountBand.large": "grande",
    "controlBanding.level.low": "baja",
    "controlBanding.level.medium": "media",
    "controlBanding.level.high": "alta",
    "controlBanding.frequency": "Con qué frecuencia",
    "controlBanding.frequency.rarely": "Rara vez",
    "controlBanding.frequency.weekly": "Cada semana",
    "controlBanding.frequency.daily": "Cada día",
    "controlBanding.frequency.shift": "En cada turno",
    "controlBanding.duration": "Cuánto tiempo al día",
    "controlBanding.duration.short": "15 minutos o menos",
    "controlBanding.duration.medium": "Hasta 4 horas",
    "controlBanding.duration.long": "Más de 4 horas",
    "controlBanding.specialProcess": "La tarea pulveriza el producto o forma con él nieblas, humos o polvo",
    "controlBanding.proposal": "ChemSafe propone:",
    "controlBanding.noProposal": "todavía ningún enfoque.",
    "controlBanding.approachName": "Enfoque {{approach}}: {{name}}",
    "controlBanding.approach.1": "Ventilación general",
    "controlBanding.approach.2": "Control técnico",
    "controlBanding.approach.3": "Confinamiento",
    "controlBanding.approach.4": "Especial: asesoramiento experto",
    "controlBanding.proposed": "propuesto",
    "controlBanding.changedSince":
      "Los datos del producto han cambiado desde que se guardó: ChemSafe propondría ahora el enfoque {{approach}}.",
    "controlBanding.missing":
      "Para proponer, ChemSafe necesita {{list}}. La propuesta se actualiza al guardar.",
    "controlBanding.missing.product": "el producto",
    "controlBanding.missing.form": "su forma",
    "controlBanding.missing.dustiness": "su pulverulencia",
    "controlBanding.missing.boilingPoint": "su punto de ebullición",
    "controlBanding.missing.amount": "la cantidad por uso",
    "controlBanding.cmrTitle": "Cancerígeno, mutágeno o tóxico para la reproducción (CMR).",
    "controlBanding.cmrText":
      "Todas las personas expuestas a este producto deben anotarse en el registro de exposición, y antes debe estudiarse un producto o proceso menos peligroso.",
    "controlBanding.exposurePlan": "Iniciar un plan de exposición",
    "controlBanding.exposurePlanKeeper":
      "Quien lleva el registro de exposiciones elabora el plan de exposición de este producto: infórmele de esta tarea.",
    "controlBanding.reasons": "Por qué:",
    "controlBanding.reason.group": "Grupo de peligro {{group}}, por {{statements}}.",
    "controlBanding.reason.groupDefault":
      "Grupo de peligro A: ninguna indicación H del producto lo lleva a un grupo superior.",
    "controlBanding.reason.skinEye":
      "Daña la piel o los ojos ({{statements}}): también hay que evitar el contacto con piel y ojos.",
    "controlBanding.reason.cmr":
      "Cancerígeno, mutágeno o tóxico para la reproducción de categoría 1A o 1B ({{statements}}).",
    "controlBanding.reason.dustiness": "Pulverulencia {{level}}.",
    "controlBanding.reason.volatility":
      "Volatilidad {{level}}: punto de ebullición {{boilingPoint}} °C, usado a {{temperature}} °C.",
    "controlBanding.reason.amount": "Cantidad {{amount}}.",
    "controlBanding.reason.matrix":
      "El grupo de peligro {{group}} con esta cantidad y liberación da el enfoque {{approach}}.",
    "controlBanding.reason.outside.gas":
      "Los gases y aerosoles quedan fuera del método: pida asesoramiento experto.",
    "controlBanding.reason.outside.aboveBoilingPoint":
      "El líquido se usa a su punto de ebullición o por encima, lo que el método no cubre: pida asesoramiento experto.",
    "controlBanding.reason.outside.specialProcess":
      "La pulverización y las tareas que forman nieblas, humos o polvo quedan fuera del método: pida asesoramiento experto.",
    "controlBanding.reason.shortTask":
      "La tarea es corta. El método supone exposición durante todo el turno, así que la propuesta queda del lado seguro; puede elegirse un enfoque inferior con una justificación escrita.",
    "controlBanding.measures": "Medidas estándar:",
    "controlBanding.measure.generalVentilation": "Buena ventilación general del local de trabajo.",
    "controlBanding.measure.smallestAmount": "Tener en el puesto solo la cantidad que necesita la tarea.",
    "controlBanding.measure.closeContainers": "Mantener los envases cerrados cuando no se usan.",
    "controlBanding.measure.cleanSpills":
      "Limpiar los derrames enseguida; no barrer en seco ni soplar el polvo con aire comprimido.",
    "controlBanding.measure.hygiene":
      "Lavarse las manos antes de las pausas y al terminar; no comer, beber ni fumar donde se usa el producto.",
    "controlBanding.measure.instruct":
      "Formar a todas las personas que hacen la tarea sobre los peligros y estas medidas.",
    "controlBanding.measure.localExhaust":
      "Extracción localizada donde se libera el polvo o el vapor (mesa con extracción, cabina o campana).",
    "controlBanding.measure.checkExtraction":
      "Comprobar que la extracción funciona antes de usarla y revisarla periódicamente.",
    "controlBanding.measure.containment":
      "Sistema cerrado o cerramiento: el producto se manipula sin quedar abierto al local.",
    "controlBanding.measure.openOnlyWithExtraction":
      "Abrir el sistema solo para pasos breves, como la toma de muestras o el llenado, y solo con extracción.",
    "controlBanding.measure.maintenanceProcedure":
      "Vaciar y limpiar los equipos antes del mantenimiento, según un procedimiento escrito.",
    "controlBanding.measure.expertAdvice":
      "Pedir asesoramiento sobre las medidas a un higienista industrial u otro experto competente.",
    "controlBanding.measure.exposureAssessment":
      "Evaluar la exposición en detalle, con mediciones cuando haga falta.",
    "controlBanding.measure.skinEyeProtection":
      "Evitar el contacto con la piel y los ojos: guantes adecuados (material según la ficha de datos de seguridad) y protección ocular.",
    "controlBanding.measure.washFacilities": "Lavabos y lavaojos cerca del puesto de trabajo.",
    "controlBanding.measure.substitute":
      "Sustituir el producto por otro menos peligroso, o usar un proceso cerrado, siempre que sea posible.",
    "controlBanding.measure.exposureRegister":
      "Anotar a todas las personas expuestas en el registro de exposición.",
    "controlBanding.chosen": "Enfoque elegido",
    "controlBanding.chosenHint":
      "El enfoque propuesto o uno superior; uno inferior requiere una justificación escrita.",
    "controlBanding.justification": "Justificación",
    "controlBanding.justificationHint":
      "Si el enfoque elegido es inferior al propuesto: por qué controla suficientemente la exposición.",
    "controlBanding.error.justification": "Escriba por qué basta un enfoque inferior al propuesto",
  },
};

export default translations;
