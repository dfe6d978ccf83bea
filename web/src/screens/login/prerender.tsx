import { renderToStaticMarkup } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { FIRST_FORM_ID } from './firstForm';
import { LoginScreen } from './LoginScreen';

/**
 * index.html with the operators' login drawn in it, hidden until `script` (inline, right after it)
 * shows it (firstForm.ts). Called when the client is built (web/vite.config.ts).
 */
export function withFirstForm(html: string, script: string): string {
  const markup = renderToStaticMarkup(
    <MemoryRouter initialEntries={['/login']}>
      <LoginScreen />
    </MemoryRouter>,
  );
  const root = '<div id="root"></div>';
  if (!html.includes(root)) throw new Error(`index.html has no ${root}`);
  return html.replace(root, `<div id="${FIRST_FORM_ID}" hidden>${markup}</div><script>${script}</script>${root}`);
}
