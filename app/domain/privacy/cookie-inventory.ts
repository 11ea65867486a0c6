/**
 * Everything the site stores in a browser, as the privacy notice lists it (docs/decisions/090).
 * All of it is strictly necessary for the site to work safely, so no consent banner is needed:
 * keep it that way. A new cookie or storage key is added here, and a test compares this list
 * with the names the server and the back office use (tests/unit/cookie-inventory.test.ts).
 */
export interface StoredItem {
  name: string;
  kind: "Cookie" | "Browser storage";
  /** Whose browser gets it. */
  who: string;
  purpose: string;
  lasts: string;
}

export const COOKIE_INVENTORY: readonly StoredItem[] = [
  {
    name: "XSRF-TOKEN",
    kind: "Cookie",
    who: "Every visitor",
    purpose:
      "A random token that lets the forms prove they were sent from this website, not by another site on your behalf.",
    lasts: "Until you close the browser",
  },
  {
    name: "sid",
    kind: "Cookie",
    who: "Staff signed in to the back office",
    purpose: "Keeps a staff member signed in.",
    lasts: "24 hours at most; 4 hours without use",
  },
  {
    name: "known_device",
    kind: "Cookie",
    who: "Staff",
    purpose:
      "Remembers that this browser signed in before, so that other people's failed sign-ins cannot lock the account.",
    lasts: "1 year",
  },
  {
    name: "webauthn_challenge",
    kind: "Cookie",
    who: "Staff signing in with a passkey",
    purpose: "Holds the one-time challenge of a passkey sign-in.",
    lasts: "5 minutes",
  },
  {
    name: "adminAuthenticated",
    kind: "Browser storage",
    who: "Staff",
    purpose: "Tells the back office's pages that this browser has signed in.",
    lasts: "Until signing out",
  },
];
