import { describe, expect, it } from 'vitest';
import { shouldAnnounce } from './announce';

describe('shouldAnnounce', () => {
  it('announces a message by someone else', () => {
    expect(shouldAnnounce('T3BlcmF0b3I6Mg', 'T3BlcmF0b3I6MQ')).toBe(true);
  });

  it('keeps quiet about the viewer’s own message', () => {
    expect(shouldAnnounce('T3BlcmF0b3I6MQ', 'T3BlcmF0b3I6MQ')).toBe(false);
  });

  it('announces a message without a known author', () => {
    expect(shouldAnnounce(null, 'T3BlcmF0b3I6MQ')).toBe(true);
  });
});
