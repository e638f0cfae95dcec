/**
 * The options of the declaration language, read from the source text with the TypeScript compiler API: every
 * property of the declaration types reachable from their roots (a resource, a field, an api, a decision, a
 * master-data entity), and the factories that make them. Shared by the test that keeps each one explained
 * (a doc comment in the editor, a row in docs/declarations.md).
 */
import { readFileSync } from 'node:fs';
import ts from 'typescript';

/** Where the declaration types live, and the types every declaration starts from. */
export const TYPE_SOURCES = ['src/framework/types.ts', 'src/framework/decisions.ts', 'src/domain/masterDataRules.d.mts'];
export const ROOTS = ['ResourceDeclaration', 'FieldDef', 'ApiSpec', 'DecisionOptions', 'MasterEntity'];
/** The modules whose exported functions a declaration calls (field factories, api dialects, defineResource...). */
export const FACTORY_SOURCES = ['src/framework/fields.ts', 'src/framework/api.ts', 'src/framework/defineResource.ts', 'src/framework/decisions.ts'];

export interface Option {
  /** The type that declares it (its docs section), e.g. 'ListSpec'. */
  owner: string;
  /** Its path within that type, e.g. 'columns' or 'notify.created'. */
  path: string;
  /** Its doc comment, '' when it has none. */
  doc: string;
  optional: boolean;
  /** Its type as written. */
  type: string;
}

export interface Factory {
  name: string;
  doc: string;
  /** Parameters without an `@param` line. */
  undocumentedParams: string[];
}

const parse = (file: string) => ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, true);

const docOf = (node: ts.Node): string =>
  ts
    .getJSDocCommentsAndTags(node)
    .filter(ts.isJSDoc)
    .map((doc) => ts.getTextOfJSDocComment(doc.comment) ?? '')
    .join(' ')
    .trim();

type Declaration = ts.InterfaceDeclaration | ts.TypeAliasDeclaration;

/** The names of the declaration types a type node refers to (not through a function type: its parameters are no options). */
const referencesIn = (node: ts.Node, known: ReadonlyMap<string, Declaration>, found: string[]) => {
  if (ts.isFunctionTypeNode(node)) return;
  if (ts.isTypeReferenceNode(node) && known.has(node.typeName.getText())) found.push(node.typeName.getText());
  if (ts.isExpressionWithTypeArguments(node) && known.has(node.expression.getText())) found.push(node.expression.getText());
  ts.forEachChild(node, (child) => referencesIn(child, known, found));
};

const spansLines = (node: ts.Node) => {
  const file = node.getSourceFile();
  return file.getLineAndCharacterOfPosition(node.getStart()).line !== file.getLineAndCharacterOfPosition(node.getEnd()).line;
};

/**
 * A type's options: its properties (a field def's `kind`, which its factory sets, is none), and the properties of a property's own
 * type written over several lines (e.g. notify's created / updated / deleted); a one-line `{ field; message }`
 * is explained by its property's comment.
 */
const optionsOf = (owner: string, members: readonly ts.TypeElement[], prefix = ''): Option[] =>
  members.filter(ts.isPropertySignature).flatMap((member) => {
    const name = member.name.getText().replace(/^'|'$/g, '');
    if (name === 'kind' && !prefix && owner.endsWith('FieldDef')) return [];
    const path = prefix + name;
    const own: Option = { owner, path, doc: docOf(member), optional: member.questionToken !== undefined, type: member.type?.getText() ?? '' };
    const nested = member.type && ts.isTypeLiteralNode(member.type) && spansLines(member.type) ? optionsOf(owner, member.type.members, `${path}.`) : [];
    return [own, ...nested];
  });

/** Every option of the declaration language, by the type that declares it, in source order. */
export function declarationOptions(): Option[] {
  const known = new Map<string, Declaration>();
  for (const file of TYPE_SOURCES)
    parse(file).forEachChild((node) => {
      if (ts.isInterfaceDeclaration(node) || ts.isTypeAliasDeclaration(node)) known.set(node.name.text, node);
    });
  const reached = new Set<string>();
  const queue = [...ROOTS];
  while (queue.length) {
    const name = queue.shift()!;
    if (reached.has(name) || !known.has(name)) continue;
    reached.add(name);
    const found: string[] = [];
    referencesIn(known.get(name)!, known, found);
    queue.push(...found);
  }
  return [...known.entries()]
    .filter(([name]) => reached.has(name))
    .flatMap(([name, node]) => {
      if (ts.isInterfaceDeclaration(node)) return optionsOf(name, node.members);
      return ts.isTypeLiteralNode(node.type) && spansLines(node.type) ? optionsOf(name, node.type.members) : [];
    });
}

const paramNames = (node: ts.Node): string[] => {
  const fn = ts.isVariableDeclaration(node) ? node.initializer : node;
  return fn && (ts.isArrowFunction(fn) || ts.isFunctionDeclaration(fn) || ts.isFunctionExpression(fn)) ? fn.parameters.map((p) => p.name.getText()) : [];
};

const paramTags = (node: ts.Node): Set<string> =>
  new Set(ts.getJSDocTags(node).filter(ts.isJSDocParameterTag).map((tag) => tag.name.getText()));

/** The exported functions and factories of FACTORY_SOURCES (predicates `isX` aside: no declaration calls them). */
export function declarationFactories(): Factory[] {
  return FACTORY_SOURCES.flatMap((file) =>
    parse(file).statements.flatMap((statement): Factory[] => {
      const exported = ts.canHaveModifiers(statement) && ts.getModifiers(statement)?.some((m) => m.kind === ts.SyntaxKind.ExportKeyword);
      if (!exported) return [];
      const declarations: ts.Node[] = ts.isVariableStatement(statement)
        ? [...statement.declarationList.declarations]
        : ts.isFunctionDeclaration(statement)
          ? [statement]
          : [];
      return declarations.flatMap((node) => {
        const name = (node as ts.VariableDeclaration | ts.FunctionDeclaration).name?.getText() ?? '';
        if (/^is[A-Z]/.test(name)) return [];
        // a variable's doc comment sits on its statement
        const holder = ts.isVariableDeclaration(node) ? statement : node;
        const tagged = paramTags(holder);
        return [{ name, doc: docOf(holder), undocumentedParams: paramNames(node).filter((p) => !tagged.has(p)) }];
      });
    }),
  );
}
