import { loginNl } from '../login';

export const nlErrors = loginNl.errors;
