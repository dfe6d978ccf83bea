export { options as nlOptions } from '../resources';
