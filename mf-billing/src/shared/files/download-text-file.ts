/**
 * Saves text made in the browser as a file: a Blob behind an object URL, clicked through a
 * temporary `a[download]`. CSV gets a byte order mark so spreadsheet programs read it as UTF-8
 * (names such as "Malé"). The URL is released once the click has been handled.
 */
export function downloadTextFile(fileName: string, text: string, type = 'text/csv;charset=utf-8') {
  const blob = new Blob([type.startsWith('text/csv') ? '\uFEFF' : '', text], { type });
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
