import { fakePngFile, pdfFile, pngFile } from '../../shared/testing/files';
import { checkAttachments, sniffFileType } from './attachment-rules';

describe('attachment rules', () => {
  it('tells PNG, JPEG, WebP and PDF apart by their first bytes, whatever the name', async () => {
    expect(await sniffFileType(pngFile('photo.pdf'))).toBe('image/png');
    expect(await sniffFileType(pdfFile())).toBe('application/pdf');
    expect(await sniffFileType(new File([new Uint8Array([0xff, 0xd8, 0xff, 0xe0])], 'a.jpg'))).toBe('image/jpeg');
    expect(await sniffFileType(new File(['RIFF', new Uint8Array([1, 2, 3, 4]), 'WEBPVP8 '], 'a.webp'))).toBe('image/webp');
    expect(await sniffFileType(fakePngFile())).toBeUndefined();
  });

  it('keeps allowed files and names the others with the contract messages (spec text)', async () => {
    const big = new File([new Uint8Array(10 * 1024 * 1024 + 1)], 'huge.png', { type: 'image/png' });
    const { accepted, problems } = await checkAttachments(0, [pngFile(), fakePngFile(), big]);
    expect(accepted.map((f) => f.name)).toEqual(['screenshot.png']);
    expect(problems).toEqual(['not-really.png: Only PNG, JPEG, WebP and PDF files are allowed', 'huge.png: A file must not be larger than 10 MB']);
  });

  it('stops at five files with those already picked', async () => {
    const { accepted, problems } = await checkAttachments(3, [pngFile('1.png'), pngFile('2.png'), pngFile('3.png')]);
    expect(accepted.map((f) => f.name)).toEqual(['1.png', '2.png']);
    expect(problems).toEqual(['At most 5 files can be uploaded at once']);
  });
});
