import { formatSender, senderDomain } from "../notifications/sender.ts";
import type { Finding, ReadinessFacts } from "./readiness-facts.ts";
import { isSampleAddress } from "./sample-data.ts";

/** Checks of the server's settings (docs/decisions/089). Pure: facts in, a finding out. */

/** The configuration refuses a SITE_URL that is not a URL; facts made by hand may still hold one. */
function hostOf(url: string): string | null {
  return URL.canParse(url) ? new URL(url).hostname.toLowerCase() : null;
}

export function checkSiteUrl({ env }: Pick<ReadinessFacts, "env">): Finding {
  const id = "site-url";
  if (!env.SITE_URL)
    return {
      id,
      level: "error",
      summary:
        "SITE_URL is not set: links in e-mails, the sitemap and shared pages point at this machine.",
      fix: "Set SITE_URL=https://your-domain in the server's environment.",
    };
  const host = hostOf(env.SITE_URL);
  if (host === null)
    return {
      id,
      level: "error",
      summary: `SITE_URL is ${env.SITE_URL}: not an absolute URL.`,
      fix: "Set SITE_URL=https://your-domain.",
    };
  if (!env.SITE_URL.startsWith("https://"))
    return {
      id,
      level: "error",
      summary: `SITE_URL is ${env.SITE_URL}: not https, so sign-in cookies and forms travel unencrypted.`,
      fix: "Put the site behind TLS (nginx with a certificate, docs/deploy.md) and set SITE_URL=https://your-domain.",
    };
  if (/^(localhost|127\.|\[::1\]$)/.test(host))
    return {
      id,
      level: "error",
      summary: `SITE_URL is ${env.SITE_URL}: this machine, not the site's domain.`,
      fix: "Set SITE_URL to the address visitors type, e.g. https://www.your-company.in.",
    };
  return { id, level: "ok", summary: `SITE_URL is ${env.SITE_URL}.` };
}

const hopCount = (value: string | undefined) => /^\s*\d+\s*$/.test(value ?? "");
const trusted = (value: string | undefined) => Boolean(value?.trim()) && value?.trim() !== "0";
const LOOPBACK_HOSTS = new Set(["127.0.0.1", "::1", "localhost"]);

/**
 * TRUST_PROXY against the proxy that is actually in front, as far as it can tell: the app
 * speaks plain HTTP, so an https SITE_URL means something else ends TLS; the dashboard also
 * sees whether its own request came through a proxy (docs/decisions/038).
 */
export function checkTrustProxy({
  env,
  request,
}: Pick<ReadinessFacts, "env" | "request">): Finding {
  const id = "trust-proxy";
  const https = env.SITE_URL?.startsWith("https://") ?? false;
  if (!trusted(env.TRUST_PROXY)) {
    if (request?.forwarded)
      return {
        id,
        level: "error",
        summary:
          "A proxy is in front (this page's request came with X-Forwarded-For), but TRUST_PROXY is not set: every visitor looks like the proxy, so one visitor's rate limits stop everyone.",
        fix: "Set TRUST_PROXY=1 when one proxy (nginx on this machine) is in front, or the proxy's address.",
      };
    if (https && !request)
      return {
        id,
        level: "warning",
        summary:
          "SITE_URL is https but TRUST_PROXY is not set. The app speaks plain HTTP, so a proxy must end TLS in front of it.",
        fix: "Set TRUST_PROXY=1 when nginx on this machine is in front (docs/deploy.md).",
      };
    return { id, level: "ok", summary: "No proxy seen in front, and TRUST_PROXY is not set." };
  }
  if (request && !request.forwarded)
    return {
      id,
      level: "warning",
      summary: `TRUST_PROXY is ${env.TRUST_PROXY}, but this page's request came without X-Forwarded-For: the proxy does not pass the visitor's address, or the app is reached directly.`,
      fix: "Have the proxy set X-Forwarded-For and X-Forwarded-Proto (deploy/nginx), or unset TRUST_PROXY.",
    };
  if (hopCount(env.TRUST_PROXY) && !LOOPBACK_HOSTS.has(env.HOST ?? "0.0.0.0"))
    return {
      id,
      level: "warning",
      summary: `TRUST_PROXY=${env.TRUST_PROXY} trusts the last hop's X-Forwarded-For, and the app listens on ${env.HOST ?? "0.0.0.0"}: anyone who reaches its port directly can claim any address.`,
      fix: "Set HOST=127.0.0.1 when the proxy runs on this machine, or name the proxy's address in TRUST_PROXY.",
    };
  return { id, level: "ok", summary: `TRUST_PROXY is ${env.TRUST_PROXY}.` };
}

export function checkSmtp({ env, smtp }: Pick<ReadinessFacts, "env" | "smtp">): Finding {
  const id = "smtp";
  if (!env.SMTP_URL)
    return {
      id,
      level: "error",
      summary:
        "SMTP_URL is not set: e-mails are written as files under DATA_DIR/mail and nobody receives them.",
      fix: "Set SMTP_URL=smtps://user:password@smtp.your-provider:465 (or smtp://…:587).",
    };
  if (!smtp || smtp.ok)
    return { id, level: "ok", summary: "The SMTP server answers and accepts the credentials." };
  return {
    id,
    level: "error",
    summary: `The SMTP server in SMTP_URL did not accept a connection with its credentials (${smtp.reason}).`,
    fix: "Check the host, port, user and password in SMTP_URL with your mail provider.",
  };
}

/** The sender's domain must be the site's (or one of its parents) for SPF, DKIM and DMARC to pass. */
export function checkSenderDomain({
  env,
  sender,
}: Pick<ReadinessFacts, "env" | "sender">): Finding {
  const id = "sender";
  if (!sender)
    return { id, level: "warning", summary: "The sender could not be read from the database." };
  const from = formatSender(sender);
  if (isSampleAddress(sender.address))
    return {
      id,
      level: "error",
      summary: `E-mails go out from ${from}, a sample address that mail servers reject.`,
      fix: env.MAIL_FROM
        ? "Set MAIL_FROM to an address at your own domain."
        : "Replace the first e-mail address in Site › Company details with your own, or set MAIL_FROM.",
    };
  if (!env.SITE_URL)
    return {
      id,
      level: "warning",
      summary: `E-mails go out from ${from}; SITE_URL is not set to compare domains.`,
    };
  const site = new URL(env.SITE_URL).hostname.toLowerCase().replace(/^www\./, "");
  const domain = senderDomain(sender);
  const related = domain === site || domain.endsWith(`.${site}`) || site.endsWith(`.${domain}`);
  if (!related)
    return {
      id,
      level: "warning",
      summary: `E-mails go out from ${from}, whose domain is not the site's (${site}).`,
      fix: `Send from an address at ${site}, or make sure ${domain}'s SPF, DKIM and DMARC records allow your mail server.`,
    };
  return { id, level: "ok", summary: `E-mails go out from ${from}.` };
}

/** ADMIN_EMAIL and ADMIN_PASSWORD reset the first owner at every start: fine for the first day only. */
export function checkAdministratorSettings({ env }: Pick<ReadinessFacts, "env">): Finding {
  const id = "admin-settings";
  if (env.ADMIN_EMAIL && env.ADMIN_PASSWORD)
    return {
      id,
      level: "warning",
      summary:
        "ADMIN_EMAIL and ADMIN_PASSWORD are set: every start resets the first owner's address and password to them, undoing changes made on the account page.",
      fix: "Remove both from the server's environment once you have signed in.",
    };
  return { id, level: "ok", summary: "No administrator password in the environment." };
}
