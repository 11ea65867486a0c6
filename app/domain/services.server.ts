import type { DatabaseHandle } from "../db/connection.server.ts";
import { createCatalogueSheetService } from "./catalogue-sheet/catalogue-sheet.server.ts";
import { createCataloguePdfService } from "./catalogue-pdf/catalogue-pdf.server.ts";
import { createAuthService, type SessionPolicy } from "./auth.server.ts";
import { createDashboardService } from "./dashboard.server.ts";
import { createLeadService } from "./leads/leads.server.ts";
import { createReplyTemplateStore } from "./leads/reply-templates.server.ts";
import { createOutbox } from "./notifications/outbox.server.ts";
import { createProductService } from "./products.server.ts";
import { createProjectService } from "./projects/projects.server.ts";
import { createRateLimiter } from "./rate-limiter.server.ts";
import { createSearchService } from "./search/search.server.ts";
import { createSiteContent } from "./site/site-content.server.ts";
import { createAuditService } from "./audit/audit.server.ts";
import { createMediaService, type MediaOptions } from "./media/media.server.ts";
import { withSignInAudit } from "./team/sign-in-audit.server.ts";
import { createInvitationService } from "./team/invitations.server.ts";
import { createPasswordService } from "./team/passwords.server.ts";
import { createEmailChangeService } from "./team/email-change.server.ts";
import { createTeamService } from "./team/users.server.ts";
import { createTwoFactorService } from "./team/two-factor.server.ts";
import { confirmIdentity, type IdentityProof } from "./team/confirm-identity.server.ts";
import { createSessionService } from "./team/sessions.server.ts";
import { createPasskeyService } from "./team/passkeys.server.ts";
import { createTeamPolicy } from "./team/team-policy.server.ts";
import { createPrivacyService } from "./privacy/privacy.server.ts";
import { createGenerationWatcher } from "./content-generation.server.ts";
import type { EnquiryKind } from "./enquiries/enquiry-kinds.ts";
import { createInboxService } from "./enquiries/inbox-service.server.ts";
import { NO_SUBMISSIONS, type SubmissionWriter } from "./enquiries/submission.ts";
import type { ServerEnvironment } from "./server-environment.ts";
import { createReadiness } from "./readiness/readiness.server.ts";
import { createBackupService, type BackupSettings } from "./backup/backups.server.ts";

export interface ServiceOptions {
  sessionPolicy?: SessionPolicy;
  /**
   * Where the public forms' submissions are written: the server's submission thread
   * (server/site-runtime.ts, docs/decisions/076 and 087). Without one, none are taken.
   */
  submissions?: SubmissionWriter;
  /** Runs once a back-office e-mail (a reply to a lead) has been queued: wakes the worker. */
  afterMail?: () => void;
  /** Absolute origin for the links in the team's e-mails; SITE_URL in production. */
  siteUrl?: string;
  /** The rate limiter's clock; tests inject one. */
  now?: () => number;
  /** How many uploads the media library processes at once. */
  media?: MediaOptions;
  /**
   * Where the file transport writes `.eml` files (`DATA_DIR/mail`): erasure and retention
   * clear them (docs/decisions/090). Unset: no folder to search.
   */
  mailDirectory?: string;
  /** The server's settings, for the screens that explain them and the readiness check. */
  environment?: ServerEnvironment;
  /** Where the database is and where its backups go (docs/decisions/088). */
  backups?: BackupSettings;
}

/** Every domain service, wired to one database. Loaders and API handlers receive this. */
export function createServices(handle: DatabaseHandle, options: ServiceOptions = {}) {
  const { db } = handle;
  const rateLimiter = createRateLimiter(db, options.now);
  // The one freshness mechanism every per-process copy follows (docs/decisions/079).
  const contentGeneration = createGenerationWatcher(db);
  const products = createProductService(db);
  const media = createMediaService(db, options.media);
  // Every kind goes to one writer, so a burst of any of them shares its commits.
  const submissions = options.submissions ?? NO_SUBMISSIONS;
  /** Any kind's inbox, by its name (docs/decisions/080). */
  const inbox = <K extends EnquiryKind>(kind: K) => createInboxService(db, submissions, kind);
  const productInquiries = inbox("inquiries");
  const serviceInquiries = inbox("service-inquiries");
  const contacts = inbox("contacts");
  const twoFactor = createTwoFactorService(db, rateLimiter);
  return {
    database: handle,
    /** The settings the server started with (empty in tests that set none). */
    environment: options.environment ?? {},
    /** The go-live checklist of the owner's dashboard (docs/decisions/089). */
    readiness: createReadiness(db, options.environment ?? {}),
    rateLimiter,
    /** The backups in BACKUP_DIR: list, write now, the daily one (docs/decisions/088). */
    backups: createBackupService(db, options.backups),
    products,
    projects: createProjectService(db),
    /** The site search over items, categories, services and projects (docs/decisions/082). */
    search: createSearchService(db, handle.dialect),
    // Uploaded photographs print in the PDF too.
    cataloguePdf: createCataloguePdfService(products, { loadImage: (url) => media.bytesOf(url) }),
    // The spreadsheet import and export of the catalogue's items (docs/decisions/085).
    catalogueSheet: createCatalogueSheetService(db),
    inbox,
    // The names the code written before the registry calls three of them by; a new kind needs
    // none, `inbox(kind)` serves it.
    productInquiries,
    serviceInquiries,
    contacts,
    leads: createLeadService(db, {
      record: (kind, id) => inbox(kind).get(id),
      afterMail: options.afterMail,
      siteUrl: options.siteUrl,
    }),
    replyTemplates: createReplyTemplateStore(db),
    notificationOutbox: createOutbox(db),
    dashboard: createDashboardService(db, handle.dialect),
    siteContent: createSiteContent(db, contentGeneration),
    auth: withSignInAudit(createAuthService(db, rateLimiter, options.sessionPolicy), db),
    audit: createAuditService(db),
    media,
    team: createTeamService(db),
    twoFactor,
    /** The password (or an authenticator's code) asked again before a backup's download. */
    confirmIdentity: (adminId: string, proof: IdentityProof) =>
      confirmIdentity(db, rateLimiter, twoFactor.confirmCode, adminId, proof),
    sessions: createSessionService(db),
    passkeys: createPasskeyService(db, options.siteUrl ?? "http://localhost:3000"),
    teamPolicy: createTeamPolicy(db),
    privacy: createPrivacyService(db, { mailDirectory: options.mailDirectory, now: options.now }),
    /** What the page cache and the site content compare their copies with. */
    contentGeneration,
    invitations: createInvitationService(db, options.siteUrl ?? "http://localhost:3000"),
    passwords: createPasswordService(db, rateLimiter, options.siteUrl ?? "http://localhost:3000"),
    emailChanges: createEmailChangeService(
      db,
      rateLimiter,
      options.siteUrl ?? "http://localhost:3000",
    ),
  };
}

export type Services = ReturnType<typeof createServices>;
