export const nlGroupActions = {
  archive: 'Archiveren',
  restoreDeleted: 'Herstellen',
  restoreTitle: 'Ticket herstellen',
} as const;
