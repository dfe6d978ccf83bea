/** Buying a prepaid card onto a prepaid contract (spec back-office §2 Contract detail). */
export const nlContractTopUp = {
  addHours: 'Voeg uren toe',
  chooseCard: 'Kies een strippenkaart',
  topUp: 'Opwaarderen',
  bought: 'Factuur aangemaakt!',
  viewInvoice: 'Bekijk de factuur',
} as const;
