// Built on its own as a classic script that index.html loads beside the app (web/vite.config.ts).
import { showFirstForm } from './firstForm';

showFirstForm(document, window.location);
