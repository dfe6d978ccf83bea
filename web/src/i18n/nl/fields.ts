export { fields as nlFields } from '../resources';
