/** The tenant module licences belong to; while it is off the REST service answers 404. */
export const CLOUD_MODULE = 'mod_cloud_distribution';
/** What the route's loader answers instead of the list while the module is off. */
export const MODULE_OFF = 'module-off';
