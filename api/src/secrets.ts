// The REST service's secrets: each may be given as NAME, or as NAME_FILE naming a file that holds it
// (loadSecretFiles in @balie/service-kit/secret-env).
export const API_SECRETS = [
  'DATABASE_URL',
  'REDIS_URL',
  'APP_KEY',
  'LIVE_STREAM_SECRET',
  'DEMO_PASSWORD',
  'SMTP_URL',
  'IMAP_URL',
  'S3_ACCESS_KEY_ID',
  'S3_SECRET_ACCESS_KEY',
  'MSGRAPH_CLIENT_SECRET',
] as const;
