// The stable codes of the messages a member reads from the server or the contract's rules
// (issue 27): `table.key` of the tables in messages.ts, so the English words stay in one place
// and every answer can carry the code beside them. The client shows the catalogue's text for the
// code (the Hindi catalogue, ./hi.ts, holds one text per code).
import { emptyTexts, fallbacks, messages, serverMessages, successMessages } from '../messages'

type TextKeys<T> = { [K in keyof T]: T[K] extends string ? K & string : never }[keyof T]

/** The messages filled from a template when read (getters in messages.ts): no code of their own. */
type Templated =
  | 'messages.depositMinimum'
  | 'messages.withdrawMinimum'
  | 'messages.investMinimum'
  | 'messages.investMultiple'
  | 'serverMessages.transferMinimum'

const tables = { messages, fallbacks, emptyTexts, serverMessages, successMessages } as const
type Tables = typeof tables

/** A message's stable code, e.g. `serverMessages.otpInvalid` (the contract's list of codes). */
export type MessageCode = Exclude<
  {
    [T in keyof Tables]: `${T & string}.${TextKeys<Tables[T]>}`
  }[keyof Tables],
  Templated
>

/**
 * Every code with its English words (the spec's words, unchanged). A message whose words follow a
 * setting (a getter in messages.ts, e.g. `messages.depositMinimum`) has no code: it is filled from
 * a template, and the template reader says it in the member's language.
 */
export const englishMessages = Object.fromEntries(
  Object.entries(tables).flatMap(([table, entries]) =>
    Object.entries(Object.getOwnPropertyDescriptors(entries))
      .filter(([, d]) => typeof d.value === 'string')
      .map(([key, d]) => [`${table}.${key}`, d.value as string]),
  ),
) as Record<MessageCode, string>

const codeOfText = new Map<string, MessageCode>()
for (const [code, text] of Object.entries(englishMessages) as Array<[MessageCode, string]>) {
  // Two codes with the same words (the spec's "Please fill all fields." for login and sign-up)
  // share the first code: their translations are the same words too.
  if (!codeOfText.has(text)) codeOfText.set(text, code)
}

/** The code of an English message the contract holds, if it is one. */
export function messageCodeOf(text: string): MessageCode | undefined {
  return codeOfText.get(text)
}

/** Whether `value` is a code the contract lists. */
export function isMessageCode(value: unknown): value is MessageCode {
  return typeof value === 'string' && Object.hasOwn(englishMessages, value)
}
