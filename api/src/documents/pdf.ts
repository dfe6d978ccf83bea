import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import pdfmake from 'pdfmake';

const require = createRequire(import.meta.url);
const fontDir = join(dirname(require.resolve('pdfmake/package.json')), 'fonts', 'Roboto');
const fontFiles = {
  normal: join(fontDir, 'Roboto-Regular.ttf'),
  bold: join(fontDir, 'Roboto-Medium.ttf'),
  italics: join(fontDir, 'Roboto-Italic.ttf'),
  bolditalics: join(fontDir, 'Roboto-MediumItalic.ttf'),
};
const allowedFiles = new Set(Object.values(fontFiles));

pdfmake.setFonts({ Roboto: fontFiles });
// Documents only ever read pdfmake's own fonts: text from users never fetches a URL or a file.
pdfmake.setUrlAccessPolicy(() => false);
pdfmake.setLocalAccessPolicy((path) => allowedFiles.has(path));

/** A pdfmake document definition (https://pdfmake.github.io/docs/0.3/document-definition-object/). */
export type DocumentDefinition = Record<string, unknown>;

/** The PDF of a definition, with Roboto embedded (subset) in every document. */
export function renderPdf(definition: DocumentDefinition): Promise<Buffer> {
  return pdfmake.createPdf({ ...definition, defaultStyle: { font: 'Roboto', fontSize: 9.5, lineHeight: 1.2, ...(definition.defaultStyle as object | undefined) } }).getBuffer();
}
