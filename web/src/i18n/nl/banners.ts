export const nlBanners = {
  companyArchived: 'Dit bedrijf is gearchiveerd.',
  clientArchived: 'Deze contactpersoon is gearchiveerd.',
  subscriptionTerminated: 'Dit abonnement is beëindigd.',
} as const;
