import { BUSINESS_TIME_ZONE } from "../leads/business-day.ts";

const dayFormat = new Intl.DateTimeFormat("en-CA", {
  timeZone: BUSINESS_TIME_ZONE,
  year: "numeric",
  month: "2-digit",
  day: "2-digit",
});

/**
 * Today in the company's zone, YYYY-MM-DD: a required-by date is a day in Vadodara, so "not
 * in the past" is judged there, in the form and on the server alike.
 */
export function companyToday(at: number = Date.now()): string {
  return dayFormat.format(at);
}
