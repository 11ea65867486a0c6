/**
 * The server's settings that screens explain and the readiness check judges (docs/decisions/089),
 * named as in the environment. `server/config.ts` parses them; the server hands its parsed
 * configuration to the services, and `npm run doctor` reads the same environment the same way.
 */
export interface ServerEnvironment {
  SITE_URL?: string;
  TRUST_PROXY?: string;
  HOST?: string;
  PORT?: number;
  SMTP_URL?: string;
  MAIL_FROM?: string;
  NOTIFY_EMAIL?: string;
  BACKUP_DIR?: string;
  DATA_DIR?: string;
  DATABASE_URL?: string;
  ADMIN_EMAIL?: string;
  ADMIN_PASSWORD?: string;
}
