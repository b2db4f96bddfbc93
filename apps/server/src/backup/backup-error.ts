/** A refusal or failure whose message is meant for the person running the command, shown as is. */
export class BackupError extends Error {
  override name = 'BackupError';
}
