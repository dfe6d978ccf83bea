/** Fictional but plausible Dutch content for seeded tenants. */

export interface CompanySeed {
  name: string;
  domain: string;
  areaCode: string;
  badge?: { text: string; color: string };
}

/** Town and postal-code range of each area code, for plausible addresses. */
export const AREAS: Record<string, { city: string; postal: [number, number] }> = {
  '010': { city: 'Rotterdam', postal: [3011, 3089] },
  '020': { city: 'Amsterdam', postal: [1011, 1109] },
  '023': { city: 'Haarlem', postal: [2011, 2037] },
  '026': { city: 'Arnhem', postal: [6811, 6846] },
  '030': { city: 'Utrecht', postal: [3511, 3585] },
  '035': { city: 'Hilversum', postal: [1211, 1223] },
  '040': { city: 'Eindhoven', postal: [5611, 5658] },
  '050': { city: 'Groningen', postal: [9711, 9747] },
  '0594': { city: 'Zuidhorn', postal: [9801, 9804] },
  '070': { city: 'Den Haag', postal: [2511, 2597] },
  '071': { city: 'Leiden', postal: [2311, 2334] },
  '072': { city: 'Alkmaar', postal: [1811, 1829] },
  '073': { city: "'s-Hertogenbosch", postal: [5211, 5237] },
};

/** The tenant's own details on quotes and invoices (configs app.*). */
export const LETTERHEAD = (subdomain: string): Record<string, string> => ({
  'app.address': 'Stationsplein 12',
  'app.postal_code': '3511 ED',
  'app.city': 'Utrecht',
  'app.telephone': '030 123 45 67',
  'app.email': `info@${subdomain}.nl`,
  'app.coc_number': '87654321',
  'app.vat_number': 'NL004495445B01',
  'app.iban': 'NL91 ABNA 0417 1643 00',
});

export const STREETS = [
  'Industrieweg', 'Stationsstraat', 'Kerkstraat', 'Nieuwe Gracht', 'Havenweg', 'Molenstraat', 'Dorpsstraat',
  'Handelsweg', 'Parallelweg', 'Marktplein', 'Energieweg', 'Oude Vaart', 'Zuidsingel', 'Koningsweg',
];

export const COMPANIES: CompanySeed[] = [
  { name: 'Van der Berg Installatietechniek B.V.', domain: 'vanderberg-installatie.nl', areaCode: '030', badge: { text: 'VIP', color: 'danger' } },
  { name: 'Bakkerij De Gouden Korst', domain: 'degoudenkorst.nl', areaCode: '020' },
  { name: 'Jansen & Zonen Transport B.V.', domain: 'jansentransport.nl', areaCode: '010' },
  { name: 'Tandartspraktijk Zuidplein', domain: 'tandartszuidplein.nl', areaCode: '010', badge: { text: 'Contract', color: 'success' } },
  { name: 'Accountantskantoor Mulder & De Boer', domain: 'mulderdeboer.nl', areaCode: '050', badge: { text: 'Contract', color: 'success' } },
  { name: 'Huisartsenpraktijk Het Anker', domain: 'huisartsenhetanker.nl', areaCode: '072' },
  { name: 'Hoveniersbedrijf Groenrijk', domain: 'groenrijk-hoveniers.nl', areaCode: '040' },
  { name: 'Advocatenkantoor Visser Koster', domain: 'visserkoster.nl', areaCode: '070', badge: { text: 'VIP', color: 'danger' } },
  { name: 'Kinderopvang De Speelwolk', domain: 'despeelwolk.nl', areaCode: '026' },
  { name: 'Autobedrijf Smit Haarlem B.V.', domain: 'smitautohaarlem.nl', areaCode: '023' },
  { name: 'Bouwbedrijf Hendriks & Meijer', domain: 'hendriksmeijer.nl', areaCode: '073' },
  { name: 'Makelaardij Dekker Vastgoed', domain: 'dekkervastgoed.nl', areaCode: '035' },
  { name: 'Drukkerij Van Leeuwen', domain: 'drukkerijvanleeuwen.nl', areaCode: '071', badge: { text: 'Achterstand', color: 'warning' } },
  { name: 'Stichting Welzijn Westerkwartier', domain: 'welzijnwesterkwartier.nl', areaCode: '0594' },
];

export const FIRST_NAMES = [
  'Jan', 'Pieter', 'Kees', 'Willem', 'Hendrik', 'Sander', 'Thomas', 'Daan', 'Lars', 'Ruben', 'Joost', 'Martijn',
  'Bas', 'Erik', 'Marco', 'Youssef', 'Ahmed', 'Dennis', 'Rik', 'Stefan', 'Maria', 'Anouk', 'Sophie', 'Emma',
  'Lisa', 'Fleur', 'Iris', 'Marieke', 'Ingrid', 'Petra', 'Esther', 'Linda', 'Sanne', 'Eva', 'Noor', 'Fatima',
  'Yvonne', 'Karin', 'Judith', 'Femke', 'Lieke', 'Mirjam',
];

/** [prefix, last name]; the prefix (tussenvoegsel) is stored apart, as the spec's contact has it. */
export const LAST_NAMES: Array<[string | null, string]> = [
  [null, 'Jansen'], ['de', 'Vries'], ['van den', 'Berg'], ['van', 'Dijk'], [null, 'Bakker'], [null, 'Janssen'],
  ['van', 'Leeuwen'], [null, 'Visser'], [null, 'Smit'], [null, 'Meijer'], ['de', 'Boer'], [null, 'Mulder'],
  ['de', 'Groot'], [null, 'Bos'], [null, 'Vos'], [null, 'Peters'], [null, 'Hendriks'], ['van der', 'Linden'],
  [null, 'Dekker'], [null, 'Brouwer'], ['de', 'Wit'], [null, 'Dijkstra'], [null, 'Smits'], ['de', 'Graaf'],
  ['van der', 'Meer'], [null, 'Kok'], [null, 'Jacobs'], ['de', 'Haan'], [null, 'Vermeulen'], ['van den', 'Heuvel'],
  ['van der', 'Veen'], ['van den', 'Broek'], ['de', 'Bruijn'], [null, 'Schouten'], [null, 'Yilmaz'], [null, 'El Amrani'],
];

export interface OperatorSeed {
  email: string;
  first_name: string;
  prefix: string | null;
  last_name: string;
  acronym: string;
  is_operator: number;
  role: 'admin' | 'operator' | 'read_only' | 'only_own_tickets' | 'only_own_company';
  is_active: boolean;
}

/** Local parts; the domain is <subdomain>.nl. */
export const DEMO_OPERATORS: Array<Omit<OperatorSeed, 'email'> & { local: string }> = [
  { local: 'admin', first_name: 'Anna', prefix: 'de', last_name: 'Vries', acronym: 'AV', is_operator: 2, role: 'admin', is_active: true },
  { local: 'bram', first_name: 'Bram', prefix: null, last_name: 'Jansen', acronym: 'BJ', is_operator: 1, role: 'operator', is_active: true },
  { local: 'sanne', first_name: 'Sanne', prefix: null, last_name: 'Bakker', acronym: 'SB', is_operator: 1, role: 'operator', is_active: true },
  { local: 'mehmet', first_name: 'Mehmet', prefix: null, last_name: 'Yilmaz', acronym: 'MY', is_operator: 2, role: 'operator', is_active: true },
  { local: 'lotte', first_name: 'Lotte', prefix: 'van', last_name: 'Dijk', acronym: 'LD', is_operator: 2, role: 'operator', is_active: true },
  { local: 'lezer', first_name: 'Ruud', prefix: null, last_name: 'Visser', acronym: 'RV', is_operator: 4, role: 'read_only', is_active: true },
  { local: 'eigen', first_name: 'Eva', prefix: null, last_name: 'Kok', acronym: 'EK', is_operator: 3, role: 'only_own_tickets', is_active: true },
  { local: 'bedrijf', first_name: 'Bas', prefix: 'de', last_name: 'Groot', acronym: 'BG', is_operator: 5, role: 'only_own_company', is_active: true },
  { local: 'kees', first_name: 'Kees', prefix: null, last_name: 'Brouwer', acronym: 'KB', is_operator: 1, role: 'operator', is_active: false },
];

/** Contact persons with a portal login (local part, role); linked to the first company. */
export const DEMO_CONTACT_LOGINS = [
  { local: 'klant', first_name: 'Karin', prefix: 'van', last_name: 'Dam', role: 'client' },
  { local: 'offerte', first_name: 'Otto', prefix: null, last_name: 'Smeets', role: 'quote_token' },
] as const;

/** Companies the only_own_company operator works for (by position in COMPANIES). */
export const OWN_COMPANY_COUNT = 3;

export const SMALL_OPERATORS: typeof DEMO_OPERATORS = [
  { local: 'admin', first_name: 'Eva', prefix: null, last_name: 'Meijer', acronym: 'EM', is_operator: 2, role: 'admin', is_active: true },
];

export const STATUSES = [
  { name: 'Open', internal_type: 1 },
  { name: 'Gesloten', internal_type: 2 },
  { name: 'Gearchiveerd', internal_type: 3 },
  { name: 'Wacht op reactie', internal_type: 4 },
  { name: 'Reactie ontvangen', internal_type: 5 },
  { name: 'Ingepland', internal_type: 6 },
];

export const PRIORITIES = [
  { label: 'Laag', style: 'success' },
  { label: 'Normaal', style: 'info', is_default: true },
  { label: 'Hoog', style: 'warning' },
  { label: 'Kritiek', style: 'danger' },
];

export const TICKET_DESCRIPTIONS = [
  'Printer op de tweede verdieping drukt niet af',
  'VPN-verbinding valt steeds weg',
  'Nieuwe medewerker: laptop en account aanmaken',
  'Outlook blijft om het wachtwoord vragen',
  'Wifi in de vergaderruimte is erg traag',
  'Gedeelde agenda niet zichtbaar voor collega',
  'Back-up van vannacht is mislukt',
  'Scanner stuurt geen e-mail meer door',
  'Laptop start niet meer op na Windows-update',
  'Account geblokkeerd na te veel inlogpogingen',
  'Teams-vergadering zonder geluid',
  'Toegang nodig tot de map Financiën op de server',
  'Telefoon doorschakelen naar mobiel werkt niet',
  'Licentie Microsoft 365 verlopen',
  'Verdachte e-mail ontvangen met bijlage',
  'Tweede beeldscherm wordt niet herkend',
  'Medewerker uit dienst: account blokkeren',
  'Kassasysteem maakt geen verbinding met de pinautomaat',
  'Website laadt niet op de werkplekken',
  'SSL-certificaat van de webshop verloopt binnenkort',
  'Wachtwoord van de gedeelde mailbox vergeten',
  'Netwerkschijf is niet bereikbaar',
  'Firewall blokkeert het boekhoudpakket',
  'Nieuwe mobiele telefoon instellen voor e-mail',
  'Printer geeft papierstoring terwijl er geen papier vastzit',
  'Offerte voor drie nieuwe werkplekken',
  'Trage computer bij de receptie',
  'Multifactor-authenticatie opnieuw instellen',
  'Spam komt door het filter heen',
  'OneDrive synchroniseert niet meer',
  'Router vervangen op de vestiging',
  'Camera in de vergaderruimte doet het niet',
  'Excel-bestand beschadigd, graag herstellen uit back-up',
  'Dienstverleningsovereenkomst verlengen',
  'Nieuwe toner bestellen voor de kleurenprinter',
  'Kan niet inloggen op het klantportaal',
  'Mailbox is vol',
  'Windows-updates blijven hangen op 35%',
  'Draadloos toetsenbord reageert traag',
  'Verhuizing werkplekken naar de eerste verdieping',
  'Antivirus meldt een bedreiging op de laptop van de directie',
  'E-mail komt niet aan bij een klant',
  'Telefooncentrale geeft een foutmelding',
  'Planningssoftware crasht bij het opslaan',
  'Thuiswerkplek instellen voor nieuwe collega',
  'Domeinnaam verhuizen naar een andere registrar',
  'Wachtwoordbeleid aanpassen op verzoek van de directie',
  'Server maakt een piepend geluid',
  'Label-printer in het magazijn print scheve etiketten',
  'Agenda-uitnodigingen komen dubbel binnen',
  'Koppeling met het patiëntendossier werkt niet',
  'Presentatiescherm in de kantine blijft zwart',
  'Gastnetwerk instellen voor bezoekers',
  'PDF-bestanden openen niet meer in de browser',
  'Oude laptops veilig laten vernietigen',
  'Adobe-licentie overzetten naar een andere gebruiker',
  'Storing internetverbinding op de hele vestiging',
  'NAS geeft een waarschuwing over een schijf',
  'Handtekening in Outlook aanpassen voor alle medewerkers',
  'Rechten aanpassen in SharePoint voor het projectteam',
];

export const GREETINGS = ['Goedemorgen,', 'Goedemiddag,', 'Hallo,', 'Beste support,', 'Hoi,'];

export const CUSTOMER_DETAILS = [
  'Kunnen jullie hier zo snel mogelijk naar kijken?',
  'Het speelt sinds vanochtend en we kunnen zo niet goed werken.',
  'Een paar collega’s hebben er ook last van.',
  'We hebben de computer al opnieuw opgestart, maar dat hielp niet.',
  'Graag hoor ik wanneer iemand tijd heeft om ernaar te kijken.',
  'Het is niet dringend, maar wel vervelend.',
  'Ik ben vandaag tot 17:00 uur bereikbaar op kantoor.',
  'De foutmelding heb ik hieronder geplakt.',
];

export const CUSTOMER_FOLLOW_UPS = [
  'Bedankt voor de snelle reactie! Het werkt weer.',
  'Morgenochtend om 10:00 uur komt goed uit.',
  'Helaas doet het probleem zich nog steeds voor.',
  'Ik heb het geprobeerd, maar ik krijg dezelfde foutmelding.',
  'Hartelijk dank, ik laat het weten als het nog een keer gebeurt.',
  'Kunnen jullie vandaag nog langskomen? Het wordt wel urgent.',
  'Top, dat is geregeld. Fijne dag!',
];

export const OPERATOR_REPLIES = [
  'Dank voor je melding. Ik ga er vandaag mee aan de slag en laat je zo snel mogelijk weten wat ik gevonden heb.',
  'Wil je een schermafbeelding van de foutmelding sturen? Dan kan ik gerichter zoeken.',
  'Kun je me laten weten wanneer het je uitkomt dat ik even op afstand meekijk?',
  'Ik heb zojuist op afstand meegekeken en de instellingen aangepast. Wil je het nog een keer proberen?',
  'We hebben een monteur ingepland die morgen tussen 9:00 en 12:00 uur langskomt.',
  'De leverancier is op de hoogte gebracht; zodra ik meer weet hoor je van me.',
];

export const CLOSING_REPLIES = [
  'Het probleem is opgelost. We sluiten het ticket; mocht het toch weer voorkomen, reageer dan gerust op deze e-mail.',
  'Fijn dat het weer werkt! Ik sluit het ticket.',
  'De wijziging is doorgevoerd. Laat het gerust weten als je nog vragen hebt.',
];

export const NOTES = [
  'Op afstand ingelogd, printerwachtrij geleegd en de spooler herstart.',
  'Leverancier gebeld, zij sturen morgen een vervangend onderdeel.',
  'Wacht op reactie van de klant.',
  'Licentie aangevraagd bij de distributeur.',
  'Wachtwoord gereset en MFA opnieuw ingesteld.',
  'Firmware van de firewall bijgewerkt naar de laatste versie.',
  'Back-uplog gecontroleerd: de laatste volledige back-up is geslaagd.',
  'Doorgezet naar de tweede lijn, lijkt een probleem met de DNS-instellingen.',
  'Klant telefonisch bijgepraat over de voortgang.',
  'Werkplek opnieuw geïnstalleerd, gegevens staan op de netwerkschijf.',
];

export const PINNED_NOTES = [
  '<p><strong>Let op:</strong> deze klant heeft een SLA met 4 uur responstijd.</p>',
  '<p><strong>Let op:</strong> niet herstarten tijdens openingstijden, alleen na 18:00 uur.</p>',
  '<p>Inloggegevens van de router staan in de <em>kluis</em> onder de klantnaam.</p>',
];

/** Custom fields every tenant starts with (core §3 Custom field: type 0 text, 1 select, 2 date). */
export const CUSTOM_FIELDS: Array<{ name: string; title: string; type: 0 | 1 | 2; morphable_type: string; options?: Array<{ value: string; label: string }> }> = [
  {
    name: 'sector',
    title: 'Sector',
    type: 1,
    morphable_type: 'companies',
    options: [
      { value: 'zorg', label: 'Zorg' },
      { value: 'bouw', label: 'Bouw en installatie' },
      { value: 'transport', label: 'Transport en mobiliteit' },
      { value: 'zakelijk', label: 'Zakelijke dienstverlening' },
      { value: 'mkb', label: 'Overig mkb' },
    ],
  },
  { name: 'klant_sinds', title: 'Klant sinds', type: 2, morphable_type: 'companies' },
  { name: 'functie', title: 'Functie', type: 0, morphable_type: 'clients' },
];

export const JOB_TITLES = ['Office manager', 'Directeur', 'Praktijkmanager', 'Financieel medewerker', 'Planner', 'Receptionist', 'Bedrijfsleider', 'ICT-contactpersoon'];
