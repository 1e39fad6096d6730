import {
  emptyTexts,
  historyWords,
  signedUsd,
  sourceLine,
  type WalletTransaction,
} from '@trellis/contract'
import { DirectionBadge } from '../Badge'
import { EmptyState } from '../EmptyState'
import { Pagination } from '../Pagination'
import { Skeleton } from '../Skeleton'
import { VisuallyHidden } from '../VisuallyHidden'
import { ErrorPanel, formatDate } from '../lists-shared'
import {
  Amount,
  Body,
  Desc,
  Fee,
  List,
  Meta,
  Party,
  Row,
  Side,
  Source,
  Wrap,
} from './TransactionList.styles'
import { useUiT } from '../../i18n/use-ui-t'
import { useSayHistory } from '../../i18n/use-history-t'

/** Props of {@link TransactionList}. */
export interface TransactionListProps {
  /** The transactions of the current page. */
  transactions: WalletTransaction[]
  /** Accessible name of the list. */
  label?: string
  /** Shows placeholder rows instead of `transactions`. */
  isLoading?: boolean
  /** A failure to show instead of the list. */
  error?: string | null
  /** Offered as a Retry button with the error. */
  onRetry?: () => void
  /** Text when there are none; "No transactions found." by default. */
  emptyText?: string
  /** BCP 47 locale for dates. */
  locale?: string
  /** The current page (1-based); with `total` and `onPageChange` paging controls are shown. */
  page?: number
  /** How many transactions there are in all pages. */
  total?: number
  /** Called with the page the member asks for. */
  onPageChange?: (page: number) => void
}

/**
 * The amount with its sign; the sign is text, so colour is never the only cue. The contract's
 * `signedUsd`: the same sign as the CSV statement.
 */
export const signedAmount = signedUsd

/**
 * Wallet transactions in the contract's words (`historyWords`, which the CSV statement
 * uses too): what happened, the wallet, the other member, the fee, the signed amount, the date
 * and, for earnings, their source.
 */
export function TransactionList({
  transactions,
  label: labelProp,
  isLoading = false,
  error,
  onRetry,
  emptyText = emptyTexts.noTransactions,
  locale,
  page,
  total,
  onPageChange,
}: TransactionListProps) {
  const t = useUiT()
  const say = useSayHistory()
  const label = labelProp ?? t('transactions')
  let body
  if (error) {
    body = <ErrorPanel message={error} onRetry={onRetry} />
  } else if (isLoading) {
    body = (
      <>
        <VisuallyHidden role="status">{t('loadingTransactions')}</VisuallyHidden>
        <List aria-label={label}>
          {Array.from({ length: 4 }, (_, i) => (
            <Row key={i} data-testid="skeleton-row">
              <Skeleton label={null} lines={2} />
            </Row>
          ))}
        </List>
      </>
    )
  } else if (transactions.length === 0) {
    body = <EmptyState message={emptyText} />
  } else {
    body = (
      <List aria-label={label}>
        {transactions.map((tx) => {
          const words = historyWords(tx, say)
          return (
            <Row key={tx.id}>
              <Body>
                <Desc>{words.title}</Desc>
                {words.counterparty && <Party>{words.counterparty}</Party>}
                <Meta>
                  {words.wallet} ·{' '}
                  <time dateTime={tx.createdAt}>{formatDate(tx.createdAt, locale)}</time>
                </Meta>
                {tx.source && <Source>{sourceLine(tx.source, say)}</Source>}
              </Body>
              <Side>
                <Amount $type={tx.type}>{words.amount}</Amount>
                {words.fee && <Fee>{words.fee}</Fee>}
                <DirectionBadge type={tx.type} />
              </Side>
            </Row>
          )
        })}
      </List>
    )
  }
  const canPage = page !== undefined && total !== undefined && onPageChange !== undefined
  return (
    <Wrap aria-busy={isLoading || undefined}>
      {body}
      {canPage && !error && (
        <Pagination
          page={page}
          total={total}
          onPageChange={onPageChange}
          isDisabled={isLoading}
          label={t('pagesOf', { name: label })}
        />
      )}
    </Wrap>
  )
}
