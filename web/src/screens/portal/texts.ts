import { createContext, useContext } from 'react';
import { nl } from '../../i18n/nl';
import { portalEn, type PortalTexts } from '../../i18n/portal-en';

/** The portal speaks the contact's language: English for language en, Dutch otherwise. */
export function portalTexts(language: string): PortalTexts {
  return language === 'en' ? portalEn : nl.portal;
}

export const PortalTextsContext = createContext<PortalTexts>(nl.portal);

export function usePortalTexts(): PortalTexts {
  return useContext(PortalTextsContext);
}
