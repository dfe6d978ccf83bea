// Built on its own and put inline in index.html, after the form it shows (web/vite.config.ts).
import { showFirstForm } from './firstForm';

showFirstForm(document, window.location);
