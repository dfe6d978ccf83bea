import { onDemand } from '../../../components/onDemand';

/**
 * The message composer, loaded beside the ticket's own code (with the editor it holds) and drawn
 * when it is there: the ticket and its conversation do not wait for it.
 */
export const messageComposer = onDemand(() => import('./MessageComposer').then((module) => module.MessageComposer));
