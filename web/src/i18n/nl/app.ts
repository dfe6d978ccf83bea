import { loginNl } from '../login';

export const nlApp = loginNl.app;
