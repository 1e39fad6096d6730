// The Controls panel of every component story: what a designer can edit there. Storybook infers
// a control from each prop's type (react-docgen-typescript, .storybook/main.ts) and gets it right
// for string, number, boolean and string-literal unions. Where inference falls back to a raw JSON
// editor (ReactNode slots such as `error`, `hint` or `title`, or a `string | null`) or offers a
// control for a function, the story's meta must say what to show. This reads the metas and the
// components' prop types with the TypeScript checker, so it needs no build.
import { readdirSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import ts from 'typescript'
import { describe, expect, it } from 'vitest'

const here = dirname(fileURLToPath(import.meta.url))
const root = join(here, '../..')
const files = readdirSync(here)
  .filter((name) => name.endsWith('.stories.tsx'))
  .map((name) => join(here, name))

type Kind = 'text' | 'number' | 'boolean' | 'choice' | 'function' | 'node' | 'data' | 'other'

/** What Storybook infers a control from, reduced to the cases that matter here. */
function kindOf(type: ts.Type, checker: ts.TypeChecker): Kind {
  const parts = (type.isUnion() ? type.types : [type]).filter(
    (t) => !(t.flags & (ts.TypeFlags.Undefined | ts.TypeFlags.Null)),
  )
  const text = checker.typeToString(type)
  // Code, not data: callbacks, components (a link component) and refs.
  const isCode = (t: ts.Type) =>
    t.getCallSignatures().length > 0 || t.getConstructSignatures().length > 0
  if (parts.length > 0 && parts.every(isCode)) return 'function'
  if (/\bRef(Object)?</.test(text) || /ComponentType|LinkComponent/.test(text)) return 'function'
  if (parts.every((t) => t.flags & ts.TypeFlags.BooleanLike)) return 'boolean'
  if (/ReactNode|ReactElement|JSX\.Element/.test(text)) return 'node'
  // Storybook reads `string | null` as a type it has no control for: a raw JSON editor.
  // (A record or null is data all the same: its JSON editor is right.)
  if (type.isUnion() && type.types.some((t) => t.flags & ts.TypeFlags.Null))
    return parts.every((t) => t.flags & ts.TypeFlags.Object) ? 'data' : 'other'
  if (parts.every((t) => t.flags & ts.TypeFlags.StringLiteral)) return 'choice'
  if (parts.every((t) => t.flags & ts.TypeFlags.String)) return 'text'
  if (parts.every((t) => t.flags & ts.TypeFlags.NumberLike)) return 'number'
  // Records and lists (a member, the rows of a table): the JSON editor is the right control.
  if (parts.every((t) => t.flags & ts.TypeFlags.Object)) return 'data'
  return 'other'
}

interface MetaArgType {
  control?: string | false
  hidden: boolean
}

/** The argTypes literal of a meta: for each prop, its control and whether its row is hidden. */
function readArgTypes(meta: ts.ObjectLiteralExpression): Map<string, MetaArgType> {
  const out = new Map<string, MetaArgType>()
  const argTypes = property(meta, 'argTypes')
  if (!argTypes || !ts.isObjectLiteralExpression(argTypes)) return out
  for (const prop of argTypes.properties) {
    if (!ts.isPropertyAssignment(prop) || !ts.isObjectLiteralExpression(prop.initializer)) continue
    const control = property(prop.initializer, 'control')
    const table = property(prop.initializer, 'table')
    const disable =
      table && ts.isObjectLiteralExpression(table) ? property(table, 'disable') : undefined
    out.set(prop.name.getText(), {
      control:
        control === undefined
          ? undefined
          : control.kind === ts.SyntaxKind.FalseKeyword
            ? false
            : ts.isStringLiteral(control)
              ? control.text
              : ts.isObjectLiteralExpression(control)
                ? (property(control, 'type') as ts.StringLiteral | undefined)?.text
                : control.getText(),
      hidden: disable?.kind === ts.SyntaxKind.TrueKeyword,
    })
  }
  return out
}

function property(object: ts.ObjectLiteralExpression, name: string): ts.Expression | undefined {
  for (const prop of object.properties)
    if (ts.isPropertyAssignment(prop) && prop.name.getText() === name) return prop.initializer
  return undefined
}

/** The meta object of a story file: `const meta = { … } satisfies Meta<…>`. */
function findMeta(source: ts.SourceFile): ts.ObjectLiteralExpression | undefined {
  let found: ts.ObjectLiteralExpression | undefined
  source.forEachChild(function visit(node) {
    if (
      ts.isVariableDeclaration(node) &&
      node.name.getText() === 'meta' &&
      node.initializer &&
      ts.isSatisfiesExpression(node.initializer) &&
      ts.isObjectLiteralExpression(node.initializer.expression)
    )
      found = node.initializer.expression
    node.forEachChild(visit)
  })
  return found
}

interface Problem {
  file: string
  prop: string
  kind: Kind
  got: MetaArgType | undefined
}

function audit(): { problems: Problem[]; components: number } {
  const config = ts.getParsedCommandLineOfConfigFile(
    join(root, 'tsconfig.json'),
    {},
    {
      ...ts.sys,
      onUnRecoverableConfigFileDiagnostic: (d) => {
        throw new Error(ts.flattenDiagnosticMessageText(d.messageText, '\n'))
      },
    },
  )
  if (!config) throw new Error('tsconfig.json could not be read')
  const program = ts.createProgram(files, config.options)
  const checker = program.getTypeChecker()
  const problems: Problem[] = []
  let components = 0
  for (const file of files) {
    const source = program.getSourceFile(file)
    const meta = source && findMeta(source)
    const component = meta && property(meta, 'component')
    if (!component) continue
    const signature = checker.getTypeAtLocation(component).getCallSignatures()[0]
    const propsParam = signature?.getParameters()[0]
    if (!propsParam) continue
    components += 1
    const argTypes = readArgTypes(meta)
    const propsType = checker.getTypeOfSymbolAtLocation(propsParam, component)
    // A spy in the meta's args (a native prop such as onChange, which docgen leaves out) is code too.
    const args = property(meta, 'args')
    if (args && ts.isObjectLiteralExpression(args))
      for (const arg of args.properties) {
        if (!ts.isPropertyAssignment(arg) || !/^fn\(/.test(arg.initializer.getText())) continue
        const got = argTypes.get(arg.name.getText())
        if (got?.control !== false && !got?.hidden)
          problems.push({
            file: file.slice(here.length + 1),
            prop: arg.name.getText(),
            kind: 'function',
            got,
          })
      }
    for (const prop of propsType.getProperties()) {
      // Props a designer never edits: React's own and styling hooks.
      if (['key', 'ref', 'className', 'style', 'children'].includes(prop.name)) continue
      if (prop.declarations?.some((d) => d.getSourceFile().fileName.includes('node_modules')))
        continue
      const kind = kindOf(checker.getTypeOfSymbolAtLocation(prop, component), checker)
      const got = argTypes.get(prop.name)
      const hidden = got?.hidden === true || got?.control === false
      const ok =
        kind === 'function'
          ? hidden
          : kind === 'node' || kind === 'other'
            ? // Inference gives these a raw JSON editor: the meta must choose a control or hide it.
              hidden || (got?.control !== undefined && got.control !== 'object')
            : // Inference is right for these; an explicit control must not contradict it.
              got?.control === undefined ||
              hidden ||
              {
                text: ['text'],
                number: ['number', 'range'],
                boolean: ['boolean'],
                choice: ['select', 'radio', 'inline-radio', 'check', 'inline-check'],
                data: ['object'],
              }[kind].includes(String(got.control))
      if (!ok) problems.push({ file: file.slice(here.length + 1), prop: prop.name, kind, got })
    }
  }
  return { problems, components }
}

describe('story controls', () => {
  it('hide every function prop and give text, number and choice props a real control', () => {
    const { problems, components } = audit()
    // Every component story file is read (a meta the reader missed would pass silently).
    expect(components).toBeGreaterThanOrEqual(40)
    expect(
      problems.map(
        ({ file, prop, kind, got }) => `${file} ${prop} (${kind}): ${JSON.stringify(got)}`,
      ),
    ).toEqual([])
    // A TypeScript program over every story file: ~9 s of CPU alone, 164 s beside two CPU hogs and
    // three other steps (load ~39), where 120 s failed it. A safety net for a hang, not a goal.
  }, 600_000)
})
