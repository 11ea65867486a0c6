/** What the lead page shows of a lead's notes and timeline. */
export interface LeadNote {
  id: string;
  text: string;
  authorId: string | null;
  authorName: string | null;
  at: string;
}

export interface TimelineEntry {
  id: string;
  at: string;
  /** received, mail, opened, status, stage, assigned, follow-up, note, reply */
  type: string;
  actorId: string | null;
  actorName: string | null;
  detail: Record<string, unknown>;
}
