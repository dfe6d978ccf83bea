export const nlNav = {
  label: 'Hoofdmenu',
  tickets: 'Tickets',
  logout: 'Uitloggen',
  cockpit: 'Cockpit',
  more: 'Meer',
  profile: 'Profiel',
  apiSettings: 'API-documentatie',
  account: 'Account',
} as const;
