const RELOADED_AT = 'reloadedForNewVersionAt';
/** A second failure this soon after a reload is not a new version: let the error page show, no reload loop. */
const LOOP_GUARD_MS = 10_000;

/**
 * A deploy replaces the hashed chunks, so a tab opened before it fails to load the next screen's chunk. Vite
 * reports that as `vite:preloadError`; one reload fetches the new version and the shopper carries on.
 */
export function reloadOnNewVersion() {
  window.addEventListener('vite:preloadError', (event) => {
    const last = Number(sessionStorage.getItem(RELOADED_AT) ?? 0);
    if (Date.now() - last < LOOP_GUARD_MS) return;
    sessionStorage.setItem(RELOADED_AT, String(Date.now()));
    event.preventDefault();
    window.location.reload();
  });
}
