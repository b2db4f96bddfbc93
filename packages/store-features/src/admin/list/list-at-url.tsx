import { type ReactNode, useState } from 'react';
import { AdminLayout } from '../layout';
import type { AdminListQueryChange } from './use-admin-list-query';

export interface ListAtUrlProps {
  /** The list's path, for the admin frame's current section. */
  path: string;
  /** The URL's query the story starts from. */
  query: string;
  /** The story's spy: told of every change, as the app's router is. */
  onQueryChange: AdminListQueryChange;
  /** How long the URL takes to follow: 0 at once, or later, as the app's router does (a loader, then a render). */
  urlLagMs?: number;
  /** The list screen, at the URL's query. */
  children: (query: string, onQueryChange: AdminListQueryChange) => ReactNode;
}

/**
 * For a list's stories: the screen as the app runs it, inside the admin frame, its URL query following every
 * change the screen reports, at once or a moment later.
 */
export function ListAtUrl({
  path,
  query: startQuery,
  onQueryChange,
  urlLagMs = 0,
  children,
}: ListAtUrlProps) {
  const [query, setQuery] = useState(startQuery);
  return (
    <AdminLayout currentPath={path}>
      {children(query, (...change) => {
        onQueryChange(...change);
        const [next] = change;
        if (urlLagMs === 0) setQuery(next);
        else setTimeout(() => setQuery(next), urlLagMs);
      })}
    </AdminLayout>
  );
}
