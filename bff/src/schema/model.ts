import { getDirective } from '@graphql-tools/utils';
import { isObjectType, type GraphQLSchema } from 'graphql';

export interface BelongsToField {
  field: string;
  relation: string;
  resource: string;
  key: string;
}

/** What the BFF knows of one REST resource, read from the schema's directives. */
export interface ResourceModel {
  resource: string;
  typeName: string;
  belongsTo: BelongsToField[];
  /** Relations the REST service must embed because no loader can fetch them alone. */
  embedded: string[];
  /** To-many relations a list embeds when its query selects them. */
  toMany: Array<{ field: string; relation: string }>;
  appends: string[];
}

export interface RecordModel {
  byResource: Map<string, ResourceModel>;
  byType: Map<string, ResourceModel>;
}

function directive(schema: GraphQLSchema, node: Parameters<typeof getDirective>[1], name: string): Record<string, any> | undefined {
  return getDirective(schema, node, name)?.[0];
}

/** Reads @rest types and their relation and append fields. */
export function readModel(schema: GraphQLSchema): RecordModel {
  const byResource = new Map<string, ResourceModel>();
  for (const type of Object.values(schema.getTypeMap())) {
    if (!isObjectType(type)) continue;
    const rest = directive(schema, type, 'rest');
    if (!rest) continue;
    const model: ResourceModel = { resource: rest.resource, typeName: type.name, belongsTo: [], embedded: [], toMany: [], appends: [] };
    for (const [name, field] of Object.entries(type.getFields())) {
      const belongsTo = directive(schema, field, 'belongsTo');
      if (belongsTo) model.belongsTo.push({ field: name, relation: belongsTo.relation, resource: belongsTo.resource, key: belongsTo.key });
      const embedded = directive(schema, field, 'embedded');
      if (embedded) model.toMany.push({ field: name, relation: embedded.relation });
      const append = directive(schema, field, 'append');
      if (append) model.appends.push(append.name);
    }
    byResource.set(model.resource, model);
  }
  // A relation to a resource without a type of its own (a message's actor) always travels embedded.
  for (const model of byResource.values()) {
    for (const relation of model.belongsTo) {
      if (!byResource.has(relation.resource)) model.embedded.push(relation.relation);
    }
  }
  return { byResource, byType: new Map([...byResource.values()].map((model) => [model.typeName, model])) };
}
