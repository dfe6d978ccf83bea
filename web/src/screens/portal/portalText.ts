import { escapeHtml } from '../../lib/richText';

/** A plain-text answer from the portal as the message HTML the service desk shows: paragraphs and line breaks. */
export function textToHtml(text: string): string {
  return text
    .trim()
    .split(/\n{2,}/)
    .map((paragraph) => `<p>${escapeHtml(paragraph).replace(/\n/g, '<br>')}</p>`)
    .join('');
}
