// Route /wallet/all (every wallet transaction, 10 a page) and /earning/today (the same screen
// with today's income only).
import { emptyTexts } from '@trellis/contract'
import { useAllWalletTrans } from '@trellis/api-client'
import type { ReactNode } from 'react'
import { TransactionList } from '@trellis/ui'
import { MemberScreen } from '../../shell/MemberScreen'
import { readErrorMessage, retryCanHelp } from '../../components/error-message'
import { StatementForm } from './StatementForm'
import { usePageParam } from '../../components/use-page-param'
import { useWalletAllT } from './messages'

/** Props of TransactionHistory. */
export interface TransactionHistoryProps {
  /** The screen's title. */
  title: string
  /** 'earningToday' lists today's income only. */
  filter: 'all' | 'earningToday'
  /** Shown under the list (the statement download on the wallet history). */
  footer?: ReactNode
}

/** A paged list of wallet transactions. */
export function TransactionHistory({ title, filter, footer }: TransactionHistoryProps) {
  const [page, setPage] = usePageParam()
  const { data, error, isLoading, mutate } = useAllWalletTrans(page, filter)
  const t = useWalletAllT()
  return (
    <MemberScreen title={title}>
      <TransactionList
        label={filter === 'earningToday' ? t('todayIncome') : t('transactions')}
        transactions={data?.data ?? []}
        isLoading={isLoading}
        error={
          error
            ? readErrorMessage(
                error,
                filter === 'earningToday' ? t('theTodayIncome') : t('theHistory'),
              )
            : null
        }
        onRetry={retryCanHelp(error) ? () => void mutate() : undefined}
        emptyText={page > 1 ? emptyTexts.noMoreData : emptyTexts.noTransactions}
        page={page}
        total={data?.total ?? 0}
        onPageChange={setPage}
      />
      {footer}
    </MemberScreen>
  )
}

/** The wallet history screen. */
export function WalletAllScreen() {
  const t = useWalletAllT()
  return <TransactionHistory title={t('title')} filter="all" footer={<StatementForm />} />
}

/** The earning-today screen (the transaction history, today's income). */
export function EarningTodayScreen() {
  const t = useWalletAllT()
  return <TransactionHistory title={t('todayTitle')} filter="earningToday" />
}
