const MINUTE_MS = 60_000;
const HOUR_MS = 60 * MINUTE_MS;
const DAY_MS = 24 * HOUR_MS;

export const daysBefore = (date: Date, days: number) => new Date(date.getTime() - days * DAY_MS);
export const daysAfter = (date: Date, days: number) => new Date(date.getTime() + days * DAY_MS);
export const hoursAfter = (date: Date, hours: number) => new Date(date.getTime() + hours * HOUR_MS);
export const minutesAfter = (date: Date, minutes: number) => new Date(date.getTime() + minutes * MINUTE_MS);
export const earliest = (...dates: Date[]) => new Date(Math.min(...dates.map((date) => date.getTime())));
