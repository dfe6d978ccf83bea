import { describe, expect, it } from 'vitest';
import { kindsOfMessage } from './messageKinds';

const base = { isNote: false, isFromClient: false, sendToClient: false, isPinned: false };

describe('kindsOfMessage', () => {
  it('puts a note under Alles and Notities', () => {
    expect(kindsOfMessage({ ...base, isNote: true })).toEqual(['ALL', 'NOTES']);
  });

  it('puts a client message under Alles and Berichten', () => {
    expect(kindsOfMessage({ ...base, isFromClient: true })).toEqual(['ALL', 'MESSAGES']);
    expect(kindsOfMessage({ ...base, sendToClient: true })).toEqual(['ALL', 'MESSAGES']);
  });

  it('adds pinned messages to the pinned tab', () => {
    expect(kindsOfMessage({ ...base, isNote: true, isPinned: true })).toEqual(['ALL', 'NOTES', 'PINNED']);
  });

  it('keeps a status change only under Alles', () => {
    expect(kindsOfMessage(base)).toEqual(['ALL']);
  });
});
