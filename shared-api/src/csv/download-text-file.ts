import { CSV_BOM } from './csv-text';

/**
 * Saves a Blob as a file: an object URL clicked through a temporary `a[download]`, released
 * once the click has been handled.
 */
export function downloadBlob(fileName: string, blob: Blob): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.style.display = 'none';
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 0);
}

/**
 * Saves text made in the browser as a file. CSV gets a byte order mark so spreadsheet programs
 * read it as UTF-8 (names such as "Malé").
 */
export function downloadTextFile(fileName: string, text: string, type = 'text/csv;charset=utf-8'): void {
  downloadBlob(fileName, new Blob([type.startsWith('text/csv') ? CSV_BOM : '', text], { type }));
}
