export const nlRelated = {
  add: 'Toevoegen',
  edit: 'Bewerken',
  delete: 'Verwijderen',
  added: '{label} toegevoegd!',
} as const;
