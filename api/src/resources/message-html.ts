import sanitizeHtml from 'sanitize-html';

const ALLOWED: sanitizeHtml.IOptions = {
  allowedTags: ['p', 'br', 'strong', 'b', 'em', 'i', 'u', 's', 'ul', 'ol', 'li', 'a', 'blockquote', 'code', 'pre', 'h1', 'h2', 'h3', 'span'],
  // data-mention: an operator mentioned by user id (notifications/rules.ts).
  allowedAttributes: { a: ['href', 'target', 'rel'], span: ['data-mention'] },
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

/** True when nothing readable remains: only tags, whitespace and non-breaking spaces. */
export function isBlankHtml(html: string): boolean {
  const text = sanitizeHtml(html, { allowedTags: [], allowedAttributes: {} });
  return text.replace(/&nbsp;|&#160;|\u00a0|\s/g, '') === '';
}
