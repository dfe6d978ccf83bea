import { describe, expect, it } from 'vitest';
import { armorFigure, limitError, limitMessage, rateLimitError, rateLimitMessage } from './limit-errors.ts';

describe('limit messages', () => {
  it('name the limit, the figure and the maximum in Dutch', () => {
    expect(limitMessage('cost', 125000, 5000)).toBe('Query te complex: kosten 125000, maximum 5000.');
    expect(limitMessage('depth', 15, 10)).toBe('Query te diep: diepte 15, maximum 10.');
    expect(limitMessage('aliases', 200, 30)).toBe('Te veel aliassen: 200, maximum 30.');
    expect(limitMessage('directives', 60, 50)).toBe('Te veel directives: 60, maximum 50.');
  });

  it('say "meer dan" when the figure is not known', () => {
    expect(limitMessage('tokens', undefined, 3000)).toBe('Query te lang: meer dan 3000 tokens, maximum 3000.');
  });

  it('round a fractional cost', () => {
    expect(limitMessage('cost', 5000.4, 5000)).toBe('Query te complex: kosten 5000, maximum 5000.');
  });

  it('carry the code, the figure and the maximum', () => {
    expect(limitError('aliases', 200, 30).extensions).toMatchObject({ code: 'TOO_MANY_ALIASES', found: 200, limit: 30 });
  });

  it('read the figure from graphql-armor\'s refusal', () => {
    expect(armorFigure('Syntax Error: Query depth limit of 10 exceeded, found 15.')).toBe(15);
    expect(armorFigure('Syntax Error: Token limit of 10 exceeded.')).toBeUndefined();
  });

  it('tell how long to wait, with a Retry-After header', () => {
    expect(rateLimitMessage(42)).toBe('Te veel verzoeken; probeer het over 42 seconden opnieuw.');
    expect(rateLimitMessage(1)).toBe('Te veel verzoeken; probeer het over 1 seconde opnieuw.');
    expect(rateLimitError(7).extensions).toMatchObject({ code: 'RATE_LIMITED', retryAfter: 7, http: { headers: { 'Retry-After': '7' } } });
  });
});
