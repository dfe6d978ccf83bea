/** Fictional but plausible Dutch back-office content for seeded tenants. */

export interface AssetModel {
  category: string;
  /** Short code in the asset name: BAK-LT-03. */
  prefix: string;
  models: readonly string[];
  /** Serial number shape: letters fixed, # a digit, X a letter or digit. */
  serial: string;
  warrantyYears: number;
  /** Handed to one contact person rather than shared by the office. */
  personal: boolean;
  /** Reported by the remote-monitoring agent. */
  monitored: boolean;
}

export const ASSET_MODELS: readonly AssetModel[] = [
  { category: 'Laptop', prefix: 'LT', models: ['HP EliteBook 840 G10', 'Lenovo ThinkPad T14 Gen 4', 'Dell Latitude 5440', 'HP ProBook 450 G9'], serial: 'CND#XXX###', warrantyYears: 3, personal: true, monitored: true },
  { category: 'Desktop', prefix: 'PC', models: ['HP EliteDesk 800 G6 Mini', 'Dell OptiPlex 7010', 'Lenovo ThinkCentre M70q Gen 3'], serial: 'MXL####XXX', warrantyYears: 3, personal: true, monitored: true },
  { category: 'Server', prefix: 'SRV', models: ['Dell PowerEdge T150', 'HPE ProLiant DL380 Gen10', 'Dell PowerEdge R650xs'], serial: 'CZJ###XXXX', warrantyYears: 5, personal: false, monitored: true },
  { category: 'Printer', prefix: 'PRN', models: ['HP LaserJet Pro M404dn', 'Kyocera ECOSYS M2540dn', 'Brother MFC-L8900CDW', 'Canon i-SENSYS MF443dw'], serial: 'VNB#X#####', warrantyYears: 2, personal: false, monitored: false },
  { category: 'Firewall', prefix: 'FW', models: ['Fortinet FortiGate 60F', 'WatchGuard Firebox T45', 'Sophos XGS 116'], serial: 'FGT60F##########', warrantyYears: 3, personal: false, monitored: false },
  { category: 'Switch', prefix: 'SW', models: ['HPE Aruba 2930F 24G PoE+', 'UniFi Switch Pro 24 PoE', 'Cisco CBS350-24P'], serial: 'SG##XXX###', warrantyYears: 5, personal: false, monitored: false },
  { category: 'Access point', prefix: 'AP', models: ['UniFi U6 Pro', 'Aruba Instant On AP22'], serial: 'AP##XXXX##', warrantyYears: 2, personal: false, monitored: false },
  { category: 'NAS', prefix: 'NAS', models: ['Synology DS923+', 'QNAP TS-464'], serial: '22B0N######', warrantyYears: 3, personal: false, monitored: true },
  { category: 'Mobiele telefoon', prefix: 'TEL', models: ['Samsung Galaxy A54', 'Apple iPhone 14'], serial: '35######X#####', warrantyYears: 2, personal: true, monitored: false },
];

/** Words in a ticket's description and the kind of device it is about. */
export const TICKET_ASSET_WORDS: ReadonlyArray<[string, string]> = [
  ['printer', 'Printer'],
  ['scanner', 'Printer'],
  ['laptop', 'Laptop'],
  ['firewall', 'Firewall'],
  ['netwerkschijf', 'NAS'],
  ['wifi', 'Access point'],
  ['trage computer', 'Desktop'],
];

export const ASSET_CATEGORY_NAMES = [...ASSET_MODELS.map((model) => model.category), 'Monitor'];

export const ASSET_STATUSES = [
  { name: 'Offerte', internal_type: 1 },
  { name: 'Besteld', internal_type: 2 },
  { name: 'Op voorraad', internal_type: 3 },
  { name: 'In gebruik', internal_type: 4 },
  { name: 'Buiten gebruik', internal_type: 5 },
];

export const PREPAID_CARDS = [
  { name: 'Strippenkaart 5 uur', hours: 5, price: 475, product_code: 'STRIP-05' },
  { name: 'Strippenkaart 10 uur', hours: 10, price: 900, product_code: 'STRIP-10' },
  { name: 'Strippenkaart 20 uur', hours: 20, price: 1700, product_code: 'STRIP-20' },
  { name: 'Strippenkaart 40 uur', hours: 40, price: 3200, product_code: 'STRIP-40' },
];

/** Contract kinds; a prepaid one (period none) starts with the hours of one card. */
export const CONTRACT_KINDS = [
  { name: 'Strippenkaart support', period: 'none', quantity: 10, hourlyExtra: 0 },
  { name: 'Servicecontract Werkplekbeheer', period: 'month', quantity: 8, hourlyExtra: 92.5 },
  { name: 'Strippenkaart support', period: 'none', quantity: 20, hourlyExtra: 0 },
  { name: 'Supportbundel Kwartaal', period: 'quarter', quantity: 16, hourlyExtra: 95 },
  { name: 'Servicecontract Basis', period: 'month', quantity: 4, hourlyExtra: 95 },
  { name: 'Jaarcontract Systeembeheer', period: 'year', quantity: 60, hourlyExtra: 89.5 },
  { name: 'Strippenkaart support', period: 'none', quantity: 5, hourlyExtra: 0 },
  { name: 'Servicecontract Plus', period: 'month', quantity: 12, hourlyExtra: 89.5 },
  { name: 'Onderhoudscontract Server en Netwerk', period: 'quarter', quantity: 6, hourlyExtra: 105 },
  { name: 'Servicecontract Basis', period: 'month', quantity: 4, hourlyExtra: 95 },
  { name: 'Strippenkaart support', period: 'none', quantity: 40, hourlyExtra: 0 },
  { name: 'Jaarcontract Applicatiebeheer', period: 'year', quantity: 24, hourlyExtra: 98 },
  { name: 'Servicecontract Werkplekbeheer', period: 'month', quantity: 6, hourlyExtra: 92.5 },
  { name: 'Strippenkaart support', period: 'none', quantity: 10, hourlyExtra: 0 },
  { name: 'Servicecontract Plus', period: 'month', quantity: 10, hourlyExtra: 89.5 },
] as const;

export const DEAL_STAGES = [
  { name: 'Nieuw', internal_type: 1 },
  { name: 'Gekwalificeerd', internal_type: 1 },
  { name: 'Offerte uitgebracht', internal_type: 1 },
  { name: 'Onderhandeling', internal_type: 1 },
  { name: 'Gewonnen', internal_type: 2 },
  { name: 'Verloren', internal_type: 3 },
];

export interface LineSeed {
  product_code: string;
  description: string;
  /** 1 Artikel, 2 Uren fixed price, 3 Uren nacalculatie, 4 Niet factureren. */
  invoice_type: number;
  /** Fixed quantity, or 'seats' for one per workplace of the deal. */
  quantity: number | 'seats';
  price: number;
}

export interface PhaseSeed {
  name: string;
  description: string;
  lines: readonly LineSeed[];
}

// Hour rates of the activities Projectwerk and Consultancy; article codes follow the product catalogue.
const HOURS_TECH = { product_code: 'UREN-PROJECT', price: 105 } as const;
const HOURS_CONSULT = { product_code: 'UREN-CONSULT', price: 125 } as const;

export const PHASES: Record<string, PhaseSeed> = {
  inventory: {
    name: 'Inventarisatie en ontwerp',
    description: 'Vastleggen van de huidige situatie en het ontwerp van de nieuwe omgeving.',
    lines: [
      { ...HOURS_CONSULT, description: 'Inventarisatie huidige omgeving', invoice_type: 2, quantity: 4 },
      { ...HOURS_CONSULT, description: 'Ontwerp en migratieplan', invoice_type: 2, quantity: 6 },
    ],
  },
  hardware: {
    name: 'Levering hardware',
    description: 'Levering van de werkplekken met toebehoren.',
    lines: [
      { product_code: 'HW-LAP-16', description: 'Laptop Lenovo ThinkPad T16', invoice_type: 1, quantity: 'seats', price: 1349 },
      { product_code: 'HW-DOCK-USB', description: 'USB-C dockingstation', invoice_type: 1, quantity: 'seats', price: 189 },
      { product_code: 'HW-MON-24', description: 'Monitor Dell 24" P2425H', invoice_type: 1, quantity: 'seats', price: 219 },
    ],
  },
  rollout: {
    name: 'Installatie en uitrol',
    description: 'Installatie, configuratie en uitrol bij de medewerkers.',
    lines: [
      { ...HOURS_TECH, description: 'Installatie en uitrol werkplekken', invoice_type: 3, quantity: 8 },
      { ...HOURS_TECH, description: 'Configuratie Intune en beleid', invoice_type: 2, quantity: 4 },
    ],
  },
  migration: {
    name: 'Migratie',
    description: 'Overzetten van mailboxen, bestanden en rechten.',
    lines: [
      { ...HOURS_TECH, description: 'Migratie mailboxen en bestanden', invoice_type: 2, quantity: 12 },
      { product_code: 'LIC-M365-BS', description: 'Microsoft 365 Business Standard (eerste maand)', invoice_type: 1, quantity: 'seats', price: 11.7 },
    ],
  },
  network: {
    name: 'Netwerk en beveiliging',
    description: 'Nieuwe firewall, switch en draadloos netwerk.',
    lines: [
      { product_code: 'HW-FW-60F', description: 'Fortinet FortiGate 60F incl. 1 jaar UTP-bundel', invoice_type: 1, quantity: 1, price: 1195 },
      { product_code: 'NW-SW-24', description: 'Switch 24 poorts PoE', invoice_type: 1, quantity: 1, price: 449 },
      { product_code: 'NW-AP-WIFI6', description: 'Access point wifi 6', invoice_type: 1, quantity: 3, price: 239 },
      { ...HOURS_TECH, description: 'Installatie en configuratie netwerk', invoice_type: 3, quantity: 6 },
    ],
  },
  training: {
    name: 'Training',
    description: 'Training van de medewerkers in het nieuwe werken.',
    lines: [
      { ...HOURS_CONSULT, description: 'Awareness-training medewerkers (dagdeel)', invoice_type: 2, quantity: 4 },
      { product_code: 'TRAIN-MAT', description: 'Lesmateriaal en phishingsimulatie', invoice_type: 1, quantity: 1, price: 250 },
    ],
  },
  handover: {
    name: 'Oplevering en nazorg',
    description: 'Oplevering, documentatie en een week nazorg.',
    lines: [
      { ...HOURS_TECH, description: 'Nazorg eerste week', invoice_type: 3, quantity: 4 },
      { product_code: 'PM', description: 'Projectmanagement', invoice_type: 4, quantity: 3, price: 0 },
    ],
  },
};

/** A deal and the phases its quote proposes. */
export const DEALS: ReadonlyArray<{ description: string; phases: readonly (keyof typeof PHASES)[]; seats: [number, number] }> = [
  { description: 'Vervanging werkplekken kantoor', phases: ['inventory', 'hardware', 'rollout', 'handover'], seats: [6, 14] },
  { description: 'Migratie naar Microsoft 365', phases: ['inventory', 'migration', 'handover'], seats: [5, 25] },
  { description: 'Nieuwe firewall en VPN-toegang', phases: ['network', 'handover'], seats: [1, 1] },
  { description: 'Wifi-netwerk voor het nieuwe pand', phases: ['inventory', 'network'], seats: [1, 1] },
  { description: 'Laptops voor de buitendienst', phases: ['hardware', 'rollout'], seats: [3, 8] },
  { description: 'Beveiligingsscan en awareness-training', phases: ['inventory', 'training'], seats: [8, 30] },
  { description: 'Werkplekken nieuwe vestiging', phases: ['hardware', 'network', 'rollout', 'handover'], seats: [4, 10] },
  { description: 'Upgrade naar Windows 11', phases: ['inventory', 'rollout'], seats: [6, 20] },
  { description: 'Multifactor-authenticatie voor alle medewerkers', phases: ['migration', 'training'], seats: [6, 20] },
  { description: 'Intune en apparaatbeheer inrichten', phases: ['inventory', 'rollout', 'handover'], seats: [5, 15] },
  { description: 'Uitbreiding netwerk magazijn', phases: ['network'], seats: [1, 1] },
  { description: 'SharePoint-intranet inrichten', phases: ['inventory', 'migration', 'training'], seats: [8, 25] },
  { description: 'Vervanging NAS door cloudopslag', phases: ['inventory', 'migration', 'handover'], seats: [4, 12] },
  { description: 'Serverruimte opschonen en virtualiseren', phases: ['inventory', 'network', 'handover'], seats: [1, 1] },
  { description: 'Telefonie naar VoIP', phases: ['inventory', 'network', 'training'], seats: [5, 15] },
  { description: 'Glasvezelverbinding en nieuwe router', phases: ['network', 'handover'], seats: [1, 1] },
  { description: 'Nieuwe multifunctionals', phases: ['hardware', 'rollout'], seats: [1, 3] },
  { description: 'Camerasysteem op het terrein', phases: ['network', 'handover'], seats: [1, 1] },
  { description: 'Back-up naar de cloud', phases: ['inventory', 'migration'], seats: [5, 15] },
  { description: 'Onderhoudscontract servers verlengen', phases: ['inventory'], seats: [1, 1] },
];

/** Checklist of a deal, in the order the work goes. */
export const DEAL_TASKS = ['Inventarisatie op locatie', 'Offerte opstellen', 'Offerte nabellen', 'Opdrachtbevestiging laten tekenen'];

/** Checklist of a project phase. */
export const PHASE_TASKS = ['Planning afstemmen met de klant', 'Materiaal bestellen', 'Documentatie bijwerken', 'Oplevering laten aftekenen'];

export const QUOTE_TEMPLATES = [
  { name: 'Nieuwe werkplekken', phases: ['hardware', 'rollout', 'handover'] },
  { name: 'Microsoft 365-migratie', phases: ['inventory', 'migration', 'training', 'handover'] },
  { name: 'Netwerk en wifi', phases: ['inventory', 'network', 'handover'] },
] as const;

export const QUOTE_FOOTER =
  '<p>Deze offerte is 30 dagen geldig. Op al onze leveringen zijn onze algemene voorwaarden van toepassing.</p><p>Betaling binnen {{payment_term}} na factuurdatum.</p>';

export const quoteIntro = (firstName: string, subject: string) =>
  `<p>Beste ${firstName},</p><p>Naar aanleiding van ons gesprek ontvangt u hierbij onze offerte ‘${subject}’. Hieronder vindt u de fases met de bijbehorende werkzaamheden en producten.</p><p>Heeft u vragen, neem dan gerust contact met ons op.</p>`;

export interface SubscriptionKind {
  description: string;
  period: 'month' | 'quarter' | 'year';
  lines: ReadonlyArray<{ product_code: string; description: string; price: number; quantity: number | 'seats' }>;
}

export const SUBSCRIPTION_KINDS: Record<string, SubscriptionKind> = {
  m365: {
    description: 'Microsoft 365 licenties',
    period: 'month',
    lines: [
      { product_code: 'LIC-M365-BS', description: 'Microsoft 365 Business Standard', price: 11.7, quantity: 'seats' },
      { product_code: 'EXO-P1', description: 'Exchange Online (Plan 1)', price: 3.8, quantity: 2 },
    ],
  },
  backup: {
    description: 'Back-up as a Service',
    period: 'month',
    lines: [
      { product_code: 'BCK-M365', description: 'Back-up Microsoft 365 per gebruiker', price: 2.5, quantity: 'seats' },
      { product_code: 'LIC-BACKUP', description: 'Cloud back-up 100 GB', price: 12.5, quantity: 4 },
    ],
  },
  workplace: {
    description: 'Werkplekbeheer',
    period: 'month',
    lines: [
      { product_code: 'BEH-WP', description: 'Beheer werkplek per maand', price: 19.5, quantity: 'seats' },
      { product_code: 'SEC-DFB', description: 'Microsoft Defender for Business', price: 2.8, quantity: 'seats' },
    ],
  },
  network: {
    description: 'Netwerkbeheer en firewall',
    period: 'quarter',
    lines: [
      { product_code: 'BEH-FW', description: 'Beheer en monitoring firewall', price: 105, quantity: 1 },
      { product_code: 'BEH-SW', description: 'Beheer switches en access points', price: 45, quantity: 1 },
    ],
  },
  hosting: {
    description: 'Hosting en domeinnamen',
    period: 'year',
    lines: [
      { product_code: 'SV-DOMEIN', description: 'Domeinnaam .nl', price: 12, quantity: 2 },
      { product_code: 'HOST-BASIS', description: 'Webhosting Basis', price: 119, quantity: 1 },
      { product_code: 'SV-SSL', description: 'SSL-certificaat', price: 69, quantity: 1 },
    ],
  },
};

/** Licences the distributors report, with the subscription product each is matched to. */
export const LICENCES = [
  { name: 'Microsoft 365 Business Standard', product_code: 'LIC-M365-BS', sales_price: 11.7 },
  { name: 'Exchange Online (Plan 1)', product_code: 'EXO-P1', sales_price: 3.8 },
  { name: 'Microsoft Defender for Business', product_code: 'SEC-DFB', sales_price: 2.8 },
  { name: 'Microsoft 365 Business Premium', product_code: 'LIC-M365-BP', sales_price: 20.6 },
  { name: 'Microsoft Teams Premium', product_code: null, sales_price: 9.4 },
  { name: 'Power BI Pro', product_code: null, sales_price: 13.1 },
];

export const CLOUD_DISTRIBUTORS = [
  { name: 'Ingram Micro Cloud', key: 'ingram-micro' },
  { name: 'TD SYNNEX StreamOne', key: 'td-synnex' },
];

export const IMPORT_DEFINITIONS = [
  {
    name: 'Doorbelasting telefonie (KPN)',
    file: 'kpn-doorbelasting',
    config: {
      columns: { Debiteurnummer: 'debtorCode', Klantnaam: 'companyName', Aantal: 'quantity', Bedrag: 'price', Kostenplaats: null },
      productCode: 'TEL-DOORBEL',
      quantity: null,
      invoiceSubject: 'Telefonie [vorige_maand]',
      invoiceLineDescription: 'Gespreks- en abonnementskosten [vorige_maand]',
    },
  },
  {
    name: 'Azure-verbruik (CSP)',
    file: 'azure-verbruik',
    config: {
      columns: { 'Customer ID': null, Debiteur: 'debtorCode', Product: 'productCode', Kosten: 'price' },
      productCode: null,
      quantity: 1,
      invoiceSubject: 'Azure-verbruik [vorige_maand]',
      invoiceLineDescription: 'Azure-verbruik [vorige_maand]',
    },
  },
];

export const MONTHS = ['januari', 'februari', 'maart', 'april', 'mei', 'juni', 'juli', 'augustus', 'september', 'oktober', 'november', 'december'];

/** Worked hours on an invoice: a ticket's time at the rate of the activity Support op afstand. */
export const WORK_RATE = 95;
export const WORK_PRODUCT = 'UREN-SUPPORT';
