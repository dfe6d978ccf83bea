import type { ConcreteRequest } from 'relay-runtime';

/**
 * Relay's tag for the operations sent with requestGraphQL: the compiler and its build plugin know
 * the tag by name and replace it with the generated artifact, so Relay itself is not loaded.
 */
export function graphql(_document: TemplateStringsArray): ConcreteRequest {
  throw new Error('A graphql document was not compiled');
}
