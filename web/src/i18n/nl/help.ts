export { help as nlHelp } from '../resources';
