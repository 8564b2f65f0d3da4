/** Files whose first bytes say what they are, as the server checks them. */
const PNG = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0x0d];
const PDF = [0x25, 0x50, 0x44, 0x46, 0x2d, 0x31, 0x2e, 0x34];

export const pngFile = (name = 'screenshot.png') => new File([new Uint8Array(PNG)], name, { type: 'image/png' });
export const pdfFile = (name = 'invoice.pdf') => new File([new Uint8Array(PDF)], name, { type: 'application/pdf' });
/** Named and typed as a PNG, but text inside. */
export const fakePngFile = (name = 'not-really.png') => new File(['hello, this is text'], name, { type: 'image/png' });
