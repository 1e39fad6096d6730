import type { ReactNode } from 'react'
import { Skeleton } from '../Skeleton'
import { VisuallyHidden } from '../VisuallyHidden'
import type { TableColumn } from './TableColumn'
import {
  Caption,
  CardItem,
  CardList,
  Cell,
  Field,
  FieldLabel,
  FieldValue,
  HeadCell,
  Table,
  TableWrap,
} from './PaginatedTable.styles'
import { useUiT } from '../../i18n/use-ui-t'

/** Skeleton rows while a page loads: enough to show the shape without a jump in height. */
const SKELETON_ROWS = 5

interface BodyProps<T> {
  columns: TableColumn<T>[]
  rows: T[]
  rowKey: (row: T, index: number) => string
  isLoading: boolean
}

/** Loading is announced once; the bones themselves stay silent. */
function LoadingNote() {
  const t = useUiT()
  return <VisuallyHidden role="status">{t('loading')}</VisuallyHidden>
}

function bone(): ReactNode {
  return <Skeleton label={null} width="80%" />
}

/** The wide layout: a real table with a caption and column headers. */
export function TableBody<T>({
  caption,
  isCaptionHidden,
  columns,
  rows,
  rowKey,
  isLoading,
}: BodyProps<T> & { caption: string; isCaptionHidden: boolean }) {
  return (
    // Amounts, dates and ids never wrap, so a narrow screen may scroll the table sideways: the
    // wrapper takes focus so that keyboard users can scroll it too (the section around it
    // is already the named region).
    <TableWrap tabIndex={0}>
      {isLoading && <LoadingNote />}
      <Table>
        <Caption $hidden={isCaptionHidden}>{caption}</Caption>
        <thead>
          <tr>
            {columns.map((c) => (
              <HeadCell key={c.key} scope="col" $align={c.align ?? 'start'}>
                {c.header}
              </HeadCell>
            ))}
          </tr>
        </thead>
        <tbody>
          {isLoading
            ? Array.from({ length: SKELETON_ROWS }, (_, i) => (
                <tr key={i} data-testid="skeleton-row">
                  {columns.map((c) => (
                    <Cell key={c.key} $align={c.align ?? 'start'} $wrap={c.wrap ?? false}>
                      {bone()}
                    </Cell>
                  ))}
                </tr>
              ))
            : rows.map((row, i) => (
                <tr key={rowKey(row, i)}>
                  {columns.map((c) => (
                    <Cell key={c.key} $align={c.align ?? 'start'} $wrap={c.wrap ?? false}>
                      {c.render(row)}
                    </Cell>
                  ))}
                </tr>
              ))}
        </tbody>
      </Table>
    </TableWrap>
  )
}

/** The phone layout: one card per row, each value after its column's header. */
export function CardsBody<T>({
  labelledBy,
  columns,
  rows,
  rowKey,
  isLoading,
}: BodyProps<T> & { labelledBy: string }) {
  if (isLoading) {
    return (
      <>
        <LoadingNote />
        <CardList aria-labelledby={labelledBy}>
          {Array.from({ length: SKELETON_ROWS }, (_, i) => (
            <CardItem key={i} data-testid="skeleton-row">
              <Skeleton label={null} lines={Math.min(columns.length, 3)} />
            </CardItem>
          ))}
        </CardList>
      </>
    )
  }
  return (
    <CardList aria-labelledby={labelledBy}>
      {rows.map((row, i) => (
        <CardItem key={rowKey(row, i)}>
          <dl>
            {columns.map((c) => (
              <Field key={c.key}>
                <FieldLabel>{c.header}</FieldLabel>
                <FieldValue $wrap={c.wrap ?? false}>{c.render(row)}</FieldValue>
              </Field>
            ))}
          </dl>
        </CardItem>
      ))}
    </CardList>
  )
}
