import { Kind, type ASTVisitor, type SelectionSetNode, type ValidationContext } from 'graphql';
import { createGraphQLError } from 'graphql-yoga';

/** How often an operation selects Mutation.login, through fragments too. */
function countLogins(context: ValidationContext, selectionSet: SelectionSetNode, seen = new Set<string>()): number {
  let count = 0;
  for (const selection of selectionSet.selections) {
    if (selection.kind === Kind.FIELD) {
      if (selection.name.value === 'login') count++;
    } else if (selection.kind === Kind.INLINE_FRAGMENT) {
      count += countLogins(context, selection.selectionSet, seen);
    } else if (!seen.has(selection.name.value)) {
      seen.add(selection.name.value);
      const fragment = context.getFragment(selection.name.value);
      if (fragment) count += countLogins(context, fragment.selectionSet, seen);
    }
  }
  return count;
}

/** One password guess per request: aliases would otherwise try many in one go. */
export function loginOnceRule(context: ValidationContext): ASTVisitor {
  return {
    OperationDefinition(operation) {
      if (operation.operation !== 'mutation') return;
      const logins = countLogins(context, operation.selectionSet);
      if (logins > 1) {
        context.reportError(
          createGraphQLError(`Eén login per verzoek: dit verzoek bevat er ${logins}.`, {
            nodes: operation,
            extensions: { code: 'TOO_MANY_LOGINS', found: logins, limit: 1 },
          }),
        );
      }
    },
  };
}
