import { execFileSync } from 'node:child_process';
import { createRequire } from 'node:module';
import { CriticalityLevel, diff, DiffRule } from '@graphql-inspector/core';
import {
  isEnumType,
  isInputObjectType,
  isInterfaceType,
  isObjectType,
  isScalarType,
  isSpecifiedScalarType,
  type GraphQLSchema,
} from 'graphql';

/**
 * The changes from `before` to `after` that would break an integrator's client: a field, argument, type or enum
 * value removed or retyped, a new required argument or input field. Removing what `before` had deprecated is
 * allowed: deprecating first is how the contract changes.
 */
export async function breakingChanges(before: string, after: string): Promise<string[]> {
  // graphql-inspector is CommonJS: its schemas must come from graphql's CommonJS build (the same instance).
  const { buildSchema: buildForInspector } = createRequire(import.meta.url)(
    'graphql',
  ) as typeof import('graphql');
  const changes = await diff(buildForInspector(before), buildForInspector(after), [
    DiffRule.suppressRemovalOfDeprecatedField,
  ]);
  return changes
    .filter((change) => change.criticality.level === CriticalityLevel.Breaking)
    .map((change) => `${change.path ?? ''}: ${change.message}`);
}

/** Every type, field, argument and enum value of the schema without a description. */
export function undescribed(schema: GraphQLSchema): string[] {
  const missing: string[] = [];
  for (const type of Object.values(schema.getTypeMap())) {
    if (type.name.startsWith('__') || (isScalarType(type) && isSpecifiedScalarType(type))) continue;
    if (!type.description) missing.push(type.name);
    if (isObjectType(type) || isInterfaceType(type) || isInputObjectType(type)) {
      for (const field of Object.values(type.getFields())) {
        if (!field.description) missing.push(`${type.name}.${field.name}`);
        for (const argument of 'args' in field ? field.args : []) {
          if (!argument.description) missing.push(`${type.name}.${field.name}(${argument.name})`);
        }
      }
    }
    if (isEnumType(type)) {
      for (const value of type.getValues())
        if (!value.description) missing.push(`${type.name}.${value.name}`);
    }
  }
  return missing;
}

/**
 * The schema the change is measured against: SCHEMA_BASE (a git revision) when set; else main's, for a branch;
 * else the previous commit's, on main itself.
 */
export function baseSchema(repo: string): { revision: string; sdl: string } {
  const git = (...args: string[]) => execFileSync('git', args, { cwd: repo, encoding: 'utf8' }).trim();
  const head = git('rev-parse', 'HEAD');
  let revision = process.env.SCHEMA_BASE;
  if (!revision) {
    for (const candidate of ['origin/main', 'main']) {
      try {
        const base = git('merge-base', 'HEAD', candidate);
        if (base !== head) revision = base;
        break;
      } catch {
        // no such branch in this checkout
      }
    }
  }
  revision ??= git('rev-parse', 'HEAD~1');
  return { revision, sdl: git('show', `${revision}:gateway/schema.graphql`) };
}
