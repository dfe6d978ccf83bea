import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import type { FullText } from '../resources/declaration.ts';
import { audienceOf, conversationVector } from './conversation-vector.ts';
import type { Viewer } from './types.ts';

const text = () => sql<string>`''`;
const fullText: FullText = {
  vector: 'search_vector',
  snippetField: 'description',
  related: [
    { path: 'messages', vector: 'search_vector', text },
    { path: 'messages.attachments', vector: 'search_vector', text },
  ],
  conversation: [
    { vector: 'staff_vector', audience: 'staff' },
    { vector: 'contact_vector', audience: 'contact' },
  ],
};
const viewer = (restriction: Viewer['restriction']): Viewer => ({ userId: 1, restriction, companyIds: [1], permissions: new Set() });
const all = () => true;

describe('audienceOf', () => {
  it('counts every operator restriction and internal work as staff', () => {
    expect(audienceOf(undefined)).toBe('staff');
    expect(audienceOf(viewer('none'))).toBe('staff');
    expect(audienceOf(viewer('own_tickets'))).toBe('staff');
    expect(audienceOf(viewer('own_company'))).toBe('staff');
    expect(audienceOf(viewer('contact'))).toBe('contact');
  });
});

describe('conversationVector', () => {
  it("chooses the vector of the viewer's audience", () => {
    expect(conversationVector(fullText, undefined, all)).toBe('staff_vector');
    expect(conversationVector(fullText, viewer('own_company'), all)).toBe('staff_vector');
    expect(conversationVector(fullText, viewer('contact'), all)).toBe('contact_vector');
  });

  it('uses none when a related path is not readable for the viewer', () => {
    expect(conversationVector(fullText, viewer('none'), (path) => path === 'messages')).toBeNull();
    expect(conversationVector(fullText, viewer('contact'), () => false)).toBeNull();
  });

  it('uses none when nothing is stored for the audience', () => {
    expect(conversationVector({ ...fullText, conversation: [{ vector: 'staff_vector', audience: 'staff' }] }, viewer('contact'), all)).toBeNull();
    expect(conversationVector({ ...fullText, conversation: undefined }, viewer('none'), all)).toBeNull();
  });
});
