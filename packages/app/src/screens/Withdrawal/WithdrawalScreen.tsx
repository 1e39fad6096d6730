// Route /wallet/withdrawal: the income wallet, the withdrawal form with its OTP step, history.
import type { WithdrawalRecord } from '@trellis/contract'
import { useWithdrawalHistory } from '@trellis/api-client'
import { Card, WalletCard } from '@trellis/ui'
import { ShortHashes } from '../../components/ShortHashes'
import { Beside } from '../../components/Beside'
import { MemberScreen } from '../../shell/MemberScreen'
import { HistoryTable } from '../../components/HistoryTable'
import { ScreenStack } from '../../components/layout'
import { Section } from '../../components/Section'
import { formatDate } from '../../components/format'
import { useMember } from '../../member/use-member'
import { WithdrawalForm } from './WithdrawalForm'
import { WithdrawalAmount, WithdrawalState } from './withdrawal-status'
import { usePageParam } from '../../components/use-page-param'
import { useWithdrawalT } from './messages'

/** The withdrawal screen. */
export function WithdrawalScreen() {
  const state = useMember()
  const [page, setPage] = usePageParam()
  const history = useWithdrawalHistory(page)
  const t = useWithdrawalT()
  return (
    <MemberScreen title={t('title')}>
      <Beside>
        <ScreenStack>
          <Section title={t('balance')} isTitleHidden>
            <WalletCard
              name={t('incomeWallet')}
              icon="wallet"
              amount={state.member?.wallet ?? 0}
              isLoading={state.isLoading}
              error={state.error}
            />
          </Section>
          <Card title={t('withdraw')}>
            <WithdrawalForm state={state} />
          </Card>
        </ScreenStack>
        <HistoryTable<WithdrawalRecord>
          caption={t('history')}
          result={history}
          page={page}
          onPageChange={setPage}
          rowKey={(r) => r.id}
          columns={[
            { key: 'date', header: t('date'), render: (r) => formatDate(r.createdAt) },
            {
              key: 'desc',
              header: t('description'),
              render: (r) => <ShortHashes text={r.desc} />,
              wrap: true,
            },
            {
              key: 'status',
              header: t('status'),
              render: (r) => <WithdrawalState record={r} />,
            },
            {
              key: 'amount',
              header: t('amount'),
              render: (r) => <WithdrawalAmount record={r} />,
              align: 'end',
            },
          ]}
        />
      </Beside>
    </MemberScreen>
  )
}
