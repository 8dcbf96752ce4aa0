import { ApolloArmor } from '@escape.tech/graphql-armor';
import { costLimitRule } from '@escape.tech/graphql-armor-cost-limit';
import {
  GraphQLError,
  Kind,
  type DocumentNode,
  type FragmentDefinitionNode,
  type SelectionNode,
  type ValidationContext,
  type ValidationRule,
} from 'graphql';

/** The limits of one GraphQL document (docs/adr/004-limits-and-bounds.md); refusals happen before execution. */
export const GRAPHQL_LIMITS = {
  aliases: 15,
  depth: 8,
  /**
   * graphql-armor's cost (objects 2, scalars 1, ×1.5 per level): the team table's query costs 43, the shell's 34;
   * fifteen aliased full team pages cost 509.
   */
  cost: 500,
  tokens: 2000,
  directives: 10,
  /** Bytes of the JSON body of one request. */
  bodyBytes: 64 * 1024,
} as const;

/**
 * A mutation field may appear once per document: sending email, moving money or changing state twice in one request
 * (under aliases) is never what a screen does, and would multiply the provider's work. The operation's root fields are
 * counted through inline fragments and fragment spreads (`... on Mutation { a: resendInvitation }` twice is twice).
 */
const oneOfEachMutation: ValidationRule = (context) => ({
  OperationDefinition(operation) {
    if (operation.operation !== 'mutation') return;
    const seen = new Set<string>();
    const spread = new Set<string>();
    const visit = (selections: readonly SelectionNode[]) => {
      for (const selection of selections) {
        if (selection.kind === Kind.INLINE_FRAGMENT) {
          visit(selection.selectionSet.selections);
          continue;
        }
        if (selection.kind === Kind.FRAGMENT_SPREAD) {
          const name = selection.name.value;
          const fragment = context.getFragment(name);
          // A fragment spread twice is counted twice; one that spreads itself is refused by graphql's own rule.
          if (!fragment || spread.has(name)) continue;
          spread.add(name);
          visit(fragment.selectionSet.selections);
          spread.delete(name);
          continue;
        }
        const name = selection.name.value;
        if (name.startsWith('__')) continue;
        if (seen.has(name)) {
          context.reportError(
            new GraphQLError(`${name} may be called once per request.`, {
              nodes: [selection],
              extensions: { code: 'BAD_USER_INPUT' },
            }),
          );
        }
        seen.add(name);
      }
    };
    visit(operation.selectionSet.selections);
  },
});

/**
 * The validation rules that bound a document: graphql-armor's aliases, depth, cost and directives, and one of each
 * mutation. (Tokens are bounded by the parser, suggestions by `withoutSuggestions`.)
 */
export function limitRules(limits: { cost: number } = GRAPHQL_LIMITS): ValidationRule[] {
  const armor = new ApolloArmor({
    maxAliases: { n: GRAPHQL_LIMITS.aliases },
    maxDepth: { n: GRAPHQL_LIMITS.depth },
    costLimit: { maxCost: limits.cost },
    maxDirectives: { n: GRAPHQL_LIMITS.directives },
    maxTokens: { enabled: false },
    blockFieldSuggestion: { enabled: false },
  });
  return [...armor.protect().validationRules, oneOfEachMutation];
}

/** Outside development, GraphQL's "Did you mean …?" hints would describe the schema to anyone: they are removed. */
export function withoutSuggestions(message: string): string {
  return message.replace(/\s*Did you mean .+\?$/, '');
}

const costs = new WeakMap<DocumentNode, number>();

/**
 * A valid document's cost as the cost limit counts it (graphql-armor's rule with its defaults, as `limitRules` uses
 * it), for the API clients' cost per window. The rule reads only the document (its fragments), so it runs without
 * graphql's validation, whose schema may come from another realm (src/schema/money.ts says why). Apollo keeps each
 * parsed document, so each is counted once.
 */
export function documentCost(document: DocumentNode): number {
  const known = costs.get(document);
  if (known !== undefined) return known;
  const fragments = new Map<string, FragmentDefinitionNode>();
  for (const definition of document.definitions)
    if (definition.kind === Kind.FRAGMENT_DEFINITION) fragments.set(definition.name.value, definition);
  let cost = 0;
  const rule = costLimitRule({
    maxCost: Number.MAX_SAFE_INTEGER,
    onAccept: [
      (_context, details: { n: number }) => {
        cost += details.n;
      },
    ],
  });
  for (const definition of document.definitions) {
    if (definition.kind !== Kind.OPERATION_DEFINITION) continue;
    // A fresh visitor per operation, as validation makes one per document: fragments are costed once each.
    const visitor = rule({
      getFragment: (name: string) => fragments.get(name),
    } as unknown as ValidationContext);
    visitor.onOperationDefinitionEnter(definition);
  }
  // Whole points: the counts are integers (Redis INCRBY), and a part of a point is charged as one.
  const points = Math.ceil(cost);
  costs.set(document, points);
  return points;
}
