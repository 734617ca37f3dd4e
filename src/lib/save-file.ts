// Hands a downloaded file (a report, a PDF) to the browser's own download, under its file name.
// The object URL is released later, not at once: some browsers start reading it after click().
const RELEASE_AFTER_MS = 60_000;

export function saveFile(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.rel = 'noopener';
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), RELEASE_AFTER_MS);
}
