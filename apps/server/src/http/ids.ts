import { notFound } from './http-error';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Ids are UUIDs inside; any other string names nothing, so it is a 404 (never a 500 from the driver). */
export function isUuid(id: string): boolean {
  return UUID.test(id);
}

/** Returns the id when it can name a row; otherwise throws the 404 that a missing row would get. */
export function existingId(id: string, message = 'Not found'): string {
  if (!isUuid(id)) throw notFound(message);
  return id;
}
