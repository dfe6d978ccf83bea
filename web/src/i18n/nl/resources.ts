export { resources as nlResources } from '../resources';
