import type { WeekHours } from '../resources/core/business-hours.ts';
/** Fictional but plausible Dutch content for the ticket-domain resources of seeded tenants. */

/** Categories with the words in a ticket description that put a ticket in them. */
export const CATEGORIES: Array<{ title: string; words: RegExp | null }> = [
  { title: 'Hardware', words: /printer|scanner|laptop|beeldscherm|toetsenbord|camera|server|nas|toner|kassasysteem|presentatiescherm|werkplek/i },
  { title: 'Netwerk', words: /vpn|wifi|netwerk|router|firewall|internet|gastnetwerk|domeinnaam/i },
  { title: 'E-mail', words: /outlook|e-mail|mailbox|spam|agenda|handtekening/i },
  { title: 'Accounts en rechten', words: /account|wachtwoord|rechten|multifactor|toegang|inloggen|uit dienst|nieuwe medewerker/i },
  { title: 'Telefonie', words: /telefoon|telefooncentrale|doorschakelen|teams-vergadering/i },
  { title: 'Beveiliging', words: /verdachte|antivirus|ssl|wachtwoordbeleid|vernietigen/i },
  { title: 'Back-up', words: /back-up|synchroniseert|beschadigd/i },
  { title: 'Software', words: null },
];

export const TICKET_SOURCES = ['E-mail', 'Telefoon', 'Klantportaal', 'Monitoring', 'Op locatie'];

export const TICKET_TYPES = ['Incident', 'Serviceverzoek', 'Wijziging', 'Vraag', 'Project'];

export const SERVICES = [
  { name: 'Werkplekbeheer', description: 'Beheer en onderhoud van laptops, pc’s en randapparatuur.' },
  { name: 'Netwerkbeheer', description: 'Beheer van switches, wifi, firewall en internetverbinding.' },
  { name: 'Microsoft 365-beheer', description: 'Gebruikers, licenties, Exchange, SharePoint en Teams.' },
  { name: 'Back-up en herstel', description: 'Dagelijkse back-up met maandelijkse hersteltest.' },
  { name: 'Telefonie', description: 'VoIP-centrale, toestellen en doorschakelingen.' },
  { name: 'Hosting', description: 'Websites, domeinnamen en certificaten.' },
];

/** Priced activities are billable; the others are booked for insight only. */
export const ACTIVITIES = [
  { name: 'Support op afstand', price: '95.00', is_default: true, is_invoicable: true },
  { name: 'Support op locatie', price: '110.00', is_default: false, is_invoicable: true },
  { name: 'Consultancy', price: '125.00', is_default: false, is_invoicable: true },
  { name: 'Projectwerk', price: '105.00', is_default: false, is_invoicable: true },
  { name: 'Intern overleg', price: '0.00', is_default: false, is_invoicable: false },
  { name: 'Garantie', price: '0.00', is_default: false, is_invoicable: false },
];

export const PRODUCTS: Array<[code: string, name: string, price: string]> = [
  ['HW-LAP-14', 'Laptop HP ProBook 440 14"', '949.00'],
  ['HW-LAP-16', 'Laptop Lenovo ThinkPad T16', '1349.00'],
  ['HW-MON-24', 'Monitor Dell 24" P2425H', '219.00'],
  ['HW-MON-27', 'Monitor Dell 27" P2725H', '299.00'],
  ['HW-DOCK-USB', 'USB-C dockingstation', '189.00'],
  ['HW-KB-SET', 'Draadloze toetsenbord- en muisset', '59.95'],
  ['HW-HEADSET', 'Headset Jabra Evolve2 40', '89.00'],
  ['HW-WEBCAM', 'Webcam Logitech C920', '79.00'],
  ['HW-SSD-1TB', 'SSD 1 TB NVMe', '119.00'],
  ['HW-RAM-16', 'Geheugenmodule 16 GB DDR4', '64.50'],
  ['NW-SW-24', 'Switch 24 poorts PoE', '449.00'],
  ['NW-AP-WIFI6', 'Access point wifi 6', '239.00'],
  ['NW-UTP-3', 'UTP-kabel Cat6 3 meter', '4.95'],
  ['NW-UTP-10', 'UTP-kabel Cat6 10 meter', '9.95'],
  ['NW-ROUTER', 'Router met firewall (SMB)', '595.00'],
  ['PR-TONER-BK', 'Toner zwart HP 415A', '109.00'],
  ['PR-TONER-CL', 'Tonerset kleur HP 415A', '289.00'],
  ['PR-DRUM', 'Drumeenheid laserprinter', '145.00'],
  ['PR-LABEL', 'Labelrol 62 mm', '18.50'],
  ['LIC-M365-BP', 'Microsoft 365 Business Premium (maand)', '20.60'],
  ['LIC-M365-BS', 'Microsoft 365 Business Standard (maand)', '11.70'],
  ['LIC-AV', 'Antiviruslicentie per werkplek (jaar)', '39.00'],
  ['LIC-ADOBE', 'Adobe Acrobat Pro (jaar)', '239.88'],
  ['LIC-BACKUP', 'Cloud back-up 100 GB (maand)', '12.50'],
  ['SV-VOORRIJ', 'Voorrijkosten', '45.00'],
  ['SV-SPOED', 'Spoedtoeslag', '75.00'],
  ['SV-RECYCLE', 'Veilige vernietiging harde schijf', '25.00'],
  ['SV-SSL', 'SSL-certificaat (jaar)', '69.00'],
  ['SV-DOMEIN', 'Domeinnaam .nl (jaar)', '12.00'],
  ['SV-INSTALL', 'Installatie en configuratie werkplek', '145.00'],
];

export const COUNTRIES = [
  { name: 'Nederland', code: 'NL' },
  { name: 'België', code: 'BE' },
  { name: 'Duitsland', code: 'DE' },
];

export const LOCATION_NAMES = ['Hoofdkantoor', 'Magazijn', 'Vestiging Noord', 'Vestiging Zuid', 'Showroom', 'Werkplaats'];

const weekdays = (from: string, to: string): WeekHours => Object.fromEntries(['1', '2', '3', '4', '5'].map((day) => [day, [[from, to]]]));

export const BUSINESS_HOURS: Array<{ name: string; hours: WeekHours }> = [
  { name: 'Kantoortijden', hours: { ...weekdays('08:30', '17:00'), 6: [], 7: [] } },
  { name: 'Uitgebreide openingstijden', hours: { ...weekdays('07:00', '22:00'), 6: [['09:00', '17:00']], 7: [] } },
  { name: '24/7', hours: Object.fromEntries(['1', '2', '3', '4', '5', '6', '7'].map((day) => [day, [['00:00', '23:59']]])) as WeekHours },
];

type Unit = 'min' | 'uur';
/** Per priority (Laag, Normaal, Hoog, Kritiek): first response and resolve time. */
type Times = Array<[response: number, responseUnit: Unit, resolve: number, resolveUnit: Unit]>;

export const SLAS: Array<{ name: string; hours: number; times: Times }> = [
  { name: 'Basis', hours: 0, times: [[8, 'uur', 40, 'uur'], [8, 'uur', 24, 'uur'], [4, 'uur', 16, 'uur'], [2, 'uur', 8, 'uur']] },
  { name: 'Plus', hours: 1, times: [[4, 'uur', 24, 'uur'], [4, 'uur', 16, 'uur'], [2, 'uur', 8, 'uur'], [60, 'min', 4, 'uur']] },
  { name: 'Premium 24/7', hours: 2, times: [[2, 'uur', 16, 'uur'], [60, 'min', 8, 'uur'], [30, 'min', 4, 'uur'], [15, 'min', 2, 'uur']] },
];

export const TICKET_GROUPS: Array<{ name: string; hours: number }> = [
  { name: 'Migratie naar Microsoft 365', hours: 40 },
  { name: 'Vervanging werkplekken 2026', hours: 24 },
  { name: 'Vernieuwing netwerk vestiging', hours: 16 },
  { name: 'Strippenkaart support', hours: 10 },
  { name: 'Nieuwe telefooncentrale', hours: 12 },
  { name: 'Beveiligingsaudit', hours: 8 },
];

export const TICKET_TEMPLATES: Array<{ name: string; description: string; rrule: string | null; tasks: string[] }> = [
  {
    name: 'Nieuwe medewerker',
    description: 'Nieuwe medewerker: laptop en account aanmaken',
    rrule: null,
    tasks: ['Account aanmaken in Microsoft 365', 'Licentie toewijzen', 'Laptop klaarzetten en updaten', 'Toegang tot gedeelde mappen regelen', 'Inloggegevens overdragen'],
  },
  {
    name: 'Medewerker uit dienst',
    description: 'Medewerker uit dienst: account blokkeren',
    rrule: null,
    tasks: ['Account blokkeren', 'Mailbox omzetten naar gedeelde mailbox', 'Licentie vrijgeven', 'Laptop innemen en wissen'],
  },
  {
    name: 'Maandelijkse controle back-ups',
    description: 'Maandelijkse controle van de back-ups en hersteltest',
    rrule: 'DTSTART:20260105T070000Z\nRRULE:FREQ=MONTHLY;INTERVAL=1;BYMONTHDAY=1',
    tasks: ['Back-uplogs controleren', 'Hersteltest van één bestand uitvoeren', 'Rapportage naar de klant sturen'],
  },
  {
    name: 'Wekelijkse updates servers',
    description: 'Wekelijkse Windows-updates op de servers installeren',
    rrule: 'DTSTART:20260105T190000Z\nRRULE:FREQ=WEEKLY;INTERVAL=1;BYDAY=TU',
    tasks: ['Snapshot maken', 'Updates installeren', 'Services controleren na herstart'],
  },
  {
    name: 'Kwartaalcontrole firewall',
    description: 'Kwartaalcontrole firewall: firmware en regels nalopen',
    rrule: 'DTSTART:20260105T080000Z\nRRULE:FREQ=MONTHLY;INTERVAL=3;BYMONTHDAY=5',
    tasks: ['Firmware bijwerken', 'Firewallregels nalopen', 'VPN-gebruikers controleren'],
  },
];

export const TASKS = [
  'Klant terugbellen',
  'Op afstand meekijken',
  'Leverancier bellen over levertijd',
  'Offerte opvragen bij de distributeur',
  'Licentie toewijzen',
  'Wachtwoord resetten en MFA opnieuw instellen',
  'Firmware bijwerken',
  'Documentatie bijwerken',
  'Controleren of het probleem is opgelost',
  'Back-up controleren',
  'Vervangend onderdeel bestellen',
  'Afspraak op locatie inplannen',
  'Logbestanden doorsturen naar de leverancier',
  'Printerdriver opnieuw installeren',
  'Rechten in SharePoint aanpassen',
  'Gebruiker informeren over de oplossing',
  'Oude hardware ophalen',
  'DNS-instellingen controleren',
];

export const ESTIMATES = ['00:15', '00:30', '00:45', '01:00', '01:30', '02:00', '04:00'];

export const TIME_DESCRIPTIONS = [
  'Op afstand meegekeken en instellingen aangepast',
  'Telefonisch contact met de klant',
  'Onderzoek naar de oorzaak van de storing',
  'Printer opnieuw geïnstalleerd en testpagina afgedrukt',
  'Account aangemaakt en licentie toegewezen',
  'Laptop klaargezet en updates geïnstalleerd',
  'Overleg met de leverancier',
  'Firewallregels aangepast',
  'Back-up gecontroleerd en hersteltest uitgevoerd',
  'Op locatie netwerkkabels nagelopen',
  'Mailbox opgeschoond en archivering ingesteld',
  'Documentatie bijgewerkt',
  'Wachtwoord gereset en MFA opnieuw ingesteld',
  'Intern overleg over de aanpak',
  'Updates geïnstalleerd en server herstart',
  'Gebruiker uitleg gegeven over de nieuwe werkwijze',
];

export const ATTACHMENTS: Array<[name: string, extension: string, minKb: number, maxKb: number]> = [
  ['foutmelding', 'png', 40, 900],
  ['schermafbeelding', 'png', 60, 1200],
  ['logbestand', 'txt', 2, 300],
  ['offerte-leverancier', 'pdf', 80, 600],
  ['factuur', 'pdf', 40, 250],
  ['netwerktekening', 'pdf', 200, 2500],
  ['foto-serverkast', 'jpg', 500, 4000],
  ['export', 'xlsx', 15, 400],
];

export const QUICK_REPLIES: Array<{ name: string; body: string }> = [
  {
    name: 'Ontvangstbevestiging',
    body: '<p>Bedankt voor je melding. We hebben deze in goede orde ontvangen en gaan er zo snel mogelijk mee aan de slag.</p>',
  },
  {
    name: 'Op afstand meekijken',
    body: '<p>Zou je via <a href="https://support.example.nl">support.example.nl</a> de hulp op afstand willen starten en de code aan mij doorgeven? Dan kijk ik direct even mee.</p>',
  },
  {
    name: 'Monteur ingepland',
    body: '<p>We hebben een monteur voor je ingepland. Hij neemt een half uur voor aankomst telefonisch contact op.</p>',
  },
  {
    name: 'Schermafbeelding gevraagd',
    body: '<p>Wil je een schermafbeelding van de foutmelding sturen? Dan kunnen we gerichter zoeken.</p>',
  },
  {
    name: 'Wachtwoord gereset',
    body: '<p>Je wachtwoord is gereset. Je ontvangt het tijdelijke wachtwoord per sms; bij de eerste keer inloggen kies je zelf een nieuw wachtwoord.</p>',
  },
  {
    name: 'Ticket gesloten',
    body: '<p>Het probleem is opgelost en we sluiten het ticket. Mocht het toch weer voorkomen, reageer dan gerust op deze e-mail.</p>',
  },
];

export const EXTERNAL_DASHBOARDS = [
  { name: 'Monitoring', url: 'https://monitoring.example.nl/wallboard' },
  { name: 'Status leveranciers', url: 'https://status.example.nl' },
];

export const EXPORT_MODELS = ['tickets', 'time-registrations', 'used-products', 'companies'];

/** Kinds of notification with the title they show. */
export const NOTIFICATION_KINDS: Array<{ type: string; title: (reference: string) => string }> = [
  { type: 'new-message', title: (reference) => `Nieuw bericht op ticket #${reference}` },
  { type: 'assigned', title: (reference) => `Ticket #${reference} is aan je toegewezen` },
  { type: 'status-changed', title: (reference) => `Status van ticket #${reference} gewijzigd` },
  { type: 'task-assigned', title: (reference) => `Nieuwe taak voor je op ticket #${reference}` },
  { type: 'sla-warning', title: (reference) => `SLA-termijn van ticket #${reference} verloopt binnenkort` },
];

export const PRESET_COLUMN_TITLES: Record<string, string> = {
  reference: 'Ticket',
  description: 'Beschrijving',
  company: 'Bedrijf',
  client: 'Contactpersoon',
  status: 'Status',
  operator: 'Behandelaar',
  updatedAt: 'Laatst geüpdatet',
  task: 'Taak',
  related: 'Gekoppeld aan',
  scheduledAt: 'Ingepland',
};

/**
 * The administrator's own quick filters on a personal dashboard, in the list screen's format
 * (column filters by column id, 'me' for the viewer, relative dates). The tenant's default cockpit
 * is made on the first login (POST cockpit/setup).
 */
export const PERSONAL_PRESETS: Array<{
  label: string;
  styling: string;
  type: 'tickets' | 'tasks';
  filters: Record<string, string | string[]>;
  order: { by: string; direction: 'ASC' | 'DESC' };
  /** Only tickets not closed: the tenant's open status ids are added as a status filter. */
  openOnly?: true;
}> = [
  { label: 'Mijn tickets', styling: 'primary', type: 'tickets', filters: { operator: ['me'] }, order: { by: 'updatedAt', direction: 'DESC' }, openOnly: true },
  { label: 'Mijn open taken', styling: 'info', type: 'tasks', filters: { operator: ['me'], completed: 'false' }, order: { by: 'scheduledAt', direction: 'ASC' } },
  { label: 'Vandaag bijgewerkt', styling: 'success', type: 'tickets', filters: { updatedAt: 'today' }, order: { by: 'updatedAt', direction: 'DESC' } },
  { label: 'Ingepland', styling: 'secondary', type: 'tickets', filters: { scheduledAt: 'future' }, order: { by: 'scheduledAt', direction: 'ASC' } },
  { label: 'Mijn lijn', styling: 'dark', type: 'tickets', filters: { lineType: ['me'] }, order: { by: 'updatedAt', direction: 'DESC' }, openOnly: true },
  { label: 'Zonder bedrijf', styling: 'warning', type: 'tickets', filters: { company: ['none'] }, order: { by: 'updatedAt', direction: 'DESC' } },
  { label: 'In mijn categorieën', styling: 'warning', type: 'tickets', filters: { categories: ['me'] }, order: { by: 'updatedAt', direction: 'DESC' } },
  { label: 'Open taken', styling: 'danger', type: 'tasks', filters: { completed: 'false' }, order: { by: 'scheduledAt', direction: 'ASC' } },
];
