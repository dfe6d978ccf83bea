export const nlCloud = {
  moduleOffTitle: 'Licenties staan uit',
  moduleOff: 'De module voor clouddistributie (licenties) is niet ingeschakeld voor deze omgeving. Vraag een beheerder om de module aan te zetten.',
} as const;
