/**
 * The names of the fields a change sets to something new, for the audit log's details. Compared as JSON with
 * sorted keys, because a jsonb column gives its object keys back in an order of its own.
 */
export function changedFields(before: Record<string, unknown>, after: Record<string, unknown>): string[] {
  return Object.keys(after).filter((field) => canonical(before[field]) !== canonical(after[field]));
}

function canonical(value: unknown): string {
  return JSON.stringify(value, (_key, nested: unknown) =>
    nested && typeof nested === 'object' && !Array.isArray(nested)
      ? Object.fromEntries(Object.entries(nested).sort(([a], [b]) => a.localeCompare(b)))
      : nested,
  );
}
