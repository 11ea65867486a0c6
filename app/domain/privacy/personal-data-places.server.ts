import { ENQUIRY_KINDS } from "../enquiries/enquiry-kinds.ts";
import { enquiryPlace } from "./places/enquiry-places.server.ts";
import { leadEventsPlace, leadNotesPlace } from "./places/lead-places.server.ts";
import { mailFilesPlace, outboxPlace } from "./places/mail-places.server.ts";
import type { PersonalDataPlace } from "./places/place.ts";
import {
  auditLogPlace,
  emailChangesPlace,
  invitationsPlace,
  privacyRequestsPlace,
  rateLimitsPlace,
} from "./places/record-places.server.ts";

export type { PersonalDataPlace, PlaceContext } from "./places/place.ts";

/**
 * Every place the site keeps personal data of the people who write to it
 * (docs/decisions/090, and the data map in docs/security.md). An export reads each; an erasure
 * clears each, in this order: what hangs off an enquiry (notes, timeline, e-mails) before the
 * enquiry, and the files last. A new table or folder that holds such data is one entry here;
 * a new kind of enquiry is covered by its entry in the registry.
 */
export const PERSONAL_DATA_PLACES: readonly PersonalDataPlace[] = [
  leadNotesPlace,
  leadEventsPlace,
  outboxPlace,
  ...ENQUIRY_KINDS.map(enquiryPlace),
  rateLimitsPlace,
  invitationsPlace,
  emailChangesPlace,
  privacyRequestsPlace,
  auditLogPlace,
  mailFilesPlace,
];
