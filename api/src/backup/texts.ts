// What the backup route and the backup and restore commands tell the person running them.
export const backupTexts = {
  postgres:
    'Deze Balie gebruikt een PostgreSQL-server (DATABASE_URL): maak de back-up met pg_dump -Fc en zet hem terug met pg_restore, en bewaar de bestandenmap (FILES_DIR) of de S3-bucket erbij. Zie README, "Backups".',
  inMemory: 'Deze REST-service houdt zijn database in het geheugen: er is geen gegevensmap om te back-uppen.',
  notLocal: 'Een back-up kan alleen op de server zelf worden gevraagd (127.0.0.1), niet via een proxy of het netwerk.',
  wrongSecret: 'De back-upsleutel ontbreekt of klopt niet (kopje X-Backup-Secret; npm run backup leest hem uit de gegevensmap).',
  busy: 'Er loopt al een back-up; probeer het over een minuut opnieuw.',
} as const;
