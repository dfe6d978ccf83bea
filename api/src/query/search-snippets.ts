import { expressionBuilder, sql, type RawBuilder } from 'kysely';
import type { Db } from '../db/connection.ts';
import type { FullText, ResourceDeclaration, Resolve, Row } from '../resources/declaration.ts';
import { anyTermQuery, pathRows, vectorMatches, type Access, type AnyDb, type AnySelect, type CompileContext } from './compile.ts';
import { hasMark, headlineText, markLiteral, MARK_START, MARK_STOP, plainText, snippetHtml } from './search-text.ts';

/** Enough words around the best match for a 200-character excerpt; markers instead of tags, escaped later. */
const HEADLINE_OPTIONS = `StartSel=${MARK_START}, StopSel=${MARK_STOP}, MaxWords=35, MinWords=12, ShortWord=2, MaxFragments=1`;

/** Stored text never carries the markers themselves. */
const headline = (text: RawBuilder<unknown>, query: RawBuilder<unknown>) =>
  sql<string>`ts_headline('dutch', translate(${text}, ${MARK_START + MARK_STOP}, ''), ${query}, ${HEADLINE_OPTIONS})`;

/**
 * For each parent id, the text of its best matching row along a full-text path (a ticket's
 * message), limited to rows the caller may see; null when the caller may not read the path.
 */
function bestRelatedText(db: AnyDb, context: CompileContext, related: FullText['related'][number], ids: number[], query: RawBuilder<unknown>): AnySelect | null {
  const path = pathRows(expressionBuilder<any, any>(), context, related.path.split('.'), 'snip');
  if (!path) return null;
  const vector = sql.ref(`${path.last}.${related.vector}`);
  const matching = path.rows
    .where(path.parentKey, 'in', ids)
    .where(vectorMatches(vector, query))
    .select([sql.ref(path.parentKey).as('parent_id'), related.text(path.last).as('text'), sql`ts_rank(${vector}, ${query})`.as('rank'), sql.ref(`${path.last}.id`).as('row_id')]);
  // The best row per parent first, so ts_headline runs once per parent, not once per match.
  const best = db
    .selectFrom(matching.as('matching'))
    .distinctOn('matching.parent_id')
    .select(['matching.parent_id', 'matching.text'])
    .orderBy('matching.parent_id')
    .orderBy('matching.rank', 'desc')
    .orderBy('matching.row_id', 'desc');
  return db.selectFrom(best.as('best')).select(['best.parent_id', headline(sql.ref('best.text'), query).as('headline')]) as AnySelect;
}

/** ts_headline's excerpt as the wire shows it; literal matches where it marked none (part of a word); null without any. */
function fromHeadline(text: string, terms: string[]): string | null {
  const source = headlineText(text);
  const withMarks = hasMark(source) ? source : markLiteral(plainText(source), terms);
  return hasMark(withMarks) ? snippetHtml(withMarks) : null;
}

/**
 * `search_snippet` of each row of one page: the best field the caller may see with its matches in
 * `<mark>`. The row's own field first (a ticket's description, else its searchable fields such as
 * the reference), then each related path in declared order; else the own field unmarked.
 */
export async function searchSnippets(db: Db, access: Access, declaration: ResourceDeclaration, resolve: Resolve, rows: Row[], terms: string[]): Promise<Map<number, string | null>> {
  const fullText = declaration.fullText!;
  const raw = db as unknown as AnyDb;
  const snippets = new Map<number, string | null>();
  const query = anyTermQuery(terms);
  const open = () => rows.map((row) => row.id as number).filter((id) => !snippets.has(id));
  if (query && rows.length > 0) {
    const own = (await raw
      .selectFrom(`${declaration.table} as own`)
      .select(['own.id', headline(fullText.snippetText?.('own') ?? sql.ref(`own.${fullText.snippetField}`), query).as('headline')])
      .where('own.id', 'in', open())
      .where(vectorMatches(sql.ref(`own.${fullText.vector}`), query))
      .execute()) as Array<{ id: number; headline: string }>;
    for (const { id, headline: text } of own) {
      const excerpt = fromHeadline(text, terms);
      if (excerpt) snippets.set(id, excerpt);
    }
  }
  for (const row of rows) {
    if (snippets.has(row.id as number)) continue;
    const fields = declaration.searchable.filter((path) => !path.includes('.')).map((name) => row[name]).filter((value): value is string => typeof value === 'string' && value !== '');
    const withMarks = markLiteral(plainText(fields.join(' — ')), terms);
    if (hasMark(withMarks)) snippets.set(row.id as number, snippetHtml(withMarks));
  }
  for (const related of query ? fullText.related : []) {
    const ids = open();
    if (ids.length === 0) break;
    const best = bestRelatedText(raw, { declaration, alias: 'own', resolve, access }, related, ids, query!);
    if (!best) continue;
    for (const { parent_id: id, headline: text } of (await best.execute()) as Array<{ parent_id: number; headline: string }>) {
      const excerpt = fromHeadline(text, terms);
      if (excerpt) snippets.set(id, excerpt);
    }
  }
  for (const row of rows) {
    if (snippets.has(row.id as number)) continue;
    const text = row[fullText.snippetField];
    snippets.set(row.id as number, typeof text === 'string' && text !== '' ? snippetHtml(plainText(text)) : null);
  }
  return snippets;
}
