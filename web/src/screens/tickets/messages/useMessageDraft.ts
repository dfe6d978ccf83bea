import { useCallback, useEffect, useState } from 'react';
import { draftKey } from '../../../lib/messageRules';
import { isEmptyDocument, type RichNode } from '../../../lib/richText';
import type { UploadedAttachment } from './AttachmentControls';
import type { TimeEntry } from './TimeEntryRow';

export interface MessageDraft {
  nodes: RichNode[];
  to: string[];
  cc: string[];
  bcc: string[];
  attachments: UploadedAttachment[];
  time: TimeEntry;
}

/** Drafts are written 300 ms after the last change (core §9). */
const DRAFT_DELAY_MS = 300;

function readDraft(key: string): MessageDraft | null {
  try {
    const raw = localStorage.getItem(key);
    if (!raw) return null;
    const draft = JSON.parse(raw) as MessageDraft;
    return Array.isArray(draft.nodes) && Array.isArray(draft.to) && draft.time ? draft : null;
  } catch {
    return null;
  }
}

const isBlank = (draft: MessageDraft) => isEmptyDocument(draft.nodes) && draft.attachments.length === 0 && draft.time.text === '' && draft.time.description === '';

/**
 * What is being written on an object, kept in local storage per user, type and id so it survives
 * a reload or a visit elsewhere. `restored` changes when another object's draft was loaded.
 */
export function useMessageDraft(userId: number, type: string, id: number, blank: MessageDraft) {
  const key = draftKey(userId, type, id);
  const [state, setState] = useState(() => ({ key, draft: readDraft(key) ?? blank, restored: 0 }));
  if (state.key !== key) setState({ key, draft: readDraft(key) ?? blank, restored: state.restored + 1 });

  useEffect(() => {
    const timer = setTimeout(() => {
      try {
        if (isBlank(state.draft)) localStorage.removeItem(state.key);
        else localStorage.setItem(state.key, JSON.stringify(state.draft));
      } catch {
        // A full or blocked storage only costs the draft.
      }
    }, DRAFT_DELAY_MS);
    return () => clearTimeout(timer);
  }, [state]);

  const update = useCallback((changes: Partial<MessageDraft>) => setState((current) => ({ ...current, draft: { ...current.draft, ...changes } })), []);
  const clear = useCallback(() => {
    localStorage.removeItem(key);
    setState((current) => ({ ...current, draft: blank }));
  }, [key, blank]);

  return { draft: state.draft, update, clear, restored: state.restored };
}
