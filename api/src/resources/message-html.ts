import sanitizeHtml from 'sanitize-html';

/** The only images a message may hold: attachments placed in the text, by their public address. */
export const INLINE_IMAGE_SRC = /^\/attachments\/(\d{1,10})\/public\/([0-9a-f]{32})$/;

const ALLOWED: sanitizeHtml.IOptions = {
  allowedTags: ['p', 'br', 'strong', 'b', 'em', 'i', 'u', 's', 'ul', 'ol', 'li', 'a', 'blockquote', 'code', 'pre', 'h1', 'h2', 'h3', 'span', 'img'],
  // data-mention: an operator mentioned by user id (notifications/rules.ts).
  allowedAttributes: { a: ['href', 'target', 'rel'], span: ['data-mention'], img: ['src', 'alt'] },
  exclusiveFilter: (frame) => frame.tag === 'img' && !INLINE_IMAGE_SRC.test(frame.attribs.src ?? ''),
  allowedSchemes: ['http', 'https', 'mailto'],
  allowedSchemesAppliedToAttributes: ['href'],
  allowProtocolRelative: false,
  disallowedTagsMode: 'discard',
  // Links open outside the app and cannot reach back into it.
  transformTags: {
    a: (tagName, attribs) => ({ tagName, attribs: { ...attribs, target: '_blank', rel: 'noopener noreferrer' } }),
  },
};

/** Message bodies are shown as HTML to other users, so only basic formatting survives. */
export function sanitizeMessageHtml(html: string): string {
  // PostgreSQL text cannot hold NUL characters.
  return sanitizeHtml(html.replaceAll('\0', ''), ALLOWED).trim();
}

/** True when nothing readable remains: only tags, whitespace and non-breaking spaces; an inline image counts as content. */
export function isBlankHtml(html: string): boolean {
  if (inlineImageIds(html).length > 0) return false;
  const text = sanitizeHtml(html, { allowedTags: [], allowedAttributes: {} });
  return text.replace(/&nbsp;|&#160;|\u00a0|\s/g, '') === '';
}

/** Ids of the attachments whose images the (sanitized) HTML shows. */
export function inlineImageIds(html: string): number[] {
  const ids = new Set<number>();
  for (const match of html.matchAll(/<img[^>]*\ssrc="([^"]*)"/g)) {
    const found = INLINE_IMAGE_SRC.exec(match[1]);
    if (found) ids.add(Number(found[1]));
  }
  return [...ids];
}
