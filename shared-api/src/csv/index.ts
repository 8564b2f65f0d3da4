/** CSV rules shared by the server's list exports and the browser's own files (billing's items). */
export { type CsvCell, csvCell, csvLine, toCsv, CSV_BOM } from './csv-text';
export { centsToDecimal, csvValueCell, type CsvKind, hundredthsToDecimal, maldivesDateCell, maldivesDateTimeCell } from './cells';
export { downloadTextFile, downloadBlob } from './download-text-file';
