/**
 * Every title a confirmation (an alert dialog) shows from now until `stop`, as each change lands in the page: a
 * title that changes as the dialog closes is caught, even when the dialog is gone in the same moment.
 */
export function watchDialogTitles() {
  const titles = new Set<string>();
  const dialogTitle = (node: Node | null) => {
    const element = node instanceof Element ? node : (node?.parentElement ?? null);
    const heading = element?.closest('h2');
    if (heading?.closest('[role=alertdialog]')) titles.add(heading.textContent ?? '');
  };
  const observer = new MutationObserver((records) => {
    for (const record of records) dialogTitle(record.target);
    for (const heading of document.querySelectorAll('[role=alertdialog] h2')) dialogTitle(heading);
  });
  observer.observe(document.body, { subtree: true, childList: true, characterData: true });
  return {
    titles: () => [...titles],
    stop: () => observer.disconnect(),
  };
}
