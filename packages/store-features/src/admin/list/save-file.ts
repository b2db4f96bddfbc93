/**
 * Hands a downloaded file to the browser to save, as a link to its object URL would. The URL is let go a
 * moment later: revoking it at once can cancel the save in some browsers.
 */
export function saveFile(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.hidden = true;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}
