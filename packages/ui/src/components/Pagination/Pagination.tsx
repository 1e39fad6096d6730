import { PAGE_SIZE } from '@trellis/contract'
import { Compact, Gap, List, Nav, PageButton } from './Pagination.styles'
import { pageItems } from './page-items'
import { useUiT } from '../../i18n/use-ui-t'

/** Props of {@link Pagination}. Give `pageCount`, or `total` (and `pageSize`, default 10). */
export interface PaginationProps {
  /** The current page, 1-based. */
  page: number
  /** How many pages there are. Wins over `total`. */
  pageCount?: number
  /** How many rows there are in all; pages are `pageSize` rows. */
  total?: number
  /** Rows per page when counting from `total`; the spec's 10 by default. */
  pageSize?: number
  /** Called with the page the member asked for (never the current one, never out of range). */
  onPageChange: (page: number) => void
  /** Pages shown either side of the current one. */
  siblingCount?: number
  /** Every control waits (aria-disabled, still focusable), e.g. while the next page loads. */
  isDisabled?: boolean
  /** Accessible name of the navigation landmark; distinct when a page has two pagers. */
  label?: string
}

// Stand-ins for the numbers, so the words and the numbers stay separate text nodes as the
// English JSX had them (a single node is shaped as one run and moves the glyphs by a subpixel).
const CURRENT = '\u0001'
const COUNT = '\u0002'

/** "Page 2 of 3" as its parts: the words and each number apart. */
function pageOf(words: string, current: number, count: number): string[] {
  const parts: string[] = []
  let text = ''
  for (const ch of words) {
    if (ch !== CURRENT && ch !== COUNT) {
      text += ch
      continue
    }
    if (text) parts.push(text)
    parts.push(String(ch === CURRENT ? current : count))
    text = ''
  }
  if (text) parts.push(text)
  return parts
}

/** Previous / numbered / next page controls. Hidden when there is only one page. */
export function Pagination({
  page,
  pageCount,
  total,
  pageSize = PAGE_SIZE,
  onPageChange,
  siblingCount = 1,
  isDisabled = false,
  label: labelProp,
}: PaginationProps) {
  const t = useUiT()
  const label = labelProp ?? t('pagination')
  const count = pageCount ?? Math.ceil((total ?? 0) / Math.max(1, pageSize))
  if (count <= 1) return null
  const current = Math.min(Math.max(1, page), count)
  // While a page loads the buttons wait but stay focusable (aria-disabled): the member who
  // pressed Next from the keyboard can press it again once the rows are there.
  const busy = isDisabled || undefined
  const go = (next: number) => {
    if (!isDisabled && next !== current && next >= 1 && next <= count) onPageChange(next)
  }
  return (
    <Nav aria-label={label}>
      <PageButton
        type="button"
        onClick={() => go(current - 1)}
        disabled={current === 1}
        aria-disabled={busy}
      >
        <span aria-hidden="true">‹</span>
        {` ${t('previous')}`}
      </PageButton>
      <Compact>{pageOf(t('pageOf', { current: CURRENT, count: COUNT }), current, count)}</Compact>
      <List>
        {pageItems(current, count, siblingCount).map((item) =>
          typeof item === 'number' ? (
            <li key={item}>
              <PageButton
                type="button"
                onClick={() => go(item)}
                aria-disabled={busy}
                aria-label={t('page', { page: item })}
                aria-current={item === current ? 'page' : undefined}
              >
                {item}
              </PageButton>
            </li>
          ) : (
            <li key={item} aria-hidden="true">
              <Gap>…</Gap>
            </li>
          ),
        )}
      </List>
      <PageButton
        type="button"
        onClick={() => go(current + 1)}
        disabled={current === count}
        aria-disabled={busy}
      >
        {`${t('next')} `}
        <span aria-hidden="true">›</span>
      </PageButton>
    </Nav>
  )
}
