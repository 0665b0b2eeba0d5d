/**
 * How long the object URL outlives the click. Revoking it in the same task can cancel the download in
 * some browsers, which read the blob only after click() has returned.
 */
const REVOKE_AFTER_MS = 1000;

/** Hands a file to the browser's download handling through a temporary, invisible link. */
export function saveFile(blob: Blob, filename: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = filename;
  link.hidden = true;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), REVOKE_AFTER_MS);
}
