import { createContext, useContext } from 'react';
import { nlPortal } from '../../i18n/nl/portal';
import { portalEn, type PortalTexts } from '../../i18n/portal-en';

/** The portal speaks the contact's language: English for language en, Dutch otherwise. */
export function portalTexts(language: string): PortalTexts {
  return language === 'en' ? portalEn : nlPortal;
}

export const PortalTextsContext = createContext<PortalTexts>(nlPortal);

export function usePortalTexts(): PortalTexts {
  return useContext(PortalTextsContext);
}
