/** The dialog's own words, where the server gives none. */
export const importMessages = {
  checkFailed: 'Failed to check the file',
  importFailed: 'Failed to import products',
  unreadable: 'The file could not be read. Choose it again.',
} as const;
