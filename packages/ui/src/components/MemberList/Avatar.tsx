import { Circle } from './MemberList.styles'

/** The first letter as a reader sees it: a Devanagari letter with its vowel sign, not half of it. */
function firstLetter(word: string): string {
  const first =
    'Segmenter' in Intl
      ? new Intl.Segmenter(undefined, { granularity: 'grapheme' })
          .segment(word)
          [Symbol.iterator]()
          .next().value?.segment
      : undefined
  return (first ?? Array.from(word)[0] ?? '').toLocaleUpperCase()
}

/** A name's initials: its first and last words' first letters ("Ama Mensah" is AM), one for one word. */
export function initialsOf(name: string): string {
  const words = name.trim().split(/\s+/).filter(Boolean)
  const [head] = words
  if (head === undefined) return '?'
  const last = words.length > 1 ? words[words.length - 1] : undefined
  return firstLetter(head) + (last === undefined ? '' : firstLetter(last))
}

/** Props of {@link Avatar}. */
export interface AvatarProps {
  /** The member's name; the circle shows its initials. */
  name: string
  /** Diameter in pixels. */
  size?: 32 | 36 | 40
}

/** A member's initials in a brand-coloured circle. Decorative: the name is always written beside it. */
export function Avatar({ name, size = 40 }: AvatarProps) {
  return (
    <Circle $size={size} aria-hidden="true">
      {initialsOf(name)}
    </Circle>
  )
}
